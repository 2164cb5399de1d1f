// The layer order of the code base, enforced on every import (see decision 0024).
// Each rule names the files it applies to and the folders they may not import.
// Paths are relative to the repository root; `~/` is `app/`.
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");

/** @type {{ from: RegExp; forbidden: RegExp; message: string }[]} */
export const LAYER_RULES = [
  {
    from: /^app\/domain\//,
    forbidden: /^(app\/(?!domain\/)|db\/|server\/)/,
    message: "app/domain is the lowest layer: it imports only app/domain and packages",
  },
  {
    from: /^app\/infra\//,
    forbidden: /^(app\/(?!infra\/|domain\/)|db\/|server\/)/,
    message: "app/infra (server infrastructure) imports only app/infra, app/domain and packages",
  },
  {
    from: /^db\//,
    forbidden: /^(app\/(routes|components|features|lib|content)\/|app\/root|server\/)/,
    message: "db sits below the app: it imports app/domain, app/infra, app/i18n and packages only",
  },
  {
    from: /^app\/features\//,
    forbidden: /^(app\/routes\/|app\/root|server\/)/,
    message: "features sit below routes: pass what a route knows in as arguments",
  },
  {
    from: /^app\/components\//,
    forbidden: /(\.server(\.[jt]sx?)?$|\/\.server\/|^db\/|^server\/|^app\/routes\/)/,
    message: "components run in the browser: no server modules, database or routes",
  },
  {
    from: /^app\/content\//,
    forbidden: /^(app\/components\/|app\/routes\/|app\/features\/)/,
    message: "content is data: it imports no components, features or routes",
  },
  {
    from: /^server\//,
    forbidden: /^app\/(routes\/|root)/,
    message: "the server entry reaches routes through the React Router build, never by import",
  },
];

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
    const rules = LAYER_RULES.filter((r) => r.from.test(file));
    if (rules.length === 0) return {};
    /** @param {{ source?: unknown }} node */
    function check(node) {
      const source = /** @type {{ type?: string; value?: unknown } | null | undefined} */ (
        node.source
      );
      if (!source || source.type !== "Literal" || typeof source.value !== "string") return;
      const to = target(context.filename, source.value);
      if (to === undefined) return;
      for (const rule of rules) {
        if (rule.forbidden.test(to)) {
          context.report({
            node: /** @type {import("estree").Node} */ (source),
            messageId: "upward",
            data: { target: to, message: rule.message },
          });
          return;
        }
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
