/**
 * The directory of believable (fictional) businesses `seed()` writes into an empty platform.
 * Phone numbers use the 555-01xx range reserved for fiction; websites use the reserved `.example`
 * top-level domain. Each business's logo is a static SVG in public/platform-assets/logos/<domain>.svg.
 */

export type DemoBusiness = {
  name: string;
  description: string;
  /** The business username; also names its logo file. */
  domain: string;
  phone: string;
  address: string;
  addressLine2?: string;
  city: string;
  state: string;
  zip: string;
  tier: number | null;
  themePrimary: string;
  themeSecondary: string;
  /** Domain of the parent business, for a brand that belongs to another. */
  parentDomain?: string;
  featured?: boolean;
  /** When the brand joined, so the directory does not look created in one instant. */
  timeCreated: string;
};

export const demoBusinesses: readonly DemoBusiness[] = [
  {
    name: "Lotus Flow Yoga",
    description:
      "A light-filled studio in the Fan District offering vinyasa, yin and prenatal classes. Members book classes, buy workshop passes and earn Lotus points toward retreats.",
    domain: "lotusflow",
    phone: "+18045550142",
    address: "1817 W Main St",
    addressLine2: "Suite 2",
    city: "Richmond",
    state: "VA",
    zip: "23220",
    tier: 1,
    themePrimary: "#2f7a78",
    themeSecondary: "#e8a87c",
    featured: true,
    timeCreated: "2024-09-11T12:00:00.000Z",
  },
  {
    name: "Hearth & Crumb Bakery",
    description:
      "Naturally leavened breads and seasonal pastries baked before sunrise. The bread club delivers a fresh loaf every Saturday.",
    domain: "hearthandcrumb",
    phone: "+18285550117",
    address: "42 Haywood Rd",
    city: "Asheville",
    state: "NC",
    zip: "28806",
    tier: 0,
    themePrimary: "#a4532b",
    themeSecondary: "#f2d2a9",
    timeCreated: "2024-10-02T15:30:00.000Z",
  },
  {
    name: "Ridgeline Coffee Roasters",
    description:
      "Small-batch coffee roasted in Portland and traced back to every farm. Subscribers get a new single origin each month.",
    domain: "ridgelinecoffee",
    phone: "+15035550163",
    address: "2230 SE Division St",
    city: "Portland",
    state: "OR",
    zip: "97202",
    tier: 2,
    themePrimary: "#3b2f2a",
    themeSecondary: "#d9a441",
    timeCreated: "2024-10-19T09:15:00.000Z",
  },
  {
    name: "Ridgeline Brew School",
    description:
      "Hands-on classes in pour-over, espresso and home roasting from the Ridgeline team. Every class ends with a tasting.",
    domain: "ridgelinebrewschool",
    phone: "+15035550164",
    address: "2230 SE Division St",
    addressLine2: "Back entrance",
    city: "Portland",
    state: "OR",
    zip: "97202",
    tier: 2,
    themePrimary: "#d9a441",
    themeSecondary: "#3b2f2a",
    parentDomain: "ridgelinecoffee",
    timeCreated: "2025-01-08T17:45:00.000Z",
  },
  {
    name: "Steady State Coaching",
    description:
      "Strength and endurance coaching for busy adults, in person at Zilker Park or remotely. Programs adapt every week to how you actually trained.",
    domain: "steadystate",
    phone: "+15125550188",
    address: "900 Barton Springs Rd",
    city: "Austin",
    state: "TX",
    zip: "78704",
    tier: 0,
    themePrimary: "#1f4e79",
    themeSecondary: "#f26b3a",
    timeCreated: "2024-11-04T13:00:00.000Z",
  },
  {
    name: "Saltmarsh Photography",
    description:
      "Documentary wedding and family photography along the Georgia coast. Clients book sessions and receive their galleries in one place.",
    domain: "saltmarshphoto",
    phone: "+19125550129",
    address: "310 E Bay St",
    city: "Savannah",
    state: "GA",
    zip: "31401",
    tier: 0,
    themePrimary: "#4a6c6f",
    themeSecondary: "#e3d5b8",
    timeCreated: "2024-11-21T11:20:00.000Z",
  },
  {
    name: "Kiln & Co. Ceramics",
    description:
      "A shared pottery studio with wheel classes, open studio hours and firing for members. Finished pieces are sold in the studio shop.",
    domain: "kilnandco",
    phone: "+18025550151",
    address: "208 Flynn Ave",
    city: "Burlington",
    state: "VT",
    zip: "05401",
    tier: 1,
    themePrimary: "#b5523b",
    themeSecondary: "#7d8f69",
    timeCreated: "2024-12-03T16:10:00.000Z",
  },
  {
    name: "Switchback Trail Guides",
    description:
      "Guided hikes, snowshoe outings and beginner backpacking trips in the Front Range. Every group is small and every guide is first-aid certified.",
    domain: "switchbackguides",
    phone: "+13035550176",
    address: "1601 Pearl St",
    city: "Boulder",
    state: "CO",
    zip: "80302",
    tier: 1,
    themePrimary: "#2e5e4e",
    themeSecondary: "#f0b429",
    timeCreated: "2025-01-22T08:40:00.000Z",
  },
  {
    name: "Dog-Eared Books",
    description:
      "An independent neighborhood bookshop with staff picks, author evenings and a monthly book box chosen by our booksellers.",
    domain: "dogearedbooks",
    phone: "+16125550135",
    address: "3018 Hennepin Ave",
    city: "Minneapolis",
    state: "MN",
    zip: "55408",
    tier: 0,
    themePrimary: "#6b2d5c",
    themeSecondary: "#f4c95d",
    timeCreated: "2025-02-14T14:05:00.000Z",
  },
  {
    name: "Wild Iris Floral Studio",
    description:
      "Seasonal arrangements grown and gathered in the Lowcountry. A flower subscription brings a fresh bouquet to your door every other week.",
    domain: "wildirisfloral",
    phone: "+18435550190",
    address: "145 King St",
    city: "Charleston",
    state: "SC",
    zip: "29401",
    tier: 0,
    themePrimary: "#5b4b8a",
    themeSecondary: "#9cc5a1",
    timeCreated: "2025-03-01T10:30:00.000Z",
  },
  {
    name: "Copper Pot Cooking School",
    description:
      "Evening cooking classes built around Wisconsin farms and what is in season. Bring a friend, cook a full menu and take the recipes home.",
    domain: "copperpot",
    phone: "+16085550122",
    address: "118 King St",
    city: "Madison",
    state: "WI",
    zip: "53703",
    tier: 1,
    themePrimary: "#b87333",
    themeSecondary: "#2d3a3a",
    timeCreated: "2025-03-18T18:00:00.000Z",
  },
  {
    name: "Harbor Letterpress",
    description:
      "Wedding invitations, stationery and cards hand-set and printed on restored presses. Studio visits by appointment.",
    domain: "harborletterpress",
    phone: "+14015550147",
    address: "86 Wickenden St",
    city: "Providence",
    state: "RI",
    zip: "02903",
    tier: null,
    themePrimary: "#1d3557",
    themeSecondary: "#e63946",
    timeCreated: "2025-04-07T12:25:00.000Z",
  },
  {
    name: "Northside Music Lessons",
    description:
      "Piano, guitar and voice lessons for every age, with two student recitals a year. Families manage lessons and practice notes online.",
    domain: "northsidemusic",
    phone: "+17735550158",
    address: "4750 N Lincoln Ave",
    city: "Chicago",
    state: "IL",
    zip: "60625",
    tier: 1,
    themePrimary: "#283c63",
    themeSecondary: "#f85f73",
    timeCreated: "2025-04-29T15:50:00.000Z",
  },
  {
    name: "Meridian Wellness Network",
    description:
      "Physical therapy, massage and movement studios across central Ohio under one membership. Members book any location and keep one rewards balance.",
    domain: "meridianwellness",
    phone: "+16145550101",
    address: "250 S High St",
    addressLine2: "Floor 4",
    city: "Columbus",
    state: "OH",
    zip: "43215",
    tier: 3,
    themePrimary: "#0f6e8c",
    themeSecondary: "#7fc8a9",
    timeCreated: "2025-05-12T09:00:00.000Z",
  },
];

/** Where the site serves a demo business's logo (files live in public/platform-assets/logos/). */
export function demoLogoPath(domain: string): string {
  return `/platform-assets/logos/${domain}.svg`;
}

export function demoWebsite(domain: string): string {
  return `https://${domain}.example`;
}
