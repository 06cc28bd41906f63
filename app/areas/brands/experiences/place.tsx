import type { Route } from "./+types/place";
import { brandVenues, stepAction, stepContext } from "./editor.server";
import { replyOf } from "~/areas/dashboard/dashboard-form";
import { EXPERIENCE_EDITOR_PATHS, EXPERIENCE_LABELS as L } from "./experience-text";
import { pageMeta } from "~/areas/shell/meta";
import { placeSchema } from "./form-schema.server";
import { addressOf, placeEditOf, placeValuesOf } from "./form-body.server";
import { StepFrame, backOf } from "./step-frame";
import { Group, StepForm, type StepFields } from "./step-form";
import { AvailabilityFieldset, type WindowValues } from "./availability-fieldset";
import { Field, CheckboxField } from "~/ui/forms";
import { SelectField } from "~/ui/select-field";
import { inputPropsOf } from "~/ui/field-props";
import { selectAttributes } from "~/ui/form-reply";
import { BRAND_PATHS } from "~/areas/dashboard/dashboard-text";

/*
 * .../experiences/:experienceId/place: step 2, Place and times. Held at one of the brand's venues,
 * the experience takes the venue's address, location, coordinates and time zone (its weekly times
 * are wall-clock times there); then how long it lasts and its weekly windows.
 */

const DEFAULT_ZONE = "America/New_York";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, `${loaderData?.frame.experience.name ?? "Experience"}: Place and times | Dashboard`, "Edit your brand's experience.");

export async function loader({ params, context }: Route.LoaderArgs) {
  const { platform, brand, experience, frame } = await stepContext(context, params);
  const venues = await brandVenues(platform, brand);
  return {
    frame,
    values: placeValuesOf(experience),
    updated: experience.updated,
    venues: venues.map((venue) => ({ id: venue.id, name: venue.name, address: addressOf(venue), timezone: venue.timezone })),
    place: { address: experience.address, location: experience.location, timezone: experience.timezone },
    zones: Intl.supportedValuesOf("timeZone"),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { platform, brand, experience } = await stepContext(context, params);
  return stepAction(request, context, {
    brandId: brand.id,
    experienceId: experience.id,
    step: "place",
    schema: placeSchema,
    async editOf(value) {
      // A venue that is not the brand's (or gone) is sent as typed: the platform refuses it at the field.
      const venue = value.venue ? ((await brandVenues(platform, brand)).find((v) => v.id === value.venue) ?? null) : null;
      const edit = placeEditOf(value, venue, experience.timezone || DEFAULT_ZONE);
      return value.venue && !venue ? { ...edit, experience: { ...edit.experience, venue: value.venue } } : edit;
    },
  });
}

export default function Place({ loaderData, actionData }: Route.ComponentProps) {
  const { frame, values, updated, venues, place, zones } = loaderData;
  const reply = replyOf(actionData);
  return (
    <StepFrame {...frame} current="place" back={backOf(frame.brand, frame.experience.id, "place", BRAND_PATHS.home(frame.brand.id))}>
      <StepForm key={updated ?? ""} action={EXPERIENCE_EDITOR_PATHS.step(frame.brand.id, frame.experience.id, "place")} defaults={values} lastResult={reply}>
        {(f, echoed) => (
          <>
            <Group
              legend="Where"
              hint={
                venues.length === 0 ? (
                  <>Your brand has no venue yet: add one from the brand's page to hold it there, or choose the time zone its times are in.</>
                ) : (
                  <>Held at a venue, it takes the venue's address, town and time zone.</>
                )
              }
            >
              <SelectField label={L.venue} errors={f("venue").errors} selectProps={selectAttributes(f("venue"), { ariaAttributes: false })}>
                <option value="">No venue</option>
                {venues.map((venue) => (
                  <option key={venue.id} value={venue.id}>
                    {venue.name}
                    {venue.address ? ` — ${venue.address}` : ""} ({venue.timezone.replace(/_/g, " ")})
                  </option>
                ))}
              </SelectField>
              <SelectField label="Time zone without a venue" errors={f("timezone").errors} selectProps={selectAttributes(f("timezone"), { ariaAttributes: false })}>
                {zones.map((zone) => (
                  <option key={zone} value={zone}>
                    {zone.replace(/_/g, " ")}
                  </option>
                ))}
              </SelectField>
              <dl aria-label="Where it is now" className="grid gap-1 rounded-xl bg-mist p-4 text-sm sm:col-span-2">
                <div>
                  <dt className="inline font-semibold">Address: </dt>
                  <dd className="inline">{place.address ?? "none yet"}</dd>
                </div>
                <div>
                  <dt className="inline font-semibold">Town: </dt>
                  <dd className="inline">{place.location ?? "none yet"}</dd>
                </div>
                <div>
                  <dt className="inline font-semibold">Times are in: </dt>
                  <dd className="inline">{place.timezone.replace(/_/g, " ")}</dd>
                </div>
              </dl>
            </Group>
            <Times f={f} />
            <AvailabilityFieldset formId="experience" initial={echoed ? windowsOf(echoed.windows) : values.windows} errorsOf={(name) => f(name).errors} />
          </>
        )}
      </StepForm>
    </StepFrame>
  );
}

function Times({ f }: { f: StepFields }) {
  const text = (name: string, extra: { hint?: string; optional?: boolean; type?: string } = {}) => (
    <Field
      label={L[name]}
      hint={extra.hint}
      optional={extra.optional}
      errors={f(name).errors}
      inputProps={{ ...inputPropsOf(f(name), "text"), ...(extra.type ? { type: extra.type } : { inputMode: "numeric" as const }) }}
    />
  );
  return (
    <Group legend="How long and when">
      {text("durationHours", { hint: "Hours, such as 2." })}
      {text("durationMinutes", { hint: "Minutes, such as 30." })}
      {text("startTime", { type: "datetime-local", optional: true, hint: "In its time zone; empty: from now on." })}
      {text("endTime", { type: "datetime-local", optional: true, hint: "Empty: no end." })}
      <CheckboxField label={L.advanceNoticeRequired} errors={f("advanceNoticeRequired").errors} inputProps={inputPropsOf(f("advanceNoticeRequired"), "checkbox")} />
      {text("advanceNoticeTime", { optional: true })}
      <SelectField label={L.advanceNoticeUnit} errors={f("advanceNoticeUnit").errors} selectProps={selectAttributes(f("advanceNoticeUnit"), { ariaAttributes: false })}>
        <option value="minutes">Minutes</option>
        <option value="hours">Hours</option>
        <option value="days">Days</option>
      </SelectField>
    </Group>
  );
}

/** The windows as the server echoed them (a single checkbox comes back as a string). */
function windowsOf(echoed: unknown): WindowValues[] {
  if (!Array.isArray(echoed)) return [];
  return echoed.map((window: Record<string, unknown> | undefined) => ({
    start: typeof window?.start === "string" ? window.start : "",
    end: typeof window?.end === "string" ? window.end : "",
    days: Array.isArray(window?.days) ? window.days.map(String) : typeof window?.days === "string" ? [window.days] : [],
  }));
}
