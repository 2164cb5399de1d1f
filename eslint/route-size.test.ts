import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// A back-office route over 200 lines fails lint (decision 0080): proven here
// with in-memory files, so the limit cannot silently go from eslint.config.js.
const ROOT = path.resolve(import.meta.dirname, "..");
const eslint = new ESLint({ cwd: ROOT });

async function sizeErrors(filePath: string, lines: number): Promise<string[]> {
  const code = Array.from({ length: lines }, (_, i) => `export const x${i} = ${i};`).join("\n");
  const [result] = await eslint.lintText(`${code}\n`, { filePath: path.join(ROOT, filePath) });
  return (result?.messages ?? []).filter((m) => m.ruleId === "max-lines").map((m) => m.message);
}

describe("back-office route size", { timeout: 60_000 }, () => {
  it("refuses a route module of the back office over 200 lines", async () => {
    expect(await sizeErrors("app/routes/admin/probe.tsx", 201)).toHaveLength(1);
    // The back office's sign-in and first-administrator pages are held to the same measure.
    expect(await sizeErrors("app/routes/auth.tsx", 201)).toHaveLength(1);
    expect(await sizeErrors("app/routes/setup.tsx", 201)).toHaveLength(1);
  });

  it("accepts one of 200 lines, and leaves other folders to their own measure", async () => {
    expect(await sizeErrors("app/routes/admin/probe.tsx", 200)).toEqual([]);
    expect(await sizeErrors("app/features/orders/probe.ts", 201)).toEqual([]);
  });
});
