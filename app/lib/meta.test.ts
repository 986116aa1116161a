import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import "~/content/catalogue.server"; // structured data and crumbs read the edition's copy, as on the server
import { site } from "~/content/site";
import { defaultBreadcrumbs, ogImagePath, pageMeta } from "./meta";

type Graph = { "@graph": { "@type": string; [key: string]: unknown }[] };

function find(meta: MetaDescriptor[], key: string, value: string) {
  return meta.find((m) => (m as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;
}
function graph(meta: MetaDescriptor[]): Graph["@graph"] {
  const ld = meta.find((m) => "script:ld+json" in m) as { "script:ld+json": Graph };
  return ld["script:ld+json"]["@graph"];
}

describe("pageMeta", () => {
  const meta = pageMeta({ title: "Guides | Ilimi", description: "Step-by-step guides.", path: "/resources/guides" });

  it("keeps the title, description and canonical URL on the site's origin", () => {
    expect(meta[0]).toEqual({ title: "Guides | Ilimi" });
    expect(find(meta, "name", "description")?.content).toBe("Step-by-step guides.");
    expect(find(meta, "rel", "canonical")?.href).toBe(`${site.siteUrl}/resources/guides`);
  });

  it("adds Open Graph and a large Twitter card with the page's generated image", () => {
    expect(find(meta, "property", "og:image")?.content).toBe(`${site.siteUrl}/og/resources/guides.png`);
    expect(find(meta, "property", "og:image:width")?.content).toBe("1200");
    expect(find(meta, "name", "twitter:card")?.content).toBe("summary_large_image");
    expect(find(meta, "name", "twitter:image")?.content).toBe(`${site.siteUrl}/og/resources/guides.png`);
    expect(ogImagePath("/")).toBe("/og/home.png");
  });

  it("describes the organization and the page on every page, and the breadcrumbs of nested pages", () => {
    const types = graph(meta).map((item) => item["@type"]);
    expect(types).toEqual(["Organization", "WebPage", "BreadcrumbList"]);
    expect(defaultBreadcrumbs("/resources/guides", "Guides")?.map((c) => c.name)).toEqual([
      "Home",
      "Resources",
      "Guides",
    ]);
    expect(defaultBreadcrumbs("/pricing", "Pricing")).toBeUndefined();
  });

  it("names the site on the home page, claims no software offer anywhere, and presents articles as articles", () => {
    expect(graph(pageMeta({ title: "Ilimi", description: "d", path: "/" })).map((i) => i["@type"])).toEqual([
      "Organization",
      "WebPage",
      "WebSite",
    ]);
    expect(
      graph(pageMeta({ title: "Modules | Ilimi", description: "d", path: "/modules" })).map((i) => i["@type"]),
    ).toEqual(["Organization", "WebPage"]);
    const article = pageMeta({
      title: "A guide | Ilimi",
      description: "d",
      path: "/resources/guides/a",
      article: { datePublished: "2026-11-17", author: "The Ilimi team", tags: ["Fees"], section: "Guides" },
    });
    expect(find(article, "property", "og:type")?.content).toBe("article");
    const ld = graph(article).find((i) => i["@type"] === "Article");
    expect(ld).toMatchObject({ headline: "A guide", datePublished: "2026-11-17", author: { name: "The Ilimi team" } });
  });

  it("claims no social profile while the links are the networks' placeholders", () => {
    const org = graph(meta)[0]!;
    if (site.socials.every((s) => new URL(s.href).pathname === "/")) expect(org.sameAs).toBeUndefined();
  });

  it("names both editions and English as the default, the same on the English and the French page", () => {
    const alternates = (m: MetaDescriptor[]) =>
      m
        .filter((d) => (d as Record<string, unknown>).rel === "alternate")
        .map((d) => [(d as Record<string, string>).hrefLang, (d as Record<string, string>).href]);
    const en = pageMeta({ title: "Pricing | Ilimi", description: "d", path: "/pricing" });
    const fr = pageMeta({ title: "Tarifs | Ilimi", description: "d", path: "/pricing", locale: "fr" });
    expect(alternates(en)).toEqual([
      ["en-NG", `${site.siteUrl}/pricing`],
      ["fr", `${site.siteUrl}/fr/pricing`],
      ["x-default", `${site.siteUrl}/pricing`],
    ]);
    expect(alternates(fr)).toEqual(alternates(en));
    expect(find(fr, "rel", "canonical")?.href).toBe(`${site.siteUrl}/fr/pricing`);
    expect(find(fr, "property", "og:locale")?.content).toBe("fr_FR");
    expect(find(fr, "property", "og:image")?.content).toBe(`${site.siteUrl}/og/fr/pricing.png`);
  });

  it("describes a French article in French, at its French address", () => {
    const article = pageMeta({
      title: "Un guide | Ilimi",
      description: "d",
      path: "/resources/guides/a",
      locale: "fr",
      article: { datePublished: "2026-11-17", author: "L'équipe Ilimi", tags: ["Frais"], section: "Guides" },
    });
    const ld = graph(article).find((i) => i["@type"] === "Article");
    expect(ld).toMatchObject({ inLanguage: "fr", url: `${site.siteUrl}/fr/resources/guides/a` });
    const crumbs = graph(article).find((i) => i["@type"] === "BreadcrumbList") as
      { itemListElement: { item: string }[] } | undefined;
    expect(crumbs?.itemListElement[0]?.item).toBe(`${site.siteUrl}/fr`);
  });

  it("tells search engines a French page is in French, and that Ilimi serves Nigeria and the francophone countries", () => {
    const fr = graph(pageMeta({ title: "Tarifs | Ilimi", description: "Les tarifs", path: "/pricing", locale: "fr" }));
    expect(fr.find((i) => i["@type"] === "WebPage")).toMatchObject({
      inLanguage: "fr",
      name: "Tarifs | Ilimi",
      url: `${site.siteUrl}/fr/pricing`,
    });
    const organization = fr.find((i) => i["@type"] === "Organization")!;
    expect(organization.areaServed).toEqual(["NG", "SN", "CI", "BJ", "TG", "BF", "ML", "NE", "GN", "CM"]);
    expect(organization.knowsLanguage).toEqual(["en-NG", "fr"]);
    const en = graph(pageMeta({ title: "Pricing | Ilimi", description: "Pricing", path: "/pricing" }));
    expect(en.find((i) => i["@type"] === "WebPage")).toMatchObject({ inLanguage: "en-NG" });
  });
});
