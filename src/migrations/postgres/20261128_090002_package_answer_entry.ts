import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "package_recipients" ADD COLUMN "answer_entry_id" integer;
  ALTER TABLE "package_recipients" ADD CONSTRAINT "package_recipients_answer_entry_id_messages_id_fk" FOREIGN KEY ("answer_entry_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "package_recipients_answer_entry_idx" ON "package_recipients" USING btree ("answer_entry_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "package_recipients" DROP CONSTRAINT "package_recipients_answer_entry_id_messages_id_fk";
  
  DROP INDEX "package_recipients_answer_entry_idx";
  ALTER TABLE "package_recipients" DROP COLUMN "answer_entry_id";`)
}
