/** The four event listings of the spec (competitions, workshops, expert talks, value added courses). */
import { useCompetitions } from "./api/get-competitions";
import { useExpertTalks } from "./api/get-expert-talks";
import { useValueAddedCourses } from "./api/get-value-added-courses";
import { useWorkshops } from "./api/get-workshops";
import { EventListPage } from "./components/event-list-page";

export function CompetitionsPage() {
  const query = useCompetitions();
  return <EventListPage title="Competitions" query={query} what="competitions" kind="competitions" />;
}

export function WorkshopsPage() {
  const query = useWorkshops();
  return <EventListPage title="Workshops" query={query} what="workshops" kind="workshops" />;
}

export function ExpertTalksPage() {
  const query = useExpertTalks();
  return <EventListPage title="Expert Talks" query={query} what="expert talks" kind="expert-talks" />;
}

export function ValueAddedCoursesPage() {
  const query = useValueAddedCourses();
  return <EventListPage title="Value Added Courses" query={query} what="value added courses" kind="value-added-courses" />;
}
