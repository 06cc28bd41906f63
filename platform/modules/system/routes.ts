/** GET /version and GET /openapi.json — the calls that need no API credentials (platform/README.md "Foundation endpoints"), served from contract/api/system.ts. */
import { Hono } from "hono";
import { apiDocument } from "#contract/api/index";
import * as system from "#contract/api/system";
import type { PlatformEnvironment } from "../../environment";
import type { PlatformEnv } from "../../http/env";
import { refuseOtherMethods, serve } from "../../http/serve";

export const PLATFORM_NAME = "embedded-platform";
export const PLATFORM_VERSION = "1.0.0";

/** The document, made once: the contract does not change while the platform runs. */
const openApi = apiDocument() as { openapi: "3.1.0"; paths: Record<string, unknown> };

/** Mounted before the credential check. */
export function versionRoutes({ environment }: { environment: PlatformEnvironment }): Hono<PlatformEnv> {
  const routes = new Hono<PlatformEnv>();
  serve(routes, system.getVersion, async () => ({ name: PLATFORM_NAME, version: PLATFORM_VERSION, environment }));
  serve(routes, system.getOpenApiDocument, async () => openApi);
  return routes;
}

/** Mounted after the credential check: other methods on /version are a 405 only for a caller with credentials. */
export function versionMethodRoutes(): Hono<PlatformEnv> {
  const routes = new Hono<PlatformEnv>();
  refuseOtherMethods(routes, system.systemEndpoints);
  return routes;
}
