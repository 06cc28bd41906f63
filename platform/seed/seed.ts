/**
 * Seed: fills an empty platform with the membership plans (./demo-plans), the reference taxonomy
 * of experience categories and tags (./taxonomy, in every environment: without it no owner could
 * list anything) and, unless told not to (production), the demo business directory
 * (./demo-businesses). Plans and businesses are written only when the plans table is empty, the
 * taxonomy only when there is no category, so data people created is never overwritten, and a
 * restart on the same data directory adds nothing.
 */
import { inArray, sql } from "drizzle-orm";
import type { Database } from "../db/connect";
import { businesses } from "../modules/businesses/schema";
import { membershipPlans } from "../modules/memberships/schema";
import { demoBusinesses, demoLogoPath, demoWebsite } from "./demo-businesses";
import { seedDemoBrandPages } from "./demo-brand-pages";
import { seedDemoExperiences } from "./demo-experiences";
import { demoPlans } from "./demo-plans";
import { seedTaxonomy } from "./taxonomy";

export type SeedOptions = {
  /** The API credential the demo businesses belong to (what its `/business/list` shows); null for none. */
  ownerCredentialId: string | null;
  /** Add the fictitious demo businesses too; false in production, where the directory is real. */
  businesses: boolean;
  /**
   * With the businesses, the marketplace's demo catalogue (62 experiences) too; default true.
   * Test suites that never read experiences leave it out of their per-test reset (a third of it).
   */
  experiences?: boolean;
};

export type SeedResult = { seeded: boolean; plans: number; categories: number; businesses: number; experiences: number };

// Same role as the migration lock: concurrent starts against one PostgreSQL must not both seed.
const SEED_LOCK_KEY = 720_416_002;

export async function seed(db: Database, options: SeedOptions): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const categories = await seedTaxonomy(tx);
    const [existing] = await tx.select({ count: sql<number>`count(*)::int` }).from(membershipPlans);
    if ((existing?.count ?? 0) > 0) return { seeded: false, plans: 0, categories, businesses: 0, experiences: 0 };

    const plans = await tx
      .insert(membershipPlans)
      .values(demoPlans.map((plan) => ({ ...plan, payPeriodMonths: 1, baseCredits: 0 })))
      .onConflictDoNothing()
      .returning({ id: membershipPlans.id });
    if (!options.businesses) return { seeded: true, plans: plans.length, categories, businesses: 0, experiences: 0 };

    // Parents first, so children can point at them by id. A domain somebody already took is
    // left alone (onConflictDoNothing) rather than overwritten.
    const rows = (parentIds: Map<string, string>) => (demo: (typeof demoBusinesses)[number]) => ({
      name: demo.name,
      description: demo.description,
      logo: demoLogoPath(demo.domain),
      domain: demo.domain,
      phone: demo.phone,
      address: demo.address,
      addressLine2: demo.addressLine2 ?? null,
      city: demo.city,
      state: demo.state,
      zip: demo.zip,
      website: demoWebsite(demo.domain),
      tier: demo.tier,
      themePrimary: demo.themePrimary,
      themeSecondary: demo.themeSecondary,
      parentId: demo.parentDomain ? (parentIds.get(demo.parentDomain) ?? null) : null,
      featured: demo.featured ?? false,
      listed: true,
      ownerCredentialId: options.ownerCredentialId,
      timeCreated: new Date(demo.timeCreated),
    });

    const roots = demoBusinesses.filter((demo) => !demo.parentDomain);
    const children = demoBusinesses.filter((demo) => demo.parentDomain);
    const insertedRoots = await tx
      .insert(businesses)
      .values(roots.map(rows(new Map())))
      .onConflictDoNothing()
      .returning({ id: businesses.id });

    let insertedChildren: { id: string }[] = [];
    if (children.length > 0) {
      const parentDomains = [...new Set(children.flatMap((demo) => (demo.parentDomain ? [demo.parentDomain] : [])))];
      const parents = await tx
        .select({ id: businesses.id, domain: businesses.domain })
        .from(businesses)
        .where(inArray(businesses.domain, parentDomains));
      const parentIds = new Map(parents.map((parent) => [parent.domain, parent.id]));
      insertedChildren = await tx
        .insert(businesses)
        .values(children.map(rows(parentIds)))
        .onConflictDoNothing()
        .returning({ id: businesses.id });
    }

    // Each demo brand's published home page (./demo-brand-pages).
    await seedDemoBrandPages(tx);
    // The marketplace's demo catalogue, sold by the demo businesses (./demo-experiences).
    const experiences = options.experiences === false ? 0 : await seedDemoExperiences(tx);

    return {
      seeded: true,
      plans: plans.length,
      categories,
      businesses: insertedRoots.length + insertedChildren.length,
      experiences,
    };
  });
}
