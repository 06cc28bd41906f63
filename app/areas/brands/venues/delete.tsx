import { BRAND_PATHS } from "~/areas/dashboard/dashboard-text";
import { Form, Link } from "react-router";
import type { Route } from "./+types/delete";
import { ownedVenue } from "./owned.server";
import { memberOf, submitDashboardForm } from "~/areas/dashboard/member.server";
import { Section } from "~/areas/dashboard/dashboard-ui";
import { FormFailure } from "~/ui/form-failure";
import { VENUE_NOTICES, VENUE_PATHS } from "./venue-text";
import { pageMeta } from "~/areas/shell/meta";
import { deleteVenueSchema } from "./delete.schema";
import { venueCalls } from "./venue-calls.server";

/*
 * /dashboard/brands/:brandId/venues/:venueId/delete: deleting asks first, with JavaScript or
 * without. GET shows the question (keeping it is a link back, which changes nothing); POST from
 * its button deletes the venue (experiences held there stay, without a venue) and goes to the brand.
 */

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, `Delete ${loaderData?.venue.name ?? "venue"} | Dashboard`, "Delete a venue of your brand.");

export async function loader({ params, context }: Route.LoaderArgs) {
  const { brand, venue } = await ownedVenue(memberOf(context).platform, params.brandId, params.venueId);
  return { brand, venue: { id: venue.id, name: venue.name } };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { platform } = memberOf(context);
  const { brand, venue } = await ownedVenue(platform, params.brandId, params.venueId);
  return submitDashboardForm(request, context, {
    schema: deleteVenueSchema,
    async submit() {
      await venueCalls(platform).remove(venue.id);
      return {
        notice: VENUE_NOTICES.deleted(venue.name),
        to: BRAND_PATHS.screen(brand.id, "venues"),
      };
    },
  });
}

export default function DeleteVenue({ loaderData, actionData }: Route.ComponentProps) {
  const { brand, venue } = loaderData;
  return (
    <Section id="delete-venue" title={`Delete ${venue.name}?`}>
      <div role="group" aria-labelledby="delete-venue-question" className="rounded-xl border border-danger/30 bg-danger/5 p-4">
        <FormFailure actionData={actionData} />
        <p id="delete-venue-question" className="font-semibold">
          Delete {venue.name}? Its blackouts and tags go with it; experiences held there stay, without a venue. This cannot be undone.
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Form method="post" action={VENUE_PATHS.remove(brand.id, venue.id)}>
            <input type="hidden" name="confirm" value="yes" />
            <button type="submit" className="btn-primary">
              Yes, delete {venue.name}
            </button>
          </Form>
          <Link to={VENUE_PATHS.edit(brand.id, venue.id)} className="btn-secondary">
            No, keep it
          </Link>
        </div>
      </div>
    </Section>
  );
}
