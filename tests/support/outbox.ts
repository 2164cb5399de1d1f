import type { Mailer, MailMessage } from "~/features/notifications/mailer.server";
import { createOutboxWorker } from "~/features/notifications/worker.server";

/** The site the integration tests' mails are signed with. */
export const TEST_SITE = {
  name: "DigiSolutions",
  url: "https://digi.example.tn",
  phone: "+216 00 000 000",
  whatsappNumber: "21600000000",
  email: "contact@digi.example.tn",
};

type WorkerOptions = Parameters<typeof createOutboxWorker>[0];

/** An outbox worker for the test site; `site` and `from` may still be overridden. */
export function testOutboxWorker(
  options: Omit<WorkerOptions, "site" | "from"> & Partial<Pick<WorkerOptions, "site" | "from">>,
) {
  return createOutboxWorker({
    site: TEST_SITE,
    from: "DigiSolutions <contact@digi.example.tn>",
    ...options,
  });
}

/** A mailer that keeps every message it is handed, in order. */
export function memoryMailer(): { mailer: Mailer; sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  const mailer: Mailer = {
    describe: "test",
    async send(message) {
      sent.push(message);
    },
    close() {},
  };
  return { mailer, sent };
}
