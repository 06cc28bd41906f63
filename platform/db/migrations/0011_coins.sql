CREATE TABLE "brand_coins" (
	"business_id" uuid PRIMARY KEY NOT NULL,
	"credit_id" uuid NOT NULL,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_contract_holdings" (
	"contract_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "credit_contract_holdings_quantity_check" CHECK ("credit_contract_holdings"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "credit_contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"credit_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"start_date" date,
	"end_date" date,
	"dividend_rate" double precision,
	"additional_data" jsonb,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"user_id" uuid NOT NULL,
	"credit_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"counterparty_id" uuid,
	"contract_id" uuid,
	"checkout_id" uuid,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_movements_amount_check" CHECK ("credit_movements"."amount" <> 0),
	CONSTRAINT "credit_movements_balance_after_check" CHECK ("credit_movements"."balance_after" >= 0)
);
--> statement-breakpoint
ALTER TABLE "brand_coins" ADD CONSTRAINT "brand_coins_business_id_fkey" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_coins" ADD CONSTRAINT "brand_coins_credit_id_fkey" FOREIGN KEY ("credit_id") REFERENCES "public"."credits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_contract_holdings" ADD CONSTRAINT "credit_contract_holdings_contract_id_fkey" FOREIGN KEY ("contract_id") REFERENCES "public"."credit_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_contract_holdings" ADD CONSTRAINT "credit_contract_holdings_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_contracts" ADD CONSTRAINT "credit_contracts_credit_id_fkey" FOREIGN KEY ("credit_id") REFERENCES "public"."credits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_movements" ADD CONSTRAINT "credit_movements_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_movements" ADD CONSTRAINT "credit_movements_credit_id_fkey" FOREIGN KEY ("credit_id") REFERENCES "public"."credits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_movements" ADD CONSTRAINT "credit_movements_counterparty_id_fkey" FOREIGN KEY ("counterparty_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_movements" ADD CONSTRAINT "credit_movements_contract_id_fkey" FOREIGN KEY ("contract_id") REFERENCES "public"."credit_contracts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "brand_coins_credit_id_idx" ON "brand_coins" USING btree ("credit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_contract_holdings_contract_user_idx" ON "credit_contract_holdings" USING btree ("contract_id","user_id");--> statement-breakpoint
CREATE INDEX "credit_contract_holdings_user_idx" ON "credit_contract_holdings" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_contracts_credit_name_idx" ON "credit_contracts" USING btree ("credit_id","name");--> statement-breakpoint
CREATE INDEX "credit_movements_user_seq_idx" ON "credit_movements" USING btree ("user_id","seq");--> statement-breakpoint
ALTER TABLE "credit_balances" ADD CONSTRAINT "credit_balances_balance_check" CHECK ("credit_balances"."balance" >= 0);