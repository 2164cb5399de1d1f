import type { ComponentType } from "react";
import type { IslandName } from "~/island-marks/names";

/** The public forms' islands (decision 0078), fetched when one wakes. */
export const FORMS: Partial<Record<IslandName, () => Promise<ComponentType<never>>>> = {
  booking: () => import("~/features/appointments/page-a-form").then((m) => m.PageAFormPosting),
  demo: () => import("~/features/appointments/page-b-form").then((m) => m.PageBFormPosting),
  manage: () => import("~/features/appointments/manage-form").then((m) => m.ManageFormPosting),
  orderForm: () => import("~/features/orders/order-form").then((m) => m.OrderFormPosting),
};
