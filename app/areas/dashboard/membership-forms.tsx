import { selectAttributes, useFormReply, type SubmissionResult } from "~/ui/form-reply";
import { Link } from "react-router";
import { DASHBOARD_PATHS, MAX_PAUSE_MONTHS } from "./dashboard-text";
import { DashboardForm } from "./dashboard-form";
import { SelectField } from "~/ui/select-field";
import type { MembershipPlan } from "~/.server/auth/own-profile";
import { longDate } from "./summaries";

/*
 * The forms of one membership. Each posts to a route of its own under /dashboard/memberships,
 * which shows the memberships again with that form's answer (`lastResult`).
 */

type Reply = SubmissionResult<string[]> | undefined;

export function ChangePlanForm({ current, plans, lastResult }: { current: string; plans: MembershipPlan[]; lastResult: Reply }) {
  const [form, fields] = useFormReply<{ planId: string }>({ lastResult, shouldValidate: "onSubmit" });
  const select = selectAttributes(fields.planId, { ariaAttributes: false });
  return (
    <DashboardForm
      action={DASHBOARD_PATHS.changePlan}
      form={form}
      submit={{ label: "Change", pendingLabel: "Changing Plan...", className: "btn-secondary" }}
    >
      <SelectField label="Change to" errors={fields.planId.errors} selectProps={{ ...select, defaultValue: select.defaultValue ?? "" }}>
        <option value="" disabled>
          Choose a level
        </option>
        {plans
          .filter((plan) => plan.id !== current)
          .map((plan) => (
            <option key={plan.id} value={plan.id}>
              {plan.name} (${plan.price} per month)
            </option>
          ))}
      </SelectField>
    </DashboardForm>
  );
}

export function PauseForm({ planId, lastResult }: { planId: string; lastResult: Reply }) {
  const [form, fields] = useFormReply<{ planId: string; months: number }>({
    lastResult,
    defaultValue: { months: 1 },
    shouldValidate: "onSubmit",
  });
  return (
    <DashboardForm
      action={DASHBOARD_PATHS.pause}
      form={form}
      planId={planId}
      submit={{ label: "Pause", pendingLabel: "Pausing...", className: "btn-secondary" }}
    >
      <SelectField label="Pause for" errors={fields.months.errors} selectProps={selectAttributes(fields.months, { ariaAttributes: false })}>
        {Array.from({ length: MAX_PAUSE_MONTHS }, (_, i) => i + 1).map((months) => (
          <option key={months} value={months}>
            {months} {months === 1 ? "month" : "months"}
          </option>
        ))}
      </SelectField>
    </DashboardForm>
  );
}

export function UnpauseForm({ planId, lastResult }: { planId: string; lastResult: Reply }) {
  const [form] = useFormReply({ lastResult, shouldValidate: "onSubmit" });
  return (
    <DashboardForm
      action={DASHBOARD_PATHS.unpause}
      form={form}
      planId={planId}
      submit={{ label: "Unpause", pendingLabel: "Resuming...", className: "btn-secondary" }}
    />
  );
}

/** A cancelled membership kept after all: a change to the plan it is (its end is dropped). */
export function KeepForm({ planId, lastResult }: { planId: string; lastResult: Reply }) {
  const [form] = useFormReply({ lastResult, shouldValidate: "onSubmit" });
  return (
    <DashboardForm
      action={DASHBOARD_PATHS.changePlan}
      form={form}
      planId={planId}
      submit={{ label: "Keep membership", pendingLabel: "Keeping...", className: "btn-secondary" }}
    />
  );
}

/** A membership whose last payment failed: to its payment provider's page. */
export function PayForm({ planId, lastResult }: { planId: string; lastResult: Reply }) {
  const [form] = useFormReply({ lastResult, shouldValidate: "onSubmit" });
  return <DashboardForm action={DASHBOARD_PATHS.pay} form={form} planId={planId} submit={{ label: "Pay now", pendingLabel: "Opening checkout..." }} />;
}

/**
 * The second step of a cancellation: it asks, and keeping the membership changes nothing. It
 * ends at the end of the period paid for (`endsOn`), or at once when its last payment failed.
 */
export function CancelForm({ plan, endsOn, lastResult }: { plan: { id: string; name: string }; endsOn: string | null; lastResult: Reply }) {
  const [form] = useFormReply({ lastResult, shouldValidate: "onSubmit" });
  return (
    <DashboardForm
      action={DASHBOARD_PATHS.cancel}
      form={form}
      planId={plan.id}
      className="grid gap-3 rounded-lg bg-mist p-4"
      submit={{ label: "Yes, cancel membership", pendingLabel: "Cancelling..." }}
      aside={
        <Link to={DASHBOARD_PATHS.memberships} className="btn-secondary">
          Keep membership
        </Link>
      }
    >
      <p className="font-semibold">
        {endsOn
          ? `Cancel your ${plan.name} membership? It stays active until ${longDate(endsOn)}, then ends.`
          : `Cancel your ${plan.name} membership? You will lose its features at once.`}
      </p>
    </DashboardForm>
  );
}
