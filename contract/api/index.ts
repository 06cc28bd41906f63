/**
 * The platform API's endpoints by area, in the order the reference shows them, and its OpenAPI
 * document (contract/api/openapi.ts).
 */
import type { Endpoint } from "./endpoint";
import { brandPageEndpoints } from "./brand-pages";
import { businessEndpoints } from "./businesses";
import { coinEndpoints } from "./coins";
import { formsEndpoints } from "./forms";
import { openApiDocument } from "./openapi";
import { sandboxEndpoints } from "./sandbox";
import { systemEndpoints } from "./system";
import { venueEndpoints } from "./venues";

export type ApiArea = { name: string; description: string; endpoints: readonly Endpoint[] };

export const API_AREAS: readonly ApiArea[] = [
  { name: "Forms", description: "The public forms of the marketing site (marketing-site §7).", endpoints: formsEndpoints },
  { name: "Sandbox", description: "Free sandbox credentials (marketing-site §3 and §7).", endpoints: sandboxEndpoints },
  { name: "Businesses", description: "Brands, their owners' onboarding and their brand pages (platform-core §6 Business owner, §7 Businesses and brand pages).", endpoints: [...businessEndpoints, ...brandPageEndpoints] },
  { name: "Coins", description: "Coins and credit contracts: members' transfers and history, a brand owner's coin (platform-core §3 Credit, Credit contract).", endpoints: coinEndpoints },
  { name: "Venues", description: "Venues, their tags, themes and blackouts (platform-core §7 Venues and locations).", endpoints: venueEndpoints },
  { name: "System", description: "The platform itself.", endpoints: systemEndpoints },
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
