import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const MODULE_PRELOAD = '<link rel="modulepreload"';
const LOW_PRIORITY_MODULE_PRELOAD = '<link rel="modulepreload" fetchpriority="low"';

/**
 * Marks the page's script preloads (written by React Router's `<Scripts>`,
 * which takes no attributes for them) as low priority.
 *
 * Why: the server-rendered page is complete and usable without its scripts,
 * which only hydrate it. At the default high priority, 135 KB of scripts
 * compete with the document, the Arabic font and the first images for a
 * slow mobile link, and Lighthouse counts them as needed for the first paint
 * (the budget is ≥ 95 on every public page). At low priority the browser
 * paints first and hydrates right after.
 *
 * The stream is rewritten chunk by chunk; the end of each chunk that could
 * be the start of a split marker waits for the next one.
 */
export function lowPriorityScriptPreloads(): Transform {
  const decoder = new StringDecoder("utf8");
  let carried = "";
  const rewrite = (text: string, last: boolean) => {
    const whole = (carried + text).replaceAll(MODULE_PRELOAD, LOW_PRIORITY_MODULE_PRELOAD);
    // A rewritten marker ends with text the marker cannot start with, so the
    // kept tail never holds a whole marker twice.
    const keep = last ? 0 : Math.min(whole.length, MODULE_PRELOAD.length - 1);
    carried = whole.slice(whole.length - keep);
    return whole.slice(0, whole.length - keep);
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const out = rewrite(decoder.write(chunk), false);
      callback(null, out ? Buffer.from(out) : undefined);
    },
    flush(callback) {
      const out = rewrite(decoder.end(), true);
      callback(null, out ? Buffer.from(out) : undefined);
    },
  });
}
