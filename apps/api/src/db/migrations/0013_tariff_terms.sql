ALTER TABLE "energy_tariffs" ADD COLUMN "terms_pdf_url" text;--> statement-breakpoint
ALTER TABLE "energy_tariffs" ADD COLUMN "principal_terms" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "energy_tariffs" ADD COLUMN "elec_supplier_name" text;--> statement-breakpoint
ALTER TABLE "energy_tariffs" ADD COLUMN "gas_supplier_name" text;