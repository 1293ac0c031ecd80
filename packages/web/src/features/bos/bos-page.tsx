/**
 * Board of Studies documents: one button per document; the chosen one opens in the embedded viewer.
 * A deep link (`/BOS?doc=KEY&page=N`, as search results give) opens that document at that page;
 * choosing a document with its button leaves the address `/BOS`. Each document's PDF is a link
 * too, which works without scripts.
 */
import { useId, useState } from "react";
import { useLocation, useSearchParams } from "wouter";
import { documentKey } from "@dept/contract";
import { paths } from "../../config/paths";
import { PageBanner } from "../../components/page-banner";
import { QueryContent } from "../../components/query-content";
import { useCollectionList } from "../../lib/collection-list";
import { fileUrl } from "../../lib/links";
import { FileLink } from "../../components/links";
import { BosViewer } from "./components/bos-viewer";
import { toggleSelection } from "./selection";
import { fallbackLang, Marked } from "../../i18n/fallback";
import { useT } from "../../i18n/i18n";
import "./bos.css";

/** On small screens the viewer opens below the fold; bring it into view when a document is chosen. */
function revealViewer(section: HTMLElement | null): void {
  const reduceMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? true;
  section?.scrollIntoView({ block: "nearest", behavior: reduceMotion ? "auto" : "smooth" });
}

export function BosPage() {
  const query = useCollectionList("bos");
  const [params] = useSearchParams();
  const [, navigate] = useLocation();
  const linkedKey = params.get("doc");
  const linkedPage = Number(params.get("page")) || undefined;
  // Undefined until the visitor chooses: until then the linked document, if any, is open.
  const [chosen, setChosen] = useState<number | null | undefined>(undefined);
  const viewerId = useId();
  const t = useT();
  const text = t.documents;

  return (
    <div className="page">
      <PageBanner title={t.collections.bos.title} />
      <div className="container bos">
        <QueryContent query={query} what={text.bosWhat} loadingText={text.bosLoading}>
          {(documents) => {
            if (documents.length === 0) return <p className="empty-note">{text.bosEmpty}</p>;
            const linked = linkedKey ? documents.findIndex((document) => documentKey(document.file) === linkedKey) : -1;
            const selected = chosen !== undefined ? chosen : linked >= 0 ? linked : null;
            const initialPage = chosen === undefined ? linkedPage : undefined;
            const choose = (index: number) => {
              setChosen(toggleSelection(selected, index));
              if (linkedKey !== null) navigate(paths.bos, { replace: true });
            };
            const current = selected === null ? undefined : documents[selected];
            return (
              <>
                <ul className="bos__list">
                  {documents.map((document, index) => (
                    <li key={index}>
                      <button
                        type="button"
                        className={`bos__button${selected === index ? " bos__button--selected" : ""}`}
                        aria-expanded={selected === index}
                        aria-controls={selected === index ? viewerId : undefined}
                        onClick={() => choose(index)}
                      >
                        <Marked lang={fallbackLang(document, "title")}>{document.title}</Marked>
                      </button>{" "}
                      <FileLink
                        href={fileUrl(document.file)}
                        className="bos__pdf"
                        lang={fallbackLang(document, "title")}
                      >
                        {text.pdfOf(document.title)}
                      </FileLink>
                    </li>
                  ))}
                </ul>
                {current && (
                  <section
                    key={selected}
                    ref={revealViewer}
                    id={viewerId}
                    className="bos__viewer"
                    aria-label={current.title}
                  >
                    <BosViewer
                      key={`${selected}:${current.file}`}
                      url={fileUrl(current.file)}
                      initialPage={initialPage}
                    />
                  </section>
                )}
              </>
            );
          }}
        </QueryContent>
      </div>
    </div>
  );
}
