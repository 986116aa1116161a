import { site } from "~/content/site";

// Placeholder: the full footer is built next.
export function SiteFooter() {
  return (
    <footer className="border-t border-line bg-surface">
      <div className="container-page py-10 text-sm text-muted">© {new Date().getFullYear()} {site.name}</div>
    </footer>
  );
}
