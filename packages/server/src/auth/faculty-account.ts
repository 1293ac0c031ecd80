/**
 * A faculty account edits one profile, so it is made (or given its faculty id) only for a faculty
 * id whose profile exists in the editor and is not deleted: the admin API and the CLI both ask here.
 */
import type { Kysely } from "kysely";
import { entriesOf } from "../db/entry-repository.js";
import type { Database } from "../db/schema.js";

export async function facultyProfileExists(db: Kysely<Database>, facultyId: string): Promise<boolean> {
  return (await entriesOf(db, "faculty")).some((entry) => entry.identity === facultyId && entry.state !== "deleted");
}

/** Why a faculty account cannot have `facultyId`. */
export const unknownFacultyId = (facultyId: string) =>
  `No faculty profile has the id "${facultyId}": add the profile first, or check the id.`;
