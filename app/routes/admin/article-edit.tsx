import { data } from "react-router";
import { articleAction } from "~/features/content/editor-actions.server";
import { requireAdmin } from "~/features/auth/guard.server";
import { adminMeta } from "~/features/back-office/meta";
import { articleFormValues } from "~/features/content/article-form";
import { articleById } from "~/features/content/articles.server";
import { revisionHistory } from "~/features/content/revisions.server";
import { ArticleEditor } from "~/features/content/components/article-editor";
import { db } from "~/lib/db.server";
import type { Route } from "./+types/article-edit";

/** Registered as /admin/articles/new (no id) and /admin/articles/:id. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  if (!params.id) return { id: null, values: articleFormValues(), history: [] };
  const article = await articleById(db(), params.id);
  if (!article || article.deletedAt) throw data(null, { status: 404 });
  return {
    id: article.id,
    values: articleFormValues(article),
    history: await revisionHistory(db(), "article", article.id),
  };
}

export const action = ({ request, params }: Route.ActionArgs) =>
  articleAction(request, params.id ?? null);

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData?.id ? `Modifier l'article` : "Nouvel article");

export default function ArticleEdit({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ArticleEditor
      id={loaderData.id}
      values={loaderData.values}
      history={loaderData.history}
      serverError={actionData && !actionData.ok ? actionData : undefined}
    />
  );
}
