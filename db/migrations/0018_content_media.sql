-- Uploaded article covers live in the database (ADR 0029): every instance on
-- one database serves them, and a backup holds them. Names are content hashes,
-- so a row never changes once written.
CREATE TABLE "content_media" (
	"name" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" bytea NOT NULL,
	"byte_size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"uploaded_by" text,
	CONSTRAINT "content_media_name_format" CHECK ("name" ~ '^[0-9a-f]{20}-(1200x630\.jpg|640\.webp)$'),
	CONSTRAINT "content_media_type" CHECK ("content_type" IN ('image/jpeg', 'image/webp')),
	CONSTRAINT "content_media_size" CHECK ("byte_size" = octet_length("bytes"))
);
