/**
 * A changed field's path in an entry's history (`quickLinks.2.label`, `hod.message`,
 * `sections.Service`) in the words of the form: "Quick links, item 2: Label", "Head of
 * department: Message", "Sections: Service". Lists count from 1 in both, as people do. A path the
 * fields do not know (a field since removed) stays as it is.
 */
import type { FieldSpec } from "./fields.js";

/** The parts of a `figure` (an image with its alternative text), as its form labels them. */
const FIGURE_PARTS: Readonly<Record<string, string>> = { path: "Image file", alt: "Alternative text" };

/** The words for what `rest` names inside `spec` (nothing left: `spec` itself). */
function inside(spec: FieldSpec, rest: readonly string[]): string | undefined {
  const [next, ...after] = rest;
  if (next === undefined) return "";
  if (spec.kind === "group") {
    const child = spec.fields?.find((field) => field.name === next);
    const words = child && inside(child, after);
    return child && words !== undefined ? `: ${child.label}${words}` : undefined;
  }
  if (spec.kind === "list" && spec.item && /^\d+$/.test(next)) {
    const words = inside(spec.item, after);
    return words === undefined ? undefined : `, item ${next}${words}`;
  }
  if (spec.kind === "figure" && after.length === 0 && FIGURE_PARTS[next]) return `: ${FIGURE_PARTS[next]}`;
  // A record's key (an education, a faculty section) is a name of its own, dots and all.
  if (spec.kind === "pairs" || spec.kind === "sections") return `: ${rest.join(".")}`;
  return undefined;
}

/** A change's path (as the server's history names it) in the words of the collection's form `fields`. */
export function fieldPathLabel(fields: readonly FieldSpec[], path: string): string {
  const [name, ...rest] = path.split(".");
  const spec = fields.find((field) => field.name === name);
  const words = spec && inside(spec, rest);
  return spec && words !== undefined ? `${spec.label}${words}` : path;
}
