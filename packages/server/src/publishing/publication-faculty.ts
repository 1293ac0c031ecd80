/**
 * The faculty ids an entry names (a publication: whose profiles show it, which author is a member)
 * that no profile has: pack validation (content/validate-publications.ts) and the editor's save
 * (editor/workflow.ts) refuse such an entry alike, so an export always imports again. Which ids an
 * entry names is its collection's declaration (`facultyRefs`).
 */
import type { FacultyReference } from "@dept/contract";

export const unknownFaculty = (refs: readonly FacultyReference[], members: ReadonlySet<string>): FacultyReference[] =>
  refs.filter(({ id }) => !members.has(id));

/** The refusal's words: `no faculty profile has the id "x"`. */
export const unknownFacultyWords = (id: string) => `no faculty profile has the id "${id}"`;
