/**
 * Setup file of the server tests: files run two at a time, and each vitest worker gets its own
 * PostgreSQL database, `<TEST_DATABASE_URL's database>_w<worker>`, created on first use. Advisory
 * locks and connection counts are per database, so a file never waits for (or sees) the one
 * running beside it. Tests keep reading TEST_DATABASE_URL, which now names the worker's database.
 */
import pg from "pg";

const base = process.env.TEST_DATABASE_BASE_URL ?? process.env.TEST_DATABASE_URL;
const worker = process.env.VITEST_POOL_ID;

if (base && worker) {
  const url = new URL(base);
  const name = `${url.pathname.slice(1)}_w${worker}`;
  await createDatabase(base, name);
  url.pathname = `/${name}`;
  process.env.TEST_DATABASE_BASE_URL = base;
  process.env.TEST_DATABASE_URL = url.toString();
}

/** CREATE DATABASE unless it exists (a database created by an earlier file of this worker, or an earlier run). */
export async function createDatabase(adminUrl: string, name: string, template?: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount) return;
    await client.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ""}`);
  } catch (error) {
    // 42P04: created meanwhile by a run beside this one; 23505: the same race inside pg_database.
    const code = (error as { code?: string }).code;
    if (code !== "42P04" && code !== "23505") throw error;
  } finally {
    await client.end();
  }
}
