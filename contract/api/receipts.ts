/**
 * A member's receipts (issue "Receipts and records"): every card payment and refund of theirs,
 * newest first, with what it paid for and the provider's receipt when there is one.
 */
import { z } from "zod";
import { ERROR_CODES } from "../error-codes";
import { endpoint } from "./endpoint";

export const receipt = z
  .object({
    id: z.string().min(1),
    kind: z.enum(["payment", "refund"]),
    purpose: z.enum(["booking", "membership"]),
    subject_id: z.string().min(1).meta({ description: "What it paid for: the purchase (a booking) or the membership." }),
    description: z.string(),
    amount_cents: z.number().int().min(1).meta({ description: "Integer cents of `currency`; a refund's amount is what came back." }),
    currency: z.string().meta({ description: "ISO 4217, lower case (contract/money.ts CURRENCY)." }),
    status: z.enum(["succeeded", "pending", "failed"]),
    receipt_url: z.string().nullable().meta({ description: "The provider's receipt, when it gives one." }),
    time_created: z.iso.datetime({ offset: true }),
  })
  .meta({ id: "Receipt" });

export const listMyPayments = endpoint({
  id: "listMyPayments",
  method: "GET",
  path: "/account/my/payments",
  summary: "The caller's card payments and refunds, newest first (at most 100)",
  spec: "platform-core §7 Profile and account",
  caller: "member",
  query: z.object({}).strict(),
  answer: { status: 200, json: z.array(receipt) },
  refusals: [
    { status: 401, code: ERROR_CODES.unauthorized, when: "No access token, or not a live session's." },
    { status: 400, code: ERROR_CODES.invalidRequest, when: "A query parameter was sent: the call takes none." },
  ],
});

export const receiptEndpoints = [listMyPayments] as const;
