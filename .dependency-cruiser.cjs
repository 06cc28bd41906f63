/**
 * The dependency rules of DESIGN.md ("Dependency rules"), checked by `npm test` (npm run deps).
 * Each rule names what it protects; a violation fails the run.
 */
module.exports = {
  forbidden: [
    {
      name: "no-cycles",
      comment: "No import cycles, type-only imports included.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "site-reaches-platform-only-through-the-connection",
      comment: "The site speaks the HTTP contract; only .server/platform/connection starts the embedded platform.",
      severity: "error",
      from: { path: "^app/", pathNot: "^app/\\.server/platform/connection\\.ts$" },
      to: { path: "^platform/" },
    },
    {
      name: "platform-knows-no-site",
      severity: "error",
      from: { path: "^platform/" },
      to: { path: "^app/" },
    },
    {
      name: "contract-is-pure",
      comment: "contract/ holds rules only: it imports nothing but itself.",
      severity: "error",
      from: { path: "^contract/" },
      to: { pathNot: "^contract/" },
    },
    {
      name: "route-never-imports-another-route",
      comment: "A route module may import only its own schema (<route>.schema.ts); shared code lives in features/.",
      severity: "error",
      from: { path: "^app/routes/(.+)\\.tsx?$" },
      to: { path: "^app/routes/", pathNot: ["^app/routes/$1\\.schema\\.ts$", "^app/routes/.+/\\+types/"] },
    },
    {
      name: "only-routes-import-schemas",
      severity: "error",
      from: { pathNot: "^app/routes/" },
      to: { path: "\\.schema\\.ts$" },
    },
    {
      name: "ui-knows-no-feature-and-no-server",
      comment: "app/ui holds design-system pieces: no feature, route or server code.",
      severity: "error",
      from: { path: "^app/ui/" },
      to: { path: "^app/(features|routes|\\.server)/|^platform/" },
    },
    {
      name: "features-import-no-routes",
      severity: "error",
      from: { path: "^app/features/" },
      to: { path: "^app/routes/" },
    },
    {
      name: "only-the-app-composes-platform-routes",
      comment: "A module's routes are mounted by platform/app.ts only; another module calls its service instead.",
      severity: "error",
      from: { path: "^platform/", pathNot: ["^platform/app\\.ts$", "^platform/modules/([^/]+)/"] },
      to: { path: "^platform/modules/[^/]+/routes" },
    },
    {
      name: "a-module-never-imports-another-modules-routes",
      severity: "error",
      from: { path: "^platform/modules/([^/]+)/" },
      to: { path: "^platform/modules/[^/]+/routes", pathNot: "^platform/modules/$1/" },
    },
    {
      name: "services-speak-no-http",
      comment: "A service holds rules and transactions; HTTP (hono, platform/http) belongs to routes.",
      severity: "error",
      from: { path: "^platform/modules/[^/]+/service" },
      to: { path: "^platform/http/|node_modules/hono/|node_modules/@hono/" },
    },
    {
      name: "infrastructure-imports-no-module",
      comment: "db/, http/ and infra/ serve every module and depend on none.",
      severity: "error",
      from: { path: "^platform/(db|http|infra)/" },
      to: { path: "^platform/(modules|seed)/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    // Type-only imports count: a cycle through types is still a cycle in the design.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
    exclude: { path: "(^|/)(node_modules|build|build-[^/]+|\\.react-router)/" },
  },
};
