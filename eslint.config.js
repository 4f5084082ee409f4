// eslint over the browser client (agora/server/static), run by ./test: the recommended rules and a few more
// that catch real bugs (a name shadowing another, a name used before it is defined, loose equality).
import js from "@eslint/js";
import globals from "globals";

export default [
  js.configs.recommended,
  {
    files: ["agora/server/static/**/*.js"],
    languageOptions: {
      ecmaVersion: "latest",
      sourceType: "module",
      globals: globals.browser,
    },
    rules: {
      "no-shadow": ["error", { builtinGlobals: false, hoist: "all" }],
      "no-unused-vars": ["error", { args: "after-used", caughtErrors: "all" }],
      "no-undef": "error",
      "no-use-before-define": ["error", { functions: false, classes: true, variables: false }],
      "eqeqeq": ["error", "smart"],
      "prefer-const": "error",
      "no-var": "error",
      "no-unused-expressions": "error",
      "no-self-compare": "error",
      "no-template-curly-in-string": "error",
      "array-callback-return": "error",
      "no-promise-executor-return": "error",
      "no-unmodified-loop-condition": "error",
      "no-unreachable-loop": "error",
      "no-duplicate-imports": "error",
      "no-implicit-globals": "error",
      "no-throw-literal": "error",
      "no-alert": "error",  // the few dialogs the pages mean to show say so where they stand
      "no-return-assign": "error",
    },
  },
  {
    // The board contract (boards/README.md): a board draws from (view, ctx) alone, so it keeps no
    // module-level mutable variable and reads no clock, window or document of its own.
    files: ["agora/server/static/boards/**/*.js"],
    rules: {
      "no-restricted-syntax": ["error",
        { selector: "Program > VariableDeclaration[kind!='const']", message: "A board keeps no module state: use ctx.memory." },
        { selector: "Program > ExportNamedDeclaration > VariableDeclaration[kind!='const']", message: "A board keeps no module state: use ctx.memory." }],
      "no-restricted-globals": ["error",
        { name: "Date", message: "A board's time is ctx.now." },
        { name: "window", message: "A board reads its surroundings from ctx (narrow, frame)." },
        { name: "document", message: "A board reads its surroundings from ctx (narrow, frame)." },
        { name: "matchMedia", message: "A board reads its surroundings from ctx (narrow, frame)." },
        { name: "localStorage", message: "A board keeps its notes in ctx.memory." }],
    },
  },
];
