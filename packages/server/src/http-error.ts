/** An error with the status and JSON error code the client gets (docs/architecture.md section 3). */
export class HttpError extends Error {
  override name = "HttpError";
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const databaseUnavailable = () =>
  new HttpError(503, "database_unavailable", "The database is unreachable; please try again in a moment.");
