import { describe, expect, it } from "vitest";
import { MAX_MESSAGE } from "./report";
import { pagePath, scrubMessage, scrubStack } from "./sanitize";

describe("client error scrubbing", () => {
  it("drops query strings and fragments from URLs in messages and stacks", () => {
    expect(scrubMessage("Failed to fetch https://site.tn/setup?token=abc123#x")).toBe(
      "Failed to fetch https://site.tn/setup",
    );
    expect(scrubStack("at f (https://site.tn/assets/app-1.js?v=2:10:5)")).toBe(
      "at f (https://site.tn/assets/app-1.js)",
    );
    expect(scrubMessage("Cannot load /reservation?email=a@b.tn")).toBe("Cannot load /reservation");
  });

  it("masks e-mail addresses and phone numbers", () => {
    expect(scrubMessage("bad value ali.ben@example.tn for +216 22 333 444")).toBe(
      "bad value [e-mail] for [nombre]",
    );
  });

  it("caps the length", () => {
    expect(scrubMessage("x".repeat(5000))).toHaveLength(MAX_MESSAGE);
  });

  it("keeps only the path of the page", () => {
    expect(pagePath("/blog/guide?utm_source=mail#top")).toBe("/blog/guide");
    expect(pagePath("https://evil.example/")).toBe("/");
    // A self-service page or a customer's record: the token or key is not kept.
    expect(pagePath("/mon-rendez-vous/q1W2e3R4t5Y6u7I8o9P0a1S2d3F4g5H6j7K8l9Z0x1C")).toBe(
      "/mon-rendez-vous/[masqué]",
    );
    expect(pagePath("/admin/clients/ali%40example.tn")).toBe("/admin/clients/[masqué]");
    expect(pagePath("/x/ali@example.tn/21655444777")).toBe("/x/[e-mail]/[nombre]");
  });
});
