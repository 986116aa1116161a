import { editionRecord } from "~/content/editions";

/**
 * The zone each edition's readers most likely live in, shown under each WAT time when it differs,
 * before (or without) the page script, which replaces it with the visitor's own clock. English
 * readers are mostly in Nigeria (WAT itself); francophone West Africa (Dakar, Abidjan, Bamako,
 * Conakry, Lomé) keeps GMT all year, one hour behind WAT. Each edition's zone is its entry's in the registry (app/content/editions.ts).
 */
export const editionZones = editionRecord((e) => e.zone);
