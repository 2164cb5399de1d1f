import { addDays, isIsoDate, todayInTunis } from "~/domain/calendar";
import crypto from "node:crypto";
import { formsFr } from "../../app/i18n/forms/fr";
import fc from "fast-check";
import { afterAll, beforeAll, expect, test } from "vitest";
import { openDatabase } from "../../db/client.server";
import { appointments, orders } from "../../db/schema";
import { PAGE_OTHER_SERVICES } from "../../app/domain/constants";

/** The services the pages offer on a fresh install: the seeded products, then the page's others. */
const SEEDED_PRODUCTS = ["digifact", "digierp", "digimed"] as const;
const PAGE_A_SERVICES = [...SEEDED_PRODUCTS, ...PAGE_OTHER_SERVICES.A];
const PAGE_B_SERVICES = [...SEEDED_PRODUCTS, ...PAGE_OTHER_SERVICES.B];
/** The seeded products by the name an order stores. */
const SEEDED_SLUG_BY_NAME: Record<string, string> = {
  DigiFact: "digifact",
  DigiERP: "digierp",
  DigiMed: "digimed",
};
import {
  EMAIL_PATTERN,
  PHONE_PATTERN,
  cleanLine,
  cleanText,
} from "../../app/features/forms/fields";
import { issueTicket } from "../../app/features/forms/ticket.server";
import { orderSchema } from "../../app/features/orders/schema";
import { openDay } from "../support/booking";
import { startTestServer, type TestServer } from "../support/server";
import {
  FUZZ_BUDGET,
  FUZZ_RUNS,
  FUZZ_SEED,
  announceFuzz,
  fuzzBody,
  fuzzLanes,
} from "../support/fuzz";

/**
 * Generated malformed and hostile submissions to each public form endpoint,
 * over HTTP against the production build: never a 5xx, every refusal a
 * French message, and afterwards every stored row is valid.
 */
const RUNS = FUZZ_RUNS;
const WORKERS = 8;
const SECRET = crypto.randomBytes(32).toString("hex");
const SEED = FUZZ_SEED;
announceFuzz("orders-hostile");
/**
 * Two servers (one Node process each), so that two forms are fuzzed side by
 * side on a small machine: the order form and page B on the first, page A on
 * the second.
 */
let servers: TestServer[] = [];

// Two production servers at once: as slow on a busy machine as the sites of tests/support/site.ts.
beforeAll(async () => {
  servers = await Promise.all(
    [0, 1].map(() => startTestServer({ env: { BETTER_AUTH_SECRET: SECRET } })),
  );
}, 300_000);
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
});

const hostile = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary" }),
  fc.string({ unit: fc.integer({ min: 0, max: 31 }).map((c) => String.fromCharCode(c)) }),
  fc.string({ minLength: 95, maxLength: 130 }),
  fc.string({ minLength: 480, maxLength: 3000 }),
  fc.constantFrom(
    "<script>alert(1)</script>",
    "<img src=x onerror=alert(1)>",
    "'; DROP TABLE orders; --",
    '" OR 1=1 --',
    "Robert'); DELETE FROM appointments;--",
    "\u0000",
    "a\u0000b",
    "\u202Eevil\u202C",
    "   ",
    "\r\n\t",
    "a@b.tn,c@d.tn",
    "x@y.tn\r\nBcc: z@w.tn",
    "{{7*7}}",
    "${7*7}",
    "../../etc/passwd",
    "%00",
    "null",
    "undefined",
    "[object Object]",
    "1e309",
    "-1",
    "2020-01-01",
    "9999-12-31",
    "0000-00-00",
    "25:99",
    "pending",
    "delivered",
  ),
);

/** A field: mostly plausible, often hostile, sometimes absent. */
const field = (...valid: string[]) =>
  fc.option(
    fc.oneof(
      { weight: 8, arbitrary: fc.constantFrom(...valid) },
      { weight: 1, arbitrary: hostile },
    ),
    {
      nil: undefined,
      freq: 30,
    },
  );

const today = todayInTunis();
/**
 * Twenty open days (slot capacity is one appointment, so valid submissions
 * need many distinct slots), tomorrow and today (too soon or closed, often).
 */
const dates = [...Array.from({ length: 20 }, (_, i) => openDay(i + 2)), addDays(today, 1), today];

const extras = {
  status: field("delivered", "confirmed", "cancelled", "shipped"),
  id: field("00000000-0000-0000-0000-000000000000"),
  reference: field("CMD-2000-99999"),
  idempotency_key: field("fixed"),
  created_at: field("2000-01-01T00:00:00Z"),
};

const FORMS = {
  order: {
    path: "/api/orders",
    fields: {
      customer_name: field("Amine Ben Salah", "Leila"),
      phone: field("22 333 444", "+216 71 000 000"),
      city: field("Tunis", "Sfax"),
      address: field("12 rue de la Liberté", "Route de Gabès km 4\nImmeuble B"),
      email: field("", "client@exemple.tn"),
      deployment_type: field("local", "cloud", "saas"),
      product: field("digifact", "digierp", "digimed", "digipay"),
    },
  },
  "appointment-a": {
    path: "/reservation",
    fields: {
      name: field("Leila Trabelsi", "Ali"),
      email: field("leila@clinique.tn"),
      phone: field("71 000 000", "+216 98 765 432"),
      company: field("", "Clinique du Lac"),
      service: field(...PAGE_A_SERVICES, "autre", "hacking", "retired-product"),
      preferred_date: field(...dates, addDays(today, -1)),
      preferred_time: field("09:00", "10:00", "11:00", "14:00", "15:00", "16:00", "12:00"),
      message: field("", "Bonjour"),
    },
  },
  "appointment-b": {
    path: "/rendez-vous",
    fields: {
      name: field("Leila Trabelsi", "A"),
      email: field("leila@clinique.tn"),
      phone: field("71 000 000"),
      company: field("", "Cabinet"),
      service: field(...PAGE_B_SERVICES, "custom"),
      preferred_date: field(...dates, addDays(today, -3)),
      preferred_time: field("09:30", "10:15", "14:45", "15:30", "18:45", "24:00"),
      meeting_type: field("video", "phone", "fax"),
      message: field("", "Démo svp"),
    },
  },
} as const;

type FormName = keyof typeof FORMS;
const SERVER_OF: Record<FormName, number> = { order: 0, "appointment-a": 1, "appointment-b": 0 };

function submission(form: FormName) {
  const spec = FORMS[form];
  return fc.record({
    values: fc.record(
      { ...(spec.fields as Record<string, fc.Arbitrary<string | undefined>>), ...extras },
      { requiredKeys: [] },
    ),
    ticket: fc.oneof(
      { weight: 12, arbitrary: fc.constant("valid") },
      { weight: 1, arbitrary: fc.constantFrom("missing", "forged", "other-form", "stale") },
    ),
    honeypot: fc.oneof(
      { weight: 15, arbitrary: fc.constant("") },
      { weight: 1, arbitrary: hostile },
    ),
    encoding: fc.oneof(
      { weight: 6, arbitrary: fc.constant("urlencoded") },
      { weight: 3, arbitrary: fc.constant("multipart") },
      { weight: 1, arbitrary: fc.constantFrom("json", "text", "none", "huge") },
    ),
    duplicate: fc.boolean(),
  });
}

function ticketFor(form: FormName, kind: string): string | undefined {
  switch (kind) {
    case "valid":
      return issueTicket(SECRET, form);
    case "forged":
      return issueTicket("not-the-secret", form);
    case "other-form":
      return issueTicket(SECRET, form === "order" ? "appointment-a" : "order");
    case "stale":
      return issueTicket(SECRET, form, Date.now() - 2 * 24 * 3600 * 1000);
    default:
      return undefined;
  }
}

function request(
  form: FormName,
  s: ReturnType<typeof submission> extends fc.Arbitrary<infer T> ? T : never,
) {
  const entries: [string, string][] = [];
  for (const [k, v] of Object.entries(s.values)) if (v !== undefined) entries.push([k, v]);
  const ticket = ticketFor(form, s.ticket);
  if (ticket) entries.push(["_ticket", ticket]);
  if (s.honeypot) entries.push(["website", s.honeypot]);
  if (s.duplicate && entries[0]) entries.push([entries[0][0], "<b>second value</b>"]);
  return fuzzBody(entries, s.encoding, {
    text: "customer_name=x",
    huge: "message",
    file: s.duplicate ? "address" : undefined,
  });
}

const ENGLISH = /invalid input|expected|undefined|NaN|object Object|internal server|syntaxerror/i;
const FRENCH = /[éèàçêôûî]|\b(le|la|les|de|des|veuillez|est|invalide|requis|requise|doit)\b/i;

function decodeHtml(text: string) {
  return text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** The answer a visitor would read: a JSON message, the page's notice, or a plain text body. */
async function answerOf(form: FormName, res: Response): Promise<{ ok: boolean; message: string }> {
  const type = res.headers.get("content-type") ?? "";
  const text = await res.text();
  if (type.includes("application/json")) {
    const body = JSON.parse(text) as { ok: boolean; message?: string; reference?: string };
    if (body.ok) {
      expect(body.reference).toMatch(/^CMD-\d{4}-\d{5}$/);
      return { ok: true, message: "" };
    }
    return { ok: false, message: body.message ?? "" };
  }
  if (type.includes("text/html")) {
    if (form === "appointment-a" && text.includes("Rendez-vous confirmé !</h2>")) {
      return { ok: true, message: "" };
    }
    const notice =
      /data-form-notice="(error|success)"[^>]*><p[^>]*>([^<]*)<\/p><p>([^<]*)<\/p>/.exec(text);
    if (!notice) throw new Error(`no answer in the page (status ${res.status})`);
    return { ok: notice[1] === "success", message: decodeHtml(notice[3]!) };
  }
  return { ok: false, message: text };
}

async function fuzz(form: FormName) {
  const samples = fc.sample(submission(form), { numRuns: RUNS, seed: SEED });
  let accepted = 0;
  const statuses = new Map<number, number>();
  const queue = [...samples];
  const workers = Array.from({ length: WORKERS }, async () => {
    for (let s = queue.shift(); s; s = queue.shift()) {
      const init = request(form, s);
      const res = await fetch(`${servers[SERVER_OF[form]]!.url}${FORMS[form].path}`, {
        method: "POST",
        body: init.body,
        // Compressing each answer would cost the server more than the action under test.
        headers: { "accept-encoding": "identity", ...init.headers },
      });
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      if (res.status >= 500) {
        throw new Error(`${res.status} for ${JSON.stringify(s).slice(0, 500)} (seed ${SEED})`);
      }
      const answer = await answerOf(form, res);
      if (answer.ok) {
        accepted++;
        continue;
      }
      if (!answer.message || ENGLISH.test(answer.message) || !FRENCH.test(answer.message)) {
        throw new Error(`unclear answer "${answer.message}" (seed ${SEED})`);
      }
    }
  });
  await Promise.all(workers);
  return { accepted, statuses: Object.fromEntries(statuses) };
}

const results: Partial<Record<FormName, { accepted: number }>> = {};

/** One fuzz at a time per server. */
const inLane = fuzzLanes<number>();

/**
 * A test's clock also runs while it waits behind the others on its server:
 * each is given the budget of its server's whole lane, or the second in a lane
 * fails on a slow machine though its own fuzz was in time.
 */
const LANE_TIMEOUT =
  FUZZ_BUDGET *
  Math.max(
    ...Object.values(SERVER_OF).map(
      (lane) => Object.values(SERVER_OF).filter((l) => l === lane).length,
    ),
  );

test.concurrent.each(Object.keys(FORMS) as FormName[])(
  `%s: ${RUNS} generated hostile submissions: no 5xx, every refusal in French`,
  async (form) => {
    const result = await inLane(SERVER_OF[form], () => fuzz(form));
    console.log(form, `seed ${SEED}`, result);
    results[form] = result;
    // The generator produces valid submissions too: storage is exercised, not only refusals.
    expect(result.accepted).toBeGreaterThan(5);
    expect(result.accepted).toBeLessThan(RUNS);
  },
  LANE_TIMEOUT,
);

test("afterwards every stored row is valid, pending, and one per accepted submission", async () => {
  await Promise.all(servers.map((s) => s.stop()));
  const orderRows: (typeof orders.$inferSelect)[] = [];
  const appointmentRows: (typeof appointments.$inferSelect)[] = [];
  for (const s of servers) {
    const handle = await openDatabase({ dataDir: s.dataDir });
    try {
      orderRows.push(...(await handle.db.select().from(orders)));
      appointmentRows.push(...(await handle.db.select().from(appointments)));
    } finally {
      await handle.close();
    }
  }
  expect(orderRows).toHaveLength(results.order!.accepted);
  for (const row of orderRows) {
    const slug = SEEDED_SLUG_BY_NAME[row.productName];
    expect(slug, row.productName).toBeDefined();
    const reparsed = orderSchema(formsFr.validation).parse({
      customer_name: row.customerName,
      phone: row.phone,
      city: row.city,
      address: row.address,
      email: row.email ?? "",
      deployment_type: row.deploymentType,
      product: slug!,
    });
    // Stored values are already clean: parsing them again changes nothing.
    expect(reparsed).toMatchObject({
      customer_name: row.customerName,
      phone: row.phone,
      city: row.city,
      address: row.address,
      email: row.email,
    });
    expect(row.status).toBe("pending");
    expect(row.reference).toMatch(/^CMD-\d{4}-\d{5}$/);
  }

  expect(appointmentRows).toHaveLength(
    results["appointment-a"]!.accepted + results["appointment-b"]!.accepted,
  );
  for (const row of appointmentRows) {
    expect(row.status).toBe("pending");
    for (const text of [row.name, row.email, row.phone, row.company ?? "x"]) {
      expect(cleanLine(text)).toBe(text);
      expect(text.length).toBeGreaterThan(0);
    }
    expect(row.name.length).toBeLessThanOrEqual(100);
    expect(EMAIL_PATTERN.test(row.email) && row.email.length <= 255).toBe(true);
    expect(PHONE_PATTERN.test(row.phone) && row.phone.length <= 20).toBe(true);
    expect(isIsoDate(row.preferredDate) && row.preferredDate >= addDays(today, -1)).toBe(true);
    expect(row.preferredTime).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
    if (row.message !== null) {
      expect(cleanText(row.message)).toBe(row.message);
      expect(row.message.length).toBeLessThanOrEqual(1000 + "Type: Appel téléphonique\n".length);
    }
    if (row.message?.startsWith("Type: ")) {
      expect(PAGE_B_SERVICES as readonly string[]).toContain(row.service);
    } else {
      expect(PAGE_A_SERVICES as readonly string[]).toContain(row.service);
      expect(["09:00", "10:00", "11:00", "14:00", "15:00", "16:00"]).toContain(row.preferredTime);
    }
  }
}, 120_000);
