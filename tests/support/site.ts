import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
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
