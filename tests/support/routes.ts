/**
 * The 21 routes of the spec with the title each page carries before " | Foundry"; `static` pages
 * ship no JavaScript (app/utils/static-page.ts).
 */
export const siteRoutes = [
  { path: "/", title: "Launch your branded online business", static: true },
  { path: "/technology-page", title: "Technology", static: false },
  { path: "/ecosystem-page", title: "Ecosystem" },
  { path: "/showcase", title: "Showcase" },
  { path: "/about-us", title: "About Us", static: true },
  { path: "/contact-us", title: "Contact Us" },
  { path: "/careers", title: "Careers", static: true },
  { path: "/pricing", title: "Pricing", static: true },
  { path: "/sign-in", title: "Log In" },
  { path: "/create-account", title: "Create Account" },
  { path: "/verify-account", title: "Verify Your Account" },
  { path: "/membership-levels", title: "Select Membership Level" },
  { path: "/completion", title: "Membership Complete" },
  // Signed out, the dashboard sends the visitor to sign in (and back afterwards).
  { path: "/dashboard", title: "Log In" },
  { path: "/faqs", title: "Frequently Asked Questions", static: true },
  { path: "/tos", title: "Terms of Service", static: true },
  { path: "/privacy-policy", title: "Privacy Policy", static: true },
  { path: "/cookie-policy", title: "Cookie Policy", static: true },
  { path: "/request-website", title: "Request a Website" },
  { path: "/request-resume", title: "Submit Your Resume" },
  { path: "/interests", title: "Interest Form" },
] as const;

export const PRODUCT_NAME = "Foundry";
