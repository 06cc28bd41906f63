import { z } from "zod";
import { PlatformError } from "~/.server/platform";
import { ERROR_CODES } from "#contract/error-codes";
import { codeRefusal, fieldRefusalInWords } from "~/.server/forms/field-refusal";
import { FormRefusal } from "~/.server/forms/submission";
import { text } from "~/.server/forms/rules";
import { COIN_LIMITS, COIN_MESSAGES, COIN_PATHS } from "./coin-text";
import { requiredText, wholeNumber } from "./fields.server";

/*
 * A transfer of the brand's coin, in two steps: the form (…/coin/transfer) checks what was typed
 * and goes to the confirmation (…/coin/transfer/confirm?amount=&target=&contract=), whose form
 * carries the same values in hidden fields and checks them again before the one call.
 */

export const transferSchema = z.object({
  amount: wholeNumber(1, COIN_LIMITS.amount, COIN_MESSAGES.amountRequired),
  target: requiredText("Recipient", COIN_LIMITS.target, COIN_MESSAGES.targetRequired),
  contract: text("Contract", 36),
});

export type TransferValues = z.output<typeof transferSchema>;

/** The values in a URL's query (the confirmation's, or the form's after "Change"). */
export function transferQuery(values: { amount: number | string | null; target: string; contract: string }): string {
  const query = new URLSearchParams({ amount: String(values.amount ?? ""), target: values.target });
  if (values.contract) query.set("contract", values.contract);
  return query.toString();
}

export const confirmUrl = (brandId: string, values: TransferValues) => `${COIN_PATHS.confirm(brandId)}?${transferQuery(values)}`;
export const changeUrl = (brandId: string, values: TransferValues) => `${COIN_PATHS.transfer(brandId)}?${transferQuery(values)}`;

/** The values a URL carries, as typed (for the form's fields after "Change"). */
export function typedTransfer(url: URL) {
  const get = (name: string) => url.searchParams.get(name)?.slice(0, COIN_LIMITS.target) ?? "";
  return { amount: get("amount"), target: get("target"), contract: get("contract") };
}

/** The platform's refusals without a field or a code of their own, each at the field it is about, in its words. */
const REFUSAL_FIELDS: Array<[RegExp, keyof TransferValues]> = [
  [/member|yourself/i, "target"],
  [/contract/i, "contract"],
];

export function transferRefusal(error: unknown): FormRefusal | null {
  // By code first: the recipient's cap at the amount, the limit of lookups by email at the recipient.
  const coded = codeRefusal(error, {
    [ERROR_CODES.limitExceeded]: { field: "amount", fallback: COIN_MESSAGES.overCap },
    [ERROR_CODES.rateLimited]: { field: "target", fallback: COIN_MESSAGES.tooManyLookups },
  });
  if (coded) return coded;
  // A transfer's one conflict (409): more than the sender holds, the balance spent since the form checked it.
  if (error instanceof PlatformError && error.status === 409) {
    const message = error.serverMessage?.trim() || COIN_MESSAGES.notHeld;
    return new FormRefusal(message, 400, { amount: [message] });
  }
  const named = fieldRefusalInWords(error, { amount: COIN_MESSAGES.wholeNumber, target: COIN_MESSAGES.targetRequired });
  if (named) return named;
  if (!(error instanceof PlatformError) || !error.status || error.status >= 500 || !error.serverMessage) return null;
  const message = error.serverMessage;
  const field = REFUSAL_FIELDS.find(([pattern]) => pattern.test(message))?.[1];
  return new FormRefusal(message, 400, field ? { [field]: [message] } : undefined);
}
