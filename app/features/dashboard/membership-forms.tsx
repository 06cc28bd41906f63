import { getFormProps, getSelectProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "react-router";
import type { MembershipPlan } from "~/.server/platform";
import { FormAlert, SubmitButton } from "~/ui/forms";
import { DASHBOARD_PATHS, MAX_PAUSE_MONTHS } from "./dashboard-text";
import { summaryOf, useSending } from "./dashboard-ui";
import { SelectField } from "./fields";

/*
 * The forms of one membership. Each posts to a route of its own under /dashboard/memberships,
 * which shows the memberships again with that form's answer (`lastResult`).
 */

type Reply = SubmissionResult<string[]> | undefined;

export function ChangePlanForm({ current, plans, lastResult }: { current: string; plans: MembershipPlan[]; lastResult: Reply }) {
  const [form, fields] = useForm<{ planId: string }>({ lastResult, shouldValidate: "onSubmit" });
  const changing = useSending(DASHBOARD_PATHS.changePlan);
  const select = getSelectProps(fields.planId, { ariaAttributes: false });
  return (
    <Form method="post" action={DASHBOARD_PATHS.changePlan} {...getFormProps(form)} className="grid gap-3">
      <div className="flex flex-wrap items-end gap-3">
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
        <SubmitButton pending={changing} pendingLabel="Changing Plan..." className="btn-secondary">
          Change
        </SubmitButton>
      </div>
      <FormAlert id={form.errorId} message={summaryOf(form)} />
    </Form>
  );
}

export function PauseForm({ planId, lastResult }: { planId: string; lastResult: Reply }) {
  const [form, fields] = useForm<{ planId: string; months: number }>({
    lastResult,
    defaultValue: { months: 1 },
    shouldValidate: "onSubmit",
  });
  const pausing = useSending(DASHBOARD_PATHS.pause, planId);
  return (
    <Form method="post" action={DASHBOARD_PATHS.pause} {...getFormProps(form)} className="grid gap-3">
      <input type="hidden" name="planId" value={planId} />
      <div className="flex flex-wrap items-end gap-3">
        <SelectField label="Pause for" errors={fields.months.errors} selectProps={getSelectProps(fields.months, { ariaAttributes: false })}>
          {Array.from({ length: MAX_PAUSE_MONTHS }, (_, i) => i + 1).map((months) => (
            <option key={months} value={months}>
              {months} {months === 1 ? "month" : "months"}
            </option>
          ))}
        </SelectField>
        <SubmitButton pending={pausing} pendingLabel="Pausing..." className="btn-secondary">
          Pause
        </SubmitButton>
      </div>
      <FormAlert id={form.errorId} message={summaryOf(form)} />
    </Form>
  );
}

export function UnpauseForm({ planId, lastResult }: { planId: string; lastResult: Reply }) {
  const [form] = useForm({ lastResult, shouldValidate: "onSubmit" });
  const resuming = useSending(DASHBOARD_PATHS.unpause, planId);
  return (
    <Form method="post" action={DASHBOARD_PATHS.unpause} {...getFormProps(form)} className="grid gap-3">
      <input type="hidden" name="planId" value={planId} />
      <div>
        <SubmitButton pending={resuming} pendingLabel="Resuming..." className="btn-secondary">
          Unpause
        </SubmitButton>
      </div>
      <FormAlert id={form.errorId} message={summaryOf(form)} />
    </Form>
  );
}

/** The second step of a cancellation: it asks, and keeping the membership changes nothing. */
export function CancelForm({ plan, lastResult }: { plan: { id: string; name: string }; lastResult: Reply }) {
  const [form] = useForm({ lastResult, shouldValidate: "onSubmit" });
  const cancelling = useSending(DASHBOARD_PATHS.cancel, plan.id);
  return (
    <Form method="post" action={DASHBOARD_PATHS.cancel} {...getFormProps(form)} className="grid gap-3 rounded-lg bg-mist p-4">
      <input type="hidden" name="planId" value={plan.id} />
      <p className="font-semibold">Cancel your {plan.name} membership? You will lose its features at once.</p>
      <FormAlert id={form.errorId} message={summaryOf(form)} />
      <div className="flex flex-wrap gap-3">
        <SubmitButton pending={cancelling} pendingLabel="Cancelling...">
          Yes, cancel membership
        </SubmitButton>
        <Link to={DASHBOARD_PATHS.memberships} className="btn-secondary">
          Keep membership
        </Link>
      </div>
    </Form>
  );
}
