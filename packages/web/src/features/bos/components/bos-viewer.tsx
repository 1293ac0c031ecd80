/**
 * The embedded viewer for one BOS document. pdf.js is loaded only here, so no other page
 * downloads it. The module is loaded in an effect rather than through React.lazy: React holds back
 * the reveal of a Suspense boundary's resolved content for up to 300 ms (it batches reveals), which
 * the first painted page would wait for.
 */
import { useEffect, useState } from "react";
import type * as pdfViewer from "@dept/pdf-viewer";

type ViewerModule = typeof pdfViewer;

const loadViewer = () => import("@dept/pdf-viewer");

/** Spec section 9: the embedded BOS viewer is 600 px high. */
export const BOS_VIEWER_HEIGHT = 600;

export function BosViewer({ url, initialPage }: { url: string; initialPage?: number }) {
  const [viewer, setViewer] = useState<{ module?: ViewerModule; error?: unknown }>({});
  useEffect(() => {
    let current = true;
    loadViewer().then(
      (module) => current && setViewer({ module }),
      (error: unknown) => current && setViewer({ error }),
    );
    return () => {
      current = false;
    };
  }, []);
  // A chunk that fails to load reaches the route's error boundary, as a failed lazy page does.
  if (viewer.error) throw viewer.error;
  if (!viewer.module) {
    return (
      <p className="bos-viewer__loading" role="status">
        Loading the PDF viewer...
      </p>
    );
  }
  return <viewer.module.PdfViewer url={url} height={BOS_VIEWER_HEIGHT} initialPage={initialPage} />;
}
