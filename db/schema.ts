import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  APPOINTMENT_SERVICES,
  APPOINTMENT_STATUSES,
  DEPLOYMENT_TYPES,
  ORDER_STATUSES,
  ROLES,
} from "../app/domain/constants";

/** `col IN ('a','b')` for a check constraint built from the shared constant lists. */
function oneOf(column: string, values: readonly string[]) {
  return sql.raw(`${column} IN (${values.map((v) => `'${v}'`).join(", ")})`);
}

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

// ── Authentication (better-auth's documented tables, written by hand) ──────────

export const users = pgTable("users", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("accounts_user_id_idx").on(t.userId)],
);

export const verifications = pgTable("verifications", {
  id: text("id").primaryKey(),
  identifier: text("identifier").notNull(),
  value: text("value").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const twoFactors = pgTable("two_factors", {
  id: text("id").primaryKey(),
  secret: text("secret").notNull(),
  backupCodes: text("backup_codes").notNull(),
  userId: text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  // better-auth 1.7 two-factor plugin: a factor counts only once its first code is verified.
  verified: boolean("verified").notNull().default(true),
  failedVerificationCount: integer("failed_verification_count").notNull().default(0),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
});

/**
 * Authenticator codes already accepted, kept for two minutes (longer than the
 * ±30 s window better-auth accepts), so a code seen over a shoulder or in a
 * proxy log cannot open a second session (RFC 6238 §5.2).
 */
export const usedTotpCodes = pgTable(
  "used_totp_codes",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.code] }),
    index("used_totp_codes_used_at_idx").on(t.usedAt),
  ],
);

// ── Roles ──────────────────────────────────────────────────────────────────────

export const userRoles = pgTable(
  "user_roles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: ROLES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("user_roles_user_role_uq").on(t.userId, t.role),
    check("user_roles_role_ck", oneOf("role", ROLES)),
  ],
);

// ── Orders and appointments ────────────────────────────────────────────────────

export const orderReferenceSeq = pgSequence("order_reference_seq");

export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reference: text("reference")
      .notNull()
      .unique()
      .default(
        sql`'CMD-' || to_char(now() AT TIME ZONE 'Africa/Tunis', 'YYYY') || '-' || lpad(nextval('order_reference_seq')::text, 5, '0')`,
      ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    productName: text("product_name").notNull(),
    customerName: text("customer_name").notNull(),
    phone: text("phone").notNull(),
    city: text("city").notNull(),
    address: text("address").notNull(),
    email: text("email"),
    deploymentType: text("deployment_type", { enum: DEPLOYMENT_TYPES }).notNull().default("local"),
    status: text("status", { enum: ORDER_STATUSES }).notNull().default("pending"),
    /** Client-generated key: a retried or double-clicked submission finds its first row. */
    idempotencyKey: text("idempotency_key").unique(),
  },
  (t) => [
    index("orders_created_at_idx").on(t.createdAt),
    index("orders_status_idx").on(t.status),
    check("orders_deployment_type_ck", oneOf("deployment_type", DEPLOYMENT_TYPES)),
    check("orders_status_ck", oneOf("status", ORDER_STATUSES)),
  ],
);

export const appointments = pgTable(
  "appointments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    company: text("company"),
    service: text("service", { enum: APPOINTMENT_SERVICES }).notNull(),
    preferredDate: date("preferred_date", { mode: "string" }).notNull(),
    preferredTime: text("preferred_time").notNull(),
    message: text("message"),
    status: text("status", { enum: APPOINTMENT_STATUSES }).notNull().default("pending"),
    idempotencyKey: text("idempotency_key").unique(),
  },
  (t) => [
    index("appointments_created_at_idx").on(t.createdAt),
    index("appointments_status_idx").on(t.status),
    check("appointments_service_ck", oneOf("service", APPOINTMENT_SERVICES)),
    check("appointments_status_ck", oneOf("status", APPOINTMENT_STATUSES)),
    check("appointments_time_ck", sql.raw(`preferred_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`)),
  ],
);

/** Audit trail of every status change made in the back office. */
export const statusEvents = pgTable(
  "status_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    entity: text("entity", { enum: ["order", "appointment"] }).notNull(),
    entityId: uuid("entity_id").notNull(),
    fromStatus: text("from_status").notNull(),
    toStatus: text("to_status").notNull(),
    adminUserId: text("admin_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("status_events_entity_idx").on(t.entity, t.entityId),
    check("status_events_entity_ck", sql.raw(`entity IN ('order', 'appointment')`)),
  ],
);

// ── Notifications ──────────────────────────────────────────────────────────────

/** Mail to send, written in the same transaction as what it announces. */
export const outbox = pgTable(
  "outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    payload: jsonb("payload").notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: createdAt(),
  },
  (t) => [index("outbox_pending_idx").on(t.sentAt, t.nextAttemptAt)],
);

/** Per-administrator notification toggles of the settings page. */
export const adminSettings = pgTable("admin_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  notifyOrders: boolean("notify_orders").notNull().default(true),
  notifyAppointments: boolean("notify_appointments").notNull().default(true),
  updatedAt: updatedAt(),
});

/** Fixed-window counters for rate limits, shared by every server instance. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
});
