import type { SiteConfig } from "~/config/site";
import type { AppointmentStatus, DeploymentType, OrderStatus } from "~/domain/constants";
import { direction, fill, type Language } from "~/i18n";
import { formatContentDate as formatDay } from "~/content/dates";
import { clockTime } from "~/features/appointments/dates";
import { mailsDictionary, type MailsDictionary } from "~/i18n/mails";
import { frenchSpacing } from "~/i18n/typography";
import { telHref } from "~/domain/phone";
import { localizedUrl } from "~/lib/seo.server";
import { buildIcs, type IcsMethod } from "./ics";
import { formatMillimes } from "~/domain/money";
import { PROFORMA_TEXTS } from "~/features/orders/proforma-texts";
import { APPOINTMENT_STATUS_LABELS } from "~/domain/status-machine";
import type {
  AccessResetPayload,
  RequestOwnerPayload,
  AppointmentCustomerChangePayload,
  AppointmentMovedPayload,
  AppointmentPayload,
  AppointmentReminderPayload,
  AppointmentStatusPayload,
  AppointmentsDigestPayload,
  MailedAppointment,
  NoShowFollowUpPayload,
  OrderLinkPayload,
  OrderPayload,
  OrderStatusPayload,
  OutboxKind,
  OutboxPayloads,
} from "./payloads";
import { RECORDS, recordPath } from "~/domain/records";

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  /** Where replies go (the customer, for the administrators' mails). */
  replyTo?: string;
  ics?: { method: IcsMethod; content: string };
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** `ltr`: a phone number or an address, kept left-to-right inside an Arabic mail. */
type Row = [label: string, value: string | null, ltr?: "ltr"];

/** The customer's language; messages queued before it was stored are French. */
const customerLanguage = (p: { language?: Language }): Language => p.language ?? "fr";

/** Names of the languages, in French, for the administrators' mails. */
const LANGUAGE_NAMES: Record<Language, string> = { fr: "français", ar: "arabe" };

/**
 * A paragraph's text for the HTML part, the site's own addresses in it made
 * links (the record to open, the self-service page). Only the site's: text a
 * visitor wrote never becomes a link.
 */
function withSiteLinks(text: string, site: SiteConfig, trusted: readonly string[] = []): string {
  // A server-made address is linked whole (a WhatsApp text may end with a period).
  const own = trusted.find((url) => text.includes(url));
  if (own) {
    const [before, ...after] = text.split(own);
    return `${withSiteLinks(before!, site, trusted)}<a href="${escapeHtml(own)}" dir="ltr">${escapeHtml(own)}</a>${withSiteLinks(after.join(own), site, trusted)}`;
  }
  const origin = new URL(site.url).origin;
  return escapeHtml(text).replace(/https?:\/\/[^\s<"]+/g, (url) => {
    const bare = url.replace(/[.,;:!?)]+$/, "");
    const rest = url.slice(bare.length);
    return bare === origin || bare.startsWith(`${origin}/`)
      ? `<a href="${bare}" dir="ltr">${bare}</a>${rest}`
      : url;
  });
}

/**
 * A mail: a greeting, paragraphs, a table of fields, a signature; text and HTML alike.
 * French sentences get French typography here, so the administrators' texts
 * written in this file get it too; the fields' values are data and stay as typed.
 */
function compose(
  site: SiteConfig,
  lang: Language,
  rawSubject: string,
  raw: {
    greeting?: string;
    paragraphs: string[];
    rows?: Row[];
    closing?: string[];
    /** Addresses the server made (a video room, a WhatsApp chat): linked like the site's own. */
    links?: readonly string[];
  },
): Pick<RenderedMail, "subject" | "text" | "html"> {
  const typeset = (text: string) => (lang === "fr" ? frenchSpacing(text) : text);
  const subject = typeset(rawSubject);
  const parts = {
    greeting: raw.greeting && typeset(raw.greeting),
    paragraphs: raw.paragraphs.map(typeset),
    closing: raw.closing?.map(typeset),
  };
  const t = mailsDictionary(lang);
  const dir = direction(lang);
  const rows = (raw.rows ?? []).map(([l, v, ltr]) => [typeset(l), v ?? "—", ltr] as const);
  const signature = [fill(t.signature, { brand: site.name }), `${site.phone} · ${site.email}`];
  const separator = lang === "fr" ? "\u202F: " : ": ";
  const text = [
    ...(parts.greeting ? [parts.greeting, ""] : []),
    ...parts.paragraphs.flatMap((p) => [p, ""]),
    ...rows.map(([l, v]) => `${l}${separator}${v}`),
    ...(rows.length ? [""] : []),
    ...(parts.closing ?? []).flatMap((p) => [p, ""]),
    "--",
    ...signature,
    site.url,
  ].join("\n");
  const cell = "padding:6px 12px;border-bottom:1px solid #e2e8f0;vertical-align:top";
  const start = dir === "rtl" ? "right" : "left";
  const html = `<!doctype html><html lang="${lang}"${dir === "rtl" ? ' dir="rtl"' : ""}><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<div style="max-width:600px;margin:0 auto;padding:24px;background:#ffffff">
<p style="font-size:20px;font-weight:bold;color:#1e40af;margin:0 0 16px">${escapeHtml(site.name)}</p>
${parts.greeting ? `<p>${escapeHtml(parts.greeting)}</p>` : ""}
${parts.paragraphs.map((p) => `<p>${withSiteLinks(p, site, raw.links)}</p>`).join("\n")}
${
  rows.length
    ? `<table style="border-collapse:collapse;width:100%;font-size:14px">${rows
        .map(
          ([l, v, ltr]) =>
            `<tr><th scope="row" style="${cell};text-align:${start};white-space:nowrap">${escapeHtml(l)}</th><td${ltr ? ' dir="ltr"' : ""} style="${cell};text-align:${start};white-space:pre-line">${withSiteLinks(v, site, raw.links)}</td></tr>`,
        )
        .join("")}</table>`
    : ""
}
${(parts.closing ?? []).map((p) => `<p>${withSiteLinks(p, site, raw.links)}</p>`).join("\n")}
<p style="margin-top:24px;font-size:13px;color:#475569">${escapeHtml(signature[0]!)}<br><span dir="ltr"><a href="${escapeHtml(telHref(site.phone))}">${escapeHtml(site.phone)}</a> · <a href="mailto:${escapeHtml(site.email)}">${escapeHtml(site.email)}</a></span><br><a href="${escapeHtml(localizedUrl(site, "/", lang))}" dir="ltr">${escapeHtml(site.url)}</a></p>
</div></body></html>`;
  return { subject, text, html };
}

/** Longest name a customer mail repeats: enough for a real name, too short to carry a message. */
export const CUSTOMER_NAME_MAX = 60;

/**
 * The one piece of visitor-written text a mail to the visitor's address
 * carries: their name, on one line, cut to CUSTOMER_NAME_MAX. Anything else
 * they typed (address, company, message) would let anyone use the site's
 * sender to mail their own words to any address.
 */
export function customerName(name: string): string {
  const line = name.replace(/\s+/g, " ").trim();
  return line.length > CUSTOMER_NAME_MAX ? `${line.slice(0, CUSTOMER_NAME_MAX - 1)}…` : line;
}

const dateTime = (t: MailsDictionary, lang: Language, date: string, time: string) =>
  fill(t.dateTime, { date: formatDay(date, lang, { weekday: true }), time: clockTime(time, lang) });

/** An appointment's day and time as the mails write it: `mardi 4 mars 2025 à 14 h 00`. */
export const appointmentDateTime = (lang: Language, date: string, time: string) =>
  dateTime(mailsDictionary(lang), lang, date, time);

/** What an order is, with nothing the visitor typed: the customer's own mails show only this. */
const orderFacts = (t: MailsDictionary, p: OrderPayload): Row[] => [
  [t.rows.reference, p.reference, "ltr"],
  [t.rows.product, p.productName],
  [t.rows.type, t.deploymentTypes[p.deploymentType]],
];

/** The total and the deposit of an order with amounts (migration 0022), in the mail's language. */
const orderAmounts = (p: OrderPayload, lang: Language): Row[] =>
  p.totalTtcMillimes != null && p.depositMillimes != null
    ? [
        [PROFORMA_TEXTS[lang].totalTtc, formatMillimes(p.totalTtcMillimes, lang)],
        [
          PROFORMA_TEXTS[lang].deposit.replace(" ({rate})", ""),
          formatMillimes(p.depositMillimes, lang),
        ],
      ]
    : [];

const orderRows = (t: MailsDictionary, p: OrderPayload): Row[] => [
  ...orderFacts(t, p),
  [t.rows.fullName, p.customerName],
  [t.rows.phone, p.phone, "ltr"],
  [t.rows.email, p.email, "ltr"],
  [t.rows.city, p.city],
  [t.rows.address, p.address],
];

/** An appointment's service and slot, as every appointment mail has them. */
type Slot = Pick<AppointmentPayload, "service" | "serviceName" | "preferredDate" | "preferredTime">;

/** The service as it was named when the mail was queued, in the mail's language. */
const serviceText = (
  t: MailsDictionary,
  lang: Language,
  p: Pick<AppointmentPayload, "service" | "serviceName">,
): string =>
  p.serviceName?.[lang] ?? (t.services as Record<string, string>)[p.service] ?? p.service;

/** When and what an appointment is, with nothing the visitor typed. */
const appointmentFacts = (t: MailsDictionary, lang: Language, p: Slot): Row[] => [
  [t.rows.service, serviceText(t, lang, p)],
  [t.rows.dateTime, dateTime(t, lang, p.preferredDate, p.preferredTime)],
];

/**
 * A customer's mail about an appointment: its language, its texts, and the
 * slot and service its sentences fill in.
 */
function customerSlotTexts(p: Slot & { language?: Language }) {
  const lang = customerLanguage(p);
  const t = mailsDictionary(lang);
  const slot = {
    dateTime: dateTime(t, lang, p.preferredDate, p.preferredTime),
    service: serviceText(t, lang, p),
  };
  return { lang, t, slot };
}

const appointmentRows = (t: MailsDictionary, lang: Language, p: AppointmentPayload): Row[] => [
  [t.rows.name, p.name],
  [t.rows.company, p.company],
  [t.rows.email, p.email, "ltr"],
  [t.rows.phone, p.phone, "ltr"],
  ...appointmentFacts(t, lang, p),
  [t.rows.message, p.message],
];

/** Where an administrator opens the record a notification is about. */
const recordLink = (site: SiteConfig, list: "orders" | "appointments", id: string) =>
  new URL(`/admin/${list}/${id}`, site.url).href;

/** The administrators' row saying which language the customer used (their mails are in it). */
const languageRow = (p: { language?: Language }): Row => [
  "Langue du client",
  LANGUAGE_NAMES[customerLanguage(p)],
];

/**
 * Where a customer whose appointment was missed chooses another slot: the
 * page they booked on (page B asks the meeting type, page A does not), in their language.
 */
const rebookUrl = (site: SiteConfig, p: NoShowFollowUpPayload) =>
  localizedUrl(site, p.meetingType ? "/rendez-vous" : "/reservation", customerLanguage(p));

/** The self-service link's closing line, when the message carries one. */
const manageLine = (t: MailsDictionary, url: string | undefined): string[] =>
  url ? [fill(t.manageLink, { url })] : [];

/**
 * How a meeting takes place, in one sentence: the video room once it is made
 * (decision 0064), who calls whom for a phone call, and for a confirmation of
 * page A (no meeting type) that the team calls to agree on it.
 */
function meetingSentence(
  t: MailsDictionary,
  p: Pick<MailedAppointment, "meetingType" | "meetingUrl">,
  ifUnknown: "toAgree" | null,
): string | null {
  if (p.meetingType === "video") {
    return p.meetingUrl
      ? fill(t.appointmentStatus.how.videoRoom, { url: p.meetingUrl })
      : t.appointmentStatus.how.video;
  }
  if (p.meetingType === "phone") return t.appointmentStatus.how.phone;
  return ifUnknown && t.appointmentStatus.how[ifUnknown];
}

/** A paragraph that may be absent. */
const optionalLine = (line: string | null): string[] => (line ? [line] : []);

/** The server-made addresses a mail links: the video room. */
const meetingLinks = (p: Pick<MailedAppointment, "meetingUrl">) =>
  p.meetingUrl ? [p.meetingUrl] : [];

/**
 * The customer's calendar attachment (RFC 5546): an invitation (REQUEST) once
 * the appointment is confirmed or moved, its withdrawal (CANCEL) once
 * cancelled, a plain event (PUBLISH) for a request still to be confirmed.
 * Always the same UID and a SEQUENCE that grows, from the company (ORGANIZER)
 * to the customer (ATTENDEE), with where it takes place and the self-service page.
 */
function appointmentIcs(
  site: SiteConfig,
  p: MailedAppointment,
  status: AppointmentStatus,
  sequence: number,
  stamp: Date,
  moved = false,
) {
  const lang = customerLanguage(p);
  const t = mailsDictionary(lang);
  const values = { brand: site.name, service: serviceText(t, lang, p), phone: site.phone };
  const method: IcsMethod =
    status === "cancelled" ? "CANCEL" : status === "confirmed" || moved ? "REQUEST" : "PUBLISH";
  return buildIcs(
    {
      uid: `${p.appointmentId}@${new URL(site.url).hostname}`,
      date: p.preferredDate,
      time: p.preferredTime,
      durationMinutes: 60,
      summary: fill(t.ics.summary, values),
      // The room in the description too: not every calendar app shows LOCATION as a link.
      description: [
        fill(t.ics.description, values),
        ...(p.meetingUrl ? [fill(t.ics.videoRoom, { url: p.meetingUrl })] : []),
        ...(p.meetingType === "phone" ? [t.appointmentStatus.how.phone] : []),
      ].join("\n"),
      location:
        p.meetingType === "video" && p.meetingUrl
          ? p.meetingUrl
          : fill(t.ics.location[p.meetingType ?? "office"], values),
      url: p.manageUrl,
      organizer: { name: site.name, email: site.email },
      attendee: { name: p.name, email: p.email },
      status,
      sequence,
      stamp,
    },
    method,
  );
}

/** An order status as its customer reads it: a cloud order is never «shipped», its access is being opened. */
const orderStatusText = (t: MailsDictionary, status: OrderStatus, type: DeploymentType) =>
  status === "shipped" && type === "cloud" ? t.cloudShipped : t.orderStatuses[status];

/** What a status means for the customer: one sentence, or one per deployment type. */
const statusMeaning = (meaning: string | Record<DeploymentType, string>, type: DeploymentType) =>
  typeof meaning === "string" ? meaning : meaning[type];

const FR = mailsDictionary("fr");

const RENDERERS: {
  [K in OutboxKind]: (p: OutboxPayloads[K], site: SiteConfig, stamp: Date) => RenderedMail;
} = {
  // Administrators: always French, with the customer's language.
  "order.created.admin": (p, site) => ({
    ...compose(
      site,
      "fr",
      `Nouvelle commande ${p.reference} : ${p.productName} (${p.customerName})`,
      {
        paragraphs: [`Une nouvelle commande vient d'être enregistrée sur le site.`],
        rows: [
          ...orderRows(FR, p),
          ["Reçue le", new Date(p.createdAt).toLocaleString("fr-FR", { timeZone: "Africa/Tunis" })],
          languageRow(p),
        ],
        closing: [
          "Elle est en attente de confirmation dans le back office :",
          recordLink(site, "orders", p.orderId),
        ],
      },
    ),
    replyTo: p.email ?? undefined,
  }),
  "order.created.customer": (p, site) => {
    const lang = customerLanguage(p);
    const t = mailsDictionary(lang);
    const values = { reference: p.reference, product: p.productName };
    return compose(site, lang, fill(t.orderCreated.subject, values), {
      greeting: fill(t.greeting, { name: customerName(p.customerName) }),
      paragraphs: [
        fill(t.orderCreated.thanks, values),
        t.orderCreated.next,
        t.orderCreated.payment,
        t.orderCreated.delivery[p.deploymentType],
        ...(p.proformaNumber ? [fill(t.orderCreated.proforma, { number: p.proformaNumber })] : []),
      ],
      rows: [...orderFacts(t, p), ...orderAmounts(p, lang)],
      closing: [
        ...(p.orderUrl ? [fill(t.orderCreated.orderLink, { url: p.orderUrl })] : []),
        fill(t.orderCreated.terms, { url: localizedUrl(site, "/cgv", lang) }),
        t.orderCreated.closing,
      ],
    });
  },
  "order.link.customer": (p: OrderLinkPayload, site) => {
    const lang = customerLanguage(p);
    const t = mailsDictionary(lang);
    return compose(site, lang, fill(t.orderLink.subject, { reference: p.reference }), {
      greeting: fill(t.greeting, { name: customerName(p.customerName) }),
      paragraphs: [fill(t.orderLink.body, { reference: p.reference })],
      closing: [fill(t.orderLink.link, { url: p.orderUrl })],
    });
  },
  "order.status.customer": (p: OrderStatusPayload, site) => {
    const lang = customerLanguage(p);
    const t = mailsDictionary(lang);
    const status = orderStatusText(t, p.status, p.deploymentType);
    return compose(
      site,
      lang,
      fill(t.orderStatus.subject, { reference: p.reference, status: status.toLowerCase() }),
      {
        greeting: fill(t.greeting, { name: customerName(p.customerName) }),
        paragraphs: [
          fill(t.orderStatus.changed, {
            reference: p.reference,
            product: p.productName,
            type: t.deploymentTypes[p.deploymentType],
            from: orderStatusText(t, p.fromStatus, p.deploymentType),
            to: status,
          }),
          statusMeaning(t.orderStatus.meaning[p.status], p.deploymentType),
        ],
        closing: [t.orderStatus.closing],
      },
    );
  },
  "appointment.created.admin": (p, site) => ({
    ...compose(
      site,
      "fr",
      `Nouveau rendez-vous : ${p.name}, ${dateTime(FR, "fr", p.preferredDate, p.preferredTime)}`,
      {
        paragraphs: ["Une nouvelle demande de rendez-vous vient d'être enregistrée sur le site."],
        rows: [...appointmentRows(FR, "fr", p), languageRow(p)],
        closing: [
          "Elle est à confirmer dans le back office :",
          recordLink(site, "appointments", p.appointmentId),
        ],
      },
    ),
    replyTo: p.email,
  }),
  "appointment.created.customer": (p, site, stamp) => {
    const lang = customerLanguage(p);
    const t = mailsDictionary(lang);
    const when = dateTime(t, lang, p.preferredDate, p.preferredTime);
    return {
      ...compose(site, lang, fill(t.appointmentCreated.subject, { dateTime: when }), {
        greeting: fill(t.greeting, { name: customerName(p.name) }),
        paragraphs: [t.appointmentCreated.received, t.appointmentCreated.invitation],
        rows: appointmentFacts(t, lang, p),
        closing: manageLine(t, p.manageUrl),
      }),
      ics: appointmentIcs(site, p, "pending", 0, stamp),
    };
  },
  "appointment.status.customer": (p: AppointmentStatusPayload, site, stamp) => {
    const { lang, t, slot } = customerSlotTexts(p);
    const values = { ...slot, status: t.appointmentStatuses[p.status] };
    const paragraphs =
      p.status === "confirmed"
        ? [fill(t.appointmentStatus.confirmed, values), meetingSentence(t, p, "toAgree")!]
        : [
            fill(
              p.status === "cancelled" ? t.appointmentStatus.cancelled : t.appointmentStatus.other,
              values,
            ),
          ];
    return {
      ...compose(site, lang, fill(t.appointmentStatus.subject[p.status], values), {
        greeting: fill(t.greeting, { name: customerName(p.name) }),
        paragraphs,
        closing: p.status === "cancelled" ? [] : manageLine(t, p.manageUrl),
        links: p.status === "cancelled" ? [] : meetingLinks(p),
      }),
      ics: appointmentIcs(site, p, p.status, p.sequence ?? 1, stamp),
    };
  },
  // To the administrator concerned, in French (the back office's language).
  "account.access.reset": (p: AccessResetPayload, site) =>
    compose(site, "fr", "Votre accès à l'administration a été réinitialisé", {
      paragraphs: [
        `Le mot de passe de votre compte administrateur (${p.email}) a été réinitialisé le ${new Date(p.at).toLocaleString("fr-FR", { timeZone: "Africa/Tunis" })} par ${p.by}.`,
        ...(p.twoFactorRemoved
          ? [
              "Votre double authentification a été désactivée : réactivez-la dans les paramètres après votre connexion.",
            ]
          : []),
        "Toutes vos sessions ont été fermées. Demandez le nouveau mot de passe à la personne qui l'a réinitialisé, puis changez-le dans les paramètres dès votre connexion.",
        "Si vous n'attendiez pas ce changement, prévenez immédiatement un autre administrateur.",
      ],
      closing: [new URL("/auth", site.url).href],
    }),
  // To the team member who follows the request, in French (the back office's language).
  "request.owner": (p: RequestOwnerPayload, site) => {
    const what = RECORDS[p.entity].indefinite;
    const subject = {
      assigned: `Une demande vous est attribuée : ${what}`,
      cancelled: "Le client a annulé un rendez-vous que vous suivez",
      moved: "Le client a déplacé un rendez-vous que vous suivez",
    }[p.reason];
    const paragraph = {
      assigned: `Vous suivez désormais ${what}. Le client attend une première réponse sous deux heures ouvrées.`,
      cancelled: "Le client a annulé ce rendez-vous depuis le lien de ses e-mails.",
      moved: "Le client a choisi une autre date pour ce rendez-vous depuis le lien de ses e-mails.",
    }[p.reason];
    const path = recordPath(p.entity, p.id);
    return compose(site, "fr", frenchSpacing(subject), {
      paragraphs: [frenchSpacing(paragraph)],
      closing: [new URL(path, site.url).href],
    });
  },
  "appointment.reminder.customer": (p: AppointmentReminderPayload, site) => {
    const { lang, t, slot: values } = customerSlotTexts(p);
    return compose(site, lang, fill(t.appointmentReminder.subject, values), {
      greeting: fill(t.greeting, { name: customerName(p.name) }),
      paragraphs: [
        fill(t.appointmentReminder.reminder, values),
        ...optionalLine(meetingSentence(t, p, null)),
      ],
      rows: appointmentFacts(t, lang, p),
      closing: manageLine(t, p.manageUrl),
      links: meetingLinks(p),
    });
  },
  "appointment.moved.customer": (p: AppointmentMovedPayload, site, stamp) => {
    const { lang, t, slot } = customerSlotTexts(p);
    const values = { ...slot, from: dateTime(t, lang, p.fromDate, p.fromTime) };
    return {
      ...compose(site, lang, fill(t.appointmentMoved.subject, values), {
        greeting: fill(t.greeting, { name: customerName(p.name) }),
        paragraphs: [
          fill(
            p.movedBy === "team" ? t.appointmentMoved.movedByTeam : t.appointmentMoved.moved,
            values,
          ),
          ...optionalLine(p.status === "confirmed" ? meetingSentence(t, p, null) : null),
        ],
        rows: appointmentFacts(t, lang, p),
        closing: manageLine(t, p.manageUrl),
        links: meetingLinks(p),
      }),
      ics: appointmentIcs(site, p, p.status, p.sequence, stamp, true),
    };
  },
  "appointment.customer.admin": (p: AppointmentCustomerChangePayload, site) => {
    const when = dateTime(FR, "fr", p.preferredDate, p.preferredTime);
    const moved = p.change === "moved" && p.fromDate && p.fromTime;
    return {
      ...compose(
        site,
        "fr",
        moved
          ? `Rendez-vous déplacé par le client : ${p.name}, ${when}`
          : `Rendez-vous annulé par le client : ${p.name}, ${when}`,
        {
          paragraphs: [
            moved
              ? `Le client a déplacé son rendez-vous du ${dateTime(FR, "fr", p.fromDate!, p.fromTime!)} au ${when} via le lien reçu par e-mail.`
              : `Le client a annulé son rendez-vous du ${when} via le lien reçu par e-mail ; le créneau est libéré.`,
          ],
          rows: [
            [FR.rows.name, p.name],
            [FR.rows.email, p.email, "ltr"],
            [FR.rows.phone, p.phone, "ltr"],
            ...appointmentFacts(FR, "fr", p),
          ],
          closing: [
            "Le rendez-vous dans le back office :",
            recordLink(site, "appointments", p.appointmentId),
          ],
        },
      ),
      replyTo: p.email,
    };
  },
  "appointment.noshow.customer": (p: NoShowFollowUpPayload, site) => {
    const { lang, t, slot } = customerSlotTexts(p);
    const values = { ...slot, url: rebookUrl(site, p) };
    return compose(site, lang, t.noShowFollowUp.subject, {
      greeting: fill(t.greeting, { name: customerName(p.name) }),
      paragraphs: [fill(t.noShowFollowUp.missed, values)],
      closing: [t.noShowFollowUp.call],
    });
  },
  "appointments.digest.admin": (p: AppointmentsDigestPayload, site) =>
    compose(
      site,
      "fr",
      `Rendez-vous du ${formatDay(p.date, "fr", { weekday: true })} : ${p.appointments.length}`,
      {
        paragraphs: [
          p.appointments.length === 1
            ? "Voici le rendez-vous prévu aujourd'hui."
            : `Voici les ${p.appointments.length} rendez-vous prévus aujourd'hui.`,
        ],
        rows: p.appointments.map((a) => [
          a.time,
          `${a.name} — ${serviceText(FR, "fr", a)} (${APPOINTMENT_STATUS_LABELS[a.status]})` +
            (a.whatsapp ? `\nRappel WhatsApp\u202F: ${a.whatsapp}` : ""),
        ]),
        links: p.appointments.flatMap((a) => (a.whatsapp ? [a.whatsapp] : [])),
        closing: [
          "Le détail dans le back office :",
          new URL(`/admin/appointments?from=${p.date}&to=${p.date}`, site.url).href,
        ],
      },
    ),
};

/**
 * The mail of an outbox message: the customer's in their language, the
 * administrators' in French. `stamp` is when it is rendered (DTSTAMP).
 */
export function renderMail<K extends OutboxKind>(
  kind: K,
  payload: OutboxPayloads[K],
  site: SiteConfig,
  stamp = new Date(),
): RenderedMail {
  return RENDERERS[kind](payload, site, stamp);
}
