import { sql } from "drizzle-orm";
import {
  bigint,
  type ExtraConfigColumn,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  APPOINTMENT_STATUSES,
  COMPANY_SIZES,
  DEPLOYMENT_TYPES,
  GRANTS,
  MEETING_TYPES,
  ORDER_STATUSES,
  ROLES,
} from "../app/domain/constants";
import { LANGUAGES } from "../app/i18n/language";

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

/** What an administrator opened to one account beyond its role (decision 0076). */
export const userGrants = pgTable(
  "user_grants",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name", { enum: GRANTS }).notNull(),
    grantedBy: text("granted_by").references(() => users.id, { onDelete: "set null" }),
    grantedAt: timestamp("granted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "user_grants_pk", columns: [t.userId, t.name] }),
    check("user_grants_name_ck", oneOf("name", GRANTS)),
  ],
);

// ── Orders and appointments ────────────────────────────────────────────────────

/** Last order number issued per year (Africa/Tunis); `next_order_reference()` moves it. */
export const orderReferenceCounters = pgTable("order_reference_counters", {
  year: integer("year").primaryKey(),
  lastValue: bigint("last_value", { mode: "number" }).notNull(),
});
/**
 * Normalised copies for search and customer grouping. A database trigger
 * fills them on every insert and update (migration 0008), so the application
 * never writes them.
 */
const searchColumns = () => ({
  /** Phone digits, Tunisian numbers in 8-digit national form (SQL `phone_key()`). */
  phoneKey: text("phone_key").notNull().default(""),
  /** The person: phone key, else lower-cased e-mail, else the row's own id. */
  customerKey: text("customer_key").notNull().default(""),
  /** Searchable fields lower-cased and unaccented, one per line (SQL `search_fold()`). */
  searchText: text("search_text").notNull().default(""),
});

/**
 * Where the visit that led to an order or appointment request came from
 * (migration 0024, decision 0062): null when no counted visit was found.
 */
const visitSourceColumns = () => ({
  sourceLandingPath: text("source_landing_path"),
  sourceLanguage: text("source_language"),
  sourceReferrer: text("source_referrer"),
  sourceUtmSource: text("source_utm_source"),
  sourceUtmMedium: text("source_utm_medium"),
  sourceUtmCampaign: text("source_utm_campaign"),
});

/**
 * An erasure on request (not the retention job): the person asked, the
 * administrator who carried it out is named (migration 0020). With
 * `anonymised_at`, the record says when and at whose request it was erased.
 */
const erasureColumns = () => ({
  erasedOnRequest: boolean("erased_on_request").notNull().default(false),
  erasedBy: text("erased_by").references(() => users.id, { onDelete: "set null" }),
});

/**
 * What an order and an appointment request both carry after their status, in
 * this order (the tables' column order is the migrations').
 */
const requestColumns = () => ({
  /** Client-generated key: a retried or double-clicked submission finds its first row. */
  idempotencyKey: text("idempotency_key").unique(),
  /** When the retention job removed the person's personal data from this row. */
  anonymisedAt: timestamp("anonymised_at", { withTimezone: true }),
  /** The team member who follows this request (salespeople still see every request). */
  ownerUserId: text("owner_user_id").references(() => users.id, { onDelete: "set null" }),
  /** The first action of a person on it (status, call, note, e-mail), for the two-hour promise. */
  firstResponseAt: timestamp("first_response_at", { withTimezone: true }),
  firstResponseBy: text("first_response_by").references(() => users.id, {
    onDelete: "set null",
  }),
  ...erasureColumns(),
  /** The language of the page the request was made on: the person's mails are written in it. */
  language: text("language", { enum: LANGUAGES }).notNull().default("fr"),
  ...searchColumns(),
  ...visitSourceColumns(),
});

const searchIndexes = (
  table: string,
  t: { phoneKey: ExtraConfigColumn; customerKey: ExtraConfigColumn; searchText: ExtraConfigColumn },
) => [
  index(`${table}_search_text_trgm_idx`).using("gin", t.searchText.op("gin_trgm_ops")),
  index(`${table}_phone_key_trgm_idx`).using("gin", t.phoneKey.op("gin_trgm_ops")),
  index(`${table}_customer_key_idx`).on(t.customerKey),
];

/**
 * What the customer saw and owes (migration 0022, decision 0056): company and
 * matricule fiscal, the pro-forma number, the rates in force and the totals in
 * millimes. NULL on orders placed before amounts existed.
 */
const orderMoneyColumns = () => ({
  companyName: text("company_name"),
  /** Normalised `1234567A/A/M/000`. */
  taxId: text("tax_id"),
  /** The product's slug at ordering (the name is `product_name`). */
  productSlug: text("product_slug"),
  /** PF-YYYY-NNNNN from `next_proforma_number()`. */
  proformaNumber: text("proforma_number"),
  totalHtMillimes: bigint("total_ht_millimes", { mode: "number" }),
  vatRateBp: integer("vat_rate_bp"),
  vatMillimes: bigint("vat_millimes", { mode: "number" }),
  stampMillimes: bigint("stamp_millimes", { mode: "number" }),
  totalTtcMillimes: bigint("total_ttc_millimes", { mode: "number" }),
  depositRateBp: integer("deposit_rate_bp"),
  depositMillimes: bigint("deposit_millimes", { mode: "number" }),
  /** The customer's order link names this version; a revocation moves it on. */
  linkVersion: integer("link_version").notNull().default(1),
});

export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reference: text("reference")
      .notNull()
      .unique()
      // CMD-YYYY-NNNNN, more digits past 99999, numbering restarting each year.
      .default(sql`next_order_reference()`),
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
    ...requestColumns(),
    ...orderMoneyColumns(),
  },
  (t) => [
    index("orders_created_at_idx").on(t.createdAt),
    uniqueIndex("orders_proforma_number_uq").on(t.proformaNumber),
    index("orders_status_idx").on(t.status),
    ...searchIndexes("orders", t),
    check("orders_deployment_type_ck", oneOf("deployment_type", DEPLOYMENT_TYPES)),
    check("orders_status_ck", oneOf("status", ORDER_STATUSES)),
    check("orders_language_ck", oneOf("language", LANGUAGES)),
    check(
      "orders_company_name_ck",
      sql.raw(`company_name IS NULL OR char_length(company_name) BETWEEN 1 AND 100`),
    ),
    check(
      "orders_tax_id_ck",
      sql.raw(`tax_id IS NULL OR tax_id ~ '^[0-9]{7}[A-Z]/[A-Z]/[A-Z]/[0-9]{3}$'`),
    ),
  ],
);

/** The lines of an order as priced at ordering (migration 0022): never recomputed. */
export const orderLines = pgTable(
  "order_lines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    kind: text("kind", { enum: ["product", "option"] }).notNull(),
    itemKey: text("item_key").notNull(),
    labelFr: text("label_fr").notNull(),
    labelAr: text("label_ar").notNull(),
    quantity: integer("quantity").notNull(),
    unitPriceMillimes: bigint("unit_price_millimes", { mode: "number" }).notNull(),
    totalMillimes: bigint("total_millimes", { mode: "number" }).notNull(),
  },
  (t) => [
    uniqueIndex("order_lines_order_position_uq").on(t.orderId, t.position),
    check("order_lines_kind_ck", sql.raw(`kind IN ('product', 'option')`)),
    check("order_lines_quantity_ck", sql.raw(`quantity BETWEEN 1 AND 1000`)),
    check(
      "order_lines_price_ck",
      sql.raw(`unit_price_millimes >= 0 AND total_millimes = unit_price_millimes * quantity`),
    ),
  ],
);

/**
 * Money received against an order (migration 0022, decision 0058). Rows are
 * never updated (a trigger refuses it): a mistake is cancelled by a negative
 * counter-entry naming the payment it corrects. Who and when on every row.
 */
export const orderPayments = pgTable(
  "order_payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    amountMillimes: bigint("amount_millimes", { mode: "number" }).notNull(),
    /** A value (transfer, cheque, cash; an online gateway later), not a code path. */
    method: text("method").notNull(),
    paidOn: date("paid_on", { mode: "string" }).notNull(),
    reference: text("reference"),
    note: text("note"),
    correctsPaymentId: uuid("corrects_payment_id"),
    recordedBy: text("recorded_by").references(() => users.id, { onDelete: "set null" }),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("order_payments_order_idx").on(t.orderId, t.recordedAt),
    index("order_payments_paid_on_idx").on(t.paidOn),
    uniqueIndex("order_payments_corrects_uq").on(t.correctsPaymentId),
    check(
      "order_payments_amount_ck",
      sql.raw(`amount_millimes <> 0 AND abs(amount_millimes) <= 10000000000`),
    ),
    check("order_payments_method_ck", sql.raw(`method ~ '^[a-z_]{1,30}$'`)),
    check(
      "order_payments_counter_ck",
      sql.raw(`(corrects_payment_id IS NULL) = (amount_millimes > 0)`),
    ),
  ],
);

/** VAT, stamp and deposit rates with the day they take effect (migration 0022). */
export const billingSettings = pgTable(
  "billing_settings",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    effectiveFrom: date("effective_from", { mode: "string" }).notNull(),
    vatRateBp: integer("vat_rate_bp").notNull(),
    stampMillimes: integer("stamp_millimes").notNull(),
    depositRateBp: integer("deposit_rate_bp").notNull(),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("billing_settings_effective_idx").on(t.effectiveFrom, t.id)],
);

/** Last pro-forma number per year (Africa/Tunis); `next_proforma_number()` moves it. */
export const proformaCounters = pgTable("proforma_counters", {
  year: integer("year").primaryKey(),
  lastValue: bigint("last_value", { mode: "number" }).notNull(),
});

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
    /** An active product's id when booked, or a service that is not a product (migration 0016). */
    service: text("service").notNull(),
    preferredDate: date("preferred_date", { mode: "string" }).notNull(),
    preferredTime: text("preferred_time").notNull(),
    message: text("message"),
    /** Page B's meeting type (also the message's first line); none for page A (migration 0019). */
    meetingType: text("meeting_type", { enum: MEETING_TYPES }),
    /** A video appointment's room, made once when it is confirmed and kept across moves (migration 0025). */
    meetingUrl: text("meeting_url"),
    /** Optional qualifying answers of pages A and B (migration 0025). */
    companySize: text("company_size", { enum: COMPANY_SIZES }),
    currentSoftware: text("current_software"),
    seats: integer("seats"),
    sector: text("sector"),
    status: text("status", { enum: APPOINTMENT_STATUSES }).notNull().default("pending"),
    ...requestColumns(),
  },
  (t) => [
    index("appointments_created_at_idx").on(t.createdAt),
    index("appointments_status_idx").on(t.status),
    index("appointments_slot_idx").on(t.preferredDate, t.preferredTime),
    ...searchIndexes("appointments", t),
    check(
      "appointments_service_ck",
      sql.raw(`service ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND char_length(service) <= 60`),
    ),
    check("appointments_language_ck", oneOf("language", LANGUAGES)),
    check(
      "appointments_meeting_type_ck",
      sql`meeting_type IS NULL OR ${oneOf("meeting_type", MEETING_TYPES)}`,
    ),
    check("appointments_status_ck", oneOf("status", APPOINTMENT_STATUSES)),
    check("appointments_time_ck", sql.raw(`preferred_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`)),
    check(
      "appointments_company_size_ck",
      sql`company_size IS NULL OR ${oneOf("company_size", COMPANY_SIZES)}`,
    ),
    check("appointments_seats_ck", sql.raw(`seats IS NULL OR seats BETWEEN 1 AND 10000`)),
    check(
      "appointments_qualifying_text_ck",
      sql.raw(
        `char_length(coalesce(current_software, '')) <= 100 AND char_length(coalesce(sector, '')) <= 100`,
      ),
    ),
    check(
      "appointments_meeting_url_ck",
      sql.raw(`meeting_url IS NULL OR meeting_url ~ '^https://[^\\s]+$'`),
    ),
  ],
);

/**
 * One row per person (`customer_key`), recounted by triggers after every
 * statement that writes orders or appointments (migration 0017), so the
 * customers list pages through an index. Derived: never written by the
 * application, never backed up (a restore's inserts rebuild it).
 */
export const customers = pgTable(
  "customers",
  {
    key: text("key").primaryKey(),
    name: text("name").notNull(),
    phone: text("phone").notNull(),
    email: text("email"),
    city: text("city"),
    /** The language of the person's latest order or appointment. */
    language: text("language", { enum: LANGUAGES }).notNull(),
    orders: integer("orders").notNull(),
    appointments: integer("appointments").notNull(),
    lastActivity: timestamp("last_activity", { withTimezone: true }).notNull(),
  },
  (t) => [
    // DESC puts nulls first in PostgreSQL, as the migration's indexes do (the columns have none).
    index("customers_last_activity_idx").on(t.lastActivity.desc().nullsFirst(), t.key),
    index("customers_name_idx").on(sql`lower(${t.name})`, t.key),
    index("customers_orders_idx").on(
      t.orders.desc().nullsFirst(),
      t.lastActivity.desc().nullsFirst(),
      t.key,
    ),
  ],
);

// ── Availability of appointments (migration 0009) ───────────────────────────────

/** The booking rules: one row (id 1); opening hours as `{ "1": [["09:00","12:00"], …], … }`. */
export const bookingSettings = pgTable(
  "booking_settings",
  {
    id: integer("id").primaryKey().default(1),
    weeklyHours: jsonb("weekly_hours").notNull(),
    minNoticeMinutes: integer("min_notice_minutes").notNull().default(120),
    horizonDays: integer("horizon_days").notNull().default(60),
    capacity: integer("capacity").notNull().default(1),
    /** Hours before a confirmed appointment its reminder leaves; 0 sends none (migration 0012). */
    reminderHours: integer("reminder_hours").notNull().default(24),
    /** Hours before an appointment its self-service link stops cancelling and moving; 0: until it starts (migration 0025). */
    cancelCutoffHours: integer("cancel_cutoff_hours").notNull().default(24),
    /** The Jitsi Meet server video rooms are made on (migration 0025). */
    videoBaseUrl: text("video_base_url").notNull().default("https://meet.jit.si"),
    updatedAt: updatedAt(),
  },
  () => [
    check("booking_settings_single_ck", sql.raw(`id = 1`)),
    check("booking_settings_notice_ck", sql.raw(`min_notice_minutes BETWEEN 0 AND 43200`)),
    check("booking_settings_horizon_ck", sql.raw(`horizon_days BETWEEN 1 AND 365`)),
    check("booking_settings_capacity_ck", sql.raw(`capacity BETWEEN 1 AND 50`)),
    check("booking_settings_reminder_ck", sql.raw(`reminder_hours BETWEEN 0 AND 168`)),
    check("booking_settings_cutoff_ck", sql.raw(`cancel_cutoff_hours BETWEEN 0 AND 168`)),
    check(
      "booking_settings_video_base_ck",
      sql.raw(
        `video_base_url ~ '^https://[^\\s/?#]+(/[^\\s?#]*)?$' AND char_length(video_base_url) <= 200`,
      ),
    ),
  ],
);

/** Days without appointments (holidays, leave): a single day or a range, with a label. */
export const bookingClosures = pgTable(
  "booking_closures",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    label: text("label").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("booking_closures_dates_idx").on(t.startDate, t.endDate),
    check("booking_closures_range_ck", sql.raw(`end_date >= start_date`)),
    check("booking_closures_label_ck", sql.raw(`char_length(label) BETWEEN 1 AND 100`)),
  ],
);

/** Audit trail of every status change: by an administrator, or by the customer through their link. */
export const statusEvents = pgTable(
  "status_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    entity: text("entity", { enum: ["order", "appointment"] }).notNull(),
    entityId: uuid("entity_id").notNull(),
    fromStatus: text("from_status").notNull(),
    toStatus: text("to_status").notNull(),
    adminUserId: text("admin_user_id").references(() => users.id, { onDelete: "set null" }),
    /** Made by the customer through the link of their mails (no administrator). */
    byCustomer: boolean("by_customer").notNull().default(false),
    /** A move: the slot before and after, `YYYY-MM-DD HH:MM` (Africa/Tunis). */
    fromSlot: text("from_slot"),
    toSlot: text("to_slot"),
    createdAt: createdAt(),
  },
  (t) => [
    index("status_events_entity_idx").on(t.entity, t.entityId),
    check("status_events_entity_ck", sql.raw(`entity IN ('order', 'appointment')`)),
  ],
);

/** Internal notes on an order or appointment: for administrators only, never mailed. */
export const recordNotes = pgTable(
  "record_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    entity: text("entity", { enum: ["order", "appointment"] }).notNull(),
    entityId: uuid("entity_id").notNull(),
    body: text("body").notNull(),
    authorUserId: text("author_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("record_notes_entity_idx").on(t.entity, t.entityId, t.createdAt),
    check("record_notes_entity_ck", sql.raw(`entity IN ('order', 'appointment')`)),
    check("record_notes_body_ck", sql.raw(`char_length(body) BETWEEN 1 AND 2000`)),
  ],
);

/**
 * Corrections of a record's contact details in the back office: one row per
 * changed field (before → after, by whom), in the update's transaction.
 */
export const recordChanges = pgTable(
  "record_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    entity: text("entity", { enum: ["order", "appointment"] }).notNull(),
    entityId: uuid("entity_id").notNull(),
    field: text("field").notNull(),
    before: text("before"),
    after: text("after"),
    adminUserId: text("admin_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("record_changes_entity_idx").on(t.entity, t.entityId, t.createdAt),
    check("record_changes_entity_ck", sql.raw(`entity IN ('order', 'appointment')`)),
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
    /** At most one message per key: a reminder per appointment and slot, a digest per admin and day. */
    dedupeKey: text("dedupe_key"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("outbox_dedupe_key_uq").on(t.dedupeKey),
    index("outbox_pending_idx").on(t.sentAt, t.nextAttemptAt),
    index("outbox_created_at_idx").on(t.createdAt),
  ],
);

/** Per-administrator notification toggles of the settings page. */
export const adminSettings = pgTable("admin_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  notifyOrders: boolean("notify_orders").notNull().default(true),
  notifyAppointments: boolean("notify_appointments").notNull().default(true),
  /** The 07:00 list of the day's appointments; off by default. */
  notifyDigest: boolean("notify_digest").notNull().default(false),
  updatedAt: updatedAt(),
});

/**
 * An administrator's private iCalendar subscription (migration 0013, ADR
 * 0027): only the SHA-256 of its token is kept, so the address is shown once.
 */
export const calendarFeeds = pgTable(
  "calendar_feeds",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("calendar_feeds_token_hash_uq").on(t.tokenHash),
    check("calendar_feeds_token_hash_ck", sql`${t.tokenHash} ~ '^[0-9a-f]{64}$'`),
  ],
);

/** Periodic jobs shared by every instance: the one that moves `last_run_at` runs the job. */
export const maintenanceRuns = pgTable("maintenance_runs", {
  job: text("job").primaryKey(),
  lastRunAt: timestamp("last_run_at", { withTimezone: true }).notNull(),
});

/**
 * Fixed-window counters for rate limits, shared by every server instance. The
 * key is the SHA-256 (hex) of what is counted, so a row has a fixed size
 * whatever a client sends; a row past `expires_at` is dead and gets purged.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    check("rate_limits_key_sha256", sql`${t.key} ~ '^[0-9a-f]{64}$'`),
    index("rate_limits_expires_at_idx").on(t.expiresAt),
  ],
);

/** Audit trail of erasures on request: who and how many rows, never the erased data. */
export const privacyErasures = pgTable("privacy_erasures", {
  id: uuid("id").primaryKey().defaultRandom(),
  adminUserId: text("admin_user_id").references(() => users.id, { onDelete: "set null" }),
  orders: integer("orders").notNull(),
  appointments: integer("appointments").notNull(),
  notes: integer("notes").notNull(),
  mails: integer("mails").notNull(),
  createdAt: createdAt(),
});

// ── Site content edited from the back office (migration 0010, ADR 0023) ────────

/** One product: slug and order as columns, the bilingual texts and prices as one document. */
export const contentProducts = pgTable(
  "content_products",
  {
    id: text("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    position: integer("position").notNull(),
    active: boolean("active").notNull().default(true),
    /** Optimistic concurrency: a save names the version it started from. */
    version: integer("version").notNull().default(1),
    data: jsonb("data").notNull(),
    updatedAt: updatedAt(),
    updatedBy: text("updated_by"),
  },
  (t) => [check("content_products_slug_format", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`)],
);

/** The home page's lists (faq, testimonials, stats), both languages in one document each. */
export const contentBlocks = pgTable("content_blocks", {
  key: text("key").primaryKey(),
  version: integer("version").notNull().default(1),
  data: jsonb("data").notNull(),
  updatedAt: updatedAt(),
  updatedBy: text("updated_by"),
});

/** Every saved version of an item: who, when, which fields changed, and the whole document. */
export const contentRevisions = pgTable(
  "content_revisions",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    version: integer("version").notNull(),
    snapshot: jsonb("snapshot").notNull(),
    changes: jsonb("changes").notNull(),
    authorId: text("author_id"),
    authorEmail: text("author_email"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("content_revisions_entity_version_idx").on(t.entity, t.entityId, t.version)],
);

/** A product's former slugs: their address answers a permanent redirect. */
export const contentRedirects = pgTable("content_redirects", {
  fromSlug: text("from_slug").primaryKey(),
  productId: text("product_id")
    .notNull()
    .references(() => contentProducts.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
});

/** One row, bumped by every content save: other instances poll it to drop their caches. */
export const contentState = pgTable(
  "content_state",
  {
    id: integer("id").primaryKey(),
    version: bigint("version", { mode: "number" }).notNull(),
  },
  (t) => [check("content_state_single_row", sql`${t.id} = 1`)],
);

// ── Blog articles edited from the back office (migration 0015, ADR 0029) ───────

/**
 * One article: slug and publication state as columns (the public pages filter
 * on them), the bilingual texts, dates, cover and related slugs as one document.
 */
export const contentArticles = pgTable(
  "content_articles",
  {
    id: text("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    published: boolean("published").notNull().default(false),
    /** Published articles appear from this instant on (null: at once). */
    publishAt: timestamp("publish_at", { withTimezone: true }),
    /** Set by a deletion: the address answers 410 Gone. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    /** Optimistic concurrency: a save names the version it started from. */
    version: integer("version").notNull().default(1),
    data: jsonb("data").notNull(),
    updatedAt: updatedAt(),
    updatedBy: text("updated_by"),
  },
  (t) => [check("content_articles_slug_format", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`)],
);

/** An article's former slugs: their address answers a permanent redirect. */
export const contentArticleRedirects = pgTable("content_article_redirects", {
  fromSlug: text("from_slug").primaryKey(),
  articleId: text("article_id")
    .notNull()
    .references(() => contentArticles.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
});

// ── Uploaded article covers (migration 0018, ADR 0029) ─────────────────────────

/** Raw bytes: node-postgres answers a Buffer, PGlite a Uint8Array; both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * One stored cover size under its content-hashed name (never rewritten: the
 * name changes with the bytes). Kept after its article changes cover or is
 * deleted: a revision may bring it back.
 */
export const contentMedia = pgTable(
  "content_media",
  {
    name: text("name").primaryKey(),
    contentType: text("content_type").notNull(),
    bytes: bytea("bytes").notNull(),
    byteSize: integer("byte_size").notNull(),
    createdAt: createdAt(),
    /** The administrator's user id (no foreign key: the cover outlives the account). */
    uploadedBy: text("uploaded_by"),
  },
  (t) => [
    check(
      "content_media_name_format",
      sql`${t.name} ~ '^[0-9a-f]{20}-(1200x630\\.jpg|640\\.webp)$'`,
    ),
    check("content_media_type", sql`${t.contentType} IN ('image/jpeg', 'image/webp')`),
    check("content_media_size", sql`${t.byteSize} = octet_length(${t.bytes})`),
  ],
);

// ── Audience (migration 0024, decisions 0062 and 0063) ──────────────────────────

/**
 * Today's visits, one row per visitor: the daily visitor hash (address, user
 * agent and a salt of the day that is never stored), the visit's first page
 * and source, and its page views. Folded into `audience_daily_visits` once
 * the day is over: no hash outlives its day.
 */
export const audienceVisits = pgTable(
  "audience_visits",
  {
    day: date("day", { mode: "string" }).notNull(),
    visitor: text("visitor").notNull(),
    firstSeen: timestamp("first_seen", { withTimezone: true }).notNull(),
    landingPath: text("landing_path").notNull(),
    language: text("language", { enum: LANGUAGES }).notNull(),
    referrer: text("referrer").notNull().default(""),
    utmSource: text("utm_source").notNull().default(""),
    utmMedium: text("utm_medium").notNull().default(""),
    utmCampaign: text("utm_campaign").notNull().default(""),
    device: text("device", { enum: ["phone", "desktop"] }).notNull(),
    pageViews: integer("page_views").notNull().default(0),
  },
  (t) => [
    primaryKey({ name: "audience_visits_pk", columns: [t.day, t.visitor] }),
    check("audience_visits_language_ck", oneOf("language", LANGUAGES)),
    check("audience_visits_device_ck", oneOf("device", ["phone", "desktop"])),
  ],
);

/** Visitors and their page views per day and source: what is left of the visits after their day. */
export const audienceDailyVisits = pgTable(
  "audience_daily_visits",
  {
    day: date("day", { mode: "string" }).notNull(),
    landingPath: text("landing_path").notNull(),
    language: text("language").notNull(),
    referrer: text("referrer").notNull().default(""),
    utmSource: text("utm_source").notNull().default(""),
    utmMedium: text("utm_medium").notNull().default(""),
    utmCampaign: text("utm_campaign").notNull().default(""),
    device: text("device").notNull(),
    visitors: integer("visitors").notNull().default(0),
    pageViews: integer("page_views").notNull().default(0),
  },
  (t) => [
    primaryKey({
      name: "audience_daily_visits_pk",
      columns: [
        t.day,
        t.landingPath,
        t.language,
        t.referrer,
        t.utmSource,
        t.utmMedium,
        t.utmCampaign,
        t.device,
      ],
    }),
  ],
);

/** Page views per day, page and language, added to by every instance's flush. */
export const audiencePageViews = pgTable(
  "audience_page_views",
  {
    day: date("day", { mode: "string" }).notNull(),
    path: text("path").notNull(),
    language: text("language").notNull(),
    views: integer("views").notNull().default(0),
  },
  (t) => [primaryKey({ name: "audience_page_views_pk", columns: [t.day, t.path, t.language] })],
);
// ── Audit log ──────────────────────────────────────────────────────────────────

/**
 * Every administrative action: who (the account, and its e-mail as it was),
 * when, what (`action`, the record it touched, details without any secret)
 * and from where (the client address the server trusts). Kept as long as the
 * privacy policy keeps browsing data (13 months), then purged.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorUserId: text("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    actorEmail: text("actor_email"),
    action: text("action").notNull(),
    targetType: text("target_type"),
    targetId: text("target_id"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    ip: text("ip"),
  },
  (t) => [index("audit_log_at_idx").on(t.at), index("audit_log_action_idx").on(t.action, t.at)],
);

// ── Team: follow-ups, calls, assignment rules ──────────────────────────────────

/** A task with a due day on an order, an appointment or a customer («rappeler mardi»). */
export const followUps = pgTable(
  "follow_ups",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    entity: text("entity", { enum: ["order", "appointment", "customer"] }).notNull(),
    /** A record's id, or a customer's key. */
    entityId: text("entity_id").notNull(),
    /** Who must do it. */
    ownerUserId: text("owner_user_id").references(() => users.id, { onDelete: "set null" }),
    dueDate: date("due_date").notNull(),
    note: text("note").notNull(),
    doneAt: timestamp("done_at", { withTimezone: true }),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("follow_ups_due_idx").on(t.doneAt, t.dueDate),
    check("follow_ups_entity_ck", sql.raw(`entity IN ('order', 'appointment', 'customer')`)),
    check("follow_ups_note_ck", sql.raw(`char_length(note) BETWEEN 1 AND 500`)),
  ],
);

/** A telephone call logged on a request: a first response like a status change or a note. */
export const recordCalls = pgTable(
  "record_calls",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    entity: text("entity", { enum: ["order", "appointment"] }).notNull(),
    entityId: uuid("entity_id").notNull(),
    summary: text("summary").notNull(),
    byUserId: text("by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("record_calls_entity_idx").on(t.entity, t.entityId, t.createdAt),
    check("record_calls_entity_ck", sql.raw(`entity IN ('order', 'appointment')`)),
    check("record_calls_summary_ck", sql.raw(`char_length(summary) BETWEEN 1 AND 1000`)),
  ],
);

/** Who receives the new requests of a product or service (settings, administrators). */
export const assignmentRules = pgTable("assignment_rules", {
  service: text("service").primaryKey(),
  userId: text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  updatedAt: updatedAt(),
});
