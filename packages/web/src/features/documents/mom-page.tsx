import { useMom } from "./api/get-mom";
import { DocumentListPage } from "./components/document-list-page";

export function MomPage() {
  const query = useMom();
  return <DocumentListPage title="Minutes of the Meeting on Curriculum Revision" query={query} what="minutes of meetings" />;
}
