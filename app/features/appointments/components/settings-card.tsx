import type { ReactNode } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui";
import { cx } from "~/components/ui/cx";
import { Card, mutedClass } from "~/features/back-office/components/ui";
import { frenchSpacing } from "~/i18n/typography";

/**
 * A card of the availability page: its title, what it sets, and its form,
 * which posts to the page with its own `intent`; `after` the form, what the
 * card lists (the closures).
 */
export function SettingsCard({
  title,
  intro,
  intent,
  submit,
  busy,
  formClassName,
  after,
  children,
}: {
  title: string;
  intro: string;
  intent: string;
  submit: string;
  busy: boolean;
  /** Added to the form's single-column grid. */
  formClassName?: string;
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card>
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className={`mt-1 text-sm ${mutedClass}`}>{frenchSpacing(intro)}</p>
      <Form method="post" className={cx("mt-4 grid gap-3", formClassName)}>
        <input type="hidden" name="intent" value={intent} />
        {children}
        <Button type="submit" disabled={busy} className="justify-self-start">
          {submit}
        </Button>
      </Form>
      {after}
    </Card>
  );
}
