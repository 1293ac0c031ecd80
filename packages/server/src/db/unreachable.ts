/**
 * Tells a database that cannot be reached (or cannot answer now) from a bug: the first is a 503
 * `database_unavailable` that says to try again, the second a 500. Known by the drivers' codes and
 * messages, for PostgreSQL (pg, pg-pool), SQLite (better-sqlite3) and Kysely itself.
 */

/** The network failing on the way to PostgreSQL (Node's codes). */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "EHOSTDOWN",
  "ENETUNREACH",
  "ENETDOWN",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * PostgreSQL's SQLSTATEs that mean the database is not there for us now: class 08 (connection
 * exception), 57P01-57P04 (shut down by an administrator, crashed, starting up or shutting down,
 * the database dropped), 53300 (too many connections), 25006 (a read-only standby after a
 * failover), 3D000 (no such database), 28000 and 28P01 (the server refuses our role or password).
 */
const POSTGRES_STATE = /^(08[0-9A-Z]{3}|57P0[1-4]|53300|25006|3D000|28000|28P01)$/;

/** Of those, the ones a restart does not mend: the database named does not exist, or refuses the credentials. */
const POSTGRES_MISCONFIGURED = /^(3D000|28000|28P01)$/;

/**
 * SQLite's primary codes (better-sqlite3 names them SQLITE_<primary>[_<extended>]) for a file that
 * is locked, unreadable, full, read-only or damaged.
 */
const SQLITE_CODE = /^SQLITE_(BUSY|LOCKED|IOERR|CANTOPEN|FULL|READONLY|CORRUPT|NOTADB|PROTOCOL)(_|$)/;

/** Drivers that say it in words only: pg-pool, pg, better-sqlite3 and Kysely once closed. */
const MESSAGES = [
  /^timeout exceeded when trying to connect$/,
  /^Connection terminated/,
  /is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/,
  /^The database connection is not open$/,
  /^driver has already been destroyed$/,
];

/** A database that cannot be used as configured (DATABASE_URL names a missing database, a wrong role or password). */
export function isDatabaseMisconfigured(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 4) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && POSTGRES_MISCONFIGURED.test(code)) return true;
  return isDatabaseMisconfigured(error.cause, depth + 1);
}

export function isDatabaseUnreachable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 4) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && (NETWORK_CODES.has(code) || POSTGRES_STATE.test(code) || SQLITE_CODE.test(code)))
    return true;
  if (MESSAGES.some((pattern) => pattern.test(error.message))) return true;
  // Node 20+ tries every address of a host name: refused on all, an AggregateError of them.
  if (error instanceof AggregateError && error.errors.some((inner) => isDatabaseUnreachable(inner, depth + 1)))
    return true;
  return isDatabaseUnreachable(error.cause, depth + 1);
}
