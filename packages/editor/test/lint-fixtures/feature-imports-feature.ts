// Linted as if it were packages/web/src/features/publications/lint-fixture.ts: one feature reaching into another's page,
// while a shared list (components/) and a shared query (lib/) are allowed.
export { FacultyProfilePage } from "../faculty/faculty-profile-page";
export { PublicationList } from "../../components/publication-list/publication-list";
export { useFacultyList } from "../../lib/faculty-list";
