import client from "prom-client";

/**
 * The process's Prometheus metrics (served by /metrics with a bearer token).
 * Counters are per process: scrape every instance, not the load balancer.
 * Gauges that need the database read it at scrape time through the sources
 * the server entry registers.
 */
export const registry = new client.Registry();
client.collectDefaultMetrics({ register: registry });
/**
 * prom-client's three totals of active handles, requests and resources are
 * gauges named like counters (`_total`), which `promtool check metrics`
 * refuses; the same gauges by type stay (sum them for the total).
 */
for (const name of [
  "nodejs_active_handles_total",
  "nodejs_active_requests_total",
  "nodejs_active_resources_total",
]) {
  registry.removeSingleMetric(name);
}

export const httpRequests = new client.Counter({
  name: "http_requests_total",
  help: "HTTP requests answered, by method, route pattern and status",
  labelNames: ["method", "route", "status"] as const,
  registers: [registry],
});

export const httpDuration = new client.Histogram({
  name: "http_request_duration_seconds",
  help: "Time to answer an HTTP request, by method and route pattern",
  labelNames: ["method", "route"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [registry],
});

export const pageCacheLookups = new client.Counter({
  name: "page_cache_lookups_total",
  help: "Cacheable public page requests, served from the page cache (hit) or rendered (miss)",
  labelNames: ["result"] as const,
  registers: [registry],
});

export const mailSendFailures = new client.Counter({
  name: "outbox_send_failures_total",
  help: "Failed attempts to send an outbox message in this process",
  labelNames: ["kind"] as const,
  registers: [registry],
});

export interface MetricSources {
  /** Unsent messages still being tried (and of those, the ones due now), and those that used up their attempts. */
  outbox(): Promise<{ pending: number; due: number; failed: number }>;
  /** Connections of the PostgreSQL pool; undefined for the embedded database. */
  pool(): { max: number; total: number; idle: number; waiting: number } | undefined;
}

let sources: MetricSources | undefined;

/** Called by the server entry once the database is open (undefined when it closes). */
export function setMetricSources(next: MetricSources | undefined): void {
  sources = next;
}

new client.Gauge({
  name: "outbox_messages",
  help: "Unsent outbox messages: pending (still tried), due (pending whose time has come) or failed (attempts used up)",
  labelNames: ["state"] as const,
  registers: [registry],
  async collect() {
    this.reset();
    if (!sources) return;
    const { pending, due, failed } = await sources.outbox();
    this.set({ state: "pending" }, pending);
    this.set({ state: "due" }, due);
    this.set({ state: "failed" }, failed);
  },
});

new client.Gauge({
  name: "db_pool_connections",
  help: "PostgreSQL pool: maximum size, open, idle connections and queries waiting for one",
  labelNames: ["state"] as const,
  registers: [registry],
  collect() {
    this.reset();
    const pool = sources?.pool();
    if (!pool) return;
    for (const state of ["max", "total", "idle", "waiting"] as const) {
      this.set({ state }, pool[state]);
    }
  },
});
