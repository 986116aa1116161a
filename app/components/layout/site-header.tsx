import { Link } from "react-router";
import { site } from "~/content/site";

// Placeholder: the full header (menus, mobile sheet) is built next.
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-50 border-b border-line bg-white/95">
      <div className="container-page flex h-16 items-center">
        <Link to="/" className="text-xl font-bold text-brand-800">{site.name}</Link>
      </div>
    </header>
  );
}
