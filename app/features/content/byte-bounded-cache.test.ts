import { expect, test } from "vitest";
import { ByteBoundedCache } from "./byte-bounded-cache";

const bytes = (n: number) => Buffer.alloc(n);

test("keeps the total under its byte budget by forgetting the least recently used", () => {
  const cache = new ByteBoundedCache<Buffer>(100);
  cache.set("a", bytes(40));
  cache.set("b", bytes(40));
  expect(cache.get("a")?.length).toBe(40); // a is now the most recent
  cache.set("c", bytes(40));
  expect(cache.get("b")).toBeUndefined();
  expect([cache.get("a")?.length, cache.get("c")?.length]).toEqual([40, 40]);
  expect(cache.bytes).toBe(80);
});

test("an entry larger than the budget is not kept, and replacing an entry counts once", () => {
  const cache = new ByteBoundedCache<Buffer>(100);
  cache.set("big", bytes(101));
  expect(cache.get("big")).toBeUndefined();
  cache.set("a", bytes(30));
  cache.set("a", bytes(50));
  expect(cache.bytes).toBe(50);
  cache.clear();
  expect([cache.bytes, cache.get("a")]).toEqual([0, undefined]);
});
