import { describe, expect, it } from "vitest";
import { availabilitySchema } from "~/booking/availability-config";

// The console shows the configuration schema's own messages at each field; this pins the shapes
// that availability-settings.server.ts rewords ("Enter 1 or more.").
describe("the availability schema's messages the console rewords", () => {
  it("names the bound in a number's message", () => {
    const result = availabilitySchema.safeParse({
      workingDays: [1],
      opensAt: "09:00",
      closesAt: "18:00",
      slotMinutes: 30,
      capacity: 0,
      minNoticeWorkingHours: 4,
      horizonWorkingDays: 99,
      closedDates: [],
    });
    const messages = result.success ? [] : result.error.issues.map((i) => `${String(i.path[0])}: ${i.message}`);
    expect(messages.find((m) => m.startsWith("capacity"))).toMatch(/>=\s*1/);
    expect(messages.find((m) => m.startsWith("horizonWorkingDays"))).toMatch(/<=\s*60/);
  });
});
