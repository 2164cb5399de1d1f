/**
 * The integration files that set the environment or mock a module before
 * they import the app (the auth configuration reads its secret and its
 * limits once, at import). Each runs in a module graph of its own
 * (vitest.config.ts); every other integration file shares its worker's
 * modules, and lint refuses it a stub or a mock (eslint.config.js).
 */
export const OWN_MODULES = [
  "tests/integration/audit-log.test.ts",
  "tests/integration/auth-administrators.test.ts",
  "tests/integration/auth-limits.test.ts",
  "tests/integration/auth-sessions.test.ts",
  "tests/integration/auth-totp-replay.test.ts",
  "tests/integration/back-office-load-failures.test.ts",
  "tests/integration/back-office-roles.test.ts",
  "tests/integration/platform-app.test.ts",
];
