/**
 * Renders the SVG art of articles and products to JPEG for social previews
 * (Open Graph readers do not accept SVG): `npx tsx scripts/content-images.ts`.
 */
import fs from "node:fs";
import path from "node:path";
import { ARTICLES } from "../app/content/articles";
import { PRODUCT_PAGES } from "../app/content/product-pages";
import { PROJECT_ROOT } from "../app/infra/paths.server";
import { launchBrowser } from "../tests/support/browser";

const images = [
  ...ARTICLES.map((a) => ({ src: a.image, background: "#fff", size: 'width="1200" height="630"' })),
  ...Object.values(PRODUCT_PAGES).map((p) => ({
    src: p.fr.image,
    background: "#eff6ff",
    size: 'width="800" height="600"',
  })),
];

const browser = await launchBrowser();
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
for (const { src, background, size } of images) {
  const file = path.join(PROJECT_ROOT, "public", src);
  const svg = fs.readFileSync(file, "utf8").replace(/width="\d+" height="\d+"/, size);
  await page.setContent(
    `<body style="margin:0;width:1200px;height:630px;display:flex;align-items:center;justify-content:center;background:${background}">${svg}</body>`,
  );
  const out = file.replace(/\.svg$/, ".jpg");
  await page.screenshot({ path: out, type: "jpeg", quality: 85 });
  console.log(path.relative(PROJECT_ROOT, out));
}
await browser.close();
