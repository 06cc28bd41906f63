/**
 * What a public brand page shows (/b/{username}[/{page}], platform-core §7 Businesses and brand pages): the brand (name, colours), the
 * page with its blocks, and, for an `experiences` block, the brand's experiences. The brand's home
 * is its page named "home"; a brand without one gets a generated page listing its pages.
 */
import { data } from "react-router";
import { PlatformError, type PlatformCore } from "~/.server/platform";
import { experienceCalls } from "~/areas/marketplace/experience-calls.server";
import { brandCalls } from "~/areas/brands/brand-calls.server";
import { cardView } from "~/areas/marketplace/view.server";

export const HOME_PAGE = "home";
const COLOUR = /^#[0-9a-fA-F]{6}$/;
const EXPERIENCES_SHOWN = 24;

function notFound(): never {
  throw data(null, { status: 404 });
}

async function orNotFound<T>(call: Promise<T>): Promise<T> {
  return call.catch((error: unknown) => {
    if (error instanceof PlatformError && error.status === 404) notFound();
    throw error;
  });
}

export async function loadBrandPage(platform: PlatformCore, username: string, pageName: string | null) {
  const brand = (await brandCalls(platform).list({ global: true })).find((b) => b.username === username.toLowerCase());
  if (!brand) notFound();
  const pages = await orNotFound(brandCalls(platform).pages(brand.username));
  const wanted = pageName ?? (pages.some((p) => p.name === HOME_PAGE) ? HOME_PAGE : null);
  const page = wanted === null ? null : await orNotFound(brandCalls(platform).page(brand.username, wanted));
  const needsExperiences = page?.blocks.some((block) => block.type === "experiences") ?? false;
  // The brand's own listed experiences (GET /business/name/{username}/experiences), the first page of them.
  const experiences = needsExperiences
    ? // Cards as the marketplace shows them, at the public price: the page is the same for everyone (page-cached).
      (await experienceCalls(platform).ofBrand(brand.username, { perPage: EXPERIENCES_SHOWN })).experiences.map((e) => cardView(e, false))
    : [];
  // Colours go into SVG attributes only (the CSP allows no inline style): checked again here.
  const colour = (value: string | undefined, fallback: string) => (value && COLOUR.test(value) ? value : fallback);
  return {
    brand: {
      name: brand.name,
      username: brand.username,
      description: brand.description,
      primary: colour(brand.theme?.primary, "#00cde8"),
      secondary: colour(brand.theme?.secondary, "#d400ff"),
    },
    page,
    pages: pages.map((p) => ({ name: p.name, title: p.title ?? p.name })),
    experiences,
  };
}

export type BrandPageView = Awaited<ReturnType<typeof loadBrandPage>>;
