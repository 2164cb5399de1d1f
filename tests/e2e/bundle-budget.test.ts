import fs from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { PROJECT_ROOT } from "../../app/infra/paths.server";
import { ISLANDS_MANIFEST } from "../../app/islands/manifest.server";
import { ISLAND_ROUTES } from "../../app/island-marks/names";

/**
 * JavaScript (gzipped) a public page loads, computed from the production
 * build's manifests.
 *
 * Most public pages are drawn as islands (decision 0053): no React Router,
 * no route modules and no route data in the browser; the islands' entry
 * wakes each interactive part on its own, with Preact in place of React DOM
 * (decision 0086). A first visit loads the entry, the runtime (the hydrate
 * chunk), the islands woken once the page has painted (header, cookie banner
 * and WhatsApp button, toaster, and the hero carousel on the home page
 * alone) and the cookie banner's chunk; an order button's code, with the
 * order dialog, only when the visitor reaches for it. A page with a public
 * form (the appointment pages, the self-service page, the order form) loads
 * the same but the hero's code, plus its form's island and, on the pages
 * whose answers are toasts, the toaster, ready before a post (decision 0078).
 *
 * Measured when written: 19.2 KB (20.8 KB for the home page) and 25.2 KB
 * (the order form) to 28.9 KB (the self-service page); with React DOM (about
 * 66 KB of it) 77.4–87.4 KB, and 115.9–122.3 KB when the router hydrated
 * every page whole. The public pages' budget is 80 KB; they are held to 40,
 * so that a runtime as heavy as React DOM cannot come back unnoticed.
 *
 * The customer's order page, which has nothing to post, is drawn as islands
 * too, with only the islands every page draws: 19.2 KB, against 116.8 KB
 * when the router hydrated it whole.
 *
 * The back office's previews keep the router's whole-page hydration: their
 * budget is 123 KB until they become islands too.
 */
const ISLAND_BUDGET_KB = 40;
const BUDGET_KB = 123;
const client = path.join(PROJECT_ROOT, process.env.BUILD_DIR ?? "build", "client");

interface ManifestRoute {
  module: string;
  imports?: string[];
  parentId?: string;
}
interface Manifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
}
interface ViteChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

function readManifest(): Manifest {
  const file = fs.readdirSync(path.join(client, "assets")).find((f) => f.startsWith("manifest-"));
  if (!file) throw new Error("Run `npm run build` before the e2e tests");
  const text = fs.readFileSync(path.join(client, "assets", file), "utf8");
  return JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1)) as Manifest;
}

function readIslandsManifest(): Record<string, ViteChunk> {
  const file = path.join(client, ISLANDS_MANIFEST);
  if (!fs.existsSync(file)) throw new Error("The build has no islands (`npm run build`)");
  return JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, ViteChunk>;
}

/**
 * The body a browser asking for gzip receives, in KiB: the `.gz` file the
 * build wrote beside the asset (highest level), or the asset itself where
 * compressing did not make it smaller and none was written.
 */
const gzippedKb = (asset: string) => {
  const file = path.join(client, asset);
  return fs.statSync(fs.existsSync(`${file}.gz`) ? `${file}.gz` : file).size / 1024;
};

/** Each whole-hydrated public route's first-load files: the entry, its branch's modules and their imports. */
function routerPages(): [string, Set<string>][] {
  const manifest = readManifest();
  const publicRoutes = Object.entries(manifest.routes).filter(
    ([id, route]) => route.parentId === "routes/public/layout" && !ISLAND_ROUTES.has(id),
  );
  return publicRoutes.map(([id]) => {
    const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
    for (let r: string | undefined = id; r; r = manifest.routes[r]!.parentId) {
      const route = manifest.routes[r]!;
      for (const f of [route.module, ...(route.imports ?? [])]) files.add(f);
    }
    return [id, files];
  });
}

/** A chunk and everything it imports statically, as served addresses. */
function withImports(manifest: Record<string, ViteChunk>, key: string, files: Set<string>) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`No chunk ${key} in the islands' manifest`);
  if (files.has(`/${chunk.file}`)) return;
  files.add(`/${chunk.file}`);
  for (const imported of chunk.imports ?? []) withImports(manifest, imported, files);
}

/** The forms' islands, listed apart: only the pages with a form fetch the list. */
const FORMS = "app/islands/forms.ts";

/** The islands every public page wakes at load; the home page adds its hero's. */
const EVERY_PAGE = [
  "app/components/layout/header.tsx",
  "app/components/layout/floating-layer.tsx",
  "app/components/ui/deferred-toaster.tsx",
];
const HOME = [...EVERY_PAGE, "app/components/home/hero-carousel.tsx"];

/**
 * What a first visit of a page drawn as islands loads: the entry, the
 * hydrate chunk (React), the code of the islands it draws and wakes after
 * the first paint, and the cookie banner; not the order button's island,
 * which waits for the visitor.
 */
function islandFirstLoad(islands: string[]): Set<string> {
  const manifest = readIslandsManifest();
  const files = new Set<string>();
  const ORDER = "app/features/orders/order-button.tsx";
  // The error reporter's sender comes with the first error only.
  const SENDER = "app/features/client-errors/send.ts";
  withImports(manifest, "app/islands/entry.ts", files);
  const hydrate = manifest["app/islands/entry.ts"]!.dynamicImports!.filter((d) => d !== SENDER);
  expect(hydrate).toHaveLength(1);
  withImports(manifest, hydrate[0]!, files);
  const woken = manifest[hydrate[0]!]!.dynamicImports ?? [];
  expect([...woken].sort()).toEqual([...HOME, ORDER, FORMS].sort());
  for (const island of islands) withImports(manifest, island, files);
  withImports(manifest, "app/components/layout/on-demand/cookie-banner.tsx", files);
  return files;
}

const kbOf = (files: Set<string>) =>
  Math.round([...files].reduce((total, f) => total + gzippedKb(f), 0) * 10) / 10;

test(`a first visit of a public page drawn as islands loads at most ${ISLAND_BUDGET_KB} KB of gzipped JavaScript`, () => {
  const weights = {
    home: kbOf(islandFirstLoad(HOME)),
    "other, the order page included": kbOf(islandFirstLoad(EVERY_PAGE)),
  };
  console.log(weights);
  for (const [page, kb] of Object.entries(weights)) {
    expect(kb, page).toBeLessThanOrEqual(ISLAND_BUDGET_KB);
  }
});

/** The toaster, which a page whose form answers in toasts fetches once interactive. */
const TOASTER = "app/components/ui/toaster.tsx";
const FORM_PAGES: Record<string, { toasts: boolean }> = {
  "app/features/appointments/page-a-form.tsx": { toasts: true },
  "app/features/appointments/page-b-form.tsx": { toasts: true },
  "app/features/appointments/manage-form.tsx": { toasts: true },
  "app/features/orders/order-form.tsx": { toasts: false },
};

test(`a first visit of a page with a public form loads at most ${ISLAND_BUDGET_KB} KB of gzipped JavaScript`, () => {
  const manifest = readIslandsManifest();
  expect(Object.keys(FORM_PAGES).sort()).toEqual([...manifest[FORMS]!.dynamicImports!].sort());
  const weights = Object.fromEntries(
    Object.entries(FORM_PAGES).map(([form, { toasts }]) => {
      const files = islandFirstLoad(EVERY_PAGE);
      withImports(manifest, FORMS, files);
      withImports(manifest, form, files);
      if (toasts) withImports(manifest, TOASTER, files);
      return [form, kbOf(files)];
    }),
  );
  console.log(weights);
  for (const [form, kb] of Object.entries(weights)) {
    expect(kb, form).toBeLessThanOrEqual(ISLAND_BUDGET_KB);
  }
});

/**
 * Each file a waking form asks for is a request and its own imports, appended
 * in the form's task: what the forms share comes in two files (vite.islands.config.ts),
 * not in the six small ones the bundler cut it into by itself.
 */
test("waking a public form asks for at most three files beyond the page's first load", () => {
  const manifest = readIslandsManifest();
  const counts = Object.fromEntries(
    Object.keys(FORM_PAGES).map((form) => {
      const loaded = islandFirstLoad(EVERY_PAGE);
      withImports(manifest, FORMS, loaded);
      const wake = new Set<string>();
      withImports(manifest, form, wake);
      return [form, [...wake].filter((file) => !loaded.has(file)).length];
    }),
  );
  console.log(counts);
  for (const [form, count] of Object.entries(counts)) expect(count, form).toBeLessThanOrEqual(3);
});

/**
 * Whole-page hydration is what islands replace: a public page's code must
 * never bring the router back (its module, its route data), which would
 * cost the 40 KB this design saves and hydrate the whole document again.
 */
test("the islands carry no router and no React DOM, and every public page but the previews is an island page", () => {
  const manifest = readIslandsManifest();
  const code = Object.values(manifest)
    .filter((chunk) => chunk.file.endsWith(".js"))
    .map((chunk) => fs.readFileSync(path.join(client, chunk.file), "utf8"))
    .join("\n");
  for (const marker of [
    "may be used only in the context of a <Router> component",
    "__reactRouterContext",
    "__reactRouterRouteModules",
    "createBrowserRouter",
    // Sonner itself (its stylesheet): the islands draw their toasts with a shim.
    "--toast-close-button-start",
    // React DOM's key on a root's container: the islands hydrate with Preact.
    "__reactContainer$",
  ]) {
    expect(code.includes(marker), marker).toBe(false);
  }
  const routes = Object.entries(readManifest().routes)
    .filter(([, route]) => route.parentId === "routes/public/layout")
    .map(([id]) => id);
  const wholePages = routes.filter((id) => !ISLAND_ROUTES.has(id)).sort();
  expect(wholePages).toEqual(["routes/public/home-preview", "routes/public/product-preview"]);
});

/** The cookie banner's chunk, fetched on a first visit. */
function cookieBanner(): string {
  const file = fs
    .readdirSync(path.join(client, "assets"))
    .find((f) => /^cookie-banner-.*\.js$/.test(f));
  if (!file) throw new Error("The cookie banner has no chunk of its own any more");
  return `/assets/${file}`;
}

test(`a first visit of a page the router hydrates whole loads at most ${BUDGET_KB} KB of gzipped JavaScript`, () => {
  const banner = cookieBanner();
  const weights = Object.fromEntries(
    routerPages().map(([id, files]) => {
      const kb = [...files, banner].reduce((total, f) => total + gzippedKb(f), 0);
      return [id, Math.round(kb * 10) / 10];
    }),
  );
  console.log(weights);
  for (const [id, kb] of Object.entries(weights)) {
    expect(kb, id).toBeLessThanOrEqual(BUDGET_KB);
  }
});

/**
 * Texts and builders the loaders send as data, each recognised by a phrase
 * of its source: back in a component, they would ride on every visit again.
 */
const SERVER_ONLY = {
  "JSON-LD builders (seo.server, structured-data.server)": "schema.org",
  "product page copy (content/page-copy)": "Support technique inclus 3 mois",
  "article chrome (content/page-chrome)": "Nos experts vous conseillent gratuitement",
  "form texts (i18n/forms, only the order dialog imports them)":
    "Nous vous contacterons pour confirmer votre rendez-vous",
  "date tables (content/dates)": "septembre",
};

test("no public page's first load carries copy, head builders or date tables the loaders send", () => {
  for (const [id, files] of [["islands", islandFirstLoad(HOME)] as const, ...routerPages()]) {
    const code = [...files].map((f) => fs.readFileSync(path.join(client, f), "utf8")).join("\n");
    for (const [what, phrase] of Object.entries(SERVER_ONLY)) {
      expect(code.includes(phrase), `${id} carries the ${what}`).toBe(false);
    }
  }
});

/**
 * React Router's developer warnings leave the browser build (decision 0034);
 * the errors it throws keep their messages for the client error reports.
 */
test("the browser build carries React Router's errors but not its developer warnings", () => {
  const code = [...new Set(routerPages().flatMap(([, files]) => [...files]))]
    .map((f) => fs.readFileSync(path.join(client, f), "utf8"))
    .join("\n");
  expect(code.includes("may be used only in the context of a <Router> component")).toBe(true);
  for (const warning of [
    "You should not include both `Component` and `element`",
    "is not a supported lazy route property",
    "Failed to save scroll positions in sessionStorage",
  ]) {
    expect(code.includes(warning), warning).toBe(false);
  }
});
