// @vitest-environment happy-dom
import { beforeAll, describe, expect, it } from "vitest";
import { landingHeadingId } from "~/components/sections/section-landing.contract";
import { ModuleBrief } from "~/components/sections/module-brief";
import { moduleSummaries } from "~/content/modules";
import { element, renderPage } from "../../tests/support/page-script-dom";
import { enhanceSectionLinks } from "./section-links";

const [first, second] = moduleSummaries.filter((module) => module.slug);

describe("section links, as server markup and page script", () => {
  beforeAll(() => {
    // A real page scrolls; here the sections have no layout, so scrolling is a no-op.
    Element.prototype.scrollIntoView = () => undefined;
    renderPage(
      <>
        <ModuleBrief module={first!} />
        <ModuleBrief module={second!} />
        <a href={`/modules/${second!.slug}`}>{second!.name}</a>
      </>,
      `/modules/${first!.slug}`,
    );
    enhanceSectionLinks();
  });

  it("a sub-path lands on its section: the section's heading takes focus", () => {
    expect(document.activeElement).toBe(element(`#${landingHeadingId(first!.slug)}`));
  });

  it("a link to a sibling section moves within the page, and the address follows", () => {
    element<HTMLAnchorElement>(`a[href="/modules/${second!.slug}"]`).click();
    expect(location.pathname).toBe(`/modules/${second!.slug}`);
    expect(document.activeElement).toBe(element(`#${landingHeadingId(second!.slug)}`));
  });
});
