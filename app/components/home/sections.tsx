import { SectionHeading } from "./section-heading";
import {
  Award,
  BadgeCheck,
  Check,
  Clock,
  Code2,
  CreditCard,
  Database,
  Gauge,
  GraduationCap,
  Headphones,
  Lock,
  Megaphone,
  RefreshCw,
  Server,
  ShieldCheck,
  Smartphone,
  Star,
  Workflow,
  Zap,
} from "~/components/ui/icons";
import { Link } from "react-router";
import { fill, useLanguage, useT } from "~/i18n";
import { inGuillemets } from "~/i18n/typography";
import { useSite } from "~/components/layout";
import { Container, buttonClass } from "~/components/ui";
import { BidiText } from "~/components/ui/bidi-text";

const CARD = "card";
const ICON_BOX = "icon-box";

export function SupportSection() {
  const t = useT();
  return (
    <section
      id="support"
      aria-labelledby="support-title"
      className="scroll-mt-16 bg-slate-50 py-20 dark:bg-slate-900/50"
    >
      <Container className="grid items-center gap-10 lg:grid-cols-2">
        <div>
          <SectionHeading
            id="support-title"
            align="start"
            className="mb-6"
            title={t.services.supportHeading}
          />
          <p className="text-lg text-slate-600 dark:text-slate-300">{t.services.supportText}</p>
          <Link to="/rendez-vous" className={buttonClass({ size: "lg", className: "mt-8" })}>
            {t.services.supportCta}
          </Link>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2">
          {t.services.supportItems.split("|").map((item, i) => {
            const Icon = [GraduationCap, Clock, Lock, BadgeCheck][i] ?? Check;
            return (
              <li key={item} className={`${CARD} flex items-center gap-4`}>
                <span className={ICON_BOX}>
                  <Icon aria-hidden className="size-6" />
                </span>
                <span className="font-medium text-slate-800 dark:text-slate-100">{item}</span>
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}

const SERVICE_ICONS = [Smartphone, Megaphone, Workflow, CreditCard];

export function ServicesSection() {
  const t = useT();
  return (
    <section
      id="services"
      tabIndex={-1}
      aria-labelledby="services-title"
      className="scroll-mt-16 py-20 outline-none"
    >
      <Container>
        <SectionHeading id="services-title" title={t.services.heading} intro={t.services.intro} />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {t.services.items.map((item, i) => {
            const Icon = SERVICE_ICONS[i] ?? Code2;
            return (
              <li key={item.title} className={CARD}>
                <span className={ICON_BOX}>
                  <Icon aria-hidden className="size-6" />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">
                  {item.title}
                </h3>
                <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{item.text}</p>
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}

export function WhyChooseSection() {
  const t = useT();
  const site = useSite();
  return (
    <section
      id="about"
      tabIndex={-1}
      aria-labelledby="about-title"
      className="scroll-mt-16 bg-slate-50 py-20 outline-none dark:bg-slate-900/50"
    >
      <Container>
        <SectionHeading
          id="about-title"
          title={fill(t.whyChoose.heading, { brand: site.name })}
          intro={t.whyChoose.intro}
        />
        <ul className="grid gap-6 md:grid-cols-2">
          {t.whyChoose.items.map((item) => (
            <li key={item.title} className={`${CARD} flex gap-4`}>
              <span className={ICON_BOX}>
                <Check aria-hidden className="size-6" />
              </span>
              <div>
                <h3 className="text-lg font-semibold text-slate-900 dark:text-white">
                  {item.title}
                </h3>
                <p className="mt-2 text-slate-600 dark:text-slate-300">{item.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

export function StatsBand() {
  const t = useT();
  const site = useSite();
  return (
    <section
      aria-label={fill(t.stats.label, { brand: site.name })}
      className="bg-brand-700 py-14 text-white dark:bg-brand-900"
    >
      <Container>
        <dl className="grid grid-cols-2 gap-8 text-center lg:grid-cols-4">
          {t.stats.items.map((item) => (
            <div key={item.label} className="flex flex-col-reverse">
              <dt className="mt-1 text-blue-100">{item.label}</dt>
              <dd className="text-4xl font-extrabold" dir="ltr">
                {item.value}
              </dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}

/** Testimonials added in the back office take these portraits in turn. */
const AVATARS = [
  "/images/testimonials/sonia.svg",
  "/images/testimonials/karim.svg",
  "/images/testimonials/leila.svg",
];

export function TestimonialsSection() {
  const t = useT();
  const lang = useLanguage();
  return (
    <section id="testimonials" aria-labelledby="testimonials-title" className="scroll-mt-16 py-20">
      <Container>
        <SectionHeading id="testimonials-title" title={t.testimonials.heading} />
        <ul className="grid gap-6 md:grid-cols-3">
          {t.testimonials.items.map((item, i) => (
            <li key={item.name} className={`${CARD} flex flex-col`}>
              <figure className="flex h-full flex-col">
                <div
                  className="flex gap-0.5 text-amber-500"
                  role="img"
                  aria-label={t.testimonials.rating}
                >
                  {[0, 1, 2, 3, 4].map((s) => (
                    <Star key={s} aria-hidden className="size-5 fill-current" />
                  ))}
                </div>
                <blockquote className="mt-4 flex-1 text-slate-700 dark:text-slate-200">
                  <p>{inGuillemets(item.text, lang)}</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3">
                  <img
                    src={AVATARS[i % AVATARS.length]}
                    alt=""
                    width={56}
                    height={56}
                    loading="lazy"
                    decoding="async"
                    className="size-14 rounded-full"
                  />
                  <span>
                    <span className="block font-semibold text-slate-900 dark:text-white">
                      {item.name}
                    </span>
                    <span className="block text-sm text-slate-600 dark:text-slate-300">
                      {item.company}
                    </span>
                    {!item.consented && (
                      <span className="mt-1 block text-xs text-slate-600 italic dark:text-slate-300">
                        {t.testimonials.illustrative}
                      </span>
                    )}
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

const PARTNER_ICONS = [Code2, Server, Database, ShieldCheck, Award, Lock];

export function PartnersSection() {
  const t = useT();
  return (
    <section aria-labelledby="partners-title" className="bg-slate-50 py-16 dark:bg-slate-900/50">
      <Container>
        <SectionHeading id="partners-title" title={t.partners.heading} className="mb-8" />
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
          {t.partners.items.split("|").map((item, i) => {
            const Icon = PARTNER_ICONS[i] ?? Award;
            return (
              <li
                key={item}
                className="flex flex-col items-center gap-2 rounded-xl border border-slate-200 bg-white px-3 py-5 text-center text-sm font-semibold text-slate-800 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
              >
                <Icon aria-hidden className="size-7 text-brand-700 dark:text-brand-100" />
                {item}
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}

const TRUST_ICONS = [CreditCard, ShieldCheck, Headphones, RefreshCw];
const BADGE_ICONS = [Lock, CreditCard, Gauge, Zap];

export function TrustSection() {
  const t = useT();
  return (
    <section aria-labelledby="trust-title" className="py-16">
      <Container>
        <SectionHeading id="trust-title" title={t.trust.heading} className="mb-8" />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {t.trust.items.map((item, i) => {
            const Icon = TRUST_ICONS[i] ?? ShieldCheck;
            return (
              <li key={item.title} className="flex flex-col items-center text-center">
                <span className="inline-flex size-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300">
                  <Icon aria-hidden className="size-7" />
                </span>
                <h3 className="mt-3 font-semibold text-slate-900 dark:text-white">{item.title}</h3>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{item.text}</p>
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}

export function BadgeRow() {
  const t = useT();
  return (
    <section aria-label={t.trust.badgesLabel} className="pb-16">
      <Container>
        <ul className="flex flex-wrap justify-center gap-3">
          {t.trust.badges.map((badge, i) => {
            const Icon = BADGE_ICONS[i] ?? BadgeCheck;
            return (
              <li
                key={badge.title}
                className="flex items-center gap-3 rounded-full border border-slate-200 bg-white px-4 py-2 dark:border-slate-700 dark:bg-slate-900"
              >
                <Icon aria-hidden className="size-5 text-emerald-700 dark:text-emerald-300" />
                <span className="text-sm">
                  <span className="font-semibold text-slate-900 dark:text-white">
                    <BidiText>{badge.title}</BidiText>
                  </span>
                  <span className="text-slate-600 dark:text-slate-300">
                    {" · "}
                    <BidiText>{badge.text}</BidiText>
                  </span>
                </span>
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}
