import type { ComponentType } from "react";
import type { IslandName } from "~/island-marks/names";

type Load = () => Promise<ComponentType<never>>;

/**
 * Each island's code, fetched when the island wakes (see entry.ts): the same
 * components the server draws, so a change to one of them needs nothing here.
 */
const SHELL: Partial<Record<IslandName, Load>> = {
  header: () => import("~/components/layout/header").then((m) => m.SiteHeader),
  floating: () => import("~/components/layout/floating-layer").then((m) => m.FloatingLayer),
  toasts: () => import("~/components/ui/deferred-toaster").then((m) => m.DeferredToaster),
  hero: () => import("~/components/home/hero-carousel").then((m) => m.HeroCarousel),
  order: () => import("~/features/orders/order-button").then((m) => m.OrderButtonControl),
};

/**
 * An island's code; the forms' list comes on the pages that draw one
 * (forms.ts), so the other pages' first load does not carry it.
 */
export function islandCode(name: IslandName): Promise<ComponentType<never>> {
  const load = SHELL[name];
  return load ? load() : import("./forms").then((m) => m.FORMS[name]!());
}
