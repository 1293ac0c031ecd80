/**
 * Site search results (`#/search?q=…&offset=…`, a shareable link). Each result opens where its
 * match is: a page of the site, a BOS document in the viewer at the matching page, or a PDF at
 * the matching page (`#page=N`, which browsers' PDF viewers follow).
 */
import { Link, useSearchParams } from "wouter";
import { SEARCH_DEFAULT_LIMIT, type SearchResult } from "@dept/contract";
import { FileLink } from "../../components/links";
import { PageBanner } from "../../components/page-banner";
import { QueryContent } from "../../components/query-content";
import { API_BASE } from "../../config/env";
import { paths } from "../../config/paths";
import { searchInput, useSearchResults } from "./api/get-search-results";
import { SearchForm } from "./search-form";
import { Snippet } from "./snippet";
import { useT } from "../../i18n/i18n";
import "./search.css";

export const searchLink = (q: string, offset = 0) =>
  `${paths.search}?${new URLSearchParams(offset > 0 ? { q, offset: String(offset) } : { q })}`;

/** `lang`: "en" when the result's text is English on a page in another language (a fallback). */
function ResultLink({ result }: { result: SearchResult }) {
  if (result.route !== undefined) {
    return (
      <Link to={result.route} lang={result.lang}>
        {result.title}
      </Link>
    );
  }
  const href = `${API_BASE}${result.file ?? ""}${result.page ? `#page=${result.page}` : ""}`;
  return (
    <FileLink href={href} lang={result.lang}>
      {result.title}
    </FileLink>
  );
}

function Results({ q, offset }: { q: string; offset: number }) {
  const query = useSearchResults(q, offset);
  const text = useT().search;
  return (
    <QueryContent query={query} what={text.what} loadingText={text.searching}>
      {({ total, results }) => {
        if (total === 0) {
          return (
            <p className="search__summary" role="status">
              {text.none(q)}
            </p>
          );
        }
        const last = Math.min(offset + results.length, total);
        return (
          <>
            <p className="search__summary" role="status">
              {text.summary(total, q, total > results.length ? [offset + 1, last] : undefined)}
            </p>
            <ol className="search__results" start={offset + 1}>
              {results.map((result, index) => (
                <li key={`${offset + index}`} className="search-result">
                  <p className="search-result__kind">
                    {text.kinds[result.kind]}
                    {result.page !== undefined && text.onPage(result.page)}
                  </p>
                  <h2 className="search-result__title">
                    <ResultLink result={result} />
                  </h2>
                  <Snippet parts={result.snippet} />
                  {result.textLayer === false && <p className="search-result__note">{text.noTextLayer}</p>}
                </li>
              ))}
            </ol>
            <nav className="search__pages" aria-label={text.pagesNav}>
              {offset > 0 && (
                <Link to={searchLink(q, Math.max(0, offset - SEARCH_DEFAULT_LIMIT))}>{text.previous}</Link>
              )}
              {last < total && <Link to={searchLink(q, offset + SEARCH_DEFAULT_LIMIT)}>{text.more}</Link>}
            </nav>
          </>
        );
      }}
    </QueryContent>
  );
}

export function SearchPage() {
  const [params] = useSearchParams();
  const { q, offset } = searchInput(params);
  const text = useT().search;
  return (
    <div className="page">
      <PageBanner title={text.title} />
      <div className="container search">
        <SearchForm key={q} initial={q} id="search-page" name={text.again} />
        {q === "" ? <p className="search__summary">{text.hint}</p> : <Results q={q} offset={offset} />}
      </div>
    </div>
  );
}
