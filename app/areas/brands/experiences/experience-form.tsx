import type { ReactNode } from "react";
import { Form } from "react-router";
import { formAttributes, selectAttributes, useFormReply, type FormReplyField, type SubmissionResult } from "~/ui/form-reply";
import { inputPropsOf, textareaPropsOf } from "~/ui/field-props";
import { CheckboxField, Field, SubmitButton, TextareaField, useIsSubmitting } from "~/ui/forms";
import { SelectField } from "~/ui/select-field";
import { AvailabilityFieldset, type WindowValues } from "./availability-fieldset";
import { ErrorSummary } from "./error-summary";
import { TiersFieldset, type TierValues } from "./tiers-fieldset";
import { EXPERIENCE_LABELS as L, experienceLabelOf } from "./experience-text";

/*
 * The experience editor (create and edit): every field of the experience, grouped in fieldsets
 * with legends, the weekly windows, and an error summary at the top linking to each refused field.
 * It posts to its own route; the server checks it (zod stays out of the bundle).
 */

export type EditorChoices = {
  categories: { name: string; title: string }[];
  venues: { id: string; name: string }[];
  tiers: readonly string[];
};

type Values = Record<string, unknown> & { windows?: WindowValues[]; tiers?: TierValues[] };

const FORM_ID = "experience";

export function ExperienceForm({
  action,
  choices,
  defaults,
  lastResult,
  submitLabel,
}: {
  action: string;
  choices: EditorChoices;
  defaults: Values;
  lastResult: SubmissionResult<string[]> | undefined;
  submitLabel: string;
}) {
  const [form, fields] = useFormReply<Record<string, unknown>>({ id: FORM_ID, lastResult, defaultValue: defaults, shouldValidate: "onSubmit" });
  const pending = useIsSubmitting({ formAction: action });
  const echoed = lastResult?.initialValue as Values | undefined;
  const windows = echoed ? windowsOf(echoed.windows) : (defaults.windows ?? []);
  const f = (name: string) => fields[name] as FormReplyField;
  const text = (name: string, extra: { hint?: string; optional?: boolean; inputMode?: "decimal" | "numeric"; type?: string; className?: string } = {}) => (
    <Field
      label={L[name]}
      hint={extra.hint}
      optional={extra.optional}
      className={extra.className}
      errors={f(name).errors}
      inputProps={{ ...inputPropsOf(f(name), "text"), ...(extra.type ? { type: extra.type } : {}), inputMode: extra.inputMode }}
    />
  );
  const area = (name: string, hint?: string) => (
    <TextareaField label={L[name]} hint={hint} optional errors={f(name).errors} textareaProps={{ ...textareaPropsOf(f(name)), rows: 3 }} />
  );
  const check = (name: string) => <CheckboxField label={L[name]} errors={f(name).errors} inputProps={inputPropsOf(f(name), "checkbox")} />;
  const select = (name: string, options: ReactNode) => (
    <SelectField label={L[name]} errors={f(name).errors} selectProps={selectAttributes(f(name), { ariaAttributes: false })}>
      {options}
    </SelectField>
  );
  const dollars = { inputMode: "decimal" as const, hint: "Dollars, such as 85 or 85.50." };
  const wordsHint = "Separated by commas or lines.";
  return (
    <Form method="post" action={action} {...formAttributes(form)} className="grid gap-8">
      {/* The first submit button is the one Enter presses: saving, not adding or removing a window. */}
      <button type="submit" name="intent" value="save" tabIndex={-1} aria-hidden="true" className="sr-only">
        {submitLabel}
      </button>
      <ErrorSummary formId={FORM_ID} formErrors={form.errors} fieldErrors={form.allErrors} labelOf={experienceLabelOf} />
      <Group legend="About the experience">
        {text("name")}
        {select(
          "category",
          <>
            <option value="">Choose a category</option>
            {choices.categories.map((category) => (
              <option key={category.name} value={category.name}>
                {category.title}
              </option>
            ))}
          </>,
        )}
        {text("tags", { optional: true, hint: "Tag names, separated by commas (for example: baking, bread)." })}
        <TextareaField label={L.description} optional errors={f("description").errors} textareaProps={{ ...textareaPropsOf(f("description")), rows: 5 }} />
      </Group>
      <Group legend="Where">
        {select(
          "venue",
          <>
            <option value="">No venue</option>
            {choices.venues.map((venue) => (
              <option key={venue.id} value={venue.id}>
                {venue.name}
              </option>
            ))}
          </>,
        )}
        {text("location", { optional: true, hint: "A town or area, such as Annapolis, MD." })}
        {text("address", { optional: true })}
        {text("timezone", { optional: true, hint: "The zone its times are in, such as America/New_York (the default)." })}
      </Group>
      <Group legend="Price">
        {text("retailPrice", dollars)}
        {text("memberPrice", { ...dollars, optional: true, hint: "Empty: members pay the retail price." })}
        {text("minPrice", { ...dollars, optional: true })}
        {check("perGuestPricing")}
      </Group>
      <Group legend="Guests">
        {text("minGuests", { optional: true, inputMode: "numeric", hint: "1 when empty." })}
        {text("maxGuests", { inputMode: "numeric" })}
        {text("minAge", { optional: true, inputMode: "numeric" })}
        {text("idealAgeYoungest", { optional: true, inputMode: "numeric" })}
        {text("idealAgeOldest", { optional: true, inputMode: "numeric" })}
        {check("petFriendly")}
      </Group>
      <Group legend="Duration and dates">
        {text("durationHours", { inputMode: "numeric" })}
        {text("durationMinutes", { inputMode: "numeric" })}
        {text("startTime", { type: "datetime-local", optional: true, hint: "In the experience's time zone; empty: from now on." })}
        {text("endTime", { type: "datetime-local", optional: true, hint: "Empty: no end." })}
        {check("advanceNoticeRequired")}
        {text("advanceNoticeTime", { optional: true, inputMode: "numeric" })}
        {select(
          "advanceNoticeUnit",
          <>
            <option value="minutes">Minutes</option>
            <option value="hours">Hours</option>
            <option value="days">Days</option>
          </>,
        )}
      </Group>
      <AvailabilityFieldset formId={FORM_ID} initial={windows} errorsOf={(name) => f(name).errors} />
      <TiersFieldset formId={FORM_ID} initial={echoed ? tiersOf(echoed.tiers) : (defaults.tiers ?? [])} errorsOf={(name) => f(name).errors} />
      <Group legend="Details">
        {area("cancellationPolicy")}
        {area("types", wordsHint)}
        {area("themes", wordsHint)}
        {area("amenities", wordsHint)}
        {area("additionalItems", wordsHint)}
        {area("disclaimer")}
        {check("transportationIncluded")}
        {text("transportationRadius", { optional: true, inputMode: "numeric", hint: "Miles." })}
        {text("transportationLeadTime", { optional: true, inputMode: "numeric", hint: "Minutes before the start." })}
      </Group>
      <Group legend="Who may book">
        {select(
          "minimumTier",
          <>
            <option value="">Anyone</option>
            {choices.tiers.map((tier, index) => (
              <option key={tier} value={String(index)}>
                {tier} and above
              </option>
            ))}
          </>,
        )}
        {check("membersOnly")}
      </Group>
      <div>
        <SubmitButton pending={pending} pendingLabel="Saving…" name="intent" value="save">
          {submitLabel}
        </SubmitButton>
      </div>
    </Form>
  );
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-lg font-semibold">{legend}</legend>
      {children}
    </fieldset>
  );
}

/** The tiers as the server echoed them. */
function tiersOf(echoed: unknown): TierValues[] {
  if (!Array.isArray(echoed)) return [];
  return echoed.map((tier: Record<string, unknown> | undefined) => ({
    hours: typeof tier?.hours === "string" ? tier.hours : "",
    percent: typeof tier?.percent === "string" ? tier.percent : "",
  }));
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
