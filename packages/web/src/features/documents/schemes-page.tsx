import { useCollectionList } from "../../lib/collection-list";
import { DocumentListPage } from "./components/document-list-page";

export function SchemesPage() {
  const query = useCollectionList("schemes");
  return <DocumentListPage title="Schemes" query={query} what="schemes" />;
}
