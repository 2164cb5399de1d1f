import { expect, test } from "vitest";
import { closureLabel, FIXED_HOLIDAYS } from "./availability";

test("a closure reads as typed in French; in Arabic a fixed holiday by its Arabic name, a typed label not at all", () => {
  expect(closureLabel("Fête de la Révolution", "fr")).toBe("Fête de la Révolution");
  expect(closureLabel("Fête de la Révolution", "ar")).toBe("عيد الثورة");
  expect(closureLabel("Aïd el-Fitr", "fr")).toBe("Aïd el-Fitr");
  expect(closureLabel("Aïd el-Fitr", "ar")).toBeUndefined();
  for (const holiday of FIXED_HOLIDAYS)
    expect(closureLabel(holiday.label, "ar")).toMatch(/^[\u0600-\u06ff ]+$/);
});
