/**
 * The owner's coin forms on the server: the transfer's values (checked on both steps, the
 * confirmation's hidden fields included) with the platform's limits in people's words, the platform's
 * refusals shown at the field they are about (never its `Field "…"`), the value of a coin typed in
 * dollars and sent in cents, and the query that carries the values between steps.
 */
import { describe, expect, it } from "vitest";
import { PlatformError } from "~/.server/platform";
import { fieldRefusedError } from "../support/platform-refusal";
import { changeUrl, confirmUrl, transferRefusal, transferSchema, typedTransfer } from "~/areas/brands/coin/transfer.server";
import { contractSchema } from "~/areas/brands/coin/contracts.schema";
import { issueCoinSchema } from "~/areas/brands/coin/index.schema";

const errorsOf = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));

const refusal = (status: number, serverMessage: string) => new PlatformError(`Unable to transfer coins: ${serverMessage}`, { status, serverMessage });

describe("the transfer's values", () => {
  it("takes a whole amount from 1 to 10^9 and a recipient, the contract optional", () => {
    expect(transferSchema.parse({ amount: " 25 ", target: " ann@example.com ", contract: "" })).toEqual({ amount: 25, target: "ann@example.com", contract: "" });
    expect(errorsOf(transferSchema.safeParse({ amount: "", target: "" }))).toEqual({
      amount: "Please enter an amount.",
      target: "Please enter the member's email address or user id.",
    });
    expect(errorsOf(transferSchema.safeParse({ amount: "0", target: "x" }))).toEqual({ amount: "Please enter at least 1." });
    expect(errorsOf(transferSchema.safeParse({ amount: "1.5", target: "x" }))).toEqual({ amount: "Please enter a whole number of coins, like 25." });
    expect(errorsOf(transferSchema.safeParse({ amount: "1000000001", target: "x" }))).toEqual({ amount: "Please enter at most 1,000,000,000." });
  });

  it("goes to the confirmation and back (Change) in the query, as typed", () => {
    const values = { amount: 25, target: "ann+tide@example.com", contract: "c1" };
    expect(confirmUrl("b1", values)).toBe("/dashboard/brands/b1/coin/transfer/confirm?amount=25&target=ann%2Btide%40example.com&contract=c1");
    const back = new URL(changeUrl("b1", { ...values, contract: "" }), "http://site.test");
    expect(back.pathname).toBe("/dashboard/brands/b1/coin/transfer");
    expect(typedTransfer(back)).toEqual({ amount: "25", target: "ann+tide@example.com", contract: "" });
  });

  it("shows each refusal of the platform at its field, in the platform's words", () => {
    const at = (error: unknown) => {
      const refused = transferRefusal(error);
      return refused && { message: refused.message, fields: refused.fieldErrors };
    };
    const short = "You do not hold 500 Tide Coin: transfer at most what you hold.";
    expect(at(refusal(409, short))).toEqual({ message: short, fields: { amount: [short] } });
    expect(at(refusal(404, "No such member to transfer to."))?.fields).toEqual({ target: ["No such member to transfer to."] });
    expect(at(refusal(400, "You cannot transfer coins to yourself."))?.fields).toEqual({ target: ["You cannot transfer coins to yourself."] });
    expect(at(refusal(404, "No such contract of this coin."))?.fields).toEqual({ contract: ["No such contract of this coin."] });
    const named = at(fieldRefusedError("Unable to transfer coins", "amount", "must be at least 1"));
    expect(named).toEqual({ message: "Please enter a whole number of coins, like 25.", fields: { amount: ["Please enter a whole number of coins, like 25."] } });
    expect(at(refusal(404, "No such coin."))).toEqual({ message: "No such coin.", fields: undefined });
    // By code: the recipient's cap at the amount, the limit of lookups by email at the recipient (429 kept).
    const capped = transferRefusal(fieldRefusedError("Unable to transfer coins", "amount", "the recipient cannot hold more than 1,000,000,000 Tide Coin.", { code: "limit_exceeded" }));
    expect([capped?.status, capped?.fieldErrors]).toEqual([400, { amount: ["The recipient cannot hold more than 1,000,000,000 Tide Coin."] }]);
    const wait = "Too many look-ups by email address. Please wait 60 minutes and try again.";
    const limited = transferRefusal(new PlatformError(wait, { status: 429, code: "rate_limited", serverMessage: wait }));
    expect([limited?.status, limited?.message, limited?.fieldErrors]).toEqual([429, wait, { target: [wait] }]);
    // A hosted platform that sends the code without words: the site's own.
    const bare = transferRefusal(new PlatformError("x", { status: 429, code: "rate_limited" }));
    expect(bare?.fieldErrors).toEqual({ target: ["Too many look-ups by email address. Please wait and try again, or send to the member's user id."] });
    // An outage is not a refusal: the form pipeline answers it (502).
    expect(transferRefusal(new PlatformError("down", { status: 503, serverMessage: "down" }))).toBeNull();
    expect(transferRefusal(new PlatformError("down", { isNetworkError: true }))).toBeNull();
  });
});

describe("issuing the coin and creating a contract", () => {
  it("needs a name; a coin's value is typed in dollars and sent in whole cents; every error at once, in people's words", () => {
    expect(errorsOf(issueCoinSchema.safeParse({}))).toEqual({ name: "Please enter your coin's name." });
    expect(issueCoinSchema.parse({ name: "Tide", rewardsValue: "0.25" })).toEqual({ name: "Tide", description: "", logo: "", rewardsValue: 25 });
    expect(issueCoinSchema.parse({ name: "Tide", rewardsValue: "$1,000" }).rewardsValue).toBe(100_000);
    expect(issueCoinSchema.parse({ name: "Tide" }).rewardsValue).toBeNull();
    // A unit is worth at most $10,000 (contract/money.ts).
    expect(issueCoinSchema.parse({ name: "Tide", rewardsValue: "10000" }).rewardsValue).toBe(1_000_000);
    expect(errorsOf(issueCoinSchema.safeParse({ name: "", logo: "javascript:alert(1)", rewardsValue: "10000.01" }))).toEqual({
      name: "Please enter your coin's name.",
      logo: "Please enter the logo's web address (https://…) or a path on this site starting with /.",
      rewardsValue: "A coin can be worth at most $10,000.",
    });
    for (const typed of ["-1", "0.255", "a quarter"]) {
      expect(errorsOf(issueCoinSchema.safeParse({ name: "Tide", rewardsValue: typed })), typed).toEqual({ rewardsValue: "Please enter dollars and cents, like 0.25." });
    }
    expect(contractSchema.parse({ name: "Founders", dividendRate: "2.5" }).dividendRate).toBe(2.5);
    expect(errorsOf(contractSchema.safeParse({ name: "", startDate: "2026-02-30", dividendRate: "lots" }))).toEqual({
      name: "Please enter the contract's name.",
      startDate: "Please enter a date.",
      dividendRate: "Please enter a number, like 2.5.",
    });
    expect(errorsOf(contractSchema.safeParse({ name: "Founders", dividendRate: "101" }))).toEqual({ dividendRate: "Please enter a rate from 0 to 100." });
    expect(errorsOf(contractSchema.safeParse({ name: "", startDate: "2026-01-01", endDate: "2025-12-31" }))).toEqual({
      name: "Please enter the contract's name.",
      endDate: "The end date must not be before the start date.",
    });
  });
});
