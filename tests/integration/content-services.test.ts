import { addDays, todayInTunis } from "~/domain/calendar";
import { afterAll, beforeAll, expect, test } from "vitest";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "../../db/client.server";
import { appointments, outbox } from "../../db/schema";
import { createAppointment } from "~/features/appointments/create.server";
import { appointmentASchema } from "~/features/appointments/schema";
import { getAppointment } from "~/features/back-office/records.server";
import { productFormSchema, productFormValues } from "~/features/content/product-form";
import { createProduct, productById, saveProduct } from "~/features/content/products.server";
import { isOfferedService, serviceNames, serviceOptions } from "~/features/content/services.server";
import { siteContent } from "~/features/content/store.server";
import { formsFr } from "~/i18n/forms/fr";
import { createTestDatabase } from "../support/test-database";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

const alice = { userId: "u-alice", email: "alice@exemple.tn" };
const labels = async (page: "A" | "B", lang: "fr" | "ar" = "fr") =>
  serviceOptions(await siteContent(handle.db), page, lang).map((o) => o.label);

test("a fresh install offers the specification's services, in its words", async () => {
  expect(await labels("A")).toEqual([
    "DigiFact — Facturation électronique",
    "DigiERP — Gestion d'entreprise (ERP)",
    "DigiMed — Gestion de cabinet médical et de clinique",
    "Développement sur mesure",
    "Consultation et conseil",
  ]);
  expect(await labels("B")).toEqual([
    "DigiFact — Facturation électronique",
    "DigiERP — Gestion d'entreprise (ERP)",
    "DigiMed — Gestion de cabinet médical et de clinique",
    "Autre",
  ]);
  expect((await labels("B", "ar"))[2]).toBe("DigiMed — التصرف في العيادات الطبية والمصحات");
  expect(serviceOptions(await siteContent(handle.db), "A", "fr")[1]!.value).toBe("digierp");
});

test("a product added in the back office becomes bookable; a deactivated one disappears, its bookings keep their label", async () => {
  const existing = await createAppointment(
    handle.db,
    {
      name: "Leila Trabelsi",
      email: "leila@example.com",
      phone: "71000000",
      company: null,
      service: "digimed",
      preferredDate: "2026-12-01",
      preferredTime: "10:00",
      message: null,
      language: "fr",
    },
    "k-digimed",
  );

  const source = (await productById(handle.db, "digifact"))!;
  const stockId = await createProduct(
    handle.db,
    productFormSchema.parse({
      ...productFormValues(source),
      slug: "digistock",
      name: "DigiStock",
      "fr.card.subtitle": "Gestion de stock",
      "ar.card.subtitle": "التصرف في المخزون",
      version: "0",
    }),
    alice,
  );
  const digimed = (await productById(handle.db, "digimed"))!;
  await saveProduct(
    handle.db,
    "digimed",
    productFormSchema.parse({ ...productFormValues(digimed), active: "" }),
    alice,
  );

  const content = await siteContent(handle.db);
  expect(await labels("A")).toEqual([
    "DigiFact — Facturation électronique",
    "DigiERP — Gestion d'entreprise (ERP)",
    "DigiStock — Gestion de stock",
    "Développement sur mesure",
    "Consultation et conseil",
  ]);
  expect(isOfferedService(content, "A", stockId)).toBe(true);
  expect(isOfferedService(content, "B", stockId)).toBe(true);
  expect(isOfferedService(content, "A", "digimed")).toBe(false);
  expect(isOfferedService(content, "A", "autre")).toBe(false);
  expect(isOfferedService(content, "B", "autre")).toBe(true);

  // The form's schema accepts the new product's id (the database's check too).
  const parsed = appointmentASchema(formsFr.validation).safeParse({
    name: "Sami Ben Ali",
    email: "sami@exemple.tn",
    phone: "71000000",
    service: stockId,
    preferred_date: addDays(todayInTunis(), 30),
    preferred_time: "10:00",
  });
  expect(parsed.error?.issues.map((i) => i.path[0]) ?? []).not.toContain("service");
  const booked = await createAppointment(
    handle.db,
    {
      name: "Sami Ben Ali",
      email: "sami@exemple.tn",
      phone: "71000000",
      company: null,
      service: stockId,
      serviceName: serviceNames(content, stockId),
      preferredDate: addDays(todayInTunis(), 30),
      preferredTime: "10:00",
      message: null,
      language: "ar",
    },
    "k-stock",
  );
  const [mail] = await handle.db
    .select({ payload: outbox.payload })
    .from(outbox)
    .where(eq(outbox.kind, "appointment.created.customer"))
    .orderBy(outbox.createdAt)
    .offset(1);
  expect(mail!.payload).toMatchObject({
    service: stockId,
    serviceName: { fr: "DigiStock — Gestion de stock", ar: "DigiStock — التصرف في المخزون" },
  });

  // The back office names both: the new product, and the one no longer on offer.
  expect((await getAppointment(handle.db, booked.id))!.serviceLabel).toBe("DigiStock");
  expect((await getAppointment(handle.db, existing.id))!.serviceLabel).toBe("DigiMed");
  const [row] = await handle.db
    .select({ service: appointments.service })
    .from(appointments)
    .where(eq(appointments.id, existing.id));
  expect(row!.service).toBe("digimed");
});

test("the database refuses a service that is not a service's shape", async () => {
  await expect(
    createAppointment(
      handle.db,
      {
        name: "X",
        email: "x@exemple.tn",
        phone: "71000000",
        company: null,
        service: "<script>",
        preferredDate: "2026-12-03",
        preferredTime: "10:00",
        message: null,
        language: "fr",
      },
      "k-bad",
    ),
  ).rejects.toThrow();
});
