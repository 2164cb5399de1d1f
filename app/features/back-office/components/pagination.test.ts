import { expect, test } from "vitest";
import { pageWindow } from "./pagination";

test("the numbers shown: first, last, two either side of the current page, gaps between", () => {
  expect(pageWindow(1, 1)).toEqual([1]);
  expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  expect(pageWindow(1, 10)).toEqual([1, 2, 3, null, 10]);
  expect(pageWindow(6, 20)).toEqual([1, null, 4, 5, 6, 7, 8, null, 20]);
  expect(pageWindow(4, 20)).toEqual([1, 2, 3, 4, 5, 6, null, 20]);
  expect(pageWindow(20, 20)).toEqual([1, null, 18, 19, 20]);
});
