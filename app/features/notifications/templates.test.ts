import ICAL from "ical.js";
import { expect, test } from "vitest";
import { renderMail } from "./templates";
import { OUTBOX_KINDS, type OutboxPayloads } from "./payloads";
import { APPOINTMENT_STATUSES, DEPLOYMENT_TYPES, ORDER_STATUSES } from "~/domain/constants";
import { frenchTypographySlips, readableText } from "../../../tests/support/typography";

const site = {
  name: "DigiSolutions",
  url: "https://digi.example.tn",
  phone: "+216 00 000 000",
  whatsappNumber: "21600000000",
  email: "contact@digi.example.tn",
};
const order = {
  orderId: "6f1c2a9e-0000-4000-8000-000000000001",
  reference: "CMD-2025-00042",
  createdAt: "2025-03-01T09:00:00.000Z",
  productName: "DigiFact",
  customerName: "Amine <script>x</script>",
  phone: "22 333 444",
  city: "Sfax",
  address: "Rue 1\nImmeuble B",
  email: "amine@exemple.tn",
  deploymentType: "cloud" as const,
};
const appointment = {
  appointmentId: "6f1c2a9e-0000-4000-8000-000000000002",
  createdAt: "2025-03-01T09:00:00.000Z",
  name: "Leila",
  email: "leila@clinique.tn",
  phone: "71 000 000",
  company: null,
  service: "digimed" as const,
  serviceName: {
    fr: "DigiMed — Gestion de cabinet médical et de clinique",
    ar: "DigiMed — التصرف في العيادات الطبية والمصحات",
  },
  preferredDate: "2025-03-04",
  preferredTime: "14:00",
  message: "Type: Visioconférence\nBonjour",
};
const payloads: OutboxPayloads = {
  "order.created.admin": order,
  "order.created.customer": order,
  "order.status.customer": {
    ...order,
    email: "amine@exemple.tn",
    fromStatus: "confirmed",
    status: "shipped",
  },
  "appointment.created.admin": appointment,
  "appointment.created.customer": appointment,
  "appointment.status.customer": { ...appointment, fromStatus: "pending", status: "confirmed" },
  "account.access.reset": {
    userId: "u-1",
    email: "nadia@digi.example.tn",
    by: "amel@digi.example.tn",
    at: "2025-03-01T09:00:00.000Z",
    twoFactorRemoved: true,
  },
  "appointment.reminder.customer": { ...appointment, manageUrl: "https://digi.example.tn/x" },
  "appointment.moved.customer": {
    ...appointment,
    manageUrl: "https://digi.example.tn/x",
    fromDate: "2025-03-03",
    fromTime: "10:00",
    status: "confirmed",
    sequence: 2,
  },
  "appointment.customer.admin": { ...appointment, change: "cancelled" },
  "appointment.noshow.customer": { ...appointment, meetingType: "video" },
  "appointments.digest.admin": {
    email: "admin@digi.example.tn",
    date: "2025-03-04",
    appointments: [
      {
        id: appointment.appointmentId,
        time: "14:00",
        name: "Leila",
        service: "digimed",
        status: "confirmed",
      },
    ],
  },
  "request.owner": {
    email: "sami@digi.example.tn",
    entity: "appointment",
    id: appointment.appointmentId,
    reason: "assigned",
  },
  "order.link.customer": {
    orderId: order.orderId,
    reference: order.reference,
    customerName: "Amine Ben Salah",
    email: "amine@exemple.tn",
    orderUrl: "https://digi.example.tn/ma-commande/token",
  },
};

test.each(OUTBOX_KINDS)("%s renders a French mail, text and escaped HTML", (kind) => {
  const mail = renderMail(kind, payloads[kind] as never, site);
  expect(mail.subject.length).toBeGreaterThan(10);
  expect(mail.text).toContain("L'équipe DigiSolutions");
  expect(mail.html).toContain('<html lang="fr">');
  expect(mail.html).not.toContain("<script>");
});

/** Every French mail the site can send: each kind, and each status, deployment type and author of a change. */
function everyFrenchMail() {
  const variants: { [K in keyof OutboxPayloads]?: OutboxPayloads[K][] } = {
    "order.status.customer": ORDER_STATUSES.flatMap((status) =>
      DEPLOYMENT_TYPES.map((deploymentType) => ({
        ...payloads["order.status.customer"],
        status,
        deploymentType,
      })),
    ),
    "order.created.customer": DEPLOYMENT_TYPES.map((deploymentType) => ({
      ...order,
      deploymentType,
    })),
    "appointment.status.customer": APPOINTMENT_STATUSES.flatMap((status) =>
      (["video", "phone", null] as const).map((meetingType) => ({
        ...payloads["appointment.status.customer"],
        status,
        meetingType,
        manageUrl: "https://digi.example.tn/x",
      })),
    ),
    "request.owner": (["assigned", "cancelled", "moved"] as const).flatMap((reason) =>
      (["order", "appointment"] as const).map((entity) => ({
        ...payloads["request.owner"],
        reason,
        entity,
      })),
    ),
    "appointment.moved.customer": (["team", undefined] as const).map((movedBy) => ({
      ...payloads["appointment.moved.customer"],
      movedBy,
    })),
    "appointment.customer.admin": [
      payloads["appointment.customer.admin"],
      { ...appointment, change: "moved", fromDate: "2025-03-03", fromTime: "10:00" },
    ],
  };
  return OUTBOX_KINDS.flatMap((kind) =>
    ((variants[kind] ?? [payloads[kind]]) as never[]).map((p) => renderMail(kind, p, site)),
  );
}

test("every French mail follows French typography: no ordinary space before « : ; ! ? % » or inside « »", () => {
  const mails = everyFrenchMail();
  expect(mails.length).toBeGreaterThan(30);
  for (const mail of mails) {
    const read = [mail.subject, mail.text, readableText(mail.html), mail.ics?.content ?? ""];
    expect(frenchTypographySlips(read.join("\n")), mail.subject).toEqual([]);
  }
});

test("order mails carry the reference and every field; the admin mail replies to the customer", () => {
  const admin = renderMail("order.created.admin", order, site);
  for (const value of ["CMD-2025-00042", "DigiFact", "Version Cloud", "22 333 444", "Sfax"]) {
    expect(admin.text).toContain(value);
  }
  expect(admin.replyTo).toBe("amine@exemple.tn");
  expect(admin.text).toContain(`https://digi.example.tn/admin/orders/${order.orderId}`);
  expect(renderMail("appointment.created.admin", appointment, site).text).toContain(
    `https://digi.example.tn/admin/appointments/${appointment.appointmentId}`,
  );
  expect(admin.html).toContain("Amine &lt;script&gt;x&lt;/script&gt;");
  const customer = renderMail("order.created.customer", order, site);
  expect(customer.subject).toBe("Votre commande CMD-2025-00042 est enregistrée");
  const status = renderMail("order.status.customer", payloads["order.status.customer"], site);
  expect(status.text).toContain(
    "«\u202FConfirmée\u202F» à «\u202FAccès en cours d'ouverture\u202F»",
  );
});

test("the access-reset mail says who reset what, never the password", () => {
  const mail = renderMail("account.access.reset", payloads["account.access.reset"], site);
  expect(mail.subject).toBe("Votre accès à l'administration a été réinitialisé");
  expect(mail.text).toContain("(nadia@digi.example.tn) a été réinitialisé le");
  expect(mail.text).toContain("par amel@digi.example.tn");
  expect(mail.text).toContain("double authentification a été désactivée");
  expect(mail.text).toContain("Toutes vos sessions ont été fermées");
  const kept = renderMail(
    "account.access.reset",
    { ...payloads["account.access.reset"], twoFactorRemoved: false },
    site,
  );
  expect(kept.text).not.toContain("double authentification");
});

test("the customer's order mail says what happens next, how to pay and where the terms are", () => {
  const cloud = renderMail("order.created.customer", order, site).text;
  expect(cloud).toContain("sous 2 heures ouvrées");
  expect(cloud).toContain("acompte de 30\u202F%");
  expect(cloud).toContain("virement bancaire, chèque ou espèces");
  expect(cloud).toContain("accès cloud est ouvert sous 24 à 48 heures");
  expect(cloud).toContain("https://digi.example.tn/cgv");
  expect(cloud).toContain("Merci d'indiquer cette référence");
  const local = renderMail("order.created.customer", { ...order, deploymentType: "local" }, site);
  expect(local.text).toContain("en une journée, formation comprise");
  expect(local.text).not.toContain("accès cloud");
  expect(local.html).toContain("https://digi.example.tn/cgv");
  const ar = renderMail("order.created.customer", { ...order, language: "ar" }, site).text;
  expect(ar).toContain("يُطلب تسبيق بنسبة 30% عند تقديم الطلبية، ويتم الخلاص");
  expect(ar).toContain("https://digi.example.tn/cgv");
});

test("a status mail says what the new status means for this kind of order", () => {
  const shipped = payloads["order.status.customer"];
  expect(renderMail("order.status.customer", shipped, site).text).toContain(
    "Votre accès cloud est en cours d'ouverture",
  );
  const local = renderMail("order.status.customer", { ...shipped, deploymentType: "local" }, site);
  expect(local.text).toContain("l'installation est planifiée");
  const cancelled = renderMail("order.status.customer", { ...shipped, status: "cancelled" }, site);
  expect(cancelled.text).toContain("rien ne vous sera facturé");
});

test("a cloud order is never «Expédiée»: its access is being opened, in the subject and the status line", () => {
  const shipped = payloads["order.status.customer"];
  const cloud = renderMail("order.status.customer", shipped, site);
  expect(cloud.subject).toBe("Votre commande CMD-2025-00042\u202F: accès en cours d'ouverture");
  expect(cloud.text).toContain("à «\u202FAccès en cours d'ouverture\u202F»");
  expect(cloud.text).not.toContain("Expédiée");
  const ar = renderMail("order.status.customer", { ...shipped, language: "ar" }, site);
  expect(ar.subject).toBe("طلبكم CMD-2025-00042: النفاذ بصدد الفتح");
  expect(ar.text).not.toContain("تم الإرسال");
  const local = renderMail("order.status.customer", { ...shipped, deploymentType: "local" }, site);
  expect(local.subject).toContain("expédiée");
});

test("an appointment's status mail says its news in one sentence, in both languages", () => {
  const status = payloads["appointment.status.customer"];
  const subject = (s: "confirmed" | "cancelled", language: "fr" | "ar") =>
    renderMail("appointment.status.customer", { ...status, status: s, language }, site).subject;
  expect(subject("confirmed", "fr")).toBe(
    "Votre rendez-vous du mardi 4 mars 2025 à 14\u00a0h\u00a000 est confirmé",
  );
  expect(subject("cancelled", "ar")).toBe(
    "تم إلغاء موعدكم بتاريخ الثلاثاء 4 مارس 2025 على الساعة 14:00",
  );
});

test("appointment mails: French date, .ics for the customer, updated .ics on status change", () => {
  const customer = renderMail("appointment.created.customer", appointment, site);
  expect(customer.text).toContain("mardi 4 mars 2025 à 14\u00a0h\u00a000");
  expect(customer.ics?.content).toContain("DTSTART;TZID=Africa/Tunis:20250304T140000");
  expect(customer.ics?.content).toContain(`UID:${appointment.appointmentId}@digi.example.tn`);
  expect(renderMail("appointment.created.admin", appointment, site).ics).toBeUndefined();
  const confirmed = renderMail(
    "appointment.status.customer",
    payloads["appointment.status.customer"],
    site,
  );
  expect(confirmed.subject).toContain("confirmé");
  expect(confirmed.ics?.content).toContain("STATUS:CONFIRMED");
  expect(confirmed.ics?.content).toContain("SEQUENCE:1");
});

test("customer invitations follow RFC 5546: REQUEST when confirmed or moved, CANCEL when cancelled, one UID, a growing SEQUENCE", () => {
  const read = (mail: ReturnType<typeof renderMail>) => {
    const calendar = new ICAL.Component(ICAL.parse(mail.ics!.content));
    const vevent = calendar.getFirstSubcomponent("vevent")!;
    const attendee = vevent.getFirstProperty("attendee")!;
    const organizer = vevent.getFirstProperty("organizer")!;
    return {
      method: calendar.getFirstPropertyValue("method"),
      header: mail.ics!.method,
      uid: vevent.getFirstPropertyValue("uid"),
      sequence: vevent.getFirstPropertyValue("sequence"),
      status: vevent.getFirstPropertyValue("status"),
      organizer: [organizer.getFirstValue(), organizer.getParameter("cn")],
      attendee: [attendee.getFirstValue(), attendee.getParameter("cn")],
      location: vevent.getFirstPropertyValue("location"),
      url: vevent.getFirstPropertyValue("url"),
    };
  };
  const status = {
    ...payloads["appointment.status.customer"],
    manageUrl: "https://digi.example.tn/m/t",
  };
  const confirmed = read(
    renderMail("appointment.status.customer", { ...status, meetingType: "video" }, site),
  );
  const moved = read(
    renderMail("appointment.moved.customer", payloads["appointment.moved.customer"], site),
  );
  const cancelled = read(
    renderMail(
      "appointment.status.customer",
      { ...status, status: "cancelled", sequence: 3 } as never,
      site,
    ),
  );
  const people = {
    organizer: ["mailto:contact@digi.example.tn", "DigiSolutions"],
    attendee: ["mailto:leila@clinique.tn", "Leila"],
  };
  expect(confirmed).toMatchObject({
    method: "REQUEST",
    header: "REQUEST",
    status: "CONFIRMED",
    sequence: 1,
    location: "Visioconférence (lien envoyé avant le rendez-vous)",
    url: "https://digi.example.tn/m/t",
    ...people,
  });
  expect(moved).toMatchObject({
    method: "REQUEST",
    sequence: 2,
    location: "DigiSolutions, Montplaisir, Tunis",
    url: "https://digi.example.tn/x",
    ...people,
  });
  expect(cancelled).toMatchObject({
    method: "CANCEL",
    header: "CANCEL",
    status: "CANCELLED",
    ...people,
  });
  expect(new Set([confirmed.uid, moved.uid, cancelled.uid]).size).toBe(1);
  expect(Number(moved.sequence)).toBeGreaterThan(Number(confirmed.sequence));
  // A request not confirmed yet is shown, not an invitation.
  expect(read(renderMail("appointment.created.customer", appointment, site)).method).toBe(
    "PUBLISH",
  );
  expect(
    read(renderMail("appointment.status.customer", { ...status, meetingType: "phone" }, site))
      .location,
  ).toBe("Appel téléphonique de DigiSolutions");
});

test("the confirmation says how the meeting takes place, in the customer's language", () => {
  const status = payloads["appointment.status.customer"];
  const text = (meetingType: "video" | "phone" | null, language: "fr" | "ar" = "fr") =>
    renderMail("appointment.status.customer", { ...status, meetingType, language }, site).text;
  expect(text("video")).toContain("Il se tient en visioconférence");
  expect(text("phone")).toContain("Nous vous appelons à l'heure prévue");
  expect(text(null)).toContain("pour convenir avec vous de son déroulement");
  expect(text("video", "ar")).toContain("عبر مكالمة فيديو");
  expect(text("phone", "ar")).toContain("سنتصل بكم في الموعد المحدد");
  // The service is quoted, not put in brackets that nest with its own.
  expect(text(null)).toContain(
    "Votre rendez-vous «\u202FDigiMed — Gestion de cabinet médical et de clinique\u202F» du mardi 4 mars 2025",
  );
  const cancelled = renderMail(
    "appointment.status.customer",
    { ...status, meetingType: "video", status: "cancelled" },
    site,
  ).text;
  expect(cancelled).not.toContain("visioconférence");
});

test("an Arabic customer gets Arabic mails and invitations; the administrators stay French", () => {
  const arOrder = { ...order, language: "ar" as const };
  const customer = renderMail("order.created.customer", arOrder, site);
  expect(customer.subject).toBe("تم تسجيل طلبكم CMD-2025-00042");
  expect(customer.html).toContain('<html lang="ar" dir="rtl">');
  expect(customer.text).toContain("فريق DigiSolutions");
  expect(customer.text).toContain("النسخة السحابية");
  const admin = renderMail("order.created.admin", arOrder, site);
  expect(admin.html).toContain('<html lang="fr">');
  expect(admin.text).toContain("Langue du client\u202F: arabe");
  expect(renderMail("order.created.admin", order, site).text).toContain(
    "Langue du client\u202F: français",
  );

  const arAppointment = { ...appointment, language: "ar" as const };
  const booked = renderMail("appointment.created.customer", arAppointment, site);
  expect(booked.text).toContain("الثلاثاء 4 مارس 2025 على الساعة 14:00");
  expect(booked.ics?.content).toContain("SUMMARY:موعد مع DigiSolutions: DigiMed");
  const cancelled = renderMail(
    "appointment.status.customer",
    { ...arAppointment, fromStatus: "pending", status: "cancelled" },
    site,
  );
  expect(cancelled.subject).toContain("تم إلغاء موعدكم");
  expect(cancelled.text).toContain("تم إلغاء موعدكم");
  expect(cancelled.ics?.method).toBe("CANCEL");
  const shipped = renderMail(
    "order.status.customer",
    { ...payloads["order.status.customer"], language: "ar" },
    site,
  );
  expect(shipped.text).toContain("من «مؤكَّد» إلى «النفاذ بصدد الفتح»");
});

test("the self-service link closes the visitor's mails about an appointment to come, in their language", () => {
  const url = "https://digi.example.tn/mon-rendez-vous/abc?lang=ar";
  const created = renderMail(
    "appointment.created.customer",
    { ...appointment, manageUrl: url },
    site,
  );
  expect(created.text).toContain(
    `Pour annuler ce rendez-vous ou choisir une autre date\u202F: ${url}`,
  );
  const reminder = renderMail(
    "appointment.reminder.customer",
    { ...appointment, language: "ar", manageUrl: url },
    site,
  );
  expect(reminder.html).toContain('dir="rtl"');
  expect(reminder.text).toContain(`لإلغاء هذا الموعد أو اختيار تاريخ آخر: ${url}`);
  const cancelled = renderMail(
    "appointment.status.customer",
    { ...appointment, fromStatus: "confirmed", status: "cancelled", manageUrl: url },
    site,
  );
  expect(cancelled.text).not.toContain(url);
});

test("the administrators' mails link the record in their HTML part; a visitor's address never becomes a link", () => {
  const orderMail = renderMail("order.created.admin", payloads["order.created.admin"], site);
  const record = `https://digi.example.tn/admin/orders/${order.orderId}`;
  expect(orderMail.html).toContain(`<a href="${record}" dir="ltr">${record}</a>`);
  const appointmentMail = renderMail(
    "appointment.created.admin",
    {
      ...appointment,
      message: "Voir https://evil.example/x et https://digi.example.tn.evil.example",
    },
    site,
  );
  expect(appointmentMail.html).toContain(
    `<a href="https://digi.example.tn/admin/appointments/${appointment.appointmentId}"`,
  );
  expect(appointmentMail.html).not.toContain('href="https://evil.example');
  expect(appointmentMail.html).not.toContain('href="https://digi.example.tn.evil.example');
  // The text part keeps the bare address.
  expect(orderMail.text).toContain(record);
});
