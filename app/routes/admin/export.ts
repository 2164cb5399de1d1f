import { data } from "react-router";
import { recordAudit } from "~/features/audit/audit.server";
import { requireAdmin } from "~/features/auth/guard.server";
import { exportCsv } from "~/features/records/export.server";
import { listQueryOf } from "~/features/back-office/list-query.server";
import { dateRangeError, type Entity } from "~/features/back-office/schema";
import { db } from "~/lib/db.server";
import { logger } from "~/infra/logger.server";
import type { Route } from "./+types/export";

const ENTITY_BY_PATH: Record<string, Entity> = { orders: "order", appointments: "appointment" };

/** /admin/export/orders|appointments?…filters…&sep=; — the CSV of the list as filtered. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const entity = ENTITY_BY_PATH[params.entity];
  if (!entity) throw data("Export inconnu", { status: 404 });
  const query = listQueryOf(entity, request);
  const separator = new URL(request.url).searchParams.get("sep") === "," ? "," : ";";
  const refusal = dateRangeError(query);
  if (refusal) throw data(refusal, { status: 400 });
  try {
    const { filename, body } = await exportCsv(db(), entity, query, separator);
    logger.info({ entity, by: admin.userId }, "csv export");
    await recordAudit(db(), {
      action: "export.csv",
      actor: admin,
      target: { type: entity, id: "list" },
      details: { filters: Object.fromEntries(new URL(request.url).searchParams) },
    });
    return new Response(body, {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${filename}"`,
        "Cache-Control": "no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  } catch (error) {
    logger.error({ err: error, entity }, "csv export failed");
    throw data("L'export a échoué. Veuillez réessayer.", { status: 500 });
  }
}
