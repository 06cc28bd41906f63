import { ERROR_CODES } from "#contract/error-codes";
import { codeRefusal, fieldRefusal, type CodedFields } from "~/.server/forms/field-refusal";
import type { FormRefusal } from "~/.server/forms/submission";
import { BOOKING_MESSAGES } from "./booking-text";

/** The booking form's field for each field of the checkout body the platform may name. */
const FORM_FIELDS: Record<string, string> = {
  date: "date",
  time: "time",
  guests: "guests",
  pickup: "pickup",
  pickup_address: "pickupAddress",
  credit_id: "credit",
  credit_quantity: "creditQuantity",
};

/** Refusals whose code names their field: another brand's coin as the credit, a price past the cap. */
const CODED_FIELDS: CodedFields = {
  [ERROR_CODES.creditNotAccepted]: { field: "credit", fallback: BOOKING_MESSAGES.creditNotAccepted },
  [ERROR_CODES.limitExceeded]: { field: "guests", fallback: BOOKING_MESSAGES.tooExpensive },
};

/**
 * A checkout the platform refused because of one field (its error's `field`, e.g. guests: "this
 * experience takes 2 to 8 guests."): a refusal that shows the reason next to that field of the
 * booking form as well as above the button. Null for anything else (sold out, below the tier, the
 * platform down), which the form shows as its message only.
 */
export function bookingRefusal(error: unknown): FormRefusal | null {
  return codeRefusal(error, CODED_FIELDS) ?? fieldRefusal(error, FORM_FIELDS);
}
