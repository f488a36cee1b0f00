import * as migration_20261122_024752_initial from './20261122_024752_initial';
import * as migration_20261122_032853_submissions_inbox from './20261122_032853_submissions_inbox';
import * as migration_20261122_060214_payments from './20261122_060214_payments';
import * as migration_20261122_064111_contact from './20261122_064111_contact';
import * as migration_20261124_215253_forgot_password_without_reservation from './20261124_215253_forgot_password_without_reservation';
import * as migration_20261124_232722_media_storage_fields from './20261124_232722_media_storage_fields';
import * as migration_20261125_021510_settings_share_image from './20261125_021510_settings_share_image';
import * as migration_20261125_032835_inquiries from './20261125_032835_inquiries';
import * as migration_20261126_045457_book_drafts_and_schedules from './20261126_045457_book_drafts_and_schedules';
import * as migration_20261126_045637_menu_links from './20261126_045637_menu_links';
import * as migration_20261126_050135_location_mail_texts from './20261126_050135_location_mail_texts';
import * as migration_20261126_050206_staff_accounts from './20261126_050206_staff_accounts';
import * as migration_20261126_080839_localized_content from './20261126_080839_localized_content';
import * as migration_20261126_081424_translation_status from './20261126_081424_translation_status';
import * as migration_20261126_151257_location_hours_note from './20261126_151257_location_hours_note';
import * as migration_20261128_052535_talent_picture from './20261128_052535_talent_picture';
import * as migration_20261128_065329_packages from './20261128_065329_packages';
import * as migration_20261128_090002_package_answer_entry from './20261128_090002_package_answer_entry';
import * as migration_20261128_102322_audit_names_import_ids_media_shown from './20261128_102322_audit_names_import_ids_media_shown';
import * as migration_20261128_124122_talent_in_town_unticked from './20261128_124122_talent_in_town_unticked';
import * as migration_20261128_125708_orphan_upload_sweep from './20261128_125708_orphan_upload_sweep';

export const migrations = [
  {
    up: migration_20261122_024752_initial.up,
    down: migration_20261122_024752_initial.down,
    name: '20261122_024752_initial',
  },
  {
    up: migration_20261122_032853_submissions_inbox.up,
    down: migration_20261122_032853_submissions_inbox.down,
    name: '20261122_032853_submissions_inbox',
  },
  {
    up: migration_20261122_060214_payments.up,
    down: migration_20261122_060214_payments.down,
    name: '20261122_060214_payments',
  },
  {
    up: migration_20261122_064111_contact.up,
    down: migration_20261122_064111_contact.down,
    name: '20261122_064111_contact',
  },
  {
    up: migration_20261124_215253_forgot_password_without_reservation.up,
    down: migration_20261124_215253_forgot_password_without_reservation.down,
    name: '20261124_215253_forgot_password_without_reservation',
  },
  {
    up: migration_20261124_232722_media_storage_fields.up,
    down: migration_20261124_232722_media_storage_fields.down,
    name: '20261124_232722_media_storage_fields',
  },
  {
    up: migration_20261125_021510_settings_share_image.up,
    down: migration_20261125_021510_settings_share_image.down,
    name: '20261125_021510_settings_share_image',
  },
  {
    up: migration_20261125_032835_inquiries.up,
    down: migration_20261125_032835_inquiries.down,
    name: '20261125_032835_inquiries',
  },
  {
    up: migration_20261126_045457_book_drafts_and_schedules.up,
    down: migration_20261126_045457_book_drafts_and_schedules.down,
    name: '20261126_045457_book_drafts_and_schedules',
  },
  {
    up: migration_20261126_045637_menu_links.up,
    down: migration_20261126_045637_menu_links.down,
    name: '20261126_045637_menu_links',
  },
  {
    up: migration_20261126_050135_location_mail_texts.up,
    down: migration_20261126_050135_location_mail_texts.down,
    name: '20261126_050135_location_mail_texts',
  },
  {
    up: migration_20261126_050206_staff_accounts.up,
    down: migration_20261126_050206_staff_accounts.down,
    name: '20261126_050206_staff_accounts',
  },
  {
    up: migration_20261126_080839_localized_content.up,
    down: migration_20261126_080839_localized_content.down,
    name: '20261126_080839_localized_content',
  },
  {
    up: migration_20261126_081424_translation_status.up,
    down: migration_20261126_081424_translation_status.down,
    name: '20261126_081424_translation_status',
  },
  {
    up: migration_20261126_151257_location_hours_note.up,
    down: migration_20261126_151257_location_hours_note.down,
    name: '20261126_151257_location_hours_note',
  },
  {
    up: migration_20261128_052535_talent_picture.up,
    down: migration_20261128_052535_talent_picture.down,
    name: '20261128_052535_talent_picture',
  },
  {
    up: migration_20261128_065329_packages.up,
    down: migration_20261128_065329_packages.down,
    name: '20261128_065329_packages',
  },
  {
    up: migration_20261128_090002_package_answer_entry.up,
    down: migration_20261128_090002_package_answer_entry.down,
    name: '20261128_090002_package_answer_entry',
  },
  {
    up: migration_20261128_102322_audit_names_import_ids_media_shown.up,
    down: migration_20261128_102322_audit_names_import_ids_media_shown.down,
    name: '20261128_102322_audit_names_import_ids_media_shown',
  },
  {
    up: migration_20261128_124122_talent_in_town_unticked.up,
    down: migration_20261128_124122_talent_in_town_unticked.down,
    name: '20261128_124122_talent_in_town_unticked',
  },
  {
    up: migration_20261128_125708_orphan_upload_sweep.up,
    down: migration_20261128_125708_orphan_upload_sweep.down,
    name: '20261128_125708_orphan_upload_sweep'
  },
];
