import { BRAND_PATHS } from "~/areas/dashboard/dashboard-text";
import { Link } from "react-router";
import type { Route } from "./+types/new";
import { editorAction, editorChoices } from "./editor.server";
import { ownedBrand } from "~/areas/brands/owned-brand.server";
import { memberOf } from "~/areas/dashboard/member.server";
import { replyOf } from "~/areas/dashboard/dashboard-form";
import { Section } from "~/areas/dashboard/dashboard-ui";
import { ExperienceForm } from "./experience-form";
import { EXPERIENCE_EDITOR_PATHS, EXPERIENCE_NOTICES } from "./experience-text";
import { pageMeta } from "~/areas/shell/meta";
import { experienceEditingCalls } from "./experience-editing-calls.server";

/* /dashboard/brands/:brandId/experiences/new: a new experience of the brand; its editor afterwards (for the cover). */

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "New experience | Dashboard", "Add an experience to your brand.");

export async function loader({ params, context }: Route.LoaderArgs) {
  const { platform } = memberOf(context);
  const brand = await ownedBrand(platform, params.brandId);
  return { brand: { id: brand.id, name: brand.name }, choices: await editorChoices(platform, brand) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const brand = await ownedBrand(memberOf(context).platform, params.brandId);
  return editorAction(request, context, brand.id, async (edit, platform) => {
    const created = await experienceEditingCalls(platform).create(edit);
    return { notice: EXPERIENCE_NOTICES.created(created.name), to: EXPERIENCE_EDITOR_PATHS.edit(brand.id, created.id) };
  });
}

export default function NewExperience({ loaderData, actionData }: Route.ComponentProps) {
  const { brand, choices } = loaderData;
  return (
    <Section id="new-experience" title={`New experience of ${brand.name}`}>
      <p className="mb-6 text-muted">
        <Link to={BRAND_PATHS.home(brand.id)} className="link">
          Back to {brand.name}
        </Link>
      </p>
      <ExperienceForm
        action={EXPERIENCE_EDITOR_PATHS.create(brand.id)}
        choices={choices}
        defaults={{ minGuests: "1", durationHours: "1", durationMinutes: "0", timezone: "America/New_York", advanceNoticeUnit: "hours", windows: [] }}
        lastResult={replyOf(actionData)}
        submitLabel="Create experience"
      />
    </Section>
  );
}
