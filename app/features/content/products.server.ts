/**
 * Product edits from the back office: create, save, history, restore. Every
 * save is one transaction: the product, its revision (who, when, which
 * fields), a redirect from a former slug and the content version other
 * instances poll. A save names the version it started from; if someone saved
 * in between, it is refused (optimistic concurrency). See ADR 0023.
 */
import { and, eq, max, ne } from "drizzle-orm";
import type { Database } from "../../../db/client.server";
import { Refused, refuse } from "~/domain/result";
import { contentProducts, contentRedirects } from "../../../db/schema";
import { typesetFrench } from "~/i18n/typography";
import type { ProductInput } from "./product-form";
import {
  addRevision,
  changedFields,
  revisionSnapshot,
  type Author,
  saveRevisioned,
} from "./revisions.server";
import { bumpContentVersion, invalidateSiteContent, toProductRecord } from "./store.server";

export type { Author };
import type { ProductData, ProductRecord } from "~/lib/catalog-types";

export const CONFLICT_MESSAGE =
  "Ce produit a été modifié par un autre administrateur depuis que vous avez ouvert le formulaire : vos changements n'ont pas été enregistrés. Rechargez la page pour voir sa dernière version, puis refaites vos modifications.";

/** What a revision keeps: everything a restore puts back. */
interface Snapshot {
  slug: string;
  active: boolean;
  data: ProductData;
}

/** French typography (no-break spaces before « ; : ! ? ») applied once, on save. */
export function typesetProduct(data: ProductData): ProductData {
  return {
    ...data,
    localOptions: data.localOptions.map((o) => ({
      ...o,
      label: { fr: typesetFrench(o.label.fr), ar: o.label.ar },
    })),
    fr: typesetFrench(data.fr),
  };
}

export async function productById(db: Database, id: string): Promise<ProductRecord | undefined> {
  const [row] = await db.select().from(contentProducts).where(eq(contentProducts.id, id));
  return row && toProductRecord(row);
}

async function assertSlugFree(tx: Database, slug: string, id: string | null) {
  const [taken] = await tx
    .select({ id: contentProducts.id })
    .from(contentProducts)
    .where(
      id
        ? and(eq(contentProducts.slug, slug), ne(contentProducts.id, id))
        : eq(contentProducts.slug, slug),
    );
  if (taken) {
    throw new Refused(
      refuse.invalid(
        `L'adresse /solutions/${slug} est déjà celle d'un autre produit : choisissez-en une autre.`,
        "slug",
      ),
    );
  }
  // The address now belongs to a live page: it stops redirecting elsewhere.
  await tx.delete(contentRedirects).where(eq(contentRedirects.fromSlug, slug));
}

/** A new product, last in the display order. Returns its id. */
export async function createProduct(
  db: Database,
  input: ProductInput,
  author: Author,
): Promise<string> {
  const id = crypto.randomUUID();
  const data = typesetProduct(input.data);
  await db.transaction(async (tx) => {
    await assertSlugFree(tx, input.slug, null);
    const [{ last } = { last: 0 }] = await tx
      .select({ last: max(contentProducts.position) })
      .from(contentProducts);
    await tx.insert(contentProducts).values({
      id,
      slug: input.slug,
      position: (last ?? 0) + 1,
      active: input.active,
      version: 1,
      data,
      updatedBy: author.email,
    });
    await addRevision(tx, {
      entity: "product",
      entityId: id,
      version: 1,
      snapshot: { slug: input.slug, active: input.active, data },
      changes: ["création"],
      author,
    });
    await bumpContentVersion(tx);
  });
  invalidateSiteContent(db, "all");
  return id;
}

/**
 * Saves a product if it is still at `input.version`; returns the new version.
 * A changed slug leaves a permanent redirect from the old address.
 */
export function saveProduct(
  db: Database,
  id: string,
  input: ProductInput,
  author: Author,
): Promise<number> {
  const after: Snapshot = {
    slug: input.slug,
    active: input.active,
    data: typesetProduct(input.data),
  };
  return saveRevisioned(db, {
    table: contentProducts,
    key: contentProducts.id,
    entity: "product",
    entityId: id,
    expectedVersion: input.version,
    author,
    messages: { notFound: "Ce produit n'existe plus.", conflict: CONFLICT_MESSAGE },
    forget: "all",
    change: async (tx, row) => {
      const before: Snapshot = {
        slug: row.slug,
        active: row.active,
        data: row.data as ProductData,
      };
      const changes = changedFields(before, after);
      if (changes.length > 0 && after.slug !== row.slug) {
        await assertSlugFree(tx, after.slug, id);
        await tx
          .insert(contentRedirects)
          .values({ fromSlug: row.slug, productId: id })
          .onConflictDoUpdate({ target: contentRedirects.fromSlug, set: { productId: id } });
      }
      return { before, after, changes };
    },
    columns: (snapshot) => snapshot,
  });
}

/** Puts an earlier version back, as a new revision (the history keeps everything). */
export async function restoreProduct(
  db: Database,
  id: string,
  revision: number,
  expectedVersion: number,
  author: Author,
): Promise<number> {
  const snapshot = (await revisionSnapshot(db, "product", id, revision)) as Snapshot;
  return saveProduct(db, id, { ...snapshot, version: expectedVersion }, author);
}
