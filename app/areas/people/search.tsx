import { Form, Link } from "react-router";
import type { Route } from "./+types/search";
import { visitorOf } from "~/.server/auth/visitor";
import { logFailure } from "~/.server/forms/platform-failures";
import { signInUrlFor } from "~/.server/auth/accounts";
import { PersonAvatar } from "./person-avatar";
import { MAX_QUERY, PEOPLE_MESSAGES, PEOPLE_PATHS, PEOPLE_PER_PAGE, personName, searchHref } from "./people-text";
import { pageMeta } from "~/areas/shell/meta";
import { Field } from "~/ui/forms";
import { PageIntro } from "~/ui/page-intro";
import { Pagination } from "~/ui/pagination";
import { peopleCalls } from "./people-calls.server";

/*
 * /people?q=…&page=…: members with public profiles, found by name (a GET form: the results can
 * be bookmarked and work without JavaScript). The platform answers signed-in members only, so a
 * visitor is asked to sign in first and comes back to the same search.
 */

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "People", "Find members by name and follow them.");

function queryOf(url: URL) {
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, MAX_QUERY);
  const page = Number(url.searchParams.get("page") ?? "1");
  return { q, page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1 };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { q, page } = queryOf(new URL(request.url));
  const visitor = await visitorOf(request, context);
  if (!visitor.user) return { q, page, state: "signed-out" as const, signIn: signInUrlFor(request) };
  if (!q) return { q, page, state: "empty" as const };
  try {
    const found = await peopleCalls(visitor.platform).search({ q, page, perPage: PEOPLE_PER_PAGE });
    const people = found.people.map((person) => ({ id: person.id, name: personName(person), avatar: person }));
    return { q, page, state: "results" as const, people, total: found.total, pageCount: Math.max(1, Math.ceil(found.total / PEOPLE_PER_PAGE)) };
  } catch (error) {
    logFailure(error);
    return { q, page, state: "failed" as const };
  }
}

export default function PeopleSearch({ loaderData }: Route.ComponentProps) {
  const data = loaderData;
  return (
    <>
      <PageIntro eyebrow="Community" title="People" lead="Find members by name, see their public profiles and follow them." />
      <div className="container-page py-10">
        {data.state === "signed-out" ? (
          <p className="rounded-2xl border border-line p-6">
            Profiles are shown to signed-in members.{" "}
            <Link to={data.signIn} className="link">
              Sign in to search people
            </Link>
            .
          </p>
        ) : (
          <>
            <Form key={data.q} method="get" action={PEOPLE_PATHS.search} role="search" aria-label="People" className="flex flex-wrap items-end gap-3">
              <Field label="Name" className="flex-1" inputProps={{ name: "q", type: "search", defaultValue: data.q, maxLength: MAX_QUERY, required: true }} />
              <button type="submit" className="btn-primary">
                Search
              </button>
            </Form>
            <Results data={data} />
          </>
        )}
      </div>
    </>
  );
}

function Results({ data }: { data: Exclude<Route.ComponentProps["loaderData"], { state: "signed-out" }> }) {
  if (data.state === "empty") return <p className="mt-6 text-muted">Type a name (or the start of one) to find people.</p>;
  if (data.state === "failed") {
    return (
      <p role="alert" className="mt-6 rounded-2xl border border-danger/30 bg-danger/5 p-6 font-medium text-danger">
        {PEOPLE_MESSAGES.unavailable}
      </p>
    );
  }
  if (data.total === 0) return <p className="mt-6 rounded-2xl border border-line p-6 font-medium">No one with a public profile matches “{data.q}”.</p>;
  return (
    <>
      <p className="mt-6 text-sm text-muted" aria-live="polite">
        {data.total === 1 ? "1 person" : `${data.total} people`} found.
      </p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2" aria-label="People found">
        {data.people.map((person) => (
          <li key={person.id} className="flex items-center gap-4 rounded-xl border border-line bg-white p-4">
            <PersonAvatar person={person.avatar} />
            <Link to={PEOPLE_PATHS.profile(person.id)} className="link font-semibold">
              {person.name}
            </Link>
          </li>
        ))}
      </ul>
      <Pagination page={data.page} pageCount={data.pageCount} href={(target) => searchHref(data.q, target)} label="Result pages" />
    </>
  );
}
