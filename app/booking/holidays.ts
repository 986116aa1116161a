// Nigeria's public holidays that fall on the same date every year. The moving ones (Good Friday,
// Easter Monday, Eid al-Fitr, Eid al-Adha, Maulud) are declared each year: the operator adds them
// as closed dates (BOOKING_CLOSED_DATES, or the sales console's stored list).
export const fixedPublicHolidays = [
  { monthDay: "01-01", name: "New Year's Day" },
  { monthDay: "05-01", name: "Workers' Day" },
  { monthDay: "06-12", name: "Democracy Day" },
  { monthDay: "10-01", name: "Independence Day" },
  { monthDay: "12-25", name: "Christmas Day" },
  { monthDay: "12-26", name: "Boxing Day" },
] as const;

const monthDays = new Set<string>(fixedPublicHolidays.map((h) => h.monthDay));

/** "2026-12-25" is Christmas, whatever the year. */
export function isFixedPublicHoliday(date: string): boolean {
  return monthDays.has(date.slice(5, 10));
}
