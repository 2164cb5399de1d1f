import type { Database } from "../../../db/client.server";
import { APPOINTMENT_STATUS_LABELS } from "~/domain/status-machine";
import { formatIsoDateTime } from "~/features/back-office/format";
import { allAppointments } from "~/features/back-office/records.server";
import type { ListQuery } from "~/features/back-office/schema";
import { formsFr } from "~/i18n/forms/fr";

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

/** The appointments of the list's filter (all pages), one line each, with the demo's facts. */
export const APPOINTMENTS_CSV = {
  name: "rendez-vous",
  header: APPOINTMENT_HEADER,
  lines: async (db: Database, query: ListQuery) =>
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
};
