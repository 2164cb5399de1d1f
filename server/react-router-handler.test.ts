import type { ServerBuild } from "react-router";
import { describe, expect, test } from "vitest";
import { reactRouterHandler } from "./react-router-handler";

/** The smallest build React Router serves: one resource route answering JSON. */
const build = {
  routes: {
    root: {
      id: "root",
      path: "",
      module: { loader: () => Response.json({ answer: 42 }) },
    },
  },
  entry: { module: { default: () => new Response("document") } },
  assets: { entry: { module: "", imports: [] }, routes: {}, url: "", version: "1" },
  publicPath: "/",
  assetsBuildDirectory: "",
  basename: "/",
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
} as unknown as ServerBuild;

async function serveThrice(production: boolean) {
  let loads = 0;
  const handle = reactRouterHandler(() => {
    loads++;
    return Promise.resolve(build);
  }, production);
  const answers = [];
  for (let i = 0; i < 3; i++) {
    const response = await handle(new Request("http://localhost/"));
    answers.push(await response.json());
  }
  return { loads, answers };
}

describe("React Router's request handler", () => {
  test("in production the build is loaded once, whatever the number of requests", async () => {
    const { loads, answers } = await serveThrice(true);
    expect(answers).toEqual([{ answer: 42 }, { answer: 42 }, { answer: 42 }]);
    expect(loads).toBe(1);
  });

  test("in development every request sees the latest build", async () => {
    const { loads } = await serveThrice(false);
    expect(loads).toBe(3);
  });

  test("a build that failed to load is tried again on the next request", async () => {
    let attempts = 0;
    const handle = reactRouterHandler(() => {
      attempts++;
      return attempts === 1 ? Promise.reject(new Error("not yet")) : Promise.resolve(build);
    }, true);
    await expect(handle(new Request("http://localhost/"))).rejects.toThrow("not yet");
    expect(await (await handle(new Request("http://localhost/"))).json()).toEqual({ answer: 42 });
    expect(attempts).toBe(2);
  });
});
