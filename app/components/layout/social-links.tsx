import { Tooltip } from "~/components/ui/tooltip";
import { site } from "~/content/site";
import { cn } from "~/lib/cn";
import { useCopy } from "~/lib/locale";
import { SocialIcon } from "./social-icons";

/** Icon links to the company's social pages, each named for screen readers and hinted by a tooltip. */
export function SocialLinks({ className }: { className?: string }) {
  const footerCopy = useCopy("footer").footerCopy;
  return (
    <ul className={cn("flex flex-wrap gap-2", className)}>
      {site.socials.map((social) => (
        <li key={social.icon}>
          <Tooltip content={social.name} tone="light">
            <a
              href={social.href}
              rel="noopener"
              aria-label={footerCopy.social.linkLabel(social.name)}
              className="grid size-11 place-items-center rounded-md border border-white/25 text-white transition-colors duration-150 hover:border-white hover:bg-white/10 focus-visible:outline-white"
            >
              <SocialIcon name={social.icon} className="size-5" />
            </a>
          </Tooltip>
        </li>
      ))}
    </ul>
  );
}
