/**
 * The embedded viewer for one BOS document. pdf.js is loaded only here, through React.lazy, so no
 * other page downloads it.
 */
import { lazy, Suspense } from "react";

const PdfViewer = lazy(() => import("@dept/pdf-viewer").then((module) => ({ default: module.PdfViewer })));

/** Spec section 9: the embedded BOS viewer is 600 px high. */
export const BOS_VIEWER_HEIGHT = 600;

export function BosViewer({ url }: { url: string }) {
  return (
    <Suspense
      fallback={
        <p className="bos-viewer__loading" role="status">
          Loading the PDF viewer...
        </p>
      }
    >
      <PdfViewer url={url} height={BOS_VIEWER_HEIGHT} />
    </Suspense>
  );
}
