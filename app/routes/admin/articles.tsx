import { Link } from "react-router";
import { Plus } from "~/components/ui/icons";
import { buttonClass } from "~/components/ui";
import { requireAdmin } from "~/features/auth/guard.server";
import { adminMeta } from "~/features/back-office/meta";
import { formatDateTime } from "~/features/back-office/format";
import {
  Cell,
  PageHeader,
  linkClass,
  mutedClass,
  Table,
  Row,
} from "~/features/back-office/components/ui";
import { STATUS_LABEL, articleStatus, type ArticleStatus } from "~/features/content/article-form";
import { siteContent } from "~/features/content/store.server";
import { db } from "~/lib/db.server";
import type { Route } from "./+types/articles";
import { frenchSpacing } from "~/i18n/typography";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const content = await siteContent(db());
  return {
    articles: content.articles
      .filter((a) => !a.deletedAt)
      .map((a) => ({
        id: a.id,
        slug: a.slug,
        title: frenchSpacing(a.data.fr.title),
        status: articleStatus(a),
        date: a.data.date,
        publishAt: a.publishAt,
      })),
  };
}

export const meta: Route.MetaFunction = () => adminMeta("Articles");

const BADGE: Record<ArticleStatus, string> = {
  published:
    "bg-green-100 text-green-900 ring-green-300 dark:bg-green-900/40 dark:text-green-100 dark:ring-green-700",
  scheduled:
    "bg-amber-100 text-amber-900 ring-amber-300 dark:bg-amber-900/40 dark:text-amber-100 dark:ring-amber-700",
  draft:
    "bg-slate-100 text-slate-800 ring-slate-300 dark:bg-slate-800 dark:text-slate-100 dark:ring-slate-600",
};

/** The blog's articles, newest first, with what visitors see of each. */
export default function Articles({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        title="Articles"
        subtitle={frenchSpacing(
          "Les guides du blog, en français et en arabe : publiés, programmés ou en brouillon.",
        )}
        actions={
          <Link to="/admin/articles/new" className={buttonClass({})}>
            <Plus aria-hidden="true" className="size-4" />
            Nouvel article
          </Link>
        }
      />
      <Table
        columns={["Titre", "État", "Publication", "Adresse"]}
        scrollLabel="Articles du blog"
        bodyTestId="article-rows"
      >
        {loaderData.articles.map((a) => (
          <Row key={a.id}>
            <Cell label="Titre">
              <Link to={`/admin/articles/${a.id}`} className={`${linkClass} font-medium`}>
                {a.title}
              </Link>
            </Cell>
            <Cell label="État">
              <span
                className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${BADGE[a.status]}`}
              >
                {STATUS_LABEL[a.status]}
              </span>
            </Cell>
            <Cell label="Publication">
              {a.status === "scheduled" && a.publishAt
                ? `le ${formatDateTime(a.publishAt)}`
                : a.date || <span className={mutedClass}>—</span>}
            </Cell>
            <Cell label="Adresse">
              <span className={`font-mono text-xs ${mutedClass}`}>/blog/{a.slug}</span>
            </Cell>
          </Row>
        ))}
      </Table>
    </>
  );
}
