export { createPlatformClient, type PlatformClient } from "./client";
export { CLIENT_VERSION, type FetchLike, type PlatformClientOptions } from "./core";
export { PlatformError, type PlatformErrorDetails } from "./errors";
export type { SessionTokens } from "./tokens";
export type { PostalAddress } from "./wire";
export type { Block, Brand, BrandPage, BrandPageDetail, BrandTheme, Business } from "./calls/businesses";
export type { NewBrand } from "./calls/brand-owner";
