import { Outlet } from "react-router";
import { FloatingLayer, LanguageSync, SiteHeader } from "~/components/layout";
import { island } from "~/island-marks/island";
import { whenNear } from "~/components/ui/when-near";
import { useLanguage, useT } from "~/i18n";

const SiteFooter = whenNear(() =>
  import("~/components/layout/on-demand/footer").then((module) => module.SiteFooter),
);

/** Parts the browser hydrates on a public page, each on its own (docs/decisions/0053). */
const SiteHeaderIsland = island("header", SiteHeader);
const FloatingLayerIsland = island("floating", FloatingLayer);

/**
 * The public shell: header, the page inside <main>, footer, and the floating
 * cookie banner and WhatsApp button. Pages render only their main content
 * (no <main> of their own).
 */
export default function PublicLayout() {
  const t = useT();
  const lang = useLanguage();
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-brand-600 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
      >
        {t.common.skipToContent}
      </a>
      <SiteHeaderIsland />
      <main
        id="main"
        tabIndex={-1}
        className="min-h-[60vh] pt-16 outline-none print:min-h-0 print:pt-0"
      >
        <Outlet />
      </main>
      <SiteFooter className="render-when-near" />
      <FloatingLayerIsland />
      <LanguageSync lang={lang} />
    </>
  );
}
