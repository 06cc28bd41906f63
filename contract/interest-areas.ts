/** The 15 areas of interest (marketing-site §3), in the spec's order. */
export const INTEREST_AREAS = [
  "Research & Development",
  "Project Management",
  "Branding",
  "Public Relations",
  "Marketing",
  "Business Development",
  "Sales",
  "Customer Support",
  "Finance & Accounting",
  "Human Resources",
  "Logistics",
  "Software Development",
  "Software Support",
  "Operations Management",
  "Training",
] as const;

export type InterestArea = (typeof INTEREST_AREAS)[number];
