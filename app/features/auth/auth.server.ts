import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
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
import { logger } from "~/lib/logger.server";
import { appSecret } from "~/lib/secret.server";
import { MIN_PASSWORD_LENGTH } from "./password-policy";

/** Idle sessions end after this; each use within it pushes the end back (DB row and cookie). */
export const SESSION_EXPIRES_IN = 60 * 60 * 24; // 1 day
/** How often a used session has its expiry pushed back. */
export const SESSION_UPDATE_AGE = 60 * 60; // 1 hour

export const SIGNUP_FORBIDDEN = "Les inscriptions sont fermées.";
export const INVALID_CALLBACK_URL = "Adresse de redirection invalide.";

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
    },
    plugins: [twoFactor({ issuer: e.SITE_NAME })],
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path.startsWith("/sign-up") && !env().ALLOW_SIGNUP) {
          throw new APIError("FORBIDDEN", { message: SIGNUP_FORBIDDEN });
        }
        // A callbackURL goes back out in a Location header: one that a header cannot carry
        // (a character outside printable ASCII, e.g. "/😀") would end in a 500 after sign-in.
        const callbackURL = (ctx.body as { callbackURL?: unknown } | undefined)?.callbackURL;
        if (typeof callbackURL === "string" && /[^\x20-\x7e]/.test(callbackURL)) {
          throw new APIError("BAD_REQUEST", { message: INVALID_CALLBACK_URL });
        }
      }),
    },
    databaseHooks: {
      user: {
        create: {
          // Every account made by the sign-up API is a plain user (DESIGN §3 item 6).
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
