import { useState } from "react";
import { MAX_COVER_BYTES } from "#contract/limits";
import { useFormReply, type SubmissionResult } from "~/ui/form-reply";
import { inputPropsOf } from "~/ui/field-props";
import { Field } from "~/ui/forms";
import { DashboardForm } from "~/areas/dashboard/dashboard-form";
import { COVER_TYPES } from "./experience-text";

/*
 * The cover image: its own multipart form, beside the current cover. With JavaScript the chosen
 * file is previewed (no inline script), read as a data: URL, which the page's CSP already allows
 * for images: an object URL (blob:) would need the policy widened for it. The platform re-encodes
 * what is uploaded and says in words what it refuses.
 */

export function CoverForm({ action, lastResult }: { action: string; lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useFormReply<{ cover: File }>({ id: "cover", lastResult, shouldValidate: "onSubmit" });
  const [preview, setPreview] = useState<string | null>(null);
  const choose = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    setPreview(null);
    if (!file || !file.type.startsWith("image/")) return;
    const reader = new FileReader();
    // Only the file still chosen is shown (a slow read of an earlier one is dropped).
    reader.onload = () => setPreview(event.target.files?.[0] === file && typeof reader.result === "string" ? reader.result : null);
    reader.readAsDataURL(file);
  };
  return (
    <DashboardForm
      action={action}
      encType="multipart/form-data"
      form={form}
      className="grid gap-3"
      submit={{ label: "Upload cover image", pendingLabel: "Uploading…", className: "btn-secondary" }}
    >
      <Field
        label="New cover image"
        hint={`PNG, JPEG, WebP or GIF, up to ${MAX_COVER_BYTES / (1024 * 1024)} MB. It is resized to at most 1600 pixels a side.`}
        errors={fields.cover.errors}
        inputProps={{ ...inputPropsOf(fields.cover, "file"), accept: COVER_TYPES, onChange: choose }}
      />
      {preview ? (
        <figure className="grid gap-1">
          <img src={preview} alt="Preview of the chosen cover image" className="max-h-48 w-auto rounded-lg border border-line object-contain" />
          <figcaption className="text-sm text-muted">Preview: not uploaded yet.</figcaption>
        </figure>
      ) : null}
    </DashboardForm>
  );
}

/** The current cover, or a word that there is none. */
export function CurrentCover({ image, name }: { image: string | undefined; name: string }) {
  if (!image) return <p className="text-sm">No cover image yet.</p>;
  return <img src={image} alt={`Current cover of ${name}`} className="max-h-48 w-auto rounded-lg border border-line object-contain" />;
}
