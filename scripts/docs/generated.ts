// The docs' generated parts sit between two markers in a file that is otherwise written by hand:
// `npm run docs` rewrites what is between them, and a test fails when that would change anything.

const begin = (name: string) => `<!-- generated: ${name} (npm run docs; edit the source, not this part) -->`;
const end = (name: string) => `<!-- end of generated: ${name} -->`;

/** `text` with the part between `name`'s markers replaced by `content`; the markers must be there. */
export function withGenerated(text: string, name: string, content: string): string {
  const from = text.indexOf(begin(name));
  const to = text.indexOf(end(name));
  if (from < 0 || to < from) throw new Error(`the markers of "${name}" are missing: ${begin(name)} … ${end(name)}`);
  return `${text.slice(0, from)}${begin(name)}\n\n${content.trim()}\n\n${text.slice(to)}`;
}

/** A Markdown table cell: a pipe would end the cell, a line break the row. */
export function cell(text: string): string {
  return text.replace(/\|/g, "\\|").replace(/\s*\n\s*/g, " ");
}
