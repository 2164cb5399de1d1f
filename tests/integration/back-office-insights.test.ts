import { expect, test } from "vitest";
import { appointments, orders } from "../../db/schema";
import { insights } from "../../app/features/insights/insights.server";
import { withTestDatabase } from "../support/test-database";
import { appointment, order } from "../e2e/back-office-support";

const { db } = withTestDatabase();

const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** Monday of the current week in Tunis (UTC+1 all year), as YYYY-MM-DD. */
function tunisMonday(weeksBack: number): string {
  const tunis = new Date(Date.now() + 3_600_000);
  const sinceMonday = (tunis.getUTCDay() + 6) % 7;
  return isoDay(new Date(tunis.getTime() - (sinceMonday + 7 * weeksBack) * DAY));
}

test("weeks: twelve Mondays in Tunis time, each counting what arrived that week, older rows left out", async () => {
  await db()
    .insert(orders)
    .values([
      order({ createdAt: daysAgo(0) }),
      order({ createdAt: daysAgo(0) }),
      order({ createdAt: daysAgo(7) }),
      order({ createdAt: daysAgo(7 * 13) }),
    ]);
  await db()
    .insert(appointments)
    .values([appointment({ createdAt: daysAgo(0) }), appointment({ createdAt: daysAgo(7 * 5) })]);

  const { weeks } = await insights(db());
  expect(weeks.map((w) => w.start)).toEqual(
    Array.from({ length: 12 }, (_, i) => tunisMonday(11 - i)),
  );
  expect(weeks[11]).toMatchObject({ orders: 2, appointments: 1 });
  expect(weeks[10]).toMatchObject({ orders: 1, appointments: 0 });
  expect(weeks[6]).toMatchObject({ orders: 0, appointments: 1 });
  expect(weeks.reduce((n, w) => n + w.orders, 0)).toBe(3);
});

test("orders by product and deployment, appointments by service and outcome, visitors' languages", async () => {
  await db()
    .insert(orders)
    .values([
      order({ productName: "DigiERP", deploymentType: "cloud", language: "ar" }),
      order({ productName: "DigiERP", deploymentType: "local" }),
      order({ productName: "DigiERP", deploymentType: "cloud" }),
      order({ productName: "DigiFact", deploymentType: "local", language: "ar" }),
      order({ productName: "DigiMed", createdAt: daysAgo(200) }),
    ]);
  await db()
    .insert(appointments)
    .values([
      appointment({ service: "digimed", status: "done" }),
      appointment({ service: "digimed", status: "no_show", language: "ar" }),
      appointment({ service: "consultation", status: "pending" }),
    ]);

  const data = await insights(db());
  expect(data.ordersByProduct).toEqual([
    { label: "DigiERP", counts: { local: 1, cloud: 2 } },
    { label: "DigiFact", counts: { local: 1, cloud: 0 } },
  ]);
  expect(data.appointmentsByService).toEqual([
    {
      label: "DigiMed",
      counts: { pending: 0, confirmed: 0, cancelled: 0, done: 1, no_show: 1 },
    },
    {
      label: "Consultation",
      counts: { pending: 1, confirmed: 0, cancelled: 0, done: 0, no_show: 0 },
    },
  ]);
  expect(data.languages).toEqual({ fr: 4, ar: 3 });
});

test("a demo counts as followed when the same customer orders within 60 days of it, whatever the phone's spelling", async () => {
  const inTenDays = isoDay(new Date(Date.now() + 10 * DAY));
  const tenDaysAgo = isoDay(daysAgo(10));
  await db()
    .insert(appointments)
    .values([
      // Ordered a week later, phone written another way: followed.
      appointment({ phone: "+216 55 111 222", preferredDate: tenDaysAgo, createdAt: daysAgo(20) }),
      // Ordered before asking for the demo: not led by it.
      appointment({ phone: "+216 22 000 111", preferredDate: tenDaysAgo, createdAt: daysAgo(20) }),
      // Never ordered.
      appointment({ phone: "+216 98 111 000", preferredDate: inTenDays }),
      // Cancelled demos are left out of the count.
      appointment({ phone: "+216 55 111 222", status: "cancelled", preferredDate: inTenDays }),
    ]);
  await db()
    .insert(orders)
    .values([
      order({ phone: "0021655111222", createdAt: daysAgo(3) }),
      order({ phone: "22 000 111", createdAt: daysAgo(25) }),
    ]);

  expect((await insights(db())).demos).toEqual({ total: 3, followedByOrder: 1 });
});

test("an order more than 60 days after the appointment does not count", async () => {
  await db()
    .insert(appointments)
    .values(
      appointment({
        phone: "+216 55 222 333",
        preferredDate: isoDay(daysAgo(75)),
        createdAt: daysAgo(76),
      }),
    );
  await db()
    .insert(orders)
    .values(order({ phone: "55 222 333", createdAt: daysAgo(5) }));
  expect((await insights(db())).demos).toEqual({ total: 1, followedByOrder: 0 });
});
