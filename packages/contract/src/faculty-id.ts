/** A faculty member's id, below the pack schemas and the routes that both use it (no import circle). */
import * as z from "zod/mini";

/** Faculty ids: 1 to 200 characters of letters, digits, dot, underscore or hyphen. */
export const facultyId = z
  .string()
  .check(
    z.minLength(1),
    z.maxLength(200),
    z.regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, "must be letters, digits, '.', '_' or '-'"),
  );
