import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { Field, SelectOptions, TextField, inputClass } from "./field";

function render(props: { error?: string; hint?: string; required?: boolean }): string {
  return renderToStaticMarkup(
    <Field label="Email" id="email" {...props}>
      {(control) => <input {...control} name="email" className={inputClass} />}
    </Field>,
  );
}

describe("Field", () => {
  test("links the label to the control", () => {
    const html = render({});
    expect(html).toContain('<label for="email"');
    expect(html).toMatch(/<input id="email"/);
    expect(html).not.toContain("aria-invalid");
    expect(html).not.toContain("aria-describedby");
  });

  test("an error marks the control invalid and is read with the hint", () => {
    const html = render({ error: "Email invalide", hint: "Votre adresse professionnelle" });
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('aria-describedby="email-error email-hint"');
    expect(html).toContain('<p id="email-error"');
    expect(html).toContain('<p id="email-hint"');
  });

  test("a hint alone describes the control, which stays valid", () => {
    const html = render({ hint: "Votre adresse professionnelle" });
    expect(html).toContain('aria-describedby="email-hint"');
    expect(html).not.toContain("aria-invalid");
  });

  test("the required marker is hidden from the accessible name", () => {
    expect(render({ required: true })).toContain('aria-hidden="true"> *</span></label>');
  });
});

describe("TextField", () => {
  test("with rows, a text area; with a language, written in its direction", () => {
    const html = renderToStaticMarkup(
      <TextField label="Titre" id="titre" name="ar.title" rows={3} lang="ar" error="Trop long" />,
    );
    expect(html).toMatch(/<textarea id="titre" aria-describedby="titre-error" aria-invalid="true"/);
    expect(html).toContain('lang="ar" dir="rtl" rows="3"');
    expect(html).not.toContain("<input");
  });

  test("without rows, a one-line input, left to right in French", () => {
    const html = renderToStaticMarkup(<TextField label="Nom" name="fr.name" lang="fr" />);
    expect(html).toMatch(/<input [^>]*lang="fr" dir="ltr"[^>]*name="fr.name"/);
  });
});

describe("SelectOptions", () => {
  test("the placeholder first, then each option; a bare string is its own text", () => {
    const html = renderToStaticMarkup(
      <select>
        <SelectOptions placeholder="Choisir" options={["a", { value: "b", label: "Bé" }]} />
      </select>,
    );
    expect(html).toBe(
      '<select><option value="">Choisir</option><option value="a">a</option><option value="b">Bé</option></select>',
    );
  });
});
