// Apart from the schema, so the footer's box on every page can name its fields without loading zod.
export const newsletterFieldNames = ["email"] as const;
export type NewsletterField = (typeof newsletterFieldNames)[number];
