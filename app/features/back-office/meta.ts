import type { MetaDescriptor } from "react-router";

/**
 * Title and robots of an admin page. A route's meta replaces its parents',
 * so every page repeats the noindex itself.
 */
export function adminMeta(title?: string): MetaDescriptor[] {
  return [
    { title: title ? `${title} | Administration` : "Administration" },
    { name: "robots", content: "noindex, nofollow" },
  ];
}
