import type { Translation } from "../locale";
import { site } from "../site";
import type * as en from "../emails";
import { withArticle } from "../french-grammar";

// Les e-mails et l'invitation envoyés aux visiteurs de l'édition française (issue #19), au
// vouvoiement, selon le glossaire (docs/glossary-fr.md). Espaces insécables avant « : ; ? ! ».

const phone = site.phone.replace(/\u00a0/g, " ");
// Abuja's hours, and the same hours on GMT (Dakar, Abidjan, Bamako), one hour behind (issue #29).
const phoneHours = "du lundi au vendredi, de 9\u00a0h à 18\u00a0h\u00a0WAT, soit de 8\u00a0h à 17\u00a0h\u00a0GMT";

export const emailCommon: Translation<typeof en.emailCommon> = {
  greeting: (firstName: string) => `Bonjour ${firstName},`,
  greetingNoName: "Bonjour,",
  signature: `L’équipe ${site.name}`,
};

export const demoConfirmationEmail: Translation<typeof en.demoConfirmationEmail> = {
  subject: `Nous avons bien reçu votre demande de démo | ${site.name}`,
  received: (institution: string) =>
    `Merci de l’intérêt que vous portez à ${site.productName}. Nous avons bien reçu votre demande de démo pour ${withArticle(institution)}.`,
  reply: `Notre équipe vous répond sous ${site.replyWithinHours} heures pour organiser une présentation adaptée à votre établissement.`,
  sooner: `Si vous avez besoin de nous joindre plus tôt, appelez le ${phone} (${phoneHours}) ou écrivez à ${site.email}.`,
  office: "Abuja, Nigéria",
  why: "Vous recevez cet e-mail parce que cette adresse a été saisie dans le formulaire de demande de démo de notre site. Si ce n’est pas vous, ignorez-le\u00a0: vous ne recevrez rien d’autre.",
};

export const newsletterConfirmationEmail: Translation<typeof en.newsletterConfirmationEmail> = {
  subject: `Confirmez votre abonnement à la lettre d’information ${site.name}`,
  ask: `Pour recevoir la lettre d’information ${site.name}, veuillez confirmer votre abonnement en ouvrant ce lien\u00a0:`,
  validity: (days: number) =>
    `Ce lien est valable ${days} jours. Si vous ne vous êtes pas abonné(e), ignorez cet e-mail\u00a0: vous ne recevrez rien de plus.`,
  unsubscribe: (url: string) => `Vous pouvez vous désabonner à tout moment\u00a0: ${url}`,
  listUnsubscribe: "Se désabonner",
};

export const slotWords: Translation<typeof en.slotWords> = {
  // « mar. 1er déc. à 10 h 00 WAT (9 h 00 GMT) »: the short day, and the readers' own clock beside WAT.
  line: ({ dayShort, time, zone, also }: en.SlotLineParts) =>
    `${dayShort} à ${time}\u00a0${zone}${also ? ` (${also})` : ""}`,
};

export const bookingEmail: Translation<typeof en.bookingEmail> = {
  // Said as a French sentence, not as a copy of "Booked: your demo" (issue #46).
  bookedSubject: (when: string) => `Votre démo ${site.name} est réservée pour le ${when}`,
  movedSubject: (when: string) => `Votre démo ${site.name} est déplacée au ${when}`,
  cancelledSubject: (when: string) => `Votre démo ${site.name} du ${when} est annulée`,
  booked: (when: string, minutes: number) => `Votre démo est réservée\u00a0: ${when}, ${minutes} minutes.`,
  moved: (when: string, minutes: number) => `Votre démo a un nouvel horaire\u00a0: ${when}, ${minutes} minutes.`,
  movedFrom: (before: string) => `L’horaire précédent, ${before}, n’est plus valable.`,
  where: (location: string) => `Lieu\u00a0: ${location}.`,
  join: (url: string) => `Rejoignez la réunion à l’heure de la démo, dans votre navigateur\u202f: ${url}`,
  presenter: (name: string) => `Présentée par\u202f: ${name}.`,
  reassignedSubject: (when: string) => `Un nouveau présentateur pour votre démo ${site.name} du ${when}`,
  reassigned: (when: string, name: string) =>
    `Votre démo du ${when} sera présentée par ${name}. L’horaire ne change pas.`,
  invitationAttached: "L’invitation est jointe à cet e-mail\u00a0: acceptez-la pour ajouter la démo à votre agenda.",
  changeTime: (url: string) => `Changer d’horaire\u00a0: ${url}`,
  cancel: (url: string) => `Annuler\u00a0: ${url}`,
  questions: `Des questions\u00a0? Écrivez à ${site.email} ou appelez le ${phone} (${phoneHours}).`,
  cancelled: (when: string) => `Votre démo du ${when} est annulée\u00a0; elle devrait disparaître de votre agenda.`,
  again: (url: string) =>
    `Dès que vous le souhaitez, choisissez un autre horaire ici, sans remplir de nouveau le formulaire\u202f: ${url}\nOu écrivez à ${site.email}.`,
  noShowSubject: (when: string) => `Nous vous avons manqué\u202f: votre démo ${site.name} du ${when}`,
  noShow: (when: string) =>
    `Nous étions prêts pour votre démo du ${when}, mais nous n’avons pas pu vous rencontrer. Nous comprenons qu’un imprévu arrive.`,
  rebook: (url: string) =>
    `Si vous souhaitez toujours découvrir ${site.productName}, choisissez un autre horaire ici, sans remplir de nouveau le formulaire\u202f: ${url}`,
};

export const calendarInvite: Translation<typeof en.calendarInvite> = {
  summary: (institution: string) => `Démo ${site.name} pour ${withArticle(institution)}`,
  description: `Une présentation d’${site.productName} par l’équipe commerciale d’${site.name}.`,
  questions: `Questions\u00a0: ${site.email}, ${phone}`,
  organizer: `Équipe commerciale d’${site.name}`,
  defaultLocation: "Réunion en ligne\u00a0: notre équipe vous enverra le lien",
  linkProblem: "Ce lien ne fonctionne pas. Utilisez le lien reçu par e-mail.",
  noBooking: "Cette réservation n’existe pas.",
  fileName: "demo-ilimi.ics",
};

export const reminderMessage: Translation<typeof en.reminderMessage> = {
  lead: (minutes: number) =>
    minutes % 60 === 0 ? `dans ${minutes / 60} heure${minutes === 60 ? "" : "s"}` : `dans ${minutes} minutes`,
  subject: (lead: string, when: string) => `Rappel\u202f: votre démo ${site.name} ${lead}, ${when}`,
  starts: (lead: string, when: string, minutes: number) =>
    `Un rappel\u202f: votre démo commence ${lead}, ${when}, et dure ${minutes} minutes.`,
  manage: (url: string) => `Changer d’horaire ou annuler\u202f: ${url}`,
  tooLate: (hours: number) =>
    `Elle ne peut plus être déplacée ni annulée en ligne\u202f: c’est possible jusqu’à ${hours}\u00a0h avant son début. Pour la modifier maintenant, appelez le ${phone} ou écrivez à ${site.email}.`,
  sms: (when: string, location: string) => `${site.name}\u202f: votre démo a lieu ${when}. ${location}`,
  why: "Vous recevez ce rappel parce que vous avez réservé cette démo sur notre site.",
};
