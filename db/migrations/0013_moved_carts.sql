CREATE TABLE "moved_carts" (
	"from_cart_id" text PRIMARY KEY NOT NULL,
	"to_cart_id" text NOT NULL,
	"moved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "moved_carts_to_cart_id_idx" ON "moved_carts" USING btree ("to_cart_id");--> statement-breakpoint
CREATE INDEX "moved_carts_moved_at_idx" ON "moved_carts" USING btree ("moved_at");