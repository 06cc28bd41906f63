import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { z } from "zod";
import { failureStatus, logFailure } from "./platform-failures";
import { HONEYPOT_EXPIRED_MESSAGE, honeypotVerdict } from "./honeypot";
import { MAX_FORM_BODY_BYTES } from "#contract/limits";
import { cleanedForm, fieldsWithUnstorableText, FORM_TOO_LARGE_MESSAGE, readBoundedFormData, UNSTORABLE_TEXT_MESSAGE } from "./form-data";

/*
 * The one form pipeline (DESIGN.md rule 2). Every action that takes a form is
 *
 *   honeypot (public forms) → a refusal known before parsing (an upload cut at 5 MB)
 *     → text no field may hold (contract/storable-text.ts) → parse with the route's zod schema
 *     → platform call → redirect or a reply
 *
 * and every failure answers 400 (or the platform's own 4xx, or 502 when it is down) with conform's
 * `SubmissionResult`: the spec's message, the values typed (never a password), the field errors.
 * A page with several forms (sign in, forgot, reset) says in `reply` which one answered.
 * The component passes it to `useFormReply({ lastResult })`. Validation runs on the server only, so zod
 * stays out of the browser's bundle; the browser's native checks (type="email", maxLength) and
 * the server's answer are the same rules either way.
 */

/** What a form action answers when it does not redirect: conform's result for `useFormReply`. */
export type FormReply = { result: SubmissionResult<string[]> };

/** The message shown above the button when something (spam, the platform) refused the form. */
export type FailureMessage = (error: unknown) => string;

export interface FormPipeline<Schema extends z.ZodType, Done, Extra extends object = object> {
  /** The route's schema (schema.ts beside it), built from contract/ rules. */
  schema: Schema;
  /** Public forms carry a honeypot; a bot's submission gets `spamMessage`. */
  honeypot?: { spamMessage: string };
  /** Fields never sent back to the page (passwords). */
  hideFields?: string[];
  /** The platform call. Returns a redirect (thrown or returned) or what the page shows on success. */
  submit: (value: z.output<Schema>) => Promise<Done>;
  /** The spec's words for a failed call, mapped from the platform error's code. */
  failure: FailureMessage;
  /**
   * Already read (an upload read as a stream; a route that reads the intent first), null when that
   * read found the body over its limit; otherwise the request's body is read, up to MAX_FORM_BODY_BYTES.
   */
  formData?: FormData | null;
  /** How much of the body is read (default a form without a file) and what a bigger one is told, at `field` too. */
  bodyLimit?: BodyLimit;
  /** A refusal known before the schema runs (an upload cut at its size limit): answered after the honeypot's. */
  refusal?: FormRefusal | null;
  /** Sent beside the result of every failed reply (which form of the page it was, whether a file was dropped). */
  reply?: Extra;
  /**
   * The status a refusal by the platform (its 4xx) answers with. By default the platform's own,
   * which says something on a public form (413, 415, 429); account pages answer 400, since a 401
   * or a 409 means nothing to a browser showing a form again.
   */
  refusalStatus?: number;
}

export type BodyLimit = { maxBytes: number; message: string; field?: string };

const FORM_BODY_LIMIT: BodyLimit = { maxBytes: MAX_FORM_BODY_BYTES, message: FORM_TOO_LARGE_MESSAGE };

/** Runs the pipeline on a request: the reply to show, or whatever `submit` answered. */
export async function submitForm<Schema extends z.ZodType, Done, Extra extends object = object>(
  request: Request,
  pipeline: FormPipeline<Schema, Done, Extra>,
): Promise<Done | ReturnType<typeof data<FormReply & Extra>>> {
  const limit = pipeline.bodyLimit ?? FORM_BODY_LIMIT;
  const read = pipeline.formData !== undefined ? pipeline.formData : await readBoundedFormData(request, limit.maxBytes, { unstorableText: "keep" });
  // Control characters (pasted, or sent by hand) are refused below; the form shown again is without them.
  const unstorable = read ? fieldsWithUnstorableText(read) : [];
  const formData = read ? (unstorable.length > 0 ? cleanedForm(read) : read) : new FormData();
  const submission = parseWithZod(formData, { schema: pipeline.schema });
  const hideFields = pipeline.hideFields;
  const answer = (result: SubmissionResult<string[]>, status: number) => data({ ...(pipeline.reply as Extra), result }, { status });
  const refuse = (refusal: FormRefusal) =>
    answer(submission.reply({ formErrors: [refusal.message], fieldErrors: refusal.fieldErrors, hideFields }), refusal.status);

  // Past the form limit only part of it was read: the form comes back empty, with a 413 and that
  // message alone (not the empty form's "required" errors, which would hide it).
  if (!read) {
    const tooLarge = parseWithZod(formData, { schema: z.object({}) }).reply({
      formErrors: [limit.message],
      fieldErrors: limit.field ? { [limit.field]: [limit.message] } : undefined,
    });
    return answer(tooLarge, 413);
  }
  if (pipeline.honeypot) {
    const verdict = await honeypotVerdict(formData);
    if (verdict === "spam") return refuse(new FormRefusal(pipeline.honeypot.spamMessage));
    if (verdict === "expired") return refuse(new FormRefusal(HONEYPOT_EXPIRED_MESSAGE));
  }
  if (pipeline.refusal) return refuse(pipeline.refusal);
  if (unstorable.length > 0) {
    const fieldErrors = Object.fromEntries(unstorable.filter((name) => formData.has(name)).map((name) => [name, [UNSTORABLE_TEXT_MESSAGE]]));
    return refuse(new FormRefusal(UNSTORABLE_TEXT_MESSAGE, 400, fieldErrors));
  }
  if (submission.status !== "success") return answer(submission.reply({ hideFields }), 400);
  try {
    return await pipeline.submit(submission.value as z.output<Schema>);
  } catch (error) {
    if (isThrownAnswer(error)) throw error; // a redirect (sign-in needed), a 404
    if (error instanceof FormRefusal) return refuse(error);
    logFailure(error);
    const status = failureStatus(error);
    return answer(submission.reply({ formErrors: [pipeline.failure(error)], hideFields }), status < 500 ? (pipeline.refusalStatus ?? status) : status);
  }
}

/**
 * What `submit` throws for React Router to answer: a Response (a redirect) or `data(…, { status })`
 * (a 404 for an id nobody has), recognised as React Router itself does. Not a failed call: never a 502.
 */
function isThrownAnswer(error: unknown): boolean {
  return error instanceof Response || (typeof error === "object" && error !== null && (error as { type?: unknown }).type === "DataWithResponseInit");
}

/**
 * A refusal found after parsing (a rule that needs the signed-in person, a code that expired):
 * thrown from `submit`, answered like a failed parse, with the form kept.
 */
export class FormRefusal extends Error {
  constructor(
    message: string,
    readonly status = 400,
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
  }
}
