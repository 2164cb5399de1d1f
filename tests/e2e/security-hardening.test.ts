import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { TRUST_PROXY_TRUE_REFUSED } from "../../app/config/env.server";
import {
  INVALID_FILTER_CHARACTERS,
  INVALID_FILTER_DATE,
} from "../../app/features/back-office/schema";
import { issueTicket } from "../../app/features/forms/ticket.server";
import { adminCredentials, createAdminUser, sessionCookie } from "../support/admin";
import { startTestServer, tempDataDir, type TestServer } from "../support/server";

/**
 * Findings of the outside security review that only the running server can
 * show: private data directory, proxy trust, no-store on signed-in pages,
 * malformed cookies, unsupported methods, impossible filters, disconnects.
 */
const SECRET = crypto.randomBytes(32).toString("hex");
const FORM_LIMIT = 3;
let server: TestServer;
let dataDir: string;
let cookie: string;

beforeAll(async () => {
  dataDir = tempDataDir();
  const admin = await createAdminUser(dataDir, adminCredentials("hardening"));
  server = await startTestServer({
    dataDir,
    env: {
      BETTER_AUTH_SECRET: SECRET,
      TRUST_PROXY: "loopback",
      RATE_LIMIT_FORMS_PER_MINUTE: String(FORM_LIMIT),
    },
  });
  cookie = await sessionCookie(server, admin);
}, 180_000);
afterAll(async () => {
  await server?.stop();
});

/** Log lines at error level or above (pino: 50 = error, 60 = fatal). */
const errorLines = (s: TestServer) =>
  s
    .logs()
    .split("\n")
    .filter((line) => /"level":(5|6)0/.test(line));

/** `find DIR -perm /go=rwx`: what anyone but the server's user may read, write or enter. */
const openToOthers = (dir: string) =>
  execFileSync("find", [dir, "-perm", "/go=rwx"], { encoding: "utf8" }).split("\n").filter(Boolean);

/** A raw request: fetch() can neither send TRACE nor choose Host. */
function raw(
  method: string,
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

const order = (email = "") =>
  new URLSearchParams({
    _ticket: issueTicket(SECRET, "order"),
    customer_name: "Amine Ben Salah",
    phone: "22 333 444",
    city: "Tunis",
    address: "1 rue de Marseille",
    email,
    product: "digifact",
  });

/** An order sent through a proxy that appended the visitor's real address to what the visitor wrote. */
async function orderViaProxy(target: TestServer, written: string, real: string) {
  const res = await fetch(`${target.url}/api/orders`, {
    method: "POST",
    headers: { origin: target.url, "x-forwarded-for": `${written}, ${real}` },
    body: order(),
  });
  await res.arrayBuffer();
  return res.status;
}

describe("item 2: proxy trust", () => {
  test("TRUST_PROXY=true is refused at start-up with what to write instead", async () => {
    const start = startTestServer({ env: { TRUST_PROXY: "true" } });
    await expect(start).rejects.toThrow(/Server exited early/);
    const output = ((await start.catch((e: Error) => e)) as Error).message;
    expect(output).toContain(TRUST_PROXY_TRUE_REFUSED);
  });

  test("with TRUST_PROXY=loopback a forged X-Forwarded-For does not escape the per-IP form limit", async () => {
    const statuses = [];
    for (let i = 0; i < FORM_LIMIT + 2; i++) {
      statuses.push(await orderViaProxy(server, `203.0.113.${i + 1}`, "198.51.100.9"));
    }
    expect(statuses).toEqual([...Array(FORM_LIMIT).fill(200), 429, 429]);
    // Another real visitor is not affected.
    expect(await orderViaProxy(server, "203.0.113.1", "198.51.100.10")).toBe(200);
  });
});

describe("item 5: no-store on signed-in paths", () => {
  const anonymous = ["/auth", "/setup", "/admin", "/admin/orders", "/auth.data", "/admin.data"];
  const signedIn = ["/admin", "/admin/orders", "/admin/orders.data", "/admin.data", "/admin/users"];

  test.each(anonymous)("%s, anonymous, answers Cache-Control: no-store", async (p) => {
    const res = await fetch(server.url + p, { redirect: "manual" });
    await res.arrayBuffer();
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  test.each(signedIn)("%s, signed in, answers Cache-Control: no-store", async (p) => {
    const res = await fetch(server.url + p, { redirect: "manual", headers: { cookie } });
    await res.arrayBuffer();
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  test("public pages stay cacheable", async () => {
    const res = await fetch(server.url + "/blog");
    await res.arrayBuffer();
    expect(res.headers.get("cache-control") ?? "").not.toContain("no-store");
  });
});

describe("item 13: a malformed cookie is ignored", () => {
  test.each(["/", "/blog", "/rendez-vous", "/auth", "/admin/orders"])(
    "%s answers normally with a broken language cookie",
    async (p) => {
      const extra = p.startsWith("/admin") ? `; ${cookie}` : "";
      const res = await fetch(server.url + p, {
        redirect: "manual",
        headers: { cookie: `language=%E0%A4%A; theme=%; =x${extra}` },
      });
      const body = await res.text();
      expect(res.status, body.slice(0, 200)).toBe(200);
      expect(body).toContain('lang="fr"');
    },
  );
});

describe("item 14: no 5xx and no error log for bad requests", () => {
  test.each(["TRACE", "PUT", "DELETE", "PATCH", "OPTIONS"])(
    "%s answers 405 with the allowed methods",
    async (method) => {
      const before = errorLines(server).length;
      const res = await raw(method, `${server.url}/`);
      expect(res.status).toBe(405);
      expect(res.headers.allow).toBe("GET, HEAD, POST");
      expect(errorLines(server)).toHaveLength(before);
    },
  );

  test("an anonymous form posted to a page that takes none answers 405, without an error log", async () => {
    const before = errorLines(server).length;
    for (const p of [
      "/",
      "/blog",
      "/solutions/digifact",
      "/mentions-legales",
      "/page-inexistante",
    ]) {
      const res = await fetch(server.url + p, {
        method: "POST",
        redirect: "manual",
        headers: { origin: server.url, "content-type": "application/x-www-form-urlencoded" },
        body: "a=1",
      });
      await res.arrayBuffer();
      expect(res.status, p).toBe(p === "/page-inexistante" ? 404 : 405);
      if (res.status === 405) expect(res.headers.get("allow"), p).toBe("GET, HEAD");
    }
    expect(errorLines(server)).toEqual(errorLines(server).slice(0, before));
  });

  test.each([
    ["/admin/orders?from=0000-01-01", INVALID_FILTER_DATE],
    ["/admin/appointments?to=0000-00-00", INVALID_FILTER_DATE],
    ["/admin/export/orders?from=2026-02-30", INVALID_FILTER_DATE],
    ["/admin/export/appointments?q=a%00b", INVALID_FILTER_CHARACTERS],
    ["/admin/orders?q=%00", INVALID_FILTER_CHARACTERS],
    ["/admin/orders.data?from=0000-01-01", INVALID_FILTER_DATE],
  ])("%s answers 400 in French", async (p, message) => {
    const before = errorLines(server).length;
    const res = await fetch(server.url + p, { headers: { cookie } });
    const body = await res.text();
    expect(res.status).toBe(400);
    expect(body.replace(/&#x27;|&#39;/g, "'")).toContain(message);
    expect(errorLines(server)).toHaveLength(before);
  });

  test("a Host header that is not a host, or an impossible live-feed time, answers 400", async () => {
    const before = errorLines(server).length;
    for (const host of ["1b\tb@9~", "a@b", "x y", "evil.example/x"]) {
      expect((await raw("GET", `${server.url}/blog`, { host })).status, host).toBe(400);
    }
    for (const since of [
      "0000-01-01T00:00:00Z",
      "2026-02-30 10:00:00+00",
      "2026-01-01T00:00:00+99:99",
    ]) {
      const res = await fetch(`${server.url}/admin/events?since=${encodeURIComponent(since)}`, {
        headers: { cookie },
      });
      expect(res.status, since).toBe(400);
      await res.arrayBuffer();
    }
    expect(errorLines(server)).toHaveLength(before);
  });

  test("a visitor who disconnects mid-request is logged at info, not as an error", async () => {
    const before = errorLines(server).length;
    const seen = () => server.logs().split("client disconnected").length - 1;
    const already = seen();
    // A request whose body stops a quarter of the way, then the connection cut.
    // A cut that comes before the server has read the headers is no request
    // at all (nothing to log), so the visitor tries again until one is seen,
    // instead of waiting a fixed time that a loaded machine may not honour.
    const disconnect = async () => {
      const socket = net.connect(server.port, "127.0.0.1");
      await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
      await new Promise<void>((resolve) =>
        socket.write(
          `POST /api/orders HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nOrigin: ${server.url}\r\n` +
            "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 5000\r\n\r\ncustomer_name=A",
          () => resolve(),
        ),
      );
      socket.destroy();
    };
    await expect
      .poll(
        async () => {
          if (seen() === already) await disconnect();
          return seen();
        },
        { timeout: 20_000, interval: 250 },
      )
      .toBeGreaterThan(already);
    const line = server
      .logs()
      .split("\n")
      .findLast((l) => l.includes("client disconnected"))!;
    expect(JSON.parse(line).level).toBe(30);
    expect(errorLines(server)).toHaveLength(before);
  });
});

describe("item 1: the data directory is private", () => {
  test("after a fresh start and a mail written, nothing under DATA_DIR is open to group or others", async () => {
    const res = await fetch(`${server.url}/api/orders`, {
      method: "POST",
      headers: { origin: server.url, "x-forwarded-for": "198.51.100.77" },
      body: order("client@exemple.tn"),
    });
    expect(res.status).toBe(200);
    const mail = path.join(dataDir, "mail");
    await expect
      .poll(() => (fs.existsSync(mail) ? fs.readdirSync(mail).length : 0), { timeout: 20_000 })
      .toBeGreaterThanOrEqual(2);
    expect(openToOthers(dataDir)).toEqual([]);
  });

  test("a directory left open is closed at the next start, with a log line; TRUST_PROXY=1 holds the limit too", async () => {
    await server.stop();
    fs.chmodSync(dataDir, 0o755);
    const someFile = path.join(dataDir, "pgdata", "PG_VERSION");
    fs.chmodSync(someFile, 0o666);
    fs.chmodSync(path.join(dataDir, "mail"), 0o777);
    server = await startTestServer({
      dataDir,
      env: {
        BETTER_AUTH_SECRET: SECRET,
        TRUST_PROXY: "1",
        RATE_LIMIT_FORMS_PER_MINUTE: String(FORM_LIMIT),
      },
    });
    const line = server
      .logs()
      .split("\n")
      .find((l) => l.includes("data directory permissions restricted"));
    expect(line && JSON.parse(line)).toMatchObject({ changed: 3, dataDir });
    expect(openToOthers(dataDir)).toEqual([]);

    const statuses = [];
    for (let i = 0; i < FORM_LIMIT + 1; i++) {
      statuses.push(await orderViaProxy(server, `203.0.113.${i + 50}`, "198.51.100.200"));
    }
    expect(statuses).toEqual([...Array(FORM_LIMIT).fill(200), 429]);
  }, 180_000);
});
