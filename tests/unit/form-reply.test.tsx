import * as conform from "@conform-to/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import * as formReply from "../../app/ui/form-reply";

/*
 * app/ui/form-reply.ts stands in for @conform-to/react in the browser. A page must render the same
 * markup with it as with conform (ids, names, values typed, checked boxes, aria wiring), with and
 * without a reply from the server, or a page without JavaScript would change.
 */

/** Our names, laid over conform's so one page renders with either. */
const local = {
  useForm: formReply.useFormReply,
  getFormProps: formReply.formAttributes,
  getInputProps: formReply.inputAttributes,
  getSelectProps: formReply.selectAttributes,
  getTextareaProps: formReply.textareaAttributes,
  getCollectionProps: formReply.choiceAttributes,
};

type Fields = { name: string; email: string; message: string; plan: string; mayCall: boolean; interests: string[] };
type Api = typeof local | typeof conform;

function Page({ api, lastResult }: { api: Api; lastResult?: conform.SubmissionResult<string[]> }) {
  const useForm = api.useForm as typeof local.useForm;
  const [form, fields] = useForm<Fields>({ lastResult, defaultValue: { name: "Ada", mayCall: true, interests: ["b"] }, shouldValidate: "onSubmit" });
  const { onSubmit: _onSubmit, ...formProps } = api.getFormProps(form as never) as Record<string, unknown>;
  const input = (field: unknown, type: string) => {
    const { key: _key, ...props } = api.getInputProps(field as never, { type: type as "text" }) as Record<string, unknown>;
    return <input {...props} />;
  };
  return (
    <form {...formProps}>
      {input(fields.name, "text")}
      {input(fields.email, "email")}
      {input(fields.mayCall, "checkbox")}
      <textarea {...(api.getTextareaProps(fields.message as never) as object)} />
      <select {...(api.getSelectProps(fields.plan as never, { ariaAttributes: false }) as object)} />
      {(api.getCollectionProps(fields.interests as never, { type: "checkbox", options: ["a", "b", "c"] }) as Record<string, unknown>[]).map(
        ({ key, ...props }) => <input key={String(key)} {...props} />,
      )}
      <p id={form.errorId}>{form.errors?.join()}</p>
      <p>{JSON.stringify([fields.email.errors, fields.interests.allErrors, fields.name.initialValue])}</p>
    </form>
  );
}

const reply: conform.SubmissionResult<string[]> = {
  status: "error",
  initialValue: { name: "Grace", email: "nope", message: "Hi", plan: "pro", interests: ["a", "c"] },
  error: { "": ["Something went wrong."], email: ["Enter a valid email."], "interests[0]": ["Unknown area."] },
};

describe("form state (conform's markup without conform in the browser)", () => {
  it("renders a fresh form as conform does", () => {
    expect(renderToString(<Page api={local} />)).toBe(renderToString(<Page api={conform} />));
  });

  it("renders a form with the server's reply as conform does: values typed, errors and their wiring", () => {
    const html = renderToString(<Page api={local} lastResult={reply} />);
    expect(html).toBe(renderToString(<Page api={conform} lastResult={reply} />));
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain("Unknown area.");
  });
});
