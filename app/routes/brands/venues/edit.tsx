import { Link } from "react-router";
import type { Route } from "./+types/edit";
import { addBlackout, removeBlackout, wallClock } from "~/.server/brands/venues/blackouts";
import { ownedVenue } from "~/.server/brands/venues/owned";
import { applyPickedPlace, findReply } from "~/.server/brands/venues/places";
import { saveVenue } from "~/.server/brands/venues/save";
import { readBoundedFormData } from "~/.server/forms/form-data";
import { memberOf, submitDashboardForm } from "~/features/dashboard/member.server";
import { replyOf } from "~/features/dashboard/dashboard-form";
import { Section } from "~/features/dashboard/dashboard-ui";
import { BRAND_PATHS } from "~/features/brands/brand-text";
import { AddBlackoutForm, BlackoutList } from "~/features/brands/venues/blackouts";
import { placesOf } from "~/features/brands/venues/place-choice";
import { VenueForm } from "~/features/brands/venues/venue-form";
import { VENUE_NOTICES, VENUE_PATHS } from "~/features/brands/venues/venue-text";
import { pageMeta } from "~/features/shell/meta";
import { blackoutSchema, editVenueSchema, removeBlackoutSchema } from "./edit.schema";

/*
 * /dashboard/brands/:brandId/venues/:venueId: the venue's editor (its fields, with the place
 * search), its blackouts (each form posts here with its intent) and the way to delete it.
 * Another brand's venue, or another member's brand, is a 404.
 */

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, `${loaderData?.venue.name ?? "Venue"} | Dashboard`, "Your venue: its address, bookings, blackouts and who may book there.");

export async function loader({ params, context }: Route.LoaderArgs) {
  const { brand, venue } = await ownedVenue(memberOf(context).platform, params.brandId, params.venueId);
  const blackouts = venue.blackouts.map((b) => ({
    id: b.id,
    from: wallClock(b.start, venue.timezone),
    to: wallClock(b.end, venue.timezone),
  }));
  return { brand, venue, blackouts };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { platform } = memberOf(context);
  const { brand, venue } = await ownedVenue(platform, params.brandId, params.venueId);
  const to = VENUE_PATHS.edit(brand.id, venue.id);
  const formData = await readBoundedFormData(request);
  const intent = formData?.get("intent");
  if (formData && intent === "find") return findReply(platform, formData, { form: "venue" });
  if (intent === "add-blackout") {
    return submitDashboardForm(request, context, {
      schema: blackoutSchema,
      formData,
      reply: { form: "blackout" },
      submit: async (value) => (await addBlackout(platform, venue, value), { notice: VENUE_NOTICES.blackoutAdded, to }),
    });
  }
  if (intent === "remove-blackout") {
    return submitDashboardForm(request, context, {
      schema: removeBlackoutSchema,
      formData,
      reply: { form: "remove" },
      submit: async (value) => (await removeBlackout(platform, venue, value.blackout), { notice: VENUE_NOTICES.blackoutRemoved, to }),
    });
  }
  if (formData) applyPickedPlace(formData);
  return submitDashboardForm(request, context, {
    schema: editVenueSchema,
    formData,
    reply: { form: "venue" },
    submit: async (value) => ({
      notice: VENUE_NOTICES.saved((await saveVenue(platform, { brandId: brand.id, venueId: venue.id }, value)).name),
      to,
    }),
  });
}

/** The answer of one form of the page: the others show theirs as they were. */
const replyFor = (actionData: unknown, form: string) =>
  actionData && typeof actionData === "object" && "form" in actionData && actionData.form === form ? replyOf(actionData) : undefined;

export default function EditVenue({ loaderData, actionData }: Route.ComponentProps) {
  const { brand, venue, blackouts } = loaderData;
  const action = VENUE_PATHS.edit(brand.id, venue.id);
  const removal = replyFor(actionData, "remove")?.error?.[""]?.[0];
  return (
    <>
      <Section id="venue" title={venue.name}>
        <p className="mb-6 flex flex-wrap gap-4 text-sm">
          <Link to={BRAND_PATHS.home(brand.id)} className="link">
            Back to {brand.name}
          </Link>
          <Link to={VENUE_PATHS.remove(brand.id, venue.id)} className="link">
            Delete this venue
          </Link>
        </p>
        <VenueForm
          action={action}
          lastResult={replyFor(actionData, "venue")}
          defaultValue={{
            name: venue.name,
            address: venue.address,
            address2: venue.address2,
            city: venue.city,
            state: venue.state,
            postalCode: venue.postalCode,
            country: venue.country,
            latitude: venue.latitude === null ? null : String(venue.latitude),
            longitude: venue.longitude === null ? null : String(venue.longitude),
            timezone: venue.timezone,
            capacity: venue.capacity === null ? null : String(venue.capacity),
            parking: venue.parking,
            licensed: venue.licensed,
            licenseText: venue.licenseText,
            available: venue.available,
            themes: venue.themes.join(", "),
            tags: venue.tags.join(", "),
            minimumTier: venue.minimumTier === null ? "" : String(venue.minimumTier),
            membersOnly: venue.membersOnly,
          }}
          places={placesOf(actionData)}
          placesUrl={VENUE_PATHS.places(brand.id)}
          submit={{ label: "Save the venue", pendingLabel: "Saving..." }}
        />
      </Section>
      <Section id="venue-blackouts" title="Blackouts">
        <p className="mb-4 text-sm text-muted">No experience held here can be booked in a blackout. Times are in {venue.timezone}.</p>
        {removal ? (
          <p role="alert" className="mb-4 text-sm font-medium text-danger">
            {removal}
          </p>
        ) : null}
        <BlackoutList action={action} blackouts={blackouts} timezone={venue.timezone} />
        <h3 className="mt-6 mb-3 font-semibold">Add a blackout</h3>
        <AddBlackoutForm key={blackouts.length} action={action} timezone={venue.timezone} lastResult={replyFor(actionData, "blackout")} />
      </Section>
    </>
  );
}
