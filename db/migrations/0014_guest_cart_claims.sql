CREATE TABLE "guest_cart_claims" (
	"guest_cart_id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"cart_id" text,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "guest_cart_claims_claimed_at_idx" ON "guest_cart_claims" USING btree ("claimed_at");