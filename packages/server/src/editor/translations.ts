/**
 * What still needs translating (issue 27): the site's languages, read from the live site content,
 * and each entry whose newest revision has translatable fields missing or outdated in the second
 * language (contract translationsNeeded: a PDF left in English alone is not missing); and the outdated mark a saved draft gets where its English changed under a translation.
 */
import {
  EDITABLE_COLLECTIONS,
  isSiteContent,
  SECOND_LANGUAGES,
  SITE_COLLECTION,
  can,
  collectionForms,
  languagesOf,
  markOutdated,
  secondLanguageOf,
  translationsNeeded,
  type AccountUser,
  type EntryCollection,
  type EntryState,
  type Language,
  type TranslationsAnswer,
} from "@dept/contract";
import type { Kysely, Transaction } from "kysely";
import { entriesOf, findRevision, revisionData } from "../db/entry-repository.js";
import type { Database, EntryRow } from "../db/schema.js";
import { entryTitle, type EntryData } from "../publishing/entry-data.js";

/** The collections in the editor's order: the site content first. */
const ORDER: readonly string[] = [SITE_COLLECTION, ...EDITABLE_COLLECTIONS];

/** The languages of the site content visitors see now (English alone before any import). */
async function liveLanguages(db: Kysely<Database>, entries: readonly EntryRow[]): Promise<Language[]> {
  const site = entries.find((entry) => isSiteContent(entry) && entry.live_revision !== null);
  const data = site ? (await findRevision(db, site.live_revision!))?.data : undefined;
  return languagesOf(data as { languages?: string[] } | undefined);
}

/** GET /admin/api/translations for `account`: only the entries it may open, none on a one-language site. */
export async function translationsFor(db: Kysely<Database>, account: AccountUser): Promise<TranslationsAnswer> {
  const all = await entriesOf(db);
  const languages = await liveLanguages(db, all);
  const second = secondLanguageOf({ languages });
  if (!second) return { languages, entries: [] };
  const entries = all
    .filter((entry) => entry.state !== "deleted" && can(account, "read", entry))
    .sort((a, b) => ORDER.indexOf(a.collection) - ORDER.indexOf(b.collection));
  const data = await revisionData(
    db,
    entries.map((entry) => entry.head_revision),
  );
  return {
    languages,
    entries: entries.flatMap((entry) => {
      const collection = entry.collection as EntryCollection;
      const head = data.get(entry.head_revision) ?? {};
      const fields = translationsNeeded(collectionForms[collection].fields, head, second);
      return fields.length === 0
        ? []
        : [{ id: entry.id, collection, title: entryTitle(collection, head), state: entry.state as EntryState, fields }];
    }),
  };
}

/**
 * `draft` with a translation marked outdated where its English changed since the entry's newest
 * revision and the translation did not change with it (markOutdated), for an entry visitors see:
 * the mark carries over from draft to draft until the translation is edited. An entry never
 * published is still being written, English and translation alike, and gets no mark.
 */
export async function withOutdatedMarks(
  trx: Transaction<Database>,
  entry: EntryRow,
  draft: EntryData,
): Promise<EntryData> {
  if (!entry.live_revision) return draft;
  const before = (await findRevision(trx, entry.head_revision))?.data ?? null;
  const { fields } = collectionForms[entry.collection as EntryCollection];
  return SECOND_LANGUAGES.reduce((data, lang) => markOutdated(fields, before, data, lang), draft);
}
