import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { JS_BUDGET_BYTES, scriptsOf, servedBytes } from "../../scripts/lib/page-weight";
import { siteRoutes } from "../../scripts/lib/routes";
import { expect, sameWithoutJavaScript, test } from "../support/fixtures";

/*
 * The JavaScript budget (docs/performance.md: at most 120 KB of gzip per page) is a property of the build, so
 * it is checked on every run, not only by `npm run bench`: for EVERY route, including those with a
 * parameter no URL of the bench reaches (an owner's screens under /dashboard/brands/:brandId/…),
 * from React Router's own manifest (a route's scripts are the entry's, and each route's on the way
 * from the root, with their imports: what the page's document preloads). The served documents
 * are checked against that reading, so it cannot drift from what a browser downloads.
 */

type ManifestRoute = { id: string; parentId?: string; path?: string; module: string; imports?: string[]; hasDefaultExport: boolean };
type Manifest = { entry: { module: string; imports: string[] }; routes: Record<string, ManifestRoute> };

const buildDir = process.env.BUILD_DIR ?? "build";

function readManifest(): Manifest {
  const serverFiles = readdirSync(join(buildDir, "server"), { recursive: true, encoding: "utf8" }).filter((name) => name.endsWith(".js"));
  const url = serverFiles.map((name) => /"url": "(\/assets\/manifest-[\w-]+\.js)"/.exec(readFileSync(join(buildDir, "server", name), "utf8"))?.[1]).find(Boolean);
  if (!url) throw new Error(`no client manifest named in ${buildDir}/server`);
  const source = readFileSync(assetPath(url), "utf8");
  return JSON.parse(source.replace(/^window\.__reactRouterManifest=/, "").replace(/;\s*$/, "")) as Manifest;
}

/** `npm run build` moves the client's assets to <build>/assets (scripts/precompress.ts); a bare React Router build leaves them in client/. */
function assetPath(url: string): string {
  const moved = join(buildDir, url);
  return existsSync(moved) ? moved : join(buildDir, "client", url);
}

/** The scripts a page of `routeId` loads: the entry's, then each route's from the root down. */
function scriptsOfRoute(manifest: Manifest, routeId: string): string[] {
  const scripts = new Set([manifest.entry.module, ...manifest.entry.imports]);
  const chain: ManifestRoute[] = [];
  for (let route: ManifestRoute | undefined = manifest.routes[routeId]; route; route = route.parentId ? manifest.routes[route.parentId] : undefined) chain.unshift(route);
  for (const route of chain) for (const url of [route.module, ...(route.imports ?? [])]) scripts.add(url);
  return [...scripts];
}

/** What the server sends a gzip-only browser for a script: its precompressed copy (scripts/precompress.ts). */
function gzipOfFile(url: string): number {
  const copy = `${assetPath(url)}.gz`;
  if (!existsSync(copy)) throw new Error(`${copy} is missing: the budget is checked on \`npm run build\`'s output`);
  return statSync(copy).size;
}
const gzipOf = (scripts: string[]) => scripts.reduce((total, url) => total + gzipOfFile(url), 0);

/** Route ids are their modules' paths under app/, without the extension. */
const routeIdOf = (file: string) => file.replace(/^app\//, "").replace(/\.tsx?$/, "");
const staticRouteIds = new Set(siteRoutes.filter((route) => route.isStatic).map((route) => routeIdOf(route.file)));

test("no page ships more than 120 KB of gzip JavaScript", () => {
  sameWithoutJavaScript("HTTP only");
  const manifest = readManifest();
  const pages = Object.values(manifest.routes).filter((route) => route.hasDefaultExport && !staticRouteIds.has(route.id));
  expect(pages.length).toBeGreaterThan(20);
  const over = pages
    .map((route) => ({ route: route.id, kb: gzipOf(scriptsOfRoute(manifest, route.id)) / 1024 }))
    .filter(({ kb }) => kb * 1024 > JS_BUDGET_BYTES)
    .map(({ route, kb }) => `${route}: ${kb.toFixed(1)} KB`);
  expect(over, `budget ${JS_BUDGET_BYTES / 1024} KB of gzip JavaScript per page`).toEqual([]);
});

test("the manifest's scripts for a route are the ones its served document loads, sent as counted", async ({ request, baseURL }) => {
  sameWithoutJavaScript("HTTP only");
  const manifest = readManifest();
  // Every hydrated page with a URL of its own that a visitor gets without signing in.
  const pages = siteRoutes.filter((route) => route.isPage && route.isConcrete && !route.isStatic && !route.path.startsWith("/dashboard") && !route.path.startsWith("/dev/"));
  expect(pages.length).toBeGreaterThan(10);
  for (const route of pages) {
    const html = await (await request.get(route.path)).text();
    expect(scriptsOf(html).sort(), route.path).toEqual(scriptsOfRoute(manifest, routeIdOf(route.file)).sort());
  }
  // And what the budget counts is what a gzip-only browser is sent: the stored copies.
  const scripts = scriptsOf(await (await request.get(pages[0]!.path)).text());
  expect(scripts.length).toBeGreaterThan(3);
  for (const url of scripts) expect(await servedBytes(new URL(url, baseURL).href, "gzip"), url).toBe(gzipOfFile(url));
});
