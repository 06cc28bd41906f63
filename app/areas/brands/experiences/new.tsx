import { BRAND_PATHS } from "~/areas/dashboard/dashboard-text";
import type { Route } from "./+types/new";
import { categoryChoices } from "./editor.server";
import { ownedBrand } from "~/areas/brands/owned-brand.server";
import { memberOf, submitDashboardForm } from "~/areas/dashboard/member.server";
import { replyOf } from "~/areas/dashboard/dashboard-form";
import { EXPERIENCE_EDITOR_PATHS, EXPERIENCE_NOTICES } from "./experience-text";
import { pageMeta } from "~/areas/shell/meta";
import { experienceEditingCalls } from "./experience-editing-calls.server";
import { basicsSchema } from "./form-schema.server";
import { newExperienceOf } from "./form-body.server";
import { stepRefusal } from "./refusals.server";
import { StepFrame } from "./step-frame";
import { StepForm } from "./step-form";
import { BasicsFields } from "./basics-fields";

/*
 * /dashboard/brands/:brandId/experiences/new: step 1 (Basics) of a new experience. Saving creates
 * it unlisted (a draft: in no list or search, not bookable) and goes on to Place and times.
 */

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "New experience: Basics | Dashboard", "Add an experience to your brand, step by step.");

export async function loader({ params, context }: Route.LoaderArgs) {
  const { platform } = memberOf(context);
  const brand = await ownedBrand(platform, params.brandId);
  return { brand: { id: brand.id, name: brand.name }, categories: await categoryChoices(platform) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const brand = await ownedBrand(memberOf(context).platform, params.brandId);
  return submitDashboardForm(request, context, {
    schema: basicsSchema,
    async submit(value, { platform }) {
      try {
        const created = await experienceEditingCalls(platform).create(newExperienceOf(value, brand.id));
        return { notice: EXPERIENCE_NOTICES.created(created.name), to: EXPERIENCE_EDITOR_PATHS.step(brand.id, created.id, "place") };
      } catch (error) {
        throw stepRefusal(error) ?? error;
      }
    },
  });
}

export default function NewExperience({ loaderData, actionData }: Route.ComponentProps) {
  const { brand, categories } = loaderData;
  return (
    <StepFrame brand={brand} current="basics" back={{ to: BRAND_PATHS.home(brand.id), label: brand.name }}>
      <StepForm action={EXPERIENCE_EDITOR_PATHS.create(brand.id)} defaults={{}} lastResult={replyOf(actionData)}>
        {(f) => <BasicsFields f={f} categories={categories} />}
      </StepForm>
    </StepFrame>
  );
}
