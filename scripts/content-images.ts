/**
 * Renders the SVG art of articles and products (every SVG of public/images/blog
 * and public/images/products) to JPEG for social previews (Open Graph readers
 * do not accept SVG): `npx tsx scripts/content-images.ts`. Covers uploaded
 * from the back office get theirs on upload.
 */
import fs from "node:fs";
import path from "node:path";
import { PROJECT_ROOT } from "../app/infra/paths.server";
import { launchBrowser } from "../tests/support/browser";

const svgs = (folder: string) =>
  fs
    .readdirSync(path.join(PROJECT_ROOT, "public", "images", folder))
    .filter((name) => name.endsWith(".svg"))
    .map((name) => `/images/${folder}/${name}`);

const images = [
  ...svgs("blog").map((src) => ({ src, background: "#fff", size: 'width="1200" height="630"' })),
  ...svgs("products").map((src) => ({
    src,
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
