/** The site's navigation, shared by the header, the small-screen menu and the footer (marketing-site §2). */
export const primaryLinks = [
  { to: "/technology-page", label: "Technology" },
  { to: "/ecosystem-page", label: "Ecosystem" },
  { to: "/showcase", label: "Showcase" },
  // The marketplace, an addition to the spec's header (marketing-site §2): people find it from here.
  { to: "/experiences", label: "Experiences" },
] as const;

export const companyLinks = [
  { to: "/about-us", label: "About Us" },
  { to: "/contact-us", label: "Contact Us" },
  { to: "/careers", label: "Careers" },
] as const;

const pricingLink = { to: "/pricing", label: "Pricing" } as const;

export const membershipLinks = [{ to: "/membership-levels", label: "Membership" }, pricingLink] as const;

export const footerGroups = [
  {
    title: "Explore",
    // The header's links, then Pricing.
    links: [...primaryLinks, pricingLink],
  },
  { title: "Company", links: [...companyLinks] },
  {
    title: "Get Started",
    links: [
      { to: "/create-account", label: "Become a Member" },
      { to: "/sign-in", label: "Login" },
    ],
  },
  {
    title: "Support",
    links: [
      { to: "/faqs", label: "FAQs" },
      { to: "/contact-us", label: "Contact Support" },
      { to: "/request-website", label: "Request a Website" },
      { to: "/interests", label: "Interest Form" },
    ],
  },
  {
    title: "Legal",
    links: [
      { to: "/tos", label: "Terms of Service" },
      { to: "/privacy-policy", label: "Privacy Policy" },
      { to: "/cookie-policy", label: "Cookie Policy" },
    ],
  },
] as const;
