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
import { fill } from "~/i18n";
import { dictionary } from "~/i18n/dictionaries.server";
import { metaContext, organizationJsonLd, pageMeta, websiteJsonLd } from "~/lib/seo.server";
import type { Route } from "./+types/home";

export function loader({ request }: Route.LoaderArgs) {
  const root = metaContext(request);
  const t = dictionary(root.lang);
  return {
    meta: pageMeta(root, {
      title: fill(t.meta.homeTitle, { brand: root.site.name }),
      description: t.meta.homeDescription,
      path: "/",
      jsonLd: [organizationJsonLd(root.site), websiteJsonLd(root.site, root.lang)],
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

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
