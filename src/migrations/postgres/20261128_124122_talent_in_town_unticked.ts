import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "talents" ALTER COLUMN "in_town" SET DEFAULT false;
  ALTER TABLE "_talents_v" ALTER COLUMN "version_in_town" SET DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "talents" ALTER COLUMN "in_town" SET DEFAULT true;
  ALTER TABLE "_talents_v" ALTER COLUMN "version_in_town" SET DEFAULT true;`)
}
