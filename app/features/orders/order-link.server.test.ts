import { describe, expect, test } from "vitest";
import { orderToken, orderUrl, verifyOrderToken } from "./order-link.server";

const secret = "s".repeat(40);
const id = "0f8fad5b-d9cb-469f-a165-70867728950e";

describe("order links", () => {
  test("a token names the order and its link version", () => {
    const token = orderToken(id, 3, secret);
    expect(verifyOrderToken(token, secret)).toEqual({ ok: true, id, version: 3 });
  });

  test.each([
    ["another secret", (t: string) => t, "t".repeat(40)],
    ["a changed version", (t: string) => t.replace(".3.", ".4."), secret],
    ["a changed id", (t: string) => `1${t.slice(1)}`, secret],
    ["a cut signature", (t: string) => t.slice(0, -1), secret],
    ["script", () => "<script>alert(1)</script>", secret],
    ["a huge value", () => "a".repeat(5000), secret],
  ])("%s is refused", (_, tamper, key) => {
    expect(verifyOrderToken(tamper(orderToken(id, 3, secret)), key)).toEqual({ ok: false });
  });

  test("the Arabic customer's link opens the page in Arabic", () => {
    const url = orderUrl("https://exemple.tn", { id, linkVersion: 1, language: "ar" });
    expect(url).toMatch(
      /^https:\/\/exemple\.tn\/ma-commande\/[0-9a-f]{32}\.1\.[\w-]{43}\?lang=ar$/,
    );
  });
});
