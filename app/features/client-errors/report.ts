/** Where the browser posts its uncaught errors. */
export const CLIENT_ERRORS_PATH = "/api/client-errors";

/** A report body larger than this is refused unread (413). */
export const MAX_REPORT_BYTES = 8 * 1024;
export const MAX_MESSAGE = 500;
export const MAX_STACK = 2000;

export type ClientErrorKind = "error" | "unhandledrejection" | "boundary";
