/**
 * Entries with every field of a collection's form filled by a marker of its own (issue 37's "no
 * field is lost"): a text `zq0007x` (per language `zq0007xen`, `zq0007xhi`), a file or image path
 * named by its marker, a year counted down from its latest. Where a field's markers turn up in an answer shows it is served.
 */
import type { FieldSpec } from "@dept/contract";

export interface Marker {
  /** The field's path in the entry (`authors.name`). */
  path: string;
  /** The text that shows the value was served; per language where the field is translatable. */
  text: string | { en: string; hi: string };
}

export interface MarkedEntry {
  data: Record<string, unknown>;
  markers: Marker[];
  /** Every file path the entry names, and every image path. */
  files: string[];
  images: string[];
}

export function markedEntry(
  fields: readonly FieldSpec[],
  fixed: Readonly<Record<string, unknown>> = {},
  prefix = "zq",
): MarkedEntry {
  let count = 0;
  const entry: MarkedEntry = { data: {}, markers: [], files: [], images: [] };
  const next = () => `${prefix}${String((count += 1)).padStart(4, "0")}x`;

  const plain = (spec: FieldSpec, path: string): unknown => {
    const mark = (value: unknown, text: string) => {
      entry.markers.push({ path, text });
      return value;
    };
    switch (spec.kind) {
      case "year": {
        const year = (spec.max ?? 7999) - (count += 1);
        return mark(year, String(year));
      }
      case "choice":
        return mark(spec.choices!.at(-1), spec.choices!.at(-1)!);
      case "checkbox":
        return false;
      case "url": {
        const marker = next();
        return mark(`https://example.org/${marker}`, marker);
      }
      case "pdf":
      case "video":
      case "captions": {
        const marker = next();
        entry.files.push(`files/${marker}.${spec.kind === "pdf" ? "pdf" : spec.kind === "video" ? "mp4" : "vtt"}`);
        return mark(entry.files.at(-1), marker);
      }
      case "image": {
        const marker = next();
        entry.images.push(`images/${marker}.png`);
        return mark(entry.images.at(-1), marker);
      }
      case "images":
        return [plain({ ...spec, kind: "image" }, path)];
      case "figure":
        return { path: plain({ ...spec, kind: "image" }, `${path}.path`), alt: text(`${path}.alt`, true) };
      case "lines":
      case "paragraphs": {
        const marker = next();
        // The site's contact profiles are addresses; every other list of lines is text.
        return mark([spec.name === "profiles" ? `https://example.org/${marker}` : marker], marker);
      }
      case "pairs":
      case "sections": {
        const [key, value] = [next(), next()];
        mark(undefined, key);
        mark(undefined, value);
        return { [key]: spec.kind === "pairs" ? value : [value] };
      }
      case "group":
        return Object.fromEntries(spec.fields!.map((field) => [field.name, value(field, `${path}.${field.name}`)]));
      case "list":
        // A list of fixed items (the two programs' vision and mission) has both.
        return Array.from({ length: spec.fixedItems ? 2 : Math.max(1, spec.minLength ?? 1) }, () =>
          value(spec.item!, path),
        );
      default: {
        const marker = next();
        return mark(spec.name === "email" ? `${marker}@example.org` : marker, marker);
      }
    }
  };

  /** A text, per language when translatable. */
  const text = (path: string, translatable: boolean) => {
    const marker = next();
    if (!translatable) {
      entry.markers.push({ path, text: marker });
      return marker;
    }
    entry.markers.push({ path, text: { en: `${marker}en`, hi: `${marker}hi` } });
    return { en: `${marker}en`, hi: `${marker}hi` };
  };

  const value = (spec: FieldSpec, path: string): unknown => {
    if (!spec.translatable) return plain(spec, path);
    if (spec.kind === "text" || spec.kind === "textarea") return text(path, true);
    // A translatable list or file: its own value in each language, each marked.
    const before = entry.markers.length;
    const en = plain(spec, path);
    const hi = plain(spec, path);
    const [enMarker, hiMarker] = entry.markers.splice(before);
    entry.markers.push({ path, text: { en: enMarker!.text as string, hi: hiMarker!.text as string } });
    return { en, hi };
  };

  for (const field of fields) {
    if (field.name in fixed) {
      entry.data[field.name] = fixed[field.name];
      entry.markers.push({ path: field.name, text: JSON.stringify(fixed[field.name]) });
    } else entry.data[field.name] = value(field, field.name);
  }
  return entry;
}
