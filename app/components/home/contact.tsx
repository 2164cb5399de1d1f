import { SectionHeading } from "./section-heading";
import { PhoneNumber } from "~/components/ui/phone-number";
import { Mail, MapPin, MessageCircle, Phone } from "~/components/ui/icons";
import { Link } from "react-router";
import { OFFICES } from "~/config/site";
import { useT } from "~/i18n";
import { useSite } from "~/components/layout";
import { Container, buttonClass } from "~/components/ui";

const CARD = "card";
const LINK = "font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-100";

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
            <h3 className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white">
              <Phone aria-hidden className="size-5 text-brand-700 dark:text-brand-100" />
              {t.contact.phone}
            </h3>
            <p className="mt-3">
              <a href={site.telHref} className={LINK}>
                <PhoneNumber number={site.phone} />
              </a>
            </p>
            <h3 className="mt-5 flex items-center gap-2 font-semibold text-slate-900 dark:text-white">
              <MessageCircle aria-hidden className="size-5 text-brand-700 dark:text-brand-100" />
              {t.contact.whatsapp}
            </h3>
            <p className="mt-3">
              <a href={site.whatsappUrl} className={LINK} target="_blank" rel="noopener noreferrer">
                {t.contact.whatsappAction}
              </a>
            </p>
          </div>
          <div className={CARD}>
            <h3 className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white">
              <Mail aria-hidden className="size-5 text-brand-700 dark:text-brand-100" />
              {t.contact.email}
            </h3>
            <p className="mt-3 break-all">
              <a href={`mailto:${site.email}`} className={LINK} dir="ltr">
                {site.email}
              </a>
            </p>
          </div>
          <div className={CARD}>
            <h3 className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white">
              <MapPin aria-hidden className="size-5 text-brand-700 dark:text-brand-100" />
              {t.contact.offices}
            </h3>
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
