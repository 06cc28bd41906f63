import { BRAND_PATHS } from "~/areas/dashboard/dashboard-text";
import { Form, Link } from "react-router";
import type { Route } from "./+types/archive";
import { ownedExperience } from "./editor.server";
import { ownedBrand } from "~/areas/brands/owned-brand.server";
import { memberOf, submitDashboardForm } from "~/areas/dashboard/member.server";
import { Section } from "~/areas/dashboard/dashboard-ui";
import { FormFailure } from "~/ui/form-failure";
import { EXPERIENCE_EDITOR_PATHS, EXPERIENCE_NOTICES } from "./experience-text";
import { pageMeta } from "~/areas/shell/meta";
import { archiveSchema } from "./archive.schema";
import { experienceEditingCalls } from "./experience-editing-calls.server";

/*
 * .../experiences/:experienceId/archive: archiving asks first, the same with JavaScript or
 * without. GET shows the question (keeping it is a link back); POST from its button archives it,
 * then the brand's home, where it shows as archived.
 */

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, `Archive ${loaderData?.experience.name ?? "experience"} | Dashboard`, "Archive your brand's experience.");

async function owned(context: Route.LoaderArgs["context"], params: Route.LoaderArgs["params"]) {
  const { platform } = memberOf(context);
  const brand = await ownedBrand(platform, params.brandId);
  return { brand, experience: await ownedExperience(platform, brand, params.experienceId) };
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { brand, experience } = await owned(context, params);
  return { brand: { id: brand.id, name: brand.name }, experience: { id: experience.id, name: experience.name, archived: experience.archived } };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { brand, experience } = await owned(context, params);
  return submitDashboardForm(request, context, {
    schema: archiveSchema,
    async submit(_value, { platform }) {
      await experienceEditingCalls(platform).archive(experience.id);
      return { notice: EXPERIENCE_NOTICES.archived(experience.name), to: BRAND_PATHS.home(brand.id) };
    },
  });
}

export default function ArchiveExperience({ loaderData, actionData }: Route.ComponentProps) {
  const { brand, experience } = loaderData;
  const back = EXPERIENCE_EDITOR_PATHS.edit(brand.id, experience.id);
  return (
    <Section id="archive-experience" title={`Archive ${experience.name}`}>
      <FormFailure actionData={actionData} />
      {experience.archived ? (
        <p>
          {experience.name} is archived already.{" "}
          <Link to={BRAND_PATHS.home(brand.id)} className="link">
            Back to {brand.name}
          </Link>
        </p>
      ) : (
        <div role="group" aria-labelledby="archive-question">
          <p id="archive-question" className="font-semibold">
            Archive {experience.name}? It will no longer be listed, found or bookable; its page and past bookings stay.
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Form method="post" action={EXPERIENCE_EDITOR_PATHS.archive(brand.id, experience.id)}>
              <input type="hidden" name="confirm" value="yes" />
              <button type="submit" className="btn-primary">
                Yes, archive it
              </button>
            </Form>
            <Link to={back} className="btn-secondary">
              No, keep it
            </Link>
          </div>
        </div>
      )}
    </Section>
  );
}
