import { NavLink, data, redirect, useNavigation } from "react-router";
import { blockAction } from "~/features/content/editor-actions.server";
import { cx } from "~/components/ui";
import { requireAdmin } from "~/features/auth/guard.server";
import { adminMeta } from "~/features/back-office/meta";
import { PageHeader, mutedClass } from "~/features/back-office/components/ui";
import { BLOCKS, blockRows, isBlockKey } from "~/features/content/block-form";
import { BlockEditor } from "~/features/content/components/block-editor";
import { blockByKey } from "~/features/content/blocks.server";
import { revisionHistory } from "~/features/content/revisions.server";
import { RevisionHistory } from "~/features/content/revision-history";
import { BLOCK_KEYS, type BlockKey } from "~/lib/catalog-types";
import { db } from "~/lib/db.server";
import type { Route } from "./+types/content";

/** /admin/content/<faq|testimonials|stats>: each list. */
function blockOf(params: { block?: string }): BlockKey {
  const key = params.block;
  if (!isBlockKey(key)) throw data("Cette section de contenu n'existe pas.", { status: 404 });
  return key;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  // The menu's «Contenu» opens the first list, with its tab marked.
  if (!params.block) throw redirect("/admin/content/faq");
  const key = blockOf(params);
  const block = await blockByKey(db(), key);
  if (!block) throw data("Cette section de contenu n'existe pas.", { status: 404 });
  return {
    key,
    version: block.version,
    rows: blockRows(key, block.data),
    history: await revisionHistory(db(), "block", key),
  };
}

export const action = ({ request, params }: Route.ActionArgs) =>
  blockAction(request, blockOf(params));

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData ? `Contenu — ${BLOCKS[loaderData.key].title}` : "Contenu");

const tabClass = ({ isActive }: { isActive: boolean }) =>
  cx(
    "rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-500",
    isActive
      ? "bg-brand-600 text-white"
      : "bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-slate-100 dark:bg-slate-900 dark:text-slate-100 dark:ring-slate-600 dark:hover:bg-slate-800",
  );

export default function ContentBlocks({ loaderData, actionData }: Route.ComponentProps) {
  const { key, version, rows, history } = loaderData;
  const busy = useNavigation().state !== "idle";
  const definition = BLOCKS[key];
  return (
    <>
      <PageHeader
        title="Contenu"
        subtitle="Les questions fréquentes, les témoignages et les chiffres de la page d'accueil, en français et en arabe."
      />
      <nav aria-label="Sections du contenu" className="mb-6 flex flex-wrap gap-2">
        {BLOCK_KEYS.map((k) => (
          <NavLink key={k} to={`/admin/content/${k}`} className={tabClass}>
            {BLOCKS[k].title}
          </NavLink>
        ))}
      </nav>
      <h2 className="mb-4 text-xl font-semibold">
        {definition.title}{" "}
        <span className={`text-sm font-normal ${mutedClass}`}>— version {version}</span>
      </h2>
      {/* A new version (a save, a restore) starts the editor again from the stored list. */}
      <BlockEditor
        key={`${key}-${version}`}
        blockKey={key}
        version={version}
        initialRows={rows}
        busy={busy}
        serverError={actionData && !actionData.ok ? actionData : undefined}
      />
      <RevisionHistory
        entity="block"
        history={history}
        version={String(version)}
        busy={busy}
        testId="block-history"
      />
    </>
  );
}
