import { describe, expect, it } from "vitest";
import { deferModuleStartup, optimiseForFirstPaint } from "./first-paint.server";

// The shape React Router 7 renders (root.tsx's <Links> and <Scripts>), trimmed.
const page = [
  '<html><head><link rel="stylesheet" href="/assets/root-abc.css"/><link rel="canonical" href="https://x/"/></head><body>',
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js" nonce="n"/>',
  '<script>window.__reactRouterContext = {};</script>',
  '<script type="module" async="" nonce="n">import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-3.js";\nimport * as route1 from "/assets/home-4.js";\n  \n  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\nimport("/assets/entry.client-2.js");</script>',
  "</body></html>",
].join("");

const assets: Record<string, string> = { "/assets/root-abc.css": "body{color:red}" };

describe("a page that does not hydrate (ADR 008)", () => {
  const plain = '<html><head><link rel="stylesheet" href="/assets/root-abc.css"/></head><body><script src="/assets/page-script-5.js" defer=""></script></body></html>';

  it("carries its stylesheet inline and nothing parked, since no React will look for the link", () => {
    expect(optimiseForFirstPaint(plain, (path) => assets[path])).toBe(
      '<html><head><style data-href="/assets/root-abc.css">body{color:red}</style></head><body><script src="/assets/page-script-5.js" defer=""></script></body></html>',
    );
  });
});

describe("a page rewritten for a fast first paint", () => {
  const html = optimiseForFirstPaint(page, (path) => assets[path]);

  it("carries its stylesheet inline, and parks the link for hydration to find", () => {
    expect(html).toContain('<style data-href="/assets/root-abc.css">body{color:red}</style><template data-after-load><link rel="stylesheet" href="/assets/root-abc.css"/></template>');
  });

  it("asks for no module before the page has loaded", () => {
    expect(html.replace(/<template data-after-load>.*?<\/template>/g, "")).not.toContain("modulepreload");
    expect(html).not.toMatch(/^\s*import\s/m);
    expect(html).toContain('addEventListener("load",start,{once:true})');
  });

  it("imports the same modules, keeps the script's nonce and its other statements", () => {
    expect(html).toContain('<script type="module" async="" nonce="n">');
    expect(html).toContain('Promise.all([import("/assets/manifest-1.js"),import("/assets/root-3.js"),import("/assets/home-4.js")])');
    expect(html).toContain('const [_0,route0,route1]=');
    expect(html).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};');
    expect(html).toContain('import("/assets/entry.client-2.js");');
  });

  it("evaluates the preloaded modules one task at a time, and the hydrating entry only at the end", () => {
    expect(html).toContain('for(const u of ["/assets/manifest-1.js"]){await import(u);');
  });

  it("runs as JavaScript", () => {
    const script = /<script type="module"[^>]*>([\s\S]*?)<\/script>/.exec(html)![1]!;
    // A module cannot be compiled by new Function, but its body without module syntax can.
    expect(() => new Function(script)).not.toThrow();
  });

  it("leaves a stylesheet it cannot read as a link, and a script of another shape as it was", () => {
    const other = '<link rel="stylesheet" href="/assets/gone.css"/><script type="module">console.log(1)</script>';
    expect(optimiseForFirstPaint(other, () => undefined)).toBe(other);
    expect(deferModuleStartup('import "/a.js";\nconsole.log(1)')).toBeUndefined();
  });

  it("cannot be broken out of its style element by the stylesheet's text", () => {
    const hostile = optimiseForFirstPaint('<link rel="stylesheet" href="/assets/root-abc.css"/>', () => "a{content:'</style><script>'}");
    expect(hostile).not.toContain("</style><script>");
  });
});
