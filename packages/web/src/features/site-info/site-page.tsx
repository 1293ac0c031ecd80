/**
 * The policy and help pages GIGW asks for (hyperlinking, copyright, privacy, terms of use, help,
 * content archival): their title and paragraphs are the site content's, edited by the department.
 * A site whose content has none sends their routes to the not-found page.
 */
import type { ComponentType } from "react";
import { useQuery } from "@tanstack/react-query";
import { Redirect } from "wouter";
import { EXTRA_PATHS, type Site, type SitePageName } from "@dept/contract";
import { PageBanner } from "../../components/page-banner";
import { QueryContent } from "../../components/query-content";
import { fetchParsed } from "../../lib/api";
import { paths } from "../../config/paths";
import { fallbackLang } from "../../i18n/fallback";
import { useSite } from "../../lib/site";

/** The site content with the policy pages' texts, which the document leaves out (server/src/web/document.ts). */
function useSitePages(needed: boolean) {
  return useQuery({
    queryKey: ["site", "pages"],
    queryFn: ({ signal }) => fetchParsed(EXTRA_PATHS.site, (schemas) => schemas.site, { signal }),
    enabled: needed,
    staleTime: Infinity,
  });
}

function SitePage({ name }: { name: SitePageName }) {
  const site = useSite();
  const page = site.pages?.[name];
  const full = useSitePages(page !== undefined && page.body === undefined);
  if (!page) return <Redirect to={paths.notFound} replace />;
  const paragraphs = (source: Site) =>
    source.pages?.[name]?.body?.map((paragraph, index) => <p key={index}>{paragraph}</p>);
  // The texts' language is known once they are here (the document carries the titles only).
  const source = page.body ? site : full.data;
  return (
    <div className="page">
      <PageBanner title={page.title} lang={fallbackLang(site, `pages.${name}.title`)} />
      <div className="container site-info" lang={source ? fallbackLang(source, `pages.${name}.body`) : undefined}>
        {page.body ? (
          paragraphs(site)
        ) : (
          <QueryContent query={full} what={page.title}>
            {paragraphs}
          </QueryContent>
        )}
      </div>
    </div>
  );
}

const pages = new Map<SitePageName, ComponentType>();

/** The page of one of the site's policy and help pages: the same component every time, so the router keeps it mounted. */
export function sitePage(name: SitePageName): ComponentType {
  let page = pages.get(name);
  if (!page) {
    page = function SitePolicyPage() {
      return <SitePage name={name} />;
    };
    pages.set(name, page);
  }
  return page;
}
