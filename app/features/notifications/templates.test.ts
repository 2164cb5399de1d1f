import { expect, test } from "vitest";
import { renderMail } from "./templates";
import { OUTBOX_KINDS, type OutboxPayloads } from "./payloads";

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
};

test.each(OUTBOX_KINDS)("%s renders a French mail, text and escaped HTML", (kind) => {
  const mail = renderMail(kind, payloads[kind] as never, site);
  expect(mail.subject.length).toBeGreaterThan(10);
  expect(mail.text).toContain("L'équipe DigiSolutions");
  expect(mail.html).toContain('<html lang="fr">');
  expect(mail.html).not.toContain("<script>");
});

test("order mails carry the reference and every field; the admin mail replies to the customer", () => {
  const admin = renderMail("order.created.admin", order, site);
  for (const value of ["CMD-2025-00042", "DigiFact", "Version Cloud", "22 333 444", "Sfax"]) {
    expect(admin.text).toContain(value);
  }
  expect(admin.replyTo).toBe("amine@exemple.tn");
  expect(admin.html).toContain("Amine &lt;script&gt;x&lt;/script&gt;");
  const customer = renderMail("order.created.customer", order, site);
  expect(customer.subject).toBe("Votre commande CMD-2025-00042 est enregistrée");
  const status = renderMail("order.status.customer", payloads["order.status.customer"], site);
  expect(status.text).toContain("« Confirmée » à « Expédiée »");
});

test("appointment mails: French date, .ics for the customer, updated .ics on status change", () => {
  const customer = renderMail("appointment.created.customer", appointment, site);
  expect(customer.text).toContain("mardi 4 mars 2025 à 14:00");
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
