import type { DatabaseHandle } from "../db/client.server";
import type { Env } from "../app/config/env.server";
import { announceSetupLink } from "../app/features/auth/setup.server";
import { mailDirectory } from "../app/features/notifications/mailer.server";
import { startDigestJob } from "../app/features/notifications/digest.server";
import { startOutboxWorker } from "../app/features/notifications/start.server";
import { startRetentionJob } from "../app/features/privacy/retention.server";
import { watchContentVersion } from "../app/features/content/store.server";

/** How often an instance checks whether another one saved content (one single-row read). */
const CONTENT_POLL_MS = 2_000;

/**
 * Work that runs beside the HTTP server for the life of the process (mail
 * outbox worker, administrators' morning digest, daily retention purge,
 * first-administrator setup link).
 * Returns a function that stops all of it before the database closes.
 */
export async function startBackgroundServices(_deps: {
  env: Env;
  handle: DatabaseHandle;
}): Promise<() => Promise<void>> {
  const stops: (() => Promise<void> | void)[] = [];
  await announceSetupLink(_deps.handle.db, _deps.env.SITE_URL);
  stops.push(startOutboxWorker(_deps.handle.db, _deps.env));
  stops.push(startDigestJob(_deps.handle.db));
  stops.push(watchContentVersion(_deps.handle.db, CONTENT_POLL_MS));
  stops.push(startRetentionJob(_deps.handle.db, { mailDir: mailDirectory(_deps.env.DATA_DIR) }));
  return async () => {
    for (const stop of stops.reverse()) await stop();
  };
}
