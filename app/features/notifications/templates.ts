import type { SiteConfig } from "~/config/site";
import type { AppointmentStatus } from "~/domain/constants";
import { APPOINTMENT_STATUS_LABELS, ORDER_STATUS_LABELS } from "~/domain/status-machine";
import { formatFrenchDate } from "~/content/dates";
import { SERVICE_LABELS } from "~/features/appointments/labels";
import { DEPLOYMENT_LABELS } from "~/features/orders/schema";
import { buildIcs } from "./ics";
import type {
  AppointmentPayload,
  AppointmentStatusPayload,
  OrderPayload,
  OrderStatusPayload,
  OutboxKind,
  OutboxPayloads,
} from "./payloads";

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  /** Where replies go (the customer, for the administrators' mails). */
  replyTo?: string;
  ics?: { method: "PUBLISH" | "CANCEL"; content: string };
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

type Row = [label: string, value: string | null];

/** A mail: a greeting, paragraphs, a table of fields, a signature; text and HTML alike. */
function compose(
  site: SiteConfig,
  subject: string,
  parts: { greeting?: string; paragraphs: string[]; rows?: Row[]; closing?: string[] },
): Pick<RenderedMail, "subject" | "text" | "html"> {
  const rows = (parts.rows ?? []).map(([l, v]) => [l, v ?? "—"] as const);
  const signature = [`L'équipe ${site.name}`, `${site.phone} · ${site.email}`, site.url];
  const text = [
    ...(parts.greeting ? [parts.greeting, ""] : []),
    ...parts.paragraphs.flatMap((p) => [p, ""]),
    ...rows.map(([l, v]) => `${l} : ${v}`),
    ...(rows.length ? [""] : []),
    ...(parts.closing ?? []).flatMap((p) => [p, ""]),
    "--",
    ...signature,
  ].join("\n");
  const cell = "padding:6px 12px;border-bottom:1px solid #e2e8f0;vertical-align:top";
  const html = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<div style="max-width:600px;margin:0 auto;padding:24px;background:#ffffff">
<p style="font-size:20px;font-weight:bold;color:#1e40af;margin:0 0 16px">${escapeHtml(site.name)}</p>
${parts.greeting ? `<p>${escapeHtml(parts.greeting)}</p>` : ""}
${parts.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}
${
  rows.length
    ? `<table style="border-collapse:collapse;width:100%;font-size:14px">${rows
        .map(
          ([l, v]) =>
            `<tr><th scope="row" style="${cell};text-align:left;white-space:nowrap">${escapeHtml(l)}</th><td style="${cell};white-space:pre-line">${escapeHtml(v)}</td></tr>`,
        )
        .join("")}</table>`
    : ""
}
${(parts.closing ?? []).map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}
<p style="margin-top:24px;font-size:13px;color:#475569">${signature.map(escapeHtml).join("<br>")}</p>
</div></body></html>`;
  return { subject, text, html };
}

const dateTime = (date: string, time: string) =>
  `${formatFrenchDate(date, { weekday: true })} à ${time}`;

const orderRows = (p: OrderPayload): Row[] => [
  ["Référence", p.reference],
  ["Produit", p.productName],
  ["Type", DEPLOYMENT_LABELS[p.deploymentType]],
  ["Nom complet", p.customerName],
  ["Téléphone", p.phone],
  ["Email", p.email],
  ["Ville", p.city],
  ["Adresse", p.address],
];

const appointmentRows = (p: AppointmentPayload): Row[] => [
  ["Nom", p.name],
  ["Entreprise", p.company],
  ["Email", p.email],
  ["Téléphone", p.phone],
  ["Service", SERVICE_LABELS[p.service]],
  ["Date et heure", dateTime(p.preferredDate, p.preferredTime)],
  ["Message", p.message],
];

function appointmentIcs(
  site: SiteConfig,
  p: AppointmentPayload | AppointmentStatusPayload,
  status: AppointmentStatus,
  sequence: number,
  stamp: Date,
) {
  return buildIcs({
    uid: `${p.appointmentId}@${new URL(site.url).hostname}`,
    date: p.preferredDate,
    time: p.preferredTime,
    durationMinutes: 60,
    summary: `Rendez-vous ${site.name} : ${SERVICE_LABELS[p.service]}`,
    description: `Rendez-vous avec ${site.name} (${SERVICE_LABELS[p.service]}). Pour toute question : ${site.phone}.`,
    status,
    sequence,
    stamp,
  });
}

const RENDERERS: {
  [K in OutboxKind]: (p: OutboxPayloads[K], site: SiteConfig, stamp: Date) => RenderedMail;
} = {
  "order.created.admin": (p, site) => ({
    ...compose(site, `Nouvelle commande ${p.reference} : ${p.productName} (${p.customerName})`, {
      paragraphs: [`Une nouvelle commande vient d'être enregistrée sur le site.`],
      rows: [
        ...orderRows(p),
        ["Reçue le", new Date(p.createdAt).toLocaleString("fr-FR", { timeZone: "Africa/Tunis" })],
      ],
      closing: ["Elle est en attente de confirmation dans le back office."],
    }),
    replyTo: p.email ?? undefined,
  }),
  "order.created.customer": (p, site) =>
    compose(site, `Votre commande ${p.reference} est enregistrée`, {
      greeting: `Bonjour ${p.customerName},`,
      paragraphs: [
        `Merci pour votre commande de ${p.productName}. Elle a bien été enregistrée sous la référence ${p.reference}.`,
        "Nous vous contacterons bientôt pour confirmer les détails de l'installation et du paiement.",
      ],
      rows: orderRows(p),
      closing: ["Rappelez cette référence dans vos échanges avec nous."],
    }),
  "order.status.customer": (p: OrderStatusPayload, site) =>
    compose(
      site,
      `Votre commande ${p.reference} : ${ORDER_STATUS_LABELS[p.status].toLowerCase()}`,
      {
        greeting: `Bonjour ${p.customerName},`,
        paragraphs: [
          `Le statut de votre commande ${p.reference} (${p.productName}, ${DEPLOYMENT_LABELS[p.deploymentType]}) est passé de « ${ORDER_STATUS_LABELS[p.fromStatus]} » à « ${ORDER_STATUS_LABELS[p.status]} ».`,
        ],
        closing: ["Pour toute question, répondez simplement à ce message ou appelez-nous."],
      },
    ),
  "appointment.created.admin": (p, site) => ({
    ...compose(
      site,
      `Nouveau rendez-vous : ${p.name}, ${dateTime(p.preferredDate, p.preferredTime)}`,
      {
        paragraphs: ["Une nouvelle demande de rendez-vous vient d'être enregistrée sur le site."],
        rows: appointmentRows(p),
        closing: ["Elle est à confirmer dans le back office."],
      },
    ),
    replyTo: p.email,
  }),
  "appointment.created.customer": (p, site, stamp) => ({
    ...compose(
      site,
      `Votre demande de rendez-vous du ${dateTime(p.preferredDate, p.preferredTime)}`,
      {
        greeting: `Bonjour ${p.name},`,
        paragraphs: [
          "Nous avons bien reçu votre demande de rendez-vous. Nous vous contacterons bientôt pour la confirmer.",
          "L'invitation jointe ajoute ce rendez-vous à votre agenda.",
        ],
        rows: appointmentRows(p),
      },
    ),
    ics: appointmentIcs(site, p, "pending", 0, stamp),
  }),
  "appointment.status.customer": (p: AppointmentStatusPayload, site, stamp) => ({
    ...compose(
      site,
      `Votre rendez-vous du ${dateTime(p.preferredDate, p.preferredTime)} : ${APPOINTMENT_STATUS_LABELS[p.status].toLowerCase()}`,
      {
        greeting: `Bonjour ${p.name},`,
        paragraphs: [
          p.status === "confirmed"
            ? `Votre rendez-vous (${SERVICE_LABELS[p.service]}) du ${dateTime(p.preferredDate, p.preferredTime)} est confirmé. À bientôt !`
            : p.status === "cancelled"
              ? `Votre rendez-vous (${SERVICE_LABELS[p.service]}) du ${dateTime(p.preferredDate, p.preferredTime)} est annulé. N'hésitez pas à en demander un autre sur notre site.`
              : `Le statut de votre rendez-vous du ${dateTime(p.preferredDate, p.preferredTime)} est maintenant « ${APPOINTMENT_STATUS_LABELS[p.status]} ».`,
        ],
      },
    ),
    ics: appointmentIcs(site, p, p.status, 1, stamp),
  }),
};

/** The French mail of an outbox message. `stamp` is when it is rendered (DTSTAMP). */
export function renderMail<K extends OutboxKind>(
  kind: K,
  payload: OutboxPayloads[K],
  site: SiteConfig,
  stamp = new Date(),
): RenderedMail {
  return RENDERERS[kind](payload, site, stamp);
}
