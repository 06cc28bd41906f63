import { z } from "zod";

/*
 * The spec's entities (platform-core §3) and the zod schemas that map the platform's snake_case
 * wire shapes onto them. Types are strict; a field the spec leaves "not shown", or that the wire
 * may send as null, is `T | null` for callers so they never have to tell null from absent.
 */

/** A field the wire may omit or send as null. */
function maybe<T extends z.ZodType>(schema: T) {
  return schema.nullish().transform((value) => value ?? null);
}

const id = z.string().min(1);
/** ISO-8601 (the platform sends UTC `…Z`; a hosted one may send an offset). */
const timestamp = z.iso.datetime({ offset: true });
/** Free-form JSON object (styles, metadata, options). */
const jsonObject = z.record(z.string(), z.unknown());
type JsonObject = Record<string, unknown>;

/** Tier numbers on the wire: 0 Creator, 1 Alliance, 2 Collective, 3 Enterprise. */
export const membershipTiers = ["Creator", "Alliance", "Collective", "Enterprise"] as const;
const tier = z.number().int().min(0);

// ── Brand (business) ────────────────────────────────────────────────────────

export interface BrandTheme {
  primary: string;
  secondary: string;
}

// ── Postal address (brands and users) ───────────────────────────────────────

/** The phone and postal address a brand and a user both carry. */
export interface PostalAddress {
  phone: string | null;
  address: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
}

/** Their wire fields: `address_line_2` and `zip` are the spec's address2 and postalCode. */
const wireAddress = {
  phone: maybe(z.string()),
  address: maybe(z.string()),
  address_line_2: maybe(z.string()),
  city: maybe(z.string()),
  state: maybe(z.string()),
  zip: maybe(z.string()),
};

function postalAddress(w: z.output<z.ZodObject<typeof wireAddress>>): PostalAddress {
  return { phone: w.phone, address: w.address, address2: w.address_line_2, city: w.city, state: w.state, postalCode: w.zip };
}

export interface Brand extends PostalAddress {
  id: string;
  name: string;
  /** The brand's username: the wire's `domain`. */
  username: string;
  description: string | null;
  website: string | null;
  /** URL path or absolute URL of an image. */
  logo: string | null;
  /** See `membershipTiers`; null when none. */
  tier: number | null;
  theme: BrandTheme | null;
  /** Id of the parent brand. */
  parent: string | null;
  featured: boolean;
  created: string | null;
}

/** The spec calls the same thing a brand and a business. */
export type Business = Brand;

export const brandSchema: z.ZodType<Brand> = z
  .object({
    id,
    name: z.string(),
    domain: z.string(),
    description: maybe(z.string()),
    ...wireAddress,
    website: maybe(z.string()),
    logo: maybe(z.string()),
    tier: maybe(tier),
    theme: maybe(z.object({ primary: z.string(), secondary: z.string() })),
    parent: maybe(id),
    featured: z.boolean().default(false),
    time_created: maybe(timestamp),
  })
  .transform((w) => ({
    id: w.id,
    name: w.name,
    username: w.domain,
    description: w.description,
    ...postalAddress(w),
    website: w.website,
    logo: w.logo,
    tier: w.tier,
    theme: w.theme,
    parent: w.parent,
    featured: w.featured,
    created: w.time_created,
  }));

// ── Membership plan ─────────────────────────────────────────────────────────

/** What a plan allows, as display text ("1+", "Up to 50"); null where the plan says nothing. */
export interface PlanLimits {
  domains: string | null;
  users: string | null;
  subscribers: string | null;
}

export interface MembershipPlan {
  id: string;
  name: string;
  description: string | null;
  image: string | null;
  /** Base price in dollars, shown per month. */
  price: number;
  /** Pay period in months. */
  period: number;
  /** Base credits. */
  credits: number;
  creditName: string | null;
  tier: number | null;
  features: string[];
  limits: PlanLimits;
}

const planWire = z.object({
  id,
  name: z.string(),
  description: maybe(z.string()),
  image: maybe(z.string()),
  base_price: z.number().min(0),
  pay_period_months: z.number().int().min(1),
  base_credits: maybe(z.number().min(0)),
  credit_name: maybe(z.string()),
  tier: maybe(tier),
  features: maybe(z.array(z.string())),
  limits: maybe(
    z.object({ domains: maybe(z.string()), users: maybe(z.string()), subscribers: maybe(z.string()) }),
  ),
});

function toPlan(w: z.output<typeof planWire>): MembershipPlan {
  return {
    id: w.id,
    name: w.name,
    description: w.description,
    image: w.image,
    price: w.base_price,
    period: w.pay_period_months,
    credits: w.base_credits ?? 0,
    creditName: w.credit_name,
    tier: w.tier,
    features: w.features ?? [],
    limits: w.limits ?? { domains: null, users: null, subscribers: null },
  };
}

export const membershipPlanSchema: z.ZodType<MembershipPlan> = planWire.transform(toPlan);

// ── Brand pages and blocks ──────────────────────────────────────────────────

export interface Block {
  id: string;
  type: string;
  index: number;
  title: string | null;
  prefix: string | null;
  content: string | null;
  contentType: string | null;
  imageUrl: string | null;
  actionText: string | null;
  actionLink: string | null;
  styles: JsonObject | null;
  metadata: JsonObject | null;
  created: string | null;
  updated: string | null;
}

export const blockSchema: z.ZodType<Block> = z
  .object({
    id,
    block_type: z.string(),
    sort_index: z.number().int(),
    title: maybe(z.string()),
    prefix: maybe(z.string()),
    content: maybe(z.string()),
    content_type: maybe(z.string()),
    image_url: maybe(z.string()),
    action_text: maybe(z.string()),
    action_link: maybe(z.string()),
    styles: maybe(jsonObject),
    block_meta: maybe(jsonObject),
    time_created: maybe(timestamp),
    time_updated: maybe(timestamp),
  })
  .transform((w) => ({
    id: w.id,
    type: w.block_type,
    index: w.sort_index,
    title: w.title,
    prefix: w.prefix,
    content: w.content,
    contentType: w.content_type,
    imageUrl: w.image_url,
    actionText: w.action_text,
    actionLink: w.action_link,
    styles: w.styles,
    metadata: w.block_meta,
    created: w.time_created,
    updated: w.time_updated,
  }));

/** A brand page as listed. */
export interface BrandPage {
  name: string;
  title: string | null;
  businessId: string | null;
  /** Id of the user the page belongs to. */
  user: string | null;
  archived: boolean;
  created: string | null;
  updated: string | null;
}

/** One brand page with its styles, metadata and blocks (in `index` order). */
export interface BrandPageDetail extends BrandPage {
  styles: JsonObject | null;
  metadata: JsonObject | null;
  blocks: Block[];
}

const pageWire = z.object({
  name: z.string(),
  title: maybe(z.string()),
  business: maybe(z.object({ id })),
  // The spec names the field without a shape: take an id or an object holding one.
  user: maybe(z.union([id, z.object({ id }).transform((u) => u.id)])),
  archived: z.boolean().default(false),
  time_created: maybe(timestamp),
  time_updated: maybe(timestamp),
});

function toPage(w: z.output<typeof pageWire>): BrandPage {
  return {
    name: w.name,
    title: w.title,
    businessId: w.business?.id ?? null,
    user: w.user,
    archived: w.archived,
    created: w.time_created,
    updated: w.time_updated,
  };
}

export const brandPageSchema: z.ZodType<BrandPage> = pageWire.transform(toPage);

export const brandPageDetailSchema: z.ZodType<BrandPageDetail> = pageWire
  .extend({
    page_styles: maybe(jsonObject),
    page_meta: maybe(jsonObject),
    blocks: maybe(z.array(blockSchema)),
  })
  .transform((w) => ({
    ...toPage(w),
    styles: w.page_styles,
    metadata: w.page_meta,
    blocks: [...(w.blocks ?? [])].sort((a, b) => a.index - b.index),
  }));

// ── Credits and coins ───────────────────────────────────────────────────────

export interface Credit {
  id: string;
  name: string;
  description: string | null;
  issuer: string | null;
  rewardsValue: number | null;
  isCoin: boolean;
  logo: string | null;
}

const creditWire = z.object({
  id,
  name: z.string(),
  description: maybe(z.string()),
  issuer: maybe(z.string()),
  rewards_value: maybe(z.number()),
  is_coin: z.boolean().default(false),
  logo: maybe(z.string()),
});

function toCredit(w: z.output<typeof creditWire>): Credit {
  return {
    id: w.id,
    name: w.name,
    description: w.description,
    issuer: w.issuer,
    rewardsValue: w.rewards_value,
    isCoin: w.is_coin,
    logo: w.logo,
  };
}

export const creditSchema: z.ZodType<Credit> = creditWire.transform(toCredit);

/** A credit or coin a user holds. */
export interface CreditBalance extends Credit {
  balance: number;
}

const creditBalanceSchema: z.ZodType<CreditBalance> = creditWire
  .extend({ balance: z.number() })
  .transform((w) => ({ ...toCredit(w), balance: w.balance }));

export interface CreditContract {
  name: string;
  description: string | null;
  credit: Credit | null;
  quantity: number;
  startDate: string | null;
  endDate: string | null;
  dividendRate: number | null;
  additionalData: JsonObject | null;
}

export const creditContractSchema: z.ZodType<CreditContract> = z
  .object({
    name: z.string(),
    description: maybe(z.string()),
    credit: maybe(creditSchema),
    quantity: z.number(),
    start_date: maybe(z.string()),
    end_date: maybe(z.string()),
    dividend_rate: maybe(z.number()),
    additional_data: maybe(jsonObject),
  })
  .transform((w) => ({
    name: w.name,
    description: w.description,
    credit: w.credit,
    quantity: w.quantity,
    startDate: w.start_date,
    endDate: w.end_date,
    dividendRate: w.dividend_rate,
    additionalData: w.additional_data,
  }));

// ── User ────────────────────────────────────────────────────────────────────

/** A membership plan a user subscribes to, with the provider that offers it. */
export interface SubscriptionPlan extends MembershipPlan {
  providerLogo: string | null;
  providerWebsite: string | null;
  isBusiness: boolean;
}

const subscriptionPlanSchema: z.ZodType<SubscriptionPlan> = planWire
  .extend({
    provider_logo: maybe(z.string()),
    provider_website: maybe(z.string()),
    is_business: z.boolean().default(false),
  })
  .transform((w) => ({
    ...toPlan(w),
    providerLogo: w.provider_logo,
    providerWebsite: w.provider_website,
    isBusiness: w.is_business,
  }));

export interface PausedSubscription {
  subscription: SubscriptionPlan;
  endDate: string | null;
}

export interface CommunicationsConsent {
  mayCall: boolean;
  mayText: boolean;
}

/**
 * A user. The fields after `public` come only with the full or own profile (GET /account/me):
 * undefined when the response does not carry them.
 */
export interface User extends PostalAddress {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  avatarUrl: string | null;
  public: boolean;
  dateOfBirth?: string | null;
  rewardsBalance?: number;
  credits?: CreditBalance[];
  coins?: CreditBalance[];
  creditContracts?: CreditContract[];
  subscriptionPlans?: SubscriptionPlan[];
  pausedSubscriptions?: PausedSubscription[];
  created?: string | null;
  communicationsConsent?: CommunicationsConsent;
  userOptions?: JsonObject;
  /** Own profile: a new email address waiting for its confirmation code (PUT /account/my/email). */
  pendingEmail?: string | null;
}

export const userSchema: z.ZodType<User> = z
  .object({
    id,
    email: z.string(),
    first_name: maybe(z.string()),
    last_name: maybe(z.string()),
    avatar_url: maybe(z.string()),
    ...wireAddress,
    public: z.boolean().default(false),
    // Full / own profile only.
    date_of_birth: z.string().nullable().optional(),
    rewards_balance: z.number().optional(),
    credits: z.array(creditBalanceSchema).optional(),
    coins: z.array(creditBalanceSchema).optional(),
    credit_contracts: z.array(creditContractSchema).optional(),
    subscription_plans: z.array(subscriptionPlanSchema).optional(),
    paused_subscriptions: z
      .array(z.object({ subscription: subscriptionPlanSchema, end_date: maybe(z.string()) }))
      .optional(),
    time_created: timestamp.nullable().optional(),
    may_call: z.boolean().optional(),
    may_text: z.boolean().optional(),
    user_options: jsonObject.optional(),
    pending_email: z.string().nullable().optional(),
  })
  .transform((w) => {
    const user: User = {
      id: w.id,
      email: w.email,
      firstName: w.first_name,
      lastName: w.last_name,
      avatarUrl: w.avatar_url,
      ...postalAddress(w),
      public: w.public,
    };
    // Extras are set only when sent, so "not in this profile" stays distinguishable.
    if (w.date_of_birth !== undefined) user.dateOfBirth = w.date_of_birth;
    if (w.rewards_balance !== undefined) user.rewardsBalance = w.rewards_balance;
    if (w.credits) user.credits = w.credits;
    if (w.coins) user.coins = w.coins;
    if (w.credit_contracts) user.creditContracts = w.credit_contracts;
    if (w.subscription_plans) user.subscriptionPlans = w.subscription_plans;
    if (w.paused_subscriptions) {
      user.pausedSubscriptions = w.paused_subscriptions.map((p) => ({ subscription: p.subscription, endDate: p.end_date }));
    }
    if (w.time_created !== undefined) user.created = w.time_created;
    if (w.may_call !== undefined || w.may_text !== undefined) {
      user.communicationsConsent = { mayCall: w.may_call ?? false, mayText: w.may_text ?? false };
    }
    if (w.user_options) user.userOptions = w.user_options;
    if (w.pending_email !== undefined) user.pendingEmail = w.pending_email;
    return user;
  });

// ── Notification ────────────────────────────────────────────────────────────

export interface Notification {
  id: string;
  sender: string | null;
  title: string | null;
  message: string | null;
  type: string | null;
  link: string | null;
  read: boolean;
  created: string | null;
}

export const notificationSchema: z.ZodType<Notification> = z
  .object({
    id,
    sender: maybe(z.string()),
    title: maybe(z.string()),
    message: maybe(z.string()),
    type: maybe(z.string()),
    link: maybe(z.string()),
    read: z.boolean().default(false),
    time_created: maybe(timestamp),
  })
  .transform((w) => ({
    id: w.id,
    sender: w.sender,
    title: w.title,
    message: w.message,
    type: w.type,
    link: w.link,
    read: w.read,
    created: w.time_created,
  }));

// ── Session tokens and system ───────────────────────────────────────────────

/** The three tokens of a signed-in session. */
export interface SessionTokens {
  accessToken: string;
  idToken: string;
  refreshToken: string;
}

export const sessionTokensSchema: z.ZodType<SessionTokens> = z
  .object({ access_token: z.string().min(1), id_token: z.string().min(1), refresh_token: z.string().min(1) })
  .transform((w) => ({ accessToken: w.access_token, idToken: w.id_token, refreshToken: w.refresh_token }));

/** POST /refresh: the id token is optional (the old one is kept when absent). */
export const refreshedTokensSchema = z
  .object({ access_token: z.string().min(1), refresh_token: z.string().min(1), id_token: z.string().min(1).optional() })
  .transform((w) => ({ accessToken: w.access_token, refreshToken: w.refresh_token, idToken: w.id_token }));

export interface PlatformVersion {
  name: string;
  version: string;
  /** "production" or "demo". */
  environment: string;
}

export const platformVersionSchema: z.ZodType<PlatformVersion> = z.object({
  name: z.string(),
  version: z.string(),
  environment: z.string(),
});
