import { SectionHeading } from "./section-heading";
import { PhoneNumber } from "~/components/ui/phone-number";
import type { ComponentType, ReactNode } from "react";
import { Mail, MapPin, MessageCircle, Phone, type IconProps } from "~/components/ui/icons";
import { Link } from "react-router";
import { OFFICES } from "~/config/site";
import { useT } from "~/i18n";
import { useSite } from "~/components/layout";
import { Container, buttonClass, cx } from "~/components/ui";

const CARD = "card";
const LINK = "font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-100";

/** A contact card's heading, after its icon. */
function CardHeading({
  icon: Icon,
  className,
  children,
}: {
  icon: ComponentType<IconProps>;
  className?: string;
  children: ReactNode;
}) {
  return (
    <h3
      className={cx(
        className,
        "flex items-center gap-2 font-semibold text-slate-900 dark:text-white",
      )}
    >
      <Icon aria-hidden className="size-5 text-brand-700 dark:text-brand-100" />
      {children}
    </h3>
  );
}

export function ContactSection() {
  const t = useT();
  const site = useSite();
  return (
    <section
      id="contact"
      tabIndex={-1}
      aria-labelledby="contact-title"
      className="scroll-mt-16 bg-slate-50 py-20 outline-none dark:bg-slate-900/50"
    >
      <Container>
        <SectionHeading id="contact-title" title={t.contact.heading} intro={t.contact.intro} />
        <div className="grid gap-6 md:grid-cols-3">
          <div className={CARD}>
            <CardHeading icon={Phone}>{t.contact.phone}</CardHeading>
            <p className="mt-3">
              <a href={site.telHref} className={LINK}>
                <PhoneNumber number={site.phone} />
              </a>
            </p>
            <CardHeading icon={MessageCircle} className="mt-5">
              {t.contact.whatsapp}
            </CardHeading>
            <p className="mt-3">
              <a href={site.whatsappUrl} className={LINK} target="_blank" rel="noopener noreferrer">
                {t.contact.whatsappAction}
              </a>
            </p>
          </div>
          <div className={CARD}>
            <CardHeading icon={Mail}>{t.contact.email}</CardHeading>
            <p className="mt-3 break-all">
              <a href={`mailto:${site.email}`} className={LINK} dir="ltr">
                {site.email}
              </a>
            </p>
          </div>
          <div className={CARD}>
            <CardHeading icon={MapPin}>{t.contact.offices}</CardHeading>
            <ul className="mt-3 space-y-3">
              {OFFICES.map((office) => (
                <li key={office.key}>
                  <span className="block font-medium text-slate-900 dark:text-white">
                    {t.contact.officeNames[office.key]}
                  </span>
                  <span className="text-sm text-slate-600 dark:text-slate-300">
                    {office.headOffice ? t.contact.headOffice : t.contact.branch}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className="mt-10 text-center">
          <Link to="/rendez-vous" className={buttonClass({ size: "lg" })}>
            {t.contact.quote}
          </Link>
        </div>
      </Container>
    </section>
  );
}
