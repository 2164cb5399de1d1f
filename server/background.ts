import type { DatabaseHandle } from "../db/client.server";
import type { Env } from "../app/config/env.server";
import { announceSetupLink } from "../app/features/auth/setup.server";
import { startOutboxWorker } from "../app/features/notifications/start.server";

/**
 * Work that runs beside the HTTP server for the life of the process (mail
 * outbox worker, first-administrator setup link). Returns a function that
 * stops all of it before the database closes.
 */
export async function startBackgroundServices(_deps: {
  env: Env;
  handle: DatabaseHandle;
}): Promise<() => Promise<void>> {
  const stops: (() => Promise<void> | void)[] = [];
  await announceSetupLink(_deps.handle.db, _deps.env.SITE_URL);
  stops.push(startOutboxWorker(_deps.handle.db, _deps.env));
  return async () => {
    for (const stop of stops.reverse()) await stop();
  };
}
