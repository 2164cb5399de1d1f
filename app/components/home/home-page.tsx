import { BelowTheFold } from "./below-the-fold";
import { ContactSection } from "./contact";
import { FaqSection } from "./faq";
import { HeroCarousel } from "./hero-carousel";
import {
  BadgeRow,
  PartnersSection,
  ServicesSection,
  StatsBand,
  SupportSection,
  TestimonialsSection,
  TrustSection,
  WhyChooseSection,
} from "./sections";
import { SolutionsSection } from "./solutions";

/** The 13 home sections in order (the footer comes from the layout); its preview draws the same. */
export function HomePage() {
  return (
    <>
      <HeroCarousel />
      <BelowTheFold>
        <SolutionsSection />
        <SupportSection />
        <ServicesSection />
        <WhyChooseSection />
        <StatsBand />
        <TestimonialsSection />
        <PartnersSection />
        <TrustSection />
        <BadgeRow />
        <FaqSection />
        <ContactSection />
      </BelowTheFold>
    </>
  );
}
