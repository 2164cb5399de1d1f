import { appointments, orders } from "../../../db/schema";
import type { RecordKind } from "~/domain/records";

/** The table of each record kind (decision 0070); notes and follow-ups reach records through it. */
export const RECORD_TABLES: Record<RecordKind, typeof orders | typeof appointments> = {
  order: orders,
  appointment: appointments,
};
