import { hook, mark, type Marked } from "../contract";

// Section links' contract between the pages whose sections a sub-path lands on (module-detail.tsx,
// module-brief.tsx, routes/solutions.tsx …) and the page script (app/enhance/section-links.ts).
// /modules/fees is the /modules page landed on the section whose id is "fees" and which carries the
// landing mark; its heading, `<id>-heading`, takes focus.
export const sectionLandingContract = {
  landing: hook("data-landing"),
} as const;

/** The id of a landing section's heading: it takes focus (and names the section with aria-labelledby). */
export function landingHeadingId(sectionId: string): string {
  return `${sectionId}-heading`;
}

/** A landing section's own props: its id, the mark, and its name from its heading. */
export function landingSection(id: string): { id: string; "aria-labelledby": string } & Marked {
  return { id, ...mark(sectionLandingContract.landing), "aria-labelledby": landingHeadingId(id) };
}
