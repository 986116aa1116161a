import { describe, expect, it } from "vitest";
import { editionTime, formatDay, formatNumber, formatSlot, formatTime } from "./slot-format";

// 09:00 UTC is 10:00 in Abuja (WAT, UTC+1, no summer time).
const tuesdayTenWat = "2026-12-01T09:00:00.000Z";
const mondayNineThirtyWat = "2026-11-30T08:30:00.000Z";

describe("a slot as each edition writes it", () => {
  it("reads to a francophone visitor as « mar. 1er déc. à 10 h 00 WAT (9 h 00 GMT) », the hour in Dakar beside Abuja's", () => {
    expect(formatSlot("fr", tuesdayTenWat)).toBe(
      "mar. 1er déc. à 10\u00a0h\u00a000\u00a0WAT (9\u00a0h\u00a000\u00a0GMT)",
    );
    expect(formatSlot("fr", mondayNineThirtyWat)).toBe(
      "lun. 30 nov. à 9\u00a0h\u00a030\u00a0WAT (8\u00a0h\u00a030\u00a0GMT)",
    );
  });

  it("names the GMT hour on French pages only: an English reader is in Nigeria", () => {
    expect(editionTime("fr", tuesdayTenWat)).toBe("9\u00a0h\u00a000\u00a0GMT");
    expect(editionTime("en", tuesdayTenWat)).toBeNull();
  });

  it("keeps the English wording the site always had", () => {
    expect(formatSlot("en", tuesdayTenWat)).toBe("Tuesday, 1 December 2026, 10:00 WAT");
  });

  it("writes times in WAT whatever the server's zone: French « 9 h 30 », English 09:30", () => {
    expect(formatTime("fr", new Date(mondayNineThirtyWat))).toBe("9\u00a0h\u00a030");
    expect(formatTime("en", new Date(mondayNineThirtyWat))).toBe("09:30");
    // 23:30 UTC is already the next day in Abuja.
    expect(formatDay("fr", new Date("2026-11-30T23:30:00.000Z"))).toBe("mardi 1er décembre 2026");
    expect(formatDay("en", new Date("2026-11-30T23:30:00.000Z"))).toBe("Tuesday, 1 December 2026");
  });

  it("groups thousands the French way (a narrow no-break space) and the English way", () => {
    expect(formatNumber("fr", 5000)).toBe("5\u202f000");
    expect(formatNumber("en", 5000)).toBe("5,000");
  });
});
