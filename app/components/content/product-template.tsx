import type { ComponentType, ReactNode } from "react";
import {
  CalendarDays,
  CircleCheck,
  Cloud,
  CreditCard,
  DatabaseBackup,
  Headphones,
  MessageSquare,
  Printer,
  Server,
  Usb,
  Wrench,
  type IconProps,
} from "~/components/ui/icons";
import { ButtonLink, Container, buttonClass } from "~/components/ui";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { TickList } from "~/components/ui/tick-list";
import type { ContentCopy } from "~/content/page-copy";
import { formatPrice } from "~/domain/money";
import type { ArticleView, CatalogEntry, ProductTexts } from "~/lib/catalog-types";
import type { Language } from "~/i18n/language";
import type { OrderControl } from "./order-control";
import { RelatedArticlesWhenNear } from "./related-articles-when-near";

const OPTION_ICONS: Record<string, ComponentType<IconProps> | undefined> = {
  phone: Headphones,
  emailChat: MessageSquare,
  drafts: Printer,
  payment: CreditCard,
  backup: DatabaseBackup,
};
const DELIVERY_ICONS = [Usb, Cloud, Server];

const CARD = "card";
const H2 = "text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white";

/** Prices keep digits left-to-right inside Arabic text. */
function Price({ amount }: { amount: number }) {
  return <bdi dir="ltr">{formatPrice(amount)}</bdi>;
}

/** One offer of the pricing section: its price, what the price is per, and what it includes. */
function PriceCard({
  className,
  label,
  amount,
  unit,
  note,
  includes,
}: {
  className: string;
  label: string;
  amount: number;
  unit: ReactNode;
  note: ReactNode;
  includes: string;
}) {
  return (
    <div className={className}>
      <h3 className="text-lg font-semibold text-slate-900 dark:text-white">{label}</h3>
      <p className="mt-3 text-4xl font-bold text-slate-900 dark:text-white">
        <Price amount={amount} />{" "}
        <span className="text-base font-medium text-slate-600 dark:text-slate-300">{unit}</span>
      </p>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{note}</p>
      <TickList items={includes} className="mt-4 space-y-2 text-slate-700 dark:text-slate-300" />
    </div>
  );
}

/**
 * A part of the page under the product's first screen, laid out only when it
 * comes near the screen (a phone lays out about two screens ahead). The space
 * around it is padding inside, so that the cards' shadows at its edges stay
 * within its painted box.
 *
 * Its estimated height is at least its real one (these parts measure 580 to
 * 1,550 px on a phone, up to 770 on a desktop): a part estimated shorter
 * lets its links and buttons overlap what follows it while it is not laid
 * out, and axe then found the footer's links too close to the related
 * guides (Lighthouse accessibility 96 on the Arabic product pages).
 */
function LaterPart({
  spacing,
  className,
  children,
}: {
  spacing: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={`render-when-near [--near-estimate:1700px] lg:[--near-estimate:900px] ${spacing}`}
    >
      <Container className={className}>{children}</Container>
    </div>
  );
}

/** One of the page's titled sections. */
function Section({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={H2}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The one template of the three product pages; the route hands down the order button. */
export function ProductTemplate({
  product,
  page,
  options,
  related,
  lang,
  copy,
  OrderButton,
}: {
  product: CatalogEntry;
  page: ProductTexts & { image: string };
  options: { key: string; price: number; label: string }[];
  related: ArticleView[];
  lang: Language;
  copy: ContentCopy;
  OrderButton: OrderControl;
}) {
  // The price sits in its own left-to-right island inside Arabic text.
  const [before, after] = copy.cloudMonthly.split("{price}");
  return (
    <>
      <section
        aria-labelledby="product-title"
        className="bg-gradient-to-b from-brand-50 to-white pb-12 dark:from-slate-900 dark:to-slate-950"
      >
        <Container className="pt-8 sm:pt-12">
          <Breadcrumb
            label={copy.breadcrumbLabel}
            items={[{ label: copy.solutions, href: "/" }, { label: page.title }]}
          />
          <div className="mt-8 grid items-center gap-10 lg:grid-cols-2">
            <div>
              <h1
                id="product-title"
                className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl dark:text-white"
              >
                {page.title}
              </h1>
              <p className="mt-3 text-xl font-semibold text-brand-700 dark:text-blue-300">
                {page.subtitle}
              </p>
              <p className="mt-5 text-lg leading-8 text-slate-700 dark:text-slate-300">
                {page.description}
              </p>
              <div className="mt-8 flex flex-wrap gap-3">
                <OrderButton product={product.slug} className={buttonClass({ size: "lg" })}>
                  {copy.order}
                </OrderButton>
                <ButtonLink to="/rendez-vous" variant="secondary" size="lg">
                  <CalendarDays aria-hidden className="size-5" />
                  {copy.appointment}
                </ButtonLink>
                <ButtonLink
                  to="/reservation"
                  variant="ghost"
                  size="lg"
                  className="underline underline-offset-4"
                >
                  {copy.quote}
                </ButtonLink>
              </div>
            </div>
            <img
              src={page.image}
              alt={page.imageAlt}
              width={640}
              height={480}
              fetchPriority="high"
              className="mx-auto w-full max-w-lg"
            />
          </div>
        </Container>
      </section>

      <LaterPart spacing="pb-1 pt-12" className="grid gap-8 lg:grid-cols-3">
        <Section id="features" title={copy.featuresTitle} className="lg:col-span-2">
          <TickList
            items={page.features}
            className="mt-6 grid gap-3 text-slate-700 sm:grid-cols-2 dark:text-slate-300"
          />
        </Section>
        <section aria-labelledby="benefits" className={`${CARD} bg-brand-50 dark:bg-slate-900`}>
          <h2 id="benefits" className="text-xl font-bold text-slate-900 dark:text-white">
            {copy.benefitsTitle}
          </h2>
          <TickList
            items={page.benefits}
            icon={CircleCheck}
            tone="brand"
            className="mt-4 space-y-3 text-slate-700 dark:text-slate-300"
          />
        </section>
      </LaterPart>

      <LaterPart spacing="pb-1 pt-15">
        <Section id="pricing" title={copy.pricingTitle}>
          <div className="mt-6 grid gap-6 md:grid-cols-2">
            <PriceCard
              className={CARD}
              label={copy.localLabel}
              amount={product.priceLocal}
              unit={copy.excludingTax}
              note={copy.localNote}
              includes={copy.localIncludes}
            />
            <PriceCard
              className={`${CARD} border-brand-600 dark:border-blue-300`}
              label={copy.cloudLabel}
              amount={product.priceCloud}
              unit={
                <>
                  {copy.excludingTax} · {copy.cloudNote}
                </>
              }
              note={
                <>
                  {before}
                  <Price amount={product.cloudMonthlyFrom} />
                  {after}
                </>
              }
              includes={copy.cloudIncludes}
            />
          </div>
          <p className="mt-4 text-sm text-slate-600 dark:text-slate-300">{copy.pricingNote}</p>
        </Section>
      </LaterPart>

      <LaterPart spacing="pb-1 pt-15">
        <Section id="local-options" title={copy.optionsTitle}>
          <p className="mt-4 max-w-3xl text-slate-700 dark:text-slate-300">{copy.optionsIntro}</p>
          <ul className="mt-6 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-slate-700 dark:border-slate-700 dark:bg-slate-900">
            {options.map((option) => {
              const Icon = OPTION_ICONS[option.key] ?? Wrench;
              return (
                <li key={option.key} className="flex items-center gap-4 px-5 py-4">
                  <Icon aria-hidden className="size-6 shrink-0 text-brand-600 dark:text-blue-300" />
                  <span className="flex-1 text-slate-800 dark:text-slate-200">{option.label}</span>
                  <span className="font-semibold text-slate-900 dark:text-white">
                    {option.price === 0 ? (
                      copy.free
                    ) : (
                      <bdi dir="ltr">+{formatPrice(option.price)}</bdi>
                    )}
                  </span>
                </li>
              );
            })}
          </ul>
          <p className="mt-4 flex gap-2 text-slate-700 dark:text-slate-300">
            <Wrench
              aria-hidden
              className="mt-0.5 size-5 shrink-0 text-amber-600 dark:text-amber-400"
            />
            {copy.maintenanceNote}
          </p>
        </Section>
      </LaterPart>

      <LaterPart spacing="pb-16 pt-15">
        <Section id="delivery" title={copy.deliveryTitle}>
          <div className="mt-6 grid gap-6 md:grid-cols-3">
            {page.delivery.map((mode, i) => {
              const Icon = DELIVERY_ICONS[i] ?? Server;
              return (
                <div key={mode.title} className={CARD}>
                  <Icon aria-hidden className="size-8 text-brand-600 dark:text-blue-300" />
                  <h3 className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">
                    {mode.title}
                  </h3>
                  <p className="mt-2 text-slate-700 dark:text-slate-300">{mode.text}</p>
                </div>
              );
            })}
          </div>
        </Section>

        <RelatedArticlesWhenNear
          title={copy.relatedTitle}
          readMore={copy.readMore}
          articles={related}
          lang={lang}
        />
      </LaterPart>
    </>
  );
}
