import { data, redirect } from "react-router";
import { env } from "~/config/env.server";
import { db } from "~/lib/db.server";
import { logger } from "~/infra/logger.server";
import { CROSS_ORIGIN_MESSAGE, isSameOriginRequest } from "~/lib/same-origin.server";
import { auth } from "./auth.server";
import { NOT_ADMIN_PAGE, signInPath } from "./return-path";
import { isAdmin } from "./roles.server";

export interface AdminIdentity {
  userId: string;
  email: string;
  sessionId: string;
  /** When this session was opened by a sign-in (sensitive actions need a recent one). */
  signedInAt: Date;
}

export interface SignedInUser extends AdminIdentity {
  isAdmin: boolean;
  twoFactorEnabled: boolean;
}

/**
 * The signed-in user of a request, or null. A database error reading the
 * session counts as signed out (logged), never as signed in.
 */
export async function getSignedInUser(request: Request): Promise<SignedInUser | null> {
  let session;
  try {
    session = await auth().api.getSession({ headers: request.headers });
  } catch (error) {
    logger.error({ err: error }, "session lookup failed: treated as signed out");
    return null;
  }
  if (!session) return null;
  const user = session.user as typeof session.user & { twoFactorEnabled?: boolean | null };
  return {
    userId: user.id,
    email: user.email,
    sessionId: session.session.id,
    signedInAt: new Date(session.session.createdAt),
    isAdmin: await isAdmin(db(), user.id),
    twoFactorEnabled: user.twoFactorEnabled === true,
  };
}

/** Refuses (403) a state-changing request coming from another site. */
export function assertSameOrigin(request: Request): void {
  if (request.method === "GET" || request.method === "HEAD") return;
  if (!isSameOriginRequest(request)) {
    logger.warn(
      { path: new URL(request.url).pathname, origin: request.headers.get("origin") },
      "cross-origin request refused",
    );
    throw data(CROSS_ORIGIN_MESSAGE, { status: 403 });
  }
}

/**
 * Every /admin loader and action starts with this: an anonymous visitor is
 * sent to /auth (and brought back after signing in), a signed-in
 * non-administrator to /auth with the reason, and a POST from another
 * site is refused with 403. An administrator with two-factor only ever holds
 * a session that passed it (sign-in withholds the session until the code is
 * verified, and enrolling ends the other sessions).
 */
export async function requireAdmin(request: Request): Promise<AdminIdentity> {
  assertSameOrigin(request);
  const user = await getSignedInUser(request);
  if (!user) {
    const url = new URL(request.url);
    // After a form post the page to come back to is the one that posted, not its data.
    throw redirect(
      signInPath(request.method === "GET" ? `${url.pathname}${url.search}` : url.pathname),
    );
  }
  if (!user.isAdmin) throw redirect(NOT_ADMIN_PAGE);
  return {
    userId: user.userId,
    email: user.email,
    sessionId: user.sessionId,
    signedInAt: user.signedInAt,
  };
}

/** Whether the identity signed in recently enough for a sensitive action. */
export function hasFreshSignIn(identity: Pick<AdminIdentity, "signedInAt">): boolean {
  return Date.now() - identity.signedInAt.getTime() < env().FRESH_SIGN_IN_SECONDS * 1000;
}

export const STALE_SIGN_IN_MESSAGE =
  "Pour cette action sensible, reconnectez-vous d'abord (déconnexion puis connexion).";
