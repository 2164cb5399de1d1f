import vocabulary from "../fixtures/schema-org/vocabulary.json";

/*
 * Checks structured data against schema.org's vocabulary without the network:
 * tests/fixtures/schema-org/vocabulary.json is a checked-in subset of the
 * schema.org release (its `source` says which), the types the site uses with
 * every property they accept, inherited ones included.
 */

type Types = Record<string, { ancestors: string[]; properties: string[] }>;
const TYPES = vocabulary.types as Types;

/**
 * Properties Google's structured-data documentation requires, per type (for
 * Article and Organization, which require none, the ones it recommends first).
 * A ListItem's `item` may be left out on the last crumb only.
 */
const REQUIRED: Record<string, string[]> = {
  Organization: ["name", "url"],
  Product: ["name", "offers"],
  Offer: ["price", "priceCurrency"],
  Article: ["headline", "image", "datePublished", "author"],
  BreadcrumbList: ["itemListElement"],
  ListItem: ["position", "name"],
  FAQPage: ["mainEntity"],
  Question: ["name", "acceptedAnswer"],
  Answer: ["text"],
};

export type JsonLd = Record<string, unknown>;

/** Every typed node of a JSON-LD block, nested ones included. */
export function typedNodes(value: unknown): JsonLd[] {
  if (Array.isArray(value)) return value.flatMap(typedNodes);
  if (!value || typeof value !== "object") return [];
  const node = value as JsonLd;
  const nested = Object.values(node).flatMap(typedNodes);
  return typeof node["@type"] === "string" ? [node, ...nested] : nested;
}

/** What is wrong with one JSON-LD block: unknown types or properties, missing required ones. */
export function jsonLdProblems(block: JsonLd): string[] {
  const problems: string[] = [];
  if (block["@context"] !== "https://schema.org") problems.push("@context is not schema.org");
  for (const node of typedNodes(block)) {
    const type = node["@type"] as string;
    const known = TYPES[type];
    if (!known) {
      problems.push(`unknown type ${type}`);
      continue;
    }
    for (const key of Object.keys(node)) {
      if (!key.startsWith("@") && !known.properties.includes(key))
        problems.push(`${type} has no property ${key}`);
    }
    const required = Object.entries(REQUIRED)
      .filter(([t]) => t === type || known.ancestors.includes(t))
      .flatMap(([, names]) => names);
    for (const name of required) {
      if (node[name] === undefined || node[name] === "") problems.push(`${type} lacks ${name}`);
    }
  }
  for (const list of typedNodes(block).filter((n) => n["@type"] === "BreadcrumbList")) {
    const items = list.itemListElement as JsonLd[];
    items.slice(0, -1).forEach((item) => {
      if (!item.item) problems.push(`crumb ${String(item.name)} has no item`);
    });
  }
  return problems;
}

/** The JSON-LD blocks of a server-rendered page. */
export function jsonLdBlocks(html: string): JsonLd[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as JsonLd,
  );
}
