import { useHydrated } from "remix-utils/use-hydrated";
import { useForm, type FieldMetadata, type SubmissionResult } from "~/ui/form-state";
import { inputPropsOf, textareaPropsOf } from "~/ui/conform-props";
import { CheckboxField, Field, FieldError, TextareaField } from "~/ui/forms";
import { SelectField } from "~/ui/select-field";
import { getSelectProps } from "~/ui/form-state";
import { DashboardForm } from "~/features/dashboard/dashboard-form";
import type { PlaceChoice } from "./place-choice";
import { PlaceCombobox } from "./place-combobox";
import { VENUE_LIMITS, VENUE_TIERS } from "./venue-text";

/* The venue's fields (new and edit): address with its place search, bookings, tier gating. */

export type VenueFormValues = Partial<Record<string, string | boolean | string[] | null>>;

const inputClass =
  "mt-1.5 block w-full rounded-lg border border-line bg-white px-3.5 py-2.5 text-base text-ink shadow-sm focus:border-ink focus:outline-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-magenta-ink aria-[invalid=true]:border-danger";

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
  const [form, fields] = useForm<Record<string, unknown>>({
    id: "venue-form",
    lastResult,
    defaultValue,
    shouldValidate: "onSubmit",
  });
  const field = (
    name: string,
    label: string,
    props: {
      type?: "text";
      autoComplete?: string;
      maxLength?: number;
      hint?: string;
      optional?: boolean;
      className?: string;
      inputMode?: "numeric" | "decimal";
    } = {},
  ) => (
    <Field
      label={label}
      hint={props.hint}
      optional={props.optional}
      className={props.className}
      errors={fields[name]!.errors}
      inputProps={{
        ...inputPropsOf(fields[name]!, props.type ?? "text"),
        autoComplete: props.autoComplete,
        maxLength: props.maxLength,
        inputMode: props.inputMode,
      }}
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
          maxLength: VENUE_LIMITS.name,
          className: "sm:col-span-2",
        })}
        {field("address", "Address", {
          autoComplete: "address-line1",
          maxLength: VENUE_LIMITS.address,
          optional: true,
          className: "sm:col-span-2",
        })}
        {field("address2", "Address line 2", {
          autoComplete: "address-line2",
          maxLength: VENUE_LIMITS.address,
          optional: true,
          className: "sm:col-span-2",
        })}
        <CityField city={fields.city!} action={action} places={places} placesUrl={placesUrl} />
        {field("state", "State", {
          autoComplete: "address-level1",
          maxLength: VENUE_LIMITS.state,
          optional: true,
        })}
        {field("postalCode", "ZIP code", {
          autoComplete: "postal-code",
          maxLength: VENUE_LIMITS.postalCode,
          optional: true,
        })}
        {field("country", "Country", {
          autoComplete: "country",
          maxLength: 2,
          hint: "Two letters: US, CA, GB…",
        })}
        {field("latitude", "Latitude", {
          optional: true,
          inputMode: "decimal",
          hint: "Filled in when you pick a place.",
        })}
        {field("longitude", "Longitude", {
          optional: true,
          inputMode: "decimal",
        })}
        {field("timezone", "Time zone", {
          maxLength: VENUE_LIMITS.timezone,
          hint: "As America/New_York or Europe/London: blackouts are written in it.",
        })}
        {field("capacity", "Capacity", {
          optional: true,
          inputMode: "numeric",
          hint: "Places per slot of every experience held here.",
        })}
        {field("themes", "Themes", {
          optional: true,
          maxLength: VENUE_LIMITS.list,
          hint: "Separated by commas: outdoors, water",
        })}
        {field("tags", "Tags", {
          optional: true,
          maxLength: VENUE_LIMITS.list,
          hint: "Separated by commas: dock, kayak",
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
            maxLength: VENUE_LIMITS.licenseText,
            rows: 2,
          }}
        />
      </fieldset>
      <fieldset className="grid gap-3">
        <legend className="text-sm font-semibold">Who may book here</legend>
        <SelectField
          label="Minimum membership tier"
          errors={fields.minimumTier!.errors}
          selectProps={getSelectProps(fields.minimumTier!, {
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
function CityField({ city, action, places, placesUrl }: { city: FieldMetadata; action: string; places: PlaceChoice[]; placesUrl: string }) {
  const hydrated = useHydrated();
  const invalid = Boolean(city.errors?.length);
  const hintId = `${city.id}-hint`;
  return (
    <div className="sm:col-span-2">
      <label htmlFor={city.id} className="block text-sm font-semibold text-ink">
        City <span className="font-normal text-muted">(optional)</span>
      </label>
      <p id={hintId} className="mt-1 text-sm text-muted">
        {hydrated ? "Type a town or city, then pick it from the list." : "Type a town or city, then find it to pick the place."}
      </p>
      <div className="flex flex-wrap items-start gap-2">
        <div className="min-w-0 flex-1">
          <PlaceCombobox
            placesUrl={placesUrl}
            inputProps={{
              ...inputPropsOf(city, "text"),
              id: city.id,
              maxLength: VENUE_LIMITS.city,
              className: inputClass,
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
