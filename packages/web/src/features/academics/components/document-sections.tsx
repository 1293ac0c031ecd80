/** The options that are lists of files: the titled files (time table, ...) and the yearly reports. */
import { publicCollections, type FamilyMembers, type PublicCollection, type TitledFile, type YearlyReport } from "@dept/contract";
import { FileList, type FileEntry } from "../../../components/file-list";
import { QueryContent } from "../../../components/query-content";
import { useCollectionList } from "../../../lib/collection-list";

const titled = (items: readonly TitledFile[]): FileEntry[] => items.map((item, index) => ({ key: `${index}`, label: item.title, file: item.file }));

// In the pack's order: the content team decides how the years are listed.
const yearly = (items: readonly YearlyReport[], label: string): FileEntry[] =>
  items.map((item, index) => ({ key: `${index}`, label: `${label} ${item.year}`, file: item.pdf }));

/** The registry's title and empty note of a list on this page. */
function declared(collection: FamilyMembers<"titledFile" | "yearlyReport">) {
  const { title, emptyNote }: PublicCollection = publicCollections[collection];
  return { title, what: `the ${title.toLowerCase()}`, emptyText: emptyNote ?? "" };
}

export function TitledFileSection({ collection }: { collection: FamilyMembers<"titledFile"> }) {
  const query = useCollectionList(collection);
  const { what, emptyText } = declared(collection);
  return (
    <QueryContent query={query} what={what}>
      {(items) => <FileList entries={titled(items)} emptyText={emptyText} />}
    </QueryContent>
  );
}

export function YearlyReportSection({ collection }: { collection: FamilyMembers<"yearlyReport"> }) {
  const query = useCollectionList(collection);
  const { title, what, emptyText } = declared(collection);
  return (
    <QueryContent query={query} what={what}>
      {(items) => <FileList entries={yearly(items, title)} emptyText={emptyText} />}
    </QueryContent>
  );
}
