/** Whole answers of the owners' endpoints (contract/api/businesses.ts, brand-pages.ts), for stand-in platforms. */
export const BRAND_ID = "5f0c6d1e-8a39-4c55-9d7e-1b2f3a4c5d6e";

export function businessWire(fields: Record<string, unknown> = {}) {
  return {
    id: BRAND_ID,
    name: "Tidewater",
    description: null,
    logo: null,
    domain: "tidewater",
    phone: null,
    address: null,
    address_line_2: null,
    city: null,
    state: null,
    zip: null,
    website: null,
    tier: null,
    theme: { primary: "#00cde8", secondary: "#d400ff" },
    parent: null,
    featured: false,
    time_created: "2026-11-01T00:00:00.000Z",
    ...fields,
  };
}

export function pageDetailWire(fields: Record<string, unknown> = {}) {
  return {
    name: "about",
    title: "About",
    business: { id: BRAND_ID },
    archived: false,
    time_created: "2026-11-01T00:00:00.000Z",
    time_updated: "2026-11-01T00:00:00.000Z",
    page_styles: null,
    page_meta: null,
    blocks: [],
    ...fields,
  };
}
