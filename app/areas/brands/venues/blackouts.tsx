import { Link } from "react-router";
import type { Route } from "./+types/blackouts";
import { addBlackout, blackoutSchema, removeBlackout, removeBlackoutSchema, wallClock } from "./blackouts.server";
import { ownedVenue } from "./owned.server";
import { readBoundedFormData } from "~/.server/forms/form-data";
import { memberOf, submitDashboardForm } from "~/areas/dashboard/member.server";
import { replyOf } from "~/areas/dashboard/dashboard-form";
import { Section } from "~/areas/dashboard/dashboard-ui";
import { AddBlackoutForm, BlackoutList } from "./blackout-forms";
import { VENUE_NOTICES, VENUE_PATHS } from "./venue-text";
import { pageMeta } from "~/areas/shell/meta";

/*
 * /dashboard/brands/:brandId/venues/:venueId/blackouts: the venue's blackouts, written in its
 * time zone. Each is removed by a small form of its own, another adds one; both post here with
 * their intent. Another brand's venue is a 404.
 */

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, `Blackouts of ${loaderData?.venue.name ?? "a venue"} | Dashboard`, "The times no experience held at your venue can be booked.");

export async function loader({ params, context }: Route.LoaderArgs) {
  const { brand, venue } = await ownedVenue(memberOf(context).platform, params.brandId, params.venueId);
  const blackouts = venue.blackouts.map((b) => ({ id: b.id, from: wallClock(b.start, venue.timezone), to: wallClock(b.end, venue.timezone) }));
  return { brandId: brand.id, venue: { id: venue.id, name: venue.name, timezone: venue.timezone }, blackouts };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { platform } = memberOf(context);
  const { brand, venue } = await ownedVenue(platform, params.brandId, params.venueId);
  const to = VENUE_PATHS.blackouts(brand.id, venue.id);
  const formData = await readBoundedFormData(request);
  if (formData?.get("intent") === "remove") {
    return submitDashboardForm(request, context, {
      schema: removeBlackoutSchema,
      formData,
      reply: { form: "remove" },
      submit: async (value) => (await removeBlackout(platform, venue, value.blackout), { notice: VENUE_NOTICES.blackoutRemoved, to }),
    });
  }
  return submitDashboardForm(request, context, {
    schema: blackoutSchema,
    formData,
    reply: { form: "add" },
    submit: async (value) => (await addBlackout(platform, venue, value), { notice: VENUE_NOTICES.blackoutAdded, to }),
  });
}

/** The answer of one form of the page (removing one, or adding one). */
const replyFor = (actionData: unknown, form: string) =>
  actionData && typeof actionData === "object" && "form" in actionData && actionData.form === form ? replyOf(actionData) : undefined;

export default function VenueBlackouts({ loaderData, actionData }: Route.ComponentProps) {
  const { brandId, venue, blackouts } = loaderData;
  const action = VENUE_PATHS.blackouts(brandId, venue.id);
  const removal = replyFor(actionData, "remove")?.error?.[""]?.[0];
  return (
    <Section id="venue-blackouts" title={`Blackouts of ${venue.name}`}>
      <p className="mb-4 text-sm">
        No experience held here can be booked in a blackout. Times are in {venue.timezone}.{" "}
        <Link to={VENUE_PATHS.edit(brandId, venue.id)} className="link">
          Back to {venue.name}
        </Link>
      </p>
      {removal ? (
        <p role="alert" className="mb-4 text-sm font-medium text-danger">
          {removal}
        </p>
      ) : null}
      <BlackoutList action={action} blackouts={blackouts} timezone={venue.timezone} />
      <h3 className="mt-6 mb-3 font-semibold">Add a blackout</h3>
      <AddBlackoutForm key={blackouts.length} action={action} timezone={venue.timezone} lastResult={replyFor(actionData, "add")} />
    </Section>
  );
}
