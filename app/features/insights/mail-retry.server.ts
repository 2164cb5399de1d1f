import { z } from "zod";
import { requireAdmin } from "~/features/auth/guard.server";
import { retryMailNow } from "~/features/notifications/failures.server";
import { wakeOutbox } from "~/features/notifications/outbox.server";
import { db } from "~/lib/db.server";
import { answer } from "~/features/back-office/answer.server";
import { refuse } from "~/domain/result";
import { formValues } from "~/features/forms/form-values";

export interface MailRetryAnswer {
  ok: boolean;
  message: string;
}

const retrySchema = z.object({ intent: z.literal("retry-mail"), id: z.string().uuid() });

/** The dashboard's «Réessayer maintenant»: the message becomes due now and this process's worker wakes. */
export async function mailRetryAction(request: Request) {
  const admin = await requireAdmin(request);
  const parsed = retrySchema.safeParse(formValues(await request.formData()));
  const log = {
    what: "outbox retry request",
    failure: "Impossible de relancer l'envoi pour le moment.",
    outboxId: parsed.data?.id,
    by: admin.userId,
  };
  return answer<MailRetryAnswer & { ok: true }>(log, async () => {
    if (!parsed.success) return refuse.invalid("Message introuvable.");
    if (!(await retryMailNow(db(), parsed.data.id))) {
      return refuse.conflict("Ce message n'est plus en attente d'envoi.");
    }
    wakeOutbox();
    return { ok: true, message: "Nouvel essai d'envoi lancé." };
  });
}
