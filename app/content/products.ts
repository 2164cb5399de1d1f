/**
 * "159 DT", "1\u202f290 DT": a catalogue price in whole dinars, grouped by
 * three with a narrow no-break space, as fr-FR writes them. Written out rather
 * than through Intl.NumberFormat, whose first use in the browser loads ICU
 * data (40–130 ms on the main thread of the first page load). The products
 * themselves live in the database (decision 0023).
 */
export function formatPrice(amount: number): string {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new Error(`Invalid price: ${amount}`);
  return `${String(amount).replace(/\B(?=(\d{3})+$)/g, "\u202f")} DT`;
}
