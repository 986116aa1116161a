import { referrerField, utmParameters } from "~/leads/campaign";

// Copies the visit's campaign (utm_* in the address) and the referring site into hidden fields of
// the demo form just before it is sent (capture phase: before the form script reads the form).
// Nothing is kept in the browser; the server stores them with the request (app/leads/campaign.ts).

function setHidden(form: HTMLFormElement, name: string, value: string): void {
  let input = form.querySelector<HTMLInputElement>(`input[type="hidden"][name="${name}"]`);
  if (!input) {
    input = document.createElement("input");
    input.type = "hidden";
    input.name = name;
    form.append(input);
  }
  input.value = value;
}

export function captureCampaign(formSelector: string): void {
  const params = new URLSearchParams(location.search);
  const referrer = document.referrer;
  document.addEventListener(
    "submit",
    (event) => {
      const form = event.target instanceof HTMLFormElement && event.target.matches(formSelector) ? event.target : null;
      if (!form) return;
      for (const name of utmParameters) {
        const value = params.get(name);
        if (value) setHidden(form, name, value.slice(0, 200));
      }
      if (referrer) setHidden(form, referrerField, referrer.slice(0, 500));
    },
    true,
  );
}
