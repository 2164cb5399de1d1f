import { describe, expect, test } from "vitest";
import { loggedPath, maskPersonalData } from "./log-redaction";

const TOKEN = "q1W2e3R4t5Y6u7I8o9P0a1S2d3F4g5H6j7K8l9Z0x1C";

describe("loggedPath", () => {
  test.each([
    [`/mon-rendez-vous/${TOKEN}`, "/mon-rendez-vous/[masqué]"],
    [`/mon-rendez-vous/${TOKEN}.data`, "/mon-rendez-vous/[masqué]"],
    [`/calendrier/${TOKEN}.ics`, "/calendrier/[masqué]"],
    ["/admin/clients/21655444777", "/admin/clients/[masqué]"],
    ["/admin/clients/yasmine.t%40exemple.tn", "/admin/clients/[masqué]"],
    ["/admin/clients/yasmine.t%40exemple.tn.data", "/admin/clients/[masqué]"],
    [`/setup?token=${TOKEN}`, "/setup"],
    ["/admin/orders?q=Yasmine&phone=55444777", "/admin/orders"],
    ["/reservation#email=a@b.tn", "/reservation"],
    ["/x/yasmine.t%40exemple.tn", "/x/[e-mail]"],
    ["/x/+216%2055%20444%20777", "/x/[nombre]"],
    ["/blog/facture-electronique", "/blog/facture-electronique"],
    [
      "/admin/orders/4f1c2a9e-8b7d-4c3e-9f10-2a3b4c5d6e7f",
      "/admin/orders/4f1c2a9e-8b7d-4c3e-9f10-2a3b4c5d6e7f",
    ],
    ["/%E0%A4%A", "/%E0%A4%A"],
  ])("%s is logged as %s", (target, logged) => {
    expect(loggedPath(target)).toBe(logged);
  });

  test("is bounded", () => {
    expect(loggedPath(`/${"a".repeat(5000)}`)).toHaveLength(200);
  });
});

test("maskPersonalData masks tokens in paths inside a message", () => {
  expect(maskPersonalData(`Failed to fetch https://site.tn/mon-rendez-vous/${TOKEN}.data`)).toBe(
    "Failed to fetch https://site.tn/mon-rendez-vous/[masqué]",
  );
});
