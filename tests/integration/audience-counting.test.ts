import { addDays, todayInTunis, tunisInstant } from "~/domain/calendar";
import crypto from "node:crypto";
import http from "node:http";
import type net from "node:net";
import { sql } from "drizzle-orm";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { parseEnv } from "../../app/config/env.server";
import { setDatabase } from "../../app/lib/db.server";
import { queryRows } from "../../db/client.server";
import {
  audienceDailyVisits,
  audiencePageViews,
  audienceVisits,
  orders,
  sessions,
} from "../../db/schema";
import { createApp } from "../../server/app";
import { periodFrom } from "~/features/audience/period";
import { audienceReport } from "~/features/audience/report.server";
import { audienceDay } from "~/features/audience/visit";
import { createOrder } from "~/features/orders/create.server";
import {
  createAppointment,
  fromPageB,
  type NewAppointment,
} from "~/features/appointments/create.server";
import { appointmentBSchema } from "~/features/appointments/schema";
import { appointments } from "../../db/schema";
import { orderSchema } from "~/features/orders/schema";
import { runRetention } from "~/features/privacy/retention.server";
import { formsFr } from "~/i18n/forms/fr";
import { createAdminUser } from "../support/admin";
import { withTestDatabase } from "../support/test-database";

/**
 * Page views counted by the real server (createApp: page cache, Express,
 * React Router) on the test's database, with the test's clock. The build is
 * the smallest React Router serves: every path a 200 HTML page, `/missing` a
 * 404, and `/commander` an order form's action that stores an order with the
 * source the server finds for the client (as the real order action does).
 */

const database = withTestDatabase();
const SECRET = crypto.randomBytes(24).toString("base64url");
const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

const orderInput = orderSchema(formsFr.validation).parse({
  customer_name: "Nour Haddad",
  phone: "22 333 444",
  city: "Sfax",
  address: "3 rue de Tunis",
  email: "",
  deployment_type: "cloud",
  product: "digifact",
});

const appointmentInput = appointmentBSchema(formsFr.validation).parse({
  name: "Leila",
  email: "leila@clinique.tn",
  phone: "71000000",
  company: "",
  service: "autre",
  preferred_date: addDays(todayInTunis(), 3),
  preferred_time: "15:30",
  meeting_type: "phone",
  message: "",
});

const page = (status: number) =>
  new Response("<!doctype html><html><body><p>Page</p></body></html>", {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8" },
  });

const build = {
  routes: {
    root: { id: "root", path: "", module: {} },
    order: {
      id: "order",
      parentId: "root",
      path: "commander",
      module: {
        action: async ({ context }: { context: { visitSource?: () => Promise<unknown> } }) => {
          const source = (await context.visitSource?.()) as Parameters<typeof createOrder>[4];
          const { reference } = await createOrder(
            database.db(),
            orderInput,
            crypto.randomUUID(),
            "ar",
            source,
          );
          return Response.json({ reference });
        },
      },
    },
    appointment: {
      id: "appointment",
      parentId: "root",
      path: "demander",
      module: {
        action: async ({ context }: { context: { visitSource?: () => Promise<unknown> } }) => {
          const source = (await context.visitSource?.()) as NewAppointment["source"];
          const { id } = await createAppointment(
            database.db(),
            { ...fromPageB(appointmentInput, "ar"), source },
            crypto.randomUUID(),
          );
          return Response.json({ id });
        },
      },
    },
    home: { id: "home", parentId: "root", index: true, module: { loader: () => page(200) } },
    page: {
      id: "page",
      parentId: "root",
      path: "*",
      module: {
        loader: ({ request }: { request: Request }) =>
          page(new URL(request.url).pathname === "/missing" ? 404 : 200),
      },
    },
  },
  entry: { module: { default: () => new Response("document") } },
  assets: { entry: { module: "", imports: [] }, routes: {}, url: "", version: "1" },
  publicPath: "/",
  assetsBuildDirectory: "",
  basename: "/",
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
} as unknown as ServerBuild;

/** The test's clock: noon in Tunis today, moved by the tests. */
const clock = { now: tunisInstant(audienceDay(new Date()), "12:00") };
const today = () => audienceDay(clock.now);

interface Instance {
  url: string;
  audience: { flush(): Promise<void> };
  /** Closes the server, then stops the audience's periodic flush, as a shutdown does. */
  close(): Promise<void>;
}

async function startInstance(env: Record<string, string> = {}): Promise<Instance> {
  const app = createApp(build, parseEnv({ NODE_ENV: "production", ...env }), undefined, {
    now: () => clock.now,
    secret: () => SECRET,
  });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    audience: app.audience,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      // Its timer would otherwise flush into a database closed by then, in a
      // later file of this worker (the files share their modules).
      await app.audience.stop();
    },
  };
}

const visit = (instance: Instance, path: string, headers: Record<string, string> = {}) =>
  fetch(`${instance.url}${path}`, { headers: { "User-Agent": CHROME, ...headers } }).then(
    async (r) => {
      await r.arrayBuffer();
      return r.status;
    },
  );

const pageViews = async () =>
  (await database.db().select().from(audiencePageViews))
    .map((r) => `${r.path} ${r.language} ${r.views}`)
    .sort();

let one: Instance;
let two: Instance;
beforeAll(async () => {
  setDatabase(database.handle());
  one = await startInstance();
  two = await startInstance();
});
afterAll(async () => {
  await one?.close();
  await two?.close();
  setDatabase(undefined);
});

describe("what is counted", () => {
  test("a bot, a prefetch, a prerender, a signed-in administrator, a 404, a file and a HEAD are not counted; a visitor is", async () => {
    clock.now = tunisInstant(audienceDay(new Date()), "12:00");
    const admin = await createAdminUser(database.handle());
    const token = crypto.randomBytes(16).toString("hex");
    await database
      .db()
      .insert(sessions)
      .values({
        id: crypto.randomUUID(),
        token,
        userId: admin.userId,
        expiresAt: new Date(clock.now.getTime() + 3_600_000),
      });
    const adminCookie = `better-auth.session_token=${encodeURIComponent(`${token}.signature`)}`;

    const googlebot = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
    expect(await visit(one, "/", { "User-Agent": googlebot })).toBe(200);
    expect(await visit(one, "/blog", { "User-Agent": "curl/8.5.0" })).toBe(200);
    expect(await visit(one, "/", { "Sec-Purpose": "prefetch" })).toBe(200);
    expect(await visit(one, "/blog", { "Sec-Purpose": "prefetch;prerender" })).toBe(200);
    expect(await visit(one, "/cgv", { Purpose: "prefetch" })).toBe(200);
    expect(await visit(one, "/cgv", { Cookie: adminCookie })).toBe(200);
    expect(await visit(one, "/", { Cookie: adminCookie })).toBe(200);
    expect(await visit(one, "/missing")).toBe(404);
    await visit(one, "/robots-copy.txt");
    expect(
      (await fetch(`${one.url}/`, { method: "HEAD", headers: { "User-Agent": CHROME } })).status,
    ).toBe(200);
    expect(await visit(one, "/admin")).toBeGreaterThanOrEqual(200);
    // What a person's browser asks for: counted (the second time from the page cache).
    expect(await visit(one, "/")).toBe(200);
    expect(await visit(one, "/?lang=ar", { "User-Agent": PHONE })).toBe(200);
    // An expired or made-up session cookie is a visitor's.
    expect(
      await visit(one, "/cgv", {
        Cookie: "better-auth.session_token=forged.sig",
        "User-Agent": PHONE,
      }),
    ).toBe(200);

    await one.audience.flush();
    expect(await pageViews()).toEqual(["/ ar 1", "/ fr 1", "/cgv fr 1"]);
    const visits = await database.db().select().from(audienceVisits);
    expect(
      visits.map((v) => `${v.landingPath} ${v.language} ${v.device} ${v.pageViews}`).sort(),
    ).toEqual(["/ ar phone 2", "/ fr desktop 1"]);
  });

  test("a page served from the page cache is counted, a 304 too; the address is the one TRUST_PROXY trusts", async () => {
    const proxied = await startInstance({ TRUST_PROXY: "loopback" });
    try {
      const first = await fetch(`${proxied.url}/blog`, {
        headers: { "User-Agent": CHROME, "X-Forwarded-For": "203.0.113.5" },
      });
      await first.arrayBuffer();
      const etag = first.headers.get("etag");
      expect(etag).toBeTruthy();
      const again = await fetch(`${proxied.url}/blog`, {
        headers: { "User-Agent": CHROME, "X-Forwarded-For": "203.0.113.5", "If-None-Match": etag! },
      });
      expect(again.status).toBe(304);
      // Same browser, another address behind the proxy: another visitor.
      expect(await visit(proxied, "/blog", { "X-Forwarded-For": "198.51.100.7" })).toBe(200);
      await proxied.audience.flush();
      expect(await pageViews()).toEqual(["/blog fr 3"]);
      const visits = await database.db().select().from(audienceVisits);
      expect(visits.map((v) => v.pageViews).sort()).toEqual([1, 2]);
    } finally {
      await proxied.close();
    }
  });
});

describe("pages shown from a prefetch", () => {
  test("the HEAD a shown page sends of itself counts once, under the rules of any page view", async () => {
    clock.now = tunisInstant(audienceDay(new Date()), "12:00");
    const admin = await createAdminUser(database.handle());
    const token = crypto.randomBytes(16).toString("hex");
    await database
      .db()
      .insert(sessions)
      .values({
        id: crypto.randomUUID(),
        token,
        userId: admin.userId,
        expiresAt: new Date(clock.now.getTime() + 3_600_000),
      });
    const adminCookie = `better-auth.session_token=${encodeURIComponent(`${token}.signature`)}`;
    const shown = (path: string, headers: Record<string, string> = {}) =>
      fetch(`${one.url}${path}`, {
        method: "HEAD",
        headers: { "User-Agent": CHROME, "X-Audience-View": "shown", ...headers },
      }).then((r) => r.status);

    // A visitor lands, hovers the blog link (the prefetch is not counted), then opens it.
    expect(await visit(one, "/")).toBe(200);
    expect(await visit(one, "/blog", { "Sec-Purpose": "prefetch" })).toBe(200);
    expect(await shown("/blog", { Referer: `${one.url}/blog` })).toBe(200);
    // Not a page view: another site, a prefetch, a bot, a team member, no page, the back office.
    expect(await shown("/blog", { "Sec-Fetch-Site": "cross-site" })).toBe(200);
    expect(await shown("/blog", { "Sec-Purpose": "prefetch" })).toBe(200);
    expect(await shown("/blog", { "User-Agent": "curl/8.5.0" })).toBe(200);
    expect(await shown("/blog", { Cookie: adminCookie })).toBe(200);
    expect(await shown("/missing")).toBe(404);
    expect(await shown("/admin")).toBeGreaterThanOrEqual(200);
    // A browser asks another site's permission before sending the header: never given.
    const preflight = await fetch(`${one.url}/blog`, {
      method: "OPTIONS",
      headers: {
        Origin: "https://ailleurs.example",
        "Access-Control-Request-Method": "HEAD",
        "Access-Control-Request-Headers": "x-audience-view",
      },
    });
    expect(preflight.status).toBe(405);
    expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
    // The first page of a visit shown from a prefetch: its language and campaign make the visit.
    expect(
      await shown("/cgv?lang=ar&utm_source=newsletter&utm_campaign=printemps", {
        "User-Agent": PHONE,
      }),
    ).toBe(200);

    await one.audience.flush();
    expect(await pageViews()).toEqual(["/ fr 1", "/blog fr 1", "/cgv ar 1"]);
    const visits = await database.db().select().from(audienceVisits);
    expect(
      visits
        .map(
          (v) =>
            `${v.landingPath} ${v.language} ${v.utmCampaign || "-"} ${v.referrer || "-"} ${v.pageViews}`,
        )
        .sort(),
    ).toEqual(["/ fr - - 2", "/cgv ar printemps - 1"]);
  });
});

describe("client-side navigations", () => {
  test("a page reached by React Router's data request counts; the page asked again (a revalidation) does not", async () => {
    clock.now = tunisInstant(audienceDay(new Date()), "12:00");
    expect(await visit(one, "/")).toBe(200);
    const cgv = await visit(one, "/cgv.data", { Referer: `${one.url}/` });
    const again = await visit(one, "/cgv.data", { Referer: `${one.url}/cgv` });
    const home = await visit(one, "/_root.data", { Referer: `${one.url}/cgv` });
    expect([cgv, again, home]).toEqual([200, 200, 200]);
    await one.audience.flush();
    expect(await pageViews()).toEqual(["/ fr 2", "/cgv fr 1"]);
  });
});

describe("visitors", () => {
  test("the same visitor twice in a day is one visitor; the next day, a new one, and yesterday's hashes are gone", async () => {
    clock.now = tunisInstant(audienceDay(new Date()), "09:00");
    const day = today();
    await visit(one, "/");
    clock.now = tunisInstant(day, "18:30");
    await visit(one, "/blog");
    await one.audience.flush();
    const [first] = await database.db().select().from(audienceVisits);
    expect(await database.db().select().from(audienceVisits)).toHaveLength(1);
    expect(first).toMatchObject({ day, landingPath: "/", pageViews: 2 });

    clock.now = tunisInstant(addDays(day, 1), "08:00");
    await visit(one, "/blog");
    await one.audience.flush();
    const visits = await database.db().select().from(audienceVisits);
    expect(visits).toHaveLength(1);
    expect(visits[0]).toMatchObject({ day: addDays(day, 1), landingPath: "/blog", pageViews: 1 });
    // Another salt, another hash: nothing links the two days.
    expect(visits[0]!.visitor).not.toBe(first!.visitor);
    // Yesterday is a count now, without any hash.
    expect(await database.db().select().from(audienceDailyVisits)).toEqual([
      expect.objectContaining({ day, landingPath: "/", visitors: 1, pageViews: 2 }),
    ]);
    const { period } = periodFrom(new URLSearchParams("period=7d"), addDays(day, 1));
    const report = await audienceReport(database.db(), period);
    expect(report.totals).toMatchObject({ visitors: 2, pageViews: 3 });
  });
});

describe("sources", () => {
  test("the campaign, the referrer and the landing page of the visit reach the order, on another instance too", async () => {
    clock.now = tunisInstant(audienceDay(new Date()), "10:00");
    const campaign = "?utm_source=Facebook&utm_medium=cpc&utm_campaign=Ramadan%202026&lang=ar";
    expect(
      await visit(one, `/solutions/digifact${campaign}`, {
        Referer: "https://m.facebook.com/some/post",
      }),
    ).toBe(200);
    // A later page of the same visit, from the site itself, changes nothing.
    expect(await visit(one, "/blog", { Referer: `${one.url}/solutions/digifact` })).toBe(200);

    // Not flushed yet: the instance that counted the visit knows it.
    const post = (instance: Instance) =>
      fetch(`${instance.url}/commander`, {
        method: "POST",
        headers: {
          "User-Agent": CHROME,
          Origin: instance.url,
          "Content-Type": "application/x-www-form-urlencoded",
        },
        body: "x=1",
      }).then((r) => r.json() as Promise<{ reference: string }>);
    await post(one);
    const asked = await fetch(`${one.url}/demander`, {
      method: "POST",
      headers: {
        "User-Agent": CHROME,
        Origin: one.url,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: "x=1",
    });
    expect(asked.status).toBe(200);
    // Flushed: another instance finds it in the database.
    await one.audience.flush();
    await post(two);
    // Another browser, no visit counted: no source.
    await fetch(`${two.url}/commander`, {
      method: "POST",
      headers: {
        "User-Agent": PHONE,
        Origin: two.url,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: "x=1",
    });

    const rows = await database.db().select().from(orders).orderBy(orders.reference);
    const expected = {
      sourceLandingPath: "/solutions/digifact",
      sourceLanguage: "ar",
      sourceReferrer: "m.facebook.com",
      sourceUtmSource: "facebook",
      sourceUtmMedium: "cpc",
      sourceUtmCampaign: "Ramadan 2026",
    };
    expect(rows.map((r) => r.sourceUtmCampaign)).toEqual(["Ramadan 2026", "Ramadan 2026", null]);
    expect(rows[0]).toMatchObject(expected);
    expect(rows[1]).toMatchObject(expected);
    expect(rows[2]).toMatchObject({ sourceLandingPath: null, sourceReferrer: null });
    const [request] = await database.db().select().from(appointments);
    expect(request).toMatchObject(expected);

    const { period } = periodFrom(new URLSearchParams("period=7d"), today());
    const report = await audienceReport(database.db(), period);
    expect(report.campaigns).toEqual([
      { label: "Ramadan 2026", visitors: 1, orders: 2, appointments: 1 },
    ]);
    expect(report.sources[0]).toEqual({
      label: "facebook",
      visitors: 1,
      orders: 2,
      appointments: 1,
    });
    expect(report.products).toHaveLength(2);
    expect(report.products[0]).toEqual({
      label: "DigiFact",
      visitors: 0,
      orders: 3,
      appointments: 0,
    });
    expect(report.products[1]).toMatchObject({ orders: 0, appointments: 1 });
  });
});

describe("several instances", () => {
  test("two instances on one database add up: one visitor seen by both is one visitor", async () => {
    clock.now = tunisInstant(audienceDay(new Date()), "11:00");
    const day = today();
    // Visitor X on both instances (a load balancer), visitor Y twice on the second.
    await visit(one, "/?utm_source=newsletter&utm_campaign=novembre");
    clock.now = tunisInstant(day, "11:01");
    await visit(two, "/blog");
    await visit(two, "/", { "User-Agent": PHONE });
    await visit(two, "/blog", { "User-Agent": PHONE });
    await visit(one, "/");
    // Both write at once.
    await Promise.all([two.audience.flush(), one.audience.flush()]);
    expect(await pageViews()).toEqual(["/ fr 3", "/blog fr 2"]);
    const visits = await database.db().select().from(audienceVisits);
    expect(visits.map((v) => `${v.landingPath} ${v.utmCampaign} ${v.pageViews}`).sort()).toEqual(
      ["/ novembre 3", "/  2"].sort(),
    );

    // The next day both fold yesterday at once: still two visitors.
    clock.now = tunisInstant(addDays(day, 1), "00:30");
    await visit(one, "/cgv");
    await visit(two, "/cgv", { "User-Agent": PHONE });
    await Promise.all([one.audience.flush(), two.audience.flush()]);
    const [folded] = await queryRows<{ visitors: number; views: number }>(
      database.db(),
      sql`SELECT sum(visitors)::int AS visitors, sum(page_views)::int AS views
            FROM audience_daily_visits WHERE day = ${day}`,
    );
    expect(folded).toEqual({ visitors: 2, views: 5 });
    expect(await database.db().select().from(audienceVisits)).toHaveLength(2);
  });

  test("a graceful stop writes what was counted", async () => {
    clock.now = tunisInstant(audienceDay(new Date()), "15:00");
    const third = await startInstance();
    await visit(third, "/mentions-legales");
    await third.close();
    expect(await pageViews()).toEqual(["/mentions-legales fr 1"]);
  });
});

describe("retention", () => {
  test("daily counts older than 13 months are purged, the others kept", async () => {
    const now = tunisInstant(audienceDay(new Date()), "12:00");
    const day = audienceDay(now);
    // 13 months ago (as PostgreSQL counts months), and the day before it.
    const [{ kept } = { kept: "" }] = await queryRows<{ kept: string }>(
      database.db(),
      sql`SELECT to_char(${day}::date - interval '13 months', 'YYYY-MM-DD') AS kept`,
    );
    const purged = addDays(kept, -1);
    for (const when of [purged, kept, addDays(day, -30)]) {
      await database
        .db()
        .insert(audiencePageViews)
        .values({ day: when, path: "/", language: "fr", views: 4 });
      await database.db().insert(audienceDailyVisits).values({
        day: when,
        landingPath: "/",
        language: "fr",
        device: "desktop",
        visitors: 2,
        pageViews: 4,
      });
    }
    const counts = await runRetention(database.db(), { now });
    expect(counts?.audienceRows).toBe(2);
    expect((await database.db().select().from(audiencePageViews)).map((r) => r.day).sort()).toEqual(
      [kept, addDays(day, -30)].sort(),
    );
    expect(
      (await database.db().select().from(audienceDailyVisits)).map((r) => r.day).sort(),
    ).toEqual([kept, addDays(day, -30)].sort());
  });
});
