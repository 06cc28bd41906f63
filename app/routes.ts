import { type RouteConfig, index, route } from "@react-router/dev/routes";

// The 21 routes of the spec (marketing-site §2, platform-core §2), none with a path parameter.
export default [
  index("routes/home.tsx"),
  route("technology-page", "routes/technology-page.tsx"),
  route("ecosystem-page", "routes/ecosystem-page.tsx"),
  route("showcase", "routes/showcase.tsx"),
  route("about-us", "routes/about-us.tsx"),
  route("contact-us", "routes/contact-us.tsx"),
  route("careers", "routes/careers.tsx"),
  route("pricing", "routes/pricing.tsx"),
  route("sign-in", "routes/sign-in.tsx"),
  route("create-account", "routes/create-account.tsx"),
  route("verify-account", "routes/verify-account.tsx"),
  route("membership-levels", "routes/membership-levels.tsx"),
  route("completion", "routes/completion.tsx"),
  route("dashboard", "routes/dashboard.tsx"),
  route("faqs", "routes/faqs.tsx"),
  route("tos", "routes/tos.tsx"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("cookie-policy", "routes/cookie-policy.tsx"),
  route("request-website", "routes/request-website.tsx"),
  route("request-resume", "routes/request-resume.tsx"),
  route("interests", "routes/interests.tsx"),
  // The "Start Free in the Sandbox" button posts here; without JavaScript it shows the credentials.
  route("sandbox", "routes/sandbox.tsx"),
  // Accounts: sign out (POST only) and the demo environment's outbox (404 in production).
  route("sign-out", "routes/sign-out.tsx"),
  route("dev/outbox", "routes/dev-outbox.tsx"),
  // The embedded platform over HTTP (demo checkout, files, sandbox API calls).
  route("platform-api/*", "routes/platform-api.ts"),
  // The build's scripts and styles, served precompressed (scripts/precompress.js moves them here).
  route("assets/*", "routes/assets.ts"),
  // Operations: a health check for load balancers.
  route("healthz", "routes/healthz.ts"),
  // Everything else is a friendly 404, for GET and POST alike.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
