/** Board of Studies documents: one button per document; the chosen one opens in the embedded viewer. */
import { useId, useState } from "react";
import { PageBanner } from "../../components/page-banner";
import { QueryContent } from "../../components/query-content";
import { fileUrl } from "../../lib/links";
import { useBosDocuments } from "./api/get-bos-documents";
import { BosViewer } from "./components/bos-viewer";
import { toggleSelection } from "./selection";
import "./bos.css";

/** On small screens the viewer opens below the fold; bring it into view when a document is chosen. */
function revealViewer(section: HTMLElement | null): void {
  const reduceMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? true;
  section?.scrollIntoView({ block: "nearest", behavior: reduceMotion ? "auto" : "smooth" });
}

export function BosPage() {
  const query = useBosDocuments();
  const [selected, setSelected] = useState<number | null>(null);
  const viewerId = useId();

  return (
    <div className="page">
      <PageBanner title="Board of Studies (BOS) Documents" />
      <div className="container bos">
        <QueryContent query={query} what="the BOS documents" loadingText="Loading BOS documents...">
          {(documents) => {
            if (documents.length === 0) return <p className="empty-note">No BOS documents have been published yet.</p>;
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
                        onClick={() => setSelected((value) => toggleSelection(value, index))}
                      >
                        {document.title}
                      </button>
                    </li>
                  ))}
                </ul>
                {current && (
                  <section key={selected} ref={revealViewer} id={viewerId} className="bos__viewer" aria-label={current.title}>
                    <BosViewer key={`${selected}:${current.file}`} url={fileUrl(current.file)} />
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
