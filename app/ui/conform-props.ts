import { getCollectionProps, getInputProps, getTextareaProps, type FieldMetadata, type FormMetadata } from "./form-state";

/*
 * conform's props for the shared field components (app/ui/forms.tsx), which wire
 * aria-invalid and aria-describedby themselves from the `errors` they are given.
 */

type InputType = "text" | "email" | "tel" | "url" | "color" | "checkbox" | "file" | "search";

export function inputPropsOf(field: FieldMetadata<any, any, string[]>, type: InputType) {
  const { "aria-describedby": _describedBy, "aria-invalid": _invalid, ...props } = getInputProps(field, { type, ariaAttributes: false });
  return props;
}

export function textareaPropsOf(field: FieldMetadata<any, any, string[]>) {
  const { "aria-describedby": _describedBy, "aria-invalid": _invalid, ...props } = getTextareaProps(field, { ariaAttributes: false });
  return props;
}

export function checkboxGroupPropsOf(field: FieldMetadata<any, any, string[]>, options: readonly string[]) {
  return getCollectionProps(field, { type: "checkbox", options: [...options], ariaAttributes: false });
}

export function radioGroupPropsOf(field: FieldMetadata<any, any, string[]>, options: readonly string[]) {
  return getCollectionProps(field, { type: "radio", options: [...options], ariaAttributes: false });
}

/**
 * A field's `errors` for the field components; when its error is the form's one message (the spec
 * shows one message, above the button), also the id of the FormAlert showing it, so the field is
 * marked invalid and points there rather than repeating it.
 */
export function errorPropsOf(field: FieldMetadata<any, any, string[]>, form: FormMetadata<any, string[]>) {
  const errors = field.errors;
  return errors?.length && errors[0] === form.errors?.[0] ? { errors, errorId: form.errorId } : { errors };
}
