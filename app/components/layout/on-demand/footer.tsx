import { Mail, MapPin, MessageCircle, Phone } from "~/components/ui/icons";
import { PhoneNumber } from "~/components/ui/phone-number";
import { Link } from "react-router";
import { OFFICES } from "~/config/site";
import { useCatalog } from "~/components/layout/use-catalog";
import { fill, useT } from "~/i18n";
import { Container } from "~/components/ui";
import { Logo } from "../logo";
import { SectionLink } from "../nav-link";
import { useSite } from "../use-site";

const LINK = "footer-link";
const HEADING = "text-sm font-semibold uppercase tracking-wide text-white";

/** Links to pages of the site, one list item each. */
function PageLinks({ links }: { links: readonly (readonly [to: string, label: string])[] }) {
  return links.map(([to, label]) => (
    <li key={to}>
      <Link to={to} className={LINK}>
        {label}
      </Link>
    </li>
  ));
}

export function SiteFooter() {
  const t = useT();
  const products = useCatalog();
  const site = useSite();
  const year = new Date().getFullYear();
  const sections = [
    ["hero", t.nav.home],
    ["services", t.nav.services],
    ["about", t.nav.about],
  ] as const;
  const pages = [
    ["/blog", t.nav.blog],
    ["/rendez-vous", t.nav.appointment],
    ["/reservation", t.footer.reservation],
  ] as const;
  const legal = [
    ["/cgv", t.footer.cgv],
    ["/mentions-legales", t.footer.mentions],
    ["/politique-confidentialite", t.footer.privacy],
  ] as const;
  return (
    <footer className="bg-slate-900 text-slate-300 print:hidden dark:bg-black">
      <Container className="grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <div className="flex items-center gap-2">
            <Logo />
            <span className="text-lg font-bold text-white">{site.name}</span>
          </div>
          <p className="mt-4 max-w-sm text-sm leading-6">{t.footer.tagline}</p>
        </div>
        <nav aria-label={t.footer.navigation}>
          <h2 className={HEADING}>{t.footer.navigation}</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {sections.map(([section, label]) => (
              <li key={section}>
                <SectionLink section={section} className={LINK}>
                  {label}
                </SectionLink>
              </li>
            ))}
            <PageLinks links={pages} />
          </ul>
        </nav>
        <nav aria-label={t.footer.solutions}>
          <h2 className={HEADING}>{t.footer.solutions}</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {products.map((p) => (
              <li key={p.slug}>
                <Link to={p.path} className={LINK}>
                  {p.name} — {t.solutions.items[p.slug]?.subtitle}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={HEADING}>{t.footer.contact}</h2>
          <ul className="mt-4 space-y-3 text-sm">
            <li className="flex items-center gap-2">
              <Phone aria-hidden className="size-4 shrink-0" />
              <a href={site.telHref} className={LINK}>
                <PhoneNumber number={site.phone} />
              </a>
            </li>
            <li className="flex items-center gap-2">
              <MessageCircle aria-hidden className="size-4 shrink-0" />
              <a href={site.whatsappUrl} className={LINK} target="_blank" rel="noopener noreferrer">
                {t.contact.whatsapp}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <Mail aria-hidden className="size-4 shrink-0" />
              <a href={`mailto:${site.email}`} className={LINK} dir="ltr">
                {site.email}
              </a>
            </li>
            {OFFICES.map((o) => (
              <li key={o.key} className="flex items-start gap-2">
                <MapPin aria-hidden className="mt-0.5 size-4 shrink-0" />
                <span>
                  {t.contact.officeNames[o.key]} (
                  {o.headOffice ? t.contact.headOffice : t.contact.branch})
                </span>
              </li>
            ))}
          </ul>
        </div>
      </Container>
      <div className="border-t border-slate-800">
        <Container className="flex flex-col gap-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          {/* The server's year stays: a visitor's clock may be in another year (New Year's Eve, a wrong clock). */}
          <p suppressHydrationWarning>{fill(t.footer.rights, { year, brand: site.name })}</p>
          <nav aria-label={t.footer.legal}>
            <ul className="flex flex-wrap items-center gap-x-5 gap-y-2">
              <PageLinks links={legal} />
              <li>
                {/* Deliberately discreet, still readable. */}
                <Link
                  to="/auth"
                  className="text-xs text-slate-400 hover:text-slate-200 hover:underline"
                >
                  {t.footer.admin}
                </Link>
              </li>
            </ul>
          </nav>
        </Container>
      </div>
    </footer>
  );
}
