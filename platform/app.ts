/**
 * The platform's HTTP surface (platform/README.md): a Hono app with one route module per area of
 * spec/platform-core.md §7, mounted under its path prefix. Add an area by writing
 * `routes/<area>.ts` exporting `<area>Routes(deps)` and mounting it below.
 */
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { requireApiCredential } from "./credentials";
import {
  allowOnly,
  errorResponse,
  PlatformError,
  type PlatformApp,
  type PlatformDeps,
  type PlatformEnv,
} from "./http";
import { businessRoutes } from "./routes/business";
import { membershipRoutes } from "./routes/membership";
import { formsRoutes } from "./routes/forms";
import { sandboxRoutes } from "./routes/sandbox";
import { accountRoutes, avatarFileRoutes } from "./routes/account";
import { authRoutes } from "./routes/auth";
import { checkoutPageRoutes } from "./routes/checkout-page";
import { devRoutes } from "./routes/dev";
import { membershipActionRoutes } from "./routes/membership-actions";

export const PLATFORM_NAME = "embedded-platform";
export const PLATFORM_VERSION = "1.0.0";
export const DEFAULT_TIME_ZONE = "America/New_York";

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export function createPlatformApp(deps: PlatformDeps): PlatformApp {
  const logError = deps.logError ?? ((message, error) => console.error(message, error));
  const app = new Hono<PlatformEnv>();

  // Registered before the credential check: Hono runs handlers in registration order and this
  // one answers without calling next(), so GET /version is the one call that needs no credentials.
  app.get("/version", (c) =>
    c.json({ name: PLATFORM_NAME, version: PLATFORM_VERSION, environment: deps.environment }),
  );

  // Pages and files browsers load directly (no API credentials): the demo checkout, its
  // stylesheet, avatar images. Registered before the credential check for the same reason.
  if (deps.accounts) {
    app.route("/", checkoutPageRoutes(deps.db));
    app.route("/files", avatarFileRoutes(deps));
  }

  app.use("*", requireApiCredential(deps.db));

  // X-Time-Zone is optional; an unknown zone falls back to the default rather than failing the call.
  app.use("*", async (c, next) => {
    const zone = c.req.header("x-time-zone")?.trim();
    c.set("timeZone", zone && isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE);
    await next();
  });

  allowOnly(app, "/version", ["GET"]);
  app.route("/business", businessRoutes(deps));
  app.route("/membership", membershipRoutes(deps));
  app.route("/sandbox", sandboxRoutes(deps));
  app.route("/", formsRoutes(deps)); // /{name}/contact, /{name}/contact/cv, … (marketing-site §7)
  if (deps.accounts) {
    app.route("/", authRoutes(deps, deps.accounts));
    app.route("/account", accountRoutes(deps, deps.accounts));
    app.route("/membership", membershipActionRoutes(deps, deps.accounts));
    app.route("/dev", devRoutes(deps));
  }

  app.notFound((c) => errorResponse(c, 404, "not_found", `No such path: ${c.req.method} ${c.req.path}`));

  app.onError((error, c) => {
    if (error instanceof PlatformError) {
      return errorResponse(c, error.status, error.code, error.message, error.headers);
    }
    // Hono's own exceptions (e.g. a malformed JSON body) are client errors, not crashes.
    if (error instanceof HTTPException && error.status < 500) {
      return errorResponse(c, error.status, "invalid_request", error.message || "Invalid request");
    }
    logError(`[platform] ${c.req.method} ${c.req.path} failed:`, error);
    return errorResponse(c, 500, "internal_error", "Something went wrong on our side. Please try again.");
  });

  return app;
}
