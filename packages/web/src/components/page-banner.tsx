/** The title band at the top of a page; also names the page in the document title. */
import { useEffect } from "react";
import { IS_PREVIEW } from "../config/env";
import { useSite } from "../lib/site";

/** Names the page in the document title while it is shown: "<title> | <department>, <college>" ("Preview: ..." in a draft's preview). */
export function useDocumentTitle(title: string): void {
  const site = useSite();
  useEffect(() => {
    const previous = document.title;
    document.title = `${IS_PREVIEW ? "Preview: " : ""}${title} | ${site.department.shortName}, ${site.college.name}`;
    return () => {
      document.title = previous;
    };
  }, [title, site]);
}

/** `lang`: "en" when the title is an English fallback on a page in another language. */
export function PageBanner({ title, lang, children }: { title: string; lang?: "en"; children?: React.ReactNode }) {
  useDocumentTitle(title);
  return (
    <header className="page-banner">
      <h1 lang={lang}>{title}</h1>
      {children}
    </header>
  );
}

/** The document title for pages whose heading is not a banner. */
export function PageTitle({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}
