import crypto from "node:crypto";

/**
 * Password hashes in Better Auth's own format (`salt:key`, both hex; scrypt
 * with N=16384, r=16, p=1, a 64-byte key, over the NFKC form of the password,
 * the salt's hex text as the salt), computed by Node's native scrypt on the
 * thread pool. Better Auth's default computes the same bytes in JavaScript
 * on the event loop: about twice the CPU, and the server answered nothing
 * else for 20 ms at a time during each sign-in. Hashes written by either
 * verify with the other, so existing accounts need nothing.
 */
const PARAMETERS = { N: 16384, r: 16, p: 1 } as const;
const KEY_LENGTH = 64;
// Node refuses above 32 MiB by default; these parameters need 32 MiB and a little more.
const MAX_MEMORY = 2 * 128 * PARAMETERS.N * PARAMETERS.r * PARAMETERS.p;

function derive(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    crypto.scrypt(
      password.normalize("NFKC"),
      salt,
      KEY_LENGTH,
      { ...PARAMETERS, maxmem: MAX_MEMORY },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16).toString("hex");
  return `${salt}:${(await derive(password, salt)).toString("hex")}`;
}

export async function verifyPassword({
  hash,
  password,
}: {
  hash: string;
  password: string;
}): Promise<boolean> {
  const [salt, key] = hash.split(":");
  if (!salt || !key || !/^[0-9a-f]+$/.test(key)) throw new Error("Invalid password hash");
  const expected = Buffer.from(key, "hex");
  const actual = await derive(password, salt);
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected);
}
