/** Coins on the wire (contract/api/coins.ts `Credit`, `CreditContract`, `CoinMovement`, `CoinHolderPage`). */
import type { brandCoin, coinHistory, coinHolders, heldContracts } from "#contract/api/coins";
import type { HandlerAnswer } from "#contract/api/endpoint";
import type { Credit, CreditContract } from "./schema";
import type { ContractHeld, MovementRow } from "./history";
import type { HolderRow } from "./holders";

export type CreditWire = HandlerAnswer<typeof brandCoin>;
type ContractWire = HandlerAnswer<typeof heldContracts>[number];

export function toCreditWire(credit: Credit): CreditWire {
  return {
    id: credit.id,
    name: credit.name,
    description: credit.description,
    issuer: credit.issuer,
    rewards_value: credit.rewardsValue,
    is_coin: credit.isCoin,
    logo: credit.logo,
  };
}

export function toContractWire(contract: CreditContract, credit: Credit, quantity: number): ContractWire {
  return {
    id: contract.id,
    name: contract.name,
    description: contract.description,
    credit: toCreditWire(credit),
    quantity,
    start_date: contract.startDate,
    end_date: contract.endDate,
    dividend_rate: contract.dividendRate,
    additional_data: contract.additionalData,
  };
}

export const toHeldContractWire = ({ contract, credit, quantity }: ContractHeld) => toContractWire(contract, credit, quantity);

export function toMovementWire({ movement, credit, contractName, counterparty }: MovementRow): HandlerAnswer<typeof coinHistory>["movements"][number] {
  return {
    id: movement.id,
    kind: movement.kind,
    amount: movement.amount,
    balance: movement.balanceAfter,
    credit: toCreditWire(credit),
    counterparty: counterparty ? { id: counterparty.id, first_name: counterparty.firstName, last_name: counterparty.lastName } : null,
    contract: movement.contractId && contractName ? { id: movement.contractId, name: contractName } : null,
    checkout_id: movement.checkoutId,
    time_created: movement.timeCreated.toISOString(),
  };
}

export function toHolderWire(holder: HolderRow): HandlerAnswer<typeof coinHolders>["holders"][number] {
  return { user: { id: holder.id, first_name: holder.firstName, last_name: holder.lastName }, balance: holder.balance };
}
