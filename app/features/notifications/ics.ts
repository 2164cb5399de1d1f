import { tunisInstant, tunisWallClock } from "~/domain/calendar";
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
  /** When the appointment last changed (its status), for subscribed calendars. */
  lastModified?: Date;
  /** Where an administrator opens the record, or the customer their self-service page. */
  url?: string;
  /** Who invites (the sender) and who is invited (the customer): RFC 5546 invitations need both. */
  organizer?: Person;
  attendee?: Person;
}

export interface Person {
  name: string;
  email: string;
}

/** RFC 5546: PUBLISH shows an event, REQUEST invites to it (or updates it), CANCEL withdraws it. */
export type IcsMethod = "PUBLISH" | "REQUEST" | "CANCEL";

/** Escapes TEXT values (backslash, semicolon, comma, line breaks). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r?\n/g, "\\n");
}

/** A CN parameter value: quoted, without what a quoted value cannot hold. */
const commonName = (name: string) =>
  // eslint-disable-next-line no-control-regex
  `"${name.replace(/["\u0000-\u001f\u007f]/g, "")}"`;

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

const STATUS = {
  pending: "TENTATIVE",
  confirmed: "CONFIRMED",
  cancelled: "CANCELLED",
  // The meeting took place as planned (with or without the customer).
  done: "CONFIRMED",
  no_show: "CONFIRMED",
} as const;

/** Tunisia keeps UTC+1 all year: one STANDARD part, no daylight rule. */
const VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  "TZID:Africa/Tunis",
  "BEGIN:STANDARD",
  "DTSTART:19700101T000000",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0100",
  "TZNAME:CET",
  "END:STANDARD",
  "END:VTIMEZONE",
];

const localStamp = (date: string, time: string) =>
  `${date.replace(/-/g, "")}T${time.replace(":", "")}00`;

function eventLines(event: IcsEvent): string[] {
  const end = tunisWallClock(
    new Date(tunisInstant(event.date, event.time).getTime() + event.durationMinutes * 60_000),
  );
  return [
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART;TZID=Africa/Tunis:${localStamp(event.date, event.time)}`,
    `DTEND;TZID=Africa/Tunis:${localStamp(end.date, end.time)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    ...(event.organizer
      ? [`ORGANIZER;CN=${commonName(event.organizer.name)}:mailto:${event.organizer.email}`]
      : []),
    ...(event.attendee
      ? [
          `ATTENDEE;CN=${commonName(event.attendee.name)};ROLE=REQ-PARTICIPANT;` +
            `PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:${event.attendee.email}`,
        ]
      : []),
    `STATUS:${STATUS[event.status]}`,
    `SEQUENCE:${event.sequence}`,
    ...(event.lastModified ? [`LAST-MODIFIED:${utcStamp(event.lastModified)}`] : []),
    "END:VEVENT",
  ];
}

/**
 * A calendar of events: the one builder behind the customer mails'
 * attachment (one event) and the administrators' subscription feed (many).
 * CRLF line ends and lines folded at 75 octets (RFC 5545 §3.1).
 */
export function buildCalendar(calendar: {
  method: IcsMethod;
  events: readonly IcsEvent[];
  /** Shown by calendar apps as the subscription's name. */
  name?: string;
}): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//DigiSolutions//Rendez-vous//FR",
    "CALSCALE:GREGORIAN",
    `METHOD:${calendar.method}`,
    ...(calendar.name ? [`X-WR-CALNAME:${escapeText(calendar.name)}`] : []),
    ...VTIMEZONE,
    ...calendar.events.flatMap(eventLines),
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}

/** One event as a mail's attachment, with the method the mail's Content-Type repeats. */
export function buildIcs(
  event: IcsEvent,
  method: IcsMethod,
): { method: IcsMethod; content: string } {
  return { method, content: buildCalendar({ method, events: [event] }) };
}
