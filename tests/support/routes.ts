import { siteRoutes as routeTable } from "../../scripts/lib/routes";

/** The title each page of the spec's 21 routes (and the marketplace's list) carries before " | Foundry". */
const titles = {
  "/": "Launch your branded online business",
  "/technology-page": "Technology",
  "/ecosystem-page": "Ecosystem",
  "/showcase": "Showcase",
  "/about-us": "About Us",
  "/contact-us": "Contact Us",
  "/careers": "Careers",
  "/pricing": "Pricing",
  "/sign-in": "Log In",
  "/create-account": "Create Account",
  "/verify-account": "Verify Your Account",
  "/membership-levels": "Select Membership Level",
  "/completion": "Membership Complete",
  // Signed out, the dashboard sends the visitor to sign in (and back afterwards).
  "/dashboard": "Log In",
  "/faqs": "Frequently Asked Questions",
  "/tos": "Terms of Service",
  "/privacy-policy": "Privacy Policy",
  "/cookie-policy": "Cookie Policy",
  "/request-website": "Request a Website",
  "/request-resume": "Submit Your Resume",
  "/interests": "Interest Form",
  // The marketplace (platform-core §7 Experiences); an experience's own page is checked by marketplace.spec.ts.
  "/experiences": "Experiences",
} as const;

/**
 * The 21 routes of the spec with their titles; `static` pages ship no JavaScript. Which pages are
 * static is not written here: it comes from the route modules (scripts/lib/routes.ts), the same
 * list the bench checks.
 */
export const siteRoutes = Object.entries(titles).map(([path, title]) => {
  const route = routeTable.find((candidate) => candidate.path === path);
  if (!route?.isPage) throw new Error(`${path} is not a page in app/routes.ts`);
  return { path, title, static: route.isStatic };
});

export const PRODUCT_NAME = "Foundry";
