/**
 * Image values come in three forms (docs/architecture.md section 3): a URL (ours are resized variants with
 * a srcset), a `data:` URL, or raw base64 JPEG from servers of the old design.
 */
import { imageSrcSet } from "@dept/contract";
import { API_BASE } from "../config/env";

export interface ImageSource {
  src: string;
  srcSet?: string;
}

const base64 = /^[A-Za-z0-9+/\s]+={0,2}$/;

export function imageSource(value: string | null | undefined): ImageSource | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  if (trimmed.startsWith("data:image/")) return { src: trimmed };
  // Raw base64 JPEG starts with "/9j/", which would otherwise read as a path.
  if (base64.test(trimmed) && (trimmed.startsWith("/9j/") || !trimmed.startsWith("/"))) {
    return { src: `data:image/jpeg;base64,${trimmed.replace(/\s+/g, "")}` };
  }
  if (/^https?:\/\//i.test(trimmed)) {
    const srcSet = imageSrcSet(trimmed);
    return srcSet ? { src: trimmed, srcSet } : { src: trimmed };
  }
  if (trimmed.startsWith("/") && !trimmed.startsWith("//")) {
    const src = `${API_BASE}${trimmed}`;
    const srcSet = imageSrcSet(src);
    return srcSet ? { src, srcSet } : { src };
  }
  return undefined;
}
