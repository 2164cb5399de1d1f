import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { PROJECT_ROOT } from "../../app/infra/paths.server";
import { freePort, startTestServer, tempDataDir, type TestServer } from "../support/server";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

/**
 * Checks the headers every response must carry; returns the CSP nonce, or
 * undefined for a cached public page, whose scripts are allowed by hash.
 */
function expectSecurityHeaders(res: Response, what: string): string | undefined {
  const csp = res.headers.get("content-security-policy") ?? "";
  const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
  expect(scriptSrc, what).toMatch(/'nonce-[A-Za-z0-9+/=]{16,}'|'sha256-[A-Za-z0-9+/=]{44}'/);
  expect(scriptSrc, what).not.toContain("unsafe-inline");
  expect(scriptSrc, what).not.toContain("unsafe-eval");
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(csp, what).toContain("object-src 'none'");
  expect(res.headers.get("x-content-type-options"), what).toBe("nosniff");
  expect(res.headers.get("referrer-policy"), what).toBe("strict-origin-when-cross-origin");
  expect(res.headers.get("permissions-policy"), what).toContain("camera=()");
  expect(res.headers.get("strict-transport-security"), what).toMatch(/max-age=\d{8,}/);
  return /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
}

/** Raw HTTP over one socket, for requests fetch cannot make (slow bodies, bad framing). */
function rawSocket(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => resolve(socket));
    socket.on("error", reject);
  });
}

function readAll(socket: net.Socket): Promise<string> {
  return new Promise((resolve) => {
    let data = "";
    socket.on("data", (chunk) => (data += chunk.toString()));
    socket.on("close", () => resolve(data));
  });
}

describe("headers", () => {
  test("every HTML page carries the security headers; pages rendered per request a fresh nonce on each script", async () => {
    const nonces = new Set<string>();
    for (const pathname of ["/", "/?lang=ar", "/blog", "/auth", "/rendez-vous"]) {
      const res = await fetch(server.url + pathname);
      expect(res.status, pathname).toBe(200);
      expect(res.headers.get("content-type")).toContain("text/html");
      const nonce = expectSecurityHeaders(res, pathname);
      // Public content pages come from the page cache (tests/e2e/public-page-cache.test.ts).
      const cached = ["/", "/?lang=ar", "/blog"].includes(pathname);
      expect(nonce === undefined, pathname).toBe(cached);
      if (nonce) nonces.add(nonce);
      const html = await res.text();
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
      expect(scripts.length, pathname).toBeGreaterThan(0);
      // Every executable script is either from our origin or carries this response's nonce
      // (JSON-LD and an island page's JSON props are data blocks, which CSP does not
      // govern); cached pages carry none.
      for (const tag of scripts) {
        const ok =
          (nonce ? tag.includes(`nonce="${nonce}"`) : !tag.includes("nonce=")) ||
          /src="\/[^/]/.test(tag) ||
          /type="application\/(ld\+)?json"/.test(tag);
        expect(ok, tag).toBe(true);
      }
    }
    expect(nonces.size).toBe(2);
  });

  test("assets are cached immutable and carry the headers; a missing asset is a plain 404", async () => {
    const html = await (await fetch(server.url)).text();
    // The islands' runtime chunk (Preact, decision 0086, on the home page): large enough to be compressed.
    const asset = /\/assets\/island-runtime-[\w-]+\.js/.exec(html)?.[0];
    expect(asset).toBeDefined();
    const res = await fetch(server.url + asset!, { headers: { "accept-encoding": "gzip" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("immutable");
    expect(res.headers.get("cache-control")).toContain("max-age=31536000");
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expectSecurityHeaders(res, asset!);
    // Gzip too comes precompressed at build time (highest level), not compressed per request.
    const gz = path.join(PROJECT_ROOT, process.env.BUILD_DIR ?? "build", "client", `${asset!}.gz`);
    expect(res.headers.get("content-length")).toBe(String(fs.statSync(gz).size));

    // Browsers accepting brotli get the asset precompressed at build time, same bytes once decoded.
    const plain = await (
      await fetch(server.url + asset!, { headers: { "accept-encoding": "identity" } })
    ).text();
    await expect
      .poll(async () => {
        const br = await fetch(server.url + asset!, { headers: { "accept-encoding": "br, gzip" } });
        const decoded = await br.text();
        return br.headers.get("content-encoding") === "br" && decoded === plain;
      })
      .toBe(true);
    const br = await fetch(server.url + asset!, { headers: { "accept-encoding": "br" } });
    expect(br.headers.get("cache-control")).toContain("immutable");
    expect(br.headers.get("content-type")).toContain("javascript");
    expectSecurityHeaders(br, "brotli asset");

    const missing = await fetch(`${server.url}/assets/nope-123.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get("content-type")).toContain("text/plain");
    expectSecurityHeaders(missing, "missing asset");
  });

  test("the 404 page and error responses carry the headers", async () => {
    const notFound = await fetch(`${server.url}/nulle-part`);
    expect(notFound.status).toBe(404);
    expect(await notFound.text()).toContain("Oops! Page not found");
    expectSecurityHeaders(notFound, "404");

    const tooBig = await fetch(server.url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "a=" + "x".repeat(200_000),
    });
    expect(tooBig.status).toBe(413);
    expectSecurityHeaders(tooBig, "413");
  });
});

describe("bad input", () => {
  test("over-limit, malformed and non-form bodies are refused and the server keeps serving", async () => {
    const post = (body: string, type: string) =>
      fetch(`${server.url}/rendez-vous`, {
        method: "POST",
        headers: { "content-type": type },
        body,
      });

    expect(
      (await post("a=" + "x".repeat(200_000), "application/x-www-form-urlencoded")).status,
    ).toBe(413);
    const malformed = await post("--xx\r\nnot a part", "multipart/form-data; boundary=xx");
    expect(malformed.status).toBe(400);
    expectSecurityHeaders(malformed, "400");
    expect((await post('{"name":"x"}', "application/json")).status).toBe(400);
    expect((await post("name=x", "text/plain")).status).toBe(400);

    // A body announced larger than sent, then cut: the server must not hang or die.
    const socket = await rawSocket(server.port);
    socket.end("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 5000\r\n\r\nabc");
    await readAll(socket);

    // A Host header that makes no URL is the client's fault.
    const badHost = await rawSocket(server.port);
    const reply = readAll(badHost);
    badHost.write("GET / HTTP/1.1\r\nHost: a b\r\nConnection: close\r\n\r\n");
    expect(await reply).toMatch(/^HTTP\/1\.1 400/);

    const home = await fetch(server.url);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain("</html>");
  });

  test("a path starting with // stays on this origin", async () => {
    const res = await fetch(`${server.url}//evil.example/x`, { redirect: "manual" });
    expect(res.status).toBe(404);
    expect(res.headers.get("location")).toBeNull();
  });
});

describe("health and data directory", () => {
  test("/healthz answers JSON with the database check", async () => {
    const res = await fetch(`${server.url}/healthz`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(await res.json()).toEqual({ status: "ok", database: "pglite" });
  });

  test("a second server on the same data directory is refused and the first keeps serving", async () => {
    const port = await freePort();
    const second = spawn(process.execPath, ["server.mjs"], {
      cwd: PROJECT_ROOT,
      env: {
        ...process.env,
        DATABASE_URL: undefined,
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: String(port),
        DATA_DIR: server.dataDir,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    second.stdout.on("data", (c) => (output += c));
    second.stderr.on("data", (c) => (output += c));
    const code = await new Promise<number | null>((resolve) => second.on("exit", resolve));
    expect(code).toBe(1);
    expect(output).toContain("est déjà utilisé par un autre processus");
    expect(output).toContain(`pid ${server.process.pid}`);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect(fs.readFileSync(path.join(server.dataDir, "server.lock"), "utf8")).toMatch(
      new RegExp(`^${server.process.pid}\\b`),
    );
  });
});

test("npm run backup works while the server holds the PGlite directory", async () => {
  const file = path.join(tempDataDir(), "online.jsonl.gz");
  const result = spawnSync(process.execPath, ["--import", "tsx", "scripts/backup.ts", file], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, DATABASE_URL: undefined, DATA_DIR: server.dataDir },
    encoding: "utf8",
  });
  expect(result.status, result.stdout + result.stderr).toBe(0);
  expect(result.stdout).toContain(`pid ${server.process.pid}`);
  const [header] = zlib.gunzipSync(fs.readFileSync(file)).toString().split("\n");
  expect(JSON.parse(header!)).toMatchObject({ format: "digisolutions-backup", version: 1 });
  await expect.poll(() => server.logs()).toContain("backup written");
  expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
});

test("SIGTERM lets an in-flight request finish, refuses new connections, and exits 0", async () => {
  const own = await startTestServer();
  const idle = await rawSocket(own.port); // an idle keep-alive connection must not delay the exit
  idle.write("GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n");
  await new Promise((r) => idle.once("data", r));

  const body = "a=" + "x".repeat(998);
  const slow = await rawSocket(own.port);
  const reply = readAll(slow);
  slow.write(
    `POST /rendez-vous HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n`,
  );
  slow.write(body.slice(0, 10));
  const exitCode = own.stop(); // SIGTERM while the body is still arriving
  // New connections are refused as soon as the listener has closed.
  await expect
    .poll(() =>
      fetch(`${own.url}/healthz`).then(
        () => "accepted",
        () => "refused",
      ),
    )
    .toBe("refused");
  const sentAt = Date.now();
  slow.write(body.slice(10));
  const response = await reply;
  expect(response).toMatch(/^HTTP\/1\.1 \d{3} /);
  expect(response).toContain("\r\n\r\n");
  expect(await exitCode).toBe(0);
  expect(Date.now() - sentAt).toBeLessThan(5_000);
  expect(own.logs()).toContain("shut down");
  expect(fs.existsSync(path.join(own.dataDir, "server.lock"))).toBe(false);
  idle.destroy();
});
