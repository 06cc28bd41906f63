/**
 * /sitemap.xml (https://www.sitemaps.org/protocol.html): the site's public pages, every listed
 * experience and every published brand page, as absolute URLs on the public origin. Only what the
 * platform lists is written: an archived experience, or a brand with no published page, is not.
 */
import type { PlatformCore } from "~/.server/platform/core";
import { brandCalls } from "~/areas/brands/brand-calls.server";
import { experienceCalls } from "~/areas/marketplace/experience-calls.server";
import { EXPERIENCE_PAGE } from "#contract/experience-search";

/** The pages anyone may read that say something of their own (no sign-in, no form result). */
export const PUBLIC_PAGES = [
  "/",
  "/technology-page",
  "/ecosystem-page",
  "/showcase",
  "/experiences",
  "/membership-levels",
  "/pricing",
  "/about-us",
  "/careers",
  "/faqs",
  "/contact-us",
  "/request-website",
  "/request-resume",
  "/interests",
  "/api-reference",
  "/tos",
  "/privacy-policy",
  "/cookie-policy",
] as const;

/** The protocol's limit for one file is 50,000 URLs; the lists stop well before. */
const MAX_EXPERIENCE_PAGES = 100;
/** Brands' pages are read a few at a time. */
const BRANDS_AT_ONCE = 6;

type Entry = { path: string; lastmod?: string | null };

async function experienceEntries(platform: PlatformCore): Promise<Entry[]> {
  const entries: Entry[] = [];
  for (let page = 1; page <= MAX_EXPERIENCE_PAGES; page++) {
    const answer = await experienceCalls(platform).list({ page, perPage: EXPERIENCE_PAGE.maxPerPage });
    for (const experience of answer.experiences) {
      if (!experience.archived) entries.push({ path: `/experiences/${encodeURIComponent(experience.id)}`, lastmod: experience.updated });
    }
    if (answer.experiences.length < answer.perPage || page * answer.perPage >= answer.total) break;
  }
  return entries;
}

async function brandEntries(platform: PlatformCore): Promise<Entry[]> {
  const brands = await brandCalls(platform).list({ global: true });
  const entries: Entry[] = [];
  for (let i = 0; i < brands.length; i += BRANDS_AT_ONCE) {
    const batch = await Promise.all(
      brands.slice(i, i + BRANDS_AT_ONCE).map(async (brand) => {
        const pages = await brandCalls(platform).pages(brand.username);
        if (pages.length === 0) return [];
        const home = `/b/${encodeURIComponent(brand.username)}`;
        // /b/{username} shows the page named "home"; the others have their own addresses.
        return [{ path: home }, ...pages.filter((page) => page.name !== "home").map((page) => ({ path: `${home}/${encodeURIComponent(page.name)}` }))];
      }),
    );
    entries.push(...batch.flat());
  }
  return entries;
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

/** The sitemap document for `origin` ("https://www.example.com"). */
export async function sitemapXml(platform: PlatformCore, origin: string): Promise<string> {
  const [experiences, brands] = await Promise.all([experienceEntries(platform), brandEntries(platform)]);
  const entries: Entry[] = [...PUBLIC_PAGES.map((path) => ({ path })), ...experiences, ...brands];
  const urls = entries.map(({ path, lastmod }) => {
    const loc = `<loc>${escapeXml(new URL(path, origin).href)}</loc>`;
    const day = lastmod && !Number.isNaN(Date.parse(lastmod)) ? `<lastmod>${new Date(lastmod).toISOString().slice(0, 10)}</lastmod>` : "";
    return `<url>${loc}${day}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}
