/**
 * Site search results (`#/search?q=…&offset=…`, a shareable link). Each result opens where its
 * match is: a page of the site, a BOS document in the viewer at the matching page, or a PDF at
 * the matching page (`#page=N`, which browsers' PDF viewers follow).
 */
import { Link, useSearchParams } from "wouter";
import { SEARCH_DEFAULT_LIMIT, type SearchKind, type SearchResult, type SnippetPart } from "@dept/contract";
import { FileLink } from "@dept/ui/external-link";
import { PageBanner } from "../../components/page-banner";
import { QueryContent } from "../../components/query-content";
import { API_BASE } from "../../config/env";
import { paths } from "../../config/paths";
import { useSearchResults } from "./api/get-search-results";
import { SearchForm } from "./search-form";
import "./search.css";

const KIND_LABELS: Record<SearchKind, string> = {
  page: "Page",
  faculty: "Faculty",
  notice: "Notice",
  event: "Event",
  document: "Document",
  achievement: "Achievement",
  publication: "Publication",
};

export const searchLink = (q: string, offset = 0) => `${paths.search}?${new URLSearchParams(offset > 0 ? { q, offset: String(offset) } : { q })}`;

function Snippet({ parts }: { parts: SnippetPart[] }) {
  if (parts.length === 0) return null;
  return <p className="search-result__snippet">{parts.map((part, i) => (part.mark ? <mark key={i}>{part.text}</mark> : part.text))}</p>;
}

function ResultLink({ result }: { result: SearchResult }) {
  if (result.route !== undefined) return <Link to={result.route}>{result.title}</Link>;
  const href = `${API_BASE}${result.file ?? ""}${result.page ? `#page=${result.page}` : ""}`;
  return <FileLink href={href}>{result.title}</FileLink>;
}

function Results({ q, offset }: { q: string; offset: number }) {
  const query = useSearchResults(q, offset);
  return (
    <QueryContent query={query} what="the search results" loadingText="Searching...">
      {({ total, results }) => {
        if (total === 0) return <p className="search__summary" role="status">No results for “{q}”. Try fewer or other words.</p>;
        const last = Math.min(offset + results.length, total);
        return (
          <>
            <p className="search__summary" role="status">
              {total === 1 ? "1 result" : `${total} results`} for “{q}”{total > results.length ? ` (showing ${offset + 1} to ${last})` : ""}
            </p>
            <ol className="search__results" start={offset + 1}>
              {results.map((result, index) => (
                <li key={`${offset + index}`} className="search-result">
                  <p className="search-result__kind">
                    {KIND_LABELS[result.kind]}
                    {result.page !== undefined && `, page ${result.page}`}
                  </p>
                  <h2 className="search-result__title">
                    <ResultLink result={result} />
                  </h2>
                  <Snippet parts={result.snippet} />
                  {result.textLayer === false && <p className="search-result__note">This PDF has no text layer: only its title was searched.</p>}
                </li>
              ))}
            </ol>
            <nav className="search__pages" aria-label="Search result pages">
              {offset > 0 && <Link to={searchLink(q, Math.max(0, offset - SEARCH_DEFAULT_LIMIT))}>Previous results</Link>}
              {last < total && <Link to={searchLink(q, offset + SEARCH_DEFAULT_LIMIT)}>More results</Link>}
            </nav>
          </>
        );
      }}
    </QueryContent>
  );
}

export function SearchPage() {
  const [params] = useSearchParams();
  const q = (params.get("q") ?? "").trim();
  const offset = Math.max(0, Math.floor(Number(params.get("offset")) || 0));
  return (
    <div className="page">
      <PageBanner title="Search" />
      <div className="container search">
        <SearchForm key={q} initial={q} id="search-page" name="Search again" />
        {q === "" ? <p className="search__summary">Type what you are looking for: a name, a subject, words from a notice or a PDF.</p> : <Results q={q} offset={offset} />}
      </div>
    </div>
  );
}
