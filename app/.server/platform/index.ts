export { createPlatformClient, type PlatformClient } from "./client";
export { CLIENT_VERSION, type FetchLike, type PlatformClientOptions } from "./core";
export { PlatformError, type PlatformErrorDetails } from "./errors";
export {
  membershipTiers,
  type Block,
  type Brand,
  type BrandPage,
  type BrandPageDetail,
  type BrandTheme,
  type Business,
  type CommunicationsConsent,
  type Credit,
  type CreditBalance,
  type CreditContract,
  type MembershipPlan,
  type Notification,
  type PausedSubscription,
  type PlanLimits,
  type PlatformVersion,
  type SessionTokens,
  type SubscriptionPlan,
  type User,
} from "./entities";
