/**
 * pdf.js configuration in one place: the worker and the binary data it may need (wasm image
 * decoders, standard fonts) are bundled by Vite and served from our own origin, never a CDN.
 * Scripting stays off: no scripting manager is created and XFA is not rendered.
 */
import { GlobalWorkerOptions, getDocument, type PDFDocumentLoadingTask } from "pdfjs-dist";
import workerUrl from "pdfjs-dist/build/pdf.worker.min.mjs?url";
import jbig2Wasm from "pdfjs-dist/wasm/jbig2.wasm?url";
import openjpegWasm from "pdfjs-dist/wasm/openjpeg.wasm?url";
import qcmsWasm from "pdfjs-dist/wasm/qcms_bg.wasm?url";
import foxitDingbats from "pdfjs-dist/standard_fonts/FoxitDingbats.pfb?url";
import foxitFixed from "pdfjs-dist/standard_fonts/FoxitFixed.pfb?url";
import foxitFixedBold from "pdfjs-dist/standard_fonts/FoxitFixedBold.pfb?url";
import foxitFixedBoldItalic from "pdfjs-dist/standard_fonts/FoxitFixedBoldItalic.pfb?url";
import foxitFixedItalic from "pdfjs-dist/standard_fonts/FoxitFixedItalic.pfb?url";
import foxitSerif from "pdfjs-dist/standard_fonts/FoxitSerif.pfb?url";
import foxitSerifBold from "pdfjs-dist/standard_fonts/FoxitSerifBold.pfb?url";
import foxitSerifBoldItalic from "pdfjs-dist/standard_fonts/FoxitSerifBoldItalic.pfb?url";
import foxitSerifItalic from "pdfjs-dist/standard_fonts/FoxitSerifItalic.pfb?url";
import foxitSymbol from "pdfjs-dist/standard_fonts/FoxitSymbol.pfb?url";
import liberationSans from "pdfjs-dist/standard_fonts/LiberationSans-Regular.ttf?url";
import liberationSansBold from "pdfjs-dist/standard_fonts/LiberationSans-Bold.ttf?url";
import liberationSansBoldItalic from "pdfjs-dist/standard_fonts/LiberationSans-BoldItalic.ttf?url";
import liberationSansItalic from "pdfjs-dist/standard_fonts/LiberationSans-Italic.ttf?url";

GlobalWorkerOptions.workerSrc = workerUrl;

type BinaryKind = "cMapUrl" | "standardFontDataUrl" | "wasmUrl";

// Vite gives every file a hashed URL, so pdf.js's "directory URL + file name" scheme does not
// apply; this table maps the names pdf.js asks for to the bundled URLs.
const BINARY_URLS: Record<BinaryKind, Record<string, string>> = {
  cMapUrl: {},
  wasmUrl: { "jbig2.wasm": jbig2Wasm, "openjpeg.wasm": openjpegWasm, "qcms_bg.wasm": qcmsWasm },
  standardFontDataUrl: {
    "FoxitDingbats.pfb": foxitDingbats,
    "FoxitFixed.pfb": foxitFixed,
    "FoxitFixedBold.pfb": foxitFixedBold,
    "FoxitFixedBoldItalic.pfb": foxitFixedBoldItalic,
    "FoxitFixedItalic.pfb": foxitFixedItalic,
    "FoxitSerif.pfb": foxitSerif,
    "FoxitSerifBold.pfb": foxitSerifBold,
    "FoxitSerifBoldItalic.pfb": foxitSerifBoldItalic,
    "FoxitSerifItalic.pfb": foxitSerifItalic,
    "FoxitSymbol.pfb": foxitSymbol,
    "LiberationSans-Regular.ttf": liberationSans,
    "LiberationSans-Bold.ttf": liberationSansBold,
    "LiberationSans-BoldItalic.ttf": liberationSansBoldItalic,
    "LiberationSans-Italic.ttf": liberationSansItalic,
  },
};

/** pdf.js's `BinaryDataFactory` interface: the main thread fetches these files for the worker. */
class BundledBinaryDataFactory {
  async fetch({ kind, filename }: { kind: BinaryKind; filename: string }): Promise<Uint8Array> {
    const url = BINARY_URLS[kind]?.[filename];
    if (!url) throw new Error(`pdf.js asked for ${kind} ${filename}, which is not bundled.`);
    const response = await fetch(url);
    if (!response.ok) throw new Error(`Unable to load ${filename}: HTTP ${response.status}.`);
    return new Uint8Array(await response.arrayBuffer());
  }
}

export type DocumentSource = { url: string } | { data: Uint8Array };

export function loadDocument(source: DocumentSource): PDFDocumentLoadingTask {
  return getDocument({
    ...source,
    BinaryDataFactory: BundledBinaryDataFactory,
    useWorkerFetch: false,
    enableXfa: false,
    // Bounds memory on hostile files; 2^27 pixels is far above any scanned A4 page at 600 dpi.
    maxImageSize: 2 ** 27,
  });
}

export { AbortException, PasswordResponses, PDFDateString } from "pdfjs-dist";
export type { PDFDocumentLoadingTask, PDFDocumentProxy, PDFPageProxy } from "pdfjs-dist";
