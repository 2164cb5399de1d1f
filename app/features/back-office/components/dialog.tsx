import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useFetcher, type FetcherFormProps, type FetcherWithComponents } from "react-router";
import { Button, type ButtonVariant } from "~/components/ui";
import { useActionFeedback } from "~/components/ui/action-feedback";
import { X } from "~/components/ui/icons";

/**
 * A modal on the native <dialog>: focus is trapped and restored, Escape
 * closes it, and the page behind is inert, without a library.
 */
export function Dialog({
  open,
  title,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      // Escape's `close` event comes a task later: an opener pressed meanwhile
      // would find the state still open, and the late event would then shut
      // the dialog it reopened. `cancel` comes at once; a late `close` for a
      // dialog open again is ignored.
      onCancel={onClose}
      onClose={(event) => {
        if (!event.currentTarget.open) onClose();
      }}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-xl border border-slate-200 bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-950/60 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      {open && (
        <div className="p-6">
          <div className="mb-4 flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-lg font-semibold">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              className="rounded-md p-1 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-300 dark:hover:bg-slate-800"
            >
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">Fermer</span>
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}

/**
 * A form dialog's state: open or not, the fetcher that posts its form and
 * whether it is sending. A saved answer closes it, once the page's data have
 * reloaded when `afterReload`; `onClose` clears what the form showed.
 */
export function useFormDialog<A extends { ok: boolean }>({
  onClose,
  afterReload = false,
}: {
  onClose: () => void;
  afterReload?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<A>();
  const busy = fetcher.state !== "idle";
  const close = () => {
    setOpen(false);
    onClose();
  };
  useActionFeedback(fetcher.data, { settled: !afterReload || !busy, onSuccess: close });
  return { open, show: () => setOpen(true), close, fetcher, busy };
}

/**
 * A dialog around a posted form (`useFormDialog`'s): the page checks the
 * fields (no native validation), and the form ends with «Annuler» and its
 * submit button, which reads `busyLabel` while the answer is awaited.
 */
export function FormDialog({
  dialog: { open, close, fetcher, busy },
  title,
  onSubmit,
  onChange,
  submit,
  busyLabel,
  variant,
  children,
}: {
  dialog: {
    open: boolean;
    close: () => void;
    fetcher: FetcherWithComponents<unknown>;
    busy: boolean;
  };
  title: string;
  /** Checks before sending. */
  onSubmit?: FetcherFormProps["onSubmit"];
  onChange?: FetcherFormProps["onChange"];
  submit: string;
  busyLabel: string;
  variant?: ButtonVariant;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} title={title} onClose={close}>
      <fetcher.Form
        method="post"
        noValidate
        className="space-y-4"
        onSubmit={onSubmit}
        onChange={onChange}
      >
        {children}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={close} disabled={busy}>
            Annuler
          </Button>
          <Button type="submit" variant={variant} busy={busy} busyLabel={busyLabel}>
            {submit}
          </Button>
        </div>
      </fetcher.Form>
    </Dialog>
  );
}
