import crypto from "node:crypto";
import { afterAll, beforeAll, expect, test } from "vitest";
import { issueTicket } from "../../app/features/forms/ticket.server";
import { startTestServer, type TestServer } from "../support/server";

/** The anti-spam checks turned on as in production (tests run with them off elsewhere). */
const SECRET = crypto.randomBytes(32).toString("hex");
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    env: { BETTER_AUTH_SECRET: SECRET, FORM_MIN_SECONDS: "2", RATE_LIMIT_FORMS_PER_MINUTE: "4" },
  });
});
afterAll(async () => {
  await server?.stop();
});

const fields = {
  customer_name: "Amine",
  phone: "22333444",
  city: "Tunis",
  address: "Rue 1",
  product: "digifact",
};
const ticketAged = (seconds: number) => issueTicket(SECRET, "order", Date.now() - seconds * 1000);

async function post(body: Record<string, string>) {
  const res = await fetch(`${server.url}/api/orders`, {
    method: "POST",
    body: new URLSearchParams(body),
  });
  return { status: res.status, body: (await res.json()) as { ok: boolean; message?: string } };
}

test("the order dialog's ticket comes from GET /api/orders, uncached", async () => {
  const res = await fetch(`${server.url}/api/orders`);
  expect(res.headers.get("cache-control")).toBe("no-store");
  expect(((await res.json()) as { ticket: string }).ticket).toMatch(
    /^\d{13}\.[\w-]{22}\.[\w-]{43}$/,
  );
});

test("a form sent faster than FORM_MIN_SECONDS, or with the honeypot filled, is refused in French", async () => {
  const fast = await post({ ...fields, _ticket: ticketAged(0) });
  expect(fast).toEqual({
    status: 400,
    body: expect.objectContaining({
      ok: false,
      message:
        "Formulaire envoyé trop rapidement. Veuillez patienter quelques secondes puis réessayer.",
    }),
  });
  const robot = await post({ ...fields, _ticket: ticketAged(5), website: "http://spam.example" });
  expect(robot.status).toBe(400);
  expect(robot.body.message).toContain("protection anti-spam");
  const missing = await post(fields);
  expect(missing.body.message).toBe(
    "Le formulaire a expiré. Veuillez recharger la page puis réessayer.",
  );
});

test("the same submission sent twice (a retry) gives the same order reference", async () => {
  const body = { ...fields, _ticket: ticketAged(5) };
  const first = await post(body);
  const second = await post(body);
  expect(first.body.ok).toBe(true);
  expect(second.body).toEqual(first.body);
});

test("the per-IP rate limit answers 429 with a French message", async () => {
  // Refusals above stopped before the limit counted them; the retry test used two of the four.
  const answers = [];
  for (let i = 0; i < 3; i++) answers.push(await post({ ...fields, _ticket: ticketAged(5) }));
  expect(answers.slice(0, 2).every((a) => a.body.ok)).toBe(true);
  expect(answers[2]!.status).toBe(429);
  expect(answers[2]!.body.message).toMatch(
    /^Trop de demandes envoyées\. Veuillez réessayer dans (1 seconde|\d+ secondes|1 minute)\.$/,
  );
});
