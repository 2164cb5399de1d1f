import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

// Lints in-memory files placed in each layer with the repository's own
// eslint.config.js, so `npm run lint` cannot silently stop refusing an upward import.
const ROOT = path.resolve(import.meta.dirname, "..");
const eslint = new ESLint({ cwd: ROOT });

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === "layers/no-upward-import")
    .map((m) => m.message);
}

describe("layer order", { timeout: 30_000 }, () => {
  // The first lint loads the configuration and its plugins: slow on a busy machine.
  beforeAll(() => layerErrors("app/domain/warm-up.ts", "export const x = 1;\n"), 60_000);

  it.each([
    [
      "app/domain/fixture.ts",
      'import { logger } from "~/infra/logger.server";\nexport const x = logger;\n',
    ],
    ["app/domain/fixture.ts", 'import { SITE } from "../config/site";\nexport const x = SITE;\n'],
    ["db/fixture.ts", 'import { x } from "../app/routes/admin/users";\nexport const y = x;\n'],
    ["db/fixture.ts", 'import { x } from "../app/components/ui";\nexport const y = x;\n'],
    ["db/fixture.ts", 'import { x } from "../app/lib/cookies";\nexport const y = x;\n'],
    [
      "app/features/orders/fixture.ts",
      'import { x } from "~/routes/admin/users";\nexport const y = x;\n',
    ],
    [
      "app/components/ui/fixture.tsx",
      'import { x } from "~/features/orders/orders.server";\nexport const y = x;\n',
    ],
    [
      "app/components/ui/fixture.tsx",
      'import { x } from "../../../db/schema";\nexport const y = x;\n',
    ],
    // Decision 0072: a component takes a feature's part as a prop, never by import.
    [
      "app/components/content/probe.tsx",
      'import { OrderButton } from "~/features/orders/order-button";\nexport const y = OrderButton;\n',
    ],
    [
      "app/components/layout/probe.tsx",
      'import type { X } from "../../features/content/store.server";\nexport type Y = X;\n',
    ],
    ["app/components/ui/probe.tsx", 'export { ISLANDS } from "~/islands/registry";\n'],
    // The islands' entry sits above the features it wakes; the marking sits below them.
    ["app/features/orders/probe.ts", 'export { ISLANDS } from "~/islands/registry";\n'],
    [
      "app/island-marks/probe.ts",
      'import { OrderButton } from "~/features/orders/order-button";\nexport const y = OrderButton;\n',
    ],
    // A component marks no island: the route hands it the marked one.
    [
      "app/components/home/probe.tsx",
      'import { island } from "~/island-marks/island";\nexport const y = island;\n',
    ],
    [
      "app/components/ui/probe.tsx",
      'import { postingIsland } from "../../island-marks/posting";\nexport const y = postingIsland;\n',
    ],
    // `lib` sits below `content`: the page data and the SEO helpers read no content module.
    [
      "app/lib/probe.ts",
      'import { CONTENT_COPY } from "~/content/page-copy";\nexport const y = CONTENT_COPY;\n',
    ],
    [
      "app/lib/probe.ts",
      'import type { LegalPageData } from "../content/legal/types";\nexport type Y = LegalPageData;\n',
    ],
    [
      "app/i18n/probe.ts",
      'import type { PageData } from "~/lib/page-data";\nexport type Y = PageData;\n',
    ],
    [
      "app/i18n/probe.ts",
      'import type { CatalogEntry } from "~/lib/catalog-types";\nexport type Y = CatalogEntry;\n',
    ],
    ["app/i18n/forms/probe.ts", 'import { x } from "~/components/ui";\nexport const y = x;\n'],
    [
      "app/content/fixture.ts",
      'import type { X } from "~/components/content/legal-template";\nexport type Y = X;\n',
    ],
    ["server/fixture.ts", 'import { x } from "../app/routes/public/home";\nexport const y = x;\n'],
    ["server/fixture.ts", 'export { x } from "../app/routes/public/home";\n'],
  ])("refuses the upward import in %s (%#)", async (file, code) => {
    const errors = await layerErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^Upward import of /);
  });

  it.each([
    [
      "app/domain/fixture.ts",
      'import { phoneKey } from "./phone";\nimport { z } from "zod";\nexport const x = [phoneKey, z];\n',
    ],
    [
      "db/fixture.ts",
      'import { logger } from "../app/infra/logger.server";\nexport const x = logger;\n',
    ],
    [
      "app/features/orders/fixture.ts",
      'import { x } from "~/domain/constants";\nexport const y = x;\n',
    ],
    [
      "app/routes/admin/fixture.tsx",
      'import { x } from "~/features/orders/orders.server";\nexport const y = x;\n',
    ],
    [
      "server/fixture.ts",
      'import { x } from "../app/features/notifications/start.server";\nexport const y = x;\n',
    ],
    [
      "app/features/orders/fixture.tsx",
      'import { island } from "~/island-marks/island";\nexport const y = island;\n',
    ],
    [
      "app/routes/public/fixture.tsx",
      'import { HeroIsland } from "~/islands/hero";\nexport const y = HeroIsland;\n',
    ],
    [
      "app/content/fixture.ts",
      'import type { CatalogEntry } from "~/lib/catalog-types";\nexport type Y = CatalogEntry;\n',
    ],
    [
      "app/i18n/fixture.ts",
      'import { readCookie } from "~/infra/cookies";\nexport const y = readCookie;\n',
    ],
    [
      "app/content/fixture.ts",
      'import { absoluteUrl } from "~/lib/seo";\nexport const y = absoluteUrl;\n',
    ],
    [
      "app/islands/fixture.ts",
      'import { x } from "~/features/client-errors/reporter";\nexport const y = x;\n',
    ],
  ])("allows the downward import in %s (%#)", async (file, code) => {
    expect(await layerErrors(file, code)).toEqual([]);
  });
});
