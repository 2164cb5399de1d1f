import { data } from "react-router";
import type { AccountResult } from "./account.server";

/** The JSON a settings form receives: `{ ok, message }`, cookies forwarded. */
export function answer(result: AccountResult) {
  return result.ok
    ? data({ ok: true as const, message: result.message }, { headers: result.headers })
    : data(
        { ok: false as const, message: result.message },
        { status: result.status, headers: result.headers },
      );
}
