/** The 21 routes of the spec with the title each page carries before " | Foundry". */
export const siteRoutes = [
  { path: "/", title: "Launch your branded online business" },
  { path: "/technology-page", title: "Technology" },
  { path: "/ecosystem-page", title: "Ecosystem" },
  { path: "/showcase", title: "Showcase" },
  { path: "/about-us", title: "About Us" },
  { path: "/contact-us", title: "Contact Us" },
  { path: "/careers", title: "Careers" },
  { path: "/pricing", title: "Pricing" },
  { path: "/sign-in", title: "Log In" },
  { path: "/create-account", title: "Create Account" },
  { path: "/verify-account", title: "Verify Your Account" },
  { path: "/membership-levels", title: "Select Membership Level" },
  { path: "/completion", title: "Membership Complete" },
  // Signed out, the dashboard sends the visitor to sign in (and back afterwards).
  { path: "/dashboard", title: "Log In" },
  { path: "/faqs", title: "Frequently Asked Questions" },
  { path: "/tos", title: "Terms of Service" },
  { path: "/privacy-policy", title: "Privacy Policy" },
  { path: "/cookie-policy", title: "Cookie Policy" },
  { path: "/request-website", title: "Request a Website" },
  { path: "/request-resume", title: "Submit Your Resume" },
  { path: "/interests", title: "Interest Form" },
] as const;

export const PRODUCT_NAME = "Foundry";
