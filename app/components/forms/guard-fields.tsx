import { formTokenField, honeypotField } from "~/guards/fields";
import { useCopy } from "~/lib/locale";

/**
 * The honeypot: off-screen (not display:none, which some bots skip), hidden from assistive
 * technology, out of the tab order and never autofilled. A person leaves it empty.
 */
export function Honeypot({ idPrefix }: { idPrefix: string }) {
  const guardFieldsCopy = useCopy("forms").guardFieldsCopy;
  const id = `${idPrefix}-${honeypotField}`;
  return (
    <div aria-hidden="true" className="pointer-events-none absolute -start-[10000px] top-0 h-px w-px overflow-hidden">
      <label htmlFor={id}>{guardFieldsCopy.honeypotLabel}</label>
      <input id={id} type="text" name={honeypotField} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** The server-signed timestamp of when this form was served (see app/guards/form.server.ts). */
export function FormTokenInput({ token }: { token: string | undefined }) {
  return <input type="hidden" name={formTokenField} value={token ?? ""} />;
}
