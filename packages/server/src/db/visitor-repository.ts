/** Repository functions for the shared visitor total. */
import type { Kysely } from "kysely";
import type { Database } from "./schema.js";

export async function visitorTotal(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom("visitor_total").select("total").where("id", "=", 1).executeTakeFirst();
  return row ? Number(row.total) : 0;
}

/** The day's salt, created by whichever instance asks first; older salts and visits are dropped. */
export async function dailySalt(db: Kysely<Database>, day: string, freshSalt: string): Promise<string> {
  await db
    .insertInto("visitor_salts")
    .values({ day, salt: freshSalt })
    .onConflict((oc) => oc.column("day").doNothing())
    .execute();
  const row = await db.selectFrom("visitor_salts").select("salt").where("day", "=", day).executeTakeFirstOrThrow();
  await db.deleteFrom("visitor_salts").where("day", "<", day).execute();
  await db.deleteFrom("visits").where("day", "<", day).execute();
  return row.salt;
}

/** Counts the visit unless this visitor hash was already seen today; returns the new total. */
export async function recordVisit(db: Kysely<Database>, day: string, visitorHash: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto("visits")
      .values({ day, visitor_hash: visitorHash })
      .onConflict((oc) => oc.columns(["day", "visitor_hash"]).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) {
      const updated = await trx
        .updateTable("visitor_total")
        .set((eb) => ({ total: eb("total", "+", 1) }))
        .where("id", "=", 1)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) {
        await trx
          .insertInto("visitor_total")
          .values({ id: 1, total: 1 })
          .onConflict((oc) => oc.column("id").doUpdateSet((eb) => ({ total: eb("visitor_total.total", "+", 1) })))
          .execute();
      }
    }
    const row = await trx.selectFrom("visitor_total").select("total").where("id", "=", 1).executeTakeFirst();
    return row ? Number(row.total) : 0;
  });
}
