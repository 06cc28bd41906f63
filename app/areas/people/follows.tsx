import { Form, Link, Outlet } from "react-router";
import type { Route } from "./+types/follows";
import { memberOf } from "~/areas/dashboard/member.server";
import { Section } from "~/areas/dashboard/dashboard-ui";
import { PersonAvatar } from "./person-avatar";
import { networkSummary, PEOPLE_PATHS, personName } from "./people-text";
import { pageMeta } from "~/areas/shell/meta";
import type { NetworkPerson } from "./people-calls.server";
import { peopleCalls } from "./people-calls.server";

/*
 * /dashboard/people: the member's network (GET /account/my/network, one call): its counts, whom
 * they follow and who follows them, each linking to their profile and saying when the follow goes
 * both ways; the people they follow have an Unfollow button (posting to /dashboard/people/unfollow,
 * which comes back here). A follower's profile may be private: their page is then a 404.
 */

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "People | Dashboard", "Your network: the people you follow and your followers.");

export async function loader({ context }: Route.LoaderArgs) {
  const network = await peopleCalls(memberOf(context).platform).network();
  const view = (person: NetworkPerson) => ({ id: person.id, name: personName(person), avatar: person, youFollow: person.youFollow, followsYou: person.followsYou });
  const people = network.people.map(view);
  return {
    summary: networkSummary(network),
    empty: people.length === 0,
    following: people.filter((person) => person.youFollow),
    followers: people.filter((person) => person.followsYou),
  };
}

type Person = Route.ComponentProps["loaderData"]["followers"][number];

export default function People({ loaderData }: Route.ComponentProps) {
  const { summary, empty, followers, following } = loaderData;
  return (
    <>
      <Outlet />
      <Section id="network" title="Your network">
        {empty ? (
          <p>
            Your network is empty: the people you follow and the people who follow you appear here.{" "}
            <Link to={PEOPLE_PATHS.search} className="link">
              Find people to follow
            </Link>
            .
          </p>
        ) : (
          <p>{summary}</p>
        )}
      </Section>
      <Section id="following" title={`Following (${following.length})`}>
        {following.length === 0 ? (
          <p>
            You follow no one yet.{" "}
            <Link to={PEOPLE_PATHS.search} className="link">
              Find people
            </Link>
            .
          </p>
        ) : (
          <>
            <PeopleList label="People you follow" people={following} unfollow />
            <p className="mt-4">
              <Link to={PEOPLE_PATHS.search} className="link">
                Find more people
              </Link>
            </p>
          </>
        )}
      </Section>
      <Section id="followers" title={`Followers (${followers.length})`}>
        {followers.length === 0 ? <p>No one follows you yet.</p> : <PeopleList label="Your followers" people={followers} unfollow={false} />}
      </Section>
    </>
  );
}

function PeopleList({ label, people, unfollow }: { label: string; people: Person[]; unfollow: boolean }) {
  return (
    <ul className="grid gap-3" aria-label={label}>
      {people.map((person) => {
        const nameId = `${unfollow ? "following" : "follower"}-${person.id}`;
        return (
          <li key={person.id} className="flex flex-wrap items-center gap-4 rounded-xl border border-line p-4">
            <PersonAvatar person={person.avatar} />
            <span className="flex flex-1 flex-col">
              <Link id={nameId} to={PEOPLE_PATHS.profile(person.id)} className="link font-semibold">
                {person.name}
              </Link>
              {person.youFollow && person.followsYou ? <span className="text-sm text-muted">You follow each other</span> : null}
            </span>
            {unfollow ? (
              <Form method="post" action={PEOPLE_PATHS.unfollow}>
                <input type="hidden" name="id" value={person.id} />
                <button type="submit" className="btn-secondary text-sm" aria-describedby={nameId}>
                  Unfollow
                </button>
              </Form>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
