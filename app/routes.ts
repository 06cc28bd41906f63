import {
  type RouteConfig,
  index,
  layout,
  route,
} from "@react-router/dev/routes";

/*
 * The route table, composed by area. The spec's 21 routes (marketing-site §2, platform-core §2)
 * have no path parameter; the rest serve the site itself.
 */

const marketing = [
  index("areas/marketing/home.tsx"),
  route("technology-page", "areas/marketing/technology-page.tsx"),
  route("ecosystem-page", "areas/marketing/ecosystem-page.tsx"),
  route("showcase", "areas/marketing/showcase.tsx"),
  route("about-us", "areas/marketing/about-us.tsx"),
  route("careers", "areas/marketing/careers.tsx"),
  route("pricing", "areas/marketing/pricing.tsx"),
  route("faqs", "areas/marketing/faqs.tsx"),
  route("tos", "areas/marketing/tos.tsx"),
  route("privacy-policy", "areas/marketing/privacy-policy.tsx"),
  route("cookie-policy", "areas/marketing/cookie-policy.tsx"),
  // The platform API's reference (the sandbox dialog's "SDK docs", marketing-site §7) and its OpenAPI document.
  route("api-reference", "areas/marketing/api-reference.tsx"),
  route("api-reference/openapi.json", "areas/marketing/openapi-json.ts"),
  route("api-reference/:area", "areas/marketing/api-reference-area.tsx"),
];

const forms = [
  route("contact-us", "areas/forms/contact-us.tsx"),
  route("request-website", "areas/forms/request-website.tsx"),
  route("request-resume", "areas/forms/request-resume.tsx"),
  route("interests", "areas/forms/interests.tsx"),
  // The "Start Free in the Sandbox" button posts here; without JavaScript it shows the credentials.
  route("sandbox", "areas/forms/sandbox.tsx"),
];

const account = [
  route("sign-in", "areas/account/sign-in.tsx"),
  route("create-account", "areas/account/create-account.tsx"),
  route("verify-account", "areas/account/verify-account.tsx"),
  route("membership-levels", "areas/account/membership-levels.tsx"),
  route("completion", "areas/account/completion.tsx"),
  // POST only.
  route("sign-out", "areas/account/sign-out.tsx"),
];

// The member area: the layout (header, sections, notice) checks the session once for everything
// below it. Each form posts to a route of its own; a form shown inside its section's page posts
// to a child of that page, which shows the page again with that form's answer.
const dashboard = [
  route("dashboard", "areas/dashboard/layout.tsx", [
    // The member's own pages, under their header and sections; a brand's pages are under its workspace's frame instead.
    layout("areas/dashboard/member-frame.tsx", [
      index("areas/dashboard/overview.tsx"),
      route("profile", "areas/dashboard/profile.tsx", [
        route("avatar", "areas/dashboard/profile-avatar.tsx"),
      ]),
      route("email", "areas/dashboard/email.tsx", [
        route("confirm", "areas/dashboard/email-confirm.tsx"),
      ]),
      route("password", "areas/dashboard/password.tsx"),
      route("memberships", "areas/dashboard/memberships.tsx", [
        route("change", "areas/dashboard/memberships-change.tsx"),
        route("pause", "areas/dashboard/memberships-pause.tsx"),
        route("unpause", "areas/dashboard/memberships-unpause.tsx"),
        // GET ?plan=… asks first; POST cancels.
        route("cancel", "areas/dashboard/memberships-cancel.tsx"),
        // A membership whose last payment failed: to its pay URL.
        route("pay", "areas/dashboard/memberships-pay.tsx"),
      ]),
      route("balances", "areas/dashboard/balances.tsx"),
      // The brand owner's area (app/areas/brands/): start a brand, then its home (by id: a username may be "new").
      route("brands", "areas/brands/list.tsx"),
      route("brands/new", "areas/brands/new.tsx"),
      route("purchases", "areas/purchases/list.tsx"),
      // Every card payment and refund of the member's, with the provider's receipts.
      route("receipts", "areas/purchases/receipts.tsx"),
      route("notifications", "areas/notifications/notifications.tsx", [
        // POST only: one read, unread or deleted, or all read.
        route("mark", "areas/notifications/notifications-mark.tsx"),
        // GET asks first; POST deletes them all.
        route("delete-all", "areas/notifications/notifications-delete-all.tsx"),
        // POST only: which kinds also arrive by email.
        route(
          "preferences",
          "areas/notifications/notifications-preferences.tsx",
        ),
      ]),
      // Followers and following (platform-core §7 Profile and account); POST only: unfollow one.
      route("people", "areas/people/follows.tsx", [
        route("unfollow", "areas/people/unfollow.tsx"),
      ]),
    ]),
    // A brand's workspace (app/areas/brands/workspace.tsx): the brand loaded once, its own navigation in the dashboard's frame.
    route("brands/:brandId", "areas/brands/workspace.tsx", [
      // Its home: the setup checklist; Settings edits the brand (its logo a child form); the lists of its experiences and venues.
      index("areas/brands/home.tsx"),
      route("settings", "areas/brands/settings.tsx", [
        route("logo", "areas/brands/settings-logo.tsx"),
      ]),
      route("experiences", "areas/brands/experience-list.tsx"),
      route("venues", "areas/brands/venue-list.tsx"),
      // The brand's coin (app/areas/brands/coin/): issue, mint, holders' balances, transfer with confirmation, contracts.
      route("coin", "areas/brands/coin/index.tsx"),
      route("coin/mint", "areas/brands/coin/mint.tsx"),
      route("coin/holders", "areas/brands/coin/holders.tsx"),
      route("coin/transfer", "areas/brands/coin/transfer.tsx"),
      route("coin/transfer/confirm", "areas/brands/coin/transfer-confirm.tsx"),
      route("coin/contracts", "areas/brands/coin/contracts.tsx"),
      // The experience editor (platform-core §7 Experiences) in steps, each its own page: Basics (new creates it unlisted),
      // Place and times, Price and guests, Details (the cover a child form), Publish; the experience's page lists them; archive (GET asks, POST archives).
      route("experiences/new", "areas/brands/experiences/new.tsx"),
      route("experiences/:experienceId", "areas/brands/experiences/edit.tsx"),
      route("experiences/:experienceId/basics", "areas/brands/experiences/basics.tsx"),
      route("experiences/:experienceId/place", "areas/brands/experiences/place.tsx"),
      route("experiences/:experienceId/price", "areas/brands/experiences/price.tsx"),
      route("experiences/:experienceId/details", "areas/brands/experiences/details.tsx", [route("cover", "areas/brands/experiences/cover.tsx")]),
      route("experiences/:experienceId/publish", "areas/brands/experiences/publish.tsx"),
      route("experiences/:experienceId/archive", "areas/brands/experiences/archive.tsx"),
      // Venues (platform-core §7 Venues and locations): add one, its editor, its blackouts, deleting it (GET asks, POST deletes), the place search's JSON.
      route("venues/new", "areas/brands/venues/new.tsx"),
      route("venues/places", "areas/brands/venues/places.ts"),
      route("venues/:venueId", "areas/brands/venues/edit.tsx"),
      route("venues/:venueId/blackouts", "areas/brands/venues/blackouts.tsx"),
      route("venues/:venueId/delete", "areas/brands/venues/delete.tsx"),
      // The brand's bookings by experience and date; GET ?cancel=<booking> asks, POST cancels with a full refund.
      route("bookings", "areas/brands/bookings/bookings.tsx"),
      // Door check-in of one experience on one date: the tickets, and a ticket checked in by its code (typed, or scanned with JavaScript).
      route(
        "bookings/:experienceId/:date/check-in",
        "areas/brands/bookings/check-in.tsx",
      ),
      // Page builder (app/areas/brands/pages/): a brand's pages, one page's blocks, one block (new or edited).
      route("pages", "areas/brands/pages/list.tsx"),
      route("pages/:name", "areas/brands/pages/builder.tsx"),
      route("pages/:name/blocks/new", "areas/brands/pages/block.tsx", {
        id: "brand-page-block-new",
      }),
      route("pages/:name/blocks/:blockId", "areas/brands/pages/block.tsx", {
        id: "brand-page-block",
      }),
    ]),
  ]),
];

// The marketplace (platform-core §7 Experiences, Purchases and tickets): browse and search, one experience, booking and purchases.
const experiences = [
  route("experiences", "areas/marketplace/browse.tsx"),
  // The search's "Near" suggestions (JSON), from the platform's place search.
  route("experiences/places", "areas/marketplace/places.ts"),
  route("experiences/:id", "areas/marketplace/detail.tsx"),
  // POST only (a GET goes back to the experience).
  route("experiences/:id/like", "areas/marketplace/like.tsx"),
  route("experiences/:id/share", "areas/marketplace/share.tsx"),
  // One month of the booking panel's month view (JSON), fetched as the visitor changes month.
  route("experiences/:id/slots", "areas/marketplace/month-slots.ts"),
  // The hosted checkout's way back, then the purchase with its tickets.
  route(
    "purchases/checkout/:checkoutId",
    "areas/purchases/checkout-return.tsx",
  ),
  route("purchases/:id", "areas/purchases/purchase.tsx"),
  route("purchases/:id/calendar.ics", "areas/purchases/calendar.ts"),
];

// People (platform-core §7 Users): search by name, and a public profile with its Follow button (POST to it).
const people = [
  route("people", "areas/people/search.tsx"),
  route("people/:id", "areas/people/profile.tsx"),
];
// Brands' public pages, rendered from their blocks (platform-core §7 Businesses and brand pages).
const brandPages = [
  route("b/:username", "areas/brand-site/home.tsx"),
  route("b/:username/brand.css", "areas/brand-site/brand-css.ts"),
  route("b/:username/:page", "areas/brand-site/page.tsx"),
];

const system = [
  // The demo environment's outbox (404 in production).
  route("dev/outbox", "areas/system/dev-outbox.tsx"),
  route(
    "dev/outbox/:messageId/files/:index",
    "areas/system/dev-outbox-attachment.ts",
  ),
  // The embedded platform over HTTP (demo checkout, files, sandbox API calls).
  route("platform-api/*", "areas/system/platform-api.ts"),
  // The build's scripts and styles, served precompressed (scripts/precompress moves them here).
  route("assets/*", "areas/system/assets.ts"),
  // For search engines: the public pages, listed experiences and published brand pages; and where that list is.
  route("sitemap.xml", "areas/system/sitemap.ts"),
  route("robots.txt", "areas/system/robots.ts"),
  // Operations: a health check for load balancers.
  route("healthz", "areas/system/healthz.ts"),
  // Everything else is a friendly 404, for GET and POST alike.
  route("*", "areas/system/not-found.tsx"),
];

export default [
  ...marketing,
  ...forms,
  ...account,
  ...dashboard,
  ...experiences,
  ...people,
  ...brandPages,
  ...system,
] satisfies RouteConfig;
