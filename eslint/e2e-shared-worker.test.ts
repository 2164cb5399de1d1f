import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The e2e project runs its files in one worker without isolation
// (vitest.config.ts): the lint rule that keeps them from leaking state into
// each other must keep refusing it.
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

  it("leaves other tests and reads of the environment alone", async () => {
    const stub = 'import { vi } from "vitest";\nvi.stubEnv("SITE_URL", "x");\n';
    expect(await restricted("tests/integration/probe.test.ts", stub)).toBe(0);
    expect(await restricted("tests/e2e/probe.test.ts", "export const x = process.env.CI;\n")).toBe(
      0,
    );
  });
});
