CREATE TABLE "modulus_weight_tables" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"valid_from" date NOT NULL,
	"source" text NOT NULL,
	"weights" jsonb NOT NULL,
	"substitutions" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
