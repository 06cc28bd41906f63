ALTER TABLE "tickets" ADD COLUMN "door_code" text;--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_door_code_idx" ON "tickets" USING btree ("door_code");