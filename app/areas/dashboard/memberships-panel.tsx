import type { SubmissionResult } from "~/ui/form-reply";
import { Link, useOutletContext, useSearchParams } from "react-router";
import { FormAlert } from "~/ui/forms";
import { DASHBOARD_PATHS } from "./dashboard-text";
import { Section } from "./dashboard-ui";
import { replyOf } from "./dashboard-form";
import { CancelForm, ChangePlanForm, KeepForm, PauseForm, PayForm, UnpauseForm } from "./membership-forms";
import { ActiveBadge, NoMembership, PastDueBadge, PausedBadge, PendingChange, PeriodState } from "./summaries";
import type { MembershipPlan, User } from "~/.server/auth/own-profile";

/** What /dashboard/memberships gives the routes below it (their page is this one, with their form's answer). */
export type MembershipsData = { user: User; plans: MembershipPlan[] };

export type MembershipForm = "change" | "pause" | "unpause" | "cancel" | "pay";

/** The answer of one membership form, shown on that form. */
export type SentForm = { form: MembershipForm; result: SubmissionResult<string[]> | undefined };

/**
 * The memberships, each with when its paid period renews or ends and what can be done to it:
 * change, pause or cancel an active one (a cancellation asks first: `confirmCancel` is the plan it
 * asks about), keep one cancelled at its period's end, pay one whose last payment failed, unpause
 * a paused one.
 */
export function MembershipsPanel({
  user,
  plans,
  sent,
  confirmCancel,
}: MembershipsData & { sent?: SentForm; confirmCancel?: string | null }) {
  const active = user.subscriptionPlans ?? [];
  const paused = user.pausedSubscriptions ?? [];
  const sentPlan = sent?.result?.initialValue?.["planId"];
  // The answer for a form of this plan (a change is about the membership, whatever plan it names).
  const replyFor = (form: MembershipForm, planId: string) =>
    sent?.form === form && (form === "change" || sentPlan === planId) ? sent.result : undefined;
  const shown =
    sent?.form === "change"
      ? active.length > 0
      : sent?.form === "unpause"
        ? paused.some(({ subscription }) => subscription.id === sentPlan)
        : active.some((plan) => plan.id === sentPlan);
  const asking = confirmCancel ?? (sent?.form === "cancel" && typeof sentPlan === "string" ? sentPlan : null);
  return (
    <Section id="memberships" title="Memberships">
      {active.length === 0 && paused.length === 0 ? <NoMembership /> : null}
      <ul className="grid gap-4">
        {active.map((plan) => {
          const pastDue = plan.status === "past_due";
          const cancelLink = (
            <p>
              <Link to={`${DASHBOARD_PATHS.cancel}?${new URLSearchParams({ plan: plan.id })}`} className="link text-sm">
                Cancel membership
              </Link>
            </p>
          );
          return (
            <li key={plan.id} className="grid gap-3 rounded-xl border border-line p-4" aria-label={`${plan.name} membership`}>
              <p>
                <span className="text-lg font-semibold">{plan.name}</span> {pastDue ? <PastDueBadge /> : <ActiveBadge />}
              </p>
              <PeriodState membership={plan} />
              {plan.pendingPlan ? <PendingChange plan={plan.pendingPlan.name} from={plan.pendingFrom} /> : null}
              {asking === plan.id ? (
                <CancelForm plan={plan} endsOn={pastDue ? null : plan.currentPeriodEnd} lastResult={replyFor("cancel", plan.id)} />
              ) : pastDue ? (
                <>
                  <PayForm planId={plan.id} lastResult={replyFor("pay", plan.id)} />
                  {cancelLink}
                </>
              ) : plan.cancelAtPeriodEnd ? (
                <KeepForm planId={plan.id} lastResult={replyFor("change", plan.id)} />
              ) : (
                <>
                  <p className="text-sm text-muted">
                    A pricier level is paid for at checkout; a cheaper one starts when the period you paid for ends.
                  </p>
                  <ChangePlanForm current={plan.id} plans={plans} lastResult={replyFor("change", plan.id)} />
                  <PauseForm planId={plan.id} lastResult={replyFor("pause", plan.id)} />
                  {cancelLink}
                </>
              )}
            </li>
          );
        })}
        {paused.map(({ subscription, endDate }) => (
          <li key={subscription.id} className="grid gap-3 rounded-xl border border-line p-4" aria-label={`${subscription.name} membership`}>
            <p>
              <span className="text-lg font-semibold">{subscription.name}</span> <PausedBadge endDate={endDate} />
            </p>
            <UnpauseForm planId={subscription.id} lastResult={replyFor("unpause", subscription.id)} />
          </li>
        ))}
      </ul>
      {/* An answer about a membership not (or no longer) on this page: said here. */}
      {sent?.result && !shown ? (
        <div className="mt-3">
          <FormAlert message={sent.result.error ? Object.values(sent.result.error).flat()[0] : undefined} />
        </div>
      ) : null}
    </Section>
  );
}

/**
 * The page of a membership form's route (/dashboard/memberships/change, …): the memberships it
 * gets from /dashboard/memberships, with this form's answer. The cancel route's GET ?plan=… asks
 * about that plan.
 */
export function MembershipsAnswer({ form, actionData }: { form: MembershipForm; actionData: unknown }) {
  const [search] = useSearchParams();
  const data = useOutletContext<MembershipsData>();
  return (
    <MembershipsPanel
      {...data}
      sent={{ form, result: replyOf(actionData) }}
      confirmCancel={form === "cancel" ? search.get("plan") : null}
    />
  );
}
