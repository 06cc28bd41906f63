/**
 * The dependency rules of DESIGN.md ("Dependency rules"), checked by `npm test` (npm run deps).
 * Each rule names what it protects; a violation fails the run.
 */
const { readFileSync } = require("node:fs");

/*
 * The site (app/): one folder per feature under app/areas/, the shared core in app/.server/ (http,
 * session, the form pipeline, the platform client), the design system in app/ui/. An area imports
 * the core, ui/, contract/, the shell and itself (its own sub-areas); beyond that only the areas
 * named here, each for the reason given. A brand sub-area may import brands/'s own files (the
 * owned brand, the brand's words), never a sibling sub-area.
 */
const AREA_MAY_IMPORT = {
  marketing: ["account", "forms", "brands"], // the pricing page's plans (account/plans.ts); the sandbox button (forms/sandbox-start.tsx); the listed brands (brands/brand-calls.server.ts)
  forms: [],
  account: [],
  dashboard: ["account"], // the account's field rules and words for the profile, email and password forms
  marketplace: [],
  purchases: ["dashboard", "marketplace"], // the member area's frame; an experience's view for a purchase
  people: ["dashboard"], // the member area's frame (followers and following are dashboard pages)
  notifications: ["dashboard"], // the member area's frame
  brands: ["dashboard", "marketplace"], // the member area's frame: a brand owner's pages are dashboard pages; the owner's experiences, read as the marketplace reads one (marketplace/experience-entity.server.ts)
  "brands/venues": ["brands-own", "dashboard", "account", "marketplace"], // the plans' venue limits (account/plans.ts); place suggestions (marketplace/location-calls.server.ts)
  "brands/experiences": ["brands-own", "dashboard", "marketplace"], // an experience and the categories, read as the marketplace reads them (marketplace/experience-calls.server.ts)
  "brands/pages": ["brands-own", "dashboard"], // the builder's preview draws the public page (brands/page-screen.tsx)
  "brands/coin": ["brands-own", "dashboard"],
  "brand-site": ["marketplace", "brands"], // a brand's listed experiences (marketplace/experience-calls.server.ts); the brand and its pages (brands/brand-calls.server.ts)
  system: ["account", "marketplace", "brands"], // the demo outbox is read through the account's calls (account/account-calls.server.ts); the sitemap lists the listed experiences (marketplace/experience-calls.server.ts) and brands' pages (brands/brand-calls.server.ts)
  shell: [],
};
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const areaPath = (area) => (area === "brands-own" ? "^app/areas/brands/[^/]+$" : `^app/areas/${escape(area)}/`);

// Route modules, as app/routes.ts names them: no module imports one (a route's helpers live beside it).
const ROUTE_MODULES = [...readFileSync(`${__dirname}/app/routes.ts`, "utf8").matchAll(/"(areas\/[^"]+\.tsx?)"/g)].map(
  ([, file]) => `^app/${escape(file)}$`,
);
if (ROUTE_MODULES.length === 0) throw new Error("app/routes.ts names no route module under areas/: the rules would check nothing");

const siteRules = [
  {
    name: "no-folder-cycles",
    comment:
      "No two folders import each other, directly or around a loop (the site's areas, sub-areas, the core's parts and ui; the platform's folders and modules; contract). " +
      "A folder counts what its sub-folders import, so a sub-area importing its parent area is no cycle.",
    severity: "error",
    scope: "folder",
    from: {},
    to: { circular: true },
  },
  {
    name: "nothing-imports-a-route-module",
    comment: "A route module is the route table's alone; what two routes share lives in a module beside them.",
    severity: "error",
    from: {},
    to: { path: ROUTE_MODULES },
  },
  {
    name: "ui-knows-no-area-and-no-server",
    comment: "app/ui holds the design system: no area, no server code, no route, no platform.",
    severity: "error",
    from: { path: "^app/ui/" },
    to: { path: "^app/(areas|\\.server)/|^app/(root|routes|entry\\.[a-z]+)\\.tsx?$|^platform/" },
  },
  {
    name: "core-imports-no-area",
    comment: "app/.server is the shared core every area builds on; it knows no area (nor the root or route table).",
    severity: "error",
    from: { path: "^app/\\.server/" },
    to: { path: "^app/areas/|^app/(root|routes|entry\\.[a-z]+)\\.tsx?$" },
  },
  ...Object.entries(AREA_MAY_IMPORT).map(([area, shared]) => ({
    name: `area-${area.replace("/", "-")}-stays-in-its-folder`,
    comment: `app/areas/${area} imports the core, ui, contract, the shell and itself${shared.length ? `, and ${shared.join(", ")}` : ""}: no other area, not the root.`,
    severity: "error",
    // brands/'s rule covers its own files; each brand sub-area has its own rule.
    from: { path: area === "brands" ? areaPath("brands-own") : areaPath(area) },
    to: {
      path: "^app/areas/|^app/(root|routes|entry\\.[a-z]+)\\.tsx?$",
      pathNot: [
        areaPath(area),
        areaPath("shell"),
        ...shared.map(areaPath),
        // The shell reads the root loader's data (the product's name): a type, from the app's root.
        ...(area === "shell" ? ["^app/root\\.tsx$"] : []),
      ],
    },
  })),
];


/**
 * The platform's modules in their declared order (platform/README.md "Modules and their order"):
 * each layer may import only the layers before it, never one after it nor a module beside it. An
 * experience is held at a venue and locations find experiences, so venues, experiences and
 * locations are three layers of their own where the design drew one (venues, experiences,
 * brand-pages, locations): a venue knows nothing of what is held there.
 */
const PLATFORM_LAYERS = [
  ["accounts"],
  ["payments"],
  ["memberships", "coins"],
  ["businesses"],
  ["venues"],
  ["experiences", "brand-pages"],
  ["locations"],
  ["purchases"],
  ["people", "notifications"],
];
/** Apart from the order: they may use the layers, no layer uses them, and none uses another. */
const PLATFORM_APART = ["forms", "sandbox", "dev", "system"];

const alternatives = (names) => `(${names.join("|")})`;
const moduleOrderRules = [
  ...PLATFORM_LAYERS.flatMap((layer, index) =>
    layer.map((name) => {
      const notBelow = [...PLATFORM_LAYERS.slice(index).flat().filter((other) => other !== name), ...PLATFORM_APART];
      return {
        name: `module-order-${name}`,
        comment: `${name} imports only the modules before its layer (PLATFORM_LAYERS).`,
        severity: "error",
        from: { path: `^platform/modules/${name}/` },
        to: { path: `^platform/modules/${alternatives(notBelow)}/` },
      };
    }),
  ),
  ...PLATFORM_APART.map((name) => ({
    name: `module-apart-${name}`,
    comment: `${name} stands apart: it may use the layered modules, never another module apart.`,
    severity: "error",
    from: { path: `^platform/modules/${name}/` },
    to: { path: `^platform/modules/${alternatives(PLATFORM_APART.filter((other) => other !== name))}/` },
  })),
];
module.exports = {
  forbidden: [
    ...moduleOrderRules,
    {
      name: "no-module-cycles",
      comment: "No cycle between module folders (a cycle of files is caught by no-cycles).",
      severity: "error",
      scope: "folder",
      from: { path: "^platform/modules/[^/]+$" },
      to: { path: "^platform/modules/[^/]+$", circular: true },
    },
    {
      name: "a-module-is-entered-through-its-index",
      comment:
        "Another module sees only a module's index.ts (its services and types), never its files or tables; a schema.ts may still name a lower module's table in a foreign key (below).",
      severity: "error",
      from: { path: "^platform/modules/([^/]+)/", pathNot: "^platform/modules/[^/]+/schema\\.ts$" },
      to: { path: "^platform/modules/[^/]+/", pathNot: ["^platform/modules/$1/", "^platform/modules/[^/]+/index\\.ts$"] },
    },
    {
      name: "a-schema-references-only-tables",
      comment: "A module's schema.ts imports another module's schema.ts only, for its foreign keys.",
      severity: "error",
      from: { path: "^platform/modules/([^/]+)/schema\\.ts$" },
      to: { path: "^platform/modules/[^/]+/", pathNot: ["^platform/modules/$1/", "^platform/modules/[^/]+/schema\\.ts$"] },
    },
    {
      name: "an-index-hands-out-no-table",
      comment: "A module's index.ts exports services and types; its tables stay inside (types of their rows may go out).",
      severity: "error",
      from: { path: "^platform/modules/([^/]+)/index\\.ts$" },
      to: { path: "^platform/modules/$1/schema\\.ts$", dependencyTypesNot: ["type-only"] },
    },
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
      name: "observability-serves-both-sides",
      comment: "observability/ (the logger factory, the request scope) is shared by the site and the platform: it knows neither.",
      severity: "error",
      from: { path: "^observability/" },
      to: { path: "^(app|platform)/" },
    },
    {
      name: "contract-is-pure",
      comment: "contract/ holds rules and the API's endpoints only: it imports nothing but itself and zod (no Hono, no I/O).",
      severity: "error",
      from: { path: "^contract/" },
      to: { pathNot: ["^contract/", "^node_modules/zod/"] },
    },
    ...siteRules,
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
    {
      name: "only-the-aggregate-gathers-tables",
      comment: "platform/schema.ts gathers the modules' tables for drizzle-kit and the tests; it imports nothing else of them.",
      severity: "error",
      from: { path: "^platform/schema\\.ts$" },
      to: { path: "^platform/modules/", pathNot: "^platform/modules/[^/]+/schema\\.ts$" },
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
