import { whenNear } from "~/components/ui/when-near";

/** RelatedArticles, whose code comes when the visitor nears the foot of the page. */
export const RelatedArticlesWhenNear = whenNear(() =>
  import("./related-articles").then((module) => module.RelatedArticles),
);
