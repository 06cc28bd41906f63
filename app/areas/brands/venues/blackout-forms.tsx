import { Form } from "react-router";
import { useFormReply, type SubmissionResult } from "~/ui/form-reply";
import { inputPropsOf } from "~/ui/field-props";
import { Field } from "~/ui/forms";
import { DashboardForm } from "~/areas/dashboard/dashboard-form";

/* A venue's blackouts: each removed by a small form of its own, and the form adding one. */

export type BlackoutRow = { id: string; from: string; to: string };

export function BlackoutList({ action, blackouts, timezone }: { action: string; blackouts: BlackoutRow[]; timezone: string }) {
  if (blackouts.length === 0) return <p>No blackouts: every slot of the experiences held here can be booked.</p>;
  return (
    <ul className="grid gap-2" aria-label={`Blackouts (${timezone})`}>
      {blackouts.map((row) => (
        <li key={row.id} className="flex flex-wrap items-center gap-3 rounded-lg bg-mist px-4 py-3">
          <span>
            {row.from} to {row.to}
          </span>
          <Form method="post" action={action}>
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="blackout" value={row.id} />
            <button type="submit" className="btn-secondary text-sm">
              Remove
              <span className="sr-only">
                {" "}
                the blackout from {row.from} to {row.to}
              </span>
            </button>
          </Form>
        </li>
      ))}
    </ul>
  );
}

export function AddBlackoutForm({ action, timezone, lastResult }: { action: string; timezone: string; lastResult: SubmissionResult<string[]> | undefined }) {
  const [form, fields] = useFormReply<{ start: string; end: string }>({
    id: "blackout-form",
    lastResult,
    shouldValidate: "onSubmit",
  });
  const when = (name: "start" | "end", label: string) => (
    <Field
      label={label}
      hint={name === "start" ? `In the venue's time zone, ${timezone}.` : undefined}
      errors={fields[name].errors}
      inputProps={{
        ...inputPropsOf(fields[name], "text"),
        type: "datetime-local",
      }}
    />
  );
  return (
    <DashboardForm action={action} form={form} submit={{ label: "Add the blackout", pendingLabel: "Adding..." }}>
      <div className="grid gap-4 sm:grid-cols-2">
        {when("start", "Blackout starts")}
        {when("end", "Blackout ends")}
      </div>
    </DashboardForm>
  );
}
