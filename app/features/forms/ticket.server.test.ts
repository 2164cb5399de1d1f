import { expect, test } from "vitest";
import { issueTicket, verifyTicket, TICKET_MAX_AGE_MS } from "./ticket.server";

const now = Date.UTC(2025, 0, 15, 10);

test("a ticket is accepted after the minimum time and refused before it", () => {
  const ticket = issueTicket("secret", "order", now);
  expect(verifyTicket("secret", "order", ticket, 2, now + 1000)).toEqual({
    ok: false,
    reason: "too-fast",
  });
  const ok = verifyTicket("secret", "order", ticket, 2, now + 2000);
  expect(ok.ok && ok.ticket.issuedAt).toBe(now);
});

test("forged, foreign, expired or malformed tickets are refused", () => {
  const ticket = issueTicket("secret", "order", now);
  expect(verifyTicket("other", "order", ticket, 0, now).ok).toBe(false);
  expect(verifyTicket("secret", "appointment-a", ticket, 0, now).ok).toBe(false);
  const [issued, id, sig] = ticket.split(".");
  expect(verifyTicket("secret", "order", `${Number(issued) - 5000}.${id}.${sig}`, 0, now).ok).toBe(
    false,
  );
  expect(verifyTicket("secret", "order", ticket, 0, now + TICKET_MAX_AGE_MS + 1)).toEqual({
    ok: false,
    reason: "expired",
  });
  for (const bad of [undefined, 42, "", "a.b.c", `${ticket}x`, "x".repeat(500)]) {
    expect(verifyTicket("secret", "order", bad, 0, now)).toEqual({ ok: false, reason: "invalid" });
  }
});

test("two tickets never share an id (the idempotency key)", () => {
  const ids = new Set(
    Array.from({ length: 1000 }, () => issueTicket("s", "order", now).split(".")[1]),
  );
  expect(ids.size).toBe(1000);
});
