import { data } from "react-router";
import type { AccountResult } from "./account.server";

/** The JSON a settings form receives: `{ ok, message }` or `{ ok, error }`, cookies forwarded. */
export function answer(result: AccountResult) {
  return result.ok
    ? data({ ok: true as const, message: result.message }, { headers: result.headers })
    : data(
        { ok: false as const, error: result.error },
        { status: result.status, headers: result.headers },
      );
}
