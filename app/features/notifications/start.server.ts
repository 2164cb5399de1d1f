import type { Database } from "../../../db/client.server";
import type { Env } from "~/config/env.server";
import { siteConfig } from "~/config/site.server";
import { logger } from "~/infra/logger.server";
import { createMailer } from "./mailer.server";
import { createOutboxWorker } from "./worker.server";

/** Starts this process's outbox worker from the environment; returns its stop function. */
export function startOutboxWorker(db: Database, env: Env): () => Promise<void> {
  const mailer = createMailer({ smtpUrl: env.SMTP_URL, dataDir: env.DATA_DIR });
  const worker = createOutboxWorker({
    db,
    mailer,
    site: siteConfig(),
    from: env.MAIL_FROM ?? `${env.SITE_NAME} <${env.CONTACT_EMAIL}>`,
    notifyEmail: env.NOTIFY_EMAIL,
    claimSeconds: env.OUTBOX_LEASE_SECONDS,
  });
  worker.start();
  logger.info({ transport: mailer.describe }, "outbox worker started");
  return async () => {
    await worker.stop();
    mailer.close();
  };
}
