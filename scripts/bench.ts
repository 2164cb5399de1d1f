/**
 * npm run bench [-- --duration 10] [-- --postgres]
 * npm run bench -- --search [--postgres]   (only the back-office search, scripts/bench-search.ts)
 * npm run bench -- --back-office           (only the back office with 20,000 records, scripts/bench-back-office.ts)
 * npm run bench -- --memory                (only idle memory with every public page cached, scripts/bench-memory.ts)
 * npm run bench -- --audience              (only the home page with and without audience counting)
 *
 * Loopback benchmarks of the production build with autocannon: home page,
 * product page, article, sign-in page, order submission and the admin
 * dashboard (signed in), on PGlite and, when DATABASE_URL is set (or with
 * --postgres, default postgres://root@127.0.0.1:5432/test), on a fresh
 * PostgreSQL database. Then the home page side by side with nginx serving
 * the same HTML compressed on the fly and precompressed (gzip_static), with
 * wrk (a C client: autocannon, in Node, saturates before nginx or a cached
 * page does), 32 connections, gzip, with the ratios and CPU per request.
 * Prints requests/s, p50/p99 latency and peak RSS; writes docs/BENCHMARKS.md
 * and docs/benchmarks.json (read by scripts/quality-report.ts).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import autocannon from "autocannon";
import * as prettier from "prettier";
import { PROJECT_ROOT } from "../app/infra/paths.server";
import { issueTicket } from "../app/features/forms/ticket.server";
import { freePort, tempDataDir, tempDir } from "../tests/support/server";
import { createPostgresDatabase } from "../tests/support/test-database";
import { benchBackOffice } from "./bench-back-office";
import { benchMemory } from "./bench-memory";
import { benchSearch } from "./bench-search";

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback;
};
const DURATION = Number(option("duration", "10"));
const CONNECTIONS = 32;
/** An article a fresh install publishes (migration 0015). */
const SHIPPED_ARTICLE = "facturation-electronique-tunisie";
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const SECRET = `bench-${Math.random().toString(36).slice(2)}-${"x".repeat(32)}`;

export interface Scenario {
  name: string;
  path: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  peakRssMb: number;
  /** Server CPU time per request: unlike requests/s, barely affected by other load on the machine. */
  cpuMsPerRequest: number;
}
export interface BenchResults {
  date: string;
  durationSeconds: number;
  connections: number;
  machine: {
    cpus: number;
    cpuModel: string;
    memoryGb: number;
    node: string;
    loadAverage: number[];
  };
  runs: { database: string; scenarios: Scenario[] }[];
  nginx?: NginxComparison;
  audience?: AudienceComparison;
}

/** The home page with audience counting on and off (decision 0062): at most 10 % fewer requests/s. */
export interface AudienceComparison {
  rounds: number;
  /** Medians over the rounds. */
  counting: { rps: number; cpuMs: number };
  notCounting: { rps: number; cpuMs: number };
  /** 1 − counting / not counting, in percent (negative: counting measured faster). */
  rpsLossPercent: number;
  cpuIncreasePercent: number;
  pageViewsCounted: number;
}

function rssMb(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
  } catch {
    return 0;
  }
}

const TICK_MS =
  1000 / Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout || 100);

/** CPU time (user + system) used so far by these processes and their direct children. */
function cpuMs(pids: number[]): number {
  const all = new Set(pids);
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (pids.includes(ppid)) all.add(Number(entry));
    } catch {
      // gone
    }
  }
  let ticks = 0;
  for (const pid of all) {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone
    }
  }
  return ticks * TICK_MS;
}

async function waitHealthy(url: string, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${log()}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not start:\n${log()}`);
}

/** One autocannon run while sampling the server's RSS. */
async function measure(name: string, pid: number, options: autocannon.Options): Promise<Scenario> {
  let peak = rssMb(pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 200);
  const cpuBefore = cpuMs([pid]);
  const result = await autocannon({
    connections: CONNECTIONS,
    duration: DURATION,
    ...options,
    headers: { "accept-encoding": "gzip", ...options.headers },
  });
  clearInterval(sampler);
  const cpu = cpuMs([pid]) - cpuBefore;
  const scenario: Scenario = {
    name,
    path: new URL(options.url).pathname,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    peakRssMb: peak,
    cpuMsPerRequest: +(cpu / Math.max(1, result.requests.total)).toFixed(2),
  };
  console.log(
    `  ${name.padEnd(22)} ${String(scenario.requestsPerSecond).padStart(6)} req/s  p50 ${scenario.p50} ms  p99 ${scenario.p99} ms  CPU ${scenario.cpuMsPerRequest} ms/req  peak RSS ${peak} MB` +
      (scenario.non2xx || scenario.errors
        ? `  (non-2xx ${scenario.non2xx}, errors ${scenario.errors})`
        : ""),
  );
  return scenario;
}

async function startServer(env: Record<string, string | undefined>) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = "";
  const child = spawn(process.execPath, ["server.mjs"], {
    cwd: PROJECT_ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      SITE_URL: url,
      BETTER_AUTH_SECRET: SECRET,
      RATE_LIMIT_FORMS_PER_MINUTE: "0",
      RATE_LIMIT_SIGNIN_PER_MINUTE: "0",
      FORM_MIN_SECONDS: "0",
      ...env,
    },
    // Request logs go nowhere, as they would go to a file or journal in production.
    stdio: ["ignore", "ignore", "pipe"],
  });
  child.stderr!.on("data", (c) => (output += c));
  await waitHealthy(url, child, () => output);
  return {
    url,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        child.on("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

/** Creates an administrator with the real CLI, then signs in over HTTP. */
function createAdmin(env: Record<string, string | undefined>, email: string, password: string) {
  const result = spawnSync(
    process.execPath,
    ["--import", "tsx", "scripts/admin-create.ts", email],
    {
      cwd: PROJECT_ROOT,
      env: { ...process.env, ...env, ADMIN_PASSWORD: password, BETTER_AUTH_SECRET: SECRET },
      encoding: "utf8",
    },
  );
  if (result.status !== 0) throw new Error(`admin:create failed: ${result.stderr}`);
}

async function signIn(url: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${url}/auth`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: url },
    body: new URLSearchParams({ intent: "password", email, password }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
  if (response.status !== 302 || !cookie.includes("session_token")) {
    throw new Error(`sign-in failed with status ${response.status}`);
  }
  return cookie;
}

let orderCount = 0;

/**
 * A new order from a new customer each time, as real traffic is: the customers
 * table recounts the person an order belongs to, and one phone number for
 * every order would measure a customer with thousands of orders.
 */
function orderBody(): string {
  orderCount++;
  return new URLSearchParams({
    _ticket: issueTicket(SECRET, "order"),
    customer_name: "Client Banc d'essai",
    phone: `+216 71 ${String(orderCount % 1_000_000).padStart(6, "0")}`,
    city: "Tunis",
    address: "Avenue Habib Bourguiba",
    email: "",
    deployment_type: "cloud",
    product: "digierp",
  }).toString();
}

async function runScenarios(database: string, env: Record<string, string | undefined>) {
  console.log(`\n${database}`);
  const email = "bench-admin@example.com";
  const password = `Banc-${Math.random().toString(36).slice(2)}-Essai!`;
  createAdmin(env, email, password);
  const server = await startServer(env);
  const pid = server.child.pid!;
  try {
    const cookie = await signIn(server.url, email, password);
    const scenarios: Scenario[] = [];
    scenarios.push(await measure("home", pid, { url: `${server.url}/` }));
    scenarios.push(await measure("product page", pid, { url: `${server.url}/solutions/digifact` }));
    scenarios.push(await measure("article", pid, { url: `${server.url}/blog/${SHIPPED_ARTICLE}` }));
    scenarios.push(await measure("sign-in page", pid, { url: `${server.url}/auth` }));
    scenarios.push(
      await measure("order submission", pid, {
        url: `${server.url}/api/orders`,
        requests: [
          {
            method: "POST",
            headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
            // A fresh ticket each time: a reused one is an idempotent retry, not a new order.
            setupRequest: (request) => ({ ...request, body: orderBody() }),
          },
        ],
      }),
    );
    scenarios.push(
      await measure("admin dashboard", pid, { url: `${server.url}/admin`, headers: { cookie } }),
    );
    return { database, scenarios, homeUrl: `${server.url}/`, stop: server.stop, pid };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

interface Contender {
  rps: number;
  cpuMs: number;
}
interface NginxRound {
  node: Contender;
  /** nginx compressing the same HTML for each request (gzip on, default level). */
  nginxGzip: Contender;
  /** nginx sending a gzip file written beside it (gzip_static): the limit for static bytes. */
  nginxStatic: Contender;
}
export interface NginxComparison extends NginxRound {
  bytes: number;
  /** Each round's three measurements; the contenders above are their medians. */
  rounds: NginxRound[];
  /** Each ratio is taken within a round (the same moment's load), then the median of the rounds. */
  ratios: { nginxGzip: number; nginxStatic: number };
}

/** Goals for the home page against nginx, 32 connections over loopback. */
const GOALS = { nginxGzip: 5, nginxStatic: 0.25 };

const times = (a: Contender, b: Contender) => a.rps / Math.max(1, b.rps);
/**
 * Rounds of the three measurements in turn: from one run to the next the
 * ratio against gzip_static moved by half on a shared machine, and a load
 * that comes and goes then weighs on every contender of a round alike.
 */
const NGINX_ROUNDS = 3;

/**
 * The home page from the Node server, then the same HTML from nginx twice:
 * compressed on the fly, and precompressed on disk. One after the other in
 * the same run, gzip accepted by the same client.
 */
async function compareWithNginx(
  homeUrl: string,
  nodePid: number,
): Promise<NginxComparison | undefined> {
  const missing = ["nginx", "wrk"].filter((tool) => spawnSync("which", [tool]).status !== 0);
  if (missing.length > 0) {
    console.log(`\nnot installed (apt-get install -y nginx-light wrk): ${missing.join(", ")}`);
    console.log("comparison with nginx skipped");
    return undefined;
  }
  const html = await (await fetch(homeUrl)).text();
  const root = tempDir();
  for (const dir of ["on-the-fly", "precompressed"]) {
    fs.mkdirSync(path.join(root, dir));
    fs.writeFileSync(path.join(root, dir, "index.html"), html);
  }
  fs.writeFileSync(
    path.join(root, "precompressed", "index.html.gz"),
    zlib.gzipSync(html, { level: zlib.constants.Z_BEST_COMPRESSION }),
  );
  const [gzipPort, staticPort] = [await freePort(), await freePort()];
  fs.writeFileSync(
    path.join(root, "nginx.conf"),
    `worker_processes auto;
daemon off;
pid ${root}/nginx.pid;
error_log ${root}/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${root}; proxy_temp_path ${root}; fastcgi_temp_path ${root};
  uwsgi_temp_path ${root}; scgi_temp_path ${root};
  default_type text/html;
  server {
    listen 127.0.0.1:${gzipPort}; root ${root}/on-the-fly;
    gzip on; gzip_types text/html;
    location / { try_files /index.html =404; }
  }
  server {
    listen 127.0.0.1:${staticPort}; root ${root}/precompressed;
    gzip_static on;
    location / { try_files /index.html =404; }
  }
}
`,
  );
  const nginx = spawn("nginx", ["-c", path.join(root, "nginx.conf"), "-p", root], {
    stdio: "ignore",
  });
  try {
    for (const port of [gzipPort, staticPort]) {
      for (let i = 0; i < 50; i++) {
        try {
          if ((await fetch(`http://127.0.0.1:${port}/`)).ok) break;
        } catch {
          await new Promise((r) => setTimeout(r, 100));
        }
      }
    }
    console.log(
      `\nHome page against nginx (${html.length} bytes of HTML), ${CONNECTIONS} connections, gzip; ` +
        `load average ${os
          .loadavg()
          .map((l) => l.toFixed(1))
          .join(" / ")}`,
    );
    const settled = await waitUntilIdle(nodePid);
    console.log(
      `  node at rest after ${settled.toFixed(1)} s (the order scenario's mails written)`,
    );
    const rounds: NginxRound[] = [];
    for (let round = 1; round <= NGINX_ROUNDS; round++) {
      console.log(`  round ${round} of ${NGINX_ROUNDS}`);
      rounds.push({
        node: await measureWithWrk("node home", nodePid, homeUrl),
        nginxGzip: await measureWithWrk(
          "nginx gzip on the fly",
          nginx.pid!,
          `http://127.0.0.1:${gzipPort}/`,
        ),
        nginxStatic: await measureWithWrk(
          "nginx gzip_static",
          nginx.pid!,
          `http://127.0.0.1:${staticPort}/`,
        ),
      });
    }
    const medianOf = (pick: (round: NginxRound) => Contender): Contender => ({
      rps: median(rounds.map((round) => pick(round).rps)),
      cpuMs: median(rounds.map((round) => pick(round).cpuMs)),
    });
    const comparison: NginxComparison = {
      bytes: html.length,
      node: medianOf((round) => round.node),
      nginxGzip: medianOf((round) => round.nginxGzip),
      nginxStatic: medianOf((round) => round.nginxStatic),
      rounds,
      ratios: {
        nginxGzip: median(rounds.map((round) => times(round.node, round.nginxGzip))),
        nginxStatic: median(rounds.map((round) => times(round.node, round.nginxStatic))),
      },
    };
    for (const line of comparisonLines(comparison)) console.log(`  ${line}`);
    return comparison;
  } finally {
    nginx.kill("SIGTERM");
    fs.rmSync(root, { recursive: true, force: true });
  }
}

/**
 * Seconds until the server spends under 5 % of a core: the order scenario
 * leaves hundreds of mails for the background worker, and measuring the home
 * page while it works would count that work as the page's (half the
 * requests/s on these machines). At most a minute.
 */
async function waitUntilIdle(pid: number): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < 60; i++) {
    const before = cpuMs([pid]);
    await new Promise((r) => setTimeout(r, 1000));
    if (cpuMs([pid]) - before < 50) break;
  }
  return (performance.now() - started) / 1000;
}

/** One wrk run (two threads, gzip accepted) against a server, with its CPU per request. */
async function measureWithWrk(name: string, pid: number, url: string): Promise<Contender> {
  const cpuBefore = cpuMs([pid]);
  const output = await new Promise<string>((resolve, reject) => {
    const wrk = spawn("wrk", [
      "-t2",
      `-c${CONNECTIONS}`,
      `-d${DURATION}s`,
      "-H",
      "Accept-Encoding: gzip",
      url,
    ]);
    let text = "";
    wrk.stdout.on("data", (chunk) => (text += chunk));
    wrk.on("error", reject);
    wrk.on("close", (code) => (code === 0 ? resolve(text) : reject(new Error(`wrk: ${text}`))));
  });
  const cpu = cpuMs([pid]) - cpuBefore;
  const total = Number(/(\d+) requests in/.exec(output)?.[1] ?? 0);
  const failures = /Non-2xx or 3xx responses: (\d+)|Socket errors: .*/.exec(output)?.[0];
  const contender = {
    rps: Math.round(Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? 0)),
    cpuMs: +(cpu / Math.max(1, total)).toFixed(3),
  };
  console.log(
    `  ${name.padEnd(22)} ${String(contender.rps).padStart(6)} req/s  CPU ${contender.cpuMs} ms/req` +
      (failures ? `  (${failures})` : ""),
  );
  return contender;
}

/** The ratios and whether the goals hold, for the console and the Markdown report. */
function comparisonLines(n: NginxComparison): string[] {
  const verdict = (ratio: number, goal: number) =>
    `${ratio.toFixed(2)}× (goal at least ${goal}×: ${ratio >= goal ? "met" : "missed"})`;
  const each = (pick: (round: NginxRound) => Contender) =>
    n.rounds.map((round) => times(round.node, pick(round)).toFixed(2)).join(", ");
  return [
    `node / nginx gzip on the fly = ${verdict(n.ratios.nginxGzip, GOALS.nginxGzip)}; rounds ${each((r) => r.nginxGzip)}`,
    `node / nginx gzip_static = ${verdict(n.ratios.nginxStatic, GOALS.nginxStatic)}; rounds ${each((r) => r.nginxStatic)}`,
  ];
}

function markdown(results: BenchResults): string {
  const lines = [
    "# Benchmarks",
    "",
    `Generated by \`npm run bench\` on ${results.date}: ${results.machine.cpus} CPU cores (${results.machine.cpuModel}), ` +
      `${results.machine.memoryGb} GB memory, Node ${results.machine.node}. autocannon on loopback, ` +
      `${results.connections} connections, ${results.durationSeconds} s per scenario, gzip accepted, ` +
      "production build, rate limits off. The client runs on the same cores as the server; " +
      `load average when the run started: ${results.machine.loadAverage.join(" / ")}.`,
    "",
  ];
  for (const run of results.runs) {
    lines.push(`## ${run.database}`, "");
    lines.push(
      "| Scenario | Path | Requests/s | p50 (ms) | p99 (ms) | Server CPU (ms/request) | Peak RSS (MB) | Non-2xx | Errors |",
    );
    lines.push("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
    for (const s of run.scenarios) {
      lines.push(
        `| ${s.name} | \`${s.path}\` | ${s.requestsPerSecond} | ${s.p50} | ${s.p99} | ${s.cpuMsPerRequest} | ${s.peakRssMb} | ${s.non2xx} | ${s.errors} |`,
      );
    }
    lines.push("");
  }
  if (results.nginx) {
    const n = results.nginx;
    lines.push(
      "## Home page against nginx",
      "",
      `The home page (${n.bytes} bytes of HTML) from the Node server, then the same HTML from nginx ` +
        "compressing it for each request (gzip on), then from nginx sending a gzip copy written " +
        "beside it (gzip_static), one after the other, in " +
        `${n.rounds.length} rounds (access log off), measured with wrk (two threads, ` +
        `${results.connections} connections). The Node server is measured at rest: the order ` +
        "scenario's mails, written by its background worker, are done. The table gives the " +
        "medians of the rounds; each ratio is taken within a round, then the median of the rounds.",
      "",
      "| Server | Requests/s | Server CPU (ms/request) |",
      "| --- | ---: | ---: |",
      `| Node (this app) | ${n.node.rps} | ${n.node.cpuMs} |`,
      `| nginx, gzip on the fly | ${n.nginxGzip.rps} | ${n.nginxGzip.cpuMs} |`,
      `| nginx, gzip_static | ${n.nginxStatic.rps} | ${n.nginxStatic.cpuMs} |`,
      "",
      ...comparisonLines(n).map((line) => `- ${line}`),
      "",
      "CPU per request is the figure that other load on the machine disturbs least.",
      "",
    );
  }
  if (results.audience) {
    lines.push(
      "## Home page with and without audience counting",
      "",
      "Two servers, one counting page views and one with `AUDIENCE_COUNTING=off`, measured in " +
        "turns with a browser's user agent (a request without one is a bot's and is not counted).",
      "",
      ...audienceLines(results.audience).map((line) => `- ${line}`),
      "",
    );
  }
  return lines.join("\n");
}

/** A browser's user agent: without one a request is a bot's and is not counted. */
const BROWSER_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const AUDIENCE_GOAL_PERCENT = 10;
const AUDIENCE_ROUNDS = 3;

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * The home page (from the page cache) on two servers, one counting page views
 * and one with AUDIENCE_COUNTING=off, measured in turns (on, off, on, off…)
 * so that other load on the machine weighs on both alike; medians of the
 * rounds. The counting server's page views are then read back from its
 * database, to be sure it counted.
 */
async function benchAudience(): Promise<AudienceComparison> {
  console.log("\nHome page with and without audience counting");
  const dirs = [tempDataDir(), tempDataDir()];
  const counting = await startServer({ DATA_DIR: dirs[0], DATABASE_URL: undefined });
  const notCounting = await startServer({
    DATA_DIR: dirs[1],
    DATABASE_URL: undefined,
    AUDIENCE_COUNTING: "off",
  });
  const on: Scenario[] = [];
  const off: Scenario[] = [];
  let pageViewsCounted = 0;
  try {
    const headers = { "user-agent": BROWSER_AGENT };
    for (const server of [counting, notCounting]) await fetch(`${server.url}/`, { headers });
    for (let round = 0; round < AUDIENCE_ROUNDS; round++) {
      on.push(
        await measure("home, counting", counting.child.pid!, { url: `${counting.url}/`, headers }),
      );
      off.push(
        await measure("home, not counting", notCounting.child.pid!, {
          url: `${notCounting.url}/`,
          headers,
        }),
      );
    }
  } finally {
    await counting.stop(); // a graceful stop writes the last batch
    await notCounting.stop();
  }
  const { openDatabase } = await import("../db/client.server");
  const handle = await openDatabase({ dataDir: dirs[0]! });
  try {
    const { sql } = await import("drizzle-orm");
    const result = (await handle.db.execute(
      sql`SELECT COALESCE(sum(views), 0)::int AS n FROM audience_page_views`,
    )) as unknown as { rows: { n: number }[] };
    pageViewsCounted = result.rows[0]?.n ?? 0;
  } finally {
    await handle.close();
    for (const dir of dirs) fs.rmSync(dir!, { recursive: true, force: true });
  }
  const summary = (runs: Scenario[]) => ({
    rps: median(runs.map((r) => r.requestsPerSecond)),
    cpuMs: median(runs.map((r) => r.cpuMsPerRequest)),
  });
  const result: AudienceComparison = {
    rounds: AUDIENCE_ROUNDS,
    counting: summary(on),
    notCounting: summary(off),
    rpsLossPercent: 0,
    cpuIncreasePercent: 0,
    pageViewsCounted,
  };
  result.rpsLossPercent = +(
    (1 - result.counting.rps / Math.max(1, result.notCounting.rps)) *
    100
  ).toFixed(1);
  result.cpuIncreasePercent = +(
    (result.counting.cpuMs / Math.max(0.001, result.notCounting.cpuMs) - 1) *
    100
  ).toFixed(1);
  for (const line of audienceLines(result)) console.log(`  ${line}`);
  return result;
}

function audienceLines(a: AudienceComparison): string[] {
  const met = a.rpsLossPercent <= AUDIENCE_GOAL_PERCENT ? "met" : "missed";
  return [
    `counting: ${a.counting.rps} req/s, ${a.counting.cpuMs} ms CPU/request; not counting: ${a.notCounting.rps} req/s, ${a.notCounting.cpuMs} ms CPU/request (medians of ${a.rounds} rounds)`,
    `requests/s lost to counting: ${a.rpsLossPercent} % (goal at most ${AUDIENCE_GOAL_PERCENT} %: ${met}); CPU per request: ${a.cpuIncreasePercent > 0 ? "+" : ""}${a.cpuIncreasePercent} %`,
    `page views counted by the counting server: ${a.pageViewsCounted}`,
  ];
}

async function audienceOnly() {
  if (!fs.existsSync(path.join(PROJECT_ROOT, BUILD_DIR, "server", "index.js"))) {
    throw new Error("Run `npm run build` first (or set BUILD_DIR).");
  }
  await benchAudience();
}

async function searchOnly() {
  await benchSearch("PGlite (in memory)", { memory: true });
  const pgBase =
    process.env.DATABASE_URL ??
    (flag("postgres") ? "postgres://root@127.0.0.1:5432/test" : undefined);
  if (!pgBase) return;
  const { url, drop } = await createPostgresDatabase(pgBase);
  try {
    await benchSearch("PostgreSQL", { databaseUrl: url });
  } finally {
    await drop();
  }
}

async function main() {
  const results: BenchResults = {
    date: new Date().toISOString(),
    durationSeconds: DURATION,
    connections: CONNECTIONS,
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? "unknown",
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      node: process.versions.node,
      loadAverage: os.loadavg().map((l) => +l.toFixed(1)),
    },
    runs: [],
  };
  if (!fs.existsSync(path.join(PROJECT_ROOT, BUILD_DIR, "server", "index.js"))) {
    throw new Error("Run `npm run build` first (or set BUILD_DIR).");
  }

  const dataDir = tempDataDir();
  try {
    const pglite = await runScenarios("PGlite (embedded)", {
      DATA_DIR: dataDir,
      DATABASE_URL: undefined,
    });
    results.runs.push({ database: pglite.database, scenarios: pglite.scenarios });
    try {
      results.nginx = await compareWithNginx(pglite.homeUrl, pglite.pid);
    } finally {
      await pglite.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  results.audience = await benchAudience();

  const pgBase =
    process.env.DATABASE_URL ??
    (flag("postgres") ? "postgres://root@127.0.0.1:5432/test" : undefined);
  if (pgBase) {
    const { url, drop } = await createPostgresDatabase(pgBase);
    try {
      const run = await runScenarios("PostgreSQL", { DATABASE_URL: url });
      results.runs.push({ database: run.database, scenarios: run.scenarios });
      await run.stop();
    } finally {
      await drop();
    }
  }

  fs.mkdirSync(path.join(PROJECT_ROOT, "docs"), { recursive: true });
  // Formatted as the repository's own files are, so `npm run lint` stays clean.
  fs.writeFileSync(
    path.join(PROJECT_ROOT, "docs", "BENCHMARKS.md"),
    await prettier.format(markdown(results), { parser: "markdown" }),
  );
  fs.writeFileSync(
    path.join(PROJECT_ROOT, "docs", "benchmarks.json"),
    await prettier.format(JSON.stringify(results), { parser: "json" }),
  );
  console.log("\nWritten: docs/BENCHMARKS.md, docs/benchmarks.json");
}

const postgresUrl = () => process.env.DATABASE_URL ?? "postgres://root@127.0.0.1:5432/test";

await (flag("search")
  ? searchOnly()
  : flag("back-office")
    ? benchBackOffice()
    : flag("memory")
      ? benchMemory(postgresUrl()).then(() => undefined)
      : flag("audience")
        ? audienceOnly()
        : main());
