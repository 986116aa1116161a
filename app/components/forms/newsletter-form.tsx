// Placeholder, replaced by the lead-capture work: the footer's newsletter box.
export function NewsletterForm() {
  return (
    <form method="post" action="/newsletter" className="flex flex-col gap-2 sm:flex-row">
      <label htmlFor="newsletter-email" className="sr-only">
        Email address
      </label>
      <input id="newsletter-email" name="email" type="email" required autoComplete="email" placeholder="you@institution.edu.ng" className="h-11 flex-1 rounded-md border border-line-strong px-3" />
      <button type="submit" className="h-11 rounded-md bg-brand-700 px-5 font-semibold text-white">
        Subscribe
      </button>
    </form>
  );
}
