import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../../../db/client.server";
import { bookingSettings } from "../../../db/schema";
import {
  DEFAULT_CANCEL_CUTOFF_HOURS,
  DEFAULT_VIDEO_BASE_URL,
  meetingRoomUrl,
  roomName,
} from "~/domain/meeting";
import { saveBookingSettings } from "./availability.server";

/** The two settings of online demos, beside the booking rules in the same row. */
export interface DemoSettings {
  /** Hours before an appointment its self-service link stops cancelling and moving. */
  cancelCutoffHours: number;
  /** The Jitsi Meet server rooms are made on. */
  videoBaseUrl: string;
}

/** The settings as saved, the defaults before the availability page is first saved. */
export async function loadDemoSettings(db: Pick<Database, "select">): Promise<DemoSettings> {
  const [row] = await db
    .select({
      cancelCutoffHours: bookingSettings.cancelCutoffHours,
      videoBaseUrl: bookingSettings.videoBaseUrl,
    })
    .from(bookingSettings)
    .where(eq(bookingSettings.id, 1));
  return {
    cancelCutoffHours: row?.cancelCutoffHours ?? DEFAULT_CANCEL_CUTOFF_HOURS,
    videoBaseUrl: row?.videoBaseUrl ?? DEFAULT_VIDEO_BASE_URL,
  };
}

export function saveDemoSettings(db: Database, settings: DemoSettings, now = new Date()) {
  return saveBookingSettings(db, settings, now);
}

/** A new room on the configured server, its name from the system's secure random source. */
export function newMeetingUrl(base: string): string {
  return meetingRoomUrl(
    base,
    roomName((below) => crypto.randomInt(below)),
  );
}
