import type { ComponentType } from "react";
import { BelowTheFold } from "./below-the-fold";
import type { OrderControl } from "~/components/content/order-control";
import { SolutionsSection } from "./solutions";

/**
 * The 13 home sections in order (the footer comes from the layout); its
 * preview draws the same. The hero and the products' section start on the
 * first screen, the rest comes with its code when the visitor scrolls. The
 * route hands down the hero carousel marked as an island and the products'
 * order button: a component marks no island and imports no feature.
 */
export function HomePage({
  Hero,
  OrderButton,
}: {
  Hero: ComponentType;
  OrderButton: OrderControl;
}) {
  return (
    <>
      <Hero />
      <SolutionsSection OrderButton={OrderButton} />
      <BelowTheFold />
    </>
  );
}
