import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, test } from "vitest";
import { lowPriorityScriptPreloads } from "./low-priority-scripts.server";

const PAGE =
  '<!DOCTYPE html><html lang="ar"><body><h1>مرحبا — é</h1>' +
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/framework.js" nonce="n"/>' +
  '<link rel="icon" href="/favicon.svg"/><p>rel="modulepreload" in text</p></body></html>';

const EXPECTED = PAGE.replaceAll(
  '<link rel="modulepreload" href',
  '<link rel="modulepreload" fetchpriority="low" href',
);

async function rewrite(chunks: Buffer[]): Promise<string> {
  return text(Readable.from(chunks).pipe(lowPriorityScriptPreloads()));
}

describe("lowPriorityScriptPreloads", () => {
  test("marks every script preload low priority and leaves the rest byte for byte", async () => {
    expect(await rewrite([Buffer.from(PAGE)])).toBe(EXPECTED);
    expect(EXPECTED.match(/fetchpriority="low"/g)).toHaveLength(2);
  });

  test("gives the same page however the stream is cut, even inside a character", async () => {
    const bytes = Buffer.from(PAGE);
    for (let cut = 1; cut < bytes.length; cut++) {
      const twoChunks = await rewrite([bytes.subarray(0, cut), bytes.subarray(cut)]);
      expect(twoChunks, `cut at byte ${cut}`).toBe(EXPECTED);
    }
    const byteByByte = await rewrite([...bytes].map((b) => Buffer.from([b])));
    expect(byteByByte).toBe(EXPECTED);
  });
});
