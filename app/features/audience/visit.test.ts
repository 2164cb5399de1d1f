import { describe, expect, test } from "vitest";
import { changeText, columnLabel, periodColumns, periodFrom, rateText } from "./period";
import {
  audienceDay,
  campaignOf,
  countedPath,
  deviceOf,
  externalReferrer,
  isPagePath,
  isPrefetch,
} from "./visit";

describe("what a request says about its visit", () => {
  test("the day is Tunis's: 23:30 UTC is already tomorrow there", () => {
    expect(audienceDay(new Date("2026-11-28T22:59:00Z"))).toBe("2026-11-28");
    expect(audienceDay(new Date("2026-11-28T23:00:00Z"))).toBe("2026-11-29");
  });

  test("phones are phones; tablets and computers count as desktop", () => {
    expect(deviceOf("Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Mobile/15E148")).toBe(
      "phone",
    );
    expect(
      deviceOf("Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/131.0 Mobile Safari/537.36"),
    ).toBe("phone");
    expect(deviceOf("Mozilla/5.0 (Linux; Android 14; SM-X710) Chrome/131.0 Safari/537.36")).toBe(
      "desktop",
    );
    expect(deviceOf("Mozilla/5.0 (iPad; CPU OS 18_1 like Mac OS X)")).toBe("desktop");
    expect(deviceOf("Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0")).toBe("desktop");
  });

  test("only another site is a referrer, by its host without www", () => {
    expect(externalReferrer("https://www.google.com/search?q=erp", "site.tn")).toBe("google.com");
    expect(externalReferrer("https://site.tn/blog", "site.tn")).toBe("");
    expect(externalReferrer("not a url", "site.tn")).toBe("");
    expect(externalReferrer(undefined, "site.tn")).toBe("");
  });

  test("campaign values are trimmed, bounded and free of control characters", () => {
    const query = new URLSearchParams(
      `utm_source=%20Facebook%00&utm_medium=CPC&utm_campaign=${"x".repeat(300)}`,
    );
    expect(campaignOf(query)).toEqual({
      utmSource: "facebook",
      utmMedium: "cpc",
      utmCampaign: "x".repeat(100),
    });
  });

  test("pages only: not the back office, APIs, data requests, files or assets; personal links by their pattern", () => {
    for (const path of [
      "/",
      "/blog",
      "/solutions/digifact",
      "/rendez-vous",
      "/mon-rendez-vous/abc",
    ])
      expect(isPagePath(path)).toBe(true);
    for (const path of [
      "/admin",
      "/admin/orders",
      "/auth",
      "/api/orders",
      "/blog.data",
      "/favicon.ico",
      "/assets/x.js",
      "/healthz",
      "/calendrier/abc",
      "/robots.txt",
    ])
      expect(isPagePath(path)).toBe(false);
    expect(countedPath("/mon-rendez-vous/secret-token")).toBe("/mon-rendez-vous/…");
    expect(countedPath("/blog/")).toBe("/blog");
  });

  test("prefetches and prerenders announce themselves", () => {
    expect(isPrefetch({ "sec-purpose": "prefetch" })).toBe(true);
    expect(isPrefetch({ "sec-purpose": "prefetch;prerender" })).toBe(true);
    expect(isPrefetch({ purpose: "prefetch" })).toBe(true);
    expect(isPrefetch({ "x-moz": "prefetch" })).toBe(true);
    expect(isPrefetch({})).toBe(false);
  });
});

describe("periods", () => {
  test("7 days, 30 days and 12 months end today; the previous period has the same length", () => {
    const week = periodFrom(new URLSearchParams("period=7d"), "2026-11-28").period;
    expect(week).toMatchObject({
      from: "2026-11-22",
      to: "2026-11-28",
      previousFrom: "2026-11-15",
      previousTo: "2026-11-21",
      step: "day",
    });
    const year = periodFrom(new URLSearchParams("period=12m"), "2026-11-28").period;
    expect(year).toMatchObject({ from: "2025-12-01", to: "2026-11-28", step: "month" });
    expect(periodColumns(year)).toHaveLength(12);
    expect(periodFrom(new URLSearchParams(""), "2026-11-28").period.days).toBe(30);
  });

  test("a custom period must be two dates in order within 13 months", () => {
    const ok = periodFrom(
      new URLSearchParams("period=custom&from=2026-11-01&to=2026-11-10"),
      "2026-11-28",
    );
    expect(ok.problem).toBeUndefined();
    expect(ok.period).toMatchObject({
      days: 10,
      previousFrom: "2026-10-22",
      previousTo: "2026-10-31",
    });
    expect(
      periodFrom(new URLSearchParams("period=custom&from=2026-11-10&to=2026-11-01"), "2026-11-28")
        .problem,
    ).toBe("La date de début doit précéder la date de fin.");
    expect(
      periodFrom(new URLSearchParams("period=custom&from=2024-01-01&to=2026-11-01"), "2026-11-28")
        .problem,
    ).toMatch(/13 mois/);
    expect(
      periodFrom(new URLSearchParams("period=custom&from=2026-02-30&to=2026-03-01"), "2026-11-28")
        .period.key,
    ).toBe("30d");
  });

  test("labels, rates and changes", () => {
    expect(columnLabel("2026-11-05")).toBe("05/11");
    expect(columnLabel("2026-02")).toBe("févr. 26");
    expect(rateText(1, 40)).toBe("2,5\u202F%");
    expect(rateText(1, 0)).toBe("—");
    expect(changeText(12, 10)).toBe("+20\u202F%");
    expect(changeText(5, 10)).toBe("\u221250\u202F%");
    expect(changeText(3, 0)).toBe("nouveau");
  });
});
