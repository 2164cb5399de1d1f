/**
 * The interactive parts of a public page that the browser hydrates, each on
 * its own (see docs/decisions/0053). `load`: once the page has painted;
 * `use`: when the visitor reaches for it (pointer, focus or touch), its code
 * and React only then.
 */
export const ISLAND_WHEN = {
  header: "load",
  floating: "load",
  toasts: "load",
  hero: "load",
  order: "use",
  // The public forms (decision 0078): their code only on their own pages, awake
  // before a visitor can post, whose toast of an outage needs nothing fetched.
  booking: "load",
  demo: "load",
  manage: "load",
  orderForm: "load",
} as const;

export type IslandName = keyof typeof ISLAND_WHEN;

/**
 * The window property where the page's inline bootstrap leaves the clicks it
 * kept on islands before the entry's file came, and the way to stop keeping them.
 */
export const KEPT_CLICKS = "keptIslandClicks";
export interface KeptClicks {
  kept: Element[];
  stop: () => void;
}

/** The bootstrap's mark on the whole stylesheet's link (`data-whole-stylesheet`): `loading`, then `ready`. */
export const WHOLE_STYLESHEET = "wholeStylesheet";

/** The root loader's texts the islands read (`t.<key>`): the only ones a public page carries. */
export const ISLAND_TEXTS = ["nav", "common", "hero"] as const;

/**
 * The routes whose pages are drawn as islands: every public page but the back
 * office's previews, which the router still hydrates whole.
 */
export const ISLAND_ROUTES: ReadonlySet<string> = new Set([
  "routes/public/home",
  "routes/public/blog",
  "routes/public/article",
  "routes/public/product",
  "legal-cgv",
  "legal-mentions",
  "legal-privacy",
  "routes/public/not-found",
  "routes/public/reservation",
  "routes/public/rendez-vous",
  "routes/public/manage-appointment",
  "routes/public/order-form",
  "routes/public/order-page",
]);

/**
 * The first segments of the addresses never fetched ahead on intent: the back
 * office and its sign-in, the API, and the customer's order, whose PDF the
 * server draws for each request (a hover must not cost one).
 */
export const NOT_PREFETCHED = [
  "admin",
  "auth",
  "setup",
  "api",
  "logout",
  "account",
  "ma-commande",
] as const;
