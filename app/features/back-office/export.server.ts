import type { Database } from "../../../db/client.server";
import { APPOINTMENT_STATUS_LABELS, ORDER_STATUS_LABELS } from "~/domain/status-machine";
import { toCsv } from "./csv";
import { formsFr } from "~/i18n/forms/fr";
import { PAYMENT_STATE_LABELS } from "~/features/orders/payments";
import { deploymentLabel, formatIsoDateTime } from "./format";
import { allAppointments, allOrders } from "./records.server";
import type { Entity, ListQuery } from "./schema";

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
const APPOINTMENT_HEADER = [
  "Demandé le",
  "Nom",
  "Entreprise",
  "Service",
  "Date souhaitée",
  "Heure",
  "Email",
  "Téléphone",
  "Message",
  "Statut",
  // Decision 0064: how the demo takes place and the qualifying answers.
  "Déroulement",
  "Lien de la visioconférence",
  "Taille de l'entreprise",
  "Logiciel actuel",
  "Utilisateurs ou postes",
  "Secteur ou spécialité",
];

/**
 * The CSV of every row of the current filter (all pages), with French headers
 * and labels; dates and times in ISO 8601, which every spreadsheet sorts and reads.
 */
export async function exportCsv(
  db: Database,
  entity: Entity,
  query: ListQuery,
  separator: ";" | ",",
): Promise<{ filename: string; body: string }> {
  return EXPORTS[entity](db, query, separator, new Date().toISOString().slice(0, 10));
}

type Export = (
  db: Database,
  query: ListQuery,
  separator: ";" | ",",
  day: string,
) => Promise<{ filename: string; body: string }>;

const exportOrders: Export = async (db, query, separator, day) => {
  const body = toCsv(
    ORDER_HEADER,
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
    separator,
  );
  return { filename: `commandes-${day}.csv`, body };
};

const exportAppointments: Export = async (db, query, separator, day) => {
  const body = toCsv(
    APPOINTMENT_HEADER,
    (await allAppointments(db, query)).map((a) => [
      formatIsoDateTime(a.createdAt),
      a.name,
      a.company,
      a.serviceLabel,
      a.preferredDate,
      a.preferredTime,
      a.email,
      a.phone,
      a.message,
      APPOINTMENT_STATUS_LABELS[a.status],
      a.meetingType ? formsFr.meetingTypes[a.meetingType] : null,
      a.meetingUrl,
      a.companySize ? formsFr.qualifying.companySizes[a.companySize] : null,
      a.currentSoftware,
      a.seats === null ? null : String(a.seats),
      a.sector,
    ]),
    separator,
  );
  return { filename: `rendez-vous-${day}.csv`, body };
};

const EXPORTS: Record<Entity, Export> = { order: exportOrders, appointment: exportAppointments };
