import { AsyncLocalStorage } from "node:async_hooks";

/**
 * What the server knows of the request being answered, for code far from
 * the route (the audit log's "from where"): the client address as the
 * server trusts it (Express `req.ip`, after the configured proxies).
 */
export interface RequestContext {
  clientIp: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

export function runWithRequestContext<T>(context: RequestContext, run: () => T): T {
  return storage.run(context, run);
}

/** The client address of the request being answered, or null outside one (command line, jobs). */
export function currentClientIp(): string | null {
  return storage.getStore()?.clientIp ?? null;
}
