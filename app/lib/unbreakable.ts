/** Spaces that never wrap, so a phone number stays on one line (and reads as one to validators). */
export function unbreakable(text: string): string {
  return text.replace(/ /g, "\u00a0");
}
