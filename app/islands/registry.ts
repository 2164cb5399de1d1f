import type { ComponentType } from "react";
import type { IslandName } from "./names";

/**
 * Each island's code, fetched when the island wakes (see entry.ts): the same
 * components the server draws, so a change to one of them needs nothing here.
 */
export const ISLANDS: Record<IslandName, () => Promise<ComponentType<never>>> = {
  header: () => import("~/components/layout/header").then((m) => m.SiteHeader),
  floating: () => import("~/components/layout/floating-layer").then((m) => m.FloatingLayer),
  toasts: () => import("~/components/ui/deferred-toaster").then((m) => m.DeferredToaster),
  hero: () => import("~/components/home/hero-carousel").then((m) => m.HeroCarousel),
  order: () => import("~/features/orders/order-button").then((m) => m.OrderButtonControl),
  booking: () => import("~/features/appointments/page-a-form").then((m) => m.PageAFormPosting),
  demo: () => import("~/features/appointments/page-b-form").then((m) => m.PageBFormPosting),
  manage: () => import("~/features/appointments/manage-form").then((m) => m.ManageFormPosting),
  orderForm: () => import("~/features/orders/order-form").then((m) => m.OrderFormPosting),
};
