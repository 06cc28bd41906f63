/**
 * What a public brand page shows (/b/{username}[/{page}], platform-core §7 Businesses and brand
 * pages): the brand's frame (name, logo, colours, its pages as navigation), the page with its
 * blocks, and, for an `experiences` block, the brand's listed experiences that can be booked, each
 * with its next open date. The brand's home is its page named "home"; a brand without one gets a
 * generated page listing its pages. The builder's preview (areas/brands/pages) shows the same view.
 */
import { dateFormat } from "#contract/intl-formats";
import { data } from "react-router";
import { whenForPeople } from "#contract/when-for-people";
import { PlatformError, type PlatformCore } from "~/.server/platform";
import { experienceCalls } from "~/areas/marketplace/experience-calls.server";
import { bookingCalls } from "~/areas/marketplace/booking-calls.server";
import { brandCalls, type BrandPage, type BrandPageDetail } from "./brand-calls.server";
import { cardView } from "~/areas/marketplace/view.server";
import type { Brand } from "~/areas/dashboard/own-brand-calls.server";
import { colourOr, type BrandColours } from "./brand-colours";

export const HOME_PAGE = "home";
const EXPERIENCES_SHOWN = 12;
/** How far ahead an experience's next open date is looked for: the slots call's longest range. */
const DAYS_AHEAD = 61;

function notFound(): never {
  throw data(null, { status: 404 });
}

async function orNotFound<T>(call: Promise<T>): Promise<T> {
  return call.catch((error: unknown) => {
    if (error instanceof PlatformError && error.status === 404) notFound();
    throw error;
  });
}

/** The brand's colours (spec §7 onboard: defaults #00cde8 and #d400ff), checked: they go into a stylesheet. */
export const brandColoursOf = (brand: Pick<Brand, "theme">): BrandColours => ({
  primary: colourOr(brand.theme?.primary, "#00cde8"),
  secondary: colourOr(brand.theme?.secondary, "#d400ff"),
});

const dayIn = (instant: Date, zone: string) => dateFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" }).format(instant);

/** The brand's listed experiences with an open date in the next two months, as cards with that date. */
async function bookableExperiences(platform: PlatformCore, username: string, now: Date) {
  const { experiences } = await experienceCalls(platform).ofBrand(username, { perPage: EXPERIENCES_SHOWN });
  const withDates = await Promise.all(
    experiences.map(async (experience) => {
      const zone = experience.timezone;
      const [next] = await bookingCalls(platform)
        .slots(experience.id, dayIn(now, zone), dayIn(new Date(now.getTime() + DAYS_AHEAD * 86_400_000), zone))
        .catch(() => []);
      // The page is the same for everyone (page-cached): the time in the experience's zone, no reader's.
      return next ? { ...cardView(experience, false), next: whenForPeople(next.startsAt, zone, { now }) } : null;
    }),
  );
  return withDates.filter((card) => card !== null);
}

/** The view of `page` (null: the generated list of pages) in the brand's frame. */
export async function brandPageView(platform: PlatformCore, brand: Brand, page: BrandPageDetail | null, listed?: BrandPage[], now = new Date()) {
  const pages = listed ?? (await orNotFound(brandCalls(platform).pages(brand.username)));
  const needsExperiences = page?.blocks.some((block) => block.type === "experiences") ?? false;
  return {
    brand: { name: brand.name, username: brand.username, description: brand.description, logo: brand.logo, ...brandColoursOf(brand) },
    page,
    pages: pages.map((p) => ({ name: p.name, title: p.title ?? p.name })),
    experiences: needsExperiences ? await bookableExperiences(platform, brand.username, now) : [],
  };
}

export async function loadBrandPage(platform: PlatformCore, username: string, pageName: string | null) {
  const brand = (await brandCalls(platform).list({ global: true })).find((b) => b.username === username.toLowerCase());
  if (!brand) notFound();
  const pages = await orNotFound(brandCalls(platform).pages(brand.username));
  const wanted = pageName ?? (pages.some((p) => p.name === HOME_PAGE) ? HOME_PAGE : null);
  const page = wanted === null ? null : await orNotFound(brandCalls(platform).page(brand.username, wanted));
  return brandPageView(platform, brand, page, pages);
}

export type BrandPageView = Awaited<ReturnType<typeof loadBrandPage>>;
