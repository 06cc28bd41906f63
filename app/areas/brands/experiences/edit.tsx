import { BRAND_PATHS } from "~/areas/dashboard/dashboard-text";
import { Link, useOutlet } from "react-router";
import type { Route } from "./+types/edit";
import { editorAction, editorChoices, ownedExperience } from "./editor.server";
import { ownedBrand } from "~/areas/brands/owned-brand.server";
import { formValuesOf } from "./form-body.server";
import { memberOf } from "~/areas/dashboard/member.server";
import { replyOf } from "~/areas/dashboard/dashboard-form";
import { Section } from "~/areas/dashboard/dashboard-ui";
import { CoverForm, CurrentCover } from "./cover-form";
import { ExperienceForm } from "./experience-form";
import { EXPERIENCE_EDITOR_PATHS, EXPERIENCE_NOTICES } from "./experience-text";
import { pageMeta } from "~/areas/shell/meta";
import { experienceEditingCalls } from "./experience-editing-calls.server";

/*
 * /dashboard/brands/:brandId/experiences/:experienceId: the editor of one of the brand's
 * experiences (this route's form), its cover (its child's form) and the way to archive it.
 * Anyone else's experience is a 404.
 */

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, `Edit ${loaderData?.experience.name ?? "experience"} | Dashboard`, "Edit your brand's experience.");

export async function loader({ params, context }: Route.LoaderArgs) {
  const { platform } = memberOf(context);
  const brand = await ownedBrand(platform, params.brandId);
  const experience = await ownedExperience(platform, brand, params.experienceId);
  return {
    brand: { id: brand.id, name: brand.name },
    experience: { id: experience.id, name: experience.name, archived: experience.archived, cover: experience.images[0], updated: experience.updated },
    values: formValuesOf(experience),
    choices: await editorChoices(platform, brand),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { platform } = memberOf(context);
  const brand = await ownedBrand(platform, params.brandId);
  const experience = await ownedExperience(platform, brand, params.experienceId);
  return editorAction(request, context, brand.id, async (edit, platform) => {
    const saved = await experienceEditingCalls(platform).update(experience.id, edit);
    return { notice: EXPERIENCE_NOTICES.saved(saved.name), to: EXPERIENCE_EDITOR_PATHS.edit(brand.id, saved.id) };
  });
}

export default function EditExperience({ loaderData, actionData }: Route.ComponentProps) {
  const { brand, experience, values, choices } = loaderData;
  // At .../cover the cover form is its child's, with that form's answer.
  const coverForm = useOutlet();
  return (
    <>
      <Section id="edit-experience" title={`Edit ${experience.name}`}>
        <p className="mb-6 flex flex-wrap gap-4 text-muted">
          <Link to={BRAND_PATHS.home(brand.id)} className="link">
            Back to {brand.name}
          </Link>
          {experience.archived ? (
            <span className="rounded-full border border-line px-2 py-0.5 text-xs font-semibold">Archived</span>
          ) : (
            <Link to={`/experiences/${encodeURIComponent(experience.id)}`} className="link">
              See its public page
            </Link>
          )}
        </p>
        <ExperienceForm
          // A fresh form after each save: it starts from what was saved.
          key={experience.updated ?? ""}
          action={EXPERIENCE_EDITOR_PATHS.edit(brand.id, experience.id)}
          choices={choices}
          defaults={values}
          lastResult={replyOf(actionData)}
          submitLabel="Save experience"
        />
      </Section>
      <Section id="experience-cover" title="Cover image">
        <div className="grid gap-4">
          <CurrentCover image={experience.cover} name={experience.name} />
          {coverForm ?? <CoverForm action={EXPERIENCE_EDITOR_PATHS.cover(brand.id, experience.id)} />}
        </div>
      </Section>
      {experience.archived ? null : (
        <Section id="archive-experience" title="Archive">
          <p className="mb-3">An archived experience is no longer listed or bookable; its page and past bookings stay.</p>
          <Link to={EXPERIENCE_EDITOR_PATHS.archive(brand.id, experience.id)} className="btn-secondary">
            Archive {experience.name}
          </Link>
        </Section>
      )}
    </>
  );
}
