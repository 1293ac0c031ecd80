/**
 * Reads a document's head as a browser would (parse5) and checks its structured data against what
 * Google's structured-data documentation marks required for each type we write (checked there:
 * Event needs name, startDate and a location, a Place with its address; ProfilePage needs its
 * mainEntity with a name; BreadcrumbList needs itemListElement, each ListItem its position, name and
 * item; Organization and Article (ScholarlyArticle) have no required properties: we ask for what we
 * promise, their name or headline).
 */
import { parse, type DefaultTreeAdapterTypes } from "parse5";

export type JsonLdNode = Record<string, unknown>;

/** An element as an HTML parser (parse5, the parser of jsdom) builds it: its name, attributes and text. */
export interface ParsedElement {
  tag: string;
  attrs: Record<string, string>;
  text: string;
}

/** Every element of a document's head tags, in order, parsed as a browser parses them. */
export function parseHead(tags: string): ParsedElement[] {
  const found: ParsedElement[] = [];
  const walk = (node: DefaultTreeAdapterTypes.ParentNode) => {
    for (const child of node.childNodes) {
      if (!("tagName" in child)) continue;
      const text = child.childNodes.map((inner) => ("value" in inner ? inner.value : "")).join("");
      found.push({
        tag: child.tagName,
        attrs: Object.fromEntries(child.attrs.map(({ name, value }) => [name, value])),
        text,
      });
      walk(child);
    }
  };
  walk(parse(`<!doctype html><html><head>${tags}</head><body></body></html>`));
  return found.filter((element) => !["html", "head", "body"].includes(element.tag));
}

/** The elements of a tag whose attributes include `attrs`. */
export function elements(head: ParsedElement[], tag: string, attrs: Record<string, string> = {}): ParsedElement[] {
  return head.filter(
    (element) => element.tag === tag && Object.entries(attrs).every(([name, value]) => element.attrs[name] === value),
  );
}

/** The content of a meta property or name (undefined when absent). */
export function metaContent(head: ParsedElement[], key: string): string | undefined {
  return head.find((element) => element.tag === "meta" && (element.attrs.property ?? element.attrs.name) === key)?.attrs
    .content;
}

/** The JSON-LD scripts of a head, each parsed. */
export function jsonLdScripts(head: ParsedElement[]): unknown[] {
  return elements(head, "script", { type: "application/ld+json" }).map((script) => JSON.parse(script.text));
}

/** The nodes of a JSON-LD graph, nested ones (mainEntity, parentOrganization) included. */
export function graphNodes(jsonLd: unknown): JsonLdNode[] {
  const found: JsonLdNode[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") {
      const node = value as JsonLdNode;
      if ("@type" in node) found.push(node);
      Object.values(node).forEach(walk);
    }
  };
  walk(jsonLd);
  return found;
}

const has = (value: unknown): boolean =>
  value !== undefined && value !== null && value !== "" && !(Array.isArray(value) && value.length === 0);

/** What each type we write must have, by Google's documentation (and our promise where it has none). */
const REQUIRED: Record<string, (node: JsonLdNode) => string[]> = {
  Event: (node) => {
    const location = node.location as JsonLdNode | undefined;
    return [
      ...["name", "startDate", "location"].filter((key) => !has(node[key])),
      ...(location && location["@type"] === "Place" && !has(location.address) ? ["location.address"] : []),
    ];
  },
  ProfilePage: (node) => {
    const entity = node.mainEntity as JsonLdNode | undefined;
    return !entity ? ["mainEntity"] : has(entity.name) ? [] : ["mainEntity.name"];
  },
  BreadcrumbList: (node) => {
    const items = (node.itemListElement as JsonLdNode[] | undefined) ?? [];
    if (items.length === 0) return ["itemListElement"];
    return items.flatMap((item, index) =>
      ["position", "name", "item"].filter((key) => !has(item[key])).map((key) => `itemListElement[${index}].${key}`),
    );
  },
  Person: (node) => (has(node.name) ? [] : ["name"]),
  EducationalOrganization: (node) => ["name", "address", "email", "url"].filter((key) => !has(node[key])),
  CollegeOrUniversity: (node) => (has(node.name) ? [] : ["name"]),
  ScholarlyArticle: (node) => ["headline", "author", "datePublished"].filter((key) => !has(node[key])),
};

/** Each node's missing required properties, as `Type: property`; [] when all are there. */
export function missingRequired(jsonLd: unknown): string[] {
  return graphNodes(jsonLd).flatMap((node) => {
    const check = REQUIRED[String(node["@type"])];
    return check ? check(node).map((key) => `${String(node["@type"])}: ${key}`) : [];
  });
}
