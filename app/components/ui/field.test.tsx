import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { Field, inputClass } from "./field";

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
