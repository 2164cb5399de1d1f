import { useState } from "react";
import type { z } from "zod";
import { toast } from "~/components/ui/lazy-toast";
import { checkForm, type FirstIssue } from "./form-values";

/**
 * A form checked with the server's schema before it is sent, the refusal in
 * a toast (the back office's forms): `onSubmit` goes on the form, `issue` to
 * the FieldIssue around its fields, `clear` when the form is closed.
 */
export function useCheckedForm(schema: z.ZodType) {
  const [issue, setIssue] = useState<FirstIssue>();
  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const refused = checkForm(schema, event.currentTarget);
    setIssue(refused);
    if (!refused) return;
    event.preventDefault();
    toast.error(refused.message);
  }
  return { issue, onSubmit, clear: () => setIssue(undefined) };
}
