/**
 * The server half of «Aperçu» (see preview.tsx): an editor's form, posted in
 * a new tab to a public page's preview route, is checked with the editor's
 * own schema and the page drawn with it. Only an administrator gets it;
 * nothing is saved or cached; search engines are told to keep away.
 */
import { data } from "react-router";
import { requireAdmin } from "~/features/auth/guard.server";
import { formValues } from "~/features/forms/form-values";
import type { PreviewAnswer } from "./preview";

export const PREVIEW_HEADERS = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
};

/**
 * A preview route's action: the administrator check first (a visitor is sent
 * to sign in and sees nothing), then `draw` with the posted values and the
 * address (which names the language and what is being edited).
 */
export async function previewAction<Page>(
  request: Request,
  draw: (values: Record<string, unknown>, url: URL) => Promise<PreviewAnswer<Page>>,
) {
  await requireAdmin(request);
  const answer = await draw(formValues(await request.formData()), new URL(request.url));
  return data(answer, { status: answer.ok ? 200 : 400, headers: PREVIEW_HEADERS });
}
