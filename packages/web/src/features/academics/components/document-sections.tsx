/** The options that are lists of files: the titled files (time table, ...) and the yearly reports. */
import type { FamilyMembers, TitledFile, YearlyReport } from "@dept/contract";
import { FileList, type FileEntry } from "../../../components/file-list";
import { QueryContent } from "../../../components/query-content";
import { fallbackLang } from "../../../i18n/fallback";
import { useT } from "../../../i18n/i18n";
import type { Catalogue } from "../../../i18n/catalogues/en";
import { useCollectionList } from "../../../lib/collection-list";

const titled = (items: readonly TitledFile[]): FileEntry[] =>
  items.map((item, index) => ({
    key: `${index}`,
    label: item.title,
    file: item.file,
    lang: fallbackLang(item, "title"),
  }));

// In the pack's order: the content team decides how the years are listed.
const yearly = (items: readonly YearlyReport[], label: string): FileEntry[] =>
  items.map((item, index) => ({ key: `${index}`, label: `${label} ${item.year}`, file: item.pdf }));

/** The title and empty note of a list on this page, in the page's language. */
function declared(collection: FamilyMembers<"titledFile" | "yearlyReport">, t: Catalogue) {
  const { title, emptyNote } = t.collections[collection];
  return { title, what: t.common.listWhat(title), emptyText: emptyNote ?? "" };
}

export function TitledFileSection({ collection }: { collection: FamilyMembers<"titledFile"> }) {
  const query = useCollectionList(collection);
  const { what, emptyText } = declared(collection, useT());
  return (
    <QueryContent query={query} what={what}>
      {(items) => <FileList entries={titled(items)} emptyText={emptyText} />}
    </QueryContent>
  );
}

export function YearlyReportSection({ collection }: { collection: FamilyMembers<"yearlyReport"> }) {
  const query = useCollectionList(collection);
  const { title, what, emptyText } = declared(collection, useT());
  return (
    <QueryContent query={query} what={what}>
      {(items) => <FileList entries={yearly(items, title)} emptyText={emptyText} />}
    </QueryContent>
  );
}
