import { describe, expect, it } from "vitest";
import {
  containsAll,
  fts5Query,
  indexedText,
  matchesAll,
  queryPhrases,
  snippet,
  tsQuery,
  words,
} from "../src/search/terms.js";

describe("search terms", () => {
  it("reduce text to lowercase words without accents or punctuation", () => {
    expect(words("Résumé 2026-27: C++ & Ünïcode_x")).toEqual(["resume", "2026", "27", "c", "unicode", "x"]);
  });

  it("read quoted text as one phrase and every other word alone, at most eight words", () => {
    expect(queryPhrases('end "semester exam" end')).toEqual([["end"], ["semester", "exam"]]);
    expect(queryPhrases('"unclosed phrase')).toEqual([["unclosed", "phrase"]]);
    expect(queryPhrases("a b c d e f g h i j").flat()).toHaveLength(8);
    expect(queryPhrases('" " ! ?')).toEqual([]);
  });

  it("give each engine only quoted words, prefixes for words of three or more letters", () => {
    const phrases = queryPhrases('sem 2 "lab work" x');
    expect(fts5Query(phrases)).toBe('"sem"* "2" "lab work"* "x"');
    expect(tsQuery(phrases)).toBe("sem:* & 2 & lab <-> work:* & x");
  });

  it("match as the engines do", () => {
    expect(matchesAll("Internal assessment schedules", queryPhrases("intern schedule"))).toBe(true);
    expect(matchesAll("Semester 2026", queryPhrases("2"))).toBe(false);
    expect(matchesAll("lab work done", queryPhrases('"work lab"'))).toBe(false);
  });

  it("cut a snippet around the first match and mark the matched words, as text", () => {
    const text = `${"word ".repeat(40)}the <b>Board</b> recommended it ${"more ".repeat(60)}`;
    const parts = snippet(text, queryPhrases("board recommended"));
    expect(parts[0]).toEqual({ text: "…" });
    expect(parts.filter((part) => part.mark)).toEqual([
      { text: "Board", mark: true },
      { text: "recommended", mark: true },
    ]);
    expect(parts.at(-1)).toEqual({ text: "…" });
    expect(parts.map((part) => part.text).join("")).toContain("<b>Board</b> recommended");
  });

  it("keep Devanagari vowel signs, viramas and nuktas inside words, in NFC", () => {
    // क़ precomposed (U+0958) and as क + nukta are the same word; a zero-width joiner does not split one.
    expect(words("प्रवेश सूचना, २०२६। \u0958लम \u0915\u093Cलम क्\u200Dष")).toEqual([
      "प्रवेश",
      "सूचना",
      "२०२६",
      "\u0915\u093Cलम",
      "\u0915\u093Cलम",
      "क्ष",
    ]);
    expect(indexedText("छात्रवृत्ति परिणाम")).toBe("छात्रवृत्ति परिणाम");
    // Latin accents still go, also when written as combining marks.
    expect(words("Re\u0301sume\u0301")).toEqual(["resume"]);
  });

  it("give the engines whole Devanagari words and prefixes, and match them as the engines do", () => {
    const phrases = queryPhrases('छात्र "प्रवेश सूचना" २');
    expect(fts5Query(phrases)).toBe('"छात्र"* "प्रवेश सूचना"* "२"');
    expect(tsQuery(phrases)).toBe("छात्र:* & प्रवेश <-> सूचना:* & २");
    expect(containsAll(words("प्रवेश सूचना: छात्रवृत्ति २"), phrases)).toBe(true);
    expect(matchesAll("छत्रपति शिवाजी", queryPhrases("छात्र"))).toBe(false);
    expect(matchesAll("वर्ष २०२६", queryPhrases("२"))).toBe(false);
  });

  it("mark whole Devanagari words in a snippet", () => {
    const parts = snippet("स्नातक छात्रों के लिए दो दिवसीय कार्यशाला।", queryPhrases("छात्र कार्यशाला"));
    expect(parts.filter((part) => part.mark).map((part) => part.text)).toEqual(["छात्रों", "कार्यशाला"]);
    expect(parts.map((part) => part.text).join("")).toBe("स्नातक छात्रों के लिए दो दिवसीय कार्यशाला।");
  });
});
