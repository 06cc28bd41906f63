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
// What every dashboard page loads through its layout (the sections' navigation, the paths): one
// file. The dashboard's forms and summaries are left to Rollup, so a page loads only the ones it
// shows, and pages without a form load no form kit.
const DASHBOARD = /\/app\/features\/dashboard\/dashboard-(?:ui|text)\.tsx?$/;
const DASHBOARD_PARTS = /\/app\/features\/dashboard\//;
const APP = /\/(?:app|contract)\/.+\.tsx?$/;
const SHELL_META = /\/app\/features\/shell\/meta\.ts$/;
const ROOT = /\/app\/root\.tsx$/;

function manualChunks(id: string, { getModuleInfo }: ManualChunkMeta): string | undefined {
  if (FRAMEWORK.test(id)) return "framework";
  if (DASHBOARD.test(id)) return "dashboard";
  const importers = getModuleInfo(id)?.importers ?? [];
  // What the root shares with pages (the honeypot's context, the error page…) in one small file
  // every hydrated page loads anyway: left to Rollup, the form kit below would pull it in, and
  // every page would then load the whole form kit with the root.
  if (APP.test(id) && importers.some((importer) => ROOT.test(importer)) && importers.length > 1) return "shell";
  // Most pages' meta: a file of its own cost them more in per-file overhead than its 0.2 KB.
  if (SHELL_META.test(id)) return "shell";
  // What the dashboard's parts share with the site's other forms goes in a file of its own: Rollup
  // would otherwise pull it into the dashboard's file, and every form page would load that.
  if (APP.test(id) && !DASHBOARD_PARTS.test(id) && importers.some((importer) => DASHBOARD_PARTS.test(importer))) return "form-kit";
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
