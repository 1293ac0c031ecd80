import { useSchemes } from "./api/get-schemes";
import { DocumentListPage } from "./components/document-list-page";

export function SchemesPage() {
  const query = useSchemes();
  return <DocumentListPage title="Schemes" query={query} what="schemes" />;
}
