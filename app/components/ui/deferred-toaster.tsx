import { Suspense, lazy, useEffect, useState } from "react";
import { useMatches } from "react-router";

const Toaster = lazy(() => import("sonner").then((m) => ({ default: m.Toaster })));

const INTERACTIONS = ["pointerdown", "keydown", "touchstart"] as const;

/**
 * Sonner's <Toaster> (≈9 KB gzipped) kept off the public pages' first load:
 * there a toast only ever follows a user action, so it is fetched on the
 * first interaction; elsewhere (back office) it mounts at once. Sonner
 * replays toasts raised before it mounted, so none is lost.
 */
export function DeferredToaster({ dir }: { dir: "ltr" | "rtl" }) {
  const isPublic = useMatches().some((m) => m.id === "routes/public/layout");
  const [interacted, setInteracted] = useState(false);
  useEffect(() => {
    if (!isPublic || interacted) return;
    const onInteraction = () => setInteracted(true);
    for (const type of INTERACTIONS) {
      window.addEventListener(type, onInteraction, { once: true, passive: true });
    }
    return () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, onInteraction);
    };
  }, [isPublic, interacted]);
  if (isPublic && !interacted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster richColors closeButton position="top-center" dir={dir} />
    </Suspense>
  );
}
