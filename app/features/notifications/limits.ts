/** After this many failed attempts a message stays unsent, its last error kept, until an administrator retries it. */
export const MAX_SEND_ATTEMPTS = 12;

/** A message still unsent this long after it was queued is shown to administrators. */
export const LATE_AFTER_MS = 60 * 60 * 1000;
