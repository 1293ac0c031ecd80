import { useCollectionList } from "../../lib/collection-list";
import { DocumentListPage } from "./components/document-list-page";

export function MomPage() {
  const query = useCollectionList("mom");
  return <DocumentListPage title="Minutes of the Meeting on Curriculum Revision" query={query} what="minutes of meetings" />;
}
