import { BRAND_PATHS } from "~/areas/dashboard/dashboard-text";
import { Link } from "react-router";
import type { Route } from "./+types/edit";
import { ownedVenue } from "./owned.server";
import { findReply, placeChoices, settlePlace } from "./places.server";
import { venueChoices } from "./venue-choices.server";
import { saveVenue } from "./save.server";
import { venueFieldsSchema, venueFormValues } from "./venue-fields.server";
import { readBoundedFormData } from "~/.server/forms/form-data";
import { memberOf, submitDashboardForm } from "~/areas/dashboard/member.server";
import { replyOf } from "~/areas/dashboard/dashboard-form";
import { Section } from "~/areas/dashboard/dashboard-ui";
import { placesOf } from "./place-choice";
import { VenueForm } from "./venue-form";
import { VENUE_NOTICES, VENUE_PATHS } from "./venue-text";
import { pageMeta } from "~/areas/shell/meta";

/*
 * /dashboard/brands/:brandId/venues/:venueId: the venue's editor (its fields, with the place
 * search), with the ways to its blackouts and to deleting it. Another brand's venue, or another
 * member's brand, is a 404.
 */

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, `${loaderData?.venue.name ?? "Venue"} | Dashboard`, "Your venue: its address, bookings and who may book there.");

export async function loader({ params, context }: Route.LoaderArgs) {
  const { platform } = memberOf(context);
  const { brand, venue } = await ownedVenue(platform, params.brandId, params.venueId);
  return {
    brand: { id: brand.id, name: brand.name },
    venue: { id: venue.id, name: venue.name, blackouts: venue.blackouts.length, updated: venue.updated },
    values: venueFormValues(venue),
    choices: await venueChoices(platform, venue),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { platform } = memberOf(context);
  const { brand, venue } = await ownedVenue(platform, params.brandId, params.venueId);
  const formData = await readBoundedFormData(request);
  if (formData?.get("intent") === "find") return findReply(platform, formData);
  // A place typed but not picked: asked to be picked, the places found listed, with every other mistake.
  const unpicked = formData ? settlePlace(formData) : null;
  return submitDashboardForm(request, context, {
    schema: venueFieldsSchema(unpicked),
    formData,
    reply: { places: unpicked ? await placeChoices(platform, unpicked) : [] },
    async submit(value) {
      const saved = await saveVenue(platform, { brandId: brand.id, venueId: venue.id }, value);
      return { notice: VENUE_NOTICES.saved(saved.name), to: VENUE_PATHS.edit(brand.id, venue.id) };
    },
  });
}

export default function EditVenue({ loaderData, actionData }: Route.ComponentProps) {
  const { brand, venue, values, choices } = loaderData;
  return (
    <Section id="venue" title={venue.name}>
      <p className="mb-6 flex flex-wrap gap-4 text-sm">
        <Link to={BRAND_PATHS.home(brand.id)} className="link">
          Back to {brand.name}
        </Link>
        <Link to={VENUE_PATHS.blackouts(brand.id, venue.id)} className="link">
          Blackouts ({venue.blackouts})
        </Link>
        <Link to={VENUE_PATHS.remove(brand.id, venue.id)} className="link">
          Delete this venue
        </Link>
      </p>
      {/* Saved (the page again): the form starts from what was stored, the new tags among the ticked. */}
      <VenueForm
        key={venue.updated}
        action={VENUE_PATHS.edit(brand.id, venue.id)}
        lastResult={replyOf(actionData)}
        defaultValue={values}
        choices={choices}
        places={placesOf(actionData)}
        placesUrl={VENUE_PATHS.places(brand.id)}
        submit={{ label: "Save the venue", pendingLabel: "Saving..." }}
      />
    </Section>
  );
}
