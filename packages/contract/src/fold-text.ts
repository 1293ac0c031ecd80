/**
 * Text folded for comparison, shared by publication keys and the server's site search: NFKD, the
 * generic combining characters removed (Unicode script "Inherited": the accents of Latin, Greek and
 * Cyrillic, the joiners ZWJ and ZWNJ, variation selectors), NFC again, lowercase. The marks of a
 * script of their own (a Devanagari vowel sign, virama or nukta) stay, so "Résumé" is "resume" and
 * "छात्र" never becomes "छत्र".
 */
export const foldText = (text: string): string =>
  text
    .normalize("NFKD")
    .replace(/\p{Script=Inherited}+/gu, "")
    .normalize("NFC")
    .toLowerCase();
