import http from "node:http";
import type net from "node:net";
import { afterAll, beforeAll, expect, test } from "vitest";
import { rememberLanguage } from "./language-cookie";

/*
 * The cookie of a ?lang= address, as the server's listener sets it before a
 * cached page (written with writeHead and a flat header list) or a rendered
 * one answers.
 */
let server: http.Server;
let url: string;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    rememberLanguage(req, res);
    res.writeHead(200, ["Content-Type", "text/html", "Vary", "Accept-Encoding"]).end("<p>page</p>");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const cookiesSet = async (path: string, cookie?: string) =>
  (await fetch(`${url}${path}`, { headers: cookie ? { cookie } : {} })).headers.getSetCookie();

test("a ?lang= address sets the language cookie, so a plain link keeps the language without JavaScript", async () => {
  expect(await cookiesSet("/rendez-vous?lang=ar")).toEqual([
    "language=ar; Path=/; Max-Age=31536000; SameSite=Lax",
  ]);
  expect(await cookiesSet("/blog?lang=fr", "language=ar")).toEqual([
    "language=fr; Path=/; Max-Age=31536000; SameSite=Lax",
  ]);
});

test("nothing when the cookie already says it, in the back office, or for a language the site has not", async () => {
  expect(await cookiesSet("/?lang=ar", "language=ar")).toEqual([]);
  expect(await cookiesSet("/admin?lang=ar")).toEqual([]);
  expect(await cookiesSet("/?lang=en")).toEqual([]);
  expect(await cookiesSet("/")).toEqual([]);
});
