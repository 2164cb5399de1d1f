import crypto from "node:crypto";
import { readCookie } from "~/infra/cookies";
import { serverCookie } from "~/lib/cookies.server";
import { appSecret } from "~/lib/secret.server";

/**
 * Device cookies (OWASP "Slow brute force attacks" / device cookies, ADR
 * 0044): a browser that signed in to an account gets a cookie naming a random
 * device, signed for that account with the server secret. A password check
 * from that browser spends the device's own budget of wrong passwords; every
 * other browser shares one budget per account. A guesser, whatever their
 * addresses, gets that shared budget only, and cannot lock out the browsers
 * the account already signed in from.
 */
const DEVICE_COOKIE = "signin_device";
/** About six months: browsers cap a cookie's life at 400 days anyway. */
const DEVICE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;
const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;

const signature = (email: string, device: string) =>
  crypto
    .createHmac("sha256", appSecret())
    .update(`signin-device:${email.toLowerCase()}:${device}`)
    .digest("base64url");

/** The device the request's cookie names, when it is signed for this account; else undefined. */
export function knownDevice(request: Request, email: string): string | undefined {
  const value = readCookie(request.headers.get("Cookie"), DEVICE_COOKIE);
  const [device, mac] = value?.split(".") ?? [];
  if (!device || !mac || !DEVICE_ID.test(device)) return undefined;
  const expected = Buffer.from(signature(email, device));
  const given = Buffer.from(mac);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected)
    ? device
    : undefined;
}

/** The Set-Cookie header that makes this browser a known device of the account. */
export function deviceCookie(email: string): string {
  const device = crypto.randomBytes(16).toString("base64url");
  return serverCookie(
    DEVICE_COOKIE,
    `${device}.${signature(email, device)}`,
    DEVICE_MAX_AGE_SECONDS,
  );
}
