CREATE TABLE "search_log" (
	"id" uuid PRIMARY KEY NOT NULL,
	"query" text NOT NULL,
	"results_count" integer NOT NULL,
	"source" text NOT NULL,
	"opened" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_log_created_at_idx" ON "search_log" USING btree ("created_at");