import { expect, test } from "vitest";
import { parseEnv, TRUST_PROXY_TRUE_REFUSED } from "./env.server";

const trustProxy = (value: string | undefined) => parseEnv({ TRUST_PROXY: value }).TRUST_PROXY;

test("TRUST_PROXY takes nothing, a hop count or the proxies' addresses, as Express does", () => {
  expect(trustProxy(undefined)).toBe(false);
  expect(trustProxy("false")).toBe(false);
  expect(trustProxy("0")).toBe(false);
  expect(trustProxy("1")).toBe(1);
  expect(trustProxy("2")).toBe(2);
  expect(trustProxy("loopback")).toEqual(["loopback"]);
  expect(trustProxy("loopback, 10.0.0.0/8,192.168.1.4,fd00::/8,10.1.0.0/255.255.0.0")).toEqual([
    "loopback",
    "10.0.0.0/8",
    "192.168.1.4",
    "fd00::/8",
    "10.1.0.0/255.255.0.0",
  ]);
});

test("TRUST_PROXY=true is refused at start-up with what to write instead", () => {
  expect(() => trustProxy("true")).toThrow(TRUST_PROXY_TRUE_REFUSED);
  expect(TRUST_PROXY_TRUE_REFUSED).toContain("TRUST_PROXY=1");
});

test.each(["yes", "10.0.0.0/33", "300.1.1.1", "loopback,", "10.0.0.0/8/8"])(
  "TRUST_PROXY=%s is refused with a French message",
  (value) => {
    expect(() => trustProxy(value)).toThrow(/adresse de proxy invalide/);
  },
);

test("SITE_URL defaults to this machine on the port the server listens on", () => {
  expect(parseEnv({}).SITE_URL).toBe("http://localhost:3000");
  expect(parseEnv({ PORT: "59051" }).SITE_URL).toBe("http://localhost:59051");
  expect(parseEnv({ PORT: "59051", SITE_URL: "https://www.example.tn" }).SITE_URL).toBe(
    "https://www.example.tn",
  );
});
