import { ArrowRight } from "lucide-react";
import { ButtonLink } from "./button";

type CallLink = { label: string; href: string };

/** A page's one or two calls to action: the main one with its arrow, then the quieter one. */
export function CallsToAction({ primary, secondary }: { primary?: CallLink; secondary?: CallLink }) {
  return (
    <>
      {primary ? (
        <ButtonLink to={primary.href} size="lg">
          {primary.label}
          <ArrowRight aria-hidden="true" />
        </ButtonLink>
      ) : null}
      {secondary ? (
        <ButtonLink to={secondary.href} size="lg" variant="secondary">
          {secondary.label}
        </ButtonLink>
      ) : null}
    </>
  );
}
