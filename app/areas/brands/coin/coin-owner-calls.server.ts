import { ERROR_CODES } from "#contract/error-codes";
import * as coins from "#contract/api/coins";
import type { CallAnswer, CallInput, Endpoint } from "#contract/api/endpoint";
import type { PlatformCore } from "~/.server/platform/core";
import { endpointCall } from "~/.server/platform/endpoint-call";
import { PlatformError } from "~/.server/platform/errors";
import type { JsonObject } from "~/.server/platform/wire";
import { toCredit, toCreditBalance } from "~/areas/dashboard/coin-calls.server";
import type { Credit, CreditBalance } from "~/.server/auth/own-profile";

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

function toOwnedContract(w: CallAnswer<typeof coins.coinContracts>[number]): OwnedContract {
  return {
    id: w.id,
    name: w.name,
    description: w.description,
    quantity: w.quantity,
    startDate: w.start_date,
    endDate: w.end_date,
    dividendRate: w.dividend_rate,
    additionalData: w.additional_data,
  };
}

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

/** The platform's words when the (owned) brand has no coin yet. */

export function coinOwnerCalls(core: PlatformCore) {
  const call = <E extends Endpoint>(endpoint: E, input: CallInput<E>, prefix: string) => core.call(endpointCall(endpoint, input, { prefix }));
  return {
    /** GET /account/business/{id}/coin: the brand's coin, or null when it has issued none. */
    async brandCoin(brandId: string): Promise<Credit | null> {
      try {
        return toCredit(await call(coins.brandCoin, { params: { id: brandId } }, "Unable to get the brand's coin"));
      } catch (error) {
        if (error instanceof PlatformError && error.code === ERROR_CODES.noCoinYet) return null;
        throw error;
      }
    },

    /** POST /account/business/{id}/coin: issues the brand's one coin (409 issued, or the name taken). */
    async issueCoin(brandId: string, coin: NewCoin): Promise<Credit> {
      return toCredit(await call(coins.issueCoin, { params: { id: brandId }, body: coin }, "Unable to issue the coin"));
    },

    /** POST /account/business/{id}/coin/mint: the coin and the owner's balance after minting. */
    async mintCoin(brandId: string, amount: number): Promise<CreditBalance> {
      return toCreditBalance(await call(coins.mintCoin, { params: { id: brandId }, body: { amount } }, "Unable to mint coins"));
    },

    /** POST /account/business/{id}/coin/contracts (409 a contract of that name exists). */
    async createContract(brandId: string, contract: NewContract): Promise<OwnedContract> {
      return toOwnedContract(await call(coins.createCoinContract, { params: { id: brandId }, body: contract }, "Unable to create the contract"));
    },

    /** GET /account/business/{id}/coin/contracts: every contract of the coin, by name. */
    async coinContracts(brandId: string): Promise<OwnedContract[]> {
      return (await call(coins.coinContracts, { params: { id: brandId } }, "Unable to get the coin's contracts")).map(toOwnedContract);
    },

    /** GET /account/business/{id}/coin/holders: the members holding the coin, largest balance first. */
    async coinHolders(brandId: string, options: { page?: number; perPage?: number } = {}): Promise<CoinHolderPage> {
      const w = await call(coins.coinHolders, { params: { id: brandId }, query: { page: options.page, per_page: options.perPage } }, "Unable to get the coin's holders");
      const holders = w.holders.map(({ user, balance }) => ({ id: user.id, firstName: user.first_name, lastName: user.last_name, balance }));
      return { holders, page: w.page, perPage: w.per_page, total: w.total };
    },
  };
}
