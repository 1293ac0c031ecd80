/** An error with the status and JSON error code the client gets (docs/architecture.md section 3). */
export class HttpError extends Error {
  override name = "HttpError";
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** What went wrong inside, for the log only (never in the answer). */
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** The answer while the database cannot be reached; `cause` (the driver's error) goes to the log only. */
export const databaseUnavailable = (cause?: unknown) =>
  new HttpError(
    503,
    "database_unavailable",
    "The database is unreachable; please try again in a moment.",
    cause === undefined ? undefined : { cause },
  );
