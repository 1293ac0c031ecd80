/**
 * The policy and help pages GIGW asks for (hyperlinking, copyright, privacy, terms of use, help,
 * content archival): their title and paragraphs are the site content's, edited by the department.
 * A site whose content has none sends their routes to the not-found page.
 */
import type { ComponentType } from "react";
import { Redirect } from "wouter";
import type { SitePageName } from "@dept/contract";
import { PageBanner } from "../../components/page-banner";
import { paths } from "../../config/paths";
import { fallbackLang } from "../../i18n/fallback";
import { useSite } from "../../lib/site";

function SitePage({ name }: { name: SitePageName }) {
  const site = useSite();
  const page = site.pages?.[name];
  if (!page) return <Redirect to={paths.notFound} replace />;
  const bodyLang = fallbackLang(site, `pages.${name}.body`);
  return (
    <div className="page">
      <PageBanner title={page.title} lang={fallbackLang(site, `pages.${name}.title`)} />
      <div className="container site-info" lang={bodyLang}>
        {page.body.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
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
