import fs from "node:fs";
import { chromium, type Browser } from "playwright-core";
import { afterAll, beforeAll, expect, inject } from "vitest";
import { adminCredentials, createAdminUser, type Credentials } from "./admin";
import { launchBrowser } from "./browser";
import { startTestServer, tempDataDir, type TestServer } from "./server";
import { startSmtp, type TestSmtp } from "./smtp";

export interface PublicSite {
  server: TestServer;
  browser: Browser;
  /** The in-process SMTP server the site mails through, when asked for (`smtp: true`). */
  smtp: TestSmtp;
}

export interface AdminSite extends PublicSite {
  /** The administrator made before the server started. */
  admin: Credentials & { userId: string };
}

export interface SiteOptions {
  /** Server environment on top of the test defaults (notification addresses, limits…). */
  env?: Record<string, string | undefined>;
  /** Starts an SMTP server first and points the site's SMTP_URL at it. */
  smtp?: boolean;
}

export interface AdminSiteOptions extends SiteOptions {
  /** The administrator's label in its e-mail address (default "admin"). */
  label?: string;
  /** Fills the data directory (records, more accounts, files) before the server locks it. */
  prepare?: (dataDir: string, admin: AdminSite["admin"]) => Promise<void>;
}

/**
 * A test file's site: the production server on a fresh data directory and
 * one Chromium (and an SMTP server if asked), started before the file's tests
 * and stopped after them. The fields are filled by `beforeAll`, so read them
 * inside tests (`site.server.url`), not when the file loads.
 */
export function publicSite(options: SiteOptions = {}): PublicSite {
  return startSite({} as PublicSite, options, async () => {});
}

/** The same, with one administrator made in the data directory before the server starts. */
export function adminSite(options: AdminSiteOptions = {}): AdminSite {
  const site = {} as AdminSite;
  return startSite(site, options, async (dataDir) => {
    site.admin = await createAdminUser(dataDir, adminCredentials(options.label));
    await options.prepare?.(dataDir, site.admin);
  });
}

function startSite<S extends PublicSite>(
  site: S,
  options: SiteOptions,
  fill: (dataDir: string) => Promise<void>,
): S {
  // A migrated PGlite and a production server: slow on a busy machine.
  beforeAll(async () => {
    const dataDir = tempDataDir();
    await fill(dataDir);
    if (options.smtp) site.smtp = await startSmtp();
    const smtpUrl = options.smtp ? { SMTP_URL: site.smtp.url } : {};
    site.server = await startTestServer({ dataDir, env: { ...smtpUrl, ...options.env } });
    site.browser = await launchBrowser();
  }, 300_000);
  afterAll(async () => {
    await site.browser?.close();
    await site.server?.stop();
    await site.smtp?.close();
  });
  return site;
}

/** The run's shared server: what a file that only reads may use of a TestServer. */
export type SharedServer = Pick<TestServer, "url" | "port" | "metricsToken" | "logs">;

/**
 * The production server started once for the whole e2e run
 * (tests/support/shared-site.ts), for files that only read: no server start
 * of their own. Available when the file loads.
 */
export function sharedServer(): SharedServer {
  const { url, port, metricsToken, logFile } = inject("sharedSite");
  const server = { url, port, metricsToken, logs: () => fs.readFileSync(logFile, "utf8") };
  // Read-only means nothing accepted but reads: a write here would be seen by
  // every later file. A test that changes data belongs in a file with its own
  // site. Counted from this file's start, so only the file that wrote fails.
  let before: string[] = [];
  beforeAll(async () => {
    before = await acceptedWrites(server);
  });
  afterAll(async () => {
    const after = await acceptedWrites(server);
    expect(
      after.filter((line) => !before.includes(line)),
      "requests that changed data on the shared server",
    ).toEqual([]);
  });
  return server;
}

/**
 * The shared server and the shared Chromium (connected in `beforeAll`, so read
 * `site.browser` inside tests), for files that only read: the public pages,
 * the content pages, the Arabic walk... A file whose tests submit a form, book
 * a slot or sign in keeps `publicSite()` / `adminSite()`.
 */
export function sharedSite(): { server: SharedServer; browser: Browser } {
  const site = { server: sharedServer() } as { server: SharedServer; browser: Browser };
  beforeAll(async () => {
    site.browser = await chromium.connect(inject("sharedSite").wsEndpoint);
  });
  afterAll(async () => {
    // Closes this file's contexts and disconnects; the browser stays up for the next file.
    await site.browser?.close();
  });
  return site;
}

/**
 * The requests other than reads the server accepted (status below 400), by
 * method, route and status; a browser's error report is not data (and the
 * test that caused it sees the error itself).
 */
async function acceptedWrites(server: SharedServer): Promise<string[]> {
  const res = await fetch(`${server.url}/metrics`, {
    headers: { Authorization: `Bearer ${server.metricsToken}` },
  });
  return (await res.text())
    .split("\n")
    .filter((line) => line.startsWith("http_requests_total{"))
    .filter((line) => !/method="(GET|HEAD|OPTIONS)"/.test(line))
    .filter((line) => !/route="[^"]*client-errors"/.test(line))
    .filter((line) => /status="[123]\d\d"/.test(line));
}
