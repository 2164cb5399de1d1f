import { describe, expect, test } from "vitest";
import { internationalNumber, phoneKey, phoneSearchDigits, telHref, whatsappHref } from "./phone";

describe("phone numbers", () => {
  test("Tunisian numbers reduce to their 8 national digits, whatever the prefix or spacing", () => {
    for (const raw of ["+216 55 111 222", "00216-55-111-222", "216 55111222", "55.111.222"]) {
      expect(phoneKey(raw), raw).toBe("55111222");
    }
    expect(phoneKey("+33 6 12 34 56 78")).toBe("33612345678");
    expect(phoneKey("0033 6 12 34 56 78")).toBe("33612345678");
  });

  test("search digits drop a typed +216/00216 prefix even on a partial number", () => {
    expect(phoneSearchDigits("55111222")).toBe("55111222");
    expect(phoneSearchDigits("+216 55 1")).toBe("551");
    expect(phoneSearchDigits("00216 55")).toBe("55");
    expect(phoneSearchDigits("111 222")).toBe("111222");
    expect(phoneSearchDigits("Sami")).toBeUndefined();
    expect(phoneSearchDigits("CMD-2026-00042")).toBeUndefined();
  });

  test("links: tel and wa.me use the international form with the message encoded", () => {
    expect(internationalNumber("55 111 222")).toBe("21655111222");
    expect(internationalNumber("+33 6 12 34 56 78")).toBe("33612345678");
    // A foreign national number without its country code cannot be dialled from WhatsApp.
    expect(internationalNumber("06 12 34 56 78")).toBeUndefined();
    expect(telHref("55-111-222")).toBe("tel:+21655111222");
    expect(telHref("06 12 34 56 78")).toBe("tel:0612345678");
    expect(whatsappHref("+216 55 111 222", "Bonjour Sami, votre commande CMD-2026-00001.")).toBe(
      "https://wa.me/21655111222?text=Bonjour%20Sami%2C%20votre%20commande%20CMD-2026-00001.",
    );
    expect(whatsappHref("06 12 34 56 78", "Bonjour")).toBeUndefined();
  });
});
