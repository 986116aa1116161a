import type { Locale } from "~/content/locale";
import { WAT } from "./time-zones";

/**
 * The zone each edition's readers most likely live in, shown under each WAT time when it differs,
 * before (or without) the page script, which replaces it with the visitor's own clock. English
 * readers are mostly in Nigeria (WAT itself); francophone West Africa (Dakar, Abidjan, Bamako,
 * Conakry, Lomé) keeps GMT all year, one hour behind WAT. A new edition adds its line here.
 */
export const editionZones: Record<Locale, { timeZone: string; name: string }> = {
  en: { timeZone: WAT, name: "WAT" },
  fr: { timeZone: "Africa/Abidjan", name: "GMT" },
};
