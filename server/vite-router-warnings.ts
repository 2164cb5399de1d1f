import type { Plugin } from "vite";

/** React Router's helpers that only print advice to a developer's console. */
const WARNING_HELPERS = new Set(["warning", "warnOnce", "warningOnce"]);
const ROUTER_DIST = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]/;

interface Node {
  type: string;
  start: number;
  end: number;
  callee?: Node & { name?: string };
}

/** Every call to a warning helper in the module, outermost first. */
function warningCalls(node: unknown, found: Node[] = []): Node[] {
  if (Array.isArray(node)) {
    for (const child of node) warningCalls(child, found);
  } else if (node && typeof node === "object" && "type" in node) {
    const n = node as Node;
    if (
      n.type === "CallExpression" &&
      n.callee?.type === "Identifier" &&
      WARNING_HELPERS.has(n.callee.name!)
    ) {
      found.push(n);
      return found;
    }
    for (const child of Object.values(n)) warningCalls(child, found);
  }
  return found;
}

/**
 * React Router ships one build for development and production, so its
 * developer warnings (a sentence each: "You should not include both
 * `Component` and `element`…") reach every visitor's phone, about 5 KB
 * gzipped of the framework's 105. In the browser build each call becomes
 * `void 0`, padded to the same length and lines so positions (and source
 * maps) stay right; the minifier then drops the statements and the messages.
 * Their conditions only read values, so nothing else changes. Errors the
 * router throws (`invariant`) keep their messages: the client error reporter
 * sends them to the server's log.
 */
export function dropRouterWarnings(): Plugin {
  return {
    name: "drop-router-warnings",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    transform: {
      filter: { id: ROUTER_DIST, code: /\bwarn/ },
      handler(code) {
        const calls = warningCalls(this.parse(code));
        if (calls.length === 0) return null;
        let out = "";
        let at = 0;
        for (const call of calls) {
          const blank = code.slice(call.start, call.end).replace(/[^\n]/g, " ");
          out += code.slice(at, call.start) + "void 0" + blank.slice(6);
          at = call.end;
        }
        return { code: out + code.slice(at), map: null };
      },
    },
  };
}
