import http from "node:http";
import net from "node:net";
import pg from "pg";
import { createElement } from "react";
import { text } from "node:stream/consumers";
import { prerenderToNodeStream } from "react-dom/static";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { parseEnv } from "../../app/config/env.server";
import { setDatabase } from "../../app/lib/db.server";
import { logger } from "../../app/infra/logger.server";
import type { DatabaseHandle } from "../../db/client.server";
import { createApp } from "../../server/app";
import { createTestDatabase } from "../support/test-database";

/** Serves an app built by createApp on a free port for the length of a callback. */
async function withApp<T>(
  build: Parameters<typeof createApp>[0],
  run: (url: string) => Promise<T>,
): Promise<T> {
  const app = createApp(build, parseEnv({ NODE_ENV: "production" }));
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  try {
    return await run(`http://127.0.0.1:${port}`);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

const noBuild = () => Promise.reject(new Error("secret internal detail: no build here"));

/** A port nothing listens on: bound, then released. */
async function closedPort(): Promise<number> {
  const srv = net.createServer();
  await new Promise<void>((resolve) => srv.listen(0, "127.0.0.1", resolve));
  const { port } = srv.address() as net.AddressInfo;
  await new Promise((resolve) => srv.close(resolve));
  return port;
}

describe("/healthz", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => {
    setDatabase(undefined);
    await handle?.close();
  });

  test("answers 200 JSON when the database answers", async () => {
    setDatabase(handle);
    await withApp(noBuild, async (url) => {
      const res = await fetch(`${url}/healthz`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: "ok", database: handle.kind });
    });
  });

  test("answers 503 JSON when PostgreSQL cannot be reached", async () => {
    const pool = new pg.Pool({
      connectionString: `postgres://nobody@127.0.0.1:${await closedPort()}/none`,
      connectionTimeoutMillis: 1_000,
    });
    setDatabase({
      ...handle,
      kind: "postgres",
      ping: async () => {
        await pool.query("select 1");
      },
    });
    try {
      await withApp(noBuild, async (url) => {
        const res = await fetch(`${url}/healthz`);
        expect(res.status).toBe(503);
        expect(res.headers.get("content-type")).toContain("application/json");
        expect(await res.json()).toEqual({ status: "error", database: "unreachable" });
      });
    } finally {
      await pool.end();
    }
  });
});

test("an unexpected server error answers 500 with the headers and no internals", async () => {
  await withApp(noBuild, async (url) => {
    const res = await fetch(`${url}/`);
    expect(res.status).toBe(500);
    const body = await res.text();
    expect(body).toBe("Erreur interne du serveur.");
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("strict-transport-security")).toContain("max-age=");
  });
});

test("a failure after the request body was read is still a 500 logged as an error, not a disconnect", async () => {
  const errors = vi.spyOn(logger, "error");
  const infos = vi.spyOn(logger, "info");
  try {
    await withApp(noBuild, async (url) => {
      const res = await fetch(`${url}/reservation`, {
        method: "POST",
        headers: { origin: url },
        body: new URLSearchParams({ name: "x" }),
      });
      expect(res.status).toBe(500);
      await res.arrayBuffer();
    });
    expect(errors).toHaveBeenCalledWith(expect.anything(), "unhandled error");
    expect(infos).not.toHaveBeenCalledWith(expect.anything(), "client disconnected");
  } finally {
    errors.mockRestore();
    infos.mockRestore();
  }
});

describe("error boundary", () => {
  afterAll(() => {
    vi.unstubAllEnvs();
  });

  async function renderRootError(error: unknown, lang?: "fr" | "ar"): Promise<string> {
    const { ErrorBoundary } = await import("../../app/root");
    const router = createMemoryRouter(
      [
        {
          id: "root",
          path: "/",
          element: null,
          errorElement: createElement(ErrorBoundary as never),
        },
      ],
      {
        hydrationData: {
          errors: { root: error },
          ...(lang ? { loaderData: { root: { lang, t: { common: {} } } } } : {}),
        },
      },
    );
    // Waits, as the server does, for the error page's code (fetched on demand in the browser).
    const { prelude } = await prerenderToNodeStream(createElement(RouterProvider, { router }));
    return text(prelude);
  }

  test("in production it explains in French, links home and shows no stack trace", async () => {
    vi.stubEnv("DEV", false);
    vi.stubEnv("PROD", true);
    const error = new Error("boom: password=hunter2");
    const html = await renderRootError(error);
    expect(html).toContain("Unexpected Application Error!");
    expect(html).toMatch(/href="\/"/);
    expect(html).not.toContain("boom");
    expect(html).not.toContain(error.stack!.split("\n")[1]!.trim());
  });

  test("an Arabic page's unexpected error is told in Arabic; French keeps the specification's heading", async () => {
    vi.stubEnv("DEV", false);
    const arabic = await renderRootError(new Error("boom"), "ar");
    expect(arabic).toContain("خطأ غير متوقع");
    expect(arabic).toContain("العودة إلى الصفحة الرئيسية");
    expect(arabic).not.toContain("Unexpected Application Error!");
    const french = await renderRootError(new Error("boom"), "fr");
    expect(french).toContain("Unexpected Application Error!");
    expect(french).toContain("informées\u202F; veuillez");
  });
});
