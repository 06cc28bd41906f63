import { BRAND_PATHS } from "~/areas/dashboard/dashboard-text";
import { useFormReply, type SubmissionResult } from "~/ui/form-reply";
import { Link } from "react-router";
import type { Route } from "./+types/new";
import { PlatformError } from "~/.server/platform";
import { fieldRefusalInWords } from "~/.server/forms/field-refusal";
import { FormRefusal } from "~/.server/forms/submission";
import { inputPropsOf } from "~/ui/field-props";
import { ColourField } from "~/ui/colour-field";
import { Field } from "~/ui/forms";
import { submitDashboardForm } from "~/areas/dashboard/member.server";
import { DashboardForm, replyOf } from "~/areas/dashboard/dashboard-form";
import { Section } from "~/areas/dashboard/dashboard-ui";
import { BRAND_LIMITS, BRAND_NOTICES, DEFAULT_BRAND_COLOURS } from "./brand-text";
import { pageMeta } from "~/areas/shell/meta";
import { START_BRAND_WORDS, startBrandSchema, type StartBrandFields } from "./new.schema";
import { brandOwnerCalls, type NewBrand } from "./brand-owner-calls.server";

/* /dashboard/brands/new: start a brand (the onboarding form); the brand's home afterwards. */

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Start a brand | Dashboard", "Start a brand: its name, username, address, website and colours.");

export async function action({ request, context }: Route.ActionArgs) {
  return submitDashboardForm(request, context, {
    schema: startBrandSchema,
    async submit(value, { platform }) {
      // Empty optional fields are left out: the platform keeps nothing for them.
      const body = Object.fromEntries(Object.entries(value).filter(([, typed]) => typed !== "")) as unknown as NewBrand;
      try {
        const brand = await brandOwnerCalls(platform).onboard(body);
        return { notice: BRAND_NOTICES.started(brand.name), to: BRAND_PATHS.home(brand.id) };
      } catch (error) {
        // A taken username (409) is about the username field, in the platform's words.
        if (error instanceof PlatformError && error.status === 409 && error.serverMessage) {
          throw new FormRefusal(error.serverMessage, 400, { username: [error.serverMessage] });
        }
        // The body's fields are named as the form's: a refusal naming one is shown at it, in the form's words.
        throw fieldRefusalInWords(error, START_BRAND_WORDS) ?? error;
      }
    },
  });
}

export default function StartBrand({ actionData }: Route.ComponentProps) {
  return (
    <Section id="start-brand" title="Start a brand">
      <p className="mb-6 text-muted">
        Your brand sells experiences, holds venues and has pages of its own at its username.{" "}
        <Link to={BRAND_PATHS.list} className="link">
          Back to your brands
        </Link>
      </p>
      <StartBrandForm lastResult={replyOf(actionData)} />
    </Section>
  );
}

function StartBrandForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const [form, fields] = useFormReply<StartBrandFields>({
    lastResult,
    defaultValue: { primaryColor: DEFAULT_BRAND_COLOURS.primary, secondaryColor: DEFAULT_BRAND_COLOURS.secondary },
    // Checked by the server (the same rules without JavaScript): zod stays out of the page's bundle.
    shouldValidate: "onSubmit",
  });
  type Name = keyof StartBrandFields;
  const field = (name: Name, label: string, props: { type?: "text" | "url"; autoComplete?: string; maxLength?: number; hint?: string; optional?: boolean; className?: string } = {}) => (
    <Field
      label={label}
      hint={props.hint}
      optional={props.optional}
      className={props.className}
      errors={fields[name].errors}
      inputProps={{ ...inputPropsOf(fields[name], props.type ?? "text"), autoComplete: props.autoComplete, maxLength: props.maxLength }}
    />
  );
  const colour = (name: "primaryColor" | "secondaryColor", label: string) => (
    <ColourField label={label} errors={fields[name].errors} inputProps={inputPropsOf(fields[name], "color")} />
  );
  return (
    <DashboardForm action={BRAND_PATHS.start} form={form} className="grid gap-4" submit={{ label: "Start my brand", pendingLabel: "Starting..." }}>
      <div className="grid gap-4 sm:grid-cols-2">
        {field("name", "Brand name", { autoComplete: "organization", maxLength: BRAND_LIMITS.name })}
        {field("username", "Username", {
          autoComplete: "off",
          maxLength: BRAND_LIMITS.username,
          hint: "3 to 32 letters, digits or hyphens: the address of your brand's pages.",
        })}
        {field("address", "Address", { autoComplete: "address-line1", maxLength: BRAND_LIMITS.address, optional: true, className: "sm:col-span-2" })}
        {field("address2", "Address line 2", { autoComplete: "address-line2", maxLength: BRAND_LIMITS.address, optional: true, className: "sm:col-span-2" })}
        {field("city", "City", { autoComplete: "address-level2", maxLength: BRAND_LIMITS.city, optional: true })}
        {field("state", "State", { autoComplete: "address-level1", maxLength: BRAND_LIMITS.state, optional: true })}
        {field("zipCode", "ZIP code", { autoComplete: "postal-code", maxLength: BRAND_LIMITS.zipCode, optional: true })}
        {field("website", "Website", { type: "url", autoComplete: "url", maxLength: BRAND_LIMITS.website, optional: true, hint: "https://…" })}
        {colour("primaryColor", "Primary colour")}
        {colour("secondaryColor", "Secondary colour")}
      </div>
    </DashboardForm>
  );
}
