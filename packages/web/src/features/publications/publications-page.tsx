/**
 * The department's publications (`#/publications`, issue 25): everyone's list, grouped by year,
 * filtered by year, type and faculty member. The filters live in the hash query, so a filtered
 * list can be linked and Back undoes a change; the whole list is loaded once and filtered here.
 */
import { useMemo } from "react";
import type { QueryClient } from "@tanstack/react-query";
import { useSearchParams } from "wouter";
import { citeKeys, filterPublications, type Publication } from "@dept/contract";
import { PageBanner } from "../../components/page-banner";
import { QueryContent } from "../../components/query-content";
import { publicationsQueryOptions, usePublications } from "../../lib/publications";
import { useFacultyList } from "../../lib/faculty-list";
import { PublicationFilterForm } from "./components/publication-filters";
import { PublicationList } from "../../components/publication-list/publication-list";
import { Pager } from "./components/pager";
import { filterCounts, pageCount, pageOf, readPage, withPage } from "./paging";
import { filterChoices, filtersQuery, readFilters, type PublicationFilters } from "./publications";
import { useT } from "../../i18n/i18n";
import "./publications.css";

/** The page's first query, for the router's preload (it comes with this chunk, not the first script). */
export const prefetchPublications = (client: QueryClient) => client.prefetchQuery(publicationsQueryOptions());

export function PublicationsPage() {
  const publications = usePublications();
  const t = useT();
  return (
    <div className="page">
      <PageBanner title={t.collections.publications.title} />
      <div className="container publications-page">
        <QueryContent query={publications} what={t.publications.what}>
          {(data) => <FilteredPublications all={data.publications} />}
        </QueryContent>
      </div>
    </div>
  );
}

function FilteredPublications({ all }: { all: Publication[] }) {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const facultyList = useFacultyList();
  const names = useMemo(
    () => new Map((facultyList.data?.faculties ?? []).map((member) => [member.id, member.name])),
    [facultyList.data],
  );
  const keys = useMemo(() => citeKeys(all), [all]);
  const shown = filterPublications(all, filters);
  const pages = pageCount(shown.length);
  const page = readPage(params, pages);
  // A filter change starts again at page 1 (the page parameter is left out).
  const change = (next: PublicationFilters) => setParams(filtersQuery(next));
  const goTo = (next: number) => {
    setParams(withPage(filtersQuery(filters), next));
    window.scrollTo(0, 0);
  };
  const t = useT();

  return (
    <>
      <PublicationFilterForm
        filters={filters}
        choices={filterChoices(all, filters, names)}
        counts={filterCounts(all, filters)}
        onChange={change}
      />
      <p className="publications-page__count" role="status">
        {t.publications.count(shown.length)}
        {pages > 1 ? ` · ${t.publications.page(page, pages)}` : ""}
      </p>
      {shown.length === 0 ? (
        <p className="empty-note">{t.common.nothingToShow}</p>
      ) : (
        <PublicationList publications={pageOf(shown, page)} keys={keys} yearHeading="h2" />
      )}
      {pages > 1 && <Pager page={page} pages={pages} onGo={goTo} />}
    </>
  );
}
