import { tunisInstant } from "~/domain/calendar";
import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import {
  appointments,
  assignmentRules,
  orders,
  outbox,
  recordChanges,
  userRoles,
  users,
} from "../../db/schema";
import { withTestDatabase } from "../support/test-database";
import { appointment, order } from "../e2e/back-office-support";
import { DEFAULT_WEEKLY_HOURS } from "../../app/domain/availability";
import {
  addFollowUp,
  assignOwner,
  completeFollowUp,
  dueFollowUps,
  logCall,
  markFirstResponse,
  responseStats,
  ruleOwner,
  tellOwner,
} from "../../app/features/team/team.server";
import { personalDataOf } from "../../app/features/privacy/access.server";
import { addNote } from "../../app/features/records/notes.server";

const { db } = withTestDatabase();

async function member(id: string, role: "admin" | "sales" | "editor") {
  await db()
    .insert(users)
    .values({ id, name: id, email: `${id}@digi.example.tn` });
  await db().insert(userRoles).values({ userId: id, role });
}

const rules = { weeklyHours: DEFAULT_WEEKLY_HOURS, closures: [] };

describe("an owner per request", () => {
  test("assigning: the owner stored, the change in the history, the new owner mailed (not oneself)", async () => {
    await member("amel", "admin");
    await member("sami", "sales");
    await member("rim", "editor");
    const [row] = await db().insert(appointments).values(appointment()).returning();
    const id = row!.id;

    expect(
      await assignOwner(db(), {
        entity: "appointment",
        id,
        ownerUserId: "sami",
        actor: { userId: "amel" },
      }),
    ).toEqual({ ok: true, changed: true, ownerEmail: "sami@digi.example.tn" });
    // An editor does not follow requests.
    expect(
      await assignOwner(db(), {
        entity: "appointment",
        id,
        ownerUserId: "rim",
        actor: { userId: "amel" },
      }),
    ).toMatchObject({ ok: false, status: 400 });
    // Sami takes it back from Amel after a reassignment: no mail to oneself.
    await assignOwner(db(), {
      entity: "appointment",
      id,
      ownerUserId: "amel",
      actor: { userId: "amel" },
    });
    await assignOwner(db(), {
      entity: "appointment",
      id,
      ownerUserId: "sami",
      actor: { userId: "sami" },
    });

    const [stored] = await db().select().from(appointments).where(eq(appointments.id, id));
    expect(stored!.ownerUserId).toBe("sami");
    const history = await db()
      .select()
      .from(recordChanges)
      .where(eq(recordChanges.entityId, id))
      .orderBy(recordChanges.createdAt);
    expect(history.map((h) => [h.field, h.before, h.after])).toEqual([
      ["owner", null, "sami@digi.example.tn"],
      ["owner", "sami@digi.example.tn", "amel@digi.example.tn"],
      ["owner", "amel@digi.example.tn", "sami@digi.example.tn"],
    ]);
    const mails = await db().select().from(outbox).where(eq(outbox.kind, "request.owner"));
    expect(mails.map((m) => m.payload)).toEqual([
      { email: "sami@digi.example.tn", entity: "appointment", id, reason: "assigned" },
    ]);

    // The customer cancels through their link: the owner is told.
    await tellOwner(db(), id, "cancelled");
    const after = await db().select().from(outbox).where(eq(outbox.kind, "request.owner"));
    expect(after.at(-1)!.payload).toMatchObject({
      reason: "cancelled",
      email: "sami@digi.example.tn",
    });
  });

  test("a rule per product or service names the owner of new requests", async () => {
    await member("sami", "sales");
    await db().insert(assignmentRules).values({ service: "digimed", userId: "sami" });
    expect(await ruleOwner(db(), "digimed")).toBe("sami");
    expect(await ruleOwner(db(), "digifact")).toBeNull();
  });
});

describe("first response and the two-hour promise", () => {
  test("the first action of a person is kept once; the 30-day figures count working hours", async () => {
    await member("sami", "sales");
    await member("amel", "admin");
    // Tuesday 2026-12-01, 16:30: answered on Wednesday 09:15 (45 working minutes).
    const [late] = await db()
      .insert(orders)
      .values(order({ createdAt: tunisInstant("2026-12-01", "16:30") }))
      .returning();
    // Tuesday 09:00: answered by a call at 12:30 → 14:30 (3 h 00 of the day less lunch = 180 min).
    const [slow] = await db()
      .insert(appointments)
      .values(appointment({ createdAt: tunisInstant("2026-12-01", "09:00") }))
      .returning();
    // Still waiting since Tuesday 09:00.
    await db()
      .insert(orders)
      .values(order({ createdAt: tunisInstant("2026-12-01", "09:00") }));

    await db()
      .update(orders)
      .set({ firstResponseAt: tunisInstant("2026-12-02", "09:15"), firstResponseBy: "sami" })
      .where(eq(orders.id, late!.id));
    // A later action does not move the first response.
    await markFirstResponse(db(), "order", late!.id, "amel");
    expect(
      (await db().select().from(orders).where(eq(orders.id, late!.id)))[0]!.firstResponseBy,
    ).toBe("sami");
    expect(
      await logCall(db(), {
        entity: "appointment",
        id: slow!.id,
        summary: "Rappel",
        userId: "amel",
      }),
    ).toBe(true);
    await db()
      .update(appointments)
      .set({ firstResponseAt: tunisInstant("2026-12-01", "14:00") })
      .where(eq(appointments.id, slow!.id));
    // A note counts as well (addNote alone does not mark: the action does).
    expect(
      await addNote(db(), {
        entity: "order",
        entityId: late!.id,
        body: "Vu",
        authorUserId: "sami",
      }),
    ).toBe(true);

    const stats = await responseStats(db(), rules, tunisInstant("2026-12-03", "10:00"));
    expect(stats.overall).toEqual({
      answered: 2,
      medianMinutes: (45 + 180) / 2,
      withinPromise: 0.5,
    });
    expect(stats.perPerson).toEqual([
      { email: "amel@digi.example.tn", answered: 1, medianMinutes: 180, withinPromise: 0 },
      { email: "sami@digi.example.tn", answered: 1, medianMinutes: 45, withinPromise: 1 },
    ]);
    expect(stats.waitingPastPromise).toBe(1);
  });
});

describe("follow-ups", () => {
  test("due today and overdue per person; done ones leave the list", async () => {
    await member("sami", "sales");
    await member("amel", "admin");
    const now = tunisInstant("2026-12-08", "10:00");
    const base = { entity: "customer" as const, entityId: "22333444", createdBy: "amel" };
    await addFollowUp(db(), {
      ...base,
      dueDate: "2026-12-07",
      note: "Rappeler lundi",
      ownerUserId: "sami",
    });
    await addFollowUp(db(), {
      ...base,
      dueDate: "2026-12-08",
      note: "Envoyer le devis",
      ownerUserId: "amel",
    });
    await addFollowUp(db(), {
      ...base,
      dueDate: "2026-12-09",
      note: "Demain",
      ownerUserId: "sami",
    });
    const due = await dueFollowUps(db(), { now });
    expect(due.map((f) => [f.ownerEmail, f.note])).toEqual([
      ["amel@digi.example.tn", "Envoyer le devis"],
      ["sami@digi.example.tn", "Rappeler lundi"],
    ]);
    const mine = await dueFollowUps(db(), { now, ownerUserId: "sami" });
    expect(mine.map((f) => f.note)).toEqual(["Rappeler lundi"]);
    expect(await completeFollowUp(db(), mine[0]!.id)).toBe(true);
    expect(await completeFollowUp(db(), mine[0]!.id)).toBe(false);
    expect(await dueFollowUps(db(), { now, ownerUserId: "sami" })).toEqual([]);
  });
});

test("the right of access: orders, appointments, notes, calls, mails and consent of one person, no self-service link", async () => {
  await member("sami", "sales");
  const [o] = await db().insert(orders).values(order()).returning();
  const [a] = await db()
    .insert(appointments)
    .values(appointment({ phone: o!.phone, email: "autre@example.tn" }))
    .returning();
  await db()
    .insert(orders)
    .values(order({ phone: "+216 50 000 000", email: "x@example.tn" }));
  await addNote(db(), {
    entity: "order",
    entityId: o!.id,
    body: "Client pressé",
    authorUserId: "sami",
  });
  await logCall(db(), {
    entity: "appointment",
    id: a!.id,
    summary: "Confirmé par téléphone",
    userId: "sami",
  });
  await db()
    .insert(outbox)
    .values({
      kind: "appointment.created.customer",
      payload: {
        appointmentId: a!.id,
        email: "autre@example.tn",
        manageUrl: "https://x/mon-rendez-vous/secret",
      },
    });
  const [stored] = await db().select().from(orders).where(eq(orders.id, o!.id));
  const held = await personalDataOf(db(), stored!.customerKey);
  expect(held!.orders.map((r) => r.id)).toEqual([o!.id]);
  expect(held!.appointments.map((r) => r.id)).toEqual([a!.id]);
  expect(held!.orders[0]!.notes.map((n) => n.body)).toEqual(["Client pressé"]);
  expect(held!.appointments[0]!.calls.map((c) => c.summary)).toEqual(["Confirmé par téléphone"]);
  expect(held!.mailsSent).toHaveLength(1);
  expect(held!.consent.given).toHaveLength(2);
  const text = JSON.stringify(held);
  expect(text).not.toContain("secret");
  expect(text).not.toContain("x@example.tn");
  expect(await personalDataOf(db(), "inconnu")).toBeUndefined();
});
