import { ChevronLeft, ChevronRight } from "~/components/ui/icons";
import { useEffect, useState, useSyncExternalStore } from "react";
import { Link } from "react-router";
import { fill, useT } from "~/i18n";
import { SectionLink } from "~/components/layout/nav-link";
import { Container, buttonClass, cx } from "~/components/ui";

/** 3 slides, auto-advance every 5000 ms, 1 s fade. */
export const HERO_INTERVAL_MS = 5000;
const SLIDE_IMAGES = [
  "/images/hero/slide-1.svg",
  "/images/hero/slide-2.svg",
  "/images/hero/slide-3.svg",
];

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";
function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    // The server cannot know. Nothing moves before hydration (the timer is an
    // effect), so the server's page may assume motion, as most visitors'
    // browsers do: the carousel is then not drawn a second time once hydrated.
    () => false,
  );
}

export function HeroCarousel() {
  const t = useT();
  const slides = t.hero.slides;
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const paused = hovered || focused || reducedMotion;

  // One timeout per shown slide: any manual change restarts the 5 s.
  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), HERO_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [index, paused, count]);

  const go = (i: number) => setIndex(((i % count) + count) % count);
  const arrow =
    "absolute top-1/2 z-10 hidden size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/15 text-white hover:bg-white/25 focus-visible:outline-2 focus-visible:outline-white md:inline-flex";

  return (
    <section
      id="hero"
      tabIndex={-1}
      aria-roledescription="carousel"
      aria-label={t.hero.label}
      className="relative scroll-mt-16 overflow-hidden bg-gradient-to-br from-brand-900 via-brand-700 to-sky-700 text-white outline-none"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      // Focus on a control pauses; focus on the section itself (after the
      // "Accueil" link scrolled here) does not.
      onFocus={(e) => setFocused(e.target !== e.currentTarget)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <h1 className="sr-only">{t.hero.heading}</h1>
      <Container className="relative py-14 md:py-20">
        <div className="grid md:px-12" aria-live={paused ? "polite" : "off"}>
          {slides.map((slide, i) => {
            const active = i === index;
            return (
              <div
                key={slide.title}
                role="group"
                aria-roledescription="slide"
                aria-label={fill(t.hero.slideOf, { n: i + 1, total: count })}
                aria-hidden={!active}
                inert={!active}
                data-active={active || undefined}
                className={cx(
                  "grid items-center gap-8 transition-opacity duration-1000 ease-in-out [grid-area:1/1] motion-reduce:transition-none md:grid-cols-2",
                  active ? "opacity-100" : "opacity-0",
                )}
              >
                <div>
                  <p className="text-sm font-semibold uppercase tracking-wider text-sky-200">
                    {slide.eyebrow}
                  </p>
                  <h2 className="mt-3 text-3xl font-bold leading-tight sm:text-4xl lg:text-5xl">
                    {slide.title}
                  </h2>
                  <p className="mt-5 max-w-xl text-lg text-blue-50">{slide.text}</p>
                  <div className="mt-8 flex flex-wrap gap-3">
                    <SectionLink
                      section="solutions"
                      className={buttonClass({ variant: "onDark", size: "lg" })}
                    >
                      {t.hero.discover}
                    </SectionLink>
                    <Link
                      to="/rendez-vous"
                      className={buttonClass({
                        size: "lg",
                        className:
                          "border border-white/70 bg-transparent text-white hover:bg-white/10 dark:bg-transparent",
                      })}
                    >
                      {t.hero.quote}
                    </Link>
                  </div>
                </div>
                <img
                  src={SLIDE_IMAGES[i]}
                  alt=""
                  width={560}
                  height={420}
                  fetchPriority={i === 0 ? "high" : "low"}
                  loading={i === 0 ? "eager" : "lazy"}
                  decoding="async"
                  className="hidden h-auto w-full md:block"
                />
              </div>
            );
          })}
        </div>
        <button
          type="button"
          className={cx(arrow, "start-2")}
          aria-label={t.hero.previous}
          onClick={() => go(index - 1)}
        >
          <ChevronLeft aria-hidden className="size-6 rtl:rotate-180" />
        </button>
        <button
          type="button"
          className={cx(arrow, "end-2")}
          aria-label={t.hero.next}
          onClick={() => go(index + 1)}
        >
          <ChevronRight aria-hidden className="size-6 rtl:rotate-180" />
        </button>
        <div className="mt-10 flex items-center justify-center gap-2">
          <button
            type="button"
            className="inline-flex size-10 items-center justify-center rounded-full text-white hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white md:hidden"
            aria-label={t.hero.previous}
            onClick={() => go(index - 1)}
          >
            <ChevronLeft aria-hidden className="size-5 rtl:rotate-180" />
          </button>
          {slides.map((slide, i) => (
            <button
              key={slide.title}
              type="button"
              aria-label={fill(t.hero.goTo, { n: i + 1 })}
              aria-current={i === index ? "true" : undefined}
              data-testid="hero-dot"
              className="group inline-flex size-8 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-white"
              onClick={() => go(i)}
            >
              <span
                className={cx(
                  "block h-2.5 rounded-full transition-all",
                  i === index ? "w-7 bg-white" : "w-2.5 bg-white/50 group-hover:bg-white/80",
                )}
              />
            </button>
          ))}
          <button
            type="button"
            className="inline-flex size-10 items-center justify-center rounded-full text-white hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white md:hidden"
            aria-label={t.hero.next}
            onClick={() => go(index + 1)}
          >
            <ChevronRight aria-hidden className="size-5 rtl:rotate-180" />
          </button>
        </div>
      </Container>
    </section>
  );
}
