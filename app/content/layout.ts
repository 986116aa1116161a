// Words of the page frame every public page and error screen shares (root.tsx), outside the header and footer.
export const layoutCopy = {
  skipLink: "Skip to main content",
  /** Between a label and its value ("Version: 3"); French sets a narrow no-break space before it. */
  colon: ": ",
} as const;
