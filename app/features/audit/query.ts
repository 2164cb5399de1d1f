import { z } from "zod";
import { AUDIT_ACTIONS, type AuditAction } from "./actions";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The journal's search from the address: anything unreadable is dropped, never an error. */
export function parseAuditQuery(params: URLSearchParams) {
  const text = (name: string) => (params.get(name) ?? "").trim().slice(0, 200);
  const day = (name: string) => {
    const value = text(name);
    return DAY.test(value) && !Number.isNaN(Date.parse(value)) ? value : "";
  };
  const action = text("action");
  const page = z.coerce
    .number()
    .int()
    .min(1)
    .max(10_000)
    .catch(1)
    .parse(params.get("page") ?? 1);
  return {
    q: text("q"),
    action: (action in AUDIT_ACTIONS ? action : "") as AuditAction | "",
    from: day("from"),
    to: day("to"),
    page,
  };
}
