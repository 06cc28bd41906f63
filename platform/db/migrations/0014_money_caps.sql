ALTER TABLE "credit_balances" DROP CONSTRAINT "credit_balances_balance_check";--> statement-breakpoint
ALTER TABLE "credit_contract_holdings" DROP CONSTRAINT "credit_contract_holdings_quantity_check";--> statement-breakpoint
ALTER TABLE "credit_movements" DROP CONSTRAINT "credit_movements_amount_check";--> statement-breakpoint
ALTER TABLE "credit_movements" DROP CONSTRAINT "credit_movements_balance_after_check";--> statement-breakpoint
ALTER TABLE "credit_balances" ADD CONSTRAINT "credit_balances_balance_check" CHECK ("credit_balances"."balance" BETWEEN 0 AND 1000000000);--> statement-breakpoint
ALTER TABLE "credits" ADD CONSTRAINT "credits_rewards_value_check" CHECK ("credits"."rewards_value" BETWEEN 0 AND 1000000);--> statement-breakpoint
ALTER TABLE "credit_contract_holdings" ADD CONSTRAINT "credit_contract_holdings_quantity_check" CHECK ("credit_contract_holdings"."quantity" BETWEEN 0 AND 1000000000);--> statement-breakpoint
ALTER TABLE "credit_movements" ADD CONSTRAINT "credit_movements_amount_check" CHECK ("credit_movements"."amount" <> 0 AND abs("credit_movements"."amount") <= 1000000000);--> statement-breakpoint
ALTER TABLE "credit_movements" ADD CONSTRAINT "credit_movements_balance_after_check" CHECK ("credit_movements"."balance_after" BETWEEN 0 AND 1000000000);