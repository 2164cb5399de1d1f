import { data, redirect } from "react-router";
import { env } from "~/config/env.server";
import { db } from "~/lib/db.server";
import { logger } from "~/infra/logger.server";
import { CROSS_ORIGIN_MESSAGE, isSameOriginRequest } from "~/lib/same-origin.server";
import { auth } from "./auth.server";
import { NOT_ADMIN_PAGE, signInPath } from "./return-path";
import { backOfficeRole, grantsOf } from "./roles.server";
import type { BackOfficeRole, Grant } from "~/domain/constants";
import {
  allows,
  FORBIDDEN_ACTION,
  FORBIDDEN_PAGE,
  GRANTABLE,
  grantableTo,
  homeOf,
  ruleOf,
} from "./access-rules";

export interface AdminIdentity {
  userId: string;
  email: string;
  sessionId: string;
  /** When this session was opened by a sign-in (sensitive actions need a recent one). */
  signedInAt: Date;
  /** The role the person acts with in the back office. */
  role: BackOfficeRole;
}

export interface SignedInUser extends Omit<AdminIdentity, "role"> {
  isAdmin: boolean;
  /** The back-office role, or null for an account without back-office access. */
  role: BackOfficeRole | null;
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
    ...(await roleFields(user.id)),
    twoFactorEnabled: user.twoFactorEnabled === true,
  };
}

async function roleFields(userId: string) {
  const role = await backOfficeRole(db(), userId);
  return { role, isAdmin: role === "admin" };
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
 * Every back-office loader and action starts with this: an anonymous visitor
 * is sent to /auth (and brought back after signing in), an account without a
 * back-office role to /auth with the reason, and a POST from another site is
 * refused with 403. Then the rule table (access-rules.ts) decides for the
 * address and, on a POST, the form's `intent`: a page the role may not use
 * answers 403 (drawn inside the back office), an action 403 with a French
 * message before anything runs. An administrator with two-factor only ever
 * holds a session that passed it (sign-in withholds the session until the
 * code is verified, and enrolling ends the other sessions).
 */
export async function requireAccess(request: Request): Promise<AdminIdentity> {
  const identity = await requireStaff(request);
  const pathname = routePathOf(request);
  if (request.method === "GET" || request.method === "HEAD") {
    const grant = ruleOf(pathname)?.rule.grant;
    // Read only when the role alone is refused and could hold the page's grant.
    const grants =
      grant &&
      !allows(identity.role, pathname, undefined, "page") &&
      grantableTo(identity.role, grant)
        ? await grantsOf(db(), identity.userId)
        : [];
    if (!allows(identity.role, pathname, undefined, "page", grants)) {
      if (ruleOf(pathname)?.rule.redirectRefused) throw redirect(homeOf(identity.role));
      logger.warn({ path: pathname, role: identity.role }, "page refused to role");
      throw data(FORBIDDEN_PAGE, { status: 403 });
    }
    return identity;
  }
  const intent = await intentOf(request);
  if (!allows(identity.role, pathname, intent, "action")) {
    logger.warn({ path: pathname, intent, role: identity.role }, "action refused to role");
    throw data(FORBIDDEN_ACTION, { status: 403 });
  }
  return identity;
}

/**
 * The routes written before roles call this name: it is `requireAccess`, so
 * they too go through the rule table (a route without a rule is open to
 * administrators only).
 */
export const requireAdmin = requireAccess;

/**
 * Signed in with any back-office role (the layout, which draws the menu the
 * role may use, and «Page introuvable»); the rule table is not consulted.
 */
export async function requireStaff(request: Request): Promise<AdminIdentity> {
  assertSameOrigin(request);
  const user = await getSignedInUser(request);
  if (!user) {
    const url = new URL(request.url);
    // After a form post the page to come back to is the one that posted, not its data.
    throw redirect(
      signInPath(request.method === "GET" ? `${url.pathname}${url.search}` : url.pathname),
    );
  }
  if (!user.role) throw redirect(NOT_ADMIN_PAGE);
  return {
    userId: user.userId,
    email: user.email,
    sessionId: user.sessionId,
    signedInAt: user.signedInAt,
    role: user.role,
  };
}

/** The page address a request is for (a client data request ends in `.data`). */
function routePathOf(request: Request): string {
  const { pathname } = new URL(request.url);
  if (pathname === "/_root.data") return "/";
  return pathname.replace(/\.data$/, "");
}

/** The form's `intent` of a POST, read from a copy (the route reads the body itself). */
async function intentOf(request: Request): Promise<string | null> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.includes("form")) return null;
  try {
    const value = (await request.clone().formData()).get("intent");
    return typeof value === "string" ? value : null;
  } catch {
    return null;
  }
}

/** Whether the identity signed in recently enough for a sensitive action. */
export function hasFreshSignIn(identity: Pick<AdminIdentity, "signedInAt">): boolean {
  return Date.now() - identity.signedInAt.getTime() < env().FRESH_SIGN_IN_SECONDS * 1000;
}

export const STALE_SIGN_IN_MESSAGE =
  "Pour cette action sensible, reconnectez-vous d'abord (déconnexion puis connexion).";

/** The grants an account's role may hold (the layout's menu); none read for other roles. */
export function grantsFor(identity: Pick<AdminIdentity, "userId" | "role">): Promise<Grant[]> {
  const possible = Object.values(GRANTABLE).some((g) =>
    (g.roles as readonly string[]).includes(identity.role),
  );
  return possible ? grantsOf(db(), identity.userId) : Promise.resolve([]);
}
