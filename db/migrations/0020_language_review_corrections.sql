-- Corrections of the language review to the content that shipped (the e-invoicing
-- calendar as announced and dated, illustrative testimonials without
-- real-sounding names, «El Fatoora» kept on one line). Each replaces one exact
-- text, so a text an administrator rewrote since is left alone. Generated from
-- app/features/content/corrections-source.ts (npx tsx scripts/content-seed-sql.ts corrections).
UPDATE "content_articles" SET "data" = replace("data"::text, $fix$Voici le calendrier retenu pour la mise en conformité :$fix$, $fix$Voici le calendrier annoncé pour la mise en conformité :$fix$)::jsonb WHERE "id" = 'facturation-electronique-tunisie';
--> statement-breakpoint
UPDATE "content_articles" SET "data" = replace("data"::text, $fix$| Petites et très petites entreprises | à partir de janvier 2026 |\n\n$fix$, $fix$| Petites et très petites entreprises | à partir de janvier 2026 |\n\nSource : calendrier annoncé par l'administration fiscale, tel que connu au 27 novembre 2026 ; il peut changer avec chaque loi de finances.\n\n$fix$)::jsonb WHERE "id" = 'facturation-electronique-tunisie';
--> statement-breakpoint
UPDATE "content_articles" SET "data" = replace("data"::text, $fix$| المؤسسات الصغرى والصغيرة جدًا | ابتداءً من جانفي 2026 |\n\n$fix$, $fix$| المؤسسات الصغرى والصغيرة جدًا | ابتداءً من جانفي 2026 |\n\nالمصدر: الرزنامة التي أعلنتها الإدارة الجبائية، كما هي معروفة في 27 نوفمبر 2026، وقد تتغير مع كل قانون مالية.\n\n$fix$)::jsonb WHERE "id" = 'facturation-electronique-tunisie';
--> statement-breakpoint
UPDATE "content_blocks" SET "data" = replace("data"::text, $fix$la plateforme El Fatoora de Tunisie TradeNet (TTN), obligatoire pour les grandes entreprises depuis janvier 2024, puis pour les moyennes entreprises à partir de juillet 2025 et les petites entreprises à partir de janvier 2026, selon le calendrier annoncé.$fix$, $fix$la plateforme El Fatoora de Tunisie TradeNet (TTN). Selon le calendrier annoncé (état au 27 novembre 2026), elle est obligatoire pour les grandes entreprises depuis janvier 2024, puis pour les moyennes entreprises à partir de juillet 2025 et les petites entreprises à partir de janvier 2026.$fix$)::jsonb WHERE "key" = 'faq';
--> statement-breakpoint
UPDATE "content_blocks" SET "data" = replace("data"::text, $fix$وحسب الرزنامة المعلنة، أصبحت$fix$, $fix$وحسب الرزنامة المعلنة (كما هي معروفة في 27 نوفمبر 2026)، أصبحت$fix$)::jsonb WHERE "key" = 'faq';
--> statement-breakpoint
UPDATE "content_blocks" SET "data" = replace("data"::text, $fix$Sonia Ben Ammar$fix$, $fix$Sonia B.$fix$)::jsonb WHERE "key" = 'testimonials';
--> statement-breakpoint
UPDATE "content_blocks" SET "data" = replace("data"::text, $fix$Pharmacie Ben Ammar, Sfax$fix$, $fix$Pharmacie d'officine, Sfax$fix$)::jsonb WHERE "key" = 'testimonials';
--> statement-breakpoint
UPDATE "content_blocks" SET "data" = replace("data"::text, $fix$Karim Trabelsi$fix$, $fix$Karim T.$fix$)::jsonb WHERE "key" = 'testimonials';
--> statement-breakpoint
UPDATE "content_blocks" SET "data" = replace("data"::text, $fix$Trabelsi Distribution, Sousse$fix$, $fix$Distributeur de matériel, Sousse$fix$)::jsonb WHERE "key" = 'testimonials';
--> statement-breakpoint
UPDATE "content_blocks" SET "data" = replace("data"::text, $fix$Dr Leila Mansour$fix$, $fix$Dr Leila M.$fix$)::jsonb WHERE "key" = 'testimonials';
--> statement-breakpoint
UPDATE "content_blocks" SET "data" = replace("data"::text, $fix$سنية بن عمار$fix$, $fix$سنية ب.$fix$)::jsonb WHERE "key" = 'testimonials';
--> statement-breakpoint
UPDATE "content_blocks" SET "data" = replace("data"::text, $fix$صيدلية بن عمار، صفاقس$fix$, $fix$صيدلية، صفاقس$fix$)::jsonb WHERE "key" = 'testimonials';
--> statement-breakpoint
UPDATE "content_blocks" SET "data" = replace("data"::text, $fix$كريم الطرابلسي$fix$, $fix$كريم ط.$fix$)::jsonb WHERE "key" = 'testimonials';
--> statement-breakpoint
UPDATE "content_blocks" SET "data" = replace("data"::text, $fix$الطرابلسي للتوزيع، سوسة$fix$, $fix$موزّع معدات، سوسة$fix$)::jsonb WHERE "key" = 'testimonials';
--> statement-breakpoint
UPDATE "content_blocks" SET "data" = replace("data"::text, $fix$د. ليلى منصور$fix$, $fix$د. ليلى م.$fix$)::jsonb WHERE "key" = 'testimonials';
--> statement-breakpoint
UPDATE "content_blocks" SET "data" = replace("data"::text, $fix$وكوّن الفريق السكرتارية في صباح واحد$fix$, $fix$وكوّن فريقكم سكرتاريتي في صباح واحد$fix$)::jsonb WHERE "key" = 'testimonials';
--> statement-breakpoint
UPDATE "content_products" SET "data" = replace("data"::text, $fix$يُفتح في أجل 24 إلى 48 ساعة بعد الدفع.$fix$, $fix$يُفتح في أجل 24 إلى 48 ساعة بعد الخلاص.$fix$)::jsonb WHERE "id" = 'digifact';
--> statement-breakpoint
UPDATE "content_products" SET "data" = replace("data"::text, $fix$يُفتح في أجل 24 إلى 48 ساعة بعد الدفع.$fix$, $fix$يُفتح في أجل 24 إلى 48 ساعة بعد الخلاص.$fix$)::jsonb WHERE "id" = 'digierp';
--> statement-breakpoint
UPDATE "content_products" SET "data" = replace("data"::text, $fix$يُفتح في أجل 24 إلى 48 ساعة بعد الدفع.$fix$, $fix$يُفتح في أجل 24 إلى 48 ساعة بعد الخلاص.$fix$)::jsonb WHERE "id" = 'digimed';
--> statement-breakpoint
UPDATE "content_products" SET "data" = replace("data"::text, $fix$conformes à El Fatoora (TTN).$fix$, $fix$conformes à El Fatoora (TTN).$fix$)::jsonb WHERE "id" = 'digifact';
--> statement-breakpoint
UPDATE "content_products" SET "data" = replace("data"::text, $fix$منصة «الفاتورة» (El Fatoora) التابعة$fix$, $fix$منصة «الفاتورة» (El Fatoora) التابعة$fix$)::jsonb WHERE "id" = 'digifact';
--> statement-breakpoint
UPDATE "content_state" SET "version" = "version" + 1 WHERE "id" = 1;
