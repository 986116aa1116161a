import { describe, expect, it } from "vitest";
import { inlineStylesheet } from "./inline-stylesheet.server";

const assets: Record<string, string> = { "/assets/root-abc.css": "body{color:red}" };
const read = (path: string) => assets[path];

describe("a page's stylesheet before its first paint", () => {
  it("goes inline on a public page, which runs no React in the browser", () => {
    const plain =
      '<html><head><link rel="stylesheet" href="/assets/root-abc.css"/></head><body><script>addEventListener("load",()=>{})</script></body></html>';
    expect(inlineStylesheet(plain, read)).toBe(
      '<html><head><style data-href="/assets/root-abc.css">body{color:red}</style></head><body><script>addEventListener("load",()=>{})</script></body></html>',
    );
  });

  it("stays a link on a sales console page, which React hydrates and expects as it rendered it", () => {
    const console =
      '<html><head><link rel="stylesheet" href="/assets/root-abc.css"/></head><body><script type="module">import "/assets/manifest-1.js";</script></body></html>';
    expect(inlineStylesheet(console, read)).toBe(console);
  });

  it("stays a link when it cannot be read: slower, never unstyled", () => {
    const other = '<link rel="stylesheet" href="/assets/gone.css"/>';
    expect(inlineStylesheet(other, () => undefined)).toBe(other);
  });

  it("cannot be broken out of its style element by the stylesheet's text", () => {
    const hostile = inlineStylesheet(
      '<link rel="stylesheet" href="/assets/root-abc.css"/>',
      () => "a{content:'</style><script>'}",
    );
    expect(hostile).not.toContain("</style><script>");
  });
});
