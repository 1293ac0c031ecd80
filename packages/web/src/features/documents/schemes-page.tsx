import { useCollectionList } from "../../lib/collection-list";
import { useT } from "../../i18n/i18n";
import { DocumentListPage } from "./components/document-list-page";

export function SchemesPage() {
  const query = useCollectionList("schemes");
  const text = useT().documents;
  return <DocumentListPage title={text.schemesTitle} query={query} what={text.schemesWhat} />;
}
