CREATE TABLE "reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_external_id" text NOT NULL,
	"rating" numeric(2, 1) NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"reviewer_name" text NOT NULL,
	"author_customer_id" text,
	"author_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "reviews_product_created_idx" ON "reviews" USING btree ("product_external_id","created_at");