import { defineConfig, type ViteUserConfig } from "vitest/config";
import { OWN_MODULES } from "./tests/support/own-modules.js";

// Four projects: fast unit tests beside the code, integration tests on a
// real database (PGlite, or PostgreSQL when DATABASE_URL is set), end-to-end
// tests driving Chromium against the production build, and the suites that
// need a PostgreSQL server by nature (a failing or restarting database), run
// by .ci/run's PostgreSQL pass.
const POSTGRES_ONLY = [
  "tests/e2e/orders-database-failure.test.ts",
  "tests/integration/reliability-postgres.test.ts",
  "tests/integration/content-instances-postgres.test.ts",
  "tests/e2e/content-instances.test.ts",
];
// Suites about the embedded database's own files (PGlite across SIGKILLs,
// the data directory's lock and file modes): they open no DATABASE_URL, so
// the PostgreSQL pass would only run them a second time on PGlite.
const PGLITE_ONLY = [
  "tests/integration/platform-durability.test.ts",
  "tests/integration/platform-lock.test.ts",
  "tests/integration/platform-private-files.test.ts",
  "tests/integration/test-data-dirs.test.ts",
];
const INTEGRATION_EXCLUDED = process.env.DATABASE_URL
  ? [...POSTGRES_ONLY, ...PGLITE_ONLY]
  : POSTGRES_ONLY;
/** What the two integration projects share. */
const INTEGRATION = {
  testTimeout: 60_000,
  hookTimeout: 60_000,
  pool: "forks",
  setupFiles: ["tests/support/cleanup.ts"],
  globalSetup: ["tests/support/database-template.ts"],
} satisfies ViteUserConfig["test"];
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    // Each file's duration, then the ten slowest files at the end of the run.
    reporters: ["default", "./tests/support/slowest-files-reporter.ts"],
    // Both cores for the unit, component and integration files (Vitest's
    // default leaves one to its main process, which mostly waits). The e2e
    // files run after them, one at a time, in a group of their own.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [
            "app/**/*.test.{ts,tsx}",
            "db/**/*.test.ts",
            "server/**/*.test.ts",
            "eslint/**/*.test.ts",
            "docs/**/*.test.ts",
          ],
          exclude: ["**/*.component.test.tsx", "node_modules/**"],
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          // A component with its state, events and effects in a DOM (happy-dom),
          // under React Router's route stubs: the rules of the UI that need no
          // server and no real browser (validation order, toasts, disabled
          // controls while sending, dialogs' focus).
          name: "component",
          include: ["app/**/*.component.test.tsx"],
          environment: "happy-dom",
          setupFiles: ["tests/support/component.ts"],
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          exclude: [...INTEGRATION_EXCLUDED, ...OWN_MODULES],
          ...INTEGRATION,
          // Each worker process loads the app's modules once for all its
          // files, instead of once per file: a second of imports a file,
          // about a quarter of the project's time. Safe because these files
          // set no environment and mock no module (lint refuses one that
          // does), and each opens databases of its own.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "integration-own-modules",
          include: OWN_MODULES,
          exclude: INTEGRATION_EXCLUDED,
          ...INTEGRATION,
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          exclude: POSTGRES_ONLY,
          testTimeout: 90_000,
          hookTimeout: 90_000,
          // expect.poll's own default (one second) is shorter than a page's
          // round trip on a loaded two-core machine: a retrying read gives up
          // after 15 s, as a locator's wait does after its 30 s.
          expect: { poll: { timeout: 15_000, interval: 100 } },
          pool: "forks",
          // Two worker processes for the whole project, each loading the
          // modules once: a fresh process per file cost seconds of start-up
          // and imports each, and one file at a time left a core idle while
          // a page or a server was waited for. Safe because e2e files hold
          // their state in the servers and browsers they drive, not in module
          // globals, and stub no environment (lint refuses a file that does).
          isolate: false,
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
          setupFiles: ["tests/support/cleanup.ts", "tests/support/e2e.ts"],
          // The template first: the shared server's data directory is a copy of it.
          globalSetup: ["tests/support/database-template.ts", "tests/support/shared-site.ts"],
          // Two files at a time since the tests drive Chromium's headless shell
          // (half the CPU of the whole browser) and share its one process.
          fileParallelism: true,
        },
      },
      {
        extends: true,
        test: {
          name: "postgres",
          include: POSTGRES_ONLY,
          testTimeout: 120_000,
          hookTimeout: 90_000,
          expect: { poll: { timeout: 15_000, interval: 100 } },
          pool: "forks",
          setupFiles: ["tests/support/cleanup.ts", "tests/support/e2e.ts"],
          globalSetup: ["tests/support/database-template.ts"],
          fileParallelism: false,
        },
      },
    ],
  },
});
