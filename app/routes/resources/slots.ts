import { safeAvailability } from "~/features/appointments/submit.server";
import { languageFromRequest } from "~/i18n/language";
import type { Route } from "./+types/slots";

/**
 * A day's free slots as the appointment forms show them, asked for as a
 * visitor picks a date (docs/decisions/0078): the same answer as a page's
 * `?date=`, without the page around it.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const date = new URL(request.url).searchParams.get("date");
  const day = await safeAvailability(date, languageFromRequest(request));
  return Response.json({ day }, { headers: { "Cache-Control": "private, no-store" } });
}
