/**
 * Each demo business's published home page (/b/{username}, platform-core §7 Businesses and brand
 * pages): a hero with what the business is, its listed experiences (an `experiences` block, which
 * the site fills with the brand's cards) and where to find it. Written by `seed()` with the
 * businesses, so a demo brand never reads "has not published any pages yet".
 */
import { inArray } from "drizzle-orm";
import type { Database } from "../db/connect";
import { brandPageBlocks, brandPages } from "../modules/brand-pages/schema";
import { businesses } from "../modules/businesses/schema";
import { demoBusinesses, type DemoBusiness } from "./demo-businesses";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** The home page's name: the site shows the page named "home" at /b/{username}. */
const HOME = "home";

function homeBlocks(demo: DemoBusiness) {
  const street = [demo.address, demo.addressLine2].filter(Boolean).join(", ");
  const phone = demo.phone.replace(/^\+1(\d{3})(\d{3})(\d{4})$/, "($1) $2-$3");
  return [
    // The page title is the brand's name already (the site's h1): the hero says where and what.
    { blockType: "hero", prefix: `${demo.city}, ${demo.state}`, content: demo.description },
    { blockType: "experiences", title: "Book an experience", prefix: "Classes, tours and events" },
    { blockType: "text", title: "Find us", content: `${street}, ${demo.city}, ${demo.state} ${demo.zip}\n\nPhone: ${phone}` },
  ];
}

/** Writes the demo businesses' home pages inside the seed's transaction; returns how many. */
export async function seedDemoBrandPages(tx: Transaction): Promise<number> {
  const owners = await tx
    .select({ id: businesses.id, domain: businesses.domain })
    .from(businesses)
    .where(inArray(businesses.domain, demoBusinesses.map((demo) => demo.domain)));
  const byDomain = new Map(owners.map((owner) => [owner.domain, owner.id]));
  const published = demoBusinesses.flatMap((demo) => {
    const businessId = byDomain.get(demo.domain);
    return businessId ? [{ demo, businessId }] : [];
  });
  if (published.length === 0) return 0;
  const pages = await tx
    .insert(brandPages)
    .values(published.map(({ demo, businessId }) => ({ businessId, name: HOME, title: demo.name })))
    .onConflictDoNothing()
    .returning({ id: brandPages.id, businessId: brandPages.businessId });
  const demoOf = new Map(published.map(({ demo, businessId }) => [businessId, demo]));
  const blocks = pages.flatMap((page) => homeBlocks(demoOf.get(page.businessId)!).map((block, sortIndex) => ({ ...block, pageId: page.id, sortIndex })));
  if (blocks.length > 0) await tx.insert(brandPageBlocks).values(blocks);
  return pages.length;
}
