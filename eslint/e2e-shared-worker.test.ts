import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import { OWN_MODULES } from "../tests/support/own-modules.js";

// The e2e files, and the integration files but a listed few, share their
// worker's modules (vitest.config.ts, `isolate: false`): the lint rule that
// keeps them from leaking state into each other must keep refusing it.
const ROOT = path.resolve(import.meta.dirname, "..");
const eslint = new ESLint({ cwd: ROOT });

async function restricted(filePath: string, code: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) });
  return (result?.messages ?? []).filter((m) => m.ruleId === "no-restricted-syntax").length;
}

describe("e2e files share one worker", { timeout: 60_000 }, () => {
  it.each([
    'import { vi } from "vitest";\nvi.stubEnv("SITE_URL", "x");\n',
    'import { vi } from "vitest";\nvi.mock("../support/server");\n',
    'import { vi } from "vitest";\nvi.useFakeTimers();\n',
    'process.env.SMTP_URL = "smtp://x";\n',
    'process.env["SMTP_URL"] = "smtp://x";\n',
  ])("refuses %s", async (code) => {
    expect(await restricted("tests/e2e/probe.test.ts", code)).toBe(1);
  });

  it("leaves unit tests and reads of the environment alone", async () => {
    const stub = 'import { vi } from "vitest";\nvi.stubEnv("SITE_URL", "x");\n';
    expect(await restricted("app/lib/probe.test.ts", stub)).toBe(0);
    expect(await restricted("tests/e2e/probe.test.ts", "export const x = process.env.CI;\n")).toBe(
      0,
    );
  });
});

describe("integration files share their worker's modules", { timeout: 60_000 }, () => {
  it.each([
    'import { vi } from "vitest";\nvi.stubEnv("SITE_URL", "x");\n',
    'import { vi } from "vitest";\nvi.mock("../../app/features/auth/guard.server");\n',
    'process.env.ALLOW_SIGNUP = "true";\n',
  ])("refuses %s", async (code) => {
    expect(await restricted("tests/integration/probe.test.ts", code)).toBe(1);
  });

  it("except the files listed to run with modules of their own", async () => {
    const stub = 'import { vi } from "vitest";\nvi.stubEnv("SITE_URL", "x");\n';
    expect(await restricted(OWN_MODULES[0]!, stub)).toBe(0);
  });
});
