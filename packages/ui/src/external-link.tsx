/** A link that leaves the site: new tab, no opener, and only ever for http(s) URLs. */
import { safeHttpUrl } from "./safe-http-url";

/** `newTabNote`: the hidden note that the link opens a new tab, in the page's language. */
interface LinkProps {
  children: React.ReactNode;
  className?: string;
  newTabNote?: string;
  /** The language of the link's text when it is not the page's (an English fallback). */
  lang?: string;
}

const NEW_TAB = " (opens in a new tab)";

/** The link's text, marked with its language only where it differs from the page's (the note stays in the page's). */
const text = (children: React.ReactNode, lang: string | undefined) =>
  lang ? <span lang={lang}>{children}</span> : children;

export function ExternalLink({
  href,
  children,
  className,
  newTabNote = NEW_TAB,
  lang,
}: LinkProps & { href: string | null | undefined }) {
  const url = safeHttpUrl(href);
  if (!url)
    return (
      <span className={className} lang={lang}>
        {children}
      </span>
    );
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className={className}>
      {text(children, lang)}
      <span className="visually-hidden">{newTabNote}</span>
    </a>
  );
}

/** A link to a stored file (PDF) on the API, opened in a new tab. */
export function FileLink({ href, children, className, newTabNote = NEW_TAB, lang }: LinkProps & { href: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {text(children, lang)}
      <span className="visually-hidden">{newTabNote}</span>
    </a>
  );
}
