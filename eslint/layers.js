// The layer order of the code base, enforced on every import (decisions 0024
// and 0072). A file may import its own layer and those below it, never one
// above. Paths are relative to the repository root; `~/` is `app/`.
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");

/**
 * The layers, lowest first. Files of one layer may import each other. Files
 * in no layer (scripts, tests' support, configuration) are not checked, and
 * imports of them are free.
 * @type {{ name: string; files: RegExp; says: string }[][]}
 */
export const LAYERS = [
  [{ name: "app/domain", files: /^app\/domain\//, says: "the rules: imports only packages" }],
  [
    {
      name: "app/infra",
      files: /^app\/(infra|assets)\//,
      says: "logger, paths, cookies, redaction, fonts",
    },
  ],
  [
    { name: "app/config", files: /^app\/config\//, says: "the site and environment" },
    { name: "app/i18n", files: /^app\/i18n\//, says: "languages and dictionaries" },
  ],
  [{ name: "db", files: /^db\//, says: "schema, client, backups" }],
  [{ name: "app/lib", files: /^app\/lib\//, says: "request and page helpers" }],
  [{ name: "app/content", files: /^app\/content\//, says: "content texts and search data" }],
  [{ name: "app/components", files: /^app\/components\//, says: "shared UI" }],
  [
    {
      name: "app/island-marks",
      files: /^app\/island-marks\//,
      says: "how a component is marked as an island, and how a form island posts",
    },
  ],
  [{ name: "app/features", files: /^app\/features\//, says: "feature functions and their UI" }],
  [
    {
      name: "the entries",
      files:
        /^(app\/(routes\/|routes(\.ts)?$|root(\.tsx)?$|entry\.server(\.tsx)?$|islands\/)|server\/)/,
      says: "routes, root, the islands' entry (app/islands), Express server",
    },
  ],
];

/**
 * Further limits within or below a layer.
 * @type {{ from: RegExp; forbidden: RegExp; message: string }[]}
 */
export const EXTRA_RULES = [
  {
    from: /^app\/components\//,
    forbidden: /(\.server(\.[jt]sx?)?$|\/\.server\/|^db\/)/,
    message: "components run in the browser: no server modules or database",
  },
  {
    from: /^server\//,
    forbidden: /^app\/(routes\/|root)/,
    message: "the server entry reaches routes through the React Router build, never by import",
  },
];

/** @param {string} file @returns {{ rank: number; name: string } | undefined} */
function layerOf(file) {
  for (const [rank, layers] of LAYERS.entries()) {
    const layer = layers.find((l) => l.files.test(file));
    if (layer) return { rank, name: layer.name };
  }
  return undefined;
}

/** @param {number} rank */
function allowed(rank) {
  return LAYERS.slice(0, rank + 1)
    .flat()
    .map((l) => l.name)
    .join(", ");
}

/**
 * The repository-relative path an import names, or undefined for a package.
 * @param {string} fromFile
 * @param {string} source
 * @returns {string | undefined}
 */
function target(fromFile, source) {
  let resolved;
  if (source.startsWith("~/")) resolved = path.join(ROOT, "app", source.slice(2));
  else if (source.startsWith(".")) resolved = path.resolve(path.dirname(fromFile), source);
  else return undefined;
  return path.relative(ROOT, resolved).split(path.sep).join("/");
}

/**
 * Why importing `to` from `file` runs upward, or undefined when it may.
 * @param {string} file
 * @param {string} to
 */
export function upward(file, to) {
  const from = layerOf(file);
  const into = layerOf(to);
  if (from && into && into.rank > from.rank) {
    return `${from.name} sits below ${into.name}; it may import ${allowed(from.rank)} and packages`;
  }
  return EXTRA_RULES.find((r) => r.from.test(file) && r.forbidden.test(to))?.message;
}

/** @type {import("eslint").Rule.RuleModule} */
const noUpwardImport = {
  meta: {
    type: "problem",
    docs: { description: "forbid imports that run upward through the layers" },
    schema: [],
    messages: { upward: "Upward import of {{target}}: {{message}}." },
  },
  create(context) {
    const file = path.relative(ROOT, context.filename).split(path.sep).join("/");
    if (!layerOf(file)) return {};
    /** @param {{ source?: unknown }} node */
    function check(node) {
      const source = /** @type {{ type?: string; value?: unknown } | null | undefined} */ (
        node.source
      );
      if (!source || source.type !== "Literal" || typeof source.value !== "string") return;
      const to = target(context.filename, source.value);
      if (to === undefined) return;
      const message = upward(file, to);
      if (message) {
        context.report({
          node: /** @type {import("estree").Node} */ (source),
          messageId: "upward",
          data: { target: to, message },
        });
      }
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { "no-upward-import": noUpwardImport } };
