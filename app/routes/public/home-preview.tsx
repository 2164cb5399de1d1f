import type { Route } from "./+types/home-preview";
import { HomePage } from "~/components/home/home-page";
import { OrderButton } from "~/features/orders/order-button";
import { HeroIsland } from "~/islands/hero";
import { isBlockKey, parseBlockForm } from "~/features/content/block-form";
import { previewHomeTexts } from "~/features/content/pages.server";
import { PreviewFrame } from "~/features/content/preview";
import { PREVIEW_HEADERS, previewAction } from "~/features/content/preview.server";
import { siteContent } from "~/features/content/store.server";
import { TextsOverride } from "~/i18n";
import { languageFromRequest } from "~/i18n/language";
import { db } from "~/lib/db.server";

/*
 * «Prévisualiser» of the «Contenu» editor: the home page drawn with the list
 * being edited (`?liste=faq|testimonials|stats`) as the form holds it, in the
 * language of `?lang=` (see preview.server.ts). A GET, with no form, only
 * says so.
 */

export const headers: Route.HeadersFunction = () => PREVIEW_HEADERS;

export async function action({ request }: Route.ActionArgs) {
  return previewAction(request, async (values, url) => {
    const key = url.searchParams.get("liste");
    if (!isBlockKey(key)) return { ok: false, message: "Cette section de contenu n'existe pas." };
    const parsed = parseBlockForm(key, values);
    if (!parsed.ok) return { ok: false, message: parsed.message };
    const texts = previewHomeTexts(
      await siteContent(db()),
      key,
      parsed.input,
      languageFromRequest(request),
    );
    return { ok: true, page: texts };
  });
}

export const meta: Route.MetaFunction = () => [
  { title: "Aperçu de la page d'accueil (non enregistré)" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function HomePreview({ actionData }: Route.ComponentProps) {
  return (
    <PreviewFrame answer={actionData}>
      {(texts) => (
        <TextsOverride value={texts}>
          <HomePage Hero={HeroIsland} OrderButton={OrderButton} />
        </TextsOverride>
      )}
    </PreviewFrame>
  );
}
