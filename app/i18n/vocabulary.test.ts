import { describe, expect, it } from "vitest";
import { DEPLOYMENT_TYPES, OTHER_SERVICES } from "~/domain/constants";
import { APPOINTMENT_STATUS_LABELS, ORDER_STATUS_LABELS } from "~/domain/status-machine";
import {
  DEPLOYMENT_LABELS,
  NO_SHOW_LABELS,
  OTHER_SERVICE_LABELS,
  OTHER_SERVICE_SHORT_LABELS,
  PRODUCT_SUBTITLES,
} from "~/domain/vocabulary";
import { fr } from "~/i18n/fr";
import { ar } from "~/i18n/ar";
import { formsFr } from "~/i18n/forms/fr";
import { formsAr } from "~/i18n/forms/ar";
import { mailsFr } from "~/i18n/mails/fr";
import { mailsAr } from "~/i18n/mails/ar";

describe("domain vocabulary", () => {
  it("names every service that is not a product and every deployment type in both languages", () => {
    for (const lang of ["fr", "ar"] as const) {
      expect(Object.keys(OTHER_SERVICE_LABELS[lang]).sort()).toEqual([...OTHER_SERVICES].sort());
      expect(Object.keys(DEPLOYMENT_LABELS[lang]).sort()).toEqual([...DEPLOYMENT_TYPES].sort());
      for (const label of Object.values(OTHER_SERVICE_LABELS[lang])) {
        expect(label.trim()).not.toBe("");
      }
    }
    expect(Object.keys(OTHER_SERVICE_SHORT_LABELS).sort()).toEqual([...OTHER_SERVICES].sort());
  });

  it("gives a product the same subtitle on its home card in both languages", () => {
    for (const [lang, site] of [
      ["fr", fr],
      ["ar", ar],
    ] as const) {
      for (const key of ["digifact", "digierp", "digimed"] as const) {
        expect(site.solutions.items[key].subtitle).toBe(PRODUCT_SUBTITLES[lang][key]);
      }
    }
  });

  it("is the one source the dictionaries and the back office read", () => {
    expect(formsFr.services).toEqual(OTHER_SERVICE_LABELS.fr);
    expect(formsAr.services).toBe(OTHER_SERVICE_LABELS.ar);
    expect(mailsFr.services).toEqual(OTHER_SERVICE_LABELS.fr);
    expect(mailsAr.services).toBe(OTHER_SERVICE_LABELS.ar);
    expect(formsFr.deploymentTypes).toEqual(DEPLOYMENT_LABELS.fr);
    expect(formsAr.deploymentTypes).toBe(DEPLOYMENT_LABELS.ar);
    expect(mailsFr.deploymentTypes).toEqual(DEPLOYMENT_LABELS.fr);
    expect(mailsAr.deploymentTypes).toBe(DEPLOYMENT_LABELS.ar);
    expect(mailsFr.orderStatuses).toEqual(ORDER_STATUS_LABELS);
    expect(mailsFr.appointmentStatuses).toEqual(APPOINTMENT_STATUS_LABELS);
    expect(fr.pricing.local).toBe(DEPLOYMENT_LABELS.fr.local);
    expect(ar.pricing.cloud).toBe(DEPLOYMENT_LABELS.ar.cloud);
  });

  it("names a missed appointment with one word per language, in the back office, the mails and the customer's page", () => {
    expect(APPOINTMENT_STATUS_LABELS.no_show).toBe(NO_SHOW_LABELS.fr);
    expect(mailsFr.appointmentStatuses.no_show).toBe(NO_SHOW_LABELS.fr);
    expect(formsFr.manage.statuses.no_show).toBe(NO_SHOW_LABELS.fr);
    expect(mailsAr.appointmentStatuses.no_show).toBe(NO_SHOW_LABELS.ar);
    expect(formsAr.manage.statuses.no_show).toBe(NO_SHOW_LABELS.ar);
  });
});
