import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { PROJECT_ROOT } from "../../app/infra/paths.server";

export interface TestServer {
  url: string;
  port: number;
  dataDir: string;
  /** The bearer token of its /metrics (see outboxDrained). */
  metricsToken: string;
  process: ChildProcess;
  /** Everything the server printed so far (pino JSON lines). */
  logs(): string;
  /** Graceful stop (SIGTERM); resolves with the exit code. */
  stop(): Promise<number | null>;
  /** Abrupt stop (SIGKILL). */
  kill(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * The data directories this process made, removed after each test file
 * (tests/support/cleanup.ts; Vitest ends its workers without an "exit"
 * event) and when a script exits.
 */
const madeDirs = new Set<string>();
export function removeTempDataDirs() {
  // `rm` and `cp` below, not Node's rmSync and cpSync: a data directory holds
  // about 1,200 files, which Node walks one call at a time in JavaScript (a
  // copy took 330 ms of CPU, `cp` 70 ms; a removal 140 ms, `rm` 40 ms), on
  // every server a test run starts.
  if (madeDirs.size) execFileSync("rm", ["-rf", "--", ...madeDirs]);
  madeDirs.clear();
}
process.on("exit", removeTempDataDirs);

/** Where tests/support/database-template.ts left the migrated database. */
export const DATABASE_TEMPLATE_ENV = "TEST_DATABASE_TEMPLATE";

/** A new, empty temporary directory, removed with the test file's data directories. */
export function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "digi-test-"));
  madeDirs.add(dir);
  return dir;
}

/**
 * A new data directory. Under Vitest it already holds the migrated database
 * of tests/support/database-template.ts (the same as a first start would
 * make); in scripts it is empty.
 */
export function tempDataDir(): string {
  const dir = tempDir();
  const template = process.env[DATABASE_TEMPLATE_ENV];
  if (template) execFileSync("cp", ["-R", "-p", path.join(template, "pgdata"), dir]);
  return dir;
}

/**
 * Starts the production build (`npm run build` must have run) on a free port
 * with a fresh data directory, and waits until /healthz answers.
 */
export async function startTestServer(
  options: { env?: Record<string, string | undefined>; dataDir?: string } = {},
): Promise<TestServer> {
  // Two e2e workers pick free ports side by side: a port free when asked may
  // be taken by the other's server before this one listens. Try another.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startServerOnce(options);
    } catch (error) {
      const portTaken = error instanceof Error && error.message.includes("EADDRINUSE");
      if (!portTaken || options.env?.PORT || attempt === 3) throw error;
    }
  }
}

async function startServerOnce(options: {
  env?: Record<string, string | undefined>;
  dataDir?: string;
}): Promise<TestServer> {
  const serverEntry = path.join(
    PROJECT_ROOT,
    process.env.BUILD_DIR ?? "build",
    "server",
    "index.js",
  );
  if (!fs.existsSync(serverEntry)) throw new Error("Run `npm run build` before the e2e tests");
  const port = await freePort();
  const dataDir = options.dataDir ?? tempDataDir();
  const metricsToken = `metrics-${Math.random().toString(36).slice(2)}-${port}`;
  let output = "";
  const child = spawn(process.execPath, ["server.mjs"], {
    cwd: PROJECT_ROOT,
    env: {
      ...process.env,
      DATABASE_URL: undefined,
      // A developer's .env must not leak into the server under test.
      ENV_FILE: "",
      // Vitest sets these; the server must run exactly as in production.
      TEST: undefined,
      VITEST: undefined,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      SITE_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: "info",
      RATE_LIMIT_FORMS_PER_MINUTE: "0",
      RATE_LIMIT_SIGNIN_PER_MINUTE: "0",
      FORM_MIN_SECONDS: "0",
      METRICS_TOKEN: metricsToken,
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));

  const url = `http://127.0.0.1:${port}`;
  // Generous: a fresh embedded database on a loaded 2-core machine can take long to open.
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Server exited early:\n${output}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`Server did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }

  return {
    url,
    port,
    dataDir,
    metricsToken: options.env?.METRICS_TOKEN ?? metricsToken,
    process: child,
    logs: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      return exited;
    },
    kill: async () => {
      if (child.exitCode === null) child.kill("SIGKILL");
      await exited;
    },
  };
}

/**
 * Resolves once the server's mail worker has nothing left to send now (its
 * /metrics count of due messages is 0): what it was going to send is sent.
 */
export async function outboxDrained(server: TestServer, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await fetch(`${server.url}/metrics`, {
      headers: { Authorization: `Bearer ${server.metricsToken}` },
    });
    const text = await res.text();
    if (/^outbox_messages\{state="due"\} 0$/m.test(text)) return;
    if (Date.now() > deadline) throw new Error(`outbox still sending after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
