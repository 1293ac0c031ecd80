/** The options that are lists of files: time table, syllabus, results, placements, higher studies. */
import type { TitledFile, YearlyReport } from "@dept/contract";
import { useHigherStudies } from "../api/get-higher-studies";
import { usePlacements } from "../api/get-placements";
import { useResults } from "../api/get-results";
import { useSyllabus } from "../api/get-syllabus";
import { useTimetable } from "../api/get-timetable";
import { FileList, type FileEntry } from "../../../components/file-list";
import { QueryContent } from "../../../components/query-content";

const titled = (items: readonly TitledFile[]): FileEntry[] => items.map((item, index) => ({ key: `${index}`, label: item.title, file: item.file }));

// In the pack's order: the content team decides how the years are listed.
const yearly = (items: readonly YearlyReport[], label: string): FileEntry[] =>
  items.map((item, index) => ({ key: `${index}`, label: `${label} ${item.year}`, file: item.pdf }));

export function TimetableSection() {
  const query = useTimetable();
  return (
    <QueryContent query={query} what="the time table">
      {(items) => <FileList entries={titled(items)} emptyText="No time table has been published yet." />}
    </QueryContent>
  );
}

export function SyllabusSection() {
  const query = useSyllabus();
  return (
    <QueryContent query={query} what="the syllabus">
      {(items) => <FileList entries={titled(items)} emptyText="No syllabus has been published yet." />}
    </QueryContent>
  );
}

export function ResultsSection() {
  const query = useResults();
  return (
    <QueryContent query={query} what="the results">
      {(items) => <FileList entries={titled(items)} emptyText="No results have been published yet." />}
    </QueryContent>
  );
}

export function PlacementsSection() {
  const query = usePlacements();
  return (
    <QueryContent query={query} what="the placements">
      {(items) => <FileList entries={yearly(items, "Placements")} emptyText="No placement records have been published yet." />}
    </QueryContent>
  );
}

export function HigherStudiesSection() {
  const query = useHigherStudies();
  return (
    <QueryContent query={query} what="the higher studies">
      {(items) => <FileList entries={yearly(items, "Higher Studies")} emptyText="No higher studies records have been published yet." />}
    </QueryContent>
  );
}
