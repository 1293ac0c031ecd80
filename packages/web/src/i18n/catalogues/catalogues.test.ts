import { describe, expect, it } from "vitest";
import { LIST_COLLECTIONS, publicCollections, type PublicCollection } from "@dept/contract";
import { en } from "./en";
import { hi } from "./hi";

/** Every leaf of a catalogue by its dotted path: a string's value, or "function" for a text with values. */
function leaves(value: unknown, path = ""): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof value === "function") found.set(path, "function");
  else if (typeof value === "string") found.set(path, value);
  else if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      if (inner === undefined) continue;
      for (const [leaf, text] of leaves(inner, path ? `${path}.${key}` : key)) found.set(leaf, text);
    }
  }
  return found;
}

// The welcome line's words go before the department's name in English and after it in Hindi.
const EMPTY_ON_PURPOSE = new Set(["home.welcomeBefore", "home.welcomeAfter"]);

describe("the chrome catalogues", () => {
  const english = leaves(en);
  const hindi = leaves(hi);

  it("have the same keys, each a text or a function in both", () => {
    expect([...hindi.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, value] of english) expect(value === "function", key).toBe(hindi.get(key) === "function");
  });

  it("leave no text empty", () => {
    for (const [key, value] of [...english, ...hindi])
      if (!EMPTY_ON_PURPOSE.has(key)) expect(value.trim(), key).not.toBe("");
    expect(en.home.welcomeBefore + hi.home.welcomeAfter).not.toBe("");
  });

  it("translate every text (the Hindi is Devanagari where the English is words)", () => {
    const untranslated = [...hindi].filter(
      ([key, value]) => value !== "function" && value === english.get(key) && /[a-z]{3}/i.test(value),
    );
    expect(untranslated).toEqual([]);
  });

  it("keep the registry's collection texts in English, and give each collection a Hindi title", () => {
    for (const name of LIST_COLLECTIONS) {
      const declared: PublicCollection = publicCollections[name];
      expect(en.collections[name].title).toBe(publicCollections[name].title);
      expect(hi.collections[name].title).toMatch(/[\u0900-\u097F]/);
      expect(Boolean(hi.collections[name].description), name).toBe(Boolean(declared.description));
      expect(Boolean(hi.collections[name].emptyNote), name).toBe(Boolean(declared.emptyNote));
    }
  });

  it("write texts with values in each language", () => {
    expect(en.search.summary(12, "graph", [1, 10])).toBe("12 results for “graph” (showing 1 to 10)");
    expect(hi.search.summary(1, "ग्राफ़")).toBe("“ग्राफ़” के लिए 1 परिणाम");
    expect(en.common.loadFailed("the notices")).toBe(
      "Could not load the notices. Please check your connection and try again.",
    );
    expect(hi.faculty.sectionHeading("Books_Published", "Books Published")).toBe("प्रकाशित पुस्तकें");
    expect(en.faculty.sectionHeading("Books_Published", "Books Published")).toBe("Books Published");
  });
});
