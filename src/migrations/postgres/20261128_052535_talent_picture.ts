import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "talents" ADD COLUMN "picture_id" integer;
  ALTER TABLE "_talents_v" ADD COLUMN "version_picture_id" integer;
  ALTER TABLE "talents" ADD CONSTRAINT "talents_picture_id_media_id_fk" FOREIGN KEY ("picture_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_talents_v" ADD CONSTRAINT "_talents_v_version_picture_id_media_id_fk" FOREIGN KEY ("version_picture_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_blocks_hero_locales_parent_id_idx" ON "pages_blocks_hero_locales" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_video_banner_locales_parent_id_idx" ON "pages_blocks_video_banner_locales" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_rich_text_locales_parent_id_idx" ON "pages_blocks_rich_text_locales" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_gallery_images_locales_parent_id_idx" ON "pages_blocks_gallery_images_locales" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_gallery_locales_parent_id_idx" ON "pages_blocks_gallery_locales" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_talent_grid_locales_parent_id_idx" ON "pages_blocks_talent_grid_locales" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_faq_list_locales_parent_id_idx" ON "pages_blocks_faq_list_locales" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_call_to_action_locales_parent_id_idx" ON "pages_blocks_call_to_action_locales" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_submission_form_locales_parent_id_idx" ON "pages_blocks_submission_form_locales" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_contact_form_locales_parent_id_idx" ON "pages_blocks_contact_form_locales" USING btree ("_parent_id");
  CREATE INDEX "pages_locales_parent_id_idx" ON "pages_locales" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_locales_parent_id_idx" ON "_pages_v_blocks_hero_locales" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_video_banner_locales_parent_id_idx" ON "_pages_v_blocks_video_banner_locales" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_rich_text_locales_parent_id_idx" ON "_pages_v_blocks_rich_text_locales" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_gallery_images_locales_parent_id_idx" ON "_pages_v_blocks_gallery_images_locales" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_gallery_locales_parent_id_idx" ON "_pages_v_blocks_gallery_locales" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_talent_grid_locales_parent_id_idx" ON "_pages_v_blocks_talent_grid_locales" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_faq_list_locales_parent_id_idx" ON "_pages_v_blocks_faq_list_locales" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_call_to_action_locales_parent_id_idx" ON "_pages_v_blocks_call_to_action_locales" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_submission_form_locales_parent_id_idx" ON "_pages_v_blocks_submission_form_locales" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_contact_form_locales_parent_id_idx" ON "_pages_v_blocks_contact_form_locales" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_locales_parent_id_idx" ON "_pages_v_locales" USING btree ("_parent_id");
  CREATE INDEX "books_locales_parent_id_idx" ON "books_locales" USING btree ("_parent_id");
  CREATE INDEX "_books_v_locales_parent_id_idx" ON "_books_v_locales" USING btree ("_parent_id");
  CREATE INDEX "talents_portfolio_locales_parent_id_idx" ON "talents_portfolio_locales" USING btree ("_parent_id");
  CREATE INDEX "talents_videos_locales_parent_id_idx" ON "talents_videos_locales" USING btree ("_parent_id");
  CREATE INDEX "talents_picture_idx" ON "talents" USING btree ("picture_id");
  CREATE INDEX "talents_locales_parent_id_idx" ON "talents_locales" USING btree ("_parent_id");
  CREATE INDEX "_talents_v_version_portfolio_locales_parent_id_idx" ON "_talents_v_version_portfolio_locales" USING btree ("_parent_id");
  CREATE INDEX "_talents_v_version_videos_locales_parent_id_idx" ON "_talents_v_version_videos_locales" USING btree ("_parent_id");
  CREATE INDEX "_talents_v_version_version_picture_idx" ON "_talents_v" USING btree ("version_picture_id");
  CREATE INDEX "_talents_v_locales_parent_id_idx" ON "_talents_v_locales" USING btree ("_parent_id");
  CREATE INDEX "media_locales_parent_id_idx" ON "media_locales" USING btree ("_parent_id");
  CREATE INDEX "locations_locales_parent_id_idx" ON "locations_locales" USING btree ("_parent_id");
  CREATE INDEX "faqs_locales_parent_id_idx" ON "faqs_locales" USING btree ("_parent_id");
  CREATE INDEX "navigation_items_submenu_sub_submenu_locales_parent_id_idx" ON "navigation_items_submenu_sub_submenu_locales" USING btree ("_parent_id");
  CREATE INDEX "navigation_items_submenu_locales_parent_id_idx" ON "navigation_items_submenu_locales" USING btree ("_parent_id");
  CREATE INDEX "navigation_items_locales_parent_id_idx" ON "navigation_items_locales" USING btree ("_parent_id");
  CREATE INDEX "_navigation_v_version_items_submenu_sub_submenu_locales__idx" ON "_navigation_v_version_items_submenu_sub_submenu_locales" USING btree ("_parent_id");
  CREATE INDEX "_navigation_v_version_items_submenu_locales_parent_id_idx" ON "_navigation_v_version_items_submenu_locales" USING btree ("_parent_id");
  CREATE INDEX "_navigation_v_version_items_locales_parent_id_idx" ON "_navigation_v_version_items_locales" USING btree ("_parent_id");
  CREATE INDEX "settings_locales_parent_id_idx" ON "settings_locales" USING btree ("_parent_id");
  CREATE INDEX "_settings_v_locales_parent_id_idx" ON "_settings_v_locales" USING btree ("_parent_id");
  CREATE INDEX "footer_links_locales_parent_id_idx" ON "footer_links_locales" USING btree ("_parent_id");
  CREATE INDEX "footer_locales_parent_id_idx" ON "footer_locales" USING btree ("_parent_id");`)
  // Talents saved before the field existed: each version's picture is its portfolio's first.
  await db.execute(sql`
   UPDATE "talents" SET "picture_id" = (SELECT "image_id" FROM "talents_portfolio" WHERE "_parent_id" = "talents"."id" ORDER BY "_order" LIMIT 1);
  UPDATE "_talents_v" SET "version_picture_id" = (SELECT "image_id" FROM "_talents_v_version_portfolio" WHERE "_parent_id" = "_talents_v"."id" ORDER BY "_order" LIMIT 1);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "talents" DROP CONSTRAINT "talents_picture_id_media_id_fk";
  
  ALTER TABLE "_talents_v" DROP CONSTRAINT "_talents_v_version_picture_id_media_id_fk";
  
  DROP INDEX "pages_blocks_hero_locales_parent_id_idx";
  DROP INDEX "pages_blocks_video_banner_locales_parent_id_idx";
  DROP INDEX "pages_blocks_rich_text_locales_parent_id_idx";
  DROP INDEX "pages_blocks_gallery_images_locales_parent_id_idx";
  DROP INDEX "pages_blocks_gallery_locales_parent_id_idx";
  DROP INDEX "pages_blocks_talent_grid_locales_parent_id_idx";
  DROP INDEX "pages_blocks_faq_list_locales_parent_id_idx";
  DROP INDEX "pages_blocks_call_to_action_locales_parent_id_idx";
  DROP INDEX "pages_blocks_submission_form_locales_parent_id_idx";
  DROP INDEX "pages_blocks_contact_form_locales_parent_id_idx";
  DROP INDEX "pages_locales_parent_id_idx";
  DROP INDEX "_pages_v_blocks_hero_locales_parent_id_idx";
  DROP INDEX "_pages_v_blocks_video_banner_locales_parent_id_idx";
  DROP INDEX "_pages_v_blocks_rich_text_locales_parent_id_idx";
  DROP INDEX "_pages_v_blocks_gallery_images_locales_parent_id_idx";
  DROP INDEX "_pages_v_blocks_gallery_locales_parent_id_idx";
  DROP INDEX "_pages_v_blocks_talent_grid_locales_parent_id_idx";
  DROP INDEX "_pages_v_blocks_faq_list_locales_parent_id_idx";
  DROP INDEX "_pages_v_blocks_call_to_action_locales_parent_id_idx";
  DROP INDEX "_pages_v_blocks_submission_form_locales_parent_id_idx";
  DROP INDEX "_pages_v_blocks_contact_form_locales_parent_id_idx";
  DROP INDEX "_pages_v_locales_parent_id_idx";
  DROP INDEX "books_locales_parent_id_idx";
  DROP INDEX "_books_v_locales_parent_id_idx";
  DROP INDEX "talents_portfolio_locales_parent_id_idx";
  DROP INDEX "talents_videos_locales_parent_id_idx";
  DROP INDEX "talents_picture_idx";
  DROP INDEX "talents_locales_parent_id_idx";
  DROP INDEX "_talents_v_version_portfolio_locales_parent_id_idx";
  DROP INDEX "_talents_v_version_videos_locales_parent_id_idx";
  DROP INDEX "_talents_v_version_version_picture_idx";
  DROP INDEX "_talents_v_locales_parent_id_idx";
  DROP INDEX "media_locales_parent_id_idx";
  DROP INDEX "locations_locales_parent_id_idx";
  DROP INDEX "faqs_locales_parent_id_idx";
  DROP INDEX "navigation_items_submenu_sub_submenu_locales_parent_id_idx";
  DROP INDEX "navigation_items_submenu_locales_parent_id_idx";
  DROP INDEX "navigation_items_locales_parent_id_idx";
  DROP INDEX "_navigation_v_version_items_submenu_sub_submenu_locales__idx";
  DROP INDEX "_navigation_v_version_items_submenu_locales_parent_id_idx";
  DROP INDEX "_navigation_v_version_items_locales_parent_id_idx";
  DROP INDEX "settings_locales_parent_id_idx";
  DROP INDEX "_settings_v_locales_parent_id_idx";
  DROP INDEX "footer_links_locales_parent_id_idx";
  DROP INDEX "footer_locales_parent_id_idx";
  ALTER TABLE "talents" DROP COLUMN "picture_id";
  ALTER TABLE "_talents_v" DROP COLUMN "version_picture_id";`)
}
