import { Link } from "~/components/ui/link";
import { useCopy } from "~/lib/locale";
import { LanguageSwitcher } from "./language-switcher";

export const footerLink =
  "rounded-sm text-white/85 underline-offset-4 transition-colors duration-150 hover:text-white hover:underline";

/** The footer's last line, on its dark ground: the company, the other editions and the policies. */
export function FooterLegalLine() {
  const footerCopy = useCopy("footer").footerCopy;
  const { policyLinks } = useCopy("navigation");
  return (
    <div className="container-page flex flex-col gap-4 py-6 text-sm text-white/80 lg:flex-row lg:items-center lg:justify-between">
      <div className="grid gap-1">
        <p className="font-semibold text-white">{footerCopy.copyright(new Date().getFullYear())}</p>
        <p>{footerCopy.founded}</p>
      </div>
      <LanguageSwitcher place="footer" />
      <nav aria-label={footerCopy.policyLabel}>
        <ul className="flex flex-wrap gap-x-6 gap-y-2">
          <FooterLinkItems links={policyLinks} />
        </ul>
      </nav>
    </div>
  );
}

/** The items of one of the footer's link lists. */
export function FooterLinkItems({ links }: { links: readonly { label: string; href: string }[] }) {
  return links.map((link) => (
    <li key={link.href}>
      <Link to={link.href} className={footerLink}>
        {link.label}
      </Link>
    </li>
  ));
}
