/**
 * «Aperçu» of the back office's editors: buttons that post the editor's form,
 * unsaved, in a new tab to a public page's preview route (one per language),
 * and the frame that route draws the page in. The server half is
 * preview.server.ts.
 */
import { Button, Container } from "~/components/ui";
import type { Language } from "~/i18n/language";
import type { Refusal } from "~/domain/result";

export type PreviewAnswer<Page> = { ok: true; page: Page } | Refusal;

const LANGS: readonly Language[] = ["fr", "ar"];

/** One button per language; `action` is the preview route, `params` what it needs besides. */
export function PreviewButtons({
  action,
  params = {},
  verb,
}: {
  action: string;
  params?: Record<string, string>;
  /** What the buttons say before the language: "Aperçu", "Prévisualiser". */
  verb: string;
}) {
  return LANGS.map((lang) => (
    <Button
      key={lang}
      type="submit"
      variant="secondary"
      formAction={`${action}?${new URLSearchParams({ lang, ...params }).toString()}`}
      formTarget="_blank"
      formNoValidate
    >
      {verb} {lang === "fr" ? "en français" : "en arabe"}
      <span className="sr-only"> (dans un nouvel onglet)</span>
    </Button>
  ));
}

/**
 * For an editor's `onSubmit`, first thing: when a preview button sent the
 * form, the browser posts it natively to the preview's address and tab (as
 * without JavaScript), the editor's own check and save are skipped, and this
 * answers true.
 */
export function openPreview(event: React.FormEvent<HTMLFormElement>): boolean {
  const button = (event.nativeEvent as SubmitEvent).submitter;
  if (!(button instanceof HTMLButtonElement) || !button.formTarget) return false;
  event.preventDefault();
  const form = event.currentTarget;
  const { action, target } = form;
  form.action = button.formAction;
  form.target = button.formTarget;
  HTMLFormElement.prototype.submit.call(form);
  form.action = action;
  form.target = target;
  return true;
}

/** The preview route's page: a notice that nothing is saved, then the page or why it cannot be drawn. */
export function PreviewFrame<Page>({
  answer,
  children,
}: {
  answer: PreviewAnswer<Page> | undefined;
  children: (page: Page) => React.ReactNode;
}) {
  return (
    <>
      <p
        role="status"
        lang="fr"
        dir="ltr"
        className="sticky top-16 z-30 bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-950"
      >
        Aperçu : cette page n'est pas enregistrée. Fermez cet onglet pour revenir au formulaire.
      </p>
      {answer?.ok ? (
        children(answer.page)
      ) : (
        <Container className="py-16" lang="fr" dir="ltr">
          <h1 className="text-2xl font-bold">Aperçu impossible</h1>
          <p className="mt-2" data-testid="preview-error">
            {answer?.message ?? "Aucun formulaire reçu."}
          </p>
        </Container>
      )}
    </>
  );
}
