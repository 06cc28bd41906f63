export { CLIENT_VERSION, createPlatformCore, type FetchLike, type PlatformClientOptions, type PlatformCore } from "./core";
export { PlatformError, type PlatformErrorDetails } from "./errors";
export type { SessionTokens } from "./tokens";
export type { PostalAddress } from "./wire";
