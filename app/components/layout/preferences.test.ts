import { describe, expect, test, vi } from "vitest";
import { FONT_SIZE, clampFontSize } from "./preferences";
import { SCROLL_SPY_THROTTLE_MS, throttle } from "./scroll";

describe("clampFontSize", () => {
  test("keeps 80–120 in steps of 10, 100 for nonsense", () => {
    expect(FONT_SIZE).toEqual({ min: 80, max: 120, step: 10, default: 100 });
    expect(clampFontSize(130)).toBe(120);
    expect(clampFontSize(70)).toBe(80);
    expect(clampFontSize(104)).toBe(100);
    expect(clampFontSize(Number.NaN)).toBe(100);
  });
});

describe("throttle", () => {
  test("runs at most once per window and always runs the last call", () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const t = throttle(fn, SCROLL_SPY_THROTTLE_MS);
    t.run();
    t.run();
    t.run();
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(SCROLL_SPY_THROTTLE_MS - 1);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(2);
    t.cancel();
    vi.useRealTimers();
  });
});
