import { Suspense, lazy } from "react";
import { useConsent } from "./consent";
import { WhatsAppButton } from "./whatsapp-button";

/**
 * The banner is drawn in the browser only, for a visitor who has not chosen
 * yet (see useConsent), so its code is fetched then, not on every first load.
 */
const CookieBanner = lazy(() =>
  import("./on-demand/cookie-banner").then((module) => ({ default: module.CookieBanner })),
);

/**
 * The floating cookie banner and the WhatsApp button, which moves up while
 * the banner is open. The stored consent is read only once the page has
 * hydrated, and that second render stays in this small component: were it
 * read in the layout, the header and the footer would be drawn again at
 * every first load, on the main thread the visitor is waiting for.
 */
export function FloatingLayer() {
  const { consent, decide } = useConsent();
  const bannerOpen = consent === null;
  return (
    <>
      <WhatsAppButton raised={bannerOpen} />
      {bannerOpen && (
        <Suspense>
          <CookieBanner onDecide={decide} />
        </Suspense>
      )}
    </>
  );
}
