import { useRouteLoaderData } from "react-router";
import type { PublicSite } from "~/config/site";

/** Brand, phone, WhatsApp number and e-mail from the root loader. */
export function useSite(): PublicSite {
  const data = useRouteLoaderData("root") as { site?: PublicSite } | undefined;
  if (!data?.site) throw new Error("useSite: root loader data missing");
  return data.site;
}
