import { spawnSync } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { describe, expect, it } from "vitest";
import { metricsEndpoint } from "./metrics-endpoint";

/** The endpoint in front of a stand-in for the site's 404 page. */
async function scrape(token: string | undefined, authorization?: string) {
  const app = express()
    .get("/metrics", metricsEndpoint(token))
    .use((_req, res) => res.status(404).send("page introuvable"));
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}/metrics`, {
      headers: authorization ? { Authorization: authorization } : {},
    });
    return { status: res.status, body: await res.text() };
  } finally {
    server.close();
  }
}

describe("metricsEndpoint", () => {
  it("does not exist when no token is configured, whatever the request sends", async () => {
    expect(await scrape(undefined, "Bearer ")).toEqual({ status: 404, body: "page introuvable" });
    expect((await scrape(undefined, "Bearer undefined")).status).toBe(404);
  });

  it("answers the Prometheus text only to the right bearer token", async () => {
    const token = "un-jeton-assez-long-pour-la-prod";
    expect((await scrape(token)).status).toBe(404);
    expect((await scrape(token, `Basic ${token}`)).status).toBe(404);
    expect((await scrape(token, `Bearer ${token}x`)).status).toBe(404);
    const ok = await scrape(token, `Bearer ${token}`);
    expect(ok.status).toBe(200);
    expect(ok.body).toContain("# TYPE http_requests_total counter");
  });
});

/**
 * Debian's promtool (package `prometheus`), installed when missing. A machine
 * where it cannot be installed fails this test with the reason: nothing is
 * skipped.
 */
function promtool(): string {
  const found = () =>
    spawnSync("sh", ["-c", "command -v promtool"], { encoding: "utf8" }).stdout.trim();
  if (found()) return found();
  const install = spawnSync("apt-get", ["install", "-y", "prometheus"], { encoding: "utf8" });
  if (found()) return found();
  throw new Error(
    "promtool est introuvable et `apt-get install -y prometheus` a échoué " +
      `(code ${install.status}): ${(install.stderr ?? String(install.error)).slice(-500)}`,
  );
}

it("the exposition passes `promtool check metrics`", async () => {
  const token = "un-jeton-assez-long-pour-la-prod";
  const { body } = await scrape(token, `Bearer ${token}`);
  const check = spawnSync(promtool(), ["check", "metrics"], { input: body, encoding: "utf8" });
  expect(check.stdout + check.stderr).toBe("");
  expect(check.status).toBe(0);
}, 600_000);
