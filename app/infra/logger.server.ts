import pino from "pino";

/**
 * One logger for the process. Secrets never reach the output: any field named
 * like a credential is redacted wherever it sits.
 */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? "info",
  base: undefined,
  redact: {
    paths: [
      "password",
      "*.password",
      "*.*.password",
      "newPassword",
      "*.newPassword",
      "currentPassword",
      "*.currentPassword",
      "token",
      "*.token",
      "secret",
      "*.secret",
      "req.headers.cookie",
      "req.headers.authorization",
      'res.headers["set-cookie"]',
    ],
    censor: "[masqué]",
  },
});
