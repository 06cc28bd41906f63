import { useOutlet } from "react-router";
import type { Route } from "./+types/details";
import { brandVenues, stepAction, stepContext } from "./editor.server";
import { replyOf } from "~/areas/dashboard/dashboard-form";
import { EXPERIENCE_EDITOR_PATHS, EXPERIENCE_LABELS as L } from "./experience-text";
import { pageMeta } from "~/areas/shell/meta";
import { detailsSchema } from "./form-schema.server";
import { detailsEditOf, detailsValuesOf } from "./form-body.server";
import { StepFrame, backOf } from "./step-frame";
import { ChoiceGroup, Group, StepForm } from "./step-form";
import { CoverForm, CurrentCover } from "./cover-form";
import { CheckboxField, Field, TextareaField } from "~/ui/forms";
import { inputPropsOf, textareaPropsOf } from "~/ui/field-props";
import { BRAND_PATHS } from "~/areas/dashboard/dashboard-text";
import { experienceCalls } from "~/areas/marketplace/experience-calls.server";

/*
 * .../experiences/:experienceId/details: step 4, Details. Its tags ticked from its category's
 * (GET /experiences/categories/{category}/tags), its themes from its venue's and its own (more
 * typed by name), what a guest should know; and its cover image, uploaded by the child route
 * (details/cover) and shown here as soon as it is.
 */

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, `${loaderData?.frame.experience.name ?? "Experience"}: Details | Dashboard`, "Edit your brand's experience.");

export async function loader({ params, context }: Route.LoaderArgs) {
  const { platform, brand, experience, frame } = await stepContext(context, params);
  const [tags, venues] = await Promise.all([experienceCalls(platform).tags({ category: experience.category.name, empty: true }), brandVenues(platform, brand)]);
  const venueThemes = venues.find((venue) => venue.id === experience.venue)?.themes ?? [];
  return {
    frame,
    values: detailsValuesOf(experience),
    updated: experience.updated,
    category: experience.category.title,
    tags: tags.map((tag) => ({ name: tag.name, title: tag.title })),
    themes: [...new Set([...venueThemes, ...experience.themes])],
    cover: experience.images[0],
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { brand, experience } = await stepContext(context, params);
  return stepAction(request, context, { brandId: brand.id, experienceId: experience.id, step: "details", schema: detailsSchema, editOf: detailsEditOf });
}

export default function Details({ loaderData, actionData }: Route.ComponentProps) {
  const { frame, values, updated, category, tags, themes, cover } = loaderData;
  const { brand, experience } = frame;
  // At .../details/cover the cover form is its child's, with that form's answer.
  const coverForm = useOutlet();
  return (
    <StepFrame {...frame} current="details" back={backOf(brand, experience.id, "details", BRAND_PATHS.home(brand.id))}>
      <section id="experience-cover" aria-labelledby="experience-cover-title" className="mb-8 grid gap-4 rounded-xl border border-line p-4">
        <h2 id="experience-cover-title" className="text-lg font-semibold">
          Cover image
        </h2>
        <CurrentCover image={cover} name={experience.name} />
        {/* A new form after each upload: no preview of a file already sent. */}
        {coverForm ?? <CoverForm key={cover ?? ""} action={EXPERIENCE_EDITOR_PATHS.cover(brand.id, experience.id)} />}
      </section>
      <StepForm key={updated ?? ""} action={EXPERIENCE_EDITOR_PATHS.step(brand.id, experience.id, "details")} defaults={values} lastResult={replyOf(actionData)}>
        {(f) => (
          <>
            <Group legend="Tags and themes">
              {tags.length > 0 ? (
                <ChoiceGroup field={f("tags")} legend="Tags" hint={`The tags of ${category}: tick any that fit. Guests find it by them.`} type="checkbox" choices={tags.map((tag) => ({ value: tag.name, label: tag.title }))} />
              ) : (
                <p className="text-sm text-muted sm:col-span-2">{category} has no tags to choose from.</p>
              )}
              {themes.length > 0 ? (
                <ChoiceGroup field={f("themes")} legend="Themes" hint="Your venue's themes and this experience's: tick any that fit." type="checkbox" choices={themes.map((theme) => ({ value: theme, label: theme }))} />
              ) : null}
              <Field label={L.otherThemes} optional hint="More themes, separated by commas (for example: family, outdoors)." errors={f("otherThemes").errors} inputProps={inputPropsOf(f("otherThemes"), "text")} className="sm:col-span-2" />
            </Group>
            <Group legend="What a guest should know">
              <TextareaField label={L.amenities} optional hint="Separated by commas or lines." errors={f("amenities").errors} textareaProps={{ ...textareaPropsOf(f("amenities")), rows: 3 }} />
              <Field label={L.minAge} optional errors={f("minAge").errors} inputProps={{ ...inputPropsOf(f("minAge"), "text"), inputMode: "numeric" }} />
              <CheckboxField label={L.petFriendly} errors={f("petFriendly").errors} inputProps={inputPropsOf(f("petFriendly"), "checkbox")} />
            </Group>
          </>
        )}
      </StepForm>
    </StepFrame>
  );
}
