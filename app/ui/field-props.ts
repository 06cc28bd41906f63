import { choiceAttributes, inputAttributes, textareaAttributes, type FormReplyField, type FormReplyForm } from "./form-reply";

/*
 * A field's attributes (form-reply.ts) for the shared field components (app/ui/forms.tsx), which wire
 * aria-invalid and aria-describedby themselves from the `errors` they are given.
 */

type InputType = "text" | "email" | "tel" | "url" | "color" | "checkbox" | "file" | "search";

export function inputPropsOf(field: FormReplyField, type: InputType) {
  const { "aria-describedby": _describedBy, "aria-invalid": _invalid, ...props } = inputAttributes(field, { type, ariaAttributes: false });
  return props;
}

export function textareaPropsOf(field: FormReplyField) {
  const { "aria-describedby": _describedBy, "aria-invalid": _invalid, ...props } = textareaAttributes(field, { ariaAttributes: false });
  return props;
}

export function checkboxGroupPropsOf(field: FormReplyField, options: readonly string[]) {
  return choiceAttributes(field, { type: "checkbox", options: [...options], ariaAttributes: false });
}

export function radioGroupPropsOf(field: FormReplyField, options: readonly string[]) {
  return choiceAttributes(field, { type: "radio", options: [...options], ariaAttributes: false });
}

/**
 * A field's `errors` for the field components; when its error is the form's one message (the spec
 * shows one message, above the button), also the id of the FormAlert showing it, so the field is
 * marked invalid and points there rather than repeating it.
 */
export function errorPropsOf(field: FormReplyField, form: FormReplyForm) {
  const errors = field.errors;
  return errors?.length && errors[0] === form.errors?.[0] ? { errors, errorId: form.errorId } : { errors };
}
