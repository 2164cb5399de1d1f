import { HeroCarousel } from "~/components/home/hero-carousel";
import { island } from "~/island-marks/island";

/**
 * The home page's carousel turns by itself and by its buttons: the browser
 * hydrates it alone. Marked here, above the components, and handed to
 * `HomePage` by the routes that draw it (decision 0072).
 */
export const HeroIsland = island("hero", HeroCarousel);
