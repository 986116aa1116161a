// Open Graph images, generated after `react-router build` (npm run build runs this next):
// one 1200x630 PNG per page, at the path its og:image tag names (pageMeta in app/lib/meta.ts),
// plus /og/default.png and /og/logo.png (the Organization's logo in JSON-LD).
//
// The pages and their titles come from the build itself, so there is no second list to keep:
// - every prerendered HTML file in <build>/client (its og:title, og:description and og:image);
// - pages rendered per request (e.g. /contact) have no HTML file: their route's meta function,
//   taken from the server build, gives the same tags (routes whose meta needs loader data are
//   all prerendered, and are skipped here).
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";

const buildDir = resolve(process.env.ILIMI_BUILD_DIR || "build");
const clientDir = join(buildDir, "client");
const require = createRequire(import.meta.url);
const size = { width: 1200, height: 630 };

// Brand tokens of app/app.css.
const colour = {
  brand900: "#083a22",
  brand950: "#052616",
  brand200: "#b2dbc2",
  brand100: "#d8ede0",
  accent400: "#e0a93b",
  white: "#ffffff",
};

function font(weight) {
  // The site's face (ADR 019), in which "Ilimi" reads as Ilimi; satori needs WOFF, not WOFF2.
  const file = require.resolve(
    `@fontsource/atkinson-hyperlegible-next/files/atkinson-hyperlegible-next-latin-${weight}-normal.woff`,
  );
  return { name: "Atkinson Hyperlegible Next", data: readFileSync(file), weight, style: "normal" };
}
const fonts = [font(500), font(700), font(800)];
const logoSvg = readFileSync(new URL("../public/favicon.svg", import.meta.url), "utf8");
const logoDataUri = `data:image/svg+xml;base64,${Buffer.from(logoSvg).toString("base64")}`;

/** The few HTML entities React writes into attribute values. */
function decode(text) {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** og:* tags of one HTML document, by property name. */
function ogTags(html) {
  const tags = {};
  for (const [tag] of html.matchAll(/<meta\s[^>]*>/g)) {
    const property = /\sproperty="([^"]+)"/.exec(tag)?.[1];
    const content = /\scontent="([^"]*)"/.exec(tag)?.[1];
    if (property && content !== undefined && !(property in tags)) tags[property] = decode(content);
  }
  return tags;
}

function findHtmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === "assets" || name === "og") return [];
    if (statSync(path).isDirectory()) return findHtmlFiles(path);
    return name === "index.html" ? [path] : [];
  });
}

/** What an image shows, keyed by the image's path under the site (e.g. /og/resources/guides.png). */
const cards = new Map();

function addCard(tags, pagePath, html = "") {
  if (!tags["og:image"] || !tags["og:title"]) return;
  // A French page's image speaks French (issue #19): its section is the breadcrumb the page's
  // structured data names, in French, or the product's kind.
  const french = tags["og:locale"] === "fr_FR";
  const imagePath = new URL(tags["og:image"]).pathname;
  if (!imagePath.startsWith("/og/") || imagePath === "/og/default.png" || cards.has(imagePath)) return;
  cards.set(imagePath, {
    // "Guides | Ilimi" and "Ilimi | The education ERP…": the wordmark is on the image already.
    title: tags["og:title"].replace(/\s+\|\s+Ilimi( ERP)?$/, "").replace(/^Ilimi( ERP)?\s+\|\s+/, ""),
    eyebrow: tags["article:section"] ?? (french ? (breadcrumbSection(html) ?? "ERP éducatif") : sectionName(pagePath)),
    site: new URL(tags["og:url"] ?? tags["og:image"]).host,
  });
}

/** The second crumb of the page's BreadcrumbList (its section), if it has one. */
function breadcrumbSection(html) {
  for (const [, json] of html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)) {
    try {
      const graph = JSON.parse(json)["@graph"] ?? [];
      const trail = graph.find((item) => item["@type"] === "BreadcrumbList");
      if (trail?.itemListElement?.[1]?.name) return trail.itemListElement[1].name;
    } catch {
      // Not ours to read.
    }
  }
  return undefined;
}

function sectionName(pagePath) {
  const first = pagePath.split("/").filter(Boolean)[0];
  return first ? first.charAt(0).toUpperCase() + first.slice(1).replace(/-/g, " ") : "Education ERP";
}

for (const file of findHtmlFiles(clientDir)) {
  const dir = dirname(file).slice(clientDir.length).replace(/\\/g, "/");
  const html = readFileSync(file, "utf8");
  addCard(ogTags(html), dir || "/", html);
}

// Pages rendered per request: ask their route's meta function (no loader data, no params).
const serverBuild = await import(pathToFileURL(join(buildDir, "server", "index.js")).href);
for (const route of Object.values(serverBuild.routes ?? {})) {
  if (typeof route.module?.meta !== "function" || !route.path || /[:*]/.test(route.path)) continue;
  const pathname = `/${route.path}`;
  try {
    const descriptors = route.module.meta({
      data: undefined,
      loaderData: undefined,
      params: {},
      location: { pathname, search: "", hash: "" },
      matches: [],
    });
    const tags = Object.fromEntries(
      (descriptors ?? []).filter((d) => d.property && d.content).map((d) => [d.property, d.content]),
    );
    addCard(tags, pathname);
  } catch {
    // A meta function that needs its loader's data belongs to a prerendered page, handled above.
  }
}

function card({ title, eyebrow, site }) {
  const titleSize = title.length > 70 ? 54 : title.length > 45 ? 62 : 72;
  const el = (type, style, children) => ({ type, props: { style, children } });
  return el(
    "div",
    {
      width: size.width,
      height: size.height,
      boxSizing: "border-box",
      display: "flex",
      flexDirection: "column",
      justifyContent: "space-between",
      padding: "72px 80px",
      backgroundColor: colour.brand900,
      backgroundImage: `linear-gradient(135deg, ${colour.brand900} 0%, ${colour.brand950} 100%)`,
      fontFamily: "Atkinson Hyperlegible Next",
      color: colour.white,
    },
    [
      el("div", { display: "flex", flexDirection: "column" }, [
        el(
          "div",
          {
            display: "flex",
            alignItems: "center",
            fontSize: 26,
            fontWeight: 700,
            letterSpacing: "0.08em",
            textTransform: "uppercase",
            color: colour.brand200,
          },
          [
            el(
              "div",
              { width: 40, height: 6, borderRadius: 3, backgroundColor: colour.accent400, marginRight: 20 },
              [],
            ),
            eyebrow,
          ],
        ),
        el(
          "div",
          {
            display: "flex",
            marginTop: 36,
            fontSize: titleSize,
            fontWeight: 800,
            lineHeight: 1.12,
            letterSpacing: "-0.02em",
            maxWidth: 1000,
          },
          title,
        ),
      ]),
      el(
        "div",
        {
          display: "flex",
          alignItems: "center",
          justifyContent: "space-between",
          borderTop: `2px solid rgba(255,255,255,0.16)`,
          paddingTop: 36,
        },
        [
          el("div", { display: "flex", alignItems: "center" }, [
            // A faint ring keeps the green mark distinct on the green ground, as in the footer.
            el("div", { display: "flex", padding: 3, borderRadius: 17, backgroundColor: "rgba(255,255,255,0.22)" }, [
              { type: "img", props: { src: logoDataUri, width: 64, height: 64, style: { borderRadius: 14 } } },
            ]),
            el(
              "div",
              { display: "flex", marginLeft: 20, fontSize: 44, fontWeight: 800, letterSpacing: "-0.02em" },
              "Ilimi",
            ),
          ]),
          el("div", { display: "flex", fontSize: 26, fontWeight: 500, color: colour.brand100 }, site),
        ],
      ),
    ],
  );
}

async function png(element) {
  const svg = await satori(element, { ...size, fonts });
  return new Resvg(svg, { fitTo: { mode: "width", value: size.width } }).render().asPng();
}

function write(imagePath, data) {
  const file = join(clientDir, imagePath);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, data);
}

// The default image (for a page without its own) is the home page's.
const home = cards.get("/og/home.png") ?? { title: "Ilimi", eyebrow: "Education ERP", site: "localhost" };
write("/og/default.png", await png(card(home)));
write("/og/logo.png", new Resvg(logoSvg, { fitTo: { mode: "width", value: 512 } }).render().asPng());
for (const [imagePath, content] of cards) write(imagePath, await png(card(content)));

console.log(`og-images: ${cards.size} page images, default.png and logo.png in ${join(clientDir, "og")}`);
// The server build keeps handles open (logger, database pool): this script is done.
process.exit(0);
