import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import layers from "./eslint/layers.js";
import { OWN_MODULES } from "./tests/support/own-modules.js";

/**
 * What a test file sharing its worker's modules may not do: `vi` calls that
 * leak into the files after it, and writing the environment.
 * @param {string} calls the `vi` functions refused, as a regular expression's alternatives
 */
const sharedModules = (calls) => [
  {
    selector: `CallExpression[callee.object.name='vi'][callee.property.name=/^(${calls})$/]`,
    message: `This file shares its worker's modules with other files (vitest.config.ts): no vi.${calls.replaceAll("|", ", vi.")}.`,
  },
  {
    selector:
      "AssignmentExpression > MemberExpression.left[object.object.name='process'][object.property.name='env']",
    message:
      "This file shares its worker's modules with other files (vitest.config.ts): pass a server its environment instead of writing process.env.",
  },
];

export default tseslint.config(
  { ignores: ["build/", "build-*/", ".react-router/", "node_modules/", "data/", "coverage/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks, layers },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
      "@typescript-eslint/consistent-type-imports": "error",
      "layers/no-upward-import": "error",
    },
  },
  {
    // The e2e files share one worker and its modules (vitest.config.ts,
    // `isolate: false`): a mock, a stubbed variable or a written environment
    // would leak into every file after it. Fake timers too: they would hold
    // the clocks of the servers' clients.
    files: ["tests/e2e/**/*.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...sharedModules("mock|doMock|stubEnv|stubGlobal|useFakeTimers"),
      ],
    },
  },
  {
    // Most integration files share their worker's modules too; the few that
    // must set the environment before their imports run apart.
    files: ["tests/integration/**/*.ts"],
    ignores: OWN_MODULES,
    rules: {
      "no-restricted-syntax": ["error", ...sharedModules("mock|doMock|stubEnv|stubGlobal")],
    },
  },
  {
    // Back-office routes (and its sign-in and first-administrator pages) stay
    // parse → call → render: their UI lives in the features' components,
    // their work in the features' modules (decision 0080).
    files: ["app/routes/admin/**", "app/routes/auth.tsx", "app/routes/setup.tsx"],
    rules: { "max-lines": ["error", { max: 200 }] },
  },
);
