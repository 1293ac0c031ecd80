/**
 * What a field of an entry's form says of its rules, from the contract's field spec (limits.ts):
 * its declared hint, then its limits in words ("At most 300 characters.", "PDF up to 50 MB."),
 * and which fields an account sees but may not change.
 */
import {
  fileLimitWords,
  lengthLimitWords,
  entryDeclarations,
  type AccountUser,
  type EntryCollection,
  type FieldSpec,
  type FileFieldKind,
} from "@dept/contract";

const FILE_KINDS: readonly string[] = ["pdf", "image", "video", "captions", "images"];
/** The kinds whose `maxLength` is characters (a list's is its number of items). */
const TEXT_KINDS: readonly string[] = ["text", "textarea", "url"];

/** The limits of a field in words, or undefined when it states none. */
function limitWords(spec: FieldSpec): string | undefined {
  if (FILE_KINDS.includes(spec.kind))
    return fileLimitWords(spec.kind === "images" ? "image" : (spec.kind as FileFieldKind));
  if (spec.kind === "year" && spec.min !== undefined && spec.max !== undefined)
    return `A year from ${spec.min} to ${spec.max}.`;
  if (spec.kind === "lines" && spec.itemMaxLength !== undefined)
    return `Each line at most ${spec.itemMaxLength.toLocaleString("en-US")} characters.`;
  if (spec.kind === "paragraphs" && spec.itemMaxLength !== undefined)
    return `Each paragraph at most ${spec.itemMaxLength.toLocaleString("en-US")} characters.`;
  if (TEXT_KINDS.includes(spec.kind) && spec.maxLength !== undefined) return lengthLimitWords(spec.maxLength);
  return undefined;
}

/** The line under a field's label: its declared hint and its limits. */
export function fieldHint(spec: FieldSpec): string | undefined {
  return [spec.hint, limitWords(spec)].filter(Boolean).join(" ") || undefined;
}

/**
 * The fields `user` sees but may not change: a faculty account's profile id, by which the
 * profile is found as its own (the server refuses a change of it); a publication's "Corrected by
 * hand", which every save by a person sets (routes/admin/entries.ts), so it is a fact, not a choice.
 */
export function shownOnlyFields(user: Pick<AccountUser, "role">, collection: EntryCollection): ReadonlySet<string> {
  const { shownOnly = [], ownedBy } = entryDeclarations[collection];
  return new Set([...shownOnly, ...(user.role === "faculty" && ownedBy !== undefined ? [ownedBy] : [])]);
}
