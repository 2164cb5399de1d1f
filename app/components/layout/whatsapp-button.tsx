import { WhatsApp } from "~/components/ui/icons";
import { useT } from "~/i18n";
import { cx } from "~/components/ui";
import { useSite } from "./use-site";

/** Floating click-to-chat link, bottom right (bottom left in Arabic: `end`). */
export function WhatsAppButton({ raised }: { raised: boolean }) {
  const t = useT();
  const site = useSite();
  return (
    <a
      href={site.whatsappUrl}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t.common.whatsappTooltip}
      data-testid="whatsapp-button"
      className={cx(
        "group fixed end-5 print:hidden bottom-5 z-30 inline-flex size-14 items-center justify-center rounded-full bg-[#1a7f4b] text-white shadow-lg transition-transform hover:bg-[#146c3f] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[#1a7f4b] motion-reduce:transition-none",
        // Moved by a transform, not by `bottom`: the page's layout does not
        // shift (a layout shift per frame of the rise, on every first visit).
        raised && "-translate-y-39 sm:-translate-y-23",
      )}
    >
      <WhatsApp aria-hidden className="size-8" />
      {/* Shown 700 ms after hover or focus (the usual tooltip delay), hidden at once on leave. */}
      <span
        role="tooltip"
        className="pointer-events-none invisible absolute end-full me-3 whitespace-nowrap rounded-md bg-slate-900 px-3 py-1.5 text-sm text-white opacity-0 shadow transition-[opacity,visibility] duration-150 group-hover:visible group-hover:opacity-100 group-hover:delay-700 group-focus-visible:visible group-focus-visible:opacity-100 group-focus-visible:delay-700"
      >
        {t.common.whatsappTooltip}
      </span>
    </a>
  );
}
