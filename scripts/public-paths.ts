import { ARTICLES } from "../app/content/articles";
import { PRODUCTS } from "../app/content/products";

/** Every public page of the seeded site (each also exists in Arabic with ?lang=ar). */
export function publicPaths(): string[] {
  return [
    "/",
    "/blog",
    ...ARTICLES.map((a) => a.link),
    ...PRODUCTS.map((p) => p.path),
    "/rendez-vous",
    "/reservation",
    "/cgv",
    "/mentions-legales",
    "/politique-confidentialite",
  ];
}
