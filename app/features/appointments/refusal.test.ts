import { expect, test } from "vitest";
import { DEFAULT_RULES } from "~/domain/availability";
import { formsDictionary } from "~/i18n/forms";
import { refusalMessage } from "./refusal";

// 2026-12-07 is a Monday: 09:00–12:00 and 14:00–17:00 by default.
const hours = (lang: "fr" | "ar") =>
  refusalMessage("hours", formsDictionary(lang), lang, DEFAULT_RULES, "2026-12-07");

test("the opening hours of a refusal read as French times in French, joined by the Arabic comma in Arabic", () => {
  expect(hours("fr")).toBe(
    "Cette heure est en dehors de nos horaires de rendez-vous ce jour-là (9\u00a0h\u00a000 – 12\u00a0h\u00a000, 14\u00a0h\u00a000 – 17\u00a0h\u00a000).",
  );
  expect(hours("ar")).toContain("(09:00–12:00، 14:00–17:00)");
  expect(hours("ar")).not.toContain(", ");
});
