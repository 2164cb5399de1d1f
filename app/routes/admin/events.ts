import { data } from "react-router";
import { requireAdmin } from "~/features/auth/guard.server";
import { arrivalsSince, isSnapshotTime } from "~/features/insights/dashboard.server";
import { db } from "~/lib/db.server";
import { logger } from "~/infra/logger.server";
import type { Route } from "./+types/events";

/** Live feed of the dashboard: how many orders and appointments arrived after `since`. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const since = new URL(request.url).searchParams.get("since") ?? "";
  const headers = { "Cache-Control": "no-store" };
  if (!isSnapshotTime(since)) {
    return data({ error: "Paramètre since invalide" }, { status: 400, headers });
  }
  try {
    return data(await arrivalsSince(db(), since), { headers });
  } catch (error) {
    logger.error({ err: error }, "dashboard live feed failed");
    return data({ error: "Indisponible" }, { status: 503, headers });
  }
}
