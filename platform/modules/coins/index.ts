/**
 * The coins module's public face (platform/README.md "Modules and their order"): credits and coins,
 * balances, the ledger, contracts. Its tables (./schema.ts) stay inside.
 */
export { balancesOf, subscribeCoins } from "./balances";
export { createCoin, createContract, creditById, creditNamesOf, creditWithBalance, type CoinInput, type ContractInput } from "./coins";
export { contractsOf } from "./history";
export { contractsOfCoin, holdersOf } from "./holders";
export { balanceOf, credit, debit, guardedDeposit, type Deposit } from "./ledger";
export { toContractWire, toCreditWire, toHeldContractWire, toHolderWire, type CreditWire } from "./wire";
export type { Credit, CreditContract } from "./schema";
