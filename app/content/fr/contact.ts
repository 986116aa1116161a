import type * as en from "../contact";
import type { Translation } from "../locale";
import { site } from "../site";

// French edition of contact.ts: the demo page and its form's labels (issue #19). Values, input
// types and autocomplete tokens are the English ones: only what a visitor reads is translated.

export const institutionSizes: Translation<typeof en.institutionSizes> = [
  { value: "small", label: "Petit : moins de 1 000 apprenants" },
  { value: "medium", label: "Moyen : 1 000 à 5 000" },
  { value: "large", label: "Grand : 5 000 à 15 000" },
  { value: "enterprise", label: "Très grand : plus de 15 000" },
];

export const demoFormFields: Translation<typeof en.demoFormFields> = {
  firstName: { label: "Prénom", required: true, autoComplete: "given-name", type: "text" },
  lastName: { label: "Nom", required: true, autoComplete: "family-name", type: "text" },
  email: { label: "Adresse e-mail professionnelle", required: true, autoComplete: "email", type: "email" },
  phone: { label: "Téléphone", required: false, autoComplete: "tel", type: "tel" },
  institution: { label: "Établissement/entreprise", required: true, autoComplete: "organization", type: "text" },
  size: { label: "Taille de l’établissement", required: false },
  message: { label: "Message", required: false },
};

export const contactPage: Translation<typeof en.contactPage> = {
  title: "Demander une démo",
  metaTitle: `Demander une démo ou contacter l’équipe commerciale | ${site.name}`,
  metaDescription: `Découvrez ${site.name} appliqué aux processus de votre établissement. Présentez-nous votre établissement\u00a0: notre équipe vous répond sous ${site.replyWithinHours}\u00a0heures.`,
  heading: "Découvrez Ilimi au service de votre établissement",
  intro:
    "Présentez-nous brièvement votre établissement. Nous vous montrerons les modules qui comptent pour vous, sur vos propres processus, et répondrons à toutes les questions de votre équipe.",
  replyPromise: `Notre équipe vous répond sous ${site.replyWithinHours}\u00a0heures.`,
  expectations: [
    "Une présentation adaptée à votre établissement",
    "Des réponses de personnes qui mettent en œuvre Ilimi, pas un discours tout fait",
    "Un plan de mise en œuvre en quelques semaines, selon votre calendrier",
  ],
  expectationsHeading: "À quoi vous attendre",
  details: {
    heading: "Vous préférez en parler ?",
    office: "Bureau",
    phone: "Téléphone",
    email: "E-mail",
    phoneHours: "Horaires téléphoniques",
  },
  formHeading: "Présentez-nous votre établissement",
  submitLabel: "Demander une démo",
  messagePlaceholder: "Quels processus souhaitez-vous améliorer en priorité ?",
  sizePlaceholder: "Choisissez une taille",
};
