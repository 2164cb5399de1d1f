import { useEffect, useState, type ComponentType } from "react";
import { useMatches } from "react-router";
import type { ActionAnswer } from "./action-feedback";
import type ToasterModule from "./toaster";

type ToasterComponent = ComponentType<Parameters<typeof ToasterModule>[0]>;

const INTERACTIONS = ["pointerdown", "keydown", "touchstart"] as const;

/**
 * The `handle` of a route whose page has a form: its toasts are fetched as
 * soon as it is interactive, not on the first interaction, since the toast
 * that matters most there is the one of an outage, when nothing can be
 * fetched any more.
 */
export interface ToastsReadyHandle {
  toastsReady: true;
}

export const wantsToastsReady = (handle: unknown) =>
  (handle as Partial<ToastsReadyHandle> | undefined)?.toastsReady === true;

/** The module, fetched once; a failed fetch (offline) is tried again next time. */
let toasterModule: Promise<ToasterComponent> | undefined;
function loadToaster(): Promise<ToasterComponent> {
  toasterModule ??= import("./toaster").then(
    (module) => module.default,
    (error: unknown) => {
      toasterModule = undefined;
      throw error;
    },
  );
  return toasterModule;
}

/**
 * Sonner's <Toaster> (≈9 KB gzipped) kept off the public pages' first load:
 * there a toast only ever follows a user action, so it is fetched on the
 * first interaction, or once the page is interactive on a page with a form
 * (see ToastsReadyHandle); elsewhere (sign-in, back office) it mounts at once.
 * Sonner replays toasts raised before it mounted, so none is lost; once
 * mounted it stays, so a toast raised just before a navigation to a public
 * page survives it. A message carried across a redirect (`flash`, such as
 * 'Connexion réussie' on the way home) mounts it at once, wherever it lands.
 * A fetch that fails (the visitor offline) leaves the page as it is and is
 * tried again on the next interaction.
 */
export function DeferredToaster({
  dir,
  flash,
  ...page
}: {
  dir: "ltr" | "rtl";
  flash?: ActionAnswer;
  /** Given by a page drawn as islands, which has no routes to look at. */
  isPublic?: boolean;
  formPage?: boolean;
}) {
  const matches = useMatches();
  const isPublic = page.isPublic ?? matches.some((m) => m.id === "routes/public/layout");
  const formPage = page.formPage ?? matches.some((m) => wantsToastsReady(m.handle));
  const needed = !isPublic || flash !== undefined;
  const [interacted, setInteracted] = useState(false);
  const [Toaster, setToaster] = useState<ToasterComponent>();
  // A fetch failed: the next one waits for an interaction, on a form page too.
  const [failed, setFailed] = useState(false);
  // Effects run once hydrated: a page's first load stays as it is.
  const wanted = interacted || (!failed && (needed || formPage));
  useEffect(() => {
    if (wanted) return;
    const onInteraction = () => setInteracted(true);
    for (const type of INTERACTIONS) {
      window.addEventListener(type, onInteraction, { once: true, passive: true });
    }
    return () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, onInteraction);
    };
  }, [wanted]);
  useEffect(() => {
    if (!wanted || Toaster) return;
    let current = true;
    loadToaster().then(
      (component) => current && setToaster(() => component),
      () => {
        if (!current) return;
        setFailed(true);
        setInteracted(false);
      },
    );
    return () => {
      current = false;
    };
  }, [wanted, Toaster]);
  if (!Toaster) return null;
  return <Toaster richColors closeButton position="top-center" dir={dir} flash={flash} />;
}
