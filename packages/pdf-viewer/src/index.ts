/** Public surface of the reusable PDF viewer. */
export { PdfViewer, type PdfViewerProps } from "./pdf-viewer.js";
export { englishViewerMessages, type ViewerMessages } from "./messages.js";
export type { Theme } from "./actions.js";
