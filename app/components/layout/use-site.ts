import { useRouteLoaderData } from "react-router";
import type { SiteConfig } from "~/config/site";

/** Brand, phone, WhatsApp number and e-mail from the root loader. */
export function useSite(): SiteConfig {
  const data = useRouteLoaderData("root") as { site?: SiteConfig } | undefined;
  if (!data?.site) throw new Error("useSite: root loader data missing");
  return data.site;
}
