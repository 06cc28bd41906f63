/**
 * The site's routes as the route table (app/routes.ts) declares them, each with its module and
 * whether it is a static page (`export const handle = staticPage`: no JavaScript, cached anonymous
 * HTML). The one list of static pages: read from the table and the modules' source, so it stays
 * true when a route is added, marked, or moved to another folder. Used by the bench
 * (scripts/bench.ts) and the tests (tests/support/routes.ts).
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routeTable from "../../app/routes.ts";

const appDirectory = resolve(fileURLToPath(new URL("../../app", import.meta.url)));

export type SiteRoute = {
  /** The URL pattern: "/" for the index, "/about-us", "/dev/outbox", "/platform-api/*", "/*". */
  path: string;
  /** The module, from the repository's root: "app/areas/marketing/about-us.tsx". */
  file: string;
  /** The module says `export const handle = staticPage`. */
  isStatic: boolean;
  /** The module renders a page (a default export), not only data or a resource. */
  isPage: boolean;
  /** No parameter and no splat: the pattern is itself a URL. */
  isConcrete: boolean;
};

/** `export const handle = staticPage` (or a handle spreading it). */
const STATIC_HANDLE = /export\s+const\s+handle\b[^=]*=\s*(?:staticPage\b|\{[^}]*\.\.\.staticPage\b)/;
const DEFAULT_EXPORT = /export\s+default\b/;

function flatten(entries: RouteConfigEntry[], parent: string): SiteRoute[] {
  return entries.flatMap((entry) => {
    const path = entry.path === undefined ? parent : `${parent.replace(/\/$/, "")}/${entry.path}`.replace(/\/+/g, "/");
    const source = readFileSync(join(appDirectory, entry.file), "utf8");
    const own: SiteRoute[] =
      entry.path === undefined && !entry.index
        ? [] // a layout: its children are the routes
        : [
            {
              path: path || "/",
              file: `app/${entry.file.replace(/^\.\//, "")}`,
              isStatic: STATIC_HANDLE.test(source),
              isPage: DEFAULT_EXPORT.test(source),
              isConcrete: !/[:*]/.test(path),
            },
          ];
    return [...own, ...flatten(entry.children ?? [], path)];
  });
}

export const siteRoutes: readonly SiteRoute[] = flatten(routeTable, "");

/** The URL patterns of the static pages, in the table's order. */
export const staticPaths: readonly string[] = siteRoutes.filter((route) => route.isStatic).map((route) => route.path);
