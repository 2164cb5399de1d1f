import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import { twoFactor } from "better-auth/plugins/two-factor";
import type { Database } from "../../../db/client.server";
import {
  accounts,
  sessions,
  twoFactors,
  userRoles,
  users,
  verifications,
} from "../../../db/schema";
import { env } from "~/config/env.server";
import { db } from "~/lib/db.server";
import { logger } from "~/infra/logger.server";
import { appSecret } from "~/lib/secret.server";
import { hashPassword, verifyPassword } from "./password-hash.server";
import { MIN_PASSWORD_LENGTH, passwordPolicyError } from "./password-policy";
import { TOTP_CODE_REUSED, claimTotpCode, releaseTotpCode } from "./totp-replay.server";

/** Idle sessions end after this; each use within it pushes the end back (DB row and cookie). */
export const SESSION_EXPIRES_IN = 60 * 60 * 24; // 1 day
/**
 * However often it is used, a session ends this long after its sign-in: a
 * trigger on `sessions` caps `expires_at` at `created_at` + 7 days, whichever
 * code path writes the row (migration 0005).
 */
export const SESSION_ABSOLUTE_LIFETIME = 60 * 60 * 24 * 7; // 7 days
/** How often a used session has its expiry pushed back. */
export const SESSION_UPDATE_AGE = 60 * 60; // 1 hour

export const SIGNUP_FORBIDDEN = "Les inscriptions sont fermées.";
export const TRUST_DEVICE_REFUSED =
  "Les appareils de confiance ne sont pas acceptés : le code est demandé à chaque connexion.";
export const INVALID_CALLBACK_URL = "Adresse de redirection invalide.";

const TOTP_PATH = "/two-factor/verify-totp";
const SECOND_FACTOR_PATHS = new Set([
  TOTP_PATH,
  "/two-factor/verify-backup-code",
  "/two-factor/verify-otp",
]);
type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/**
 * Who is typing this authenticator code: the pending sign-in of the signed
 * two-factor cookie, or the signed-in user confirming enrolment.
 */
async function totpClaim(ctx: HookContext): Promise<{ userId: string; code: string } | null> {
  const code = (ctx.body as { code?: unknown } | undefined)?.code;
  // Only a well-formed code can verify, so only such a code is worth remembering.
  if (typeof code !== "string" || !/^\d{6}$/.test(code)) return null;
  const cookie = ctx.context.createAuthCookie("two_factor");
  const pending = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (pending) {
    const verification = await ctx.context.internalAdapter.findVerificationValue(pending);
    return verification ? { userId: verification.value, code } : null;
  }
  const session = await getSessionFromCtx(ctx).catch(() => null);
  return session ? { userId: session.user.id, code } : null;
}

function buildAuth(database: Database) {
  const e = env();
  return betterAuth({
    appName: e.SITE_NAME,
    baseURL: e.SITE_URL,
    secret: appSecret(),
    trustedOrigins: [new URL(e.SITE_URL).origin],
    database: drizzleAdapter(database, {
      provider: "pg",
      usePlural: true,
      schema: { users, sessions, accounts, verifications, twoFactors },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      // The spec's sign-up call: off unless ALLOW_SIGNUP (the hook below answers 403).
      autoSignIn: false,
      // Its format, on Node's native scrypt (off the event loop).
      password: { hash: hashPassword, verify: verifyPassword },
    },
    session: {
      expiresIn: SESSION_EXPIRES_IN,
      updateAge: SESSION_UPDATE_AGE,
      freshAge: e.FRESH_SIGN_IN_SECONDS,
    },
    // Our own limiter (database-backed, shared by every instance) guards sign-in.
    rateLimit: { enabled: false },
    advanced: {
      // Secure whenever the site is served over TLS (production); plain-HTTP test servers keep working.
      useSecureCookies: e.NODE_ENV === "production" && e.SITE_URL.startsWith("https:"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", path: "/" },
      // better-auth skips its Origin check when it thinks it runs under a test runner; never here.
      disableOriginCheck: false,
    },
    plugins: [twoFactor({ issuer: e.SITE_NAME })],
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body = ctx.body as Record<string, unknown> | undefined;
        // A "trusted device" would skip the second factor for 30 days, and survive a sign-out
        // everywhere and a password change: every sign-in asks for the code instead.
        if (SECOND_FACTOR_PATHS.has(ctx.path) && body?.trustDevice) {
          throw new APIError("BAD_REQUEST", {
            message: TRUST_DEVICE_REFUSED,
            code: "TRUST_DEVICE_REFUSED",
          });
        }
        if (ctx.path === TOTP_PATH) {
          const claim = await totpClaim(ctx);
          if (claim && !(await claimTotpCode(database, claim.userId, claim.code))) {
            throw new APIError("UNAUTHORIZED", {
              message: TOTP_CODE_REUSED,
              code: "TOTP_CODE_REUSED",
            });
          }
        }
        if (ctx.path.startsWith("/sign-up")) {
          if (!env().ALLOW_SIGNUP) throw new APIError("FORBIDDEN", { message: SIGNUP_FORBIDDEN });
          // The same password policy as every other way of setting a password.
          const weak = typeof body?.password === "string" && passwordPolicyError(body.password);
          if (weak) throw new APIError("BAD_REQUEST", { message: weak, code: "WEAK_PASSWORD" });
        }
        // A callbackURL goes back out in a Location header: one that a header cannot carry
        // (a character outside printable ASCII, e.g. "/😀") would end in a 500 after sign-in.
        const callbackURL = body?.callbackURL;
        if (typeof callbackURL === "string" && /[^\x20-\x7e]/.test(callbackURL)) {
          throw new APIError("BAD_REQUEST", { message: INVALID_CALLBACK_URL });
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== TOTP_PATH || !isAPIError(ctx.context.returned)) return;
        const claim = await totpClaim(ctx);
        if (claim) await releaseTotpCode(database, claim.userId, claim.code);
      }),
    },
    databaseHooks: {
      user: {
        create: {
          // Every account made by the sign-up API is a plain user: only an administrator grants roles.
          after: async (user) => {
            try {
              await database
                .insert(userRoles)
                .values({ userId: user.id, role: "user" })
                .onConflictDoNothing();
            } catch (error) {
              logger.error({ err: error, userId: user.id }, "sign-up: user role not recorded");
            }
          },
        },
      },
    },
    logger: {
      log: (level, message) => logger[level]({ source: "better-auth" }, message),
    },
  });
}

export type Auth = ReturnType<typeof buildAuth>;

const instances = new WeakMap<Database, Auth>();

/** The better-auth instance over a given database (the process's by default). */
export function auth(database: Database = db()): Auth {
  let instance = instances.get(database);
  if (!instance) {
    instance = buildAuth(database);
    instances.set(database, instance);
  }
  return instance;
}
