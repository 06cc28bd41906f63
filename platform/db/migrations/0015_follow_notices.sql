CREATE TABLE "follow_notices" (
	"follower_id" uuid NOT NULL,
	"followee_id" uuid NOT NULL,
	"time_notified" timestamp with time zone NOT NULL,
	CONSTRAINT "follow_notices_pkey" PRIMARY KEY("follower_id","followee_id")
);
--> statement-breakpoint
ALTER TABLE "follow_notices" ADD CONSTRAINT "follow_notices_follower_id_fkey" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_notices" ADD CONSTRAINT "follow_notices_followee_id_fkey" FOREIGN KEY ("followee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;