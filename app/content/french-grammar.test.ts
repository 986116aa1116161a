import { describe, expect, it } from "vitest";
import { demoConfirmationEmail, calendarInvite } from "./fr/emails";
import { missingArticle, timesWithoutGmt, withArticle } from "./french-grammar";

describe("an institution's name in a French sentence", () => {
  it("gets its article where it opens with a common noun, and stays as typed otherwise", () => {
    expect(withArticle("Université Cheikh Anta Diop")).toBe("l’Université Cheikh Anta Diop");
    expect(withArticle("Lycée Sainte-Marie de Hann")).toBe("le Lycée Sainte-Marie de Hann");
    expect(withArticle("Haute École de Commerce")).toBe("la Haute École de Commerce");
    expect(withArticle("Écoles réunies")).toBe("Écoles réunies");
    expect(withArticle("Cheikh Anta Diop University")).toBe("Cheikh Anta Diop University");
  });

  it("reads « pour l’Université… » in the confirmation e-mail and the invitation, which the crawl's rule accepts", () => {
    const received = demoConfirmationEmail.received("Université Cheikh Anta Diop");
    expect(received).toContain("pour l’Université Cheikh Anta Diop.");
    expect(calendarInvite.summary("Lycée Blaise Diagne")).toBe("Démo Ilimi pour le Lycée Blaise Diagne");
    expect(missingArticle.test(received)).toBe(false);
    expect(missingArticle.test("votre demande de démo pour Université Cheikh Anta Diop")).toBe(true);
    expect(missingArticle.test("une démo pour\u00a0Lycée Blaise Diagne")).toBe(true);
    expect(missingArticle.test("pour chaque faculté")).toBe(false);
  });
});

describe("a time a French reader acts on", () => {
  it("is refused in WAT alone, and accepted with GMT beside it or with no zone at all", () => {
    expect(timesWithoutGmt("Rejoignez-la à 10\u00a0h\u00a000\u00a0WAT, à l’heure de la démo.")).toHaveLength(1);
    expect(timesWithoutGmt("Le 1er décembre à 10:00 UTC+1.")).toHaveLength(1);
    expect(timesWithoutGmt("Rejoignez-la à 10\u00a0h\u00a000\u00a0WAT (9\u00a0h\u00a000\u00a0GMT).")).toEqual([]);
    expect(timesWithoutGmt("Les créneaux commencent à 9\u00a0h.")).toEqual([]);
    expect(timesWithoutGmt("Heure de Lagos (WAT), une heure de plus qu’à Dakar.")).toEqual([]);
  });
});
