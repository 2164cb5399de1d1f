import { useLayoutEffect } from "react";
import { useLocation } from "react-router";
import { ContactSection } from "./contact";
import { FaqSection } from "./faq";
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
import { scrollToSection } from "./scroll-to-section";

/** The eleven home sections under the products', in order. */
export function BelowTheFoldSections() {
  const { hash } = useLocation();
  useLayoutEffect(() => scrollToSection(hash), [hash]);
  return (
    <>
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
    </>
  );
}
