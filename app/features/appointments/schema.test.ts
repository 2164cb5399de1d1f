import { addDays, todayInTunis } from "~/domain/calendar";
import { describe, expect, test } from "vitest";
import { firstIssue } from "~/features/forms/form-values";
import { formsFr } from "~/i18n/forms/fr";
import { messageWithMeetingType } from "./create.server";
import { appointmentASchema as buildA, appointmentBSchema as buildB } from "./schema";

const appointmentASchema = buildA(formsFr.validation);
const appointmentBSchema = buildB(formsFr.validation);

const today = todayInTunis();
const validA = {
  name: "Leila Trabelsi",
  email: "leila@clinique.tn",
  phone: "71 000 000",
  company: "",
  service: "digimed",
  preferred_date: addDays(today, 2),
  preferred_time: "10:00",
  message: "",
};
const validB = { ...validA, service: "autre", preferred_time: "13:45", meeting_type: "video" };

function first(schema: typeof appointmentASchema | typeof appointmentBSchema, input: object) {
  const result = schema.safeParse(input);
  return result.success ? undefined : firstIssue(result.error).message;
}

describe("appointment page A validation (rules checked in order)", () => {
  test("every message, in the schema's order", () => {
    const input: Record<string, unknown> = {};
    const steps: [string, unknown, string][] = [
      ["name", "L", "Le nom doit contenir au moins 2 caractères"],
      ["email", "leila@", "Email invalide"],
      ["phone", "1234567", "Numéro invalide"],
      ["company", "c".repeat(101), "Le nom de l'entreprise ne doit pas dépasser 100 caractères"],
      ["service", "autre", "Veuillez sélectionner un service"],
      ["preferred_date", "", "Veuillez sélectionner une date"],
      ["preferred_time", "12:00", "Veuillez sélectionner une heure"],
      ["message", "m".repeat(1001), "Le message ne doit pas dépasser 1000 caractères"],
    ];
    for (const [field, bad] of steps) input[field] = bad;
    for (const [field, , message] of steps) {
      expect(first(appointmentASchema, input), field).toBe(message);
      input[field] = validA[field as keyof typeof validA];
    }
    expect(first(appointmentASchema, input)).toBeUndefined();
  });

  test("trimmed: ' A ' is one character; blanks become null for company and message", () => {
    expect(first(appointmentASchema, { ...validA, name: "  A  " })).toBe(
      "Le nom doit contenir au moins 2 caractères",
    );
    const parsed = appointmentASchema.parse({ ...validA, company: "  ", message: " \n " });
    expect(parsed.company).toBeNull();
    expect(parsed.message).toBeNull();
  });

  test("caps on name, email, phone", () => {
    expect(first(appointmentASchema, { ...validA, name: "n".repeat(101) })).toBe(
      "Le nom ne doit pas dépasser 100 caractères",
    );
    expect(first(appointmentASchema, { ...validA, email: `${"e".repeat(251)}@x.tn` })).toBe(
      "L'email ne doit pas dépasser 255 caractères",
    );
    expect(first(appointmentASchema, { ...validA, phone: "1".repeat(21) })).toBe(
      "Le numéro ne doit pas dépasser 20 caractères",
    );
  });

  test("the date is a real day, not before today in Africa/Tunis, within a year", () => {
    expect(first(appointmentASchema, { ...validA, preferred_date: today })).toBeUndefined();
    expect(first(appointmentASchema, { ...validA, preferred_date: addDays(today, -1) })).toBe(
      "La date ne peut pas être antérieure à aujourd'hui",
    );
    expect(first(appointmentASchema, { ...validA, preferred_date: "2026-02-30" })).toBe(
      "Date invalide",
    );
    expect(first(appointmentASchema, { ...validA, preferred_date: "demain" })).toBe(
      "Date invalide",
    );
    expect(first(appointmentASchema, { ...validA, preferred_date: addDays(today, 366) })).toBe(
      "Cette date est trop éloignée. Veuillez choisir une date plus proche.",
    );
  });

  test("today is computed in Africa/Tunis (UTC+1), not in the machine's zone", () => {
    // 23:30 UTC on 31 Dec is already 1 Jan in Tunis.
    expect(todayInTunis(new Date("2025-12-31T23:30:00Z"))).toBe("2026-01-01");
    expect(todayInTunis(new Date("2025-12-31T22:30:00Z"))).toBe("2025-12-31");
  });
});

describe("appointment page B validation (server side of the required markers)", () => {
  test("every required field has its French message, in the form's order", () => {
    const input: Record<string, unknown> = {};
    const steps: [string, string][] = [
      ["name", "Le nom est requis"],
      ["email", "L'email est requis"],
      ["phone", "Le numéro de téléphone est requis"],
      ["service", "Veuillez sélectionner un service"],
      ["preferred_date", "Veuillez sélectionner une date"],
      ["preferred_time", "Veuillez sélectionner une heure"],
      ["meeting_type", "Veuillez choisir le type de rendez-vous"],
    ];
    for (const [field, message] of steps) {
      expect(first(appointmentBSchema, input), field).toBe(message);
      input[field] = validB[field as keyof typeof validB];
    }
    expect(first(appointmentBSchema, input)).toBeUndefined();
  });

  test("free time must be HH:MM; page A services are refused", () => {
    expect(first(appointmentBSchema, { ...validB, preferred_time: "25:00" })).toBe(
      "Heure invalide",
    );
    expect(first(appointmentBSchema, { ...validB, service: "consultation" })).toBe(
      "Veuillez sélectionner un service",
    );
  });

  test("the meeting type is written as the first line of the message", () => {
    expect(messageWithMeetingType("video", "Bonjour")).toBe("Type: Visioconférence\nBonjour");
    expect(messageWithMeetingType("phone", null)).toBe("Type: Appel téléphonique");
  });
});
