import { addDays, tunisWallClock } from "~/domain/calendar";
import { and, asc, eq, gte, inArray, isNotNull, isNull, lte } from "drizzle-orm";
import type { Database } from "../../../db/client.server";
import {
  appointments,
  assignmentRules,
  followUps,
  orders,
  recordCalls,
  recordChanges,
  userRoles,
  users,
} from "../../../db/schema";
import type { Entity } from "~/features/back-office/schema";
import { enqueue } from "~/features/notifications/outbox.server";
import {
  median,
  PROMISE_MINUTES,
  workingMinutesBetween,
  type WorkingRules,
} from "~/domain/working-hours";
import { loadRules } from "~/features/appointments/availability.server";
import { attachedRows } from "~/features/records/attached.server";
import { RECORD_TABLES } from "~/features/records/tables.server";

/** The roles that follow requests: they can own one. */
export const OWNER_ROLES = ["admin", "sales"] as const;

export interface TeamMember {
  userId: string;
  email: string;
  name: string;
}

/** Who can be given a request: administrators and salespeople, by e-mail. */
export async function teamMembers(db: Database): Promise<TeamMember[]> {
  const rows = await db
    .selectDistinct({ userId: users.id, email: users.email, name: users.name })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .where(inArray(userRoles.role, OWNER_ROLES))
    .orderBy(asc(users.email));
  return rows;
}

/**
 * The first action of a person on a request (a status change, a logged
 * call, a note, an e-mail): kept once, with who, for the two-hour promise.
 */
export async function markFirstResponse(
  db: Pick<Database, "update">,
  entity: Entity,
  id: string,
  userId: string,
): Promise<void> {
  const table = RECORD_TABLES[entity];
  await db
    .update(table)
    .set({ firstResponseAt: new Date(), firstResponseBy: userId })
    .where(and(eq(table.id, id), isNull(table.firstResponseAt)));
}

export type AssignResult =
  | { ok: true; changed: boolean; ownerEmail: string | null }
  | { ok: false; status: 400 | 404; message: string };

export const TEAM_MESSAGES = {
  notFound: "Cette demande n'existe plus.",
  notMember: "Cette personne ne suit pas les demandes (rôle administrateur ou commercial requis).",
  assigned: (email: string) => `Demande attribuée à ${email}`,
  unassigned: "Demande sans responsable",
  unchanged: "Cette personne suit déjà la demande.",
  callLogged: "Appel noté",
  taskAdded: "Relance programmée",
  taskDone: "Relance terminée",
  taskNotFound: "Cette relance n'existe plus.",
  failure: "L'action a échoué : rien n'a été modifié. Réessayez.",
} as const;

/**
 * Gives a request its owner (or none), in one transaction: the record, the
 * change in its history («Responsable : avant → après», by whom), and the
 * mail telling the new owner (not when one takes a request oneself).
 */
export async function assignOwner(
  db: Database,
  input: { entity: Entity; id: string; ownerUserId: string | null; actor: { userId: string } },
): Promise<AssignResult> {
  const table = RECORD_TABLES[input.entity];
  return db.transaction(async (tx) => {
    const [record] = await tx
      .select({ ownerUserId: table.ownerUserId })
      .from(table)
      .where(eq(table.id, input.id))
      .for("update");
    if (!record) return { ok: false, status: 404, message: TEAM_MESSAGES.notFound };
    if (record.ownerUserId === input.ownerUserId) {
      return { ok: true, changed: false, ownerEmail: null };
    }
    const members = await teamMembers(tx);
    const owner = input.ownerUserId
      ? members.find((m) => m.userId === input.ownerUserId)
      : undefined;
    if (input.ownerUserId && !owner) {
      return { ok: false, status: 400, message: TEAM_MESSAGES.notMember };
    }
    const before = record.ownerUserId
      ? (members.find((m) => m.userId === record.ownerUserId)?.email ?? null)
      : null;
    await tx.update(table).set({ ownerUserId: input.ownerUserId }).where(eq(table.id, input.id));
    await tx.insert(recordChanges).values({
      entity: input.entity,
      entityId: input.id,
      field: "owner",
      before,
      after: owner?.email ?? null,
      adminUserId: input.actor.userId,
    });
    if (owner && owner.userId !== input.actor.userId) {
      await enqueue(tx, "request.owner", {
        email: owner.email,
        entity: input.entity,
        id: input.id,
        reason: "assigned",
      });
    }
    return { ok: true, changed: true, ownerEmail: owner?.email ?? null };
  });
}

/**
 * A customer cancelled or moved an appointment through their link: its
 * owner, if any, is told (in the transaction of the change).
 */
export async function tellOwner(
  tx: Database,
  appointmentId: string,
  reason: "cancelled" | "moved",
): Promise<void> {
  const [row] = await tx
    .select({ email: users.email })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.ownerUserId))
    .where(eq(appointments.id, appointmentId));
  if (row) {
    await enqueue(tx, "request.owner", {
      email: row.email,
      entity: "appointment",
      id: appointmentId,
      reason,
    });
  }
}

/** Mails a request's owner given by the settings' rule as the request arrives. */
export async function tellRuleOwner(
  tx: Pick<Database, "select" | "insert">,
  entity: Entity,
  id: string,
  ownerUserId: string | null,
): Promise<void> {
  if (!ownerUserId) return;
  const [owner] = await tx
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, ownerUserId));
  if (owner)
    await enqueue(tx, "request.owner", { email: owner.email, entity, id, reason: "assigned" });
}

/** The owner the settings give new requests of a product or service, or null. */
export async function ruleOwner(
  db: Pick<Database, "select">,
  service: string,
): Promise<string | null> {
  const [rule] = await db
    .select({ userId: assignmentRules.userId })
    .from(assignmentRules)
    .where(eq(assignmentRules.service, service));
  return rule?.userId ?? null;
}

export async function listRules(db: Database): Promise<Record<string, string>> {
  const rows = await db.select().from(assignmentRules);
  return Object.fromEntries(rows.map((r) => [r.service, r.userId]));
}

/** Replaces the assignment rules: one owner per product or service, or none. */
export async function saveRules(db: Database, rules: Record<string, string>): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(assignmentRules);
    const entries = Object.entries(rules).filter(([, userId]) => userId);
    if (entries.length > 0) {
      await tx
        .insert(assignmentRules)
        .values(entries.map(([service, userId]) => ({ service, userId })));
    }
  });
}

export interface Call {
  id: string;
  summary: string;
  createdAt: Date;
  byEmail: string | null;
}

/** Logs a telephone call on a request; it counts as a first response. False: no such request. */
export async function logCall(
  db: Database,
  input: { entity: Entity; id: string; summary: string; userId: string },
): Promise<boolean> {
  const table = RECORD_TABLES[input.entity];
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: table.id })
      .from(table)
      .where(eq(table.id, input.id))
      .for("share");
    if (!row) return false;
    await tx.insert(recordCalls).values({
      entity: input.entity,
      entityId: input.id,
      summary: input.summary,
      byUserId: input.userId,
    });
    await markFirstResponse(tx, input.entity, input.id, input.userId);
    return true;
  });
}

export function callsOf(db: Database, entity: Entity, id: string): Promise<Call[]> {
  const fields = { summary: recordCalls.summary, byEmail: users.email };
  return attachedRows(db, fields, recordCalls, { entity, ids: [id] }, "desc");
}

export type FollowUpEntity = "order" | "appointment" | "customer";

export interface FollowUp {
  id: string;
  entity: FollowUpEntity;
  entityId: string;
  dueDate: string;
  note: string;
  doneAt: Date | null;
  ownerUserId: string | null;
  ownerEmail: string | null;
}

const FOLLOW_UP_COLUMNS = {
  id: followUps.id,
  entity: followUps.entity,
  entityId: followUps.entityId,
  dueDate: followUps.dueDate,
  note: followUps.note,
  doneAt: followUps.doneAt,
  ownerUserId: followUps.ownerUserId,
  ownerEmail: users.email,
};

export async function addFollowUp(
  db: Database,
  input: {
    entity: FollowUpEntity;
    entityId: string;
    dueDate: string;
    note: string;
    ownerUserId: string;
    createdBy: string;
  },
): Promise<void> {
  await db.insert(followUps).values(input);
}

/** Marks a follow-up done; false when there is none open with that id. */
export async function completeFollowUp(db: Database, id: string): Promise<boolean> {
  const done = await db
    .update(followUps)
    .set({ doneAt: new Date() })
    .where(and(eq(followUps.id, id), isNull(followUps.doneAt)))
    .returning({ id: followUps.id });
  return done.length > 0;
}

/** The open follow-ups of a record or a customer, soonest first. */
export function followUpsOf(
  db: Database,
  entity: FollowUpEntity,
  entityId: string,
): Promise<FollowUp[]> {
  return db
    .select(FOLLOW_UP_COLUMNS)
    .from(followUps)
    .leftJoin(users, eq(users.id, followUps.ownerUserId))
    .where(
      and(eq(followUps.entity, entity), eq(followUps.entityId, entityId), isNull(followUps.doneAt)),
    )
    .orderBy(asc(followUps.dueDate), asc(followUps.createdAt));
}

/** «À faire»: open follow-ups due today or overdue (Africa/Tunis), everyone's or one person's. */
export function dueFollowUps(
  db: Database,
  options: { now?: Date; ownerUserId?: string } = {},
): Promise<FollowUp[]> {
  const today = tunisWallClock(options.now ?? new Date()).date;
  return db
    .select(FOLLOW_UP_COLUMNS)
    .from(followUps)
    .leftJoin(users, eq(users.id, followUps.ownerUserId))
    .where(
      and(
        isNull(followUps.doneAt),
        lte(followUps.dueDate, today),
        options.ownerUserId ? eq(followUps.ownerUserId, options.ownerUserId) : undefined,
      ),
    )
    .orderBy(asc(users.email), asc(followUps.dueDate));
}

export interface ResponseStats {
  /** Over everyone: answered requests, median working minutes, share within the promise. */
  overall: ResponseFigure;
  perPerson: (ResponseFigure & { email: string })[];
  /** Requests still waiting for a first response past the promise. */
  waitingPastPromise: number;
}

export interface ResponseFigure {
  answered: number;
  medianMinutes: number | null;
  /** 0..1, null when nothing was answered. */
  withinPromise: number | null;
}

function figureOf(minutes: number[]): ResponseFigure {
  return {
    answered: minutes.length,
    medianMinutes: median(minutes),
    withinPromise:
      minutes.length === 0
        ? null
        : minutes.filter((m) => m <= PROMISE_MINUTES).length / minutes.length,
  };
}

/**
 * The two-hour promise over the last 30 days: each request that arrived in
 * them, its first response in working minutes (opening hours and closures),
 * the median and the share within two working hours, overall and per person.
 */
export async function responseStats(
  db: Database,
  rules: WorkingRules,
  now = new Date(),
): Promise<ResponseStats> {
  const since = new Date(`${addDays(tunisWallClock(now).date, -30)}T00:00:00+01:00`);
  const select = (table: typeof orders | typeof appointments) =>
    db
      .select({
        createdAt: table.createdAt,
        firstResponseAt: table.firstResponseAt,
        email: users.email,
      })
      .from(table)
      .leftJoin(users, eq(users.id, table.firstResponseBy))
      .where(and(gte(table.createdAt, since), isNull(table.anonymisedAt)));
  const rows = [...(await select(orders)), ...(await select(appointments))];
  const all: number[] = [];
  const byPerson = new Map<string, number[]>();
  let waitingPastPromise = 0;
  for (const row of rows) {
    if (!row.firstResponseAt) {
      if (workingMinutesBetween(row.createdAt, now, rules) > PROMISE_MINUTES) waitingPastPromise++;
      continue;
    }
    const minutes = workingMinutesBetween(row.createdAt, row.firstResponseAt, rules);
    all.push(minutes);
    const email = row.email ?? "compte supprimé";
    byPerson.set(email, [...(byPerson.get(email) ?? []), minutes]);
  }
  return {
    overall: figureOf(all),
    perPerson: [...byPerson.entries()]
      .map(([email, minutes]) => ({ email, ...figureOf(minutes) }))
      .sort((a, b) => a.email.localeCompare(b.email)),
    waitingPastPromise,
  };
}

/** Ids (among `ids`) of requests still unanswered past the promise, for the lists. */
export async function waitingPastPromise(
  db: Database,
  entity: Entity,
  ids: string[],
  rules: WorkingRules,
  now = new Date(),
): Promise<string[]> {
  if (ids.length === 0) return [];
  const table = RECORD_TABLES[entity];
  const rows = await db
    .select({ id: table.id, createdAt: table.createdAt })
    .from(table)
    .where(
      and(
        inArray(table.id, ids),
        isNull(table.firstResponseAt),
        isNull(table.anonymisedAt),
        eq(table.status, "pending"),
      ),
    );
  return rows
    .filter((r) => workingMinutesBetween(r.createdAt, now, rules) > PROMISE_MINUTES)
    .map((r) => r.id);
}

/** Owners (e-mails) of some requests, by id. */
export async function ownersOf(
  db: Database,
  entity: Entity,
  ids: string[],
): Promise<Record<string, string>> {
  if (ids.length === 0) return {};
  const table = RECORD_TABLES[entity];
  const rows = await db
    .select({ id: table.id, email: users.email })
    .from(table)
    .innerJoin(users, eq(users.id, table.ownerUserId))
    .where(and(inArray(table.id, ids), isNotNull(table.ownerUserId)));
  return Object.fromEntries(rows.map((r) => [r.id, r.email]));
}

/** What a list shows of the team: each row's owner, and the rows waiting past the promise. */
export async function listMarks(
  db: Database,
  entity: Entity,
  ids: string[],
  now = new Date(),
): Promise<{ owners: Record<string, string>; pastPromise: string[] }> {
  const rules = await workingRules(db, now);
  const [owners, pastPromise] = await Promise.all([
    ownersOf(db, entity, ids),
    waitingPastPromise(db, entity, ids, rules, now),
  ]);
  return { owners, pastPromise };
}

/** The opening hours and the closures of the last 31 days onward (the 30-day figures need them). */
export async function workingRules(db: Database, now = new Date()): Promise<WorkingRules> {
  const rules = await loadRules(db, new Date(now.getTime() - 32 * 86_400_000));
  return { weeklyHours: rules.weeklyHours, closures: rules.closures };
}

/** The dashboard's team figures: the two-hour promise and what is due, per person. */
export async function teamDashboard(db: Database, now = new Date()) {
  const rules = await workingRules(db, now);
  const [response, due] = await Promise.all([
    responseStats(db, rules, now),
    dueFollowUps(db, { now }),
  ]);
  return { response, due, today: tunisWallClock(now).date };
}

export interface TeamPanel {
  me: string;
  ownerUserId: string | null;
  members: TeamMember[];
  calls: Call[];
  followUps: FollowUp[];
}

/** What a detail page's «Suivi» card shows: the owner, the team, the calls and the follow-ups. */
export async function teamPanelOf(
  db: Database,
  entity: Entity,
  id: string,
  me: string,
): Promise<TeamPanel> {
  const table = RECORD_TABLES[entity];
  const [[record], members, calls, open] = await Promise.all([
    db.select({ ownerUserId: table.ownerUserId }).from(table).where(eq(table.id, id)),
    teamMembers(db),
    callsOf(db, entity, id),
    followUpsOf(db, entity, id),
  ]);
  return { me, ownerUserId: record?.ownerUserId ?? null, members, calls, followUps: open };
}
