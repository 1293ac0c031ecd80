/** The displayed size of every source image (EXIF orientation applied), kept when it comes in: publishing the site content sizes its images from it. Frozen once landed. */
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("image_sizes")
    .addColumn("hash", "text", (column) => column.primaryKey())
    .addColumn("width", "integer", (column) => column.notNull())
    .addColumn("height", "integer", (column) => column.notNull())
    .execute();
}
