// A French sentence says « pour l’Université Cheikh Anta Diop », never « pour Université… »: where a
// template puts an institution's name after a preposition, a name that opens with a common noun
// gets its article (issue #46). A proper name stays as it was typed.

/** The common nouns institutions' names open with, each with its article. */
const articles: [nouns: string, article: string][] = [
  ["Université|École|Ecole|Académie|Institution|Établissement|Etablissement|Institut|Internat", "l’"],
  ["Lycée|Collège|Groupe|Complexe|Cours|Centre|Pensionnat|Conservatoire", "le "],
  ["Faculté|Haute École|Maison|Cité", "la "],
];
/** A whole word: « École » but not « Écoles » or « Écolebis ». */
const word = (nouns: string) => `(?:${nouns})(?![\\p{L}\\p{N}])`;

/** « Université Cheikh Anta Diop » → « l’Université Cheikh Anta Diop »; « Lycée X » → « le Lycée X ». */
export function withArticle(institution: string): string {
  const name = institution.trim();
  for (const [nouns, article] of articles)
    if (new RegExp(`^${word(nouns)}`, "u").test(name)) return `${article}${name}`;
  return name;
}

/** The same rule for the French crawl: such a noun right after « pour », « de », « à »… lacks its article. */
export const missingArticle = new RegExp(
  `(?<![\\p{L}])(?:pour|de|à|chez|avec)[\\s\\u00a0]+${word(articles.map(([nouns]) => nouns).join("|"))}`,
  "u",
);

/** A clock time as French copy writes it: « 10 h », « 10 h 30 », « 10:30 ». */
const clockTime = /\d{1,2}[\s\u00a0\u202f]?h(?:[\s\u00a0\u202f]?\d{2})?(?![\p{L}])|\d{1,2}:\d{2}/u;

/**
 * The sentences that give a time in WAT (or UTC+1) and not in GMT: a reader in Dakar or Abidjan
 * would have to work it out (issue #46). A time with no zone at all is the page's to frame.
 */
export function timesWithoutGmt(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n/)
    .filter((sentence) => clockTime.test(sentence) && /\b(?:WAT|UTC\s?\+\s?1)\b/.test(sentence))
    .filter((sentence) => !/\bGMT\b/.test(sentence))
    .map((sentence) => sentence.trim());
}
