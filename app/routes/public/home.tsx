import { BelowTheFold } from "~/components/home/below-the-fold";
import { ContactSection } from "~/components/home/contact";
import { FaqSection } from "~/components/home/faq";
import { HeroCarousel } from "~/components/home/hero-carousel";
import {
  BadgeRow,
  PartnersSection,
  ServicesSection,
  StatsBand,
  SupportSection,
  TestimonialsSection,
  TrustSection,
  WhyChooseSection,
} from "~/components/home/sections";
import { SolutionsSection } from "~/components/home/solutions";
import { fill, metaT } from "~/i18n";
import { organizationJsonLd, pageMeta, rootData, websiteJsonLd } from "~/lib/seo";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootData(matches);
  const t = metaT(matches);
  return pageMeta(root, {
    title: fill(t.meta.homeTitle, { brand: root.site.name }),
    description: t.meta.homeDescription,
    path: "/",
    jsonLd: [organizationJsonLd(root.site), websiteJsonLd(root.site, root.lang)],
  });
};

/** The 13 home sections in order (the footer comes from the layout). */
export default function Home() {
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
