import fs from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import type { TestProject } from "vitest/node";
import { CHROMIUM_FLAGS, TEST_BROWSER_PATH } from "./browser";
import { startTestServer, tempDir } from "./server";

/** What the e2e files that only read are given (see `sharedSite()` in tests/support/site.ts). */
export interface SharedSiteInfo {
  url: string;
  port: number;
  metricsToken: string;
  /** The file the server's output goes to, for the tests that read its log. */
  logFile: string;
  /** Where the shared Chromium listens (playwright-core's `chromium.connect`). */
  wsEndpoint: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    sharedSite: SharedSiteInfo;
  }
}

/**
 * Vitest global set-up of the e2e project, after the database template: one
 * production server (from the existing build, on a fresh data directory) and
 * one Chromium for the whole run, shared by the files that only read, instead
 * of a server and a browser started per file.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const logFile = path.join(tempDir(), "shared-server.log");
  const server = await startTestServer();
  fs.writeFileSync(logFile, server.logs());
  server.process.stdout!.on("data", (chunk: Buffer) => fs.appendFileSync(logFile, chunk));
  server.process.stderr!.on("data", (chunk: Buffer) => fs.appendFileSync(logFile, chunk));
  const browser = await chromium.launchServer({
    executablePath: TEST_BROWSER_PATH,
    headless: true,
    args: CHROMIUM_FLAGS,
    // Not under scripts/clock-ahead.sh's moved clock: Chromium hangs under it.
    env: { ...process.env, LD_PRELOAD: "" },
  });
  project.provide("sharedSite", {
    url: server.url,
    port: server.port,
    metricsToken: server.metricsToken,
    logFile,
    wsEndpoint: browser.wsEndpoint(),
  });
  return async () => {
    await browser.close();
    await server.stop();
  };
}
