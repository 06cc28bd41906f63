export { createPlatformClient, type PlatformClient } from "./client";
export { CLIENT_VERSION, type FetchLike, type PlatformClientOptions } from "./core";
export { PlatformError, type PlatformErrorDetails } from "./errors";
export type { ContactMessage, InterestSubmission, ResumeSubmission, WebsiteRequest } from "./forms";
export type { SandboxCredentials } from "./sandbox";
export type { NewAccount, OutboxMessage, ProfileChanges } from "./account";
export type { CheckoutOutcome, HostedCheckout } from "./membership";
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
