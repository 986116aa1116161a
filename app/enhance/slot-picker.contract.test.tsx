// @vitest-environment happy-dom
import { describe, expect, it, vi } from "vitest";
import { SlotPicker } from "~/components/booking/slot-picker";
import { slotPickerContract as contract } from "~/components/booking/slot-picker.contract";
import { localTimeLabel } from "~/booking/time-zones";
import { element, renderPage } from "../../tests/support/page-script-dom";
import { enhanceSlotPicker } from "./slot-picker";

const start = "2026-12-01T09:00:00.000Z"; // 10:00 WAT
const days = [{ date: "2026-12-01", label: "Tuesday 1 December", slots: [{ start, label: "10:00" }] }];

describe("the slot picker, as server markup and page script", () => {
  it("adds the visitor's own time beside each WAT slot, and the note that says so, when their zone differs", () => {
    vi.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockReturnValue({ timeZone: "Europe/London" } as Intl.ResolvedDateTimeFormatOptions);
    renderPage(<SlotPicker action="/booking/book" token="t" days={days} />, "/booking/book");
    const span = element(contract.local.selector);
    expect(span.textContent).toBe("");
    expect(element(contract.note.selector).hidden).toBe(true);
    enhanceSlotPicker();
    expect(span.textContent).toBe(`(${localTimeLabel(start, "Europe/London")} ${span.getAttribute(contract.suffix.attribute)})`);
    expect(span.hasAttribute(contract.done.attribute)).toBe(true);
    expect(element(contract.note.selector).hidden).toBe(false);
    vi.restoreAllMocks();
  });
});
