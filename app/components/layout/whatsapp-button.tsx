import { whatsappUrl } from "~/config/site";
import { useT } from "~/i18n";
import { cx } from "~/components/ui";
import { useSite } from "./use-site";

/** Floating click-to-chat link, bottom right (bottom left in Arabic: `end`). */
export function WhatsAppButton({ raised }: { raised: boolean }) {
  const t = useT();
  const site = useSite();
  return (
    <a
      href={whatsappUrl(site)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t.common.whatsappTooltip}
      data-testid="whatsapp-button"
      className={cx(
        "group fixed end-5 z-30 inline-flex size-14 items-center justify-center rounded-full bg-[#1a7f4b] text-white shadow-lg transition-[bottom] hover:bg-[#146c3f] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[#1a7f4b]",
        raised ? "bottom-44 sm:bottom-28" : "bottom-5",
      )}
    >
      <svg viewBox="0 0 32 32" aria-hidden className="size-8" fill="currentColor">
        <path d="M16 3a13 13 0 0 0-11.2 19.6L3 29l6.6-1.7A13 13 0 1 0 16 3Zm0 23.6c-2 0-4-.6-5.7-1.6l-.4-.2-3.9 1 1-3.8-.3-.4A10.6 10.6 0 1 1 16 26.6Zm5.8-7.9c-.3-.2-1.9-.9-2.2-1-.3-.1-.5-.2-.7.2l-1 1.2c-.2.2-.4.3-.7.1-.3-.2-1.4-.5-2.6-1.6-1-.9-1.6-1.9-1.8-2.2-.2-.3 0-.5.1-.7l.5-.6.3-.5v-.5l-1-2.4c-.3-.6-.5-.5-.7-.5h-.6c-.2 0-.6.1-.9.4-.3.3-1.2 1.1-1.2 2.8s1.2 3.2 1.4 3.5c.2.2 2.4 3.6 5.7 5 .8.4 1.4.6 1.9.7.8.3 1.5.2 2.1.1.6-.1 1.9-.8 2.2-1.5.3-.7.3-1.4.2-1.5-.1-.2-.3-.3-.6-.4Z" />
      </svg>
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
