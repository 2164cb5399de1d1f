import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "../../db/client.server";
import { createTestDatabase } from "../support/test-database";
import { setDatabase } from "../../app/lib/db.server";
import { logger } from "../../app/infra/logger.server";

// The real guard needs a browser session; here an administrator is simply assumed,
// so the loaders meet a real database that fails underneath them.
vi.mock("../../app/features/auth/guard.server", () => ({
  requireAdmin: async () => ({
    userId: "admin-1",
    email: "admin@example.tn",
    sessionId: "s",
    signedInAt: new Date(),
  }),
}));

const dashboard = await import("../../app/routes/admin/dashboard");
const ordersPage = await import("../../app/routes/admin/orders");
const appointmentsPage = await import("../../app/routes/admin/appointments");
const usersPage = await import("../../app/routes/admin/users");

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabase(handle);
  // Every table the back office reads disappears: each query now fails in the database.
  for (const table of ["orders", "appointments", "user_roles"]) {
    await handle.db.execute(sql.raw(`ALTER TABLE ${table} RENAME TO ${table}_gone`));
  }
});
afterAll(async () => {
  setDatabase(undefined);
  await handle?.close();
});

function args(path: string) {
  return { request: new Request(`http://localhost${path}`), params: {}, context: {} } as never;
}

test("lists answer their load-failure state (the page shows the load-failure message) and log the error", async () => {
  const errors = vi.spyOn(logger, "error").mockImplementation(() => undefined);
  expect((await ordersPage.loader(args("/admin/orders"))).data.page).toBeNull();
  expect((await appointmentsPage.loader(args("/admin/appointments"))).data.page).toBeNull();
  expect((await usersPage.loader(args("/admin/users"))).listing).toBeNull();
  const logged = errors.mock.calls.map((c) => (c[0] as { what: string }).what);
  expect(logged).toEqual(["orders", "appointments", "users"]);
  errors.mockRestore();
});

test("the dashboard only logs a failure and shows empty figures", async () => {
  const errors = vi.spyOn(logger, "error").mockImplementation(() => undefined);
  const data = await dashboard.loader(args("/admin"));
  expect(data.orders).toEqual({ total: 0, pending: 0 });
  expect(data.recentOrders).toEqual([]);
  // One line per part of the page that could not be read, and nothing else.
  expect(errors.mock.calls.map((c) => (c[0] as { what: string }).what).sort()).toEqual([
    "dashboard",
    "dashboard amounts",
    "dashboard team",
  ]);
  errors.mockRestore();
});
