import type { Route } from "./+types/price";
import { stepAction, stepContext } from "./editor.server";
import { replyOf } from "~/areas/dashboard/dashboard-form";
import { EXPERIENCE_EDITOR_PATHS, EXPERIENCE_LABELS as L } from "./experience-text";
import { pageMeta } from "~/areas/shell/meta";
import { priceSchema } from "./form-schema.server";
import { priceEditOf, priceValuesOf } from "./form-body.server";
import { StepFrame, backOf } from "./step-frame";
import { ChoiceGroup, Group, StepForm } from "./step-form";
import { TiersFieldset, type TierValues } from "./tiers-fieldset";
import { CheckboxField, Field, TextareaField } from "~/ui/forms";
import { SelectField } from "~/ui/select-field";
import { inputPropsOf, textareaPropsOf } from "~/ui/field-props";
import { selectAttributes } from "~/ui/form-reply";
import { BRAND_PATHS } from "~/areas/dashboard/dashboard-text";
import { membershipTiers } from "~/.server/auth/own-profile";

/*
 * .../experiences/:experienceId/price: step 3, Price and guests. The price is per guest or per
 * booking, a choice always made (per guest preselected) and always sent; group sizes; who may
 * book; what cancelling gives back.
 */

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, `${loaderData?.frame.experience.name ?? "Experience"}: Price and guests | Dashboard`, "Edit your brand's experience.");

export async function loader({ params, context }: Route.LoaderArgs) {
  const { experience, frame } = await stepContext(context, params);
  return { frame, values: priceValuesOf(experience), updated: experience.updated, tiers: membershipTiers };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { brand, experience } = await stepContext(context, params);
  return stepAction(request, context, { brandId: brand.id, experienceId: experience.id, step: "price", schema: priceSchema, editOf: priceEditOf });
}

export default function Price({ loaderData, actionData }: Route.ComponentProps) {
  const { frame, values, updated, tiers } = loaderData;
  const dollars = "Dollars, such as 85 or 85.50.";
  return (
    <StepFrame {...frame} current="price" back={backOf(frame.brand, frame.experience.id, "price", BRAND_PATHS.home(frame.brand.id))}>
      <StepForm key={updated ?? ""} action={EXPERIENCE_EDITOR_PATHS.step(frame.brand.id, frame.experience.id, "price")} defaults={values} lastResult={replyOf(actionData)}>
        {(f, echoed) => (
          <>
            <Group legend="Price">
              <ChoiceGroup
                field={f("pricing")}
                legend="How the price is counted"
                type="radio"
                choices={[
                  { value: "guest", label: <><strong>Price per guest</strong>: a booking of 3 guests pays it 3 times.</> },
                  { value: "booking", label: <><strong>Price per booking</strong>: one price for the whole group.</> },
                ]}
              />
              <Field label={L.retailPrice} hint={dollars} errors={f("retailPrice").errors} inputProps={{ ...inputPropsOf(f("retailPrice"), "text"), inputMode: "decimal" }} />
              <Field label={L.memberPrice} optional hint="Empty: members pay the retail price." errors={f("memberPrice").errors} inputProps={{ ...inputPropsOf(f("memberPrice"), "text"), inputMode: "decimal" }} />
            </Group>
            <Group legend="Guests per booking">
              <Field label={L.minGuests} optional hint="1 when empty." errors={f("minGuests").errors} inputProps={{ ...inputPropsOf(f("minGuests"), "text"), inputMode: "numeric" }} />
              <Field label={L.maxGuests} errors={f("maxGuests").errors} inputProps={{ ...inputPropsOf(f("maxGuests"), "text"), inputMode: "numeric" }} />
            </Group>
            <Group legend="Who may book">
              <SelectField label={L.minimumTier} errors={f("minimumTier").errors} selectProps={selectAttributes(f("minimumTier"), { ariaAttributes: false })}>
                <option value="">Anyone</option>
                {tiers.map((tier, index) => (
                  <option key={tier} value={String(index)}>
                    {tier} and above
                  </option>
                ))}
              </SelectField>
              <CheckboxField label={L.membersOnly} errors={f("membersOnly").errors} inputProps={inputPropsOf(f("membersOnly"), "checkbox")} />
            </Group>
            <TextareaField label={L.cancellationPolicy} optional errors={f("cancellationPolicy").errors} textareaProps={{ ...textareaPropsOf(f("cancellationPolicy")), rows: 3 }} />
            <TiersFieldset formId="experience" initial={echoed ? tiersOf(echoed.tiers) : values.tiers} errorsOf={(name) => f(name).errors} />
          </>
        )}
      </StepForm>
    </StepFrame>
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
