import { APPOINTMENT_STATUS_LABELS } from "~/domain/status-machine";
import { formatIsoDateTime } from "~/features/back-office/format";
import { allAppointments } from "~/features/back-office/records.server";
import { formsFr } from "~/i18n/forms/fr";
import { csvColumns, type CsvColumn } from "~/lib/csv";

type Appointment = Awaited<ReturnType<typeof allAppointments>>[number];

const APPOINTMENT_COLUMNS: CsvColumn<Appointment>[] = [
  ["Demandé le", (a) => formatIsoDateTime(a.createdAt)],
  ["Nom", (a) => a.name],
  ["Entreprise", (a) => a.company],
  ["Service", (a) => a.serviceLabel],
  ["Date souhaitée", (a) => a.preferredDate],
  ["Heure", (a) => a.preferredTime],
  ["Email", (a) => a.email],
  ["Téléphone", (a) => a.phone],
  ["Message", (a) => a.message],
  ["Statut", (a) => APPOINTMENT_STATUS_LABELS[a.status]],
  // Decision 0064: how the demo takes place and the qualifying answers.
  ["Déroulement", (a) => (a.meetingType ? formsFr.meetingTypes[a.meetingType] : null)],
  ["Lien de la visioconférence", (a) => a.meetingUrl],
  [
    "Taille de l'entreprise",
    (a) => (a.companySize ? formsFr.qualifying.companySizes[a.companySize] : null),
  ],
  ["Logiciel actuel", (a) => a.currentSoftware],
  ["Utilisateurs ou postes", (a) => (a.seats === null ? null : String(a.seats))],
  ["Secteur ou spécialité", (a) => a.sector],
];

/** The appointments of the list's filter (all pages), one line each, with the demo's facts. */
export const APPOINTMENTS_CSV = {
  name: "rendez-vous",
  ...csvColumns(allAppointments, APPOINTMENT_COLUMNS),
};
