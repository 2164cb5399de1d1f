/** The dashboard's figures of the last weeks, as the server counts them and the charts draw them. */

/** How many weeks the dashboard's pictures cover, the current week included. */
export const INSIGHT_WEEKS = 12;
/** An order counts as following a demo when it comes at most this long after the appointment. */
export const DEMO_FOLLOW_UP_DAYS = 60;

/** Counts of one bar: a product or a service, split into parts (deployment types, statuses). */
export interface Split {
  label: string;
  counts: Record<string, number>;
}

export interface Insights {
  /** Monday (Tunis calendar) of each of the last weeks, oldest first, with what arrived that week. */
  weeks: { start: string; orders: number; appointments: number }[];
  /** Orders of the period per product name, split by deployment type. */
  ordersByProduct: Split[];
  /** Appointment requests of the period per service, split by status (outcomes included). */
  appointmentsByService: Split[];
  /** Orders and appointments of the period by the language of the page they came from. */
  languages: { fr: number; ar: number };
  /** Appointments of the period (cancelled ones aside) and those whose customer then ordered. */
  demos: { total: number; followedByOrder: number };
}
