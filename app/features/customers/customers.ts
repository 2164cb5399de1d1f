import { z } from "zod";

/** Sort orders of the customers list. */
export const CUSTOMER_SORTS = ["recent", "name", "orders"] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];

export const CUSTOMER_SORT_LABELS: Record<CustomerSort, string> = {
  recent: "Activité récente d'abord",
  name: "Nom (A → Z)",
  orders: "Plus de commandes d'abord",
};

/** Invalid or absent values fall back to the defaults, as on the other lists. */
export const customerListQuery = z.object({
  q: z
    .string()
    .trim()
    .max(100)
    // eslint-disable-next-line no-control-regex
    .regex(/^[^\u0000-\u001f\u007f]*$/)
    .optional()
    .catch(undefined)
    .transform((v) => v || undefined),
  sort: z.enum(CUSTOMER_SORTS).catch("recent").default("recent"),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});
export type CustomerListQuery = z.infer<typeof customerListQuery>;

export function parseCustomerListQuery(params: URLSearchParams): CustomerListQuery {
  return customerListQuery.parse(Object.fromEntries(params));
}

/**
 * A customer's page. The key is what groups their records: the phone's
 * national digits, else the e-mail (see the SQL function `customer_key()`).
 */
export function customerPath(key: string): string {
  return `/admin/clients/${encodeURIComponent(key)}`;
}
