import { recordAudit } from "~/features/audit/audit.server";
import { requireAdmin, type AdminIdentity } from "~/features/auth/guard.server";
import { answer, refusedInput } from "~/features/back-office/answer.server";
import { formValues, type FormFields } from "~/features/forms/form-values";
import type { BlockKey } from "~/lib/catalog-types";
import { db } from "~/lib/db.server";
import { articleFormSchema } from "./article-form";
import { createArticle, deleteArticle, restoreArticle, saveArticle } from "./articles.server";
import { parseBlockForm } from "./block-form";
import { restoreBlock, saveBlock } from "./blocks.server";
import { productFormSchema } from "./product-form";
import { createProduct, restoreProduct, saveProduct } from "./products.server";

/*
 * The content editors' actions: parse, save (or restore, or delete) through
 * the versioned save, write the journal, and send the person back to the
 * editor. A refused save (a newer version saved meanwhile, an address taken,
 * the item gone) is thrown by the save as `Refused` and answered by `answer`.
 */

const FAILURE = "Erreur lors de l'enregistrement. Réessayez.";

/** Who ran an editor's action, and what it posted. */
async function editorRequest(request: Request) {
  const admin = await requireAdmin(request);
  const author = { userId: admin.userId, email: admin.email };
  return { admin, author, form: formValues(await request.formData()) };
}

function published(
  admin: AdminIdentity,
  type: string,
  id: string,
  details: Record<string, unknown>,
) {
  return recordAudit(db(), {
    action: "content.publish",
    actor: admin,
    target: { type, id },
    details,
  });
}

/** A list of the home page (FAQ, testimonials, figures): saved or restored. */
export async function blockAction(request: Request, key: BlockKey) {
  const { admin, author, form } = await editorRequest(request);
  const intent = form.intent === "restore" ? "restore" : "save";
  const log = { what: `content block ${intent}`, failure: FAILURE, block: key, by: admin.userId };
  return answer(log, async () => {
    if (intent === "restore") {
      await restoreBlock(db(), key, Number(form.revision), Number(form.version), author);
    } else {
      const parsed = parseBlockForm(key, form);
      if (!parsed.ok) return parsed;
      await saveBlock(db(), key, parsed.input, author);
    }
    await published(admin, "block", key, { intent });
    return { ok: true, redirect: `/admin/content/${key}`, flash: "block-saved" };
  });
}

/** A product: created, saved or restored (`id` is null for a new one). */
export async function productAction(request: Request, id: string | null) {
  const { admin, author, form } = await editorRequest(request);
  const failure = "Erreur lors de l'enregistrement du produit. Réessayez.";
  const log = { what: `product ${String(form.intent)}`, failure, productId: id, by: admin.userId };
  return answer(log, async () => {
    if (form.intent === "restore" && id) {
      const revision = Number(form.revision);
      await restoreProduct(db(), id, revision, Number(form.version), author);
      await published(admin, "product", id, { intent: "restore", revision });
      return { ok: true, redirect: `/admin/products/${id}`, flash: "product-saved" };
    }
    const parsed = productFormSchema.safeParse(form);
    if (!parsed.success) return refusedInput(parsed.error);
    const saved = id
      ? (await saveProduct(db(), id, parsed.data, author), id)
      : await createProduct(db(), parsed.data, author);
    await published(admin, "product", saved, { intent: id ? "save" : "create" });
    return { ok: true, redirect: `/admin/products/${saved}`, flash: "product-saved" };
  });
}

/** An article: created, saved, restored or deleted (`id` is null for a new one). */
export async function articleAction(request: Request, id: string | null) {
  const { admin, author, form } = await editorRequest(request);
  const log = {
    what: `article ${String(form.intent)}`,
    failure: FAILURE,
    articleId: id,
    by: admin.userId,
  };
  return answer(log, () => articleCommand(admin, author, form, id));
}

async function articleCommand(
  admin: AdminIdentity,
  author: { userId: string; email: string },
  form: FormFields,
  id: string | null,
) {
  if (form.intent === "restore" && id) {
    const revision = Number(form.revision);
    await restoreArticle(db(), id, revision, Number(form.version), author);
    await published(admin, "article", id, { intent: "restore", revision });
    return { ok: true, redirect: `/admin/articles/${id}`, flash: "article-saved" } as const;
  }
  if (form.intent === "delete" && id) {
    await deleteArticle(db(), id, Number(form.version), author);
    await published(admin, "article", id, { intent: "delete" });
    return { ok: true, redirect: "/admin/articles", flash: "article-deleted" } as const;
  }
  const parsed = articleFormSchema().safeParse(form);
  if (!parsed.success) return refusedInput(parsed.error);
  const saved = id
    ? (await saveArticle(db(), id, parsed.data, author), id)
    : await createArticle(db(), parsed.data, author);
  await published(admin, "article", saved, { intent: id ? "save" : "create" });
  return { ok: true, redirect: `/admin/articles/${saved}`, flash: "article-saved" } as const;
}
