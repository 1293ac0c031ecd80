import { useCollectionList } from "../../lib/collection-list";
import { useT } from "../../i18n/i18n";
import { DocumentListPage } from "./components/document-list-page";

export function MomPage() {
  const query = useCollectionList("mom");
  const text = useT().documents;
  return <DocumentListPage title={text.momTitle} query={query} what={text.momWhat} />;
}
