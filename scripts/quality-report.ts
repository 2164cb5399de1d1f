/**
 * npm run quality [-- --skip-suites] [-- --skip-bench] [-- --skip-audit] [-- --postgres]
 *
 * Produces docs/QUALITY.md from figures measured in this run: start-up time
 * and idle memory, the security / fuzz / reliability / platform suites
 * (pass counts and durations), the benchmarks (runs `npm run bench`, or
 * reuses docs/benchmarks.json with --skip-bench) and the Lighthouse + axe
 * audit (runs `npm run audit`, or reuses docs/audit.md with --skip-audit).
 * Needs a build (`npm run build`, or BUILD_DIR=…).
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as prettier from "prettier";
import { PROJECT_ROOT } from "../app/infra/paths.server";
import { freePort, tempDataDir } from "../tests/support/server";
import type { BenchResults } from "./bench";

const args = new Set(process.argv.slice(2));
const DOCS = path.join(PROJECT_ROOT, "docs");
const SUITE_FILE =
  /(security|reliability|platform|fuzz|hostile|crash|access-matrix|brute-force|cookies|database-failure|smtp)/;

function run(command: string, commandArgs: string[], env: Record<string, string> = {}) {
  console.log(`$ ${command} ${commandArgs.join(" ")}`);
  return spawnSync(command, commandArgs, {
    cwd: PROJECT_ROOT,
    env: { ...process.env, ...env },
    encoding: "utf8",
    maxBuffer: 64 * 2 ** 20,
  });
}

/** Start-up (to the first healthy answer) and idle RSS, first start and restart on PGlite. */
async function startupFigures() {
  const dataDir = tempDataDir();
  const measureOnce = async () => {
    const port = await freePort();
    const started = performance.now();
    const child = spawn(process.execPath, ["server.mjs"], {
      cwd: PROJECT_ROOT,
      env: {
        ...process.env,
        DATABASE_URL: undefined,
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
      },
      stdio: "ignore",
    });
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break;
      } catch {
        // not yet
      }
      await new Promise((r) => setTimeout(r, 25));
    }
    const readyMs = Math.round(performance.now() - started);
    await new Promise((r) => setTimeout(r, 3_000));
    const status = fs.readFileSync(`/proc/${child.pid}/status`, "utf8");
    const rssMb = Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024);
    await new Promise<void>((resolve) => {
      child.on("exit", () => resolve());
      child.kill("SIGTERM");
    });
    return { readyMs, rssMb };
  };
  try {
    const first = await measureOnce();
    const again = await measureOnce();
    return { first, again };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

interface VitestJson {
  numTotalTests: number;
  numPassedTests: number;
  numFailedTests: number;
  testResults: {
    name: string;
    status: string;
    startTime: number;
    endTime: number;
    assertionResults: { status: string; title: string }[];
  }[];
}

function suites(): { rows: string[]; passed: boolean } {
  const files = ["tests/e2e", "tests/integration"].flatMap((dir) =>
    fs
      .readdirSync(path.join(PROJECT_ROOT, dir))
      .filter((f) => f.endsWith(".test.ts") && SUITE_FILE.test(f))
      .map((f) => `${dir}/${f}`),
  );
  const out = path.join(tempDataDir(), "vitest.json");
  run("npx", ["vitest", "run", ...files, "--reporter=json", `--outputFile=${out}`]);
  const report = JSON.parse(fs.readFileSync(out, "utf8")) as VitestJson;
  const rows = [
    "| Suite | Tests | Passed | Duration (s) |",
    "| --- | ---: | ---: | ---: |",
    ...report.testResults.map((r) => {
      const passed = r.assertionResults.filter((a) => a.status === "passed").length;
      const file = path.relative(PROJECT_ROOT, r.name);
      return `| \`${file}\` | ${r.assertionResults.length} | ${passed} | ${((r.endTime - r.startTime) / 1000).toFixed(1)} |`;
    }),
    `| **total** | ${report.numTotalTests} | ${report.numPassedTests} | |`,
  ];
  return { rows, passed: report.numFailedTests === 0 };
}

function benchSection(): string[] {
  if (!args.has("--skip-bench")) {
    run("npx", ["tsx", "scripts/bench.ts", ...(args.has("--postgres") ? ["--postgres"] : [])]);
  }
  const file = path.join(DOCS, "benchmarks.json");
  if (!fs.existsSync(file)) return ["No benchmark results (run `npm run bench`)."];
  const results = JSON.parse(fs.readFileSync(file, "utf8")) as BenchResults;
  const lines = [`Measured ${results.date} (details in [BENCHMARKS.md](BENCHMARKS.md)).`, ""];
  lines.push(
    "| Database | Scenario | Requests/s | p50 (ms) | p99 (ms) | CPU (ms/req) | Peak RSS (MB) |",
  );
  lines.push("| --- | --- | ---: | ---: | ---: | ---: | ---: |");
  for (const r of results.runs) {
    for (const s of r.scenarios) {
      lines.push(
        `| ${r.database} | ${s.name} | ${s.requestsPerSecond} | ${s.p50} | ${s.p99} | ${s.cpuMsPerRequest} | ${s.peakRssMb} |`,
      );
    }
  }
  if (results.nginx) {
    const n = results.nginx;
    lines.push(
      "",
      `Home page against nginx: ${n.node.rps} req/s against ${n.nginxGzip.rps} (gzip on the fly) ` +
        `and ${n.nginxStatic.rps} (gzip_static); CPU per request ${n.node.cpuMs} ms against ` +
        `${n.nginxGzip.cpuMs} and ${n.nginxStatic.cpuMs} ms.`,
    );
  }
  return lines;
}

async function auditSection(): Promise<string[]> {
  const file = path.join(DOCS, "audit.md");
  if (!args.has("--skip-audit")) {
    const result = run("npx", ["tsx", "scripts/audit.ts"]);
    fs.writeFileSync(
      file,
      await prettier.format(
        `Output of \`npm run audit\` (exit code ${result.status}):\n\n${result.stdout.trim()}\n`,
        { parser: "markdown" },
      ),
    );
  }
  return fs.existsSync(file)
    ? fs.readFileSync(file, "utf8").trim().split("\n")
    : ["No audit results (run `npm run audit`)."];
}

/**
 * Lighthouse scales the CPU time it observes, so its scores depend on what
 * else the cores were doing: say so, from the load average at the start.
 */
function loadNote(cores: number): string {
  const load = os.loadavg();
  const busy = load[0]! > cores / 4;
  return `load average at start ${load.map((l) => l.toFixed(1)).join(" / ")} (1, 5, 15 min)${busy ? ", so other work was running on the same cores" : ""}.`;
}

async function main() {
  const cpus = os.cpus();
  const header = [
    "# Quality figures",
    "",
    `Generated by \`npm run quality\` (scripts/quality-report.ts) on ${new Date().toISOString()}.`,
    "",
    `Machine: ${cpus.length} CPU cores (${cpus[0]?.model ?? "unknown"}), ${Math.round(os.totalmem() / 2 ** 30)} GB memory, ` +
      `Node ${process.versions.node}, ${os.type()} ${os.release()}; ${loadNote(cpus.length)}`,
    "",
  ];

  const startup = await startupFigures();
  const body = [
    "## Start-up and memory (PGlite, production build)",
    "",
    "| | Ready (ms, to the first healthy /healthz) | Idle RSS after 3 s (MB) |",
    "| --- | ---: | ---: |",
    `| First start (creates the data directory) | ${startup.first.readyMs} | ${startup.first.rssMb} |`,
    `| Restart on an existing data directory | ${startup.again.readyMs} | ${startup.again.rssMb} |`,
    "",
  ];

  if (!args.has("--skip-suites")) {
    const { rows } = suites();
    body.push(
      "## Security, fuzz, reliability and platform suites",
      "",
      "The same files run in `npm test` and `.ci/run`; this run's results:",
      "",
      ...rows,
      "",
    );
  }
  body.push("## Benchmarks", "", ...benchSection(), "");
  body.push(
    "## Lighthouse and axe (every public page, French and Arabic)",
    "",
    ...(await auditSection()),
    "",
  );

  fs.mkdirSync(DOCS, { recursive: true });
  fs.writeFileSync(
    path.join(DOCS, "QUALITY.md"),
    await prettier.format([...header, ...body].join("\n"), { parser: "markdown" }),
  );
  console.log("Written: docs/QUALITY.md");
}

await main();
