import { describe, expect, test } from "vitest";
import { firstIssue } from "~/features/forms/form-values";
import { formsFr } from "~/i18n/forms/fr";
import { orderSchema as buildOrderSchema } from "./schema";

const orderSchema = buildOrderSchema(formsFr.validation);

const valid = {
  customer_name: "Amine Ben Salah",
  phone: "+216 22 333 444",
  city: "Sfax",
  address: "12 rue Habib Bourguiba\nImmeuble B",
  email: "",
  deployment_type: "local",
  product: "digifact",
};

function first(input: Record<string, unknown>): string | undefined {
  const result = orderSchema.safeParse(input);
  return result.success ? undefined : firstIssue(result.error).message;
}

describe("order form validation (rules checked in order)", () => {
  test("an empty form fails on the full name first, then each field in the spec's order", () => {
    const input: Record<string, unknown> = {
      customer_name: " ",
      phone: "\t",
      city: "",
      address: "\n \n",
      email: "pas un email",
      product: "digifact",
    };
    expect(first(input)).toBe("Le nom complet est requis");
    input.customer_name = valid.customer_name;
    expect(first(input)).toBe("Le numéro de téléphone est requis");
    input.phone = valid.phone;
    expect(first(input)).toBe("La ville est requise");
    input.city = valid.city;
    expect(first(input)).toBe("L'adresse complète est requise");
    input.address = valid.address;
    expect(first(input)).toBe("L'adresse email n'est pas valide");
    input.email = "client@exemple.tn";
    expect(first(input)).toBeUndefined();
  });

  test("emptiness is judged after trimming; text is trimmed and cleaned", () => {
    const result = orderSchema.parse({
      ...valid,
      customer_name: "  Amine\u0000 Ben\u202E Salah  ",
      address: "  ligne 1\r\nligne 2  ",
    });
    expect(result.customer_name).toBe("Amine Ben Salah");
    expect(result.address).toBe("ligne 1\nligne 2");
  });

  test("email is optional: blank becomes null, and is checked only when given", () => {
    expect(orderSchema.parse({ ...valid, email: "   " }).email).toBeNull();
    expect(orderSchema.parse({ ...valid, email: undefined }).email).toBeNull();
    for (const bad of ["a b@c.tn", "a@b", "@b.tn", "a@b.tn,c@d.tn", "a@b.tn\nBcc: x@y.tn"]) {
      expect(first({ ...valid, email: bad }), bad).toBe("L'adresse email n'est pas valide");
    }
    expect(orderSchema.parse({ ...valid, email: " x@y.tn " }).email).toBe("x@y.tn");
  });

  test("deployment type defaults to local, accepts cloud, refuses anything else", () => {
    expect(orderSchema.parse({ ...valid, deployment_type: undefined }).deployment_type).toBe(
      "local",
    );
    expect(orderSchema.parse({ ...valid, deployment_type: "cloud" }).deployment_type).toBe("cloud");
    expect(first({ ...valid, deployment_type: "saas" })).toBe(
      "Veuillez choisir un type de déploiement valide",
    );
  });

  test("length caps on every field, with a French message", () => {
    expect(first({ ...valid, customer_name: "a".repeat(101) })).toBe(
      "Le nom complet ne doit pas dépasser 100 caractères",
    );
    expect(first({ ...valid, phone: "1".repeat(21) })).toBe(
      "Le numéro de téléphone ne doit pas dépasser 20 caractères",
    );
    expect(first({ ...valid, city: "a".repeat(101) })).toBe(
      "La ville ne doit pas dépasser 100 caractères",
    );
    expect(first({ ...valid, address: "a".repeat(501) })).toBe(
      "L'adresse ne doit pas dépasser 500 caractères",
    );
    expect(first({ ...valid, email: `${"a".repeat(251)}@b.tn` })).toBe(
      "L'adresse email n'est pas valide",
    );
    expect(orderSchema.safeParse({ ...valid, customer_name: "a".repeat(100) }).success).toBe(true);
  });

  test("phone must look like a phone number; product must be a slug; status is not a field", () => {
    expect(first({ ...valid, phone: "<script>" })).toBe("Le numéro de téléphone n'est pas valide");
    // That the slug names a product on sale is the server's check (the products are in the database).
    expect(first({ ...valid, product: "digi pay" })).toBe(
      "Produit inconnu\u202F: veuillez recharger la page",
    );
    const parsed = orderSchema.parse({ ...valid, status: "delivered" });
    expect(parsed).not.toHaveProperty("status");
  });
});
