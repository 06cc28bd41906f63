import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/showcase";
import { platformFor } from "~/.server/platform/connection";
import { log } from "~/.server/http/log";
import { BusinessCard } from "./business-card";
import { PageIntro } from "~/ui/page-intro";
import { Pagination } from "~/ui/pagination";
import { SectionHeading } from "~/ui/section";
import { pageMeta } from "~/areas/shell/meta";
import { directoryPage } from "./directory-page";
import { brandCalls } from "~/areas/brands/brand-calls.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Showcase", "Discover businesses launched on the platform.");

/** Directory page size (marketing-site §9). */
const PAGE_SIZE = 12;
const MAX_QUERY = 100;

type DirectoryItem = { id: string; name: string; username: string; description: string | null; logo: string | null };

/** The directory is a GET with `?q=` and `?page=`, so links, bookmarks and the back button work without JavaScript. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = (url.searchParams.get("q") ?? "").trim().slice(0, MAX_QUERY);
  try {
    const businesses = await brandCalls(platformFor(request, context)).list({ global: true });
    const featured = businesses.find((business) => business.featured) ?? null;
    const needle = query.toLowerCase();
    const matches = needle ? businesses.filter((business) => business.name.toLowerCase().includes(needle)) : businesses;
    const pageCount = Math.max(1, Math.ceil(matches.length / PAGE_SIZE));
    const page = directoryPage(url.searchParams.get("page"), url.searchParams.get("size"), matches.length, PAGE_SIZE);
    const item = ({ id, name, username, description, logo }: DirectoryItem): DirectoryItem => ({ id, name, username, description, logo });
    return {
      state: "results" as const,
      query,
      page,
      pageCount,
      total: matches.length,
      directorySize: businesses.length,
      items: matches.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map(item),
      featured: featured ? item(featured) : null,
    };
  } catch (error) {
    log.error({ err: error }, "Showcase: the businesses could not be listed");
    return data({ state: "error" as const, query }, { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}

/** The spec's coming-soon categories (marketing-site §3 Showcase); one is live already: it leads there instead. */
const comingSoon: { name: string; body: string; live?: { href: string; label: string } }[] = [
  { name: "Health & Wellness", body: "Studios, clinics and coaches." },
  { name: "Food & Drink", body: "Restaurants, cafés, bakeries and makers." },
  { name: "Creative Studios", body: "Design, photography, music and film." },
  { name: "Professional Services", body: "Consultants, agencies and advisers." },
  { name: "Education", body: "Tutors, schools and online courses." },
  { name: "Events & Experiences", body: "Tours, classes, venues and retreats.", live: { href: "/experiences", label: "Browse experiences" } },
];

export default function Showcase({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  // With JavaScript, a search or page change keeps this page up while the next one loads.
  const loading = navigation.state === "loading" && navigation.location.pathname === "/showcase";
  const query = loaderData.query;
  return (
    <>
      <PageIntro title="Showcase" lead="Businesses launched on the platform, from studios and shops to agencies and communities." />

      {loaderData.state === "results" && loaderData.featured ? (
        <section aria-labelledby="featured-title" className="container-page pt-14">
          <p className="eyebrow">Featured brand</p>
          <div className="mt-4 grid items-center gap-8 rounded-3xl bg-ink p-8 text-white sm:p-10 md:grid-cols-[auto_1fr]">
            {loaderData.featured.logo ? (
              <img src={loaderData.featured.logo} alt="" width={112} height={112} className="size-28 rounded-2xl bg-white p-2" />
            ) : null}
            <div>
              <h2 id="featured-title" className="text-3xl font-bold tracking-tight">
                {loaderData.featured.name}
              </h2>
              {loaderData.featured.description ? <p className="mt-3 max-w-2xl text-white/80">{loaderData.featured.description}</p> : null}
              {/* Its pages here (/b/{username}), which list what it sells; not its own website, which may not exist yet. */}
              <a href={`/b/${encodeURIComponent(loaderData.featured.username)}`} className="btn-light mt-6">
                Visit {loaderData.featured.name}
              </a>
            </div>
          </div>
        </section>
      ) : null}

      <section id="directory" aria-labelledby="directory-title" className="container-page scroll-mt-20 py-14">
        <div className="flex flex-wrap items-end justify-between gap-6">
          <div>
            <SectionHeading id="directory-title" eyebrow="Directory" title="Businesses on the platform" />
          </div>
          <Form method="get" action="/showcase" role="search" aria-label="Businesses" className="flex w-full max-w-md items-end gap-2">
            <div className="flex-1">
              <label htmlFor="showcase-search" className="block text-sm font-semibold">
                Search by name
              </label>
              <input
                id="showcase-search"
                key={query}
                type="search"
                name="q"
                defaultValue={query}
                maxLength={MAX_QUERY}
                className="mt-1.5 block w-full rounded-lg border border-line bg-white px-3.5 py-2.5 text-base focus:border-ink focus:outline-none"
              />
            </div>
            <button type="submit" className="btn-primary">
              Search
            </button>
          </Form>
        </div>

        <div className="mt-8" aria-busy={loading || undefined}>
          {loading ? (
            <p role="status" className="mb-4 text-muted">
              Loading businesses...
            </p>
          ) : null}
          <Directory data={loaderData} dimmed={loading} />
        </div>
      </section>

      <section aria-labelledby="coming-soon-title" className="bg-mist py-16">
        <div className="container-page">
          <p className="eyebrow">Coming soon</p>
          <h2 id="coming-soon-title" className="mt-3 text-2xl font-bold tracking-tight">
            Browse by category
          </h2>
          <p className="mt-2 text-muted">Categories are on their way, so you can find businesses by what they do.</p>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {comingSoon.map((category) => (
              <li key={category.name} className="rounded-2xl border border-line bg-white p-5">
                <div className="flex items-center justify-between gap-3">
                  <h3 className="font-semibold">{category.name}</h3>
                  {category.live ? (
                    <span className="shrink-0 rounded-full bg-success px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-white">Live now</span>
                  ) : (
                    <span className="shrink-0 rounded-full bg-ink px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-white">Coming soon</span>
                  )}
                </div>
                <p className="mt-2 text-sm text-muted">{category.body}</p>
                {category.live ? (
                  <Link to={category.live.href} className="link mt-2 inline-block text-sm font-semibold">
                    {category.live.label}
                  </Link>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}

function Directory({ data: directory, dimmed }: { data: Route.ComponentProps["loaderData"]; dimmed: boolean }) {
  if (directory.state === "error") {
    return (
      <p role="alert" className="rounded-2xl border border-danger/30 bg-danger/5 p-6 font-medium text-danger">
        Failed to fetch businesses.
      </p>
    );
  }
  if (directory.directorySize === 0) return <p className="rounded-2xl border border-line p-6 text-muted">No businesses found.</p>;
  if (directory.total === 0) {
    return (
      <div className="rounded-2xl border border-line p-6">
        <p className="font-medium">No results for "{directory.query}"</p>
        <p className="mt-2 text-sm text-muted">
          Try another name, or{" "}
          <Link to="/showcase" className="link">
            see every business
          </Link>
          .
        </p>
      </div>
    );
  }
  const first = (directory.page - 1) * PAGE_SIZE + 1;
  const last = first + directory.items.length - 1;
  return (
    <>
      <p className="text-sm text-muted">
        {directory.query ? `Results for "${directory.query}": ` : null}
        {first}–{last} of {directory.total} {directory.total === 1 ? "business" : "businesses"}
        {directory.query ? (
          <>
            {" · "}
            <Link to="/showcase" className="link">
              Clear search
            </Link>
          </>
        ) : null}
      </p>
      <ul className={`mt-6 grid gap-6 transition-opacity sm:grid-cols-2 lg:grid-cols-3 ${dimmed ? "opacity-50" : ""}`}>
        {directory.items.map((business) => (
          <li key={business.id}>
            <BusinessCard business={business} />
          </li>
        ))}
      </ul>
      <Pagination page={directory.page} pageCount={directory.pageCount} href={(target) => pageHref(target, directory.query, directory.total)} label="Directory pages" />
    </>
  );
}

/** A directory page's URL: its search, and the list size it was made for (see directoryPage). */
function pageHref(target: number, query: string, size: number): string {
  const params = new URLSearchParams();
  if (query) params.set("q", query);
  if (target > 1) {
    params.set("page", String(target));
    params.set("size", String(size));
  }
  const search = params.toString();
  return `/showcase${search ? `?${search}` : ""}#directory`;
}
