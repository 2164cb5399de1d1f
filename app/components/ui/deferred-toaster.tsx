import { Suspense, lazy, useEffect, useState } from "react";
import { useMatches } from "react-router";
import type { ActionAnswer } from "./action-feedback";

const Toaster = lazy(() => import("./toaster"));

const INTERACTIONS = ["pointerdown", "keydown", "touchstart"] as const;

/**
 * Sonner's <Toaster> (≈9 KB gzipped) kept off the public pages' first load:
 * there a toast only ever follows a user action, so it is fetched on the
 * first interaction; elsewhere (sign-in, back office) it mounts at once.
 * Sonner replays toasts raised before it mounted, so none is lost; once
 * mounted it stays, so a toast raised just before a navigation to a public
 * page survives it. A message carried across a redirect (`flash`, such as
 * 'Connexion réussie' on the way home) mounts it at once, wherever it lands.
 */
export function DeferredToaster({ dir, flash }: { dir: "ltr" | "rtl"; flash?: ActionAnswer }) {
  const isPublic = useMatches().some((m) => m.id === "routes/public/layout");
  const needed = !isPublic || flash !== undefined;
  const [wanted, setWanted] = useState(needed);
  // Arriving on a page outside the public site, or with a flash, mounts it (adjusted during render, React's way).
  if (needed && !wanted) setWanted(true);
  useEffect(() => {
    if (wanted) return;
    const onInteraction = () => setWanted(true);
    for (const type of INTERACTIONS) {
      window.addEventListener(type, onInteraction, { once: true, passive: true });
    }
    return () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, onInteraction);
    };
  }, [isPublic, wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster richColors closeButton position="top-center" dir={dir} flash={flash} />
    </Suspense>
  );
}
