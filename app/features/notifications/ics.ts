import type { AppointmentStatus } from "~/domain/constants";

/**
 * An iCalendar (RFC 5545) event for an appointment, in Africa/Tunis time.
 * One UID per appointment and a growing SEQUENCE, so calendar apps update the
 * same event when its status mail arrives.
 */
export interface IcsEvent {
  uid: string;
  /** YYYY-MM-DD and HH:MM, Africa/Tunis wall time. */
  date: string;
  time: string;
  durationMinutes: number;
  summary: string;
  description: string;
  location?: string;
  status: AppointmentStatus;
  sequence: number;
  stamp: Date;
}

/** Escapes TEXT values (backslash, semicolon, comma, line breaks). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r?\n/g, "\\n");
}

/** Folds a content line at 75 octets, never splitting a UTF-8 character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let bytes = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with a space
    if (bytes + size > limit) {
      parts.push(current);
      current = "";
      bytes = 0;
    }
    current += char;
    bytes += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

const utcStamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

const STATUS = { pending: "TENTATIVE", confirmed: "CONFIRMED", cancelled: "CANCELLED" } as const;

export function buildIcs(event: IcsEvent): { method: "PUBLISH" | "CANCEL"; content: string } {
  const method = event.status === "cancelled" ? "CANCEL" : "PUBLISH";
  const start = `${event.date.replace(/-/g, "")}T${event.time.replace(":", "")}00`;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//DigiSolutions//Rendez-vous//FR",
    "CALSCALE:GREGORIAN",
    `METHOD:${method}`,
    // Tunisia keeps UTC+1 all year.
    "BEGIN:VTIMEZONE",
    "TZID:Africa/Tunis",
    "BEGIN:STANDARD",
    "DTSTART:19700101T000000",
    "TZOFFSETFROM:+0100",
    "TZOFFSETTO:+0100",
    "TZNAME:CET",
    "END:STANDARD",
    "END:VTIMEZONE",
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART;TZID=Africa/Tunis:${start}`,
    `DURATION:PT${event.durationMinutes}M`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    `STATUS:${STATUS[event.status]}`,
    `SEQUENCE:${event.sequence}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return { method, content: `${lines.map(foldLine).join("\r\n")}\r\n` };
}
