import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { isAPIError } from "better-auth/api";
import { eq, like } from "drizzle-orm";
import type { DatabaseHandle } from "../../db/client.server";
import { sessions, usedTotpCodes, users, verifications } from "../../db/schema";
import { createTestDatabase } from "../support/test-database";
import { nextCode, totpCode } from "../support/totp";

vi.stubEnv("BETTER_AUTH_SECRET", "integration-test-secret-0123456789abcdef");
vi.stubEnv("SITE_URL", "http://127.0.0.1:3999");

const { auth } = await import("../../app/features/auth/auth.server");
const { createAdministrator } =
  await import("../../app/features/administrators/administrators.server");
const { TOTP_CODE_REUSED } = await import("../../app/features/auth/totp-replay.server");
const { TRUST_DEVICE_REFUSED } = await import("../../app/features/auth/auth.server");

const EMAIL = "otp@example.com";
const PASSWORD = "Jasmin-Carthage-2025";
let handle: DatabaseHandle;
let secret: string;
let backupCodes: string[];
let userId: string;

function cookiesOf(response: Response): Headers {
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return new Headers({ cookie });
}

/** Password step of a sign-in: the pending two-factor cookie. */
async function passwordStep(): Promise<Headers> {
  const response = await auth(handle.db).api.signInEmail({
    body: { email: EMAIL, password: PASSWORD },
    asResponse: true,
  });
  expect(await response.clone().json()).toMatchObject({ twoFactorRedirect: true });
  return cookiesOf(response);
}

/** The code step as the sign-in page calls it: an answer, or the refusal it throws. */
async function codeStep(
  headers: Headers,
  code: string,
  options: { trustDevice?: boolean; backup?: boolean } = {},
) {
  const api = auth(handle.db).api;
  const request = {
    body: { code, trustDevice: options.trustDevice },
    headers,
    asResponse: true as const,
  };
  try {
    const response = await (options.backup
      ? api.verifyBackupCode(request)
      : api.verifyTOTP(request));
    return {
      status: response.status,
      body: (await response.json()) as Record<string, unknown>,
      cookies: response.headers.getSetCookie().join("\n"),
    };
  } catch (error) {
    if (!isAPIError(error)) throw error;
    return { status: error.statusCode, body: error.body as Record<string, unknown>, cookies: "" };
  }
}

async function sessionCount() {
  return (await handle.db.select().from(sessions).where(eq(sessions.userId, userId))).length;
}

beforeAll(async () => {
  handle = await createTestDatabase();
  await createAdministrator(handle.db, { email: EMAIL, password: PASSWORD });
  userId = (await handle.db.select().from(users).where(eq(users.email, EMAIL)))[0]!.id;
  const signedIn = await auth(handle.db).api.signInEmail({
    body: { email: EMAIL, password: PASSWORD },
    asResponse: true,
  });
  const headers = cookiesOf(signedIn);
  const enabled = await auth(handle.db).api.enableTwoFactor({
    body: { password: PASSWORD },
    headers,
  });
  if (enabled.method !== "totp") throw new Error("TOTP enrolment expected");
  secret = new URL(enabled.totpURI).searchParams.get("secret")!;
  backupCodes = enabled.backupCodes;
  const enrolled = await codeStep(headers, totpCode(secret));
  expect(enrolled.status).toBe(200);
});
afterAll(async () => {
  await handle?.close();
});

test("the code that confirmed enrolment cannot sign in; the next one can", async () => {
  const before = await sessionCount();
  const pending = await passwordStep();
  const replay = await codeStep(pending, totpCode(secret));
  expect(replay).toMatchObject({
    status: 401,
    body: { code: "TOTP_CODE_REUSED", message: TOTP_CODE_REUSED },
  });
  expect(await sessionCount()).toBe(before);

  const next = await codeStep(pending, nextCode(secret));
  expect(next.status).toBe(200);
  expect(await sessionCount()).toBe(before + 1);
});

test("a wrong code is not remembered, so typing it again gives the same answer", async () => {
  const pending = await passwordStep();
  const wrong = totpCode(secret, Date.now() - 10 * 60_000);
  for (let attempt = 0; attempt < 2; attempt++) {
    expect(await codeStep(pending, wrong)).toMatchObject({
      status: 401,
      body: { code: "INVALID_CODE" },
    });
  }
  const remembered = await handle.db
    .select()
    .from(usedTotpCodes)
    .where(eq(usedTotpCodes.code, wrong));
  expect(remembered).toEqual([]);
});

test("two sign-ins racing with the same fresh code: exactly one session", async () => {
  // Forget the earlier claims, so only the race decides; the previous step's code still verifies.
  await handle.db.delete(usedTotpCodes);
  const code = totpCode(secret, Date.now() - 30_000);
  const [first, second] = await Promise.all([passwordStep(), passwordStep()]);
  const before = await sessionCount();
  const answers = await Promise.all([codeStep(first, code), codeStep(second, code)]);
  expect(answers.map((a) => a.status).sort()).toEqual([200, 401]);
  expect(answers.find((a) => a.status === 401)!.body).toMatchObject({ code: "TOTP_CODE_REUSED" });
  expect(await sessionCount()).toBe(before + 1);
});

test("a trusted device that would skip the code for 30 days is refused, for a code and a backup code", async () => {
  await handle.db.delete(usedTotpCodes);
  const pending = await passwordStep();
  const before = await sessionCount();
  for (const step of [{ code: nextCode(secret) }, { code: backupCodes[0]!, backup: true }]) {
    expect(await codeStep(pending, step.code, { ...step, trustDevice: true })).toMatchObject({
      status: 400,
      body: { code: "TRUST_DEVICE_REFUSED", message: TRUST_DEVICE_REFUSED },
    });
  }
  expect(await sessionCount()).toBe(before);
  // The same backup code, without the trust request, signs in: no trust cookie, no trust record.
  const signedIn = await codeStep(pending, backupCodes[0]!, { backup: true });
  expect(signedIn.status).toBe(200);
  expect(signedIn.cookies).not.toMatch(/trust_device/);
  const trusted = await handle.db
    .select()
    .from(verifications)
    .where(like(verifications.identifier, "trust-device-%"));
  expect(trusted).toEqual([]);
});
