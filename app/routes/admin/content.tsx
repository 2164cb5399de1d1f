import { useEffect, useRef, useState } from "react";
import { Form, NavLink, data, redirect, useNavigation } from "react-router";
import { blockAction } from "~/features/content/editor-actions.server";
import { ChevronDown, Plus, Trash2 } from "~/components/ui/icons";
import { Button, cx } from "~/components/ui";
import { TextField, labelClass } from "~/components/ui/field";
import { requireAdmin } from "~/features/auth/guard.server";
import { adminMeta } from "~/features/back-office/meta";
import { Card, PageHeader, mutedClass } from "~/features/back-office/components/ui";
import {
  BLOCKS,
  BLOCK_LANGS,
  MAX_BLOCK_ITEMS,
  blockRows,
  isBlockKey,
  parseBlockForm,
  type BlockRow,
} from "~/features/content/block-form";
import { blockByKey, blockHistory } from "~/features/content/blocks.server";
import { LANGUAGE_TITLE, SaveRefusal, errorFor, useFormCheck } from "~/features/content/editor";
import { PreviewButtons } from "~/features/content/preview";
import { RevisionHistory } from "~/features/content/revision-history";
import { BLOCK_KEYS, type BlockKey } from "~/content/catalog-types";
import { db } from "~/lib/db.server";
import type { Route } from "./+types/content";
import type { Refusal } from "~/domain/result";

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
    history: await blockHistory(db(), key),
  };
}

type Answer = Refusal;

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

let nextRowId = 0;

function BlockEditor({
  blockKey,
  version,
  initialRows,
  busy,
  serverError,
}: {
  blockKey: BlockKey;
  version: number;
  initialRows: BlockRow[];
  busy: boolean;
  serverError?: Answer;
}) {
  const definition = BLOCKS[blockKey];
  const [rows, setRows] = useState(() => initialRows.map((row) => ({ id: nextRowId++, row })));
  const [announcement, setAnnouncement] = useState("");
  /** Where the focus goes once the list has been drawn again. */
  const focusAfter = useRef<string | undefined>(undefined);
  const formRef = useRef<HTMLFormElement>(null);
  const { error, check } = useFormCheck((posted) => {
    const parsed = parseBlockForm(blockKey, posted);
    return parsed.ok ? undefined : parsed;
  }, serverError);

  // After a move, an addition or a removal the focus goes where the person can carry on.
  useEffect(() => {
    if (!focusAfter.current) return;
    formRef.current?.querySelector<HTMLElement>(focusAfter.current)?.focus();
    focusAfter.current = undefined;
  });

  /** What the list calls item `index`: its French name as typed now. */
  function itemName(index: number): string {
    const field = formRef.current?.elements.namedItem(`items.${index}.fr.${definition.nameField}`);
    const value =
      field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement
        ? field.value.trim()
        : "";
    return value ? `« ${value} »` : `L'élément ${index + 1}`;
  }

  function move(index: number, by: -1 | 1) {
    const to = index + by;
    if (to < 0 || to >= rows.length) return;
    const name = itemName(index);
    const id = rows[index]!.id;
    const next = [...rows];
    [next[index], next[to]] = [next[to]!, next[index]!];
    setRows(next);
    setAnnouncement(`${name} : position ${to + 1} sur ${rows.length}.`);
    // The same button if it still leads somewhere, otherwise the other one.
    const direction = by < 0 ? (to > 0 ? "up" : "down") : to < rows.length - 1 ? "down" : "up";
    focusAfter.current = `#move-${id}-${direction}`;
  }

  function remove(index: number) {
    const name = itemName(index);
    const next = rows.filter((_, i) => i !== index);
    setRows(next);
    setAnnouncement(`${name} retiré de la liste. Enregistrez pour publier.`);
    const neighbour = next[Math.min(index, next.length - 1)];
    focusAfter.current = neighbour ? `#row-${neighbour.id}-title` : "#add-item";
  }

  function add() {
    const id = nextRowId++;
    const empty = Object.fromEntries(definition.fields.map((f) => [f.name, ""]));
    setRows([...rows, { id, row: { fr: { ...empty }, ar: { ...empty } } }]);
    setAnnouncement(`Élément ${rows.length + 1} ajouté en fin de liste.`);
    focusAfter.current = `#row-${id}-fr-${definition.fields[0]!.name}`;
  }

  return (
    <>
      <SaveRefusal error={error} testId="block-form-error" />
      <p role="status" aria-live="polite" className="sr-only" data-testid="block-announcement">
        {announcement}
      </p>
      <Form method="post" noValidate onSubmit={check} ref={formRef} className="space-y-4">
        <input type="hidden" name="version" value={version} />
        <ol className="space-y-4" data-testid="block-items">
          {rows.map(({ id, row }, index) => (
            <li key={id} data-testid="block-item">
              <Card>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 id={`row-${id}-title`} tabIndex={-1} className="font-semibold outline-none">
                    {definition.item[0]!.toUpperCase() + definition.item.slice(1)} {index + 1}
                  </h3>
                  <div className="flex flex-wrap gap-2">
                    <Button
                      id={`move-${id}-up`}
                      type="button"
                      variant="secondary"
                      size="sm"
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                      aria-label={`Monter l'élément ${index + 1}`}
                    >
                      <ChevronDown aria-hidden="true" className="size-4 rotate-180" /> Monter
                    </Button>
                    <Button
                      id={`move-${id}-down`}
                      type="button"
                      variant="secondary"
                      size="sm"
                      disabled={index === rows.length - 1}
                      onClick={() => move(index, 1)}
                      aria-label={`Descendre l'élément ${index + 1}`}
                    >
                      <ChevronDown aria-hidden="true" className="size-4" /> Descendre
                    </Button>
                    <Button
                      type="button"
                      variant="secondary"
                      size="sm"
                      disabled={rows.length === 1}
                      onClick={() => remove(index)}
                      aria-label={`Retirer l'élément ${index + 1}`}
                    >
                      <Trash2 aria-hidden="true" className="size-4" /> Retirer
                    </Button>
                  </div>
                </div>
                <div className="mt-3 grid gap-6 lg:grid-cols-2">
                  {BLOCK_LANGS.map((lang) => (
                    <fieldset key={lang} className="space-y-3">
                      <legend className="text-sm font-semibold">{LANGUAGE_TITLE[lang]}</legend>
                      {definition.fields.map((f) => {
                        const name = `items.${index}.${lang}.${f.name}`;
                        return (
                          <TextField
                            key={f.name}
                            id={`row-${id}-${lang}-${f.name}`}
                            name={name}
                            defaultValue={row[lang][f.name] ?? ""}
                            error={errorFor(error, name)}
                            label={f.label}
                            lang={lang}
                            rows={f.long ? 4 : undefined}
                          />
                        );
                      })}
                    </fieldset>
                  ))}
                </div>
                {definition.flag && (
                  <div className="mt-4 flex items-start gap-2">
                    <input
                      id={`row-${id}-flag`}
                      type="checkbox"
                      name={`items.${index}.${definition.flag.name}`}
                      defaultChecked={row.flag}
                      aria-describedby={`row-${id}-flag-hint`}
                      className="mt-1 size-4"
                    />
                    <div>
                      <label htmlFor={`row-${id}-flag`} className={labelClass}>
                        {definition.flag.label}
                      </label>
                      <p
                        id={`row-${id}-flag-hint`}
                        className="text-sm text-slate-600 dark:text-slate-300"
                      >
                        {definition.flag.hint}
                      </p>
                    </div>
                  </div>
                )}
              </Card>
            </li>
          ))}
        </ol>
        <div className="flex flex-wrap justify-between gap-2">
          <Button
            id="add-item"
            type="button"
            variant="secondary"
            onClick={add}
            disabled={rows.length >= MAX_BLOCK_ITEMS}
          >
            <Plus aria-hidden="true" className="size-4" /> Ajouter un élément ({definition.item})
          </Button>
          <div className="flex flex-wrap gap-2">
            <PreviewButtons
              action="/apercu/accueil"
              params={{ liste: blockKey }}
              verb="Prévisualiser"
            />
            <Button type="submit" name="intent" value="save" busy={busy}>
              Enregistrer
            </Button>
          </div>
        </div>
      </Form>
    </>
  );
}
