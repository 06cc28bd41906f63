ALTER TABLE "outbox" ADD COLUMN "started_by" text;--> statement-breakpoint
CREATE INDEX "outbox_started_by_idx" ON "outbox" USING btree ("started_by");