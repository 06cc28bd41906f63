import { Form, Link } from "react-router";
import type { SearchFormValues, SearchQuery } from "./search-query.server";
import { Field, FieldError } from "~/ui/forms";
import { SelectField } from "~/ui/select-field";
import { NearField } from "./near-field";

/*
 * The /experiences search: a GET form whose fields are the spec's filters. Phone first: the
 * keywords and the button are all it shows; every other filter sits in "Filters" (a <details>,
 * so it opens without JavaScript too), which says how many are set and opens when one is wrong.
 */

export type SearchFormOptions = {
  categories: { name: string; title: string; count: number }[];
  tags: { name: string; title: string }[];
  radii: readonly number[];
  timesOfDay: readonly { value: string; label: string }[];
  maxKeywords: number;
  maxParty: number;
};

/** The filters in the disclosure, each counted once when set (the distance only with a place). */
const FILTERS: (keyof SearchFormValues)[] = ["category", "from", "to", "guests", "tag", "time", "min", "max", "ageMin", "ageMax", "pets", "near"];

function isSet(value: SearchFormValues[keyof SearchFormValues]): boolean {
  return Array.isArray(value) ? value.length > 0 : Boolean(value);
}

export function SearchForm({ query, options }: { query: Pick<SearchQuery, "values" | "errors">; options: SearchFormOptions }) {
  const { values, errors } = query;
  const error = (name: keyof SearchFormValues) => (errors[name] ? [errors[name]] : undefined);
  const active = FILTERS.filter((name) => isSet(values[name])).length;
  const wrong = FILTERS.some((name) => errors[name]) || Boolean(errors.radius);
  // Remounts the fields when the search changes, so what they show follows the URL (back button).
  const key = JSON.stringify(values);
  return (
    <Form key={key} method="get" action="/experiences" role="search" aria-label="Experiences" className="grid gap-3 rounded-2xl border border-line bg-white p-4 sm:p-5">
      <div className="grid grid-cols-[minmax(0,1fr)_auto] items-end gap-2 sm:gap-3">
        <Field label="What are you looking for?" errors={error("q")} inputProps={{ name: "q", type: "search", defaultValue: values.q, maxLength: options.maxKeywords }} />
        <button type="submit" className="btn-primary h-11">
          Search
        </button>
      </div>

      <details open={wrong} className="group rounded-xl bg-mist px-4 py-3">
        <summary className="font-semibold">
          Filters
          {active > 0 ? ` (${active} active)` : null}
        </summary>
        <div className="mt-4 grid gap-5">
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <SelectField label="Category" errors={error("category")} selectProps={{ name: "category", defaultValue: values.category }}>
              <option value="">Any category</option>
              {options.categories.map((category) => (
                <option key={category.name} value={category.name}>
                  {category.title} ({category.count})
                </option>
              ))}
            </SelectField>
            <Field label="From" errors={error("from")} inputProps={{ name: "from", type: "date", defaultValue: values.from }} />
            <Field label="To" errors={error("to")} inputProps={{ name: "to", type: "date", defaultValue: values.to }} />
            <Field
              label="Guests"
              errors={error("guests")}
              inputProps={{ name: "guests", type: "number", inputMode: "numeric", min: 1, max: options.maxParty, defaultValue: values.guests }}
            />
          </div>
          <fieldset>
            <legend className="text-sm font-semibold">Time of day</legend>
            <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
              {options.timesOfDay.map((time) => (
                <label key={time.value} className="flex items-center gap-2 text-sm">
                  <input type="checkbox" name="time" value={time.value} defaultChecked={values.time.includes(time.value)} className="size-5 accent-ink" />
                  {time.label}
                </label>
              ))}
            </div>
          </fieldset>
          {/* items-start: a field with a hint or an error under it does not stretch the one beside it ("Near", "Within"). */}
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <Field label="Budget from ($)" errors={error("min")} inputProps={{ name: "min", inputMode: "decimal", defaultValue: values.min }} />
            <Field label="Budget up to ($)" errors={error("max")} inputProps={{ name: "max", inputMode: "decimal", defaultValue: values.max }} />
            <Field label="Youngest guest's age" errors={error("ageMin")} inputProps={{ name: "age_min", type: "number", min: 0, max: 120, defaultValue: values.ageMin }} />
            <Field label="Oldest guest's age" errors={error("ageMax")} inputProps={{ name: "age_max", type: "number", min: 0, max: 120, defaultValue: values.ageMax }} />
            <NearField defaultValue={values.near} errors={error("near")} />
            <SelectField label="Within" errors={error("radius")} selectProps={{ name: "radius", defaultValue: values.radius || "25" }}>
              {options.radii.map((radius) => (
                <option key={radius} value={radius}>
                  {radius} miles
                </option>
              ))}
            </SelectField>
          </div>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="pets" value="1" defaultChecked={values.pets} className="size-5 accent-ink" />
            Pet friendly
          </label>
          <FieldError id="tag-error" errors={error("tag")} />
          {options.tags.length > 0 ? (
            <fieldset aria-describedby={errors.tag ? "tag-error" : undefined}>
              <legend className="text-sm font-semibold">Tags</legend>
              <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
                {options.tags.map((tag) => (
                  <label key={tag.name} className="flex items-center gap-2 text-sm">
                    <input type="checkbox" name="tag" value={tag.name} defaultChecked={values.tag.includes(tag.name)} className="size-5 accent-ink" />
                    {tag.title}
                  </label>
                ))}
              </div>
            </fieldset>
          ) : null}
          <div className="flex flex-wrap items-center gap-3">
            <button type="submit" className="btn-primary">
              Show results
            </button>
            <Link to="/experiences" className="btn-secondary">
              Clear filters
            </Link>
          </div>
        </div>
      </details>
    </Form>
  );
}
