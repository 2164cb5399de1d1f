import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer";
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from "~/infra/private-files.server";

/** A message ready to hand to a transport. */
export type MailMessage = Mail.Options & { messageId: string };

export interface Mailer {
  /** Where mail goes, for logs: "smtp" or the .eml directory. */
  describe: string;
  send(message: MailMessage, fileStem: string): Promise<void>;
  close(): void;
}

/** Where .eml files go when no SMTP server is set. */
export function mailDirectory(dataDir: string): string {
  return path.join(dataDir, "mail");
}

/**
 * SMTP when SMTP_URL is set; otherwise each message is written as an .eml
 * file under DATA_DIR/mail, readable by the server's user only (atomically: a
 * reader never sees half a file, and re-sending the same message overwrites
 * its own file).
 */
export function createMailer(options: { smtpUrl?: string; dataDir: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl, {
      // Well under the worker's claim, so a hung server cannot cause a double send.
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 30_000,
    } as never);
    return {
      describe: "smtp",
      send: async (message) => {
        await transport.sendMail(message);
      },
      close: () => transport.close(),
    };
  }
  const dir = mailDirectory(options.dataDir);
  // CRLF line endings, as on the wire (RFC 5322): the file is the message an SMTP server would get.
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "windows",
  });
  return {
    describe: dir,
    send: async (message, fileStem) => {
      const info = await transport.sendMail(message);
      await fs.mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
      const file = path.join(dir, `${fileStem}.eml`);
      // Private (0600), through an exclusive temporary file nobody else can pre-create.
      const tmp = `${file}.${crypto.randomBytes(8).toString("hex")}.tmp`;
      await fs.writeFile(tmp, info.message as Buffer, { flag: "wx", mode: PRIVATE_FILE_MODE });
      await fs.rename(tmp, file);
    },
    close: () => transport.close(),
  };
}
