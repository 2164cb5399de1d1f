import { X } from "~/components/ui/icons";
import { useEffect, useId, useRef, useState } from "react";
import { Toaster, toast } from "sonner";
import { useActionFeedback } from "~/components/ui/action-feedback";
import { useCatalog } from "~/components/layout/use-catalog";
import type { BillingRates } from "~/domain/money";
import { Button } from "~/components/ui";
import { FieldIssue } from "~/components/ui/field";
import { checkForm, type FirstIssue } from "~/features/forms/form-values";
import { AntiSpamFields } from "~/features/forms/form-ui";
import type { FormResult } from "~/features/forms/messages";
import { direction, fill, useLanguage } from "~/i18n";
import { formsDictionary } from "~/i18n/forms";
import { orderSchema } from "./schema";
import { OrderFields, OrderTerms } from "./order-fields";

const ENDPOINT = "/api/orders";

/**
 * Toasts shown while the dialog is open live in a toaster inside it: the
 * page's own toaster sits under the modal dialog's top layer and is inert.
 * At the bottom: at the top, on a phone, they covered the dialog's title and
 * close button; the field in error, or the button of a refused form, is
 * brought to the middle.
 */
const DIALOG_TOASTER = "order-dialog";
const inDialog = { toasterId: DIALOG_TOASTER };

async function fetchTicket(): Promise<{ ticket: string; rates?: BillingRates }> {
  const response = await fetch(ENDPOINT, { headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`ticket: HTTP ${response.status}`);
  return (await response.json()) as { ticket: string; rates?: BillingRates };
}

/**
 * The order dialog: a modal <dialog>, so the browser
 * traps focus in it, closes it with Escape and hides the page behind it from
 * assistive technologies. Mounted open; `onClose` unmounts it, which is also
 * what resets the form after a success.
 */
export default function OrderDialog({
  product: slug,
  onClose,
}: {
  product: string;
  onClose: () => void;
}) {
  // The root loader's products: the prices the page was rendered with, from the database.
  const product = useCatalog().find((p) => p.slug === slug)!;
  const lang = useLanguage();
  // This module is loaded on demand, so both languages' form texts come only with it.
  const texts = formsDictionary(lang);
  const t = texts.order;
  const dialog = useRef<HTMLDialogElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const [ticket, setTicket] = useState("");
  const [rates, setRates] = useState<BillingRates | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [issue, setIssue] = useState<FirstIssue>();
  const [answer, setAnswer] = useState<FormResult<{ reference: string }>>();
  const titleId = useId();
  // A success toasts on the page and closes the dialog; a refusal toasts inside it.
  useActionFeedback(answer, {
    toast: (answer) =>
      answer.ok
        ? {
            tone: "success",
            title: t.successTitle,
            description: `${t.success} ${fill(t.reference, { reference: answer.reference })}`,
          }
        : {
            tone: "error",
            title: t.errorTitle,
            ...inDialog,
            description: answer.kind === "error" ? t.error : answer.message,
          },
    onSuccess: close,
    // The refused form's button rises above the toasts at the dialog's bottom.
    onFailure: () =>
      form.current
        ?.querySelector<HTMLElement>('button[type="submit"]')
        ?.scrollIntoView({ block: "center" }),
  });

  useEffect(() => {
    dialog.current?.showModal();
    // showModal focuses the first focusable control (the close button): start on the name.
    form.current?.querySelector<HTMLElement>('[name="customer_name"]')?.focus();
    let cancelled = false;
    fetchTicket().then(
      (value) => {
        if (cancelled) return;
        setTicket(value.ticket);
        // The rates in force come with the ticket: the summary appears with them.
        if (value.rates) setRates(value.rates);
      },
      () => {}, // Fetched again on submit.
    );
    return () => {
      cancelled = true;
    };
  }, []);

  /** Closes natively first: the page stops being inert, so focus can return to the button. */
  function close() {
    dialog.current?.close();
    onClose();
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const refused = checkForm(orderSchema(texts.validation), event.currentTarget);
    setIssue(refused);
    if (refused) {
      toast.error(t.errorTitle, { ...inDialog, description: refused.message });
      return;
    }
    const data = new FormData(event.currentTarget);
    setSubmitting(true);
    try {
      if (!data.get("_ticket")) {
        const fresh = await fetchTicket();
        setTicket(fresh.ticket);
        data.set("_ticket", fresh.ticket);
      }
      const response = await fetch(ENDPOINT, { method: "POST", body: data });
      const result = (await response.json()) as FormResult<{ reference: string }>;
      setAnswer(result);
      if (result.ok) return;
    } catch {
      // A dropped connection or a proxy's error page: the generic error (a new answer each time).
      setAnswer({ ok: false, kind: "error", message: t.error });
    }
    setSubmitting(false);
  }

  /**
   * Keeps Tab inside the dialog: a modal <dialog> makes the page inert, but
   * Chromium still lets Tab leave it for the browser's own controls.
   */
  function trapTab(event: React.KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== "Tab") return;
    const focusable = Array.from(
      event.currentTarget.querySelectorAll<HTMLElement>(
        'button, input:not([type="hidden"]), textarea, select, a[href]',
      ),
    ).filter((el) => !el.matches(":disabled") && el.tabIndex >= 0 && el.offsetParent !== null);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onKeyDown={trapTab}
      onCancel={(event) => {
        // Escape: the state decides, so a submission in flight is not abandoned.
        event.preventDefault();
        if (!submitting) close();
      }}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-2xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/60 dark:bg-slate-900 dark:text-slate-100"
    >
      <div className="flex items-start justify-between gap-4 border-b border-slate-200 p-5 dark:border-slate-700">
        <div>
          <h2 id={titleId} className="text-xl font-bold">
            {fill(t.title, { product: product.name })}
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t.intro}</p>
        </div>
        <button
          type="button"
          onClick={close}
          disabled={submitting}
          aria-label={t.close}
          className="rounded-md p-1 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-50 dark:text-slate-300 dark:hover:bg-slate-800"
        >
          <X aria-hidden className="size-5" />
        </button>
      </div>
      {/* Room under the buttons: they can rise above the toasts at the dialog's bottom. */}
      <form ref={form} noValidate onSubmit={submit} className="p-5 pb-28">
        <input type="hidden" name="product" value={product.slug} />
        <AntiSpamFields ticket={ticket} lang={lang} honeypotLabel={texts.fields.honeypot} />
        <fieldset disabled={submitting} className="flex flex-col gap-4">
          <FieldIssue issue={issue}>
            <OrderFields product={product} texts={texts} lang={lang} rates={rates} />
          </FieldIssue>
          <OrderTerms terms={t.terms} inNewTab />
          <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={close}>
              {t.cancel}
            </Button>
            <Button type="submit" aria-busy={submitting}>
              {submitting ? t.sending : t.submit}
            </Button>
          </div>
        </fieldset>
      </form>
      <Toaster
        id={DIALOG_TOASTER}
        dir={direction(lang)}
        richColors
        closeButton
        position="bottom-center"
      />
    </dialog>
  );
}
