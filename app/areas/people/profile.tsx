import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/profile";
import { visitorOf } from "~/.server/auth/visitor";
import { readBoundedFormData } from "~/.server/forms/form-data";
import { failureStatus, logFailure } from "~/.server/forms/platform-failures";
import { PlatformError } from "~/.server/platform";
import { signInUrlFor } from "~/.server/auth/accounts";
import { PersonAvatar } from "./person-avatar";
import { PEOPLE_MESSAGES, PEOPLE_PATHS, personName } from "./people-text";
import { pageMeta } from "~/areas/shell/meta";
import { peopleCalls } from "./people-calls.server";

/*
 * /people/:id: a member's public profile, with exactly what "public" means (DESIGN.md "Trust":
 * name, picture, follow counts, the brands they own; never contact details), and a Follow /
 * Unfollow button (a POST to this page, then the page again). One's own is shown as others see
 * it. Profiles are for signed-in members (the platform's rule): a visitor gets a link to sign in
 * that comes back here. An unknown or private person is a 404, as the platform answers.
 */

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData?.profile ? pageMeta(matches, loaderData.profile.name, `${loaderData.profile.name} on the site.`) : pageMeta(matches, "A member's profile", "Sign in to see members' profiles.");

const notFound = (error: unknown) => error instanceof PlatformError && (error.status === 404 || error.status === 400);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const visitor = await visitorOf(request, context);
  if (!visitor.user) return { profile: null, signIn: signInUrlFor(request) };
  const person = await peopleCalls(visitor.platform).byId(params.id).catch((error: unknown) => {
    if (notFound(error)) throw data(null, { status: 404 });
    throw error;
  });
  return {
    profile: {
      id: person.id,
      name: personName(person),
      avatar: { firstName: person.firstName, lastName: person.lastName, avatarUrl: person.avatarUrl },
      brands: person.brands.map((brand) => ({ id: brand.id, name: brand.name, href: `/b/${encodeURIComponent(brand.username)}` })),
      followers: person.followers,
      following: person.following,
      followedByMe: person.followedByMe,
      isMe: person.id === visitor.user.id,
    },
    signIn: null,
  };
}

/** `follow=1` follows, `follow=0` unfollows; signed out, sign in first and come back. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const back = PEOPLE_PATHS.profile(params.id);
  const form = (await readBoundedFormData(request)) ?? new FormData();
  const visitor = await visitorOf(request, context);
  if (!visitor.user) throw redirect(`/sign-in?${new URLSearchParams({ redirectTo: back })}`);
  try {
    if (form.get("follow") === "0") await peopleCalls(visitor.platform).unfollow(params.id);
    else await peopleCalls(visitor.platform).follow(params.id);
  } catch (error) {
    if (notFound(error)) throw data(null, { status: 404 });
    logFailure(error);
    return data({ error: PEOPLE_MESSAGES.followFailed }, { status: failureStatus(error) });
  }
  throw redirect(back);
}

export default function PersonProfile({ loaderData, actionData }: Route.ComponentProps) {
  const { profile, signIn } = loaderData;
  const navigation = useNavigation();
  if (!profile) {
    return (
      <div className="container-page py-14">
        <h1 className="text-3xl font-bold tracking-tight">A member&rsquo;s profile</h1>
        <p className="mt-4">
          Profiles are shown to signed-in members.{" "}
          <Link to={signIn!} className="link">
            Sign in to follow
          </Link>
          .
        </p>
      </div>
    );
  }
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  return (
    <div className="container-page grid gap-8 py-14">
      <div className="flex flex-wrap items-center gap-6">
        <PersonAvatar person={profile.avatar} size="lg" />
        <div className="grid gap-2">
          <h1 className="text-3xl font-bold tracking-tight">{profile.name}</h1>
          <p className="text-muted">
            <span data-testid="followers">{profile.followers === 1 ? "1 follower" : `${profile.followers} followers`}</span> ·{" "}
            <span data-testid="following">{profile.following} following</span>
          </p>
        </div>
        {profile.isMe ? (
          <p className="text-sm">
            This is you, as other members see you.{" "}
            <Link to="/dashboard/profile" className="link">
              Edit your profile
            </Link>
          </p>
        ) : (
          <Form method="post">
            <input type="hidden" name="follow" value={profile.followedByMe ? "0" : "1"} />
            <button type="submit" className={profile.followedByMe ? "btn-secondary" : "btn-primary"} disabled={busy} aria-disabled={busy || undefined}>
              {profile.followedByMe ? "Unfollow" : "Follow"}
            </button>
          </Form>
        )}
      </div>
      {actionData && "error" in actionData ? (
        <p role="alert" className="rounded-lg border border-danger/30 bg-danger/5 px-4 py-3 text-sm font-medium text-danger">
          {actionData.error}
        </p>
      ) : null}
      {profile.brands.length > 0 ? (
        <section aria-labelledby="brands-title" className="grid gap-3">
          <h2 id="brands-title" className="text-xl font-bold">
            Brands
          </h2>
          <ul className="flex flex-wrap gap-3">
            {profile.brands.map((brand) => (
              <li key={brand.id}>
                <Link to={brand.href} className="link font-semibold">
                  {brand.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p>
        <Link to={PEOPLE_PATHS.search} className="link">
          Find more people
        </Link>
      </p>
    </div>
  );
}
