// Words of the page frame every public page and error screen shares (root.tsx), outside the header and footer.
export const layoutCopy = {
  skipLink: "Skip to main content",
} as const;
