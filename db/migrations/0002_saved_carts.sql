CREATE TABLE "saved_carts" (
	"customer_id" text PRIMARY KEY NOT NULL,
	"cart_id" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_carts_cart_id_unique" UNIQUE("cart_id")
);
