/**
 * The platform API's endpoints by area, in the order the reference shows them, and its OpenAPI
 * document (contract/api/openapi.ts).
 */
import { accountEndpoints } from "./accounts";
import { brandPageEndpoints } from "./brand-pages";
import { businessEndpoints } from "./businesses";
import { checkInEndpoints } from "./check-in";
import { coinEndpoints } from "./coins";
import { devEndpoints } from "./dev";
import type { Endpoint } from "./endpoint";
import { experienceEditingEndpoints } from "./experience-editing";
import { experiencesEndpoints } from "./experiences";
import { formsEndpoints } from "./forms";
import { locationsEndpoints } from "./locations";
import { membershipEndpoints } from "./memberships";
import { notificationsEndpoints } from "./notifications";
import { openApiDocument } from "./openapi";
import { peopleEndpoints } from "./people";
import { purchasesEndpoints } from "./purchases";
import { receiptEndpoints } from "./receipts";
import { sandboxEndpoints } from "./sandbox";
import { systemEndpoints } from "./system";
import { venueEndpoints } from "./venues";

export type ApiArea = { name: string; description: string; endpoints: readonly Endpoint[] };

// In the order of platform-core §7, then marketing-site §7, then the platform itself.
export const API_AREAS: readonly ApiArea[] = [
  { name: "Accounts", description: "Sign-up, sessions and the own profile (platform-core §7 Auth, Profile and account).", endpoints: accountEndpoints },
  { name: "Memberships", description: "Membership plans, changes and hosted checkout (platform-core §7 Memberships).", endpoints: membershipEndpoints },
  { name: "Businesses", description: "Brands, their owners' onboarding and their brand pages (platform-core §6 Business owner, §7 Businesses and brand pages).", endpoints: [...businessEndpoints, ...brandPageEndpoints] },
  { name: "Experiences", description: "The marketplace: lists, one experience, categories and tags, search, likes and share; a brand owner creates, changes, archives and illustrates them (platform-core §7 Experiences).", endpoints: [...experiencesEndpoints, ...experienceEditingEndpoints] },
  { name: "Purchases", description: "Booking an experience, purchases, tickets and ratings (platform-core §7 Experiences, Purchases and tickets).", endpoints: [...purchasesEndpoints, ...checkInEndpoints] },
  { name: "Receipts", description: "A member's card payments and refunds, with the provider's receipts.", endpoints: receiptEndpoints },
  { name: "People", description: "Public profiles and follows (platform-core §7 Users).", endpoints: peopleEndpoints },
  { name: "Notifications", description: "A member's own notifications and which also arrive by email (platform-core §3 Notification, §7 Profile and account).", endpoints: notificationsEndpoints },
  { name: "Coins", description: "Coins and credit contracts: members' transfers and history, a brand owner's coin (platform-core §3 Credit, Credit contract).", endpoints: coinEndpoints },
  { name: "Venues", description: "Venues, their tags, themes and blackouts (platform-core §7 Venues and locations).", endpoints: venueEndpoints },
  { name: "Locations", description: "Places and distances from the offline gazetteer (platform-core §7 Venues and locations).", endpoints: locationsEndpoints },
  { name: "Forms", description: "The public forms of the marketing site (marketing-site §7).", endpoints: formsEndpoints },
  { name: "Sandbox", description: "Free sandbox credentials (marketing-site §3 and §7).", endpoints: sandboxEndpoints },
  { name: "System", description: "The platform itself.", endpoints: systemEndpoints },
  { name: "Demo", description: "What a demo platform keeps instead of sending (DESIGN.md, the demo environment); not served in production.", endpoints: devEndpoints },
];

export const API_VERSION = "1.0.0";

export function apiDocument(): Record<string, unknown> {
  return openApiDocument(
    {
      title: "Platform API",
      version: API_VERSION,
      description:
        "The API of the platform for branded online businesses. Every call but GET /version carries an API credential (X-Api-Username and X-Api-Key); a member's calls also carry the member's bearer token. Failures answer `{code, message}`, with `field` and `problem` when they concern one field of the request.",
    },
    API_AREAS,
  );
}
