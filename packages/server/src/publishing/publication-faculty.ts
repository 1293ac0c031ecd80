/**
 * The faculty ids a publication names (whose profiles show it, which author is a member) that no
 * profile has: pack validation (content/validate-publications.ts) and the editor's save
 * (editor/workflow.ts) refuse such an item alike, so an export always imports again.
 */
import type { PackPublication } from "@dept/contract";

export interface UnknownFaculty {
  /** Where the id is in the item: ["faculty", 0] or ["authors", 2, "faculty"]. */
  path: (string | number)[];
  id: string;
}

export function unknownFaculty(
  item: Pick<PackPublication, "faculty" | "authors">,
  members: ReadonlySet<string>,
): UnknownFaculty[] {
  return [
    ...item.faculty.flatMap((id, at) => (members.has(id) ? [] : [{ path: ["faculty", at], id }])),
    ...item.authors.flatMap(({ faculty }, at) =>
      faculty === undefined || members.has(faculty) ? [] : [{ path: ["authors", at, "faculty"], id: faculty }],
    ),
  ];
}

/** The refusal's words: `no faculty profile has the id "x"`. */
export const unknownFacultyWords = (id: string) => `no faculty profile has the id "${id}"`;
