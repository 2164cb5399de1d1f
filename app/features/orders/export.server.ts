import type { Database } from "../../../db/client.server";
import { ORDER_STATUS_LABELS } from "~/domain/status-machine";
import { deploymentLabel, formatIsoDateTime } from "~/features/back-office/format";
import { allOrders } from "~/features/back-office/records.server";
import type { ListQuery } from "~/features/back-office/schema";
import { PAYMENT_STATE_LABELS } from "./payments";

/** 929200 millimes → "929,200": a number a French spreadsheet reads. */
const csvDinars = (m: number) =>
  `${m < 0 ? "-" : ""}${Math.floor(Math.abs(m) / 1000)},${String(Math.abs(m) % 1000).padStart(3, "0")}`;

const ORDER_HEADER = [
  "Référence",
  "Date",
  "Client",
  "Produit",
  "Type",
  "Ville",
  "Adresse",
  "Téléphone",
  "Email",
  "Statut",
  // Amounts (migration 0022): dinars with a decimal comma, empty on older orders.
  "Société",
  "Matricule fiscal",
  "Proforma",
  "Total HT",
  "TVA",
  "Timbre",
  "Total TTC",
  "Acompte",
  "Payé",
  "Solde",
  "Paiement",
];

/** The orders of the list's filter (all pages), one line each, amounts in dinars. */
export const ORDERS_CSV = {
  name: "commandes",
  header: ORDER_HEADER,
  lines: async (db: Database, query: ListQuery) =>
    (await allOrders(db, query)).map((o) => [
      o.reference,
      formatIsoDateTime(o.createdAt),
      o.customerName,
      o.productName,
      deploymentLabel(o.deploymentType),
      o.city,
      o.address,
      o.phone,
      o.email,
      ORDER_STATUS_LABELS[o.status],
      o.companyName,
      o.taxId,
      o.proformaNumber,
      ...(o.totalTtcMillimes === null
        ? ["", "", "", "", "", "", ""]
        : [
            o.totalHtMillimes,
            o.vatMillimes,
            o.stampMillimes,
            o.totalTtcMillimes,
            o.depositMillimes,
            o.paidMillimes,
            o.totalTtcMillimes - o.paidMillimes,
          ].map((m) => csvDinars(m!))),
      o.paymentState ? PAYMENT_STATE_LABELS.fr[o.paymentState] : "",
    ]),
};
