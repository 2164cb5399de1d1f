import { ORDER_STATUS_LABELS } from "~/domain/status-machine";
import { deploymentLabel, formatIsoDateTime } from "~/features/back-office/format";
import { allOrders, type OrderRow } from "~/features/back-office/records.server";
import { csvColumns, type CsvColumn } from "~/lib/csv";
import { PAYMENT_STATE_LABELS } from "./payments";

/** 929200 millimes → "929,200": a number a French spreadsheet reads. */
const csvDinars = (m: number) =>
  `${m < 0 ? "-" : ""}${Math.floor(Math.abs(m) / 1000)},${String(Math.abs(m) % 1000).padStart(3, "0")}`;

/** An amount in dinars, empty on older orders (those without a total). */
const amount = (millimes: (o: OrderRow) => number | null) => (o: OrderRow) =>
  o.totalTtcMillimes === null ? "" : csvDinars(millimes(o)!);

const ORDER_COLUMNS: CsvColumn<OrderRow>[] = [
  ["Référence", (o) => o.reference],
  ["Date", (o) => formatIsoDateTime(o.createdAt)],
  ["Client", (o) => o.customerName],
  ["Produit", (o) => o.productName],
  ["Type", (o) => deploymentLabel(o.deploymentType)],
  ["Ville", (o) => o.city],
  ["Adresse", (o) => o.address],
  ["Téléphone", (o) => o.phone],
  ["Email", (o) => o.email],
  ["Statut", (o) => ORDER_STATUS_LABELS[o.status]],
  // Amounts (migration 0022): dinars with a decimal comma, empty on older orders.
  ["Société", (o) => o.companyName],
  ["Matricule fiscal", (o) => o.taxId],
  ["Proforma", (o) => o.proformaNumber],
  ["Total HT", amount((o) => o.totalHtMillimes)],
  ["TVA", amount((o) => o.vatMillimes)],
  ["Timbre", amount((o) => o.stampMillimes)],
  ["Total TTC", amount((o) => o.totalTtcMillimes)],
  ["Acompte", amount((o) => o.depositMillimes)],
  ["Payé", amount((o) => o.paidMillimes)],
  ["Solde", amount((o) => o.totalTtcMillimes! - o.paidMillimes)],
  ["Paiement", (o) => (o.paymentState ? PAYMENT_STATE_LABELS.fr[o.paymentState] : "")],
];

/** The orders of the list's filter (all pages), one line each, amounts in dinars. */
export const ORDERS_CSV = { name: "commandes", ...csvColumns(allOrders, ORDER_COLUMNS) };
