import type { InputHTMLAttributes } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { useFormReply, type FormReplyField, type SubmissionResult } from "~/ui/form-reply";
import { inputPropsOf, textareaPropsOf } from "~/ui/field-props";
import { CheckboxField, Field, FieldError, inputClass, TextareaField } from "~/ui/forms";
import { SelectField } from "~/ui/select-field";
import { selectAttributes } from "~/ui/form-reply";
import { DashboardForm } from "~/areas/dashboard/dashboard-form";
import type { PlaceChoice } from "./place-choice";
import { PlaceCombobox } from "./place-combobox";
import { VENUE_TIERS } from "./venue-text";

/* The venue's fields (new and edit): address with its place search, bookings, tier gating. */

type FieldOptions = { hint?: string; optional?: boolean; className?: string } & Pick<InputHTMLAttributes<HTMLInputElement>, "autoComplete" | "inputMode">;

export type VenueFormValues = Partial<Record<string, string | boolean | string[] | null>>;

export function VenueForm({
  action,
  lastResult,
  defaultValue,
  places,
  placesUrl,
  submit,
}: {
  action: string;
  lastResult: SubmissionResult<string[]> | undefined;
  defaultValue: VenueFormValues;
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
  // the server's to check (venue-fields.ts), with their message at the field: no maxLength shipped for them.
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
  return (
    <DashboardForm action={action} form={form} className="grid gap-4" submit={submit}>
      {/* Enter in a field saves: the form's first submit button is its default (Find comes before Save). */}
      <button type="submit" hidden tabIndex={-1} />
      <div className="grid gap-4 sm:grid-cols-2">
        {field("name", "Venue name", {
          className: "sm:col-span-2",
        })}
        {field("address", "Address", {
          autoComplete: "address-line1",
          optional: true,
          className: "sm:col-span-2",
        })}
        {field("address2", "Address line 2", {
          autoComplete: "address-line2",
          optional: true,
          className: "sm:col-span-2",
        })}
        <CityField city={fields.city!} action={action} places={places} placesUrl={placesUrl} />
        {field("state", "State", {
          autoComplete: "address-level1",
          optional: true,
        })}
        {field("postalCode", "ZIP code", {
          autoComplete: "postal-code",
          optional: true,
        })}
        {field("country", "Country", {
          autoComplete: "country",
          hint: "Two letters.",
        })}
        {field("latitude", "Latitude", {
          optional: true,
          inputMode: "decimal",
        })}
        {field("longitude", "Longitude", {
          optional: true,
          inputMode: "decimal",
        })}
        {field("timezone", "Time zone", {
          hint: "As America/Chicago.",
        })}
        {field("capacity", "Capacity", {
          optional: true,
          inputMode: "numeric",
          hint: "Places per slot.",
        })}
        {field("themes", "Themes", {
          optional: true,
          hint: "Commas between.",
        })}
        {field("tags", "Tags", {
          optional: true,
          hint: "Commas between.",
        })}
      </div>
      <fieldset className="grid gap-3">
        <legend className="text-sm font-semibold">Bookings and licence</legend>
        {check("available", "Taking bookings")}
        {check("parking", "Parking on site")}
        {check("licensed", "Licensed")}
        <TextareaField
          label="Licence"
          optional
          errors={fields.licenseText!.errors}
          textareaProps={{
            ...textareaPropsOf(fields.licenseText!),
            rows: 2,
          }}
        />
      </fieldset>
      <fieldset className="grid gap-3">
        <legend className="text-sm font-semibold">Who may book here</legend>
        <SelectField
          label="Minimum membership tier"
          errors={fields.minimumTier!.errors}
          selectProps={selectAttributes(fields.minimumTier!, {
            ariaAttributes: false,
          })}
        >
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

/**
 * The city, which finds the place: a combobox with JavaScript; without it, "Find address" sends the
 * form back with the places as radios, the one picked filling the address on the next submit.
 */
function CityField({ city, action, places, placesUrl }: { city: FormReplyField; action: string; places: PlaceChoice[]; placesUrl: string }) {
  const hydrated = useHydrated();
  const invalid = Boolean(city.errors?.length);
  const hintId = `${city.id}-hint`;
  return (
    <div className="sm:col-span-2">
      <label htmlFor={city.id} className="block text-sm font-semibold text-ink">
        City <span className="font-normal text-muted">(optional)</span>
      </label>
      <p id={hintId} className="mt-1 text-sm text-muted">
        Pick a place to fill in its state, country and map point.
      </p>
      <div className="flex flex-wrap items-start gap-2">
        <div className="min-w-0 flex-1">
          <PlaceCombobox
            placesUrl={placesUrl}
            inputProps={{
              ...inputPropsOf(city, "text"),
              id: city.id,
              className: `mt-1.5 ${inputClass}`,
              "aria-invalid": invalid || undefined,
              "aria-describedby": [hintId, invalid && city.errorId].filter(Boolean).join(" "),
            }}
          />
        </div>
        {hydrated ? null : (
          <button type="submit" name="intent" value="find" formAction={action} formNoValidate className="btn-secondary mt-1.5">
            Find address
          </button>
        )}
      </div>
      <FieldError id={city.errorId} errors={city.errors} />
      {places.length > 0 ? (
        <fieldset className="mt-3 grid gap-2 rounded-lg border border-line p-3">
          <legend className="px-1 text-sm font-semibold">Pick the place</legend>
          {places.map((place, index) => (
            <label key={place.id} className="flex items-center gap-2 text-sm">
              <input type="radio" name="place" value={place.value} defaultChecked={index === 0} className="size-4 accent-ink" />
              {place.label}
            </label>
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}
