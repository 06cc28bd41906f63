import { BRAND_PATHS } from "~/areas/dashboard/dashboard-text";
import { Link } from "react-router";
import type { Route } from "./+types/new";
import { ownedBrand } from "~/areas/brands/owned-brand.server";
import { findReply, placeChoices, settlePlace } from "./places.server";
import { venueChoices } from "./venue-choices.server";
import { saveVenue } from "./save.server";
import { readBoundedFormData } from "~/.server/forms/form-data";
import { memberOf, submitDashboardForm } from "~/areas/dashboard/member.server";
import { replyOf } from "~/areas/dashboard/dashboard-form";
import { Section } from "~/areas/dashboard/dashboard-ui";
import { placesOf } from "./place-choice";
import { VenueForm } from "./venue-form";
import { VENUE_DEFAULTS, VENUE_NOTICES, VENUE_PATHS } from "./venue-text";
import { pageMeta } from "~/areas/shell/meta";
import { venueFieldsSchema } from "./venue-fields.server";

/* /dashboard/brands/:brandId/venues/new: add a venue to a brand the member owns; its editor afterwards. */

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, `Add a venue | ${loaderData?.brand.name ?? "Brand"} | Dashboard`, "Add a venue: its address, bookings and who may book there.");

export async function loader({ params, context }: Route.LoaderArgs) {
  const { platform } = memberOf(context);
  const [brand, choices] = await Promise.all([ownedBrand(platform, params.brandId), venueChoices(platform)]);
  return { brand, choices };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { platform } = memberOf(context);
  const brand = await ownedBrand(platform, params.brandId);
  const formData = await readBoundedFormData(request);
  if (formData?.get("intent") === "find") return findReply(platform, formData);
  // A place typed but not picked: asked to be picked, the places found listed, with every other mistake.
  const unpicked = formData ? settlePlace(formData) : null;
  return submitDashboardForm(request, context, {
    schema: venueFieldsSchema(unpicked),
    formData,
    reply: { places: unpicked ? await placeChoices(platform, unpicked) : [] },
    async submit(value) {
      const venue = await saveVenue(platform, { brandId: brand.id }, value);
      return {
        notice: VENUE_NOTICES.created(venue.name),
        to: VENUE_PATHS.edit(brand.id, venue.id),
      };
    },
  });
}

export default function NewVenue({ loaderData, actionData }: Route.ComponentProps) {
  const { brand, choices } = loaderData;
  return (
    <Section id="new-venue" title={`Add a venue to ${brand.name}`}>
      <p className="mb-6">
        <Link to={BRAND_PATHS.home(brand.id)} className="link text-sm">
          Back to {brand.name}
        </Link>
      </p>
      <VenueForm
        action={VENUE_PATHS.create(brand.id)}
        lastResult={replyOf(actionData)}
        defaultValue={{
          country: VENUE_DEFAULTS.country,
          timezone: VENUE_DEFAULTS.timezone,
          available: true,
        }}
        choices={choices}
        places={placesOf(actionData)}
        placesUrl={VENUE_PATHS.places(brand.id)}
        submit={{ label: "Add the venue", pendingLabel: "Adding..." }}
      />
    </Section>
  );
}
