import { partOf } from "~/components/contract";
import { errorId, fieldContract } from "~/components/forms/field.contract";
import { formMessagesContract, pageMessage } from "~/components/forms/form-messages.contract";

// A field's error for the forms the page script drives: the message in the field's error element
// (components/forms/field.tsx FieldError, rendered persistent: field.contract.ts), tied to the control with
// aria-invalid and aria-describedby exactly as the server renders it; undefined clears it.

/** `errorFirst`: where the server puts the error among the control's descriptions (the newsletter box: before the privacy note). */
let messages: Record<string, string> | undefined | null = null;
/** The page's wording of the schemas' messages (a French page renders it; an English one has none). */
function pageMessages(): Record<string, string> | undefined {
  if (messages === null) {
    const data = document.querySelector(`script[${formMessagesContract.root}]`)?.textContent;
    messages = data ? (JSON.parse(data) as Record<string, string>) : undefined;
  }
  return messages;
}

export function setFieldError(control: HTMLElement, given: string | undefined, { errorFirst = false } = {}): void {
  const message = given === undefined ? undefined : pageMessage(pageMessages(), given);
  const error = document.getElementById(errorId(control.id));
  const text = error ? partOf(error, fieldContract.message.selector, "field") : null;
  if (!error || !text) {
    if (!error) partOf(document, `#${errorId(control.id)}`, "field");
    return;
  }
  const others = (control.getAttribute("aria-describedby") ?? "").split(/\s+/).filter((id) => id && id !== error.id);
  text.textContent = message ?? "";
  error.hidden = !message;
  if (message) control.setAttribute("aria-invalid", "true");
  else control.removeAttribute("aria-invalid");
  const describedBy = (message ? (errorFirst ? [error.id, ...others] : [...others, error.id]) : others).join(" ");
  if (describedBy) control.setAttribute("aria-describedby", describedBy);
  else control.removeAttribute("aria-describedby");
}
