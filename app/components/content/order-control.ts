import type { ComponentType, ReactNode } from "react";

/**
 * The control that orders a product (the orders feature's button), handed
 * down by the route: a component imports no feature (decision 0072).
 */
export type OrderControl = ComponentType<{
  product: string;
  className?: string;
  children: ReactNode;
}>;
