/*
 * The appointment pages' fixed choices, without zod: the pages render them on
 * first load, while the schema is only fetched on demand. Their texts are in
 * the forms dictionary (app/i18n/forms).
 */

export const MEETING_TYPES = ["video", "phone"] as const;
export type MeetingType = (typeof MEETING_TYPES)[number];
