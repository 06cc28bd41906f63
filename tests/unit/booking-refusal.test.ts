/**
 * A checkout refused for one field ('Field "guests": …') comes back to the booking form with the
 * reason next to that field, not only as the form's message; other refusals stay form messages.
 */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { bookingRefusal } from "~/areas/marketplace/booking-refusal.server";
import { submitForm } from "~/.server/forms/submission";
import { PlatformError } from "~/.server/platform";
import { fieldRefusedError } from "../support/platform-refusal";

const refused = (serverMessage: string, status = 400) => PlatformError.of("Unable to start checkout", serverMessage, { status, serverMessage, code: "invalid_request" });
const refusedAt = (field: string, problem: string, code?: string) => fieldRefusedError("Unable to start checkout", field, problem, { code });

async function reply(error: unknown) {
  const body = new URLSearchParams({ guests: "12", creditQuantity: "3" });
  const request = new Request("http://site.test/experiences/x", { method: "POST", body });
  const answer = (await submitForm(request, {
    schema: z.object({ guests: z.coerce.number(), creditQuantity: z.coerce.number() }),
    failure: () => "Could not start the checkout.",
    refusalStatus: 400,
    async submit() {
      try {
        throw error;
      } catch (caught) {
        throw bookingRefusal(caught) ?? caught;
      }
    },
  })) as unknown as { data: { result: { error?: Record<string, string[]>; initialValue?: Record<string, unknown> } }; init: { status: number } };
  return { status: answer.init.status, errors: answer.data.result.error, values: answer.data.result.initialValue };
}

describe("booking refusals", () => {
  it("puts the platform's reason next to the field it names, and keeps the form's message and values", async () => {
    const guests = await reply(refusedAt("guests", "this experience takes 2 to 8 guests."));
    expect(guests.status).toBe(400);
    expect(guests.errors).toEqual({ "": ['Field "guests": this experience takes 2 to 8 guests.'], guests: ["This experience takes 2 to 8 guests."] });
    expect(guests.values).toMatchObject({ guests: "12", creditQuantity: "3" });
    const credits = await reply(refusedAt("credit_quantity", "at most 2 Gold Credits can be used on this booking."));
    expect(credits.errors?.creditQuantity).toEqual(["At most 2 Gold Credits can be used on this booking."]);
    expect((await reply(refusedAt("pickup_address", "required when pickup is true."))).errors?.pickupAddress).toEqual(["Required when pickup is true."]);
  });

  it("puts another brand's coin at the credit field and a price past the cap at the guests, by code", async () => {
    const coin = 'Field "credit_id": Tide Coin cannot pay for this experience: only platform credits and the selling brand\'s own coin can.';
    const foreign = await reply(refusedAt("credit_id", "Tide Coin cannot pay for this experience: only platform credits and the selling brand's own coin can.", "credit_not_accepted"));
    expect(foreign.status).toBe(400);
    expect(foreign.errors).toEqual({ "": [coin], credit: ["Tide Coin cannot pay for this experience: only platform credits and the selling brand's own coin can."] });
    // The code decides, whatever the words: a hosted platform's own text, or none.
    const worded = await reply(PlatformError.of("Unable to start checkout", "Not this coin.", { status: 400, code: "credit_not_accepted", serverMessage: "Not this coin." }));
    expect(worded.errors?.credit).toEqual(["Not this coin."]);
    const bare = await reply(PlatformError.of("Unable to start checkout", "x", { status: 400, code: "credit_not_accepted" }));
    expect(bare.errors?.credit).toEqual(["This credit cannot pay for this experience: only platform credits and this brand's own coin can."]);
    const capped = await reply(refusedAt("guests", "this booking would cost $12,000,000.00; one checkout takes at most $10,000,000.00.", "limit_exceeded"));
    expect(capped.errors?.guests).toEqual(["This booking would cost $12,000,000.00; one checkout takes at most $10,000,000.00."]);
  });

  it("leaves other refusals as the form's message only", async () => {
    for (const error of [refused("This slot is sold out.", 409), refusedAt("timezone", "slot times are in the experience's time zone"), new PlatformError("down", { isNetworkError: true })]) {
      expect(bookingRefusal(error)).toBeNull();
    }
    const soldOut = await reply(refused("This slot is sold out.", 409));
    expect(soldOut.errors).toEqual({ "": ["Could not start the checkout."] });
  });
});
