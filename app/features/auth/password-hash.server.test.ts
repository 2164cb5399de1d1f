import {
  hashPassword as betterAuthHash,
  verifyPassword as betterAuthVerify,
} from "better-auth/crypto";
import { performance } from "node:perf_hooks";
import { expect, test } from "vitest";
import { hashPassword, verifyPassword } from "./password-hash.server";

// A password whose NFKC form differs from what was typed (a ligature and a
// decomposed accent): both sides must normalise it the same way.
const TYPED = "ﬁdèle-Sfax-2026 e\u0301té";
const NORMALISED = TYPED.normalize("NFKC");

test("a hash Better Auth wrote verifies here, and a hash written here verifies in Better Auth", async () => {
  const theirs = await betterAuthHash(TYPED);
  expect(await verifyPassword({ hash: theirs, password: TYPED })).toBe(true);
  expect(await verifyPassword({ hash: theirs, password: NORMALISED })).toBe(true);
  expect(await verifyPassword({ hash: theirs, password: `${TYPED}!` })).toBe(false);

  const ours = await hashPassword(TYPED);
  expect(ours).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
  expect(await betterAuthVerify({ hash: ours, password: TYPED })).toBe(true);
  expect(await betterAuthVerify({ hash: ours, password: "autre chose" })).toBe(false);
});

test("two hashes of one password differ (a salt each); a malformed hash is an error, not a match", async () => {
  const [a, b] = await Promise.all([hashPassword("même mot"), hashPassword("même mot")]);
  expect(a).not.toBe(b);
  await expect(verifyPassword({ hash: "sans-separateur", password: "x" })).rejects.toThrow();
  await expect(verifyPassword({ hash: "abcd:zz", password: "x" })).rejects.toThrow();
});

test("hashing leaves the event loop free: it waits on the thread pool instead of computing", async () => {
  const before = performance.eventLoopUtilization();
  await Promise.all(Array.from({ length: 4 }, () => hashPassword("un mot de passe assez long")));
  const { utilization } = performance.eventLoopUtilization(before);
  // Better Auth's JavaScript scrypt kept the loop busy nearly all along (about 0.9).
  expect(utilization).toBeLessThan(0.5);
});
