/**
 * Proves what a pack's file is by parsing it, not by its name or first bytes: a PDF by its
 * structure, an image by decoding it whole, a video by walking its container, captions as
 * WebVTT text. The kind found decides the content type the file is served with.
 */
import fs from "node:fs";
import sharp from "sharp";
import { FILE_SIZE_LIMITS, megabytes, type FileFieldKind } from "@dept/contract";

export type KindCheck = { problem: string } | { contentType: string };

export async function checkFileKind(full: string, kind: FileFieldKind): Promise<KindCheck> {
  const { size } = await fs.promises.stat(full);
  if (size > FILE_SIZE_LIMITS[kind]) return tooLarge(kind);
  return checkFileBytes(await fs.promises.readFile(full), kind);
}

function tooLarge(kind: FileFieldKind): KindCheck {
  return { problem: `is larger than the ${megabytes(FILE_SIZE_LIMITS[kind])} limit for a ${kind} file` };
}

/** The same proof for bytes in memory (an upload in the web editor). */
export async function checkFileBytes(bytes: Buffer, kind: FileFieldKind): Promise<KindCheck> {
  if (bytes.length > FILE_SIZE_LIMITS[kind]) return tooLarge(kind);
  switch (kind) {
    case "pdf":
      return checkPdf(bytes);
    case "image":
      return checkImage(bytes);
    case "video":
      return checkVideo(bytes);
    case "captions":
      return checkCaptions(bytes);
  }
}

/** A PDF: the header, and a trailer whose startxref points at a cross-reference table or stream. */
export function checkPdf(bytes: Buffer): KindCheck {
  if (!bytes.subarray(0, 1024).includes("%PDF-")) return { problem: "is not a PDF (no %PDF- header)" };
  const tail = bytes.subarray(Math.max(0, bytes.length - 2048)).toString("latin1");
  const startxref = /startxref\s+(\d+)\s+%%EOF/.exec(tail);
  if (!startxref) return { problem: "is not a complete PDF (no startxref and %%EOF at its end)" };
  const offset = Number(startxref[1]);
  const at = bytes.subarray(offset, offset + 64).toString("latin1");
  if (offset >= bytes.length || !/^\s*(xref\b|\d+\s+\d+\s+obj\b)/.test(at)) {
    return { problem: "is not a valid PDF (its startxref points at no cross-reference section)" };
  }
  return { contentType: "application/pdf" };
}

const IMAGE_TYPES: Readonly<Record<string, string>> = { jpeg: "image/jpeg", png: "image/png", webp: "image/webp" };

/** An image: JPEG, PNG or WebP, decoded to its last pixel (a truncated file fails here, as in import). */
async function checkImage(bytes: Buffer): Promise<KindCheck> {
  try {
    const image = sharp(bytes, { failOn: "truncated" });
    const { format } = await image.metadata();
    const contentType = format ? IMAGE_TYPES[format] : undefined;
    if (!contentType) return { problem: `is a ${format ?? "unknown"} image; expected JPEG, PNG or WebP` };
    await image.raw().toBuffer();
    return { contentType };
  } catch {
    // libvips's own message is not stable (a second decode of the same file may say "Unknown error"),
    // and the same file must get the same words from validate and import.
    return { problem: "cannot be decoded as an image (corrupt, truncated or not an image)" };
  }
}

/** Reads an EBML variable-size integer at `offset`: its value and length, or undefined. */
function ebmlNumber(bytes: Buffer, offset: number, keepMarker: boolean): { value: number; length: number } | undefined {
  const first = bytes[offset];
  if (first === undefined || first === 0) return undefined;
  const length = Math.clz32(first) - 23;
  if (length > 8 || offset + length > bytes.length) return undefined;
  let value = keepMarker ? first : first & (0xff >> length);
  for (let i = 1; i < length; i += 1) value = value * 256 + bytes[offset + i]!;
  return { value, length };
}

/** WebM: an EBML header element whose DocType is "webm", then a Segment. */
function checkWebm(bytes: Buffer): boolean {
  const id = ebmlNumber(bytes, 0, true);
  if (id?.value !== 0x1a45dfa3) return false;
  const size = ebmlNumber(bytes, id.length, false);
  if (!size) return false;
  const start = id.length + size.length;
  const end = start + size.value;
  if (end > bytes.length) return false;
  let docType: string | undefined;
  for (let at = start; at < end; ) {
    const childId = ebmlNumber(bytes, at, true);
    const childSize = childId && ebmlNumber(bytes, at + childId.length, false);
    if (!childId || !childSize) return false;
    const dataStart = at + childId.length + childSize.length;
    if (childId.value === 0x4282) docType = bytes.subarray(dataStart, dataStart + childSize.value).toString("latin1");
    at = dataStart + childSize.value;
  }
  const segment = ebmlNumber(bytes, end, true);
  return docType === "webm" && segment?.value === 0x18538067;
}

const MP4_BRANDS = new Set(["isom", "iso2", "iso4", "iso5", "iso6", "mp41", "mp42", "avc1", "dash", "M4V ", "mmp4"]);

/** MP4: top-level boxes that tile the file exactly, the first `ftyp` with a known brand, and a `moov`. */
function checkMp4(bytes: Buffer): boolean {
  const boxes: string[] = [];
  let at = 0;
  while (at < bytes.length) {
    if (at + 8 > bytes.length) return false;
    let size = bytes.readUInt32BE(at);
    const type = bytes.subarray(at + 4, at + 8).toString("latin1");
    if (!/^[\x20-\x7e]{4}$/.test(type)) return false;
    if (size === 1) {
      if (at + 16 > bytes.length) return false;
      size = Number(bytes.readBigUInt64BE(at + 8));
    } else if (size === 0) size = bytes.length - at;
    if (size < 8 || at + size > bytes.length) return false;
    boxes.push(type);
    at += size;
  }
  const brand = bytes.subarray(8, 12).toString("latin1");
  return boxes[0] === "ftyp" && MP4_BRANDS.has(brand) && boxes.includes("moov");
}

/** The same walk over a file, reading each box's header only: a 200 MB upload is never read whole. */
async function checkMp4File(file: fs.promises.FileHandle, size: number): Promise<boolean> {
  const header = Buffer.alloc(16);
  const boxes: string[] = [];
  let brand = "";
  for (let at = 0; at < size; ) {
    if (at + 8 > size) return false;
    await file.read(header, 0, 16, at);
    let boxSize = header.readUInt32BE(0);
    const type = header.subarray(4, 8).toString("latin1");
    if (!/^[\x20-\x7e]{4}$/.test(type)) return false;
    if (boxes.length === 0) brand = header.subarray(8, 12).toString("latin1");
    if (boxSize === 1) {
      if (at + 16 > size) return false;
      boxSize = Number(header.readBigUInt64BE(8));
    } else if (boxSize === 0) boxSize = size - at;
    if (boxSize < 8 || at + boxSize > size) return false;
    boxes.push(type);
    at += boxSize;
  }
  return boxes[0] === "ftyp" && MP4_BRANDS.has(brand) && boxes.includes("moov");
}

/** A video proven from its file (an upload streamed to disk), by the same rules as checkVideo. */
export async function checkVideoFile(full: string): Promise<KindCheck> {
  const file = await fs.promises.open(full, "r");
  try {
    const { size } = await file.stat();
    if (size > FILE_SIZE_LIMITS.video) return tooLarge("video");
    // A WebM's EBML header and the Segment's id come first, in far less than this.
    const head = Buffer.alloc(Math.min(size, 64 * 1024));
    await file.read(head, 0, head.length, 0);
    if (checkWebm(head)) return { contentType: "video/webm" };
    if (await checkMp4File(file, size)) return { contentType: "video/mp4" };
    return { problem: "is not a WebM or MP4 video (its container does not parse)" };
  } finally {
    await file.close();
  }
}

function checkVideo(bytes: Buffer): KindCheck {
  if (checkWebm(bytes)) return { contentType: "video/webm" };
  if (checkMp4(bytes)) return { contentType: "video/mp4" };
  return { problem: "is not a WebM or MP4 video (its container does not parse)" };
}

/** The cue tags WebVTT defines; anything else (a <script>, an <svg>) is refused. */
const CUE_TAGS = new Set(["c", "i", "b", "u", "ruby", "rt", "v", "lang"]);

function checkCaptions(bytes: Buffer): KindCheck {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return { problem: "is not a WebVTT captions file (not UTF-8 text)" };
  }
  if (!/^\uFEFF?WEBVTT(?:[ \t\r\n]|$)/.test(text)) return { problem: "is not a WebVTT captions file (it does not start with WEBVTT)" };
  for (const [, tag] of text.matchAll(/<\/?([A-Za-z][\w-]*)/g)) {
    if (!CUE_TAGS.has(tag!.toLowerCase())) return { problem: `is not plain WebVTT: it holds a <${tag}> tag` };
  }
  return { contentType: "text/vtt; charset=utf-8" };
}
