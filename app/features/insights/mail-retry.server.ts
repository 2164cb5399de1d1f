import { data } from "react-router";
import { z } from "zod";
import { requireAdmin } from "~/features/auth/guard.server";
import { retryMailNow } from "~/features/notifications/failures.server";
import { wakeOutbox } from "~/features/notifications/outbox.server";
import { db } from "~/lib/db.server";
import { logger } from "~/infra/logger.server";
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
  if (!parsed.success) {
    return data<MailRetryAnswer>({ ok: false, message: "Message introuvable." }, { status: 400 });
  }
  try {
    if (!(await retryMailNow(db(), parsed.data.id))) {
      return data<MailRetryAnswer>(
        { ok: false, message: "Ce message n'est plus en attente d'envoi." },
        { status: 409 },
      );
    }
    logger.info({ outboxId: parsed.data.id, by: admin.userId }, "outbox: retry requested");
    wakeOutbox();
    return data<MailRetryAnswer>({ ok: true, message: "Nouvel essai d'envoi lancé." });
  } catch (error) {
    logger.error({ err: error, outboxId: parsed.data.id }, "outbox: retry request failed");
    return data<MailRetryAnswer>(
      { ok: false, message: "Impossible de relancer l'envoi pour le moment." },
      { status: 500 },
    );
  }
}
