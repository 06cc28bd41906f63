/**
 * The businesses module's public face (platform/README.md "Modules and their order"): brands, who
 * owns them, and which brand issued a coin. Its tables (./schema.ts) stay inside.
 */
export {
  brandIdByUsername,
  brandCardOf,
  brandIdsOwnedBy,
  brandOwnerOf,
  brandsOwnedBy,
  businessById,
  businessesByIds,
  NO_BRAND_MESSAGE,
  ownedBrandIds,
  UNKNOWN_BRAND_MESSAGE,
  type BrandCard,
  type OwnedBrand,
} from "./service";
export { brandsOfCoins, coinBrandOf } from "./coin";
export type { Business } from "./schema";
