/**
 * A checkout refused for one field ('Field "guests": …') comes back to the booking form with the
 * reason next to that field, not only as the form's message; other refusals stay form messages.
 */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { bookingRefusal } from "~/.server/experiences/booking-refusal";
import { submitForm } from "~/.server/forms/submission";
import { PlatformError } from "~/.server/platform";

const refused = (serverMessage: string, status = 400) => PlatformError.of("Unable to start checkout", serverMessage, { status, serverMessage, code: "invalid_request" });

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
    const guests = await reply(refused('Field "guests": this experience takes 2 to 8 guests.'));
    expect(guests.status).toBe(400);
    expect(guests.errors).toEqual({ "": ['Field "guests": this experience takes 2 to 8 guests.'], guests: ["This experience takes 2 to 8 guests."] });
    expect(guests.values).toMatchObject({ guests: "12", creditQuantity: "3" });
    const credits = await reply(refused('Field "credit_quantity": at most 2 Gold Credits can be used on this booking.'));
    expect(credits.errors?.creditQuantity).toEqual(["At most 2 Gold Credits can be used on this booking."]);
    expect((await reply(refused('Field "pickup_address": required when pickup is true.'))).errors?.pickupAddress).toEqual(["Required when pickup is true."]);
  });

  it("leaves other refusals as the form's message only", async () => {
    for (const error of [refused("This slot is sold out.", 409), refused('Field "timezone": slot times are in the experience\'s time zone'), new PlatformError("down", { isNetworkError: true })]) {
      expect(bookingRefusal(error)).toBeNull();
    }
    const soldOut = await reply(refused("This slot is sold out.", 409));
    expect(soldOut.errors).toEqual({ "": ["Could not start the checkout."] });
  });
});
