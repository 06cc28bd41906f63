/**
 * The platform API's endpoints by area, in the order the reference shows them, and its OpenAPI
 * document (contract/api/openapi.ts).
 */
import { devEndpoints } from "./dev";
import { accountEndpoints } from "./accounts";
import type { Endpoint } from "./endpoint";
import { experiencesEndpoints } from "./experiences";
import { formsEndpoints } from "./forms";
import { notificationsEndpoints } from "./notifications";
import { locationsEndpoints } from "./locations";
import { purchasesEndpoints } from "./purchases";
import { membershipEndpoints } from "./memberships";
import { openApiDocument } from "./openapi";
import { peopleEndpoints } from "./people";
import { sandboxEndpoints } from "./sandbox";
import { systemEndpoints } from "./system";

export type ApiArea = { name: string; description: string; endpoints: readonly Endpoint[] };

export const API_AREAS: readonly ApiArea[] = [
  { name: "Forms", description: "The public forms of the marketing site (marketing-site §7).", endpoints: formsEndpoints },
  { name: "Sandbox", description: "Free sandbox credentials (marketing-site §3 and §7).", endpoints: sandboxEndpoints },
  { name: "People", description: "Public profiles and follows (platform-core §7 Users).", endpoints: peopleEndpoints },
  { name: "Notifications", description: "A member's own notifications and which also arrive by email (platform-core §3 Notification, §7 Profile and account).", endpoints: notificationsEndpoints },
  { name: "Accounts", description: "Sign-up, sessions and the own profile (platform-core §7 Auth, Profile and account).", endpoints: accountEndpoints },
  { name: "Memberships", description: "Membership plans, changes and hosted checkout (platform-core §7 Memberships).", endpoints: membershipEndpoints },
  { name: "System", description: "The platform itself.", endpoints: systemEndpoints },
  { name: "Demo", description: "What a demo platform keeps instead of sending (DESIGN.md, the demo environment); not served in production.", endpoints: devEndpoints },
  { name: "Experiences", description: "The marketplace: lists, one experience, categories and tags, search, likes and share (platform-core §7 Experiences).", endpoints: experiencesEndpoints },
  { name: "Purchases", description: "Booking an experience, purchases, tickets and ratings (platform-core §7 Experiences, Purchases and tickets).", endpoints: purchasesEndpoints },
  { name: "Locations", description: "Places and distances from the offline gazetteer (platform-core §7 Venues and locations).", endpoints: locationsEndpoints },
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
