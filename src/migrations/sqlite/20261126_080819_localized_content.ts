import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

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
  await db.run(sql`CREATE TABLE \`pages_blocks_hero_locales\` (
  	\`heading\` text,
  	\`text\` text,
  	\`link_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_hero_locales_locale_parent_id_unique\` ON \`pages_blocks_hero_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_video_banner_locales\` (
  	\`heading\` text,
  	\`link_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_video_banner\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_video_banner_locales_locale_parent_id_unique\` ON \`pages_blocks_video_banner_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_rich_text_locales\` (
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_rich_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_rich_text_locales_locale_parent_id_unique\` ON \`pages_blocks_rich_text_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_gallery_images_locales\` (
  	\`caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_gallery_images\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_gallery_images_locales_locale_parent_id_unique\` ON \`pages_blocks_gallery_images_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_gallery_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_gallery\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_gallery_locales_locale_parent_id_unique\` ON \`pages_blocks_gallery_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_talent_grid_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_talent_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_talent_grid_locales_locale_parent_id_unique\` ON \`pages_blocks_talent_grid_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_faq_list_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_faq_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_faq_list_locales_locale_parent_id_unique\` ON \`pages_blocks_faq_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_call_to_action_locales\` (
  	\`heading\` text,
  	\`text\` text,
  	\`link_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_call_to_action\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_call_to_action_locales_locale_parent_id_unique\` ON \`pages_blocks_call_to_action_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_submission_form_locales\` (
  	\`heading\` text DEFAULT 'Apply',
  	\`success_message\` text DEFAULT 'Thank you. We have your application and sent you a confirmation by email. If we would like to meet you, we reply within two weeks.',
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_submission_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_submission_form_locales_locale_parent_id_unique\` ON \`pages_blocks_submission_form_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_contact_form_locales\` (
  	\`heading\` text DEFAULT 'Send us a message',
  	\`success_message\` text DEFAULT 'Thank you. We have your message and sent you a copy by email. We reply within two working days.',
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_contact_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_contact_form_locales_locale_parent_id_unique\` ON \`pages_blocks_contact_form_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_locales\` (
  	\`title\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_locales_locale_parent_id_unique\` ON \`pages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_hero_locales\` (
  	\`heading\` text,
  	\`text\` text,
  	\`link_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_hero_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_hero_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_video_banner_locales\` (
  	\`heading\` text,
  	\`link_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_video_banner\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_video_banner_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_video_banner_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_rich_text_locales\` (
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_rich_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_rich_text_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_rich_text_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_gallery_images_locales\` (
  	\`caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_gallery_images\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_gallery_images_locales_locale_parent_id_uniq\` ON \`_pages_v_blocks_gallery_images_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_gallery_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_gallery\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_gallery_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_gallery_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_talent_grid_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_talent_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_talent_grid_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_talent_grid_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_faq_list_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_faq_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_faq_list_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_faq_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_call_to_action_locales\` (
  	\`heading\` text,
  	\`text\` text,
  	\`link_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_call_to_action\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_call_to_action_locales_locale_parent_id_uniq\` ON \`_pages_v_blocks_call_to_action_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_submission_form_locales\` (
  	\`heading\` text DEFAULT 'Apply',
  	\`success_message\` text DEFAULT 'Thank you. We have your application and sent you a confirmation by email. If we would like to meet you, we reply within two weeks.',
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_submission_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_submission_form_locales_locale_parent_id_uni\` ON \`_pages_v_blocks_submission_form_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_contact_form_locales\` (
  	\`heading\` text DEFAULT 'Send us a message',
  	\`success_message\` text DEFAULT 'Thank you. We have your message and sent you a copy by email. We reply within two working days.',
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_contact_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_contact_form_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_contact_form_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_locales\` (
  	\`version_title\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_locales_locale_parent_id_unique\` ON \`_pages_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`books_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`books\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`books_locales_locale_parent_id_unique\` ON \`books_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_books_v_locales\` (
  	\`version_title\` text,
  	\`version_description\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_books_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_books_v_locales_locale_parent_id_unique\` ON \`_books_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`talents_portfolio_locales\` (
  	\`caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`talents_portfolio\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`talents_portfolio_locales_locale_parent_id_unique\` ON \`talents_portfolio_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`talents_videos_locales\` (
  	\`caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`talents_videos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`talents_videos_locales_locale_parent_id_unique\` ON \`talents_videos_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`talents_locales\` (
  	\`bio\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`talents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`talents_locales_locale_parent_id_unique\` ON \`talents_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_talents_v_version_portfolio_locales\` (
  	\`caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_talents_v_version_portfolio\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_talents_v_version_portfolio_locales_locale_parent_id_unique\` ON \`_talents_v_version_portfolio_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_talents_v_version_videos_locales\` (
  	\`caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_talents_v_version_videos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_talents_v_version_videos_locales_locale_parent_id_unique\` ON \`_talents_v_version_videos_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_talents_v_locales\` (
  	\`version_bio\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_talents_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_talents_v_locales_locale_parent_id_unique\` ON \`_talents_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`media_locales\` (
  	\`alt\` text NOT NULL,
  	\`caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`media_locales_locale_parent_id_unique\` ON \`media_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`locations_locales\` (
  	\`mission\` text,
  	\`payments_manual_instructions\` text,
  	\`mail_texts_contact_confirmation_subject\` text,
  	\`mail_texts_contact_confirmation_body\` text,
  	\`mail_texts_contact_notification_subject\` text,
  	\`mail_texts_contact_notification_body\` text,
  	\`mail_texts_application_confirmation_subject\` text,
  	\`mail_texts_application_confirmation_body\` text,
  	\`mail_texts_application_notification_subject\` text,
  	\`mail_texts_application_notification_body\` text,
  	\`mail_texts_inquiry_confirmation_subject\` text,
  	\`mail_texts_inquiry_confirmation_body\` text,
  	\`mail_texts_inquiry_notification_subject\` text,
  	\`mail_texts_inquiry_notification_body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`locations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`locations_locales_locale_parent_id_unique\` ON \`locations_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`faqs_locales\` (
  	\`question\` text NOT NULL,
  	\`answer\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`faqs_locales_locale_parent_id_unique\` ON \`faqs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_items_submenu_sub_submenu_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_items_submenu_sub_submenu\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`navigation_items_submenu_sub_submenu_locales_locale_parent_i\` ON \`navigation_items_submenu_sub_submenu_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_items_submenu_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_items_submenu\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`navigation_items_submenu_locales_locale_parent_id_unique\` ON \`navigation_items_submenu_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_items_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`navigation_items_locales_locale_parent_id_unique\` ON \`navigation_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_navigation_v_version_items_submenu_sub_submenu_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_navigation_v_version_items_submenu_sub_submenu\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_navigation_v_version_items_submenu_sub_submenu_locales_loca\` ON \`_navigation_v_version_items_submenu_sub_submenu_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_navigation_v_version_items_submenu_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_navigation_v_version_items_submenu\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_navigation_v_version_items_submenu_locales_locale_parent_id\` ON \`_navigation_v_version_items_submenu_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_navigation_v_version_items_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_navigation_v_version_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_navigation_v_version_items_locales_locale_parent_id_unique\` ON \`_navigation_v_version_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`settings_locales\` (
  	\`website_tagline\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`settings_locales_locale_parent_id_unique\` ON \`settings_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_settings_v_locales\` (
  	\`version_website_tagline\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_settings_v_locales_locale_parent_id_unique\` ON \`_settings_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`footer_links_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`footer_links_locales_locale_parent_id_unique\` ON \`footer_links_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`footer_locales\` (
  	\`text\` text,
  	\`copyright\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`footer_locales_locale_parent_id_unique\` ON \`footer_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_pages_v_snapshot_idx\` ON \`_pages_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_published_locale_idx\` ON \`_pages_v\` (\`published_locale\`);`)
  for (const [table, columns] of LOCALIZED_COLUMNS) {
    const list = columns.map((column) => `\`${column}\``).join(', ')
    await db.run(
      sql.raw(
        `INSERT INTO \`${table}_locales\` (${list}, \`_locale\`, \`_parent_id\`) SELECT ${list}, 'en', \`id\` FROM \`${table}\`;`,
      ),
    )
  }
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_title\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_seo_title\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_seo_description\`;`)
  await db.run(sql`ALTER TABLE \`_books_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_books_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_books_v_snapshot_idx\` ON \`_books_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_books_v_published_locale_idx\` ON \`_books_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_books_v\` DROP COLUMN \`version_title\`;`)
  await db.run(sql`ALTER TABLE \`_books_v\` DROP COLUMN \`version_description\`;`)
  await db.run(sql`ALTER TABLE \`_books_v\` DROP COLUMN \`version_seo_title\`;`)
  await db.run(sql`ALTER TABLE \`_books_v\` DROP COLUMN \`version_seo_description\`;`)
  await db.run(sql`ALTER TABLE \`_talents_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_talents_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_talents_v_snapshot_idx\` ON \`_talents_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_talents_v_published_locale_idx\` ON \`_talents_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_talents_v\` DROP COLUMN \`version_bio\`;`)
  await db.run(sql`ALTER TABLE \`_talents_v\` DROP COLUMN \`version_seo_title\`;`)
  await db.run(sql`ALTER TABLE \`_talents_v\` DROP COLUMN \`version_seo_description\`;`)
  await db.run(sql`ALTER TABLE \`submissions\` ADD \`locale\` text DEFAULT 'en';`)
  await db.run(sql`ALTER TABLE \`messages\` ADD \`locale\` text DEFAULT 'en';`)
  await db.run(sql`ALTER TABLE \`inquiries\` ADD \`locale\` text DEFAULT 'en';`)
  await db.run(sql`ALTER TABLE \`payments\` ADD \`locale\` text DEFAULT 'en';`)
  await db.run(sql`ALTER TABLE \`pages_blocks_hero\` DROP COLUMN \`heading\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_hero\` DROP COLUMN \`text\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_hero\` DROP COLUMN \`link_label\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_video_banner\` DROP COLUMN \`heading\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_video_banner\` DROP COLUMN \`link_label\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_rich_text\` DROP COLUMN \`content\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_gallery_images\` DROP COLUMN \`caption\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_gallery\` DROP COLUMN \`heading\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_talent_grid\` DROP COLUMN \`heading\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_faq_list\` DROP COLUMN \`heading\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_call_to_action\` DROP COLUMN \`heading\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_call_to_action\` DROP COLUMN \`text\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_call_to_action\` DROP COLUMN \`link_label\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_submission_form\` DROP COLUMN \`heading\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_submission_form\` DROP COLUMN \`success_message\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_contact_form\` DROP COLUMN \`heading\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_contact_form\` DROP COLUMN \`success_message\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`seo_title\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`seo_description\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_hero\` DROP COLUMN \`heading\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_hero\` DROP COLUMN \`text\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_hero\` DROP COLUMN \`link_label\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_video_banner\` DROP COLUMN \`heading\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_video_banner\` DROP COLUMN \`link_label\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_rich_text\` DROP COLUMN \`content\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_gallery_images\` DROP COLUMN \`caption\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_gallery\` DROP COLUMN \`heading\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_talent_grid\` DROP COLUMN \`heading\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_faq_list\` DROP COLUMN \`heading\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_call_to_action\` DROP COLUMN \`heading\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_call_to_action\` DROP COLUMN \`text\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_call_to_action\` DROP COLUMN \`link_label\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_submission_form\` DROP COLUMN \`heading\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_submission_form\` DROP COLUMN \`success_message\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_contact_form\` DROP COLUMN \`heading\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_contact_form\` DROP COLUMN \`success_message\`;`)
  await db.run(sql`ALTER TABLE \`books\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`books\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`books\` DROP COLUMN \`seo_title\`;`)
  await db.run(sql`ALTER TABLE \`books\` DROP COLUMN \`seo_description\`;`)
  await db.run(sql`ALTER TABLE \`talents_portfolio\` DROP COLUMN \`caption\`;`)
  await db.run(sql`ALTER TABLE \`talents_videos\` DROP COLUMN \`caption\`;`)
  await db.run(sql`ALTER TABLE \`talents\` DROP COLUMN \`bio\`;`)
  await db.run(sql`ALTER TABLE \`talents\` DROP COLUMN \`seo_title\`;`)
  await db.run(sql`ALTER TABLE \`talents\` DROP COLUMN \`seo_description\`;`)
  await db.run(sql`ALTER TABLE \`_talents_v_version_portfolio\` DROP COLUMN \`caption\`;`)
  await db.run(sql`ALTER TABLE \`_talents_v_version_videos\` DROP COLUMN \`caption\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`alt\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`caption\`;`)
  await db.run(sql`ALTER TABLE \`locations\` DROP COLUMN \`mission\`;`)
  await db.run(sql`ALTER TABLE \`locations\` DROP COLUMN \`payments_manual_instructions\`;`)
  await db.run(sql`ALTER TABLE \`locations\` DROP COLUMN \`mail_texts_contact_confirmation_subject\`;`)
  await db.run(sql`ALTER TABLE \`locations\` DROP COLUMN \`mail_texts_contact_confirmation_body\`;`)
  await db.run(sql`ALTER TABLE \`locations\` DROP COLUMN \`mail_texts_contact_notification_subject\`;`)
  await db.run(sql`ALTER TABLE \`locations\` DROP COLUMN \`mail_texts_contact_notification_body\`;`)
  await db.run(sql`ALTER TABLE \`locations\` DROP COLUMN \`mail_texts_application_confirmation_subject\`;`)
  await db.run(sql`ALTER TABLE \`locations\` DROP COLUMN \`mail_texts_application_confirmation_body\`;`)
  await db.run(sql`ALTER TABLE \`locations\` DROP COLUMN \`mail_texts_application_notification_subject\`;`)
  await db.run(sql`ALTER TABLE \`locations\` DROP COLUMN \`mail_texts_application_notification_body\`;`)
  await db.run(sql`ALTER TABLE \`locations\` DROP COLUMN \`mail_texts_inquiry_confirmation_subject\`;`)
  await db.run(sql`ALTER TABLE \`locations\` DROP COLUMN \`mail_texts_inquiry_confirmation_body\`;`)
  await db.run(sql`ALTER TABLE \`locations\` DROP COLUMN \`mail_texts_inquiry_notification_subject\`;`)
  await db.run(sql`ALTER TABLE \`locations\` DROP COLUMN \`mail_texts_inquiry_notification_body\`;`)
  await db.run(sql`ALTER TABLE \`faqs\` DROP COLUMN \`question\`;`)
  await db.run(sql`ALTER TABLE \`faqs\` DROP COLUMN \`answer\`;`)
  await db.run(sql`ALTER TABLE \`navigation_items_submenu_sub_submenu\` DROP COLUMN \`label\`;`)
  await db.run(sql`ALTER TABLE \`navigation_items_submenu\` DROP COLUMN \`label\`;`)
  await db.run(sql`ALTER TABLE \`navigation_items\` DROP COLUMN \`label\`;`)
  await db.run(sql`ALTER TABLE \`_navigation_v_version_items_submenu_sub_submenu\` DROP COLUMN \`label\`;`)
  await db.run(sql`ALTER TABLE \`_navigation_v_version_items_submenu\` DROP COLUMN \`label\`;`)
  await db.run(sql`ALTER TABLE \`_navigation_v_version_items\` DROP COLUMN \`label\`;`)
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`website_tagline\`;`)
  await db.run(sql`ALTER TABLE \`_settings_v\` DROP COLUMN \`version_website_tagline\`;`)
  await db.run(sql`ALTER TABLE \`footer_links\` DROP COLUMN \`label\`;`)
  await db.run(sql`ALTER TABLE \`footer\` DROP COLUMN \`text\`;`)
  await db.run(sql`ALTER TABLE \`footer\` DROP COLUMN \`copyright\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_hero_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_video_banner_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_rich_text_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_gallery_images_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_gallery_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_talent_grid_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_faq_list_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_call_to_action_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_submission_form_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_contact_form_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_hero_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_video_banner_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_rich_text_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_gallery_images_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_gallery_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_talent_grid_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_faq_list_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_call_to_action_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_submission_form_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_contact_form_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_locales\`;`)
  await db.run(sql`DROP TABLE \`books_locales\`;`)
  await db.run(sql`DROP TABLE \`_books_v_locales\`;`)
  await db.run(sql`DROP TABLE \`talents_portfolio_locales\`;`)
  await db.run(sql`DROP TABLE \`talents_videos_locales\`;`)
  await db.run(sql`DROP TABLE \`talents_locales\`;`)
  await db.run(sql`DROP TABLE \`_talents_v_version_portfolio_locales\`;`)
  await db.run(sql`DROP TABLE \`_talents_v_version_videos_locales\`;`)
  await db.run(sql`DROP TABLE \`_talents_v_locales\`;`)
  await db.run(sql`DROP TABLE \`media_locales\`;`)
  await db.run(sql`DROP TABLE \`locations_locales\`;`)
  await db.run(sql`DROP TABLE \`faqs_locales\`;`)
  await db.run(sql`DROP TABLE \`navigation_items_submenu_sub_submenu_locales\`;`)
  await db.run(sql`DROP TABLE \`navigation_items_submenu_locales\`;`)
  await db.run(sql`DROP TABLE \`navigation_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_navigation_v_version_items_submenu_sub_submenu_locales\`;`)
  await db.run(sql`DROP TABLE \`_navigation_v_version_items_submenu_locales\`;`)
  await db.run(sql`DROP TABLE \`_navigation_v_version_items_locales\`;`)
  await db.run(sql`DROP TABLE \`settings_locales\`;`)
  await db.run(sql`DROP TABLE \`_settings_v_locales\`;`)
  await db.run(sql`DROP TABLE \`footer_links_locales\`;`)
  await db.run(sql`DROP TABLE \`footer_locales\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_title\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_seo_title\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_seo_description\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_books_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_books_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_books_v\` ADD \`version_title\` text;`)
  await db.run(sql`ALTER TABLE \`_books_v\` ADD \`version_description\` text;`)
  await db.run(sql`ALTER TABLE \`_books_v\` ADD \`version_seo_title\` text;`)
  await db.run(sql`ALTER TABLE \`_books_v\` ADD \`version_seo_description\` text;`)
  await db.run(sql`ALTER TABLE \`_books_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_books_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_talents_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_talents_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_talents_v\` ADD \`version_bio\` text;`)
  await db.run(sql`ALTER TABLE \`_talents_v\` ADD \`version_seo_title\` text;`)
  await db.run(sql`ALTER TABLE \`_talents_v\` ADD \`version_seo_description\` text;`)
  await db.run(sql`ALTER TABLE \`_talents_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_talents_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_hero\` ADD \`heading\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_hero\` ADD \`text\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_hero\` ADD \`link_label\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_video_banner\` ADD \`heading\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_video_banner\` ADD \`link_label\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_rich_text\` ADD \`content\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_gallery_images\` ADD \`caption\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_gallery\` ADD \`heading\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_talent_grid\` ADD \`heading\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_faq_list\` ADD \`heading\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_call_to_action\` ADD \`heading\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_call_to_action\` ADD \`text\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_call_to_action\` ADD \`link_label\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_submission_form\` ADD \`heading\` text DEFAULT 'Apply';`)
  await db.run(sql`ALTER TABLE \`pages_blocks_submission_form\` ADD \`success_message\` text DEFAULT 'Thank you. We have your application and sent you a confirmation by email. If we would like to meet you, we reply within two weeks.';`)
  await db.run(sql`ALTER TABLE \`pages_blocks_contact_form\` ADD \`heading\` text DEFAULT 'Send us a message';`)
  await db.run(sql`ALTER TABLE \`pages_blocks_contact_form\` ADD \`success_message\` text DEFAULT 'Thank you. We have your message and sent you a copy by email. We reply within two working days.';`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`seo_title\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`seo_description\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_hero\` ADD \`heading\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_hero\` ADD \`text\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_hero\` ADD \`link_label\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_video_banner\` ADD \`heading\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_video_banner\` ADD \`link_label\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_rich_text\` ADD \`content\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_gallery_images\` ADD \`caption\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_gallery\` ADD \`heading\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_talent_grid\` ADD \`heading\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_faq_list\` ADD \`heading\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_call_to_action\` ADD \`heading\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_call_to_action\` ADD \`text\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_call_to_action\` ADD \`link_label\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_submission_form\` ADD \`heading\` text DEFAULT 'Apply';`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_submission_form\` ADD \`success_message\` text DEFAULT 'Thank you. We have your application and sent you a confirmation by email. If we would like to meet you, we reply within two weeks.';`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_contact_form\` ADD \`heading\` text DEFAULT 'Send us a message';`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_contact_form\` ADD \`success_message\` text DEFAULT 'Thank you. We have your message and sent you a copy by email. We reply within two working days.';`)
  await db.run(sql`ALTER TABLE \`books\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`books\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`books\` ADD \`seo_title\` text;`)
  await db.run(sql`ALTER TABLE \`books\` ADD \`seo_description\` text;`)
  await db.run(sql`ALTER TABLE \`talents_portfolio\` ADD \`caption\` text;`)
  await db.run(sql`ALTER TABLE \`talents_videos\` ADD \`caption\` text;`)
  await db.run(sql`ALTER TABLE \`talents\` ADD \`bio\` text;`)
  await db.run(sql`ALTER TABLE \`talents\` ADD \`seo_title\` text;`)
  await db.run(sql`ALTER TABLE \`talents\` ADD \`seo_description\` text;`)
  await db.run(sql`ALTER TABLE \`_talents_v_version_portfolio\` ADD \`caption\` text;`)
  await db.run(sql`ALTER TABLE \`_talents_v_version_videos\` ADD \`caption\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`alt\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`caption\` text;`)
  await db.run(sql`ALTER TABLE \`locations\` ADD \`mission\` text;`)
  await db.run(sql`ALTER TABLE \`locations\` ADD \`payments_manual_instructions\` text;`)
  await db.run(sql`ALTER TABLE \`locations\` ADD \`mail_texts_contact_confirmation_subject\` text;`)
  await db.run(sql`ALTER TABLE \`locations\` ADD \`mail_texts_contact_confirmation_body\` text;`)
  await db.run(sql`ALTER TABLE \`locations\` ADD \`mail_texts_contact_notification_subject\` text;`)
  await db.run(sql`ALTER TABLE \`locations\` ADD \`mail_texts_contact_notification_body\` text;`)
  await db.run(sql`ALTER TABLE \`locations\` ADD \`mail_texts_application_confirmation_subject\` text;`)
  await db.run(sql`ALTER TABLE \`locations\` ADD \`mail_texts_application_confirmation_body\` text;`)
  await db.run(sql`ALTER TABLE \`locations\` ADD \`mail_texts_application_notification_subject\` text;`)
  await db.run(sql`ALTER TABLE \`locations\` ADD \`mail_texts_application_notification_body\` text;`)
  await db.run(sql`ALTER TABLE \`locations\` ADD \`mail_texts_inquiry_confirmation_subject\` text;`)
  await db.run(sql`ALTER TABLE \`locations\` ADD \`mail_texts_inquiry_confirmation_body\` text;`)
  await db.run(sql`ALTER TABLE \`locations\` ADD \`mail_texts_inquiry_notification_subject\` text;`)
  await db.run(sql`ALTER TABLE \`locations\` ADD \`mail_texts_inquiry_notification_body\` text;`)
  await db.run(sql`ALTER TABLE \`faqs\` ADD \`question\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`faqs\` ADD \`answer\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`navigation_items_submenu_sub_submenu\` ADD \`label\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`navigation_items_submenu\` ADD \`label\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`navigation_items\` ADD \`label\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_navigation_v_version_items_submenu_sub_submenu\` ADD \`label\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_navigation_v_version_items_submenu\` ADD \`label\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_navigation_v_version_items\` ADD \`label\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`website_tagline\` text;`)
  await db.run(sql`ALTER TABLE \`_settings_v\` ADD \`version_website_tagline\` text;`)
  await db.run(sql`ALTER TABLE \`footer_links\` ADD \`label\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`footer\` ADD \`text\` text;`)
  await db.run(sql`ALTER TABLE \`footer\` ADD \`copyright\` text;`)
  await db.run(sql`ALTER TABLE \`submissions\` DROP COLUMN \`locale\`;`)
  await db.run(sql`ALTER TABLE \`messages\` DROP COLUMN \`locale\`;`)
  await db.run(sql`ALTER TABLE \`inquiries\` DROP COLUMN \`locale\`;`)
  await db.run(sql`ALTER TABLE \`payments\` DROP COLUMN \`locale\`;`)
}
