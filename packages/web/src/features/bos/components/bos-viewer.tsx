/**
 * The embedded viewer for one BOS document. pdf.js is loaded only here, so no other page
 * downloads it; on a page in another language the viewer's texts in it come with it (English is
 * the viewer's own default). The module is loaded in an effect rather than through React.lazy:
 * React holds back the reveal of a Suspense boundary's resolved content for up to 300 ms (it
 * batches reveals), which the first painted page would wait for.
 */
import { useEffect, useState } from "react";
import { LANGUAGE_INFO, type Language } from "@dept/contract";
import type * as pdfViewer from "@dept/pdf-viewer";
import { useLanguage, useT } from "../../../i18n/i18n";
import { loadViewerMessages } from "../../../i18n/viewer/load-messages";

type ViewerModule = typeof pdfViewer;
interface LoadedViewer {
  module: ViewerModule;
  messages?: pdfViewer.ViewerMessages;
}

const loadViewer = async (lang: Language): Promise<LoadedViewer> => {
  const [module, messages] = await Promise.all([import("@dept/pdf-viewer"), loadViewerMessages(lang)]);
  return { module, messages };
};

/** Spec section 9: the embedded BOS viewer is 600 px high. */
export const BOS_VIEWER_HEIGHT = 600;

export function BosViewer({ url, initialPage }: { url: string; initialPage?: number }) {
  const lang = useLanguage();
  const t = useT();
  const [viewer, setViewer] = useState<{ loaded?: LoadedViewer; error?: unknown }>({});
  useEffect(() => {
    let current = true;
    loadViewer(lang).then(
      (loaded) => current && setViewer({ loaded }),
      (error: unknown) => current && setViewer({ error }),
    );
    return () => {
      current = false;
    };
  }, [lang]);
  // A chunk that fails to load reaches the route's error boundary, as a failed lazy page does.
  if (viewer.error) throw viewer.error;
  if (!viewer.loaded) {
    return (
      <p className="bos-viewer__loading" role="status">
        {t.documents.viewerLoading}
      </p>
    );
  }
  const { module, messages } = viewer.loaded;
  return messages ? (
    <module.PdfViewer
      url={url}
      height={BOS_VIEWER_HEIGHT}
      initialPage={initialPage}
      messages={messages}
      locale={LANGUAGE_INFO[lang].locale}
    />
  ) : (
    <module.PdfViewer url={url} height={BOS_VIEWER_HEIGHT} initialPage={initialPage} />
  );
}
