/**
 * A form's fields sent the ways a client (or an attacker) may send them:
 * URL-encoded (the default), multipart (with a file where `fields.file`
 * names one), broken multipart, JSON, plain text (`fields.text` is the whole
 * body), no body, or one field (`fields.huge`) 200,000 characters long.
 */
export function fuzzBody(
  entries: [string, string][],
  encoding: string,
  fields: { text: string; huge: string; file?: string },
): { body?: BodyInit; headers?: Record<string, string> } {
  switch (encoding) {
    case "multipart": {
      const body = new FormData();
      for (const [k, v] of entries) body.append(k, v);
      if (fields.file) body.append(fields.file, new Blob(["file"]), "evil.txt");
      return { body };
    }
    case "malformed-multipart":
      return {
        body: '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\nnot closed',
        headers: { "content-type": "multipart/form-data; boundary=x" },
      };
    case "json":
      return {
        body: JSON.stringify(Object.fromEntries(entries)),
        headers: { "content-type": "application/json" },
      };
    case "text":
      return { body: fields.text, headers: { "content-type": "text/plain" } };
    case "none":
      return { body: undefined };
    case "huge":
      return { body: new URLSearchParams([...entries, [fields.huge, "x".repeat(200_000)]]) };
    default:
      return { body: new URLSearchParams(entries) };
  }
}

/** What one fuzz may take on a busy machine (a quiet one needs a minute or two). */
export const FUZZ_BUDGET = 900_000;

/**
 * Runs fuzzes one at a time per lane (a lane is one server, one Node
 * process), the lanes side by side; a failed run does not stop the next one
 * in its lane.
 */
export function fuzzLanes<Lane>() {
  const tails = new Map<Lane, Promise<unknown>>();
  return function inLane<T>(lane: Lane, run: () => Promise<T>): Promise<T> {
    const next = (tails.get(lane) ?? Promise.resolve()).then(run);
    tails.set(
      lane,
      next.catch(() => undefined),
    );
    return next;
  };
}

/**
 * How many generated inputs each fuzzed surface gets, and the seed they are
 * generated from: FUZZ_RUNS (default 1,000) and FUZZ_SEED (default fixed, so
 * that every run sends the same inputs and a failure replays). A longer hunt
 * is one variable away: `FUZZ_RUNS=20000 FUZZ_SEED=$RANDOM npx vitest run <file>`.
 */
export const FUZZ_RUNS = fromEnvironment("FUZZ_RUNS", 1_000);
export const FUZZ_SEED = fromEnvironment("FUZZ_SEED", 20_261_127);

function fromEnvironment(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 1)
    throw new Error(`${name} must be a positive integer`);
  return value;
}

/** Prints what a fuzz sends and how to replay it, before it starts. */
export function announceFuzz(file: string): void {
  console.log(
    `${file}: ${FUZZ_RUNS} inputs per surface, seed ${FUZZ_SEED} ` +
      `(replay: FUZZ_SEED=${FUZZ_SEED} FUZZ_RUNS=${FUZZ_RUNS} npx vitest run tests/e2e/${file}.test.ts)`,
  );
}
