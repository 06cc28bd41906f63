/**
 * The platform's HTTP surface (platform/README.md): a Hono app composed of the modules' routes,
 * each mounted under its path prefix. Only this file composes routes. Add an area as
 * `modules/<name>/` (routes.ts → service.ts → db, wire.ts for the wire shapes) and mount it here.
 * It also composes what spans modules: their subscriptions to the platform's events
 * (platform/events.ts) and the reads above them (platform/reads/), handed to the routes that answer them.
 */
import { Hono, type MiddlewareHandler } from "hono";
import type { Database } from "./db/connect";
import type { DemoOutboxMode } from "#contract/demo-outbox";
import type { PlatformEnvironment } from "./environment";
import { identifyCredential, requireApiCredential } from "./http/credentials";
import type { PlatformApp, PlatformEnv } from "./http/env";
import { answerFailures } from "./http/errors";
import { timeZone } from "./http/time-zone";
import { refuseUnreadableUrl } from "./http/validation";
import { requestScope } from "./http/request-log";
import { platformLogger } from "./infra/log";
import type { Logger } from "../observability/log";
import { avatarFileRoutes, profileRoutes } from "./modules/accounts/profile-routes";
import { authRoutes } from "./modules/accounts/routes";
import { authenticate, DEFAULT_SITE_URL, type AccountServices } from "./modules/accounts/service";
import { ownPageRoutes, pageImageFileRoutes, publicPageRoutes } from "./modules/brand-pages/routes";
import { brandCoinRoutes } from "./modules/businesses/coin-routes";
import { businessRoutes, logoFileRoutes, ownBusinessRoutes } from "./modules/businesses/routes";
import { subscribeCoins } from "./modules/coins";
import { coinRoutes } from "./modules/coins/routes";
import { devRoutes } from "./modules/dev/routes";
import { venueIdsHoldingCategory } from "./modules/experiences";
import { brandExperienceRoutes } from "./modules/experiences/brand-routes";
import { coverFileRoutes, experienceEditingRoutes } from "./modules/experiences/editing-routes";
import { ownerExperienceRoutes } from "./modules/experiences/owner";
import { experienceRoutes } from "./modules/experiences/routes";
import { formsRoutes } from "./modules/forms/routes";
import { locationRoutes } from "./modules/locations/routes";
import { checkoutPageRoutes } from "./modules/memberships/checkout-page";
import { membershipRoutes, planRoutes } from "./modules/memberships/routes";
import { handleMembershipEvent } from "./modules/memberships/billing";
import { subscribeNotifications } from "./modules/notifications";
import { notificationRoutes } from "./modules/notifications/routes";
import { peopleRoutes } from "./modules/people/routes";
import { EXPERIENCE_CHECKOUT_PATH, experienceCheckoutPageRoutes } from "./modules/purchases/checkout-page";
import { receiptRoutes } from "./modules/payments/routes";
import type { Refunders } from "./modules/payments";
import { bookingRoutes, brandBookingRoutes, purchaseRoutes } from "./modules/purchases/routes";
import { handleBookingEvent } from "./modules/purchases/webhooks";
import { demoProvider, type PaymentProvider } from "./modules/payments";
import { stripeWebhookRoutes } from "./modules/payments/webhook-routes";
import { sandboxRoutes } from "./modules/sandbox/routes";
import { ownerVenueRoutes, venueRoutes } from "./modules/venues/routes";
import type { SandboxLimits } from "./modules/sandbox/service";
import { versionMethodRoutes, versionRoutes } from "./modules/system/routes";
import { ownProfileAnswer } from "./reads/own-profile";

/** Where the sandbox environment's checkout pages and avatar files are, under the live platform's URL. */
export const SANDBOX_PAGES_PATH = "/sandbox-env";

/** Everything the routes need, passed in rather than imported, so tests and the site can build their own. */
export type PlatformDeps = {
  db: Database;
  environment: PlatformEnvironment;
  /**
   * Who reads the demo outbox with a site credential: "own" (the default) only the codes a
   * sign-up token or a session binds, "all" everything (modules/dev/routes.ts).
   */
  demoOutbox?: DemoOutboxMode;
  /** Where unexpected errors are reported; defaults to the logger's error lines. */
  logError?: (message: string, error: unknown) => void;
  /** The lines this app writes (infra/log.ts); and whether one is written per request. */
  logger?: Logger;
  logRequests?: boolean;
  /** Accounts, tokens, mail, rate limits (modules/accounts/service.ts); without them those routes are not mounted. */
  accounts?: AccountServices;
  /** POST /sandbox/create calls allowed per rolling hour (modules/sandbox/service.ts has the defaults). */
  sandboxLimits?: SandboxLimits;
  /** Who gives card money back, by the provider that took it; default: the demo provider's (modules/purchases/cancel.ts). */
  refunders?: Refunders;
  /**
   * Runs first and finds the calling credential (http/credentials.ts): the live environment checks
   * db's credentials and forwards sandbox ones; the sandbox environment takes the handed-over one.
   * Default: db's credentials, with sandbox credentials refused.
   */
  identify?: MiddlewareHandler<PlatformEnv>;
  /** Mounted before the credential check: browsers' credential-less requests for the sandbox's pages and files. */
  sandboxPages?: PlatformApp;
  /**
   * The payment provider built at start from the configuration (modules/payments, docs/payments.md);
   * null: none (production without Stripe: hosted checkouts refuse). Default: demo's pages in the
   * demo environment, none in production.
   */
  payments?: PaymentProvider | null;
};

export function createPlatformApp(deps: PlatformDeps): PlatformApp {
  const { db, environment, accounts } = deps;
  const payments = deps.payments === undefined ? (environment === "demo" && accounts ? demoProvider(accounts.publicUrl) : null) : deps.payments;
  const logger = platformLogger(deps.logger);
  const logError = deps.logError ?? ((message, error) => logger.error({ err: error }, message));
  const app = new Hono<PlatformEnv>();
  // Side effects across modules: a lower module emits, these react in its transaction.
  subscribeCoins();
  subscribeNotifications({ siteUrl: accounts?.siteUrl ?? DEFAULT_SITE_URL });

  // First: the request's id, for every line written while answering it.
  app.use("*", requestScope(logger, deps.logRequests ?? false));
  // Then: no route, credential check or page reads a path or query holding a control character.
  app.use("*", refuseUnreadableUrl);
  app.use("*", deps.identify ?? identifyCredential(db));
  // Registered before the credential check: Hono runs handlers in registration order and these
  // answer without calling next(). GET /version is the one API call that needs no credentials;
  // the pages and files browsers load directly (the demo checkout, its stylesheet, avatar
  // images) carry none either.
  app.route("/", versionRoutes({ environment }));
  if (deps.sandboxPages) app.route(SANDBOX_PAGES_PATH, deps.sandboxPages);
  if (accounts) {
    const bookings = { db, provider: payments, clock: accounts.clock };
    app.route("/", checkoutPageRoutes(db));
    app.route(EXPERIENCE_CHECKOUT_PATH, experienceCheckoutPageRoutes(bookings));
    // Stripe signs its webhooks; it sends no API credential.
    const billing = { db, provider: payments, clock: accounts.clock, logError };
    if (payments?.name === "stripe") {
      app.route("/", stripeWebhookRoutes(payments, [(event) => handleBookingEvent(bookings, event), (event) => handleMembershipEvent(billing, event)]));
    }
    app.route("/files", avatarFileRoutes(accounts));
    app.route("/files", coverFileRoutes(accounts));
    app.route("/files", logoFileRoutes(accounts));
    app.route("/files", pageImageFileRoutes({ db }));
  }

  app.use("*", requireApiCredential);
  app.use("*", timeZone);

  app.route("/", versionMethodRoutes());
  app.route("/", businessRoutes({ db })); // GET /business/list
  app.route("/", publicPageRoutes({ db })); // /business/name/{username}/pages[?name=]
  app.route("/", brandExperienceRoutes({ db })); // /business/name/{username}/experiences: a brand's listed ones
  app.route("/", planRoutes({ db })); // GET /membership/plans
  app.route("/", sandboxRoutes({ db, sandboxLimits: deps.sandboxLimits })); // POST /sandbox/create
  app.route("/", formsRoutes({ db })); // /{name}/contact, /{name}/contact/cv, … (marketing-site §7)
  // Before the reading routes, whose /id/{id} answers 405 to anything but GET.
  if (accounts) app.route("/", experienceEditingRoutes(accounts)); // /experiences/create, PUT and DELETE /experiences/id/{id}, its cover
  app.route("/", experienceRoutes({ db, authenticate: accounts && ((token) => authenticate(accounts, token)) })); // /experiences/list, /id/{id}, /search, … (platform-core §7)
  app.route("/", locationRoutes({ db })); // /location/search/autocomplete, /address, /distance…: offline gazetteer
  if (accounts) {
    app.route("/", authRoutes(accounts));
    // Before /account, whose routes all want a signed-in user too: this one answers first.
    app.route("/", brandBookingRoutes({ payments, accounts, logError, refunders: deps.refunders })); // /account/business/{id}/bookings, …/{booking}/cancel
    app.route("/", receiptRoutes(accounts)); // /account/my/payments
    app.route("/", brandCoinRoutes(accounts)); // /account/business/{id}/coin, …/mint, …/contracts, …/holders
    app.route("/", coinRoutes(accounts)); // /account/coins/transfer, /account/coins/history, /account/contracts
    app.route("/", ownerExperienceRoutes(accounts)); // /account/business/experiences?all=
    app.route("/", ownerVenueRoutes(accounts)); // /account/business/venues
    app.route("/", ownPageRoutes(accounts)); // /account/business/pages…: the owner's brand pages and blocks
    // After the owner's lists above: its /account/business/{id} (PUT, 405 otherwise) would catch /account/business/pages.
    app.route("/", ownBusinessRoutes(accounts)); // /account/business, /onboard, PUT /account/business/{id} and its /logo
    app.route("/", notificationRoutes(accounts)); // /account/notifications, …/{id}/read, …/all, …/preferences
    app.route("/", peopleRoutes(accounts)); // /user/id/{id}, /user/email/{email}, /user/search, …/follow, /account/my/follows, /account/my/network
    const ownProfile = ownProfileAnswer(db, accounts.publicUrl); // spans accounts, memberships, coins: reads/
    app.route("/", profileRoutes(accounts, ownProfile)); // /account/me, /account/my/…
    app.route("/", membershipRoutes({ payments, accounts, ownProfile, logError })); // /membership/plans/{id}/…, /membership/checkout/{id}
    app.route("/", bookingRoutes({ payments, accounts })); // /experiences/id/{id}/checkout/hosted, /rate, /rate/provider
    app.route("/", purchaseRoutes({ payments, accounts, logError, refunders: deps.refunders })); // /purchases/experiences, /purchases/checkout/{id}, /purchases/id/{id}, tickets
    app.route("/", venueRoutes(accounts, (category) => venueIdsHoldingCategory(db, category))); // /location/venues…
    // Demo only: in production the outbox route does not exist (the 404 of any unknown path).
    if (environment === "demo") app.route("/", devRoutes({ environment, accounts, mode: deps.demoOutbox ?? "own" }));
  }

  answerFailures(app, logError);
  return app;
}
