import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { PROJECT_ROOT } from "~/infra/paths.server";

test("a data directory made for a test server is gone once its process exits", () => {
  // The same helper every test file and script uses, in a process of its own.
  const child = spawnSync(
    process.execPath,
    [
      "--import",
      "tsx",
      "--input-type=module",
      "-e",
      `const { tempDir } = await import(${JSON.stringify(path.join(PROJECT_ROOT, "tests/support/server.ts"))});
       const fs = await import("node:fs");
       const dir = tempDir();
       fs.writeFileSync(dir + "/pgdata", "x");
       console.log(dir);`,
    ],
    { cwd: PROJECT_ROOT, encoding: "utf8" },
  );
  expect(child.status, child.stderr).toBe(0);
  const dir = child.stdout.trim();
  expect(dir).toMatch(/digi-test-/);
  expect(fs.existsSync(dir)).toBe(false);
});
