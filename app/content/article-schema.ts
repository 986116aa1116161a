import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { articleKinds } from "./resources";

// The front matter every article in app/content/articles/ must carry. A missing or wrong field
// fails the build with the file and the field named (see articles.server.ts).

/** Dates are written as 2026-11-17; the YAML parser may hand them over as strings or Dates. */
const isoDate = z.preprocess(
  (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written as YYYY-MM-DD")
    // Round-trip through Date: 2026-02-30 would otherwise roll over to 2 March.
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    }, "must be a real calendar date"),
);

const articleFrontMatterSchema = z.strictObject({
  // The page's <title> adds " | Ilimi"; with it the title stays within the 70 characters search
  // results show (and html-validate's long-title rule allows).
  title: z.string().trim().min(10, "must be at least 10 characters").max(62, "must be at most 62 characters"),
  /** Shown in lists and used as the meta description: search engines show about 160 characters. */
  summary: z.string().trim().min(50, "must be at least 50 characters").max(200, "must be at most 200 characters"),
  date: isoDate,
  author: z.string().trim().min(2, "must name the author"),
  tags: z.array(z.string().trim().min(2)).min(1, "must list at least one tag").max(6, "must list at most 6 tags"),
  kind: z.enum(articleKinds, { error: `must be one of ${articleKinds.join(", ")}` }),
});

export type ArticleFrontMatter = z.infer<typeof articleFrontMatterSchema>;

export type ArticleSource = {
  /** The file, relative to the repository, for error messages. */
  file: string;
  /** From the file name: the last segment of the article's URL. */
  slug: string;
  frontMatter: ArticleFrontMatter;
  /** The Markdown after the front matter. */
  body: string;
};

export class ArticleError extends Error {
  override name = "ArticleError";
}

const frontMatterBlock = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Splits and validates one article file; throws an ArticleError naming the file and the field. */
export function parseArticleSource(file: string, raw: string): ArticleSource {
  const slug = (file.split("/").pop() ?? "").replace(/\.md$/, "");
  if (!slugPattern.test(slug)) {
    throw new ArticleError(`${file}: the file name must be a lowercase slug like how-to-choose.md`);
  }
  const match = frontMatterBlock.exec(raw);
  if (!match) throw new ArticleError(`${file}: front matter is missing (start the file with a --- block)`);

  let data: unknown;
  try {
    data = parseYaml(match[1] ?? "");
  } catch (error) {
    throw new ArticleError(`${file}: front matter is not valid YAML: ${(error as Error).message.split("\n")[0]}`);
  }

  const result = articleFrontMatterSchema.safeParse(data ?? {}, { reportInput: true });
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      // An unknown key is reported on the object itself; name the key instead.
      const keys = issue.code === "unrecognized_keys" ? issue.keys : [issue.path.join(".") || "(front matter)"];
      const message =
        issue.code === "unrecognized_keys"
          ? `is not a known field (allowed: ${Object.keys(articleFrontMatterSchema.shape).join(", ")})`
          : issue.code === "invalid_type" && issue.input === undefined
            ? "is required"
            : issue.message;
      return keys.map((key) => `field "${key}" ${message}`).join("; ");
    });
    throw new ArticleError(`${file}: front matter ${problems.join("; ")}`);
  }

  const body = match[2] ?? "";
  if (body.trim().length === 0) throw new ArticleError(`${file}: the article has no text after its front matter`);
  return { file, slug, frontMatter: result.data, body };
}
