// @vitest-environment happy-dom
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { Tooltip } from "~/components/ui/tooltip";
import { tooltipContract as contract, tooltipDelays } from "~/components/ui/tooltip.contract";
import { element, key, mouse, renderPage } from "../../tests/support/page-script-dom";
import { enhanceTooltips } from "./tooltips";

describe("tooltips, as server markup and page script", () => {
  beforeAll(() => {
    vi.useFakeTimers();
    vi.advanceTimersByTime(10 * tooltipDelays.skipMs);
    renderPage(
      <>
        <Tooltip content="LinkedIn">
          <a href="https://example.com/a" aria-label="LinkedIn">
            in
          </a>
        </Tooltip>
        <Tooltip content="YouTube">
          <a href="https://example.com/b" aria-label="YouTube">
            yt
          </a>
        </Tooltip>
      </>,
    );
    enhanceTooltips();
  });
  afterAll(() => vi.useRealTimers());

  const tips = () =>
    [...document.querySelectorAll(contract.root.selector)].map((root) => ({
      trigger: root.querySelector("a")!,
      tooltip: element(contract.tooltip, root),
    }));

  it("opens 700 ms after the pointer arrives, the next one at once, and Escape closes it", () => {
    const [first, second] = tips();
    expect(first!.tooltip.hidden).toBe(true);
    mouse("pointerover", first!.trigger);
    vi.advanceTimersByTime(tooltipDelays.openMs - 1);
    expect(first!.tooltip.hidden).toBe(true);
    vi.advanceTimersByTime(1);
    expect(first!.tooltip.hidden).toBe(false);
    expect(first!.tooltip.dataset.state).toBe("delayed-open");

    mouse("pointerout", first!.trigger, second!.trigger);
    mouse("pointerover", second!.trigger, first!.trigger);
    expect(first!.tooltip.hidden).toBe(true);
    expect(second!.tooltip.dataset.state).toBe("instant-open");

    key(second!.trigger, "Escape");
    expect(second!.tooltip.hidden).toBe(true);
    expect(second!.tooltip.dataset.state).toBe("closed");
  });
});
