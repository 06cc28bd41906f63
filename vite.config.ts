import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { basename } from "node:path";
import { fileURLToPath } from "node:url";
import type { ManualChunkMeta } from "rollup";
import { defineConfig } from "vite";

/**
 * React, React DOM and React Router in one file, which every hydrated page loads: compressed
 * together they are 0.8 KB of gzip smaller than in two, and the file's hash only changes when
 * they are upgraded (the app's own code stays in the root's and the routes' chunks).
 */
const FRAMEWORK = /\/node_modules\/(react|react-dom|scheduler|react-router)\//;
// Every file a page loads costs it more than its bytes: compressed alone, a file shares no history
// with the others (the app's chunks of /dashboard: 13.8 KB of gzip in 11 files, 10.6 KB as one).
// So what pages always load together is one file, and what only some pages use stays out of it.
//
// The dashboard's layout and what it loads for every dashboard page (the sections' navigation,
// the paths): one file (the layout's own chunk is then a one-line re-export). With it, the two
// small modules most dashboard pages load (27 and 20 of 41): the dashboard form's frame and the
// brand area's words; as files of their own they cost an owner's form page 0.3 KB more than
// their bytes. The dashboard's forms and summaries are left to Rollup, so a page loads only the
// ones it shows.
const DASHBOARD = /\/app\/areas\/(?:dashboard\/dashboard-(?:ui|text)|brands\/brand-text|dashboard\/layout)\.tsx?$/;
// The field limits the contract shares with the site (a few numbers) go with the shell: Rollup
// puts a module no rule names in the chunk of the first rule's module that imports it, and the
// public forms then loaded the whole dashboard file (1.5 KB) for them.
const SHARED_CONTRACT = /\/contract\/limits\.ts$/;
const APP = /\/(?:app|contract)\/.+\.tsx?$/;
const SHELL_META = /\/app\/areas\/shell\/meta\.ts$/;
const ROOT = /\/app\/root\.tsx$/;
// The form kit proper, which every form uses. Pagination, the select field, the phone format and
// the brands' paths were in it too (as anything the dashboard shared with other pages): pages
// with no form loaded 3.5 KB for them, and every form page loaded the pagination.
const FORM_KIT = /\/app\/ui\/(?:forms|form-reply|field-props)\.tsx?$/;

function manualChunks(id: string, { getModuleInfo }: ManualChunkMeta): string | undefined {
  if (FRAMEWORK.test(id)) return "framework";
  if (DASHBOARD.test(id)) return "dashboard";
  // The root and everything it imports (header, footer, scroll, the honeypot's context, the error
  // page…) in one file every hydrated page loads: the root's own chunk is a one-line re-export.
  if (ROOT.test(id)) return "shell";
  const importers = getModuleInfo(id)?.importers ?? [];
  if (APP.test(id) && importers.some((importer) => ROOT.test(importer))) return "shell";
  // Most pages' meta: a file of its own cost them more in per-file overhead than its 0.2 KB.
  if (SHELL_META.test(id) || SHARED_CONTRACT.test(id)) return "shell";
  if (FORM_KIT.test(id)) return "form-kit";
  return undefined;
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  ssr: {
    // PGlite loads its WASM and data files next to its own module; keep it (and pg) in node_modules.
    external: ["@electric-sql/pglite", "pg"],
  },
  build: {
    target: "es2022",
    // terser: the framework file 112.2 -> 109.2 KB of gzip against esbuild's minifier (the bench's JS budget).
    ...(isSsrBuild ? {} : { minify: "terser" as const, terserOptions: { module: true, toplevel: true, ecma: 2020, compress: { passes: 3 }, format: { comments: false } } }),
    // No hoisted `import "./chunk.js"` of what a chunk does not use itself: React Router lists every
    // file a route needs in its preloads (the whole graph), so they only cost bytes.
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks, hoistTransitiveImports: false } },
  },
}));
