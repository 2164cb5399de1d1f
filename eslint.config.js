import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import layers from "./eslint/layers.js";

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
    // would leak into every file after it.
    files: ["tests/e2e/**/*.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock|stubEnv|stubGlobal|useFakeTimers)$/]",
          message: "e2e files share one worker: no module mocks, stubbed globals or fake timers.",
        },
        {
          selector:
            "AssignmentExpression > MemberExpression.left[object.object.name='process'][object.property.name='env']",
          message:
            "e2e files share one worker: pass a server its environment instead of writing process.env.",
        },
      ],
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
