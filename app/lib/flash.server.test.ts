import { describe, expect, test } from "vitest";
import { setFlash, takeFlash } from "./flash.server";

const withCookie = (cookie: string) =>
  new Request("http://localhost/admin", { headers: { Cookie: cookie } });

describe("flash cookie", () => {
  test("is short-lived, HttpOnly and SameSite=Lax on the whole site", () => {
    expect(setFlash("signed-in")).toBe(
      "flash=signed-in; Max-Age=60; Path=/; HttpOnly; SameSite=Lax",
    );
  });

  test("a known flash becomes the page's success message, and is cleared", () => {
    expect(takeFlash(withCookie("theme=dark; flash=signed-in"))).toEqual({
      answer: { ok: true, message: "Connexion réussie" },
      clear: "flash=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax",
    });
  });

  test("a back-office save says what it saved, with French spacing", () => {
    expect(takeFlash(withCookie("flash=product-saved"))?.answer?.message).toBe(
      "Produit enregistré\u202F: le site public affiche la nouvelle version.",
    );
  });

  test("any other value says nothing and is cleared", () => {
    for (const value of ["Vous%20avez%20gagn%C3%A9", "toString", "__proto__", ""]) {
      const taken = takeFlash(withCookie(`flash=${value}`));
      expect(taken?.answer).toBeUndefined();
      expect(taken?.clear).toContain("Max-Age=0");
    }
  });

  test("no cookie, nothing to say or clear", () => {
    expect(takeFlash(new Request("http://localhost/"))).toBeNull();
  });
});
