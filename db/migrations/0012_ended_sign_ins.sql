CREATE TABLE "ended_sign_ins" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ended_sign_ins_expires_at_idx" ON "ended_sign_ins" USING btree ("expires_at");