import { Form, useNavigation } from "react-router";
import { formAttributes, useFormReply, type SubmissionResult } from "~/ui/form-reply";
import { FormAlert, SubmitButton } from "~/ui/forms";

/*
 * Rating a purchase: the experience from 1 to 5 and its host from 0 to 5 (spec §5), either or
 * both. The ratings are attached to the purchase's first ticket; rating again replaces them.
 */

type Fields = { intent: string; ticketId: string; experienceRating: number; providerRating: number };

export function RatingForm({
  action,
  ticketId,
  experienceRating,
  providerRating,
  lastResult,
}: {
  action: string;
  ticketId: string;
  experienceRating: number | null;
  providerRating: number | null;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const [form, fields] = useFormReply<Fields>({
    lastResult,
    shouldValidate: "onSubmit",
    defaultValue: { experienceRating: experienceRating ?? undefined, providerRating: providerRating ?? undefined },
  });
  // A saved rating answers with a redirect, no reply: the words of an earlier refused one must go
  // with it (useFormReply keeps the last reply across navigations), or they stay red beside the thanks.
  const refused = lastResult ? { experience: fields.experienceRating.errors, provider: fields.providerRating.errors, form: form.errors?.[0] ?? Object.values(form.allErrors).flat()[0] } : null;
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === "rate";
  return (
    <Form method="post" action={action} {...formAttributes(refused ? form : { ...form, errors: undefined })} className="mt-3 grid gap-4">
      <input type="hidden" name="intent" value="rate" />
      <input type="hidden" name="ticketId" value={ticketId} />
      <Stars legend="The experience" name="experienceRating" from={1} initial={fields.experienceRating.initialValue} errors={refused?.experience} />
      <Stars legend="The host" name="providerRating" from={0} initial={fields.providerRating.initialValue} errors={refused?.provider} />
      <FormAlert id={form.errorId} message={refused?.form} />
      <SubmitButton pending={pending} pendingLabel="Saving..." className="btn-primary">
        {experienceRating !== null || providerRating !== null ? "Update rating" : "Rate"}
      </SubmitButton>
    </Form>
  );
}

function Stars({ legend, name, from, initial, errors }: { legend: string; name: string; from: number; initial: unknown; errors: string[] | undefined }) {
  const values = Array.from({ length: 6 - from }, (_, index) => from + index);
  return (
    <fieldset aria-invalid={errors ? true : undefined}>
      <legend className="text-sm font-semibold">
        {legend} ({from} to 5 stars)
      </legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {values.map((value) => (
          <label key={value} className="flex cursor-pointer items-center gap-1.5 rounded-lg border border-line px-2.5 py-1.5 text-sm has-checked:border-ink has-checked:bg-mist">
            <input type="radio" name={name} value={value} defaultChecked={String(initial) === String(value)} className="accent-ink" />
            {value} <span className="sr-only">{value === 1 ? "star" : "stars"}</span>
            <span aria-hidden="true">★</span>
          </label>
        ))}
      </div>
      {errors ? <p className="mt-1.5 text-sm font-medium text-danger">{errors[0]}</p> : null}
    </fieldset>
  );
}
