import { isRouteErrorResponse, type MetaDescriptor } from "react-router";
import { metaT } from "~/i18n";
import { rootData } from "~/lib/seo";

/** Title of a 404 page in the page's language; never indexed. */
export function notFoundMeta(
  matches: readonly ({ id: string; data?: unknown } | undefined)[],
  error?: unknown,
): MetaDescriptor[] {
  const root = rootData(matches);
  const gone = isRouteErrorResponse(error) && error.status === 410;
  const t = metaT(matches);
  const title = gone ? t.common.goneHeading : t.meta.notFoundTitle;
  return [{ title: `${title} | ${root.site.name}` }, { name: "robots", content: "noindex" }];
}
