/** Upgrades that cannot half-happen: migrations run once under a lock, and a newer schema stops older code. */
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { migrate, openDatabase, schemaVersion, SchemaTooNewError, type DatabaseHandle } from "../src/db/database.js";
import { testDatabases } from "./support/databases.js";
import { killAll, spawnServer } from "./support/spawn-server.js";

const futureVersion = "29990101000000-from-a-newer-version";

async function migrationNames(handle: DatabaseHandle): Promise<string[]> {
  return (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(handle.db)).rows.map(
    (row) => row.name,
  );
}

afterAll(() => killAll());

describe.each(testDatabases)("migrations on $name", (testDatabase) => {
  it("two instances starting together run each migration once", async () => {
    const target = await testDatabase.create();
    const first = openDatabase(target);
    const second = openDatabase(target);
    try {
      await Promise.all([migrate(first.db, first.dialect), migrate(second.db, second.dialect)]);
      const names = await migrationNames(first);
      expect(new Set(names).size).toBe(names.length);
      expect(names.at(-1)).toBe(schemaVersion);
      // A later start finds nothing to do.
      await migrate(second.db, second.dialect);
      expect(await migrationNames(second)).toEqual(names);
    } finally {
      await first.close();
      await second.close();
      await target.drop();
    }
  });

  it("refuses a database migrated by a newer version, naming both versions, before writing anything", async () => {
    const target = await testDatabase.create();
    const handle = openDatabase(target);
    try {
      await migrate(handle.db, handle.dialect);
      await sql`insert into kysely_migration (name, timestamp) values (${futureVersion}, ${new Date().toISOString()})`.execute(
        handle.db,
      );
      const refusal = await migrate(handle.db, handle.dialect).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(SchemaTooNewError);
      expect((refusal as Error).message).toContain(
        `schema is version ${futureVersion}, newer than this code's ${schemaVersion}`,
      );
      expect(await migrationNames(handle)).toContain(futureVersion);

      const server = spawnServer({
        DATA_DIR: target.dataDir,
        DATABASE_URL: target.databaseUrl ?? "",
        CONTENT_DIR: "/nonexistent",
      });
      expect(await server.exited).toBe(78);
      expect(server.stderr()).toContain(
        `Cannot start: the database's schema is version ${futureVersion}, newer than this code's ${schemaVersion}`,
      );
    } finally {
      await handle.close();
      await target.drop();
    }
  }, 30_000);
});
