import { SectionHeading } from "./section-heading";
import { ChevronDown } from "~/components/ui/icons";
import { useT } from "~/i18n";
import { Container } from "~/components/ui";

/**
 * Eight questions; native <details> sharing one `name`, so the browser keeps
 * one open at a time and a second click closes it, even without JavaScript.
 */
export function FaqSection() {
  const t = useT();
  return (
    <section
      id="faq"
      tabIndex={-1}
      aria-labelledby="faq-title"
      className="scroll-mt-16 py-20 outline-none"
    >
      <Container>
        <div className="mx-auto max-w-3xl">
          <SectionHeading id="faq-title" title={t.faq.heading} />
          <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-slate-700 dark:border-slate-700 dark:bg-slate-900">
            {t.faq.items.map((item) => (
              <details key={item.question} name="faq" className="group" data-testid="faq-item">
                <summary className="faq-summary">
                  <span>{item.question}</span>
                  <ChevronDown
                    aria-hidden
                    className="size-5 shrink-0 transition-transform group-open:rotate-180"
                  />
                </summary>
                <p className="px-5 pb-5 text-slate-600 dark:text-slate-300">{item.answer}</p>
              </details>
            ))}
          </div>
        </div>
      </Container>
    </section>
  );
}
