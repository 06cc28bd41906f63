import { formAttributes, useFormReply } from "~/ui/form-reply";
import { Form, Link, redirect, redirectDocument, useNavigation } from "react-router";
import type { Route } from "./+types/membership-levels";
import { checkoutErrorMessage } from "./account-failures.server";
import { FormRefusal, submitForm } from "~/.server/forms/submission";
import { isSessionGone } from "~/.server/auth/accounts";
import { platformFor } from "~/.server/platform/connection";
import { checkoutReturnUrls } from "~/.server/platform/return-urls";
import { sessionFrom } from "~/.server/session/session";
import { AccountPage } from "./account-page";
import { FAILURES, MESSAGES } from "./account-forms";
import { pageMeta } from "~/areas/shell/meta";
import { radioGroupPropsOf } from "~/ui/field-props";
import { FormAlert, SubmitButton, useIsSubmitting } from "~/ui/forms";
import { membershipChoiceSchema, type MembershipChoiceFields } from "./membership-levels.schema";
import { membershipCalls } from "./membership-calls.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Select Membership Level", "Choose the membership level that fits your business.");

/** ?selectedIndex=N preselects a plan (0 Creator, 1 Alliance, 2 Collective, 3 Enterprise): the pricing page links that way. */
function selectedIndexOf(value: string | null): number | null {
  if (value === null || !/^[0-3]$/.test(value)) return null;
  return Number(value);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const selectedIndex = selectedIndexOf(new URL(request.url).searchParams.get("selectedIndex"));
  try {
    const plans = await membershipCalls(platformFor(request, context)).plans();
    const preselected = selectedIndex === null ? null : (plans.find((plan) => plan.tier === selectedIndex) ?? plans[selectedIndex] ?? null);
    return { plans, error: null, preselectedId: preselected?.id ?? null, signedIn: sessionFrom(context).signedIn };
  } catch {
    return { plans: [], error: "Membership levels could not be loaded. Please try again later.", preselectedId: null, signedIn: sessionFrom(context).signedIn };
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const platform = platformFor(request, context);
  return submitForm(request, {
    schema: membershipChoiceSchema,
    refusalStatus: 400,
    async submit({ planId }) {
      const plans = await membershipCalls(platform).plans();
      const index = plans.findIndex((plan) => plan.id === planId);
      if (index < 0) throw new FormRefusal(MESSAGES.selectLevel, 400, { planId: [MESSAGES.selectLevel] });
      const back = `/membership-levels?selectedIndex=${plans[index]!.tier ?? index}`;
      const signIn = redirect(`/sign-in?${new URLSearchParams({ redirectTo: back })}`);
      // Not signed in yet: the choice is kept in the address to come back to after signing in.
      if (!sessionFrom(context).signedIn) return signIn;

      try {
        const checkout = await membershipCalls(platform).checkout(planId, checkoutReturnUrls(request, back));
        if (!checkout.url) throw new FormRefusal(FAILURES.checkout.unsupported);
        // A whole-document redirect: the checkout page is not a route of this app (with JavaScript,
        // React Router would otherwise try to render it client-side).
        return redirectDocument(checkout.url, 303);
      } catch (error) {
        if (!isSessionGone(error)) throw error;
        sessionFrom(context).destroy();
        return signIn;
      }
    },
    // Spec platform-core §8, "Checkout".
    failure: checkoutErrorMessage,
  });
}

const price = (dollars: number) => dollars.toLocaleString("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

export default function MembershipLevels({ loaderData, actionData }: Route.ComponentProps) {
  const { plans, error, preselectedId, signedIn } = loaderData;
  const [form, fields] = useFormReply<MembershipChoiceFields>({
    lastResult: actionData?.result,
    defaultValue: { planId: preselectedId ?? undefined },
    shouldValidate: "onSubmit",
  });
  const navigation = useNavigation();
  const checkingOut = useIsSubmitting();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/membership-levels" && !navigation.formMethod;

  return (
    <AccountPage title="Select a membership level" lead="Choose the membership level that fits your business. You can change or pause it later." wide>
      {loading ? (
        <p role="status">Loading membership levels...</p>
      ) : error ? (
        <FormAlert message={error} />
      ) : plans.length === 0 ? (
        <p>No membership levels available.</p>
      ) : (
        <Form method="post" {...formAttributes(form)} className="grid gap-6">
          <fieldset aria-describedby={fields.planId.errors ? form.errorId : undefined}>
            <legend className="text-base font-semibold">Membership level</legend>
            <div className="mt-3 grid gap-3">
              {radioGroupPropsOf(
                fields.planId,
                plans.map((plan) => plan.id),
              ).map(({ key, ...radio }, index) => {
                const plan = plans[index]!;
                return (
                  <label
                    key={key}
                    className="flex cursor-pointer items-start gap-4 rounded-xl border border-line p-4 hover:border-ink has-[:checked]:border-ink has-[:checked]:bg-mist"
                  >
                    <input {...radio} aria-invalid={fields.planId.errors ? true : undefined} className="mt-1 size-5 shrink-0 accent-ink" />
                    <span className="grid gap-1">
                      <span className="flex flex-wrap items-baseline gap-x-3">
                        <span className="text-lg font-semibold">{plan.name}</span>
                        <span className="font-semibold">
                          {price(plan.price)}
                          <span className="font-normal text-muted"> per month</span>
                        </span>
                      </span>
                      {plan.description ? <span className="text-sm text-muted">{plan.description}</span> : null}
                    </span>
                  </label>
                );
              })}
            </div>
          </fieldset>
          <FormAlert id={form.errorId} message={form.errors?.[0]} />
          {!signedIn ? <p className="text-sm text-muted">You will be asked to log in before paying.</p> : null}
          <div className="flex flex-wrap gap-3">
            <Link to="/pricing" className="btn-secondary">
              Back
            </Link>
            <SubmitButton pending={checkingOut} pendingLabel="Starting checkout..." className="btn-primary">
              Checkout
            </SubmitButton>
          </div>
        </Form>
      )}
    </AccountPage>
  );
}
