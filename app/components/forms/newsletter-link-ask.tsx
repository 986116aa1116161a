import { Form } from "react-router";
import { OutcomeCard } from "./outcome-card";
import { SubmitButton } from "./submit-button";

type AskCopy = { heading: string; body: string; button: string; pendingLabel: string };

/** A newsletter e-mail link opened: one button that posts its token (app/leads/newsletter-link.server.ts). */
export function NewsletterLinkAsk({
  token,
  copy,
  unavailable,
}: {
  token: string;
  copy: AskCopy;
  unavailable?: string;
}) {
  return (
    <OutcomeCard tone="ask" heading={copy.heading} body={unavailable ?? copy.body}>
      <Form method="post">
        <input type="hidden" name="token" value={token} />
        <SubmitButton pendingLabel={copy.pendingLabel} size="lg">
          {copy.button}
        </SubmitButton>
      </Form>
    </OutcomeCard>
  );
}
