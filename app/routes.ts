import { type RouteConfig, index, route } from "@react-router/dev/routes";

/*
 * The route table, composed by area. The spec's 21 routes (marketing-site §2, platform-core §2)
 * have no path parameter; the rest serve the site itself.
 */

const marketing = [
  index("routes/marketing/home.tsx"),
  route("technology-page", "routes/marketing/technology-page.tsx"),
  route("ecosystem-page", "routes/marketing/ecosystem-page.tsx"),
  route("showcase", "routes/marketing/showcase.tsx"),
  route("about-us", "routes/marketing/about-us.tsx"),
  route("careers", "routes/marketing/careers.tsx"),
  route("pricing", "routes/marketing/pricing.tsx"),
  route("faqs", "routes/marketing/faqs.tsx"),
  route("tos", "routes/marketing/tos.tsx"),
  route("privacy-policy", "routes/marketing/privacy-policy.tsx"),
  route("cookie-policy", "routes/marketing/cookie-policy.tsx"),
];

const forms = [
  route("contact-us", "routes/forms/contact-us.tsx"),
  route("request-website", "routes/forms/request-website.tsx"),
  route("request-resume", "routes/forms/request-resume.tsx"),
  route("interests", "routes/forms/interests.tsx"),
  // The "Start Free in the Sandbox" button posts here; without JavaScript it shows the credentials.
  route("sandbox", "routes/forms/sandbox.tsx"),
];

const account = [
  route("sign-in", "routes/account/sign-in.tsx"),
  route("create-account", "routes/account/create-account.tsx"),
  route("verify-account", "routes/account/verify-account.tsx"),
  route("membership-levels", "routes/account/membership-levels.tsx"),
  route("completion", "routes/account/completion.tsx"),
  // POST only.
  route("sign-out", "routes/account/sign-out.tsx"),
];

// The member area: the layout (header, sections, notice) checks the session once for everything
// below it. Each form posts to a route of its own; a form shown inside its section's page posts
// to a child of that page, which shows the page again with that form's answer.
const dashboard = [
  route("dashboard", "routes/dashboard/layout.tsx", [
    index("routes/dashboard/overview.tsx"),
    route("profile", "routes/dashboard/profile.tsx", [route("avatar", "routes/dashboard/profile-avatar.tsx")]),
    route("email", "routes/dashboard/email.tsx", [route("confirm", "routes/dashboard/email-confirm.tsx")]),
    route("password", "routes/dashboard/password.tsx"),
    route("memberships", "routes/dashboard/memberships.tsx", [
      route("change", "routes/dashboard/memberships-change.tsx"),
      route("pause", "routes/dashboard/memberships-pause.tsx"),
      route("unpause", "routes/dashboard/memberships-unpause.tsx"),
      // GET ?plan=… asks first; POST cancels.
      route("cancel", "routes/dashboard/memberships-cancel.tsx"),
    ]),
    route("balances", "routes/dashboard/balances.tsx"),
    // The brand owner's area (app/routes/brands/): start a brand, then its home (by id: a username may be "new").
    route("brands", "routes/brands/list.tsx"),
    route("brands/new", "routes/brands/new.tsx"),
    route("brands/:brandId", "routes/brands/home.tsx"),
    // The brand's coin (app/routes/brands/coin/): issue, mint, holders' balances, transfer with confirmation, contracts.
    route("brands/:brandId/coin", "routes/brands/coin/index.tsx"),
    route("brands/:brandId/coin/mint", "routes/brands/coin/mint.tsx"),
    route("brands/:brandId/coin/holders", "routes/brands/coin/holders.tsx"),
    route("brands/:brandId/coin/transfer", "routes/brands/coin/transfer.tsx"),
    route("brands/:brandId/coin/transfer/confirm", "routes/brands/coin/transfer-confirm.tsx"),
    route("brands/:brandId/coin/contracts", "routes/brands/coin/contracts.tsx"),
    // Issue 13, the experience editor: create, edit (the cover a child form), archive (GET asks, POST archives).
    route("brands/:brandId/experiences/new", "routes/brands/experiences/new.tsx"),
    route("brands/:brandId/experiences/:experienceId", "routes/brands/experiences/edit.tsx", [route("cover", "routes/brands/experiences/cover.tsx")]),
    route("brands/:brandId/experiences/:experienceId/archive", "routes/brands/experiences/archive.tsx"),
    // Venues (issue 13): add one, its editor, its blackouts, deleting it (GET asks, POST deletes), the place search's JSON.
    route("brands/:brandId/venues/new", "routes/brands/venues/new.tsx"),
    route("brands/:brandId/venues/places", "routes/brands/venues/places.ts"),
    route("brands/:brandId/venues/:venueId", "routes/brands/venues/edit.tsx"),
    route("brands/:brandId/venues/:venueId/blackouts", "routes/brands/venues/blackouts.tsx"),
    route("brands/:brandId/venues/:venueId/delete", "routes/brands/venues/delete.tsx"),
    // Page builder (app/routes/brands/pages/): a brand's pages, one page's blocks, one block (new or edited).
    route("brands/:brandId/pages", "routes/brands/pages/list.tsx"),
    route("brands/:brandId/pages/:name", "routes/brands/pages/builder.tsx"),
    route("brands/:brandId/pages/:name/blocks/new", "routes/brands/pages/block.tsx", { id: "brand-page-block-new" }),
    route("brands/:brandId/pages/:name/blocks/:blockId", "routes/brands/pages/block.tsx", { id: "brand-page-block" }),
    route("purchases", "routes/dashboard/purchases.tsx"),
    route("notifications", "routes/dashboard/notifications.tsx", [
      // POST only: one read, unread or deleted, or all read.
      route("mark", "routes/dashboard/notifications-mark.tsx"),
      // GET asks first; POST deletes them all.
      route("delete-all", "routes/dashboard/notifications-delete-all.tsx"),
      // POST only: which kinds also arrive by email.
      route("preferences", "routes/dashboard/notifications-preferences.tsx"),
    ]),
    // Issue 12: followers and following; POST only: unfollow one.
    route("people", "routes/dashboard/people.tsx", [route("unfollow", "routes/dashboard/people-unfollow.tsx")]),
  ]),
];

// The marketplace (issue 11): browse and search, one experience, booking and purchases.
const experiences = [
  route("experiences", "routes/experiences/browse.tsx"),
  route("experiences/:id", "routes/experiences/detail.tsx"),
  // POST only (a GET goes back to the experience).
  route("experiences/:id/like", "routes/experiences/like.tsx"),
  route("experiences/:id/share", "routes/experiences/share.tsx"),
  // The hosted checkout's way back, then the purchase with its tickets.
  route("purchases/checkout/:checkoutId", "routes/purchases/checkout-return.tsx"),
  route("purchases/:id", "routes/purchases/purchase.tsx"),
  route("purchases/:id/calendar.ics", "routes/purchases/calendar.ts"),
];

// People (issue 12): search by name, and a public profile with its Follow button (POST to it).
const people = [route("people", "routes/people/search.tsx"), route("people/:id", "routes/people/profile.tsx")];
// Issue 13: brands' public pages, rendered from their blocks.
const brandPages = [
  route("b/:username", "routes/brand-pages/home.tsx"),
  route("b/:username/:page", "routes/brand-pages/page.tsx"),
];

const system = [
  // The demo environment's outbox (404 in production).
  route("dev/outbox", "routes/system/dev-outbox.tsx"),
  // The embedded platform over HTTP (demo checkout, files, sandbox API calls).
  route("platform-api/*", "routes/system/platform-api.ts"),
  // The build's scripts and styles, served precompressed (scripts/precompress moves them here).
  route("assets/*", "routes/system/assets.ts"),
  // Operations: a health check for load balancers.
  route("healthz", "routes/system/healthz.ts"),
  // Everything else is a friendly 404, for GET and POST alike.
  route("*", "routes/system/not-found.tsx"),
];

export default [...marketing, ...forms, ...account, ...dashboard, ...experiences, ...people, ...brandPages, ...system] satisfies RouteConfig;
