CREATE TABLE "engine"."translations" (
	"resource_id" text NOT NULL,
	"key" text NOT NULL,
	"locale" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "translations_resource_id_key_locale_pk" PRIMARY KEY("resource_id","key","locale")
);
