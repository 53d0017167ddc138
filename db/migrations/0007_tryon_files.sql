CREATE TABLE "engine"."files" (
	"id" integer PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"alt_text" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	CONSTRAINT "files_key_unique" UNIQUE("key")
);
--> statement-breakpoint
DROP INDEX "engine"."metafields_owner_idx";--> statement-breakpoint
ALTER TABLE "engine"."metafields" ADD COLUMN "variant_id" integer;--> statement-breakpoint
ALTER TABLE "engine"."metafields" ADD CONSTRAINT "metafields_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "engine"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "metafields_variant_owner_idx" ON "engine"."metafields" USING btree ("variant_id","namespace","key") WHERE "engine"."metafields"."variant_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "metafields_owner_idx" ON "engine"."metafields" USING btree ("product_id","namespace","key") WHERE "engine"."metafields"."variant_id" is null;