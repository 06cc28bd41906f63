import { getCollectionProps, getInputProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";

/*
 * conform's props for the shared field components (app/components/forms.tsx), which wire
 * aria-invalid and aria-describedby themselves from the `errors` they are given.
 */

type InputType = "text" | "email" | "tel" | "checkbox" | "file" | "search";

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
