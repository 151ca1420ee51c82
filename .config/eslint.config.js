// ESLint (flat config): typescript-eslint, React hooks, accessibility, and the import layers of
// DESIGN.md section 2. Run with `npm run lint`; `npm run check` runs it in CI.
import { readdirSync } from "node:fs";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * Imports run one way: entry → api (and the other HTTP handlers), app routes, pipeline →
 * services → db, auth, email, providers, cache → lib. A module may import its own layer or any
 * layer below; never a layer above, and the three top layers never import each other.
 */
const ENTRY = ["worker/index.ts"];
const HTTP = [
  "worker/api",
  "worker/seo",
  "worker/media",
  "worker/go",
  "worker/middleware",
  "worker/security.ts",
  "worker/storefront-host.ts",
];
const PIPELINE = ["worker/pipeline"];
const APP = ["app"];
const SERVICES = ["worker/services"];
const INFRASTRUCTURE = [
  "worker/db",
  "worker/auth",
  "worker/email",
  "worker/providers",
  "worker/cache",
  "worker/config.ts",
  "worker/request-context.ts",
];
const LIB = ["worker/lib"];

const layer = (target, from, message) => ({ target, from, message });

/** The providers' folders: each talks to one outside service and imports no other (the providers root wires them together). */
const PROVIDERS = readdirSync(new URL("../worker/providers", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => `worker/providers/${entry.name}`);

/**
 * One way to D1 (decision record 0027): SQL, the query builder and the tables live in worker/db
 * (its queries/ by table or read model); everything else, the pipeline included, calls a query
 * function.
 */
const QUERIES_ONLY = "Read and write through a query function of worker/db/queries/: drizzle and the tables stay in worker/db.";
const OUTSIDE_DB_IMPORTS = {
  paths: [{ name: "drizzle-orm", message: QUERIES_ONLY }],
  patterns: [
    { group: ["drizzle-orm/*"], message: QUERIES_ONLY },
    { group: ["**/db/schema", "@worker/db/schema"], message: QUERIES_ONLY },
  ],
};
const LAYERS = [
  layer(
    LIB,
    [...ENTRY, ...HTTP, ...PIPELINE, ...APP, ...SERVICES, ...INFRASTRUCTURE],
    "worker/lib imports nothing of the app: it is the bottom layer.",
  ),
  layer(
    INFRASTRUCTURE,
    [...ENTRY, ...HTTP, ...PIPELINE, ...APP, ...SERVICES],
    "db, auth, email, providers and cache sit below the services: move the shared part down.",
  ),
  layer(
    SERVICES,
    [...ENTRY, ...HTTP, ...PIPELINE, ...APP],
    "Services are called by the API, the routes and the pipeline, never the other way round.",
  ),
  layer(HTTP, [...ENTRY, ...PIPELINE, ...APP], "The API does not reach into the pipeline or the routes: share through a service."),
  layer(PIPELINE, [...ENTRY, ...HTTP, ...APP], "The pipeline does not reach into the API or the routes: share through a service."),
  // The server entry builds the page's headers (CSP); everything else in app/ stays off the HTTP layer.
  layer(
    ["app/routes", "app/components", "app/lib", "app/root.tsx", "app/entry.client.tsx"],
    [...ENTRY, ...HTTP, ...PIPELINE],
    "Routes and components reach the server only through services.",
  ),
  layer(
    ["app/entry.server.tsx"],
    [...ENTRY, "worker/api", ...PIPELINE],
    "The server entry reaches the server only through services and the page policy.",
  ),
  // Within the infrastructure: the request context builds on auth, and auth on db.
  layer(["worker/auth"], ["worker/request-context.ts"], "auth sits below the request context: take the narrow type it needs (DbContext)."),
  layer(
    ["worker/db"],
    ["worker/auth", "worker/request-context.ts"],
    "worker/db sits below auth and the request context: pass the value in, or share it through worker/lib.",
  ),
  ...PROVIDERS.map((provider) =>
    layer(
      [provider],
      PROVIDERS.filter((other) => other !== provider),
      "A provider imports no other provider: share types through worker/providers/types.ts or worker/lib, wire them together at the providers root.",
    ),
  ),
];

export default tseslint.config(
  {
    ignores: ["node_modules/", "build/", ".react-router/", ".wrangler/", "worker/worker-configuration.d.ts", "test-results/", "bench/"],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: "latest",
      sourceType: "module",
      globals: { ...globals.browser, ...globals.node, ...globals.serviceworker },
    },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports", disallowTypeAnnotations: false }],
    },
  },
  {
    files: ["worker/**/*.ts", "app/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "tsconfig.json" })],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: LAYERS }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    files: ["worker/**/*.ts", "app/**/*.{ts,tsx}"],
    ignores: ["worker/db/**"],
    rules: {
      "no-restricted-imports": ["error", OUTSIDE_DB_IMPORTS],
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.property.name='prepare']",
          message: "SQL is written in worker/db/queries/: call a query function instead of preparing a statement.",
        },
        {
          selector: "CallExpression[callee.property.name='exec'][arguments.0.type=/Literal|TemplateLiteral/]",
          message: "SQL is written in worker/db/queries/.",
        },
      ],
    },
  },
  {
    files: ["app/**/*.tsx"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // Tests read JSON answers whose shapes they then assert field by field.
    files: ["test/**/*.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
);
