-- Audience measured by the site itself (decisions 0062 and 0063): today's
-- visits by a daily visitor hash (folded into daily aggregates once the day is
-- over), page views per day, and the source of the visit on every order and
-- appointment request it led to.
CREATE TABLE IF NOT EXISTS "audience_visits" (
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	"first_seen" timestamp with time zone NOT NULL,
	"landing_path" text NOT NULL,
	"language" text NOT NULL,
	"referrer" text DEFAULT '' NOT NULL,
	"utm_source" text DEFAULT '' NOT NULL,
	"utm_medium" text DEFAULT '' NOT NULL,
	"utm_campaign" text DEFAULT '' NOT NULL,
	"device" text NOT NULL,
	"page_views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "audience_visits_pk" PRIMARY KEY("day","visitor"),
	CONSTRAINT "audience_visits_language_ck" CHECK ("language" IN ('fr', 'ar')),
	CONSTRAINT "audience_visits_device_ck" CHECK ("device" IN ('phone', 'desktop'))
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "audience_daily_visits" (
	"day" date NOT NULL,
	"landing_path" text NOT NULL,
	"language" text NOT NULL,
	"referrer" text DEFAULT '' NOT NULL,
	"utm_source" text DEFAULT '' NOT NULL,
	"utm_medium" text DEFAULT '' NOT NULL,
	"utm_campaign" text DEFAULT '' NOT NULL,
	"device" text NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	"page_views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "audience_daily_visits_pk" PRIMARY KEY("day","landing_path","language","referrer","utm_source","utm_medium","utm_campaign","device")
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "audience_page_views" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"language" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "audience_page_views_pk" PRIMARY KEY("day","path","language")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "source_landing_path" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "source_language" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "source_referrer" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "source_utm_source" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "source_utm_medium" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "source_utm_campaign" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN IF NOT EXISTS "source_landing_path" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN IF NOT EXISTS "source_language" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN IF NOT EXISTS "source_referrer" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN IF NOT EXISTS "source_utm_source" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN IF NOT EXISTS "source_utm_medium" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN IF NOT EXISTS "source_utm_campaign" text;
