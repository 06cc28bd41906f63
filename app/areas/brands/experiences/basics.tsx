import { BRAND_PATHS } from "~/areas/dashboard/dashboard-text";
import type { Route } from "./+types/basics";
import { categoryChoices, stepAction, stepContext } from "./editor.server";
import { replyOf } from "~/areas/dashboard/dashboard-form";
import { EXPERIENCE_EDITOR_PATHS } from "./experience-text";
import { pageMeta } from "~/areas/shell/meta";
import { basicsSchema } from "./form-schema.server";
import { basicsEditOf, basicsValuesOf } from "./form-body.server";
import { StepFrame } from "./step-frame";
import { StepForm } from "./step-form";
import { BasicsFields } from "./basics-fields";

/* .../experiences/:experienceId/basics: step 1 of an existing experience (name, category, description). */

export const meta: Route.MetaFunction = ({ matches, loaderData }) => pageMeta(matches, `${loaderData?.frame.experience.name ?? "Experience"}: Basics | Dashboard`, "Edit your brand's experience.");

export async function loader({ params, context }: Route.LoaderArgs) {
  const { platform, experience, frame } = await stepContext(context, params);
  return { frame, values: basicsValuesOf(experience), categories: await categoryChoices(platform), updated: experience.updated };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { brand, experience } = await stepContext(context, params);
  return stepAction(request, context, { brandId: brand.id, experienceId: experience.id, step: "basics", schema: basicsSchema, editOf: basicsEditOf });
}

export default function Basics({ loaderData, actionData }: Route.ComponentProps) {
  const { frame, values, categories, updated } = loaderData;
  return (
    <StepFrame {...frame} current="basics" back={{ to: BRAND_PATHS.home(frame.brand.id), label: frame.brand.name }}>
      <StepForm key={updated ?? ""} action={EXPERIENCE_EDITOR_PATHS.step(frame.brand.id, frame.experience.id, "basics")} defaults={values} lastResult={replyOf(actionData)}>
        {(f) => <BasicsFields f={f} categories={categories} />}
      </StepForm>
    </StepFrame>
  );
}
