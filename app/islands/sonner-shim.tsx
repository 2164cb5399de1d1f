/**
 * What the islands' code gets when it imports "sonner" (an alias of the
 * islands' build, see vite.islands.config.ts): the calls the public pages
 * make (`toast.success`, `toast.error`, a `<Toaster>` with rich colours, a
 * close button, centred at the top or the bottom, an id a toast may name)
 * in about 1 KB instead of sonner's 9. A page with a form fetches it once
 * interactive (decision 0078), so its weight is that of every first visit
 * there. It draws sonner's markup (the live region, its list, the data
 * attributes) and look, so a toast reads and is found the same way on a
 * public page and in the back office, which keeps sonner itself.
 */
import { useEffect, useState, useSyncExternalStore, type ReactNode } from "react";
import { CircleCheck, TriangleAlert, X } from "~/components/ui/icons";
import { cx } from "~/components/ui/cx";

type Tone = "success" | "error";
interface ToastOptions {
  description?: ReactNode;
  /** The `<Toaster id>` that shows it; none: the toaster without an id. */
  toasterId?: string;
  duration?: number;
}
interface Shown extends ToastOptions {
  id: number;
  tone: Tone;
  title: ReactNode;
}

/** The toasts on screen, in the order raised; a toaster mounted later shows those raised before. */
let shown: readonly Shown[] = [];
const listeners = new Set<() => void>();
const publish = (next: readonly Shown[]) => {
  shown = next;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
/** One toast away, or all of them (as sonner's `toast.dismiss()`). */
const dismiss = (id?: number) =>
  publish(id === undefined ? [] : shown.filter((one) => one.id !== id));

let lastId = 0;
const raise =
  (tone: Tone) =>
  (title: ReactNode, options: ToastOptions = {}): number => {
    const id = ++lastId;
    publish([...shown, { ...options, id, tone, title }]);
    return id;
  };

export const toast = { success: raise("success"), error: raise("error"), dismiss };

/** Sonner's time on screen: 4 s, counted again from the start once the pointer or focus leaves. */
const DURATION = 4_000;

const TONES: Record<Tone, string> = {
  success: "border-green-200 bg-green-50 text-green-800",
  error: "border-red-200 bg-red-50 text-red-700",
};

function Toast({ toast: one, top }: { toast: Shown; top: boolean }) {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (held) return;
    const timer = setTimeout(() => dismiss(one.id), one.duration ?? DURATION);
    return () => clearTimeout(timer);
  }, [held, one]);
  const Icon = one.tone === "success" ? CircleCheck : TriangleAlert;
  return (
    <li
      data-sonner-toast=""
      data-styled="true"
      data-type={one.tone}
      data-rich-colors="true"
      // Sonner marks a toast mounted to start its entrance; this one enters by
      // CSS alone (@starting-style), so it is mounted from its first frame.
      data-mounted="true"
      tabIndex={0}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
      className={cx(
        "relative flex items-center gap-1.5 rounded-lg border p-4 text-[13px] shadow-[0_4px_12px_rgb(0_0_0/0.1)] transition-[opacity,translate] duration-400 starting:opacity-0",
        top ? "starting:-translate-y-full" : "starting:translate-y-full",
        TONES[one.tone],
      )}
    >
      <button
        type="button"
        aria-label="Close toast"
        data-close-button=""
        onClick={() => dismiss(one.id)}
        className="absolute start-0 top-0 flex size-6 -translate-x-[35%] -translate-y-[35%] items-center justify-center rounded-full border border-current/20 bg-inherit rtl:translate-x-[35%]"
      >
        <X className="size-3" />
      </button>
      <Icon className="size-5 shrink-0" />
      <div data-content="" className="flex flex-col gap-0.5">
        <div data-title="" className="leading-normal font-medium">
          {one.title}
        </div>
        {one.description && (
          <div data-description="" className="leading-[1.4]">
            {one.description}
          </div>
        )}
      </div>
    </li>
  );
}

const none: readonly Shown[] = [];

export function Toaster({
  id,
  dir = "ltr",
  position = "top-center",
}: {
  id?: string;
  dir?: "ltr" | "rtl" | "auto";
  position?: "top-center" | "bottom-center";
  richColors?: boolean;
  closeButton?: boolean;
}) {
  const all = useSyncExternalStore(
    subscribe,
    () => shown,
    () => none,
  );
  const mine = all.filter((one) => one.toasterId === id);
  const top = position === "top-center";
  return (
    <section
      aria-label="Notifications"
      tabIndex={-1}
      aria-live="polite"
      aria-relevant="additions text"
      aria-atomic="false"
    >
      {mine.length > 0 && (
        <ol
          dir={dir}
          data-sonner-toaster=""
          data-sonner-theme="light"
          data-y-position={top ? "top" : "bottom"}
          className={cx(
            "fixed inset-x-4 z-[999999999] flex gap-3.5 sm:inset-x-auto sm:left-1/2 sm:w-[356px] sm:-translate-x-1/2",
            // The newest toast nearest the edge, as sonner stacks them.
            top ? "top-4 flex-col-reverse sm:top-6" : "bottom-4 flex-col sm:bottom-6",
          )}
        >
          {mine.map((one) => (
            <Toast key={one.id} toast={one} top={top} />
          ))}
        </ol>
      )}
    </section>
  );
}
