/**
 * Page thumbnails, 100 px wide (spec section 9). A thumbnail renders only when it scrolls into view
 * (IntersectionObserver), so a 500-page document costs a few renders, not 500.
 */
import { useEffect, useRef, useState } from "react";
import type { PDFDocumentProxy } from "pdfjs-dist";
import { usePage, type PageStore } from "../core/page-store.js";
import { useViewerText } from "../viewer-text.js";

export const THUMBNAIL_WIDTH = 100;

export interface ThumbnailsProps {
  pdfDocument: PDFDocumentProxy;
  pages: PageStore;
  rotation: number;
  onSelect: (page: number) => void;
}

async function renderThumbnail(
  pdfDocument: PDFDocumentProxy,
  pageNumber: number,
  rotation: number,
  signal: AbortSignal,
): Promise<string | null> {
  const page = await pdfDocument.getPage(pageNumber);
  const base = page.getViewport({ scale: 1, rotation: page.rotate + rotation });
  // Twice the CSS size keeps the thumbnail sharp on high-density screens.
  const viewport = page.getViewport({ scale: (2 * THUMBNAIL_WIDTH) / base.width, rotation: page.rotate + rotation });
  const canvas = document.createElement("canvas");
  canvas.width = Math.ceil(viewport.width);
  canvas.height = Math.ceil(viewport.height);
  const task = page.render({ canvas, viewport, background: "white" });
  signal.addEventListener("abort", () => task.cancel(), { once: true });
  try {
    await task.promise;
  } finally {
    page.cleanup();
  }
  if (signal.aborted) return null;
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve));
  canvas.width = canvas.height = 0;
  return blob ? URL.createObjectURL(blob) : null;
}

/** Scrolls only the thumbnail list: element.scrollIntoView would also scroll the host page. */
function revealWithin(scroller: HTMLElement, element: HTMLElement): void {
  const frame = scroller.getBoundingClientRect();
  const box = element.getBoundingClientRect();
  if (box.top < frame.top) scroller.scrollTop += box.top - frame.top;
  else if (box.bottom > frame.bottom) scroller.scrollTop += box.bottom - frame.bottom;
}

function Thumbnail({
  pdfDocument,
  pageNumber,
  rotation,
  aspect,
  current,
  root,
  onSelect,
}: {
  pdfDocument: PDFDocumentProxy;
  pageNumber: number;
  rotation: number;
  aspect: number;
  current: boolean;
  root: HTMLElement | null;
  onSelect: (page: number) => void;
}) {
  const { messages, format } = useViewerText();
  const ref = useRef<HTMLButtonElement>(null);
  const [image, setImage] = useState<{ url: string; rotation: number } | null>(null);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const intersecting = entries.some((entry) => entry.isIntersecting);
        setVisible(intersecting);
        // Thumbnails far out of view give their image back, so memory stays bounded however far
        // the visitor scrolls through a long document.
        if (!intersecting) setImage(null);
      },
      { root, rootMargin: "300px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [root]);

  useEffect(() => {
    if (!visible) return;
    const controller = new AbortController();
    renderThumbnail(pdfDocument, pageNumber, rotation, controller.signal).then(
      (url) => {
        if (url && controller.signal.aborted) URL.revokeObjectURL(url);
        else if (url) setImage({ url, rotation });
      },
      () => undefined, // A cancelled or failed thumbnail keeps its placeholder.
    );
    return () => controller.abort();
  }, [visible, pdfDocument, pageNumber, rotation]);

  useEffect(() => {
    if (!image) return;
    return () => URL.revokeObjectURL(image.url);
  }, [image]);

  useEffect(() => {
    if (current && ref.current && root) revealWithin(root, ref.current);
  }, [current, root, aspect]);

  return (
    <li>
      <button
        ref={ref}
        type="button"
        className="pdfv-thumbnail"
        aria-label={messages.thumbnailOf(format.integer(pageNumber))}
        aria-current={current ? "page" : undefined}
        onClick={() => onSelect(pageNumber)}
      >
        <span
          className="pdfv-thumbnail-image"
          style={{ width: THUMBNAIL_WIDTH, height: Math.round(THUMBNAIL_WIDTH * aspect) }}
        >
          {image?.rotation === rotation && (
            <img src={image.url} alt="" width={THUMBNAIL_WIDTH} height={Math.round(THUMBNAIL_WIDTH * aspect)} />
          )}
        </span>
        <span className="pdfv-thumbnail-label" aria-hidden="true">
          {format.integer(pageNumber)}
        </span>
      </button>
    </li>
  );
}

export function Thumbnails({ pdfDocument, pages, rotation, onSelect }: ThumbnailsProps) {
  const { messages } = useViewerText();
  const currentPage = usePage(pages);
  const [root, setRoot] = useState<HTMLElement | null>(null);
  // Placeholders take the first page's proportions; the list waits for them so it does not jump.
  const [aspect, setAspect] = useState<{ pdfDocument: PDFDocumentProxy; rotation: number; value: number } | null>(null);

  useEffect(() => {
    let cancelled = false;
    void pdfDocument.getPage(1).then((page) => {
      const viewport = page.getViewport({ scale: 1, rotation: page.rotate + rotation });
      if (!cancelled) setAspect({ pdfDocument, rotation, value: viewport.height / viewport.width });
    });
    return () => {
      cancelled = true;
    };
  }, [pdfDocument, rotation]);

  return (
    <div ref={setRoot} className="pdfv-sidebar-scroll">
      <ol className="pdfv-thumbnails" aria-label={messages.thumbnailList}>
        {root &&
          aspect?.pdfDocument === pdfDocument &&
          aspect.rotation === rotation &&
          Array.from({ length: pdfDocument.numPages }, (_, index) => (
            <Thumbnail
              key={index}
              pdfDocument={pdfDocument}
              pageNumber={index + 1}
              rotation={rotation}
              aspect={aspect.value}
              current={currentPage === index + 1}
              root={root}
              onSelect={onSelect}
            />
          ))}
      </ol>
    </div>
  );
}
