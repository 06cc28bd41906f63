import { describe, expect, test } from "vitest";
import { createPlatformCore } from "../../app/.server/platform";
import { brandPage, brandPageBlock, brandPageDetail } from "#contract/api/brand-pages";
import { business } from "#contract/api/businesses";
import { toBlock, toBrandPage, toBrandPageDetail } from "../../app/areas/brands/brand-calls.server";
import { toBrand } from "../../app/areas/dashboard/own-brand-calls.server";
import { membershipCalls } from "../../app/areas/account/membership-calls.server";
import { brandCalls } from "../../app/areas/brands/brand-calls.server";

// The site maps the contract's answers (contract/api/) onto its entities.
const brandSchema = business.transform(toBrand);
const blockSchema = brandPageBlock.transform(toBlock);
const brandPageSchema = brandPage.transform(toBrandPage);
const brandPageDetailSchema = brandPageDetail.transform(toBrandPageDetail);
const BLOCK_IDS = ["7d0f2b1e-0000-4000-8000-000000000000", "7d0f2b1e-0000-4000-8000-000000000001", "7d0f2b1e-0000-4000-8000-000000000002"];
const BRAND_ID = "5f0c6d1e-8a39-4c55-9d7e-1b2f3a4c5d6e";
import { creditSchema } from "../../app/areas/dashboard/coin-calls.server";
import { login, ownProfile } from "#contract/api/accounts";
import { membershipPlan } from "#contract/api/membership-plan";
import { toSessionTokens } from "../../app/areas/account/account-calls.server";
import { toMembershipPlan } from "../../app/.server/auth/own-profile";
import { notificationSchema } from "../../app/areas/notifications/notification-calls.server";
import { toUser } from "../../app/.server/auth/own-profile";
import { expiryOf, isExpired } from "../../app/.server/platform/tokens";
import { fakeJwt } from "../support/misbehaving-server";

/** The wire examples of platform/README.md. */
const BUSINESS_WIRE = {
  id: "5f0c6d1e-8a39-4c55-9d7e-1b2f3a4c5d6e",
  name: "Lotus Flow Yoga",
  description: "Classes and retreats.",
  logo: "/platform-assets/logos/lotus-flow-yoga.svg",
  domain: "lotusflow",
  phone: "+15551234567",
  address: "12 Main St",
  address_line_2: null,
  city: "Richmond",
  state: "VA",
  zip: "23220",
  website: "https://lotusflow.example",
  tier: 1,
  theme: { primary: "#00cde8", secondary: "#d400ff" },
  parent: null,
  featured: false,
  time_created: "2024-09-11T12:00:00.000Z",
};

const PLAN_WIRE = {
  id: "0b7c1e52-61a4-4c0f-8f0e-3d2a1b0c9e8f",
  name: "Alliance",
  description: "For growing brands.",
  image: null,
  base_price: 150,
  pay_period_months: 1,
  base_credits: 0,
  credit_name: null,
  tier: 1,
  features: ["Branded coins", "Priority support", "Team tools"],
  limits: { domains: "1+", users: "Up to 2", subscribers: "Up to 50" },
};

const BLOCK_WIRE = {
  id: "7d0f2b1e-0000-4000-8000-000000000002",
  block_type: "hero",
  sort_index: 2,
  title: "Breathe",
  prefix: "Welcome",
  content: "<p>Hi</p>",
  content_type: "html",
  image_url: "https://img.example/hero.png",
  action_text: "Join",
  action_link: "/join",
  styles: { color: "#fff" },
  block_meta: { layout: "wide" },
  time_created: "2024-09-11T12:00:00.000Z",
  time_updated: "2024-09-12T08:30:00.000Z",
};

describe("entities map the wire onto the spec's fields", () => {
  test("a business becomes a Brand with username from domain", () => {
    expect(brandSchema.parse(BUSINESS_WIRE)).toEqual({
      id: BUSINESS_WIRE.id,
      name: "Lotus Flow Yoga",
      username: "lotusflow",
      description: "Classes and retreats.",
      phone: "+15551234567",
      address: "12 Main St",
      address2: null,
      city: "Richmond",
      state: "VA",
      postalCode: "23220",
      website: "https://lotusflow.example",
      logo: "/platform-assets/logos/lotus-flow-yoga.svg",
      tier: 1,
      theme: { primary: "#00cde8", secondary: "#d400ff" },
      parent: null,
      featured: false,
      created: "2024-09-11T12:00:00.000Z",
    });
  });

  test("a wire that leaves out the contract's fields or sends wrong types is refused; nullable fields map to null", () => {
    // The contract (contract/api/businesses.ts) holds every field: the client refuses an answer without them.
    expect(brandSchema.safeParse({ id: BRAND_ID, name: "Minimal", domain: "minimal" }).success).toBe(false);
    const brand = brandSchema.parse({ ...BUSINESS_WIRE, phone: null, time_created: BUSINESS_WIRE.time_created });
    expect(brand.phone).toBeNull();
    expect(brand.theme).toEqual({ primary: "#00cde8", secondary: "#d400ff" });
    expect(brand.created).toBe(BUSINESS_WIRE.time_created);
    expect(brand.featured).toBe(false);
    expect(brandSchema.safeParse({ ...BUSINESS_WIRE, tier: "1" }).success).toBe(false);
    expect(brandSchema.safeParse({ ...BUSINESS_WIRE, time_created: "yesterday" }).success).toBe(false);
    expect(brandSchema.safeParse({ ...BUSINESS_WIRE, domain: undefined }).success).toBe(false);
  });

  test("a membership plan maps price, period, credits and keeps its limits", () => {
    expect(toMembershipPlan(membershipPlan.parse(PLAN_WIRE))).toEqual({
      id: PLAN_WIRE.id,
      name: "Alliance",
      description: "For growing brands.",
      image: null,
      price: 150,
      period: 1,
      credits: 0,
      creditName: null,
      tier: 1,
      features: ["Branded coins", "Priority support", "Team tools"],
      limits: { domains: "1+", users: "Up to 2", subscribers: "Up to 50" },
    });
    // The contract (contract/api/membership-plan.ts) always carries credits, features and limits.
    const creator = toMembershipPlan(membershipPlan.parse({ ...PLAN_WIRE, base_credits: 0, features: [], limits: { domains: "1", users: "1", subscribers: null } }));
    expect(creator.credits).toBe(0);
    expect(creator.features).toEqual([]);
    expect(creator.limits).toEqual({ domains: "1", users: "1", subscribers: null });
    expect(membershipPlan.safeParse({ ...PLAN_WIRE, base_credits: undefined }).success).toBe(false);
    expect(membershipPlan.safeParse({ ...PLAN_WIRE, features: undefined }).success).toBe(false);
    expect(membershipPlan.safeParse({ ...PLAN_WIRE, base_price: "150" }).success).toBe(false);
  });

  test("a block maps every snake_case field", () => {
    expect(blockSchema.parse(BLOCK_WIRE)).toEqual({
      id: BLOCK_WIRE.id,
      type: "hero",
      index: 2,
      title: "Breathe",
      prefix: "Welcome",
      content: "<p>Hi</p>",
      contentType: "html",
      imageUrl: "https://img.example/hero.png",
      actionText: "Join",
      actionLink: "/join",
      styles: { color: "#fff" },
      metadata: { layout: "wide" },
      created: "2024-09-11T12:00:00.000Z",
      updated: "2024-09-12T08:30:00.000Z",
    });
  });

  test("a brand page list item and a page detail with blocks in index order", () => {
    const item = {
      name: "about",
      title: "About us",
      business: { id: BRAND_ID },
      archived: false,
      time_created: "2024-09-11T12:00:00.000Z",
      time_updated: "2024-09-12T12:00:00.000Z",
    };
    const page = {
      name: "about",
      title: "About us",
      businessId: BRAND_ID,
      user: null,
      archived: false,
      created: "2024-09-11T12:00:00.000Z",
      updated: "2024-09-12T12:00:00.000Z",
    };
    expect(brandPageSchema.parse(item)).toEqual(page);
    // The platform sends no owner of a page: the spec's `user` stays null.
    expect(brandPageSchema.parse({ ...item, user: { id: "u1" } }).user).toBeNull();

    const detail = brandPageDetailSchema.parse({
      ...item,
      page_styles: { background: "#000" },
      page_meta: { description: "Who we are" },
      blocks: [BLOCK_WIRE, { ...BLOCK_WIRE, id: BLOCK_IDS[0], sort_index: 0 }, { ...BLOCK_WIRE, id: BLOCK_IDS[1], sort_index: 1 }],
    });
    expect(detail).toMatchObject({ ...page, styles: { background: "#000" }, metadata: { description: "Who we are" } });
    expect(detail.blocks.map((b) => b.id)).toEqual(BLOCK_IDS);
  });

  test("the own profile maps its base fields and its extras, which the contract requires", () => {
    const base = {
      id: "00000000-0000-4000-8000-0000000000a1",
      email: "ada@example.com",
      first_name: "Ada",
      last_name: "Lovelace",
      avatar_url: null,
      phone: "+15550001111",
      address: "1 Analytical Way",
      address_line_2: "Apt 2",
      city: "London",
      state: null,
      zip: "N1",
      public: true,
    };
    // Without the own profile's extras the answer does not match the contract (contract/api/accounts.ts).
    expect(ownProfile.safeParse(base).success).toBe(false);

    const coin = { id: "00000000-0000-4000-8000-0000000000c1", name: "Lotus coin", description: null, issuer: null, is_coin: true, rewards_value: 0.1, logo: null, balance: 12, brand_id: null };
    const subscription = { ...PLAN_WIRE, subscription_id: "00000000-0000-4000-8000-0000000000b1", status: "active", current_period_end: "2027-01-01T00:00:00.000Z", cancel_at_period_end: false, grace_until: null, pay_url: null, provider_logo: "/l.svg", provider_website: null, is_business: true, pending_plan: null, pending_from: null };
    const own = toUser(
      ownProfile.parse({
        ...base,
        pending_email: null,
        date_of_birth: "1990-12-10",
        rewards_balance: 40,
        coins: [coin],
        credits: [],
        credit_contracts: [],
        subscription_plans: [subscription],
        paused_subscriptions: [],
        time_created: "2024-01-01T00:00:00.000Z",
        may_call: true,
        may_text: false,
        user_options: { theme: "dark" },
      }),
    );
    expect(own).toMatchObject({
      id: "00000000-0000-4000-8000-0000000000a1",
      email: "ada@example.com",
      firstName: "Ada",
      lastName: "Lovelace",
      avatarUrl: null,
      phone: "+15550001111",
      address: "1 Analytical Way",
      address2: "Apt 2",
      city: "London",
      state: null,
      postalCode: "N1",
      public: true,
    });
    expect(own.dateOfBirth).toBe("1990-12-10");
    expect(own.rewardsBalance).toBe(40);
    expect(own.coins).toEqual([
      { id: "00000000-0000-4000-8000-0000000000c1", name: "Lotus coin", description: null, issuer: null, rewardsValue: 0.1, isCoin: true, logo: null, balance: 12 },
    ]);
    expect(own.subscriptionPlans?.[0]).toMatchObject({ price: 150, period: 1, providerLogo: "/l.svg", isBusiness: true });
    expect(own.communicationsConsent).toEqual({ mayCall: true, mayText: false });
    expect(own.created).toBe("2024-01-01T00:00:00.000Z");
    expect(own.userOptions).toEqual({ theme: "dark" });
  });

  test("a notification, a credit and the session tokens", () => {
    expect(
      notificationSchema.parse({
        id: "00000000-0000-4000-8000-0000000000a1",
        sender: { id: "00000000-0000-4000-8000-0000000000b2", first_name: "Ada", last_name: null, avatar_url: null },
        title: "New follower",
        message: "Ada follows you",
        type: "follow",
        link: "/dashboard",
        read: true,
        time_created: "2024-09-11T12:00:00.000Z",
      }),
    ).toEqual({
      id: "00000000-0000-4000-8000-0000000000a1",
      sender: { id: "00000000-0000-4000-8000-0000000000b2", firstName: "Ada", lastName: null, avatarUrl: null },
      title: "New follower",
      message: "Ada follows you",
      type: "follow",
      link: "/dashboard",
      read: true,
      created: "2024-09-11T12:00:00.000Z",
    });
    expect(creditSchema.parse({ id: "c1", name: "Points", issuer: "biz-1", rewards_value: 1, logo: "/p.svg" })).toEqual({
      id: "c1",
      name: "Points",
      description: null,
      issuer: "biz-1",
      rewardsValue: 1,
      isCoin: false,
      logo: "/p.svg",
    });
    expect(toSessionTokens(login.answer.json.parse({ access_token: "a", id_token: "i", refresh_token: "r" }))).toEqual({
      accessToken: "a",
      idToken: "i",
      refreshToken: "r",
    });
    expect(login.answer.json.safeParse({ access_token: "a", id_token: "i" }).success).toBe(false);
  });

  test("the client returns mapped entities", async () => {
    const fetch = async (input: RequestInfo | URL) => {
      const path = new URL(input instanceof Request ? input.url : input).pathname;
      return Response.json(path === "/business/list" ? [BUSINESS_WIRE] : [PLAN_WIRE]);
    };
    const client = createPlatformCore({ baseUrl: "http://platform.internal", apiUsername: "u", apiKey: "k", fetch });
    const [business] = await brandCalls(client).list({ global: true });
    expect(business?.username).toBe("lotusflow");
    const [plan] = await membershipCalls(client).plans();
    expect(plan?.price).toBe(150);
  });
});

describe("token expiry (compared in seconds, without verifying)", () => {
  const now = 1_700_000_000_500; // ms, half a second into second 1_700_000_000

  test("exp is read from the base64url payload", () => {
    expect(expiryOf(fakeJwt({ exp: 1_700_000_123 }))).toBe(1_700_000_123);
    expect(expiryOf(fakeJwt({ exp: "soon" }))).toBeUndefined();
    expect(expiryOf("a.%%%.c")).toBeUndefined();
    expect(expiryOf("")).toBeUndefined();
  });

  test("expired when exp is at or before the current second, or missing", () => {
    expect(isExpired(fakeJwt({ exp: 1_700_000_000 }), now)).toBe(true);
    expect(isExpired(fakeJwt({ exp: 1_699_999_999 }), now)).toBe(true);
    expect(isExpired(fakeJwt({ exp: 1_700_000_001 }), now)).toBe(false);
    expect(isExpired(fakeJwt({ sub: "u1" }), now)).toBe(true);
    expect(isExpired("opaque", now)).toBe(true);
  });
});
