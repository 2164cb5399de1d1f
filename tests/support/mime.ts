/**
 * Reads a raw mail (as an SMTP server receives it or an .eml file holds it)
 * the way a mail client shows it: encoded headers and every part's body
 * decoded (base64, quoted-printable), calendar lines unfolded. Enough to
 * assert on what a reader sees, without a MIME library.
 */
export interface ReadableMail {
  subject: string;
  /** All decoded parts, text, HTML and calendar. */
  body: string;
  /** The decoded text/calendar part, if any. */
  calendar?: string;
}

function decodeWords(header: string): string {
  return header.replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=\s*/gi, (_w, kind: string, data: string) =>
    kind.toUpperCase() === "B"
      ? Buffer.from(data, "base64").toString("utf8")
      : decodeQuotedPrintable(data.replace(/_/g, " ")),
  );
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const input = text.replace(/=\r?\n/g, "");
  for (let i = 0; i < input.length; i++) {
    if (input[i] === "=" && /^[0-9A-F]{2}$/i.test(input.slice(i + 1, i + 3))) {
      bytes.push(parseInt(input.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(input[i]!, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

function splitHead(raw: string): { headers: Record<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? "" : raw.slice(at).replace(/^\r?\n\r?\n/, "");
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeParts(raw: string, calendars: string[]): string[] {
  const { headers, body } = splitHead(raw);
  const type = headers["content-type"] ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith("--"))
      .flatMap((part) => decodeParts(part.replace(/^\r?\n/, ""), calendars));
  }
  const encoding = (headers["content-transfer-encoding"] ?? "").toLowerCase();
  let text =
    encoding === "base64"
      ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
      : encoding === "quoted-printable"
        ? decodeQuotedPrintable(body)
        : body;
  if (/text\/calendar/i.test(type)) {
    text = text.replace(/\r?\n[ \t]/g, "");
    calendars.push(text);
  }
  return [text];
}

export function readMail(raw: string): ReadableMail {
  const calendars: string[] = [];
  const body = decodeParts(raw, calendars).join("\n");
  return {
    subject: decodeWords(splitHead(raw).headers.subject ?? ""),
    body,
    calendar: calendars[0],
  };
}
