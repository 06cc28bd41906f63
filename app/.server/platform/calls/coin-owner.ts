import { z } from "zod";
import type { PlatformCore } from "../core";
import { PlatformError } from "../errors";
import { id, jsonObject, maybe, type JsonObject } from "../wire";
import { creditBalanceSchema, creditSchema, type Credit, type CreditBalance } from "./coins";

/* A brand owner's calls on the brand's coin (platform/README.md "Coins and credit contracts"). */

/** POST /account/business/{id}/coin's body. */
export interface NewCoin {
  name: string;
  description?: string;
  logo?: string;
  /** Whole cents. */
  rewardsValue?: number;
}

/** POST /account/business/{id}/coin/contracts's body; dates `YYYY-MM-DD`. */
export interface NewContract {
  name: string;
  description?: string;
  startDate?: string;
  endDate?: string;
  dividendRate?: number;
}

/** A contract of the owner's coin, `quantity` the total held under it by all members. */
export interface OwnedContract {
  id: string;
  name: string;
  description: string | null;
  quantity: number;
  startDate: string | null;
  endDate: string | null;
  dividendRate: number | null;
  additionalData: JsonObject | null;
}

const ownedContractSchema: z.ZodType<OwnedContract> = z
  .object({
    id,
    name: z.string(),
    description: maybe(z.string()),
    quantity: z.number().int(),
    start_date: maybe(z.string()),
    end_date: maybe(z.string()),
    dividend_rate: maybe(z.number()),
    additional_data: maybe(jsonObject),
  })
  .transform((w) => ({
    id: w.id,
    name: w.name,
    description: w.description,
    quantity: w.quantity,
    startDate: w.start_date,
    endDate: w.end_date,
    dividendRate: w.dividend_rate,
    additionalData: w.additional_data,
  }));

export interface CoinHolder {
  id: string;
  firstName: string | null;
  lastName: string | null;
  balance: number;
}

export interface CoinHolderPage {
  holders: CoinHolder[];
  page: number;
  perPage: number;
  total: number;
}

const holderPageSchema: z.ZodType<CoinHolderPage> = z
  .object({
    holders: z.array(
      z
        .object({ user: z.object({ id, first_name: maybe(z.string()), last_name: maybe(z.string()) }), balance: z.number().int() })
        .transform(({ user, balance }) => ({ id: user.id, firstName: user.first_name, lastName: user.last_name, balance })),
    ),
    page: z.number().int().min(1),
    per_page: z.number().int().min(1),
    total: z.number().int().min(0),
  })
  .transform((w) => ({ holders: w.holders, page: w.page, perPage: w.per_page, total: w.total }));

/** The platform's words when the (owned) brand has no coin yet. */
const NO_COIN = "This brand has not issued a coin yet.";

export function coinOwnerCalls(core: PlatformCore) {
  const path = (brandId: string, rest = "") => `/account/business/${encodeURIComponent(brandId)}/coin${rest}`;
  return {
    /** GET /account/business/{id}/coin: the brand's coin, or null when it has issued none. */
    async brandCoin(brandId: string): Promise<Credit | null> {
      try {
        return await core.call({ prefix: "Unable to get the brand's coin", method: "GET", path: path(brandId), auth: "required", schema: creditSchema });
      } catch (error) {
        if (error instanceof PlatformError && error.status === 404 && error.serverMessage === NO_COIN) return null;
        throw error;
      }
    },

    /** POST /account/business/{id}/coin: issues the brand's one coin (409 issued, or the name taken). */
    issueCoin(brandId: string, coin: NewCoin): Promise<Credit> {
      return core.call({ prefix: "Unable to issue the coin", method: "POST", path: path(brandId), json: coin, auth: "required", schema: creditSchema });
    },

    /** POST /account/business/{id}/coin/mint: the coin and the owner's balance after minting. */
    mintCoin(brandId: string, amount: number): Promise<CreditBalance> {
      return core.call({ prefix: "Unable to mint coins", method: "POST", path: path(brandId, "/mint"), json: { amount }, auth: "required", schema: creditBalanceSchema });
    },

    /** POST /account/business/{id}/coin/contracts (409 a contract of that name exists). */
    createContract(brandId: string, contract: NewContract): Promise<OwnedContract> {
      return core.call({ prefix: "Unable to create the contract", method: "POST", path: path(brandId, "/contracts"), json: contract, auth: "required", schema: ownedContractSchema });
    },

    /** GET /account/business/{id}/coin/contracts: every contract of the coin, by name. */
    coinContracts(brandId: string): Promise<OwnedContract[]> {
      return core.call({ prefix: "Unable to get the coin's contracts", method: "GET", path: path(brandId, "/contracts"), auth: "required", schema: z.array(ownedContractSchema) });
    },

    /** GET /account/business/{id}/coin/holders: the members holding the coin, largest balance first. */
    coinHolders(brandId: string, options: { page?: number; perPage?: number } = {}): Promise<CoinHolderPage> {
      return core.call({
        prefix: "Unable to get the coin's holders",
        method: "GET",
        path: path(brandId, "/holders"),
        query: { page: options.page, per_page: options.perPage },
        auth: "required",
        schema: holderPageSchema,
      });
    },
  };
}
