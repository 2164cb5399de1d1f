import { BelowTheFold } from "./below-the-fold";
import { island } from "~/islands/island";
import { HeroCarousel } from "./hero-carousel";
import type { OrderControl } from "~/components/content/order-control";
import { SolutionsSection } from "./solutions";

/** The carousel turns by itself and by its buttons: the browser hydrates it alone. */
const HeroIsland = island("hero", HeroCarousel);

/**
 * The 13 home sections in order (the footer comes from the layout); its
 * preview draws the same. The hero and the products' section start on the
 * first screen, the rest comes with its code when the visitor scrolls. The
 * route hands down the products' order button.
 */
export function HomePage({ OrderButton }: { OrderButton: OrderControl }) {
  return (
    <>
      <HeroIsland />
      <SolutionsSection OrderButton={OrderButton} />
      <BelowTheFold />
    </>
  );
}
