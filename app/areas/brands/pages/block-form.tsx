import { selectAttributes, useFormReply, type SubmissionResult } from "~/ui/form-reply";
import { inputPropsOf, textareaPropsOf } from "~/ui/field-props";
import { Field, TextareaField } from "~/ui/forms";
import { SelectField } from "~/ui/select-field";
import { DashboardForm } from "~/areas/dashboard/dashboard-form";
import { BLOCK_FIELDS, type BlockFieldName } from "./block-fields-text";
import { PAGE_LIMITS, type BlockKind } from "./pages-text";

/*
 * The fields of one block, those its type uses only (pages-text.ts BLOCK_FIELDS), for adding one
 * or editing it.
 */

export type BlockDefaults = Partial<Record<BlockFieldName, string>>;
type Fields = Record<BlockFieldName, string>;

const LINK_HINT = "An https:// address, or a path on this site starting with /.";
const MARKDOWN_HINT = "Markdown: **bold**, *italic*, [a link](https://…), lines starting with - or 1. for lists. HTML is shown as typed.";

export function BlockForm({
  type,
  action,
  defaults,
  lastResult,
  submitLabel,
}: {
  type: BlockKind;
  action: string;
  defaults: BlockDefaults;
  lastResult: SubmissionResult<string[]> | undefined;
  submitLabel: string;
}) {
  const [form, fields] = useFormReply<Fields>({ lastResult, defaultValue: defaults, shouldValidate: "onSubmit" });
  const used = new Set(BLOCK_FIELDS[type]);
  const text = (name: BlockFieldName, label: string, max: number, hint?: string, kind: "text" | "url" = "text") =>
    used.has(name) ? (
      <Field label={label} optional hint={hint} errors={fields[name].errors} inputProps={{ ...inputPropsOf(fields[name], kind), maxLength: max }} />
    ) : null;
  return (
    <DashboardForm action={action} form={form} className="grid gap-4 sm:max-w-2xl" submit={{ label: submitLabel, pendingLabel: "Saving..." }}>
      {text("prefix", "Prefix", PAGE_LIMITS.prefix, "A short line above the title.")}
      {text("title", type === "image" ? "Title (also the image's description)" : "Title", PAGE_LIMITS.blockTitle)}
      {used.has("content") ? (
        <TextareaField label="Text" optional errors={fields.content.errors} textareaProps={{ ...textareaPropsOf(fields.content), maxLength: PAGE_LIMITS.content }} />
      ) : null}
      {used.has("contentType") ? (
        <SelectField label="Format of the text" errors={fields.contentType.errors} selectProps={selectAttributes(fields.contentType)}>
          <option value="text/plain">Plain text</option>
          <option value="text/markdown">Markdown (a safe subset)</option>
        </SelectField>
      ) : null}
      {used.has("contentType") ? <p className="-mt-2 text-sm text-muted">{MARKDOWN_HINT}</p> : null}
      {text("imageUrl", "Image URL", PAGE_LIMITS.link, LINK_HINT, "url")}
      {text("actionText", "Button text", PAGE_LIMITS.actionText)}
      {text("actionLink", "Button link", PAGE_LIMITS.link, LINK_HINT)}
      {used.has("images") ? (
        <TextareaField
          label="Images"
          optional
          hint={`One image URL a line, at most ${PAGE_LIMITS.images}. ${LINK_HINT}`}
          errors={fields.images.errors}
          textareaProps={textareaPropsOf(fields.images)}
        />
      ) : null}
    </DashboardForm>
  );
}
