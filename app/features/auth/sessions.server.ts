import { eq } from "drizzle-orm";
import { sessions } from "../../../db/schema";
import { db } from "~/lib/db.server";
import { logger } from "~/infra/logger.server";
import { callAuth } from "./api-call.server";
import { auth } from "./auth.server";
import { assertSameOrigin, getSignedInUser } from "./guard.server";

/**
 * Ends this session, or with `everywhere` every session of the user (other
 * browsers included). The cookies are cleared whatever the server answers,
 * as the spec's sign-out does.
 */
export async function signOut(
  request: Request,
  options: { everywhere?: boolean } = {},
): Promise<Headers> {
  assertSameOrigin(request);
  if (options.everywhere) {
    const user = await getSignedInUser(request);
    if (user) {
      await db().delete(sessions).where(eq(sessions.userId, user.userId));
      logger.info({ userId: user.userId }, "signed out everywhere");
    }
  }
  const result = await callAuth(() =>
    auth().api.signOut({ headers: request.headers, asResponse: true }),
  );
  return result.headers;
}
