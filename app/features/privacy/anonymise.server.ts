import { sql, type SQL } from "drizzle-orm";

/**
 * What anonymising a record writes: the same for the retention job and for
 * an erasure on request. The reference, product, dates, service and status
 * stay (the business's own figures); everything that names or reaches the
 * person goes. Search and customer keys follow through the table triggers.
 */
export const anonymisedOrder = (at: SQL) =>
  sql`customer_name = 'Anonyme', phone = '', city = '', address = '', email = NULL,
      company_name = NULL, tax_id = NULL,
      idempotency_key = NULL, anonymised_at = ${at}`;

export const anonymisedAppointment = (at: SQL) =>
  sql`name = 'Anonyme', email = '', phone = '', company = NULL, message = NULL,
      idempotency_key = NULL, anonymised_at = ${at}`;
