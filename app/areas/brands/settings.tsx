import { useOutlet } from "react-router";
import type { Route } from "./+types/settings";
import { fieldRefusalInWords } from "~/.server/forms/field-refusal";
import { useFormReply, type SubmissionResult } from "~/ui/form-reply";
import { inputPropsOf } from "~/ui/field-props";
import { ColourField } from "~/ui/colour-field";
import { Field } from "~/ui/forms";
import { BRAND_PATHS } from "~/areas/dashboard/dashboard-text";
import { memberOf, submitDashboardForm } from "~/areas/dashboard/member.server";
import { DashboardForm, replyOf } from "~/areas/dashboard/dashboard-form";
import { Section, useFreshFormKey } from "~/areas/dashboard/dashboard-ui";
import type { Brand } from "~/areas/dashboard/own-brand-calls.server";
import { pageMeta } from "~/areas/shell/meta";
import { BRAND_LIMITS, BRAND_NOTICES, DEFAULT_BRAND_COLOURS } from "./brand-text";
import { brandOwnerCalls } from "./brand-owner-calls.server";
import { forgetOwnedBrands, ownedBrand } from "./owned-brand.server";
import { LogoForm } from "./logo-form";
import { BRAND_SETTINGS_WORDS, brandSettingsSchema, type BrandSettingsFields } from "./settings.schema";

/*
 * /dashboard/brands/:brandId/settings: the brand's name, contact fields (spec §3 Brand) and
 * colours (PUT /account/business/{id}), and its logo (a form of its own, posting to ./logo). The
 * username names the brand's public pages and is shown, not changed.
 */

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, `Settings of ${loaderData?.brand.name ?? "your brand"} | Dashboard`, "Your brand's name, contact details, colours and logo.");

export async function loader({ params, context }: Route.LoaderArgs) {
  return { brand: await ownedBrand(memberOf(context).platform, params.brandId) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  // Anyone else's brand is a 404 before its body is read.
  const brand = await ownedBrand(memberOf(context).platform, params.brandId);
  return submitDashboardForm(request, context, {
    schema: brandSettingsSchema,
    async submit(value, { platform }) {
      // A PUT: every field is sent, an empty one as null (cleared).
      const orNull = (typed: string) => typed || null;
      try {
        await brandOwnerCalls(platform).update(brand.id, {
          name: value.name,
          phone: orNull(value.phone),
          address: orNull(value.address),
          address2: orNull(value.address2),
          city: orNull(value.city),
          state: orNull(value.state),
          zipCode: orNull(value.zipCode),
          website: orNull(value.website),
          primaryColor: value.primaryColor,
          secondaryColor: value.secondaryColor,
        });
      } catch (error) {
        throw fieldRefusalInWords(error, BRAND_SETTINGS_WORDS) ?? error;
      }
      forgetOwnedBrands(platform);
      return { notice: BRAND_NOTICES.saved, to: BRAND_PATHS.screen(brand.id, "settings") };
    },
  });
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const { brand } = loaderData;
  // At …/settings/logo the logo form is its child's, with that form's answer.
  const logoForm = useOutlet();
  const lastResult = replyOf(actionData);
  return (
    <>
      <Section id="brand-settings" title="Settings">
        <p className="mb-6 text-muted">
          Your brand's address is <span className="font-semibold text-ink">/b/{brand.username}</span>: its username stays as it is.
        </p>
        <SettingsForm key={useFreshFormKey(lastResult)} brand={brand} lastResult={lastResult} />
      </Section>
      <Section id="brand-logo" title="Logo">
        {brand.logo ? (
          <img src={brand.logo} alt={`Current logo of ${brand.name}`} className="size-24 rounded-xl border border-line bg-white object-contain" />
        ) : (
          <p>No logo yet.</p>
        )}
        {logoForm ?? <LogoForm brandId={brand.id} />}
      </Section>
    </>
  );
}

function SettingsForm({ brand, lastResult }: { brand: Brand; lastResult: SubmissionResult<string[]> | undefined }) {
  const [form, fields] = useFormReply<BrandSettingsFields>({
    lastResult,
    defaultValue: {
      name: brand.name,
      phone: brand.phone ?? "",
      address: brand.address ?? "",
      address2: brand.address2 ?? "",
      city: brand.city ?? "",
      state: brand.state ?? "",
      zipCode: brand.postalCode ?? "",
      website: brand.website ?? "",
      primaryColor: brand.theme?.primary ?? DEFAULT_BRAND_COLOURS.primary,
      secondaryColor: brand.theme?.secondary ?? DEFAULT_BRAND_COLOURS.secondary,
    },
    // Checked by the server (the same rules without JavaScript): zod stays out of the page's bundle.
    shouldValidate: "onSubmit",
  });
  type Name = Exclude<keyof BrandSettingsFields, "primaryColor" | "secondaryColor">;
  const field = (name: Name, label: string, props: { type?: "text" | "url" | "tel"; autoComplete?: string; maxLength?: number; hint?: string; optional?: boolean; className?: string } = {}) => (
    <Field
      label={label}
      hint={props.hint}
      optional={props.optional ?? true}
      className={props.className}
      errors={fields[name].errors}
      inputProps={{ ...inputPropsOf(fields[name], props.type ?? "text"), autoComplete: props.autoComplete, maxLength: props.maxLength }}
    />
  );
  const colour = (name: "primaryColor" | "secondaryColor", label: string) => (
    <ColourField label={label} errors={fields[name].errors} inputProps={inputPropsOf(fields[name], "color")} />
  );
  return (
    <DashboardForm action={BRAND_PATHS.screen(brand.id, "settings")} form={form} className="grid gap-4" submit={{ label: "Save the brand", pendingLabel: "Saving..." }}>
      <div className="grid gap-4 sm:grid-cols-2">
        {field("name", "Brand name", { autoComplete: "organization", maxLength: BRAND_LIMITS.name, optional: false })}
        {field("phone", "Phone", { type: "tel", autoComplete: "tel", maxLength: BRAND_LIMITS.phone })}
        {field("address", "Address", { autoComplete: "address-line1", maxLength: BRAND_LIMITS.address, className: "sm:col-span-2" })}
        {field("address2", "Address line 2", { autoComplete: "address-line2", maxLength: BRAND_LIMITS.address, className: "sm:col-span-2" })}
        {field("city", "City", { autoComplete: "address-level2", maxLength: BRAND_LIMITS.city })}
        {field("state", "State", { autoComplete: "address-level1", maxLength: BRAND_LIMITS.state })}
        {field("zipCode", "ZIP code", { autoComplete: "postal-code", maxLength: BRAND_LIMITS.zipCode })}
        {field("website", "Website", { type: "url", autoComplete: "url", maxLength: BRAND_LIMITS.website, hint: "https://…" })}
        {colour("primaryColor", "Primary colour")}
        {colour("secondaryColor", "Secondary colour")}
      </div>
    </DashboardForm>
  );
}
