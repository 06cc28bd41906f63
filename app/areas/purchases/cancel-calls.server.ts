import * as api from "#contract/api/purchases";
import * as receipts from "#contract/api/receipts";
import type { CallInput, Endpoint } from "#contract/api/endpoint";
import type { PlatformCore } from "~/.server/platform/core";
import { endpointCall } from "~/.server/platform/endpoint-call";
import { toPurchase, type Purchase } from "./purchase-calls.server";

/* A member's cancelling of a booking and their receipts (contract/api/purchases.ts, receipts.ts). */

/** What cancelling now would give back: integer cents and credits. */
export interface RefundQuote {
  percent: number;
  paidCents: number;
  refundCents: number;
  creditsUsed: number;
  refundCredits: number;
  creditName: string | null;
}

export interface Receipt {
  id: string;
  kind: "payment" | "refund";
  purpose: "booking" | "membership";
  subjectId: string;
  description: string;
  amountCents: number;
  status: "succeeded" | "pending" | "failed";
  receiptUrl: string | null;
  created: string;
}

export function cancelCalls(core: PlatformCore) {
  const member = <E extends Endpoint>(endpoint: E, input: CallInput<E>, prefix: string) => core.call(endpointCall(endpoint, input, { prefix }));
  return {
    /** GET /purchases/id/{id}/cancel: what cancelling now gives back (409 once cancelled or started). */
    async refundQuote(purchaseId: string): Promise<RefundQuote> {
      const w = await member(api.getRefundQuote, { params: { id: purchaseId } }, "Unable to get the refund");
      return { percent: w.percent, paidCents: w.paid_cents, refundCents: w.refund_cents, creditsUsed: w.credits_used, refundCredits: w.refund_credits, creditName: w.credit_name };
    },

    /** POST /purchases/id/{id}/cancel: cancels it and gives back what the policy gives now. */
    async cancel(purchaseId: string): Promise<Purchase> {
      return toPurchase(await member(api.cancelPurchase, { params: { id: purchaseId } }, "Unable to cancel the booking"));
    },

    /** GET /account/my/payments: card payments and refunds, newest first. */
    async receipts(): Promise<Receipt[]> {
      const rows = await member(receipts.listMyPayments, {}, "Unable to list your payments");
      return rows.map((w) => ({
        id: w.id,
        kind: w.kind,
        purpose: w.purpose,
        subjectId: w.subject_id,
        description: w.description,
        amountCents: w.amount_cents,
        status: w.status,
        receiptUrl: w.receipt_url,
        created: w.time_created,
      }));
    },
  };
}
