/**
 * How a demo happens and until when the visitor may change it through their
 * link (decisions 0064 and 0065). Pure functions of the settings and the clock.
 */

/** The public Jitsi Meet server; a self-hosted one is set on the availability page. */
export const DEFAULT_VIDEO_BASE_URL = "https://meet.jit.si";

/** Hours before an appointment its self-service link stops cancelling and moving. */
export const DEFAULT_CANCEL_CUTOFF_HOURS = 24;

export const CUTOFF_LIMITS = { min: 0, max: 168 } as const;

/** An https address with a host, no query or fragment, 200 characters at most. */
export const VIDEO_BASE_PATTERN = /^https:\/\/[^\s/?#]+(\/[^\s?#]*)?$/;

export function isVideoBaseUrl(value: string): boolean {
  return value.length <= 200 && VIDEO_BASE_PATTERN.test(value);
}

/** Letters and digits a person reads without confusion (no 0/o, 1/l). */
const ROOM_ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789";

/** Random characters of a room name: 26 × 5 bits = 130 bits, beyond any guessing. */
export const ROOM_RANDOM_LENGTH = 26;

/** Prefix of every room name, so a participant sees whose meeting it is. */
export const ROOM_PREFIX = "DigiSolutions-";

/**
 * A room name from `randomIndex` (a uniform integer below its argument; the
 * server passes `crypto.randomInt`). Nothing in it comes from the appointment.
 */
export function roomName(randomIndex: (below: number) => number): string {
  let random = "";
  for (let i = 0; i < ROOM_RANDOM_LENGTH; i++) random += ROOM_ALPHABET[randomIndex(32)]!;
  return `${ROOM_PREFIX}${random}`;
}

/** The room's address on the configured server. */
export function meetingRoomUrl(base: string, room: string): string {
  return `${base.replace(/\/+$/, "")}/${room}`;
}

/** Whether an address is a room this site made (its random part has the full length). */
export const ROOM_URL_PATTERN = new RegExp(
  `^https://\\S+/${ROOM_PREFIX}[${ROOM_ALPHABET}]{${ROOM_RANDOM_LENGTH}}$`,
);

/** The instant from which the visitor's link no longer cancels or moves the appointment. */
export function selfServiceCutoff(date: string, time: string, cutoffHours: number): Date {
  return new Date(tunisInstant(date, time).getTime() - cutoffHours * 3_600_000);
}

/**
 * Whether the visitor may still cancel or move the appointment at `now`:
 * strictly before the cut-off (at the cut-off itself, it is closed).
 */
export function beforeCutoff(date: string, time: string, cutoffHours: number, now: Date): boolean {
  return now.getTime() < selfServiceCutoff(date, time, cutoffHours).getTime();
}
import { tunisInstant } from "./calendar";
