import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Every field made localized, by table: its values move to the table's `_locales` twin as English
 * before its column is dropped, so an existing site reads the same in English (and Spanish, still
 * empty, falls back to it). Version and block tables included.
 */
const LOCALIZED_COLUMNS: readonly (readonly [table: string, columns: readonly string[]])[] = [
  ['pages_blocks_hero', ['heading', 'text', 'link_label']],
  ['pages_blocks_video_banner', ['heading', 'link_label']],
  ['pages_blocks_rich_text', ['content']],
  ['pages_blocks_gallery_images', ['caption']],
  ['pages_blocks_gallery', ['heading']],
  ['pages_blocks_talent_grid', ['heading']],
  ['pages_blocks_faq_list', ['heading']],
  ['pages_blocks_call_to_action', ['heading', 'text', 'link_label']],
  ['pages_blocks_submission_form', ['heading', 'success_message']],
  ['pages_blocks_contact_form', ['heading', 'success_message']],
  ['pages', ['title', 'seo_title', 'seo_description']],
  ['_pages_v_blocks_hero', ['heading', 'text', 'link_label']],
  ['_pages_v_blocks_video_banner', ['heading', 'link_label']],
  ['_pages_v_blocks_rich_text', ['content']],
  ['_pages_v_blocks_gallery_images', ['caption']],
  ['_pages_v_blocks_gallery', ['heading']],
  ['_pages_v_blocks_talent_grid', ['heading']],
  ['_pages_v_blocks_faq_list', ['heading']],
  ['_pages_v_blocks_call_to_action', ['heading', 'text', 'link_label']],
  ['_pages_v_blocks_submission_form', ['heading', 'success_message']],
  ['_pages_v_blocks_contact_form', ['heading', 'success_message']],
  ['_pages_v', ['version_title', 'version_seo_title', 'version_seo_description']],
  ['books', ['title', 'description', 'seo_title', 'seo_description']],
  ['_books_v', ['version_title', 'version_description', 'version_seo_title', 'version_seo_description']],
  ['talents_portfolio', ['caption']],
  ['talents_videos', ['caption']],
  ['talents', ['bio', 'seo_title', 'seo_description']],
  ['_talents_v_version_portfolio', ['caption']],
  ['_talents_v_version_videos', ['caption']],
  ['_talents_v', ['version_bio', 'version_seo_title', 'version_seo_description']],
  ['media', ['alt', 'caption']],
  ['locations', ['mission', 'payments_manual_instructions', 'mail_texts_contact_confirmation_subject', 'mail_texts_contact_confirmation_body', 'mail_texts_contact_notification_subject', 'mail_texts_contact_notification_body', 'mail_texts_application_confirmation_subject', 'mail_texts_application_confirmation_body', 'mail_texts_application_notification_subject', 'mail_texts_application_notification_body', 'mail_texts_inquiry_confirmation_subject', 'mail_texts_inquiry_confirmation_body', 'mail_texts_inquiry_notification_subject', 'mail_texts_inquiry_notification_body']],
  ['faqs', ['question', 'answer']],
  ['navigation_items_submenu_sub_submenu', ['label']],
  ['navigation_items_submenu', ['label']],
  ['navigation_items', ['label']],
  ['_navigation_v_version_items_submenu_sub_submenu', ['label']],
  ['_navigation_v_version_items_submenu', ['label']],
  ['_navigation_v_version_items', ['label']],
  ['settings', ['website_tagline']],
  ['_settings_v', ['version_website_tagline']],
  ['footer_links', ['label']],
  ['footer', ['text', 'copyright']],
]

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('en', 'es');
  CREATE TYPE "public"."enum__pages_v_published_locale" AS ENUM('en', 'es');
  CREATE TYPE "public"."enum__books_v_published_locale" AS ENUM('en', 'es');
  CREATE TYPE "public"."enum__talents_v_published_locale" AS ENUM('en', 'es');
  CREATE TYPE "public"."enum_submissions_locale" AS ENUM('en', 'es');
  CREATE TYPE "public"."enum_messages_locale" AS ENUM('en', 'es');
  CREATE TYPE "public"."enum_inquiries_locale" AS ENUM('en', 'es');
  CREATE TYPE "public"."enum_payments_locale" AS ENUM('en', 'es');
  CREATE TABLE "pages_blocks_hero_locales" (
  	"heading" varchar,
  	"text" varchar,
  	"link_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_video_banner_locales" (
  	"heading" varchar,
  	"link_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_rich_text_locales" (
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_gallery_images_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_gallery_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_talent_grid_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_faq_list_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_call_to_action_locales" (
  	"heading" varchar,
  	"text" varchar,
  	"link_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_submission_form_locales" (
  	"heading" varchar DEFAULT 'Apply',
  	"success_message" varchar DEFAULT 'Thank you. We have your application and sent you a confirmation by email. If we would like to meet you, we reply within two weeks.',
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_contact_form_locales" (
  	"heading" varchar DEFAULT 'Send us a message',
  	"success_message" varchar DEFAULT 'Thank you. We have your message and sent you a copy by email. We reply within two working days.',
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_locales" (
  	"title" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_hero_locales" (
  	"heading" varchar,
  	"text" varchar,
  	"link_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_video_banner_locales" (
  	"heading" varchar,
  	"link_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_rich_text_locales" (
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_gallery_images_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_gallery_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_talent_grid_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_faq_list_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_call_to_action_locales" (
  	"heading" varchar,
  	"text" varchar,
  	"link_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_submission_form_locales" (
  	"heading" varchar DEFAULT 'Apply',
  	"success_message" varchar DEFAULT 'Thank you. We have your application and sent you a confirmation by email. If we would like to meet you, we reply within two weeks.',
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_contact_form_locales" (
  	"heading" varchar DEFAULT 'Send us a message',
  	"success_message" varchar DEFAULT 'Thank you. We have your message and sent you a copy by email. We reply within two working days.',
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_locales" (
  	"version_title" varchar,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "books_locales" (
  	"title" varchar,
  	"description" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_books_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "talents_portfolio_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "talents_videos_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "talents_locales" (
  	"bio" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_talents_v_version_portfolio_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_talents_v_version_videos_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_talents_v_locales" (
  	"version_bio" varchar,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "media_locales" (
  	"alt" varchar NOT NULL,
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "locations_locales" (
  	"mission" jsonb,
  	"payments_manual_instructions" jsonb,
  	"mail_texts_contact_confirmation_subject" varchar,
  	"mail_texts_contact_confirmation_body" varchar,
  	"mail_texts_contact_notification_subject" varchar,
  	"mail_texts_contact_notification_body" varchar,
  	"mail_texts_application_confirmation_subject" varchar,
  	"mail_texts_application_confirmation_body" varchar,
  	"mail_texts_application_notification_subject" varchar,
  	"mail_texts_application_notification_body" varchar,
  	"mail_texts_inquiry_confirmation_subject" varchar,
  	"mail_texts_inquiry_confirmation_body" varchar,
  	"mail_texts_inquiry_notification_subject" varchar,
  	"mail_texts_inquiry_notification_body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "faqs_locales" (
  	"question" varchar NOT NULL,
  	"answer" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "navigation_items_submenu_sub_submenu_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "navigation_items_submenu_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "navigation_items_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_navigation_v_version_items_submenu_sub_submenu_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_navigation_v_version_items_submenu_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_navigation_v_version_items_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "settings_locales" (
  	"website_tagline" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_settings_v_locales" (
  	"version_website_tagline" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "footer_links_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "footer_locales" (
  	"text" varchar,
  	"copyright" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "_pages_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_pages_v" ADD COLUMN "published_locale" "enum__pages_v_published_locale";
  ALTER TABLE "_books_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_books_v" ADD COLUMN "published_locale" "enum__books_v_published_locale";
  ALTER TABLE "_talents_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_talents_v" ADD COLUMN "published_locale" "enum__talents_v_published_locale";
  ALTER TABLE "submissions" ADD COLUMN "locale" "enum_submissions_locale" DEFAULT 'en';
  ALTER TABLE "messages" ADD COLUMN "locale" "enum_messages_locale" DEFAULT 'en';
  ALTER TABLE "inquiries" ADD COLUMN "locale" "enum_inquiries_locale" DEFAULT 'en';
  ALTER TABLE "payments" ADD COLUMN "locale" "enum_payments_locale" DEFAULT 'en';
  ALTER TABLE "pages_blocks_hero_locales" ADD CONSTRAINT "pages_blocks_hero_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_video_banner_locales" ADD CONSTRAINT "pages_blocks_video_banner_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_video_banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_rich_text_locales" ADD CONSTRAINT "pages_blocks_rich_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_rich_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_gallery_images_locales" ADD CONSTRAINT "pages_blocks_gallery_images_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_gallery_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_gallery_locales" ADD CONSTRAINT "pages_blocks_gallery_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_gallery"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_talent_grid_locales" ADD CONSTRAINT "pages_blocks_talent_grid_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_talent_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq_list_locales" ADD CONSTRAINT "pages_blocks_faq_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_faq_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_call_to_action_locales" ADD CONSTRAINT "pages_blocks_call_to_action_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_call_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_submission_form_locales" ADD CONSTRAINT "pages_blocks_submission_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_submission_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_contact_form_locales" ADD CONSTRAINT "pages_blocks_contact_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_contact_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_locales" ADD CONSTRAINT "pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_locales" ADD CONSTRAINT "_pages_v_blocks_hero_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video_banner_locales" ADD CONSTRAINT "_pages_v_blocks_video_banner_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_video_banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_rich_text_locales" ADD CONSTRAINT "_pages_v_blocks_rich_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_rich_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_gallery_images_locales" ADD CONSTRAINT "_pages_v_blocks_gallery_images_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_gallery_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_gallery_locales" ADD CONSTRAINT "_pages_v_blocks_gallery_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_gallery"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_talent_grid_locales" ADD CONSTRAINT "_pages_v_blocks_talent_grid_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_talent_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq_list_locales" ADD CONSTRAINT "_pages_v_blocks_faq_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_faq_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_call_to_action_locales" ADD CONSTRAINT "_pages_v_blocks_call_to_action_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_call_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_submission_form_locales" ADD CONSTRAINT "_pages_v_blocks_submission_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_submission_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_contact_form_locales" ADD CONSTRAINT "_pages_v_blocks_contact_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_contact_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "books_locales" ADD CONSTRAINT "books_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_books_v_locales" ADD CONSTRAINT "_books_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_books_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "talents_portfolio_locales" ADD CONSTRAINT "talents_portfolio_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."talents_portfolio"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "talents_videos_locales" ADD CONSTRAINT "talents_videos_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."talents_videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "talents_locales" ADD CONSTRAINT "talents_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."talents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_talents_v_version_portfolio_locales" ADD CONSTRAINT "_talents_v_version_portfolio_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_talents_v_version_portfolio"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_talents_v_version_videos_locales" ADD CONSTRAINT "_talents_v_version_videos_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_talents_v_version_videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_talents_v_locales" ADD CONSTRAINT "_talents_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_talents_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "media_locales" ADD CONSTRAINT "media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "locations_locales" ADD CONSTRAINT "locations_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_locales" ADD CONSTRAINT "faqs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_items_submenu_sub_submenu_locales" ADD CONSTRAINT "navigation_items_submenu_sub_submenu_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation_items_submenu_sub_submenu"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_items_submenu_locales" ADD CONSTRAINT "navigation_items_submenu_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation_items_submenu"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_items_locales" ADD CONSTRAINT "navigation_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_navigation_v_version_items_submenu_sub_submenu_locales" ADD CONSTRAINT "_navigation_v_version_items_submenu_sub_submenu_locales_p_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_navigation_v_version_items_submenu_sub_submenu"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_navigation_v_version_items_submenu_locales" ADD CONSTRAINT "_navigation_v_version_items_submenu_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_navigation_v_version_items_submenu"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_navigation_v_version_items_locales" ADD CONSTRAINT "_navigation_v_version_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_navigation_v_version_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "settings_locales" ADD CONSTRAINT "settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_settings_v_locales" ADD CONSTRAINT "_settings_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_links_locales" ADD CONSTRAINT "footer_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_locales" ADD CONSTRAINT "footer_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "pages_blocks_hero_locales_locale_parent_id_unique" ON "pages_blocks_hero_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_video_banner_locales_locale_parent_id_unique" ON "pages_blocks_video_banner_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_rich_text_locales_locale_parent_id_unique" ON "pages_blocks_rich_text_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_gallery_images_locales_locale_parent_id_unique" ON "pages_blocks_gallery_images_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_gallery_locales_locale_parent_id_unique" ON "pages_blocks_gallery_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_talent_grid_locales_locale_parent_id_unique" ON "pages_blocks_talent_grid_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_faq_list_locales_locale_parent_id_unique" ON "pages_blocks_faq_list_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_call_to_action_locales_locale_parent_id_unique" ON "pages_blocks_call_to_action_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_submission_form_locales_locale_parent_id_unique" ON "pages_blocks_submission_form_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_contact_form_locales_locale_parent_id_unique" ON "pages_blocks_contact_form_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_locales_locale_parent_id_unique" ON "pages_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_hero_locales_locale_parent_id_unique" ON "_pages_v_blocks_hero_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_video_banner_locales_locale_parent_id_unique" ON "_pages_v_blocks_video_banner_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_rich_text_locales_locale_parent_id_unique" ON "_pages_v_blocks_rich_text_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_gallery_images_locales_locale_parent_id_uniq" ON "_pages_v_blocks_gallery_images_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_gallery_locales_locale_parent_id_unique" ON "_pages_v_blocks_gallery_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_talent_grid_locales_locale_parent_id_unique" ON "_pages_v_blocks_talent_grid_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_faq_list_locales_locale_parent_id_unique" ON "_pages_v_blocks_faq_list_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_call_to_action_locales_locale_parent_id_uniq" ON "_pages_v_blocks_call_to_action_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_submission_form_locales_locale_parent_id_uni" ON "_pages_v_blocks_submission_form_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_contact_form_locales_locale_parent_id_unique" ON "_pages_v_blocks_contact_form_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_locales_locale_parent_id_unique" ON "_pages_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "books_locales_locale_parent_id_unique" ON "books_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_books_v_locales_locale_parent_id_unique" ON "_books_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "talents_portfolio_locales_locale_parent_id_unique" ON "talents_portfolio_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "talents_videos_locales_locale_parent_id_unique" ON "talents_videos_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "talents_locales_locale_parent_id_unique" ON "talents_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_talents_v_version_portfolio_locales_locale_parent_id_unique" ON "_talents_v_version_portfolio_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_talents_v_version_videos_locales_locale_parent_id_unique" ON "_talents_v_version_videos_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_talents_v_locales_locale_parent_id_unique" ON "_talents_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "media_locales_locale_parent_id_unique" ON "media_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "locations_locales_locale_parent_id_unique" ON "locations_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "faqs_locales_locale_parent_id_unique" ON "faqs_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "navigation_items_submenu_sub_submenu_locales_locale_parent_i" ON "navigation_items_submenu_sub_submenu_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "navigation_items_submenu_locales_locale_parent_id_unique" ON "navigation_items_submenu_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "navigation_items_locales_locale_parent_id_unique" ON "navigation_items_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_navigation_v_version_items_submenu_sub_submenu_locales_loca" ON "_navigation_v_version_items_submenu_sub_submenu_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_navigation_v_version_items_submenu_locales_locale_parent_id" ON "_navigation_v_version_items_submenu_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_navigation_v_version_items_locales_locale_parent_id_unique" ON "_navigation_v_version_items_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "settings_locales_locale_parent_id_unique" ON "settings_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_settings_v_locales_locale_parent_id_unique" ON "_settings_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "footer_links_locales_locale_parent_id_unique" ON "footer_links_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "footer_locales_locale_parent_id_unique" ON "footer_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_snapshot_idx" ON "_pages_v" USING btree ("snapshot");
  CREATE INDEX "_pages_v_published_locale_idx" ON "_pages_v" USING btree ("published_locale");
  CREATE INDEX "_books_v_snapshot_idx" ON "_books_v" USING btree ("snapshot");
  CREATE INDEX "_books_v_published_locale_idx" ON "_books_v" USING btree ("published_locale");
  CREATE INDEX "_talents_v_snapshot_idx" ON "_talents_v" USING btree ("snapshot");
  CREATE INDEX "_talents_v_published_locale_idx" ON "_talents_v" USING btree ("published_locale");
`)
  for (const [table, columns] of LOCALIZED_COLUMNS) {
    const list = columns.map((column) => `"${column}"`).join(', ')
    await db.execute(
      sql.raw(
        `INSERT INTO "${table}_locales" (${list}, "_locale", "_parent_id") SELECT ${list}, 'en', "id" FROM "${table}";`,
      ),
    )
  }
  await db.execute(sql`
  ALTER TABLE "pages_blocks_hero" DROP COLUMN "heading";
  ALTER TABLE "pages_blocks_hero" DROP COLUMN "text";
  ALTER TABLE "pages_blocks_hero" DROP COLUMN "link_label";
  ALTER TABLE "pages_blocks_video_banner" DROP COLUMN "heading";
  ALTER TABLE "pages_blocks_video_banner" DROP COLUMN "link_label";
  ALTER TABLE "pages_blocks_rich_text" DROP COLUMN "content";
  ALTER TABLE "pages_blocks_gallery_images" DROP COLUMN "caption";
  ALTER TABLE "pages_blocks_gallery" DROP COLUMN "heading";
  ALTER TABLE "pages_blocks_talent_grid" DROP COLUMN "heading";
  ALTER TABLE "pages_blocks_faq_list" DROP COLUMN "heading";
  ALTER TABLE "pages_blocks_call_to_action" DROP COLUMN "heading";
  ALTER TABLE "pages_blocks_call_to_action" DROP COLUMN "text";
  ALTER TABLE "pages_blocks_call_to_action" DROP COLUMN "link_label";
  ALTER TABLE "pages_blocks_submission_form" DROP COLUMN "heading";
  ALTER TABLE "pages_blocks_submission_form" DROP COLUMN "success_message";
  ALTER TABLE "pages_blocks_contact_form" DROP COLUMN "heading";
  ALTER TABLE "pages_blocks_contact_form" DROP COLUMN "success_message";
  ALTER TABLE "pages" DROP COLUMN "title";
  ALTER TABLE "pages" DROP COLUMN "seo_title";
  ALTER TABLE "pages" DROP COLUMN "seo_description";
  ALTER TABLE "_pages_v_blocks_hero" DROP COLUMN "heading";
  ALTER TABLE "_pages_v_blocks_hero" DROP COLUMN "text";
  ALTER TABLE "_pages_v_blocks_hero" DROP COLUMN "link_label";
  ALTER TABLE "_pages_v_blocks_video_banner" DROP COLUMN "heading";
  ALTER TABLE "_pages_v_blocks_video_banner" DROP COLUMN "link_label";
  ALTER TABLE "_pages_v_blocks_rich_text" DROP COLUMN "content";
  ALTER TABLE "_pages_v_blocks_gallery_images" DROP COLUMN "caption";
  ALTER TABLE "_pages_v_blocks_gallery" DROP COLUMN "heading";
  ALTER TABLE "_pages_v_blocks_talent_grid" DROP COLUMN "heading";
  ALTER TABLE "_pages_v_blocks_faq_list" DROP COLUMN "heading";
  ALTER TABLE "_pages_v_blocks_call_to_action" DROP COLUMN "heading";
  ALTER TABLE "_pages_v_blocks_call_to_action" DROP COLUMN "text";
  ALTER TABLE "_pages_v_blocks_call_to_action" DROP COLUMN "link_label";
  ALTER TABLE "_pages_v_blocks_submission_form" DROP COLUMN "heading";
  ALTER TABLE "_pages_v_blocks_submission_form" DROP COLUMN "success_message";
  ALTER TABLE "_pages_v_blocks_contact_form" DROP COLUMN "heading";
  ALTER TABLE "_pages_v_blocks_contact_form" DROP COLUMN "success_message";
  ALTER TABLE "_pages_v" DROP COLUMN "version_title";
  ALTER TABLE "_pages_v" DROP COLUMN "version_seo_title";
  ALTER TABLE "_pages_v" DROP COLUMN "version_seo_description";
  ALTER TABLE "books" DROP COLUMN "title";
  ALTER TABLE "books" DROP COLUMN "description";
  ALTER TABLE "books" DROP COLUMN "seo_title";
  ALTER TABLE "books" DROP COLUMN "seo_description";
  ALTER TABLE "_books_v" DROP COLUMN "version_title";
  ALTER TABLE "_books_v" DROP COLUMN "version_description";
  ALTER TABLE "_books_v" DROP COLUMN "version_seo_title";
  ALTER TABLE "_books_v" DROP COLUMN "version_seo_description";
  ALTER TABLE "talents_portfolio" DROP COLUMN "caption";
  ALTER TABLE "talents_videos" DROP COLUMN "caption";
  ALTER TABLE "talents" DROP COLUMN "bio";
  ALTER TABLE "talents" DROP COLUMN "seo_title";
  ALTER TABLE "talents" DROP COLUMN "seo_description";
  ALTER TABLE "_talents_v_version_portfolio" DROP COLUMN "caption";
  ALTER TABLE "_talents_v_version_videos" DROP COLUMN "caption";
  ALTER TABLE "_talents_v" DROP COLUMN "version_bio";
  ALTER TABLE "_talents_v" DROP COLUMN "version_seo_title";
  ALTER TABLE "_talents_v" DROP COLUMN "version_seo_description";
  ALTER TABLE "media" DROP COLUMN "alt";
  ALTER TABLE "media" DROP COLUMN "caption";
  ALTER TABLE "locations" DROP COLUMN "mission";
  ALTER TABLE "locations" DROP COLUMN "payments_manual_instructions";
  ALTER TABLE "locations" DROP COLUMN "mail_texts_contact_confirmation_subject";
  ALTER TABLE "locations" DROP COLUMN "mail_texts_contact_confirmation_body";
  ALTER TABLE "locations" DROP COLUMN "mail_texts_contact_notification_subject";
  ALTER TABLE "locations" DROP COLUMN "mail_texts_contact_notification_body";
  ALTER TABLE "locations" DROP COLUMN "mail_texts_application_confirmation_subject";
  ALTER TABLE "locations" DROP COLUMN "mail_texts_application_confirmation_body";
  ALTER TABLE "locations" DROP COLUMN "mail_texts_application_notification_subject";
  ALTER TABLE "locations" DROP COLUMN "mail_texts_application_notification_body";
  ALTER TABLE "locations" DROP COLUMN "mail_texts_inquiry_confirmation_subject";
  ALTER TABLE "locations" DROP COLUMN "mail_texts_inquiry_confirmation_body";
  ALTER TABLE "locations" DROP COLUMN "mail_texts_inquiry_notification_subject";
  ALTER TABLE "locations" DROP COLUMN "mail_texts_inquiry_notification_body";
  ALTER TABLE "faqs" DROP COLUMN "question";
  ALTER TABLE "faqs" DROP COLUMN "answer";
  ALTER TABLE "navigation_items_submenu_sub_submenu" DROP COLUMN "label";
  ALTER TABLE "navigation_items_submenu" DROP COLUMN "label";
  ALTER TABLE "navigation_items" DROP COLUMN "label";
  ALTER TABLE "_navigation_v_version_items_submenu_sub_submenu" DROP COLUMN "label";
  ALTER TABLE "_navigation_v_version_items_submenu" DROP COLUMN "label";
  ALTER TABLE "_navigation_v_version_items" DROP COLUMN "label";
  ALTER TABLE "settings" DROP COLUMN "website_tagline";
  ALTER TABLE "_settings_v" DROP COLUMN "version_website_tagline";
  ALTER TABLE "footer_links" DROP COLUMN "label";
  ALTER TABLE "footer" DROP COLUMN "text";
  ALTER TABLE "footer" DROP COLUMN "copyright";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_hero_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_video_banner_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_rich_text_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_gallery_images_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_gallery_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_talent_grid_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_faq_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_call_to_action_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_submission_form_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_contact_form_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_hero_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_video_banner_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_rich_text_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_gallery_images_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_gallery_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_talent_grid_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_faq_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_call_to_action_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_submission_form_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_contact_form_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "books_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_books_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "talents_portfolio_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "talents_videos_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "talents_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_talents_v_version_portfolio_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_talents_v_version_videos_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_talents_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "media_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "locations_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "faqs_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "navigation_items_submenu_sub_submenu_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "navigation_items_submenu_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "navigation_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_navigation_v_version_items_submenu_sub_submenu_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_navigation_v_version_items_submenu_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_navigation_v_version_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "settings_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_settings_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "footer_links_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "footer_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_hero_locales" CASCADE;
  DROP TABLE "pages_blocks_video_banner_locales" CASCADE;
  DROP TABLE "pages_blocks_rich_text_locales" CASCADE;
  DROP TABLE "pages_blocks_gallery_images_locales" CASCADE;
  DROP TABLE "pages_blocks_gallery_locales" CASCADE;
  DROP TABLE "pages_blocks_talent_grid_locales" CASCADE;
  DROP TABLE "pages_blocks_faq_list_locales" CASCADE;
  DROP TABLE "pages_blocks_call_to_action_locales" CASCADE;
  DROP TABLE "pages_blocks_submission_form_locales" CASCADE;
  DROP TABLE "pages_blocks_contact_form_locales" CASCADE;
  DROP TABLE "pages_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_hero_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_video_banner_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_rich_text_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_gallery_images_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_gallery_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_talent_grid_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_faq_list_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_call_to_action_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_submission_form_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_contact_form_locales" CASCADE;
  DROP TABLE "_pages_v_locales" CASCADE;
  DROP TABLE "books_locales" CASCADE;
  DROP TABLE "_books_v_locales" CASCADE;
  DROP TABLE "talents_portfolio_locales" CASCADE;
  DROP TABLE "talents_videos_locales" CASCADE;
  DROP TABLE "talents_locales" CASCADE;
  DROP TABLE "_talents_v_version_portfolio_locales" CASCADE;
  DROP TABLE "_talents_v_version_videos_locales" CASCADE;
  DROP TABLE "_talents_v_locales" CASCADE;
  DROP TABLE "media_locales" CASCADE;
  DROP TABLE "locations_locales" CASCADE;
  DROP TABLE "faqs_locales" CASCADE;
  DROP TABLE "navigation_items_submenu_sub_submenu_locales" CASCADE;
  DROP TABLE "navigation_items_submenu_locales" CASCADE;
  DROP TABLE "navigation_items_locales" CASCADE;
  DROP TABLE "_navigation_v_version_items_submenu_sub_submenu_locales" CASCADE;
  DROP TABLE "_navigation_v_version_items_submenu_locales" CASCADE;
  DROP TABLE "_navigation_v_version_items_locales" CASCADE;
  DROP TABLE "settings_locales" CASCADE;
  DROP TABLE "_settings_v_locales" CASCADE;
  DROP TABLE "footer_links_locales" CASCADE;
  DROP TABLE "footer_locales" CASCADE;
  DROP INDEX "_pages_v_snapshot_idx";
  DROP INDEX "_pages_v_published_locale_idx";
  DROP INDEX "_books_v_snapshot_idx";
  DROP INDEX "_books_v_published_locale_idx";
  DROP INDEX "_talents_v_snapshot_idx";
  DROP INDEX "_talents_v_published_locale_idx";
  ALTER TABLE "pages_blocks_hero" ADD COLUMN "heading" varchar;
  ALTER TABLE "pages_blocks_hero" ADD COLUMN "text" varchar;
  ALTER TABLE "pages_blocks_hero" ADD COLUMN "link_label" varchar;
  ALTER TABLE "pages_blocks_video_banner" ADD COLUMN "heading" varchar;
  ALTER TABLE "pages_blocks_video_banner" ADD COLUMN "link_label" varchar;
  ALTER TABLE "pages_blocks_rich_text" ADD COLUMN "content" jsonb;
  ALTER TABLE "pages_blocks_gallery_images" ADD COLUMN "caption" varchar;
  ALTER TABLE "pages_blocks_gallery" ADD COLUMN "heading" varchar;
  ALTER TABLE "pages_blocks_talent_grid" ADD COLUMN "heading" varchar;
  ALTER TABLE "pages_blocks_faq_list" ADD COLUMN "heading" varchar;
  ALTER TABLE "pages_blocks_call_to_action" ADD COLUMN "heading" varchar;
  ALTER TABLE "pages_blocks_call_to_action" ADD COLUMN "text" varchar;
  ALTER TABLE "pages_blocks_call_to_action" ADD COLUMN "link_label" varchar;
  ALTER TABLE "pages_blocks_submission_form" ADD COLUMN "heading" varchar DEFAULT 'Apply';
  ALTER TABLE "pages_blocks_submission_form" ADD COLUMN "success_message" varchar DEFAULT 'Thank you. We have your application and sent you a confirmation by email. If we would like to meet you, we reply within two weeks.';
  ALTER TABLE "pages_blocks_contact_form" ADD COLUMN "heading" varchar DEFAULT 'Send us a message';
  ALTER TABLE "pages_blocks_contact_form" ADD COLUMN "success_message" varchar DEFAULT 'Thank you. We have your message and sent you a copy by email. We reply within two working days.';
  ALTER TABLE "pages" ADD COLUMN "title" varchar;
  ALTER TABLE "pages" ADD COLUMN "seo_title" varchar;
  ALTER TABLE "pages" ADD COLUMN "seo_description" varchar;
  ALTER TABLE "_pages_v_blocks_hero" ADD COLUMN "heading" varchar;
  ALTER TABLE "_pages_v_blocks_hero" ADD COLUMN "text" varchar;
  ALTER TABLE "_pages_v_blocks_hero" ADD COLUMN "link_label" varchar;
  ALTER TABLE "_pages_v_blocks_video_banner" ADD COLUMN "heading" varchar;
  ALTER TABLE "_pages_v_blocks_video_banner" ADD COLUMN "link_label" varchar;
  ALTER TABLE "_pages_v_blocks_rich_text" ADD COLUMN "content" jsonb;
  ALTER TABLE "_pages_v_blocks_gallery_images" ADD COLUMN "caption" varchar;
  ALTER TABLE "_pages_v_blocks_gallery" ADD COLUMN "heading" varchar;
  ALTER TABLE "_pages_v_blocks_talent_grid" ADD COLUMN "heading" varchar;
  ALTER TABLE "_pages_v_blocks_faq_list" ADD COLUMN "heading" varchar;
  ALTER TABLE "_pages_v_blocks_call_to_action" ADD COLUMN "heading" varchar;
  ALTER TABLE "_pages_v_blocks_call_to_action" ADD COLUMN "text" varchar;
  ALTER TABLE "_pages_v_blocks_call_to_action" ADD COLUMN "link_label" varchar;
  ALTER TABLE "_pages_v_blocks_submission_form" ADD COLUMN "heading" varchar DEFAULT 'Apply';
  ALTER TABLE "_pages_v_blocks_submission_form" ADD COLUMN "success_message" varchar DEFAULT 'Thank you. We have your application and sent you a confirmation by email. If we would like to meet you, we reply within two weeks.';
  ALTER TABLE "_pages_v_blocks_contact_form" ADD COLUMN "heading" varchar DEFAULT 'Send us a message';
  ALTER TABLE "_pages_v_blocks_contact_form" ADD COLUMN "success_message" varchar DEFAULT 'Thank you. We have your message and sent you a copy by email. We reply within two working days.';
  ALTER TABLE "_pages_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_seo_title" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_seo_description" varchar;
  ALTER TABLE "books" ADD COLUMN "title" varchar;
  ALTER TABLE "books" ADD COLUMN "description" varchar;
  ALTER TABLE "books" ADD COLUMN "seo_title" varchar;
  ALTER TABLE "books" ADD COLUMN "seo_description" varchar;
  ALTER TABLE "_books_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_books_v" ADD COLUMN "version_description" varchar;
  ALTER TABLE "_books_v" ADD COLUMN "version_seo_title" varchar;
  ALTER TABLE "_books_v" ADD COLUMN "version_seo_description" varchar;
  ALTER TABLE "talents_portfolio" ADD COLUMN "caption" varchar;
  ALTER TABLE "talents_videos" ADD COLUMN "caption" varchar;
  ALTER TABLE "talents" ADD COLUMN "bio" varchar;
  ALTER TABLE "talents" ADD COLUMN "seo_title" varchar;
  ALTER TABLE "talents" ADD COLUMN "seo_description" varchar;
  ALTER TABLE "_talents_v_version_portfolio" ADD COLUMN "caption" varchar;
  ALTER TABLE "_talents_v_version_videos" ADD COLUMN "caption" varchar;
  ALTER TABLE "_talents_v" ADD COLUMN "version_bio" varchar;
  ALTER TABLE "_talents_v" ADD COLUMN "version_seo_title" varchar;
  ALTER TABLE "_talents_v" ADD COLUMN "version_seo_description" varchar;
  ALTER TABLE "media" ADD COLUMN "alt" varchar NOT NULL;
  ALTER TABLE "media" ADD COLUMN "caption" varchar;
  ALTER TABLE "locations" ADD COLUMN "mission" jsonb;
  ALTER TABLE "locations" ADD COLUMN "payments_manual_instructions" jsonb;
  ALTER TABLE "locations" ADD COLUMN "mail_texts_contact_confirmation_subject" varchar;
  ALTER TABLE "locations" ADD COLUMN "mail_texts_contact_confirmation_body" varchar;
  ALTER TABLE "locations" ADD COLUMN "mail_texts_contact_notification_subject" varchar;
  ALTER TABLE "locations" ADD COLUMN "mail_texts_contact_notification_body" varchar;
  ALTER TABLE "locations" ADD COLUMN "mail_texts_application_confirmation_subject" varchar;
  ALTER TABLE "locations" ADD COLUMN "mail_texts_application_confirmation_body" varchar;
  ALTER TABLE "locations" ADD COLUMN "mail_texts_application_notification_subject" varchar;
  ALTER TABLE "locations" ADD COLUMN "mail_texts_application_notification_body" varchar;
  ALTER TABLE "locations" ADD COLUMN "mail_texts_inquiry_confirmation_subject" varchar;
  ALTER TABLE "locations" ADD COLUMN "mail_texts_inquiry_confirmation_body" varchar;
  ALTER TABLE "locations" ADD COLUMN "mail_texts_inquiry_notification_subject" varchar;
  ALTER TABLE "locations" ADD COLUMN "mail_texts_inquiry_notification_body" varchar;
  ALTER TABLE "faqs" ADD COLUMN "question" varchar NOT NULL;
  ALTER TABLE "faqs" ADD COLUMN "answer" varchar NOT NULL;
  ALTER TABLE "navigation_items_submenu_sub_submenu" ADD COLUMN "label" varchar NOT NULL;
  ALTER TABLE "navigation_items_submenu" ADD COLUMN "label" varchar NOT NULL;
  ALTER TABLE "navigation_items" ADD COLUMN "label" varchar NOT NULL;
  ALTER TABLE "_navigation_v_version_items_submenu_sub_submenu" ADD COLUMN "label" varchar NOT NULL;
  ALTER TABLE "_navigation_v_version_items_submenu" ADD COLUMN "label" varchar NOT NULL;
  ALTER TABLE "_navigation_v_version_items" ADD COLUMN "label" varchar NOT NULL;
  ALTER TABLE "settings" ADD COLUMN "website_tagline" varchar;
  ALTER TABLE "_settings_v" ADD COLUMN "version_website_tagline" varchar;
  ALTER TABLE "footer_links" ADD COLUMN "label" varchar NOT NULL;
  ALTER TABLE "footer" ADD COLUMN "text" varchar;
  ALTER TABLE "footer" ADD COLUMN "copyright" varchar;
  ALTER TABLE "_pages_v" DROP COLUMN "snapshot";
  ALTER TABLE "_pages_v" DROP COLUMN "published_locale";
  ALTER TABLE "_books_v" DROP COLUMN "snapshot";
  ALTER TABLE "_books_v" DROP COLUMN "published_locale";
  ALTER TABLE "_talents_v" DROP COLUMN "snapshot";
  ALTER TABLE "_talents_v" DROP COLUMN "published_locale";
  ALTER TABLE "submissions" DROP COLUMN "locale";
  ALTER TABLE "messages" DROP COLUMN "locale";
  ALTER TABLE "inquiries" DROP COLUMN "locale";
  ALTER TABLE "payments" DROP COLUMN "locale";
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum__pages_v_published_locale";
  DROP TYPE "public"."enum__books_v_published_locale";
  DROP TYPE "public"."enum__talents_v_published_locale";
  DROP TYPE "public"."enum_submissions_locale";
  DROP TYPE "public"."enum_messages_locale";
  DROP TYPE "public"."enum_inquiries_locale";
  DROP TYPE "public"."enum_payments_locale";`)
}
