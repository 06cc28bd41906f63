import type { InputHTMLAttributes } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { useFormReply, type FormReplyField, type FormReplyForm, type SubmissionResult } from "~/ui/form-reply";
import { inputPropsOf, textareaPropsOf } from "~/ui/field-props";
import { CheckboxField, Field, FieldError, inputClass, TextareaField } from "~/ui/forms";
import { SelectField } from "~/ui/select-field";
import { selectAttributes } from "~/ui/form-reply";
import { DashboardForm } from "~/areas/dashboard/dashboard-form";
import { wordsOf, type Choice, type PlaceChoice, type VenueChoices } from "./place-choice";
import { PlaceCombobox } from "./place-combobox";
import { VENUE_FIELD_LABELS, VENUE_MESSAGES, VENUE_TIERS } from "./venue-text";

/*
 * The venue's fields (new and edit): its place (one search filling the city, state, country, map
 * point and time zone), address, country and zone from lists, themes and tags picked from those in
 * use or added, bookings, tier gating.
 */

type FieldOptions = { hint?: string; optional?: boolean; className?: string } & Pick<InputHTMLAttributes<HTMLInputElement>, "autoComplete" | "inputMode">;

export type VenueFormValues = Partial<Record<string, string | boolean | string[] | null>>;

export function VenueForm({
  action,
  lastResult,
  defaultValue,
  choices,
  places,
  placesUrl,
  submit,
}: {
  action: string;
  lastResult: SubmissionResult<string[]> | undefined;
  defaultValue: VenueFormValues;
  choices: VenueChoices;
  places: PlaceChoice[];
  placesUrl: string;
  submit: { label: string; pendingLabel: string };
}) {
  const [form, fields] = useFormReply<Record<string, unknown>>({
    id: "venue-form",
    lastResult,
    defaultValue,
    shouldValidate: "onSubmit",
  });
  // What is not the field's own (hint, optional, layout) goes on its input (autoComplete, inputMode). Lengths are
  // the server's to check (venue-fields.server.ts), with their message at the field: no maxLength shipped for them.
  const field = (name: string, label: string, { hint, optional, className, ...input }: FieldOptions = {}) => (
    <Field
      label={label}
      hint={hint}
      optional={optional}
      className={className}
      errors={fields[name]!.errors}
      inputProps={{ ...inputPropsOf(fields[name]!, "text"), ...input }}
    />
  );
  const check = (name: string, label: string) => (
    <CheckboxField label={label} errors={fields[name]!.errors} inputProps={inputPropsOf(fields[name]!, "checkbox")} />
  );
  const zone = String(fields.timezone!.initialValue ?? "");
  const zones = zone === "" || choices.zones.includes(zone) ? choices.zones : [...choices.zones, zone].sort();
  return (
    <DashboardForm action={action} form={form} className="grid gap-4" submit={submit} summary={summaryOf(form)}>
      {/* Enter in a field saves: the form's first submit button is its default (Search places comes before Save). */}
      <button type="submit" hidden tabIndex={-1} />
      <div className="grid gap-4 sm:grid-cols-2">
        {field("name", "Venue name", { className: "sm:col-span-2" })}
        <PlaceField fields={fields} action={action} places={places} placesUrl={placesUrl} />
        {field("address", "Address", { autoComplete: "address-line1", optional: true, className: "sm:col-span-2" })}
        {field("address2", "Address line 2", { autoComplete: "address-line2", optional: true })}
        {field("postalCode", "ZIP code", { autoComplete: "postal-code", optional: true })}
        {/* In a box of its own, as the zone's (with its hint) is: the grid's row does not stretch the select. */}
        <div>
          <SelectField label="Country" errors={fields.country!.errors} selectProps={{ ...selectAttributes(fields.country!, { ariaAttributes: false }), autoComplete: "country" }}>
            {choices.countries.map((country) => (
              <option key={country.value} value={country.value}>
                {country.label}
              </option>
            ))}
          </SelectField>
        </div>
        <div>
          <SelectField label="Time zone" errors={fields.timezone!.errors} selectProps={{ ...selectAttributes(fields.timezone!, { ariaAttributes: false }), "aria-describedby": `${fields.timezone!.id}-hint` }}>
            {zones.map((name) => (
              <option key={name} value={name}>
                {name.replaceAll("_", " ")}
              </option>
            ))}
          </SelectField>
          <p id={`${fields.timezone!.id}-hint`} className="mt-1 text-sm text-muted">
            Set from the place you pick. Change it only if the venue keeps another.
          </p>
        </div>
        {field("capacity", "Capacity", { optional: true, inputMode: "numeric", hint: "Places per slot." })}
      </div>
      <ChoiceGroup legend="Themes" name="themes" field={fields.themes!} options={choices.themes} added={fields.newThemes!} addLabel="New themes" example="river view, rooftop" none="No venue has a theme yet." />
      <ChoiceGroup legend="Tags" name="tags" field={fields.tags!} options={choices.tags} added={fields.newTags!} addLabel="New tags" example="wheelchair access, bar" none="No venue has a tag yet." />
      <fieldset className="grid gap-3">
        <legend className="text-sm font-semibold">Bookings and licence</legend>
        {check("available", "Taking bookings")}
        {check("parking", "Parking on site")}
        {check("licensed", "Licensed")}
        <TextareaField label="Licence" optional errors={fields.licenseText!.errors} textareaProps={{ ...textareaPropsOf(fields.licenseText!), rows: 2 }} />
      </fieldset>
      <fieldset className="grid gap-3">
        <legend className="text-sm font-semibold">Who may book here</legend>
        <SelectField label="Minimum membership tier" errors={fields.minimumTier!.errors} selectProps={selectAttributes(fields.minimumTier!, { ariaAttributes: false })}>
          <option value="">None: any tier</option>
          {VENUE_TIERS.map((tier, index) => (
            <option key={tier} value={String(index)}>
              {tier} or above
            </option>
          ))}
        </SelectField>
        {check("membersOnly", "Members only")}
      </fieldset>
    </DashboardForm>
  );
}

/** Above the button: the form's own message, else with several fields wrong, which ones (each says why at itself). */
function summaryOf(form: FormReplyForm): string | undefined {
  if (form.errors?.length) return undefined;
  // In the form's order (the labels' own); a hidden field of the place is the Place's.
  const order = Object.keys(VENUE_FIELD_LABELS);
  const names = Object.keys(form.allErrors).map((name) => name.replace(/\[.*$/, "")).map((name) => (order.includes(name) ? name : "place"));
  const labels = [...new Set(names.sort((a, b) => order.indexOf(a) - order.indexOf(b)))].map((name) => VENUE_FIELD_LABELS[name]!);
  return labels.length > 1 ? VENUE_MESSAGES.several(labels) : undefined;
}

/** Those in use as checkboxes (the venue's own ticked), and a field for new ones. */
function ChoiceGroup({ legend, name, field, options, added, addLabel, example, none }: { legend: string; name: string; field: FormReplyField; options: Choice[]; added: FormReplyField; addLabel: string; example: string; none: string }) {
  const initial = field.initialValue;
  const ticked = Array.isArray(initial) ? initial.map(String) : typeof initial === "string" ? [initial] : [];
  // A ticked one nobody else uses any more is still offered.
  const all = [...options, ...ticked.filter((value) => !options.some((option) => option.value === value)).map((value) => ({ value, label: wordsOf(value) }))];
  return (
    <fieldset className="grid gap-3" aria-describedby={field.errors ? field.errorId : undefined}>
      <legend className="text-sm font-semibold">{legend}</legend>
      {all.length === 0 ? (
        <p className="text-sm text-muted">{none}</p>
      ) : (
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {all.map((option) => (
            <label key={option.value} className="flex items-center gap-2 text-sm">
              <input type="checkbox" name={name} value={option.value} id={`${field.id}-${option.value}`} defaultChecked={ticked.includes(option.value)} className="size-5 rounded border-line accent-ink" />
              {option.label}
            </label>
          ))}
        </div>
      )}
      <FieldError id={field.errorId} errors={field.errors} />
      <Field label={addLabel} optional hint={`Several with commas between, like ${example}.`} errors={added.errors} inputProps={inputPropsOf(added, "text")} />
    </fieldset>
  );
}

/**
 * The place: a combobox with JavaScript; without it, "Search places" sends the form back with the
 * places as radios, the one picked applied on the next submit. What a pick sets are hidden fields,
 * shown as one line; the country and the zone are the selects'.
 */
function PlaceField({ fields, action, places, placesUrl }: { fields: Record<string, FormReplyField>; action: string; places: PlaceChoice[]; placesUrl: string }) {
  const hydrated = useHydrated();
  const place = fields.place!;
  const invalid = Boolean(place.errors?.length);
  const hintId = `${place.id}-hint`;
  const lineId = `${place.id}-line`;
  const label = String(fields.placeLabel!.initialValue ?? "");
  const hidden = (name: string) => <input {...inputPropsOf(fields[name]!, "text")} type="hidden" />;
  return (
    <div className="sm:col-span-2">
      <label htmlFor={place.id} className="block text-sm font-semibold text-ink">
        Place <span className="font-normal text-muted">(optional)</span>
      </label>
      <p id={hintId} className="mt-1 text-sm text-muted">
        A town or city. Pick it from the list to fill in its state, country, map point and time zone.
      </p>
      <div className="flex flex-wrap items-start gap-2">
        <div className="min-w-0 flex-1">
          <PlaceCombobox
            placesUrl={placesUrl}
            lineId={lineId}
            inputProps={{
              ...inputPropsOf(place, "text"),
              id: place.id,
              className: `mt-1.5 ${inputClass}`,
              "aria-invalid": invalid || undefined,
              "aria-describedby": [hintId, lineId, invalid && place.errorId].filter(Boolean).join(" "),
            }}
          />
        </div>
        {hydrated ? null : (
          <button type="submit" name="intent" value="find" formAction={action} formNoValidate className="btn-secondary mt-1.5">
            Search places
          </button>
        )}
      </div>
      <FieldError id={place.errorId} errors={place.errors} />
      <p id={lineId} className="mt-1.5 text-sm text-ink">
        {label ? `Picked: ${label}.` : "No place picked yet."}
      </p>
      {hidden("placeLabel")}
      {hidden("city")}
      {hidden("state")}
      {hidden("latitude")}
      {hidden("longitude")}
      {places.length > 0 ? (
        <fieldset className="mt-3 grid gap-2 rounded-lg border border-line p-3">
          <legend className="px-1 text-sm font-semibold">Pick the place</legend>
          {places.map((choice, index) => (
            <label key={choice.id} className="flex items-center gap-2 text-sm">
              <input type="radio" name="pickedPlace" value={choice.value} defaultChecked={index === 0} className="size-4 accent-ink" />
              {choice.label}
            </label>
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}
