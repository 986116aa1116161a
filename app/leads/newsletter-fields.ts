// Apart from the schema, so the footer's box on every page can name its fields without loading zod.
export const newsletterFieldNames = ["email"] as const;
export type NewsletterField = (typeof newsletterFieldNames)[number];

/** The query a visitor without JavaScript comes back to after subscribing, and the box's anchor (app/leads/newsletter-submission.server.ts). */
export const subscribedParam = { name: "newsletter", value: "check-inbox" } as const;
export const newsletterAnchor = "newsletter-form";
