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
// The dashboard's own parts in one file every dashboard page loads: one file instead of nine small
// ones saves their per-file overhead (the signed-in overview 120.5 -> 118.9 KB of gzip).
const DASHBOARD = /\/app\/features\/dashboard\//;
const APP = /\/(?:app|contract)\/.+\.tsx?$/;
const ROOT = /\/app\/root\.tsx$/;

function manualChunks(id: string, { getModuleInfo }: ManualChunkMeta): string | undefined {
  if (FRAMEWORK.test(id)) return "framework";
  if (DASHBOARD.test(id)) return "dashboard";
  const importers = getModuleInfo(id)?.importers ?? [];
  // What the root shares with pages (the honeypot's context, the error page…) in one small file
  // every hydrated page loads anyway: left to Rollup, the form kit below would pull it in, and
  // every page would then load the whole form kit with the root.
  if (APP.test(id) && importers.some((importer) => ROOT.test(importer)) && importers.length > 1) return "shell";
  // What the dashboard's parts share with the site's other forms goes in a file of its own: Rollup
  // would otherwise pull it into the dashboard's file, and every form page would load that.
  if (APP.test(id) && importers.some((importer) => DASHBOARD.test(importer))) return "form-kit";
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
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks } },
  },
}));
