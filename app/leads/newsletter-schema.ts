import * as z from "zod/mini";
import { newsletterMessageKeys as m } from "./form-message-keys";
import {
  emailField,
  firstErrorPerField,
  formValues,
  type FieldErrors,
  type FormProblem,
  type PostedFields,
} from "~/guards/form-values";
import { newsletterFieldNames, type NewsletterField } from "./newsletter-fields";

// The newsletter box (SPEC section 3: one email field), shared by the browser and the server.

const newsletterSchema = z.object({
  email: emailField(m.email),
});

type NewsletterValues = z.output<typeof newsletterSchema>;
type NewsletterErrors = FieldErrors<NewsletterField>;

export type NewsletterParse =
  | { ok: true; data: NewsletterValues; values: Record<NewsletterField, string> }
  | { ok: false; errors: NewsletterErrors; values: Record<NewsletterField, string> };

export function parseNewsletter(formData: PostedFields): NewsletterParse {
  const values = formValues(formData, newsletterFieldNames);
  const result = newsletterSchema.safeParse(values);
  if (result.success) return { ok: true, data: result.data, values };
  return { ok: false, errors: firstErrorPerField<NewsletterField>(result.error), values };
}

/**
 * Where a visitor without JavaScript goes back to after subscribing: a path on this site only
 * (never "//host" or "/\host", which browsers treat as another site), else the home page. The
 * path goes into a Location header, which takes only ASCII: anything else is percent-encoded
 * here, and a value that cannot be (a control character, a lone surrogate) means the home page.
 */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function safeReturnPath(value: FormDataEntryValue | null): string {
  if (typeof value !== "string" || value.length > 300) return "/";
  if (!value.startsWith("/") || value.startsWith("//") || value.includes("\\")) return "/";
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f-\u009f]/.test(value) || loneSurrogate.test(value)) return "/";
  const path = value.split(/[?#]/)[0]!;
  if (path === "") return "/";
  return path
    .replace(/[^A-Za-z0-9\-._~!$&'()*+,;=:@/%]/gu, (c) => encodeURIComponent(c))
    .replace(/%(?![0-9A-Fa-f]{2})/g, "%25");
}

/** The action's answer to a submission with JavaScript (without it, a redirect or the page). */
export type NewsletterResult =
  | { status: "check-inbox" }
  | {
      status: "error";
      fieldErrors?: NewsletterErrors;
      formError?: FormProblem;
      values?: Partial<Record<NewsletterField, string>>;
    };
