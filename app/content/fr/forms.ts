import type * as en from "../forms";
import type { Translation } from "../locale";
import { site } from "../site";
import { site as siteFr } from "./site";

const phoneHours = siteFr.phoneHours;

// French edition of forms.ts: every word the lead forms say (issue #19). The company's facts come
// from site.ts; only its phone hours are copy, so they are written here in French conventions.
// Relative imports only, like the English module, so server/ and tests can read it outside Vite.

export const privacyNotice: Translation<typeof en.privacyNotice> = {
  href: "/privacy",
  linkLabel: "politique de confidentialité",
  demo: {
    before:
      "Nous utilisons vos coordonnées uniquement pour répondre à votre demande et organiser votre démo, et ne les conservons pas plus longtemps que nécessaire. Consultez notre ",
    after: ".",
  },
  newsletter: {
    before:
      "Nous vous envoyons d’abord un e-mail de confirmation, et chaque e-mail contient un lien de désabonnement. Consultez notre ",
    after: ".",
  },
};

/** Only bots read it: it must look like a real field's label, in the page's language. */
export const guardFieldsCopy: Translation<typeof en.guardFieldsCopy> = { honeypotLabel: "Site web" };

export const demoFormMessages: Translation<typeof en.demoFormMessages> = {
  firstName: {
    required: "Saisissez votre prénom",
    tooLong: "Le prénom ne doit pas dépasser 100 caractères",
    lineBreak: "Le prénom doit tenir sur une seule ligne",
    characters:
      "Le prénom contient un caractère de contrôle ou de sens d’écriture invisible. Veuillez le saisir à nouveau",
  },
  lastName: {
    required: "Saisissez votre nom",
    tooLong: "Le nom ne doit pas dépasser 100 caractères",
    lineBreak: "Le nom doit tenir sur une seule ligne",
    characters:
      "Le nom contient un caractère de contrôle ou de sens d’écriture invisible. Veuillez le saisir à nouveau",
  },
  email: {
    required: "Saisissez votre adresse e-mail professionnelle, par exemple nom@etablissement.org",
    invalid: "Saisissez votre adresse e-mail professionnelle, par exemple nom@etablissement.org",
    tooLong: "Une adresse e-mail compte au plus 254 caractères",
    localPartTooLong: "La partie avant le @ compte au plus 64 caractères",
    domainTooLong: "La partie après le @ compte au plus 255 caractères",
  },
  phone: {
    characters:
      "Un numéro de téléphone ne peut contenir que des chiffres, des espaces, des parenthèses et un + initial",
    digits:
      "Saisissez un numéro de téléphone de 7 à 20 chiffres, indicatif du pays compris, par exemple +221 77 000 00 00",
    tooLong: "Un numéro de téléphone compte au plus 30 caractères",
    forReminders: "Saisissez votre numéro de téléphone pour recevoir les rappels par WhatsApp ou SMS, ou décochez-les",
    international:
      "Pour les rappels, saisissez le numéro avec l’indicatif du pays, par exemple +221 77 000 00 00 (un numéro nigérian peut commencer par 0)",
  },
  institution: {
    required: "Saisissez le nom de votre établissement ou de votre entreprise",
    tooLong: "Le nom de l’établissement ne doit pas dépasser 200\u00a0caractères",
    lineBreak: "Le nom de l’établissement doit tenir sur une seule ligne",
    characters:
      "Le nom de l’établissement contient un caractère de contrôle ou de sens d’écriture invisible. Veuillez le saisir à nouveau",
  },
  size: {
    invalid: "Choisissez l’une des tailles de la liste, ou laissez le champ vide",
  },
  message: {
    tooLong: "Un message compte au plus 5\u00a0000\u00a0caractères. Vous nous direz le reste lors de l’appel",
    characters:
      "Votre message contient un caractère de contrôle ou de sens d’écriture invisible. Veuillez le supprimer ou saisir à nouveau ce passage",
  },
};

export const newsletterMessages: Translation<typeof en.newsletterMessages> = {
  email: {
    required: "Saisissez votre adresse e-mail, par exemple nom@etablissement.org",
    invalid: "Saisissez une adresse e-mail complète, par exemple nom@etablissement.org",
    tooLong: "Une adresse e-mail compte au plus 254 caractères",
    localPartTooLong: "La partie avant le @ compte au plus 64 caractères",
    domainTooLong: "La partie après le @ compte au plus 255 caractères",
  },
};

export const formProblems: Translation<typeof en.formProblems> = {
  summaryHeading: (count: number) =>
    count === 1 ? "Veuillez corriger 1 champ" : `Veuillez corriger ${count}\u00a0champs`,
  summaryItem: (label: string, message: string) => `${label}\u202f: ${message}`,
  forbidden: {
    title: "Ce formulaire ne peut être envoyé que depuis notre site",
    body: "Pour votre sécurité, nous refusons les formulaires envoyés depuis d’autres sites. Veuillez remplir le formulaire de cette page.",
  },
  rateLimited: {
    title: "Trop de demandes en peu de temps",
    body: "Veuillez patienter une minute, puis réessayer.",
  },
  expired: {
    title: "Veuillez renvoyer le formulaire",
    body: "Cette page est restée ouverte longtemps\u00a0: nous n’avons pas pu accepter le formulaire en l’état. Vos informations sont toujours là\u00a0: vérifiez-les, puis renvoyez-le.",
  },
  sendAgain: {
    title: "Veuillez appuyer encore une fois sur Envoyer",
    body: "Nous n’avons pas pu vérifier que cet envoi venait d’une personne, nous ne l’avons donc pas encore enregistré. Vos informations sont toujours là\u00a0: veuillez appuyer encore une fois sur Envoyer.",
  },
  alreadyReceived: {
    title: "Nous avons déjà reçu cette demande",
    body: "Ce formulaire a déjà été envoyé et nous l’avons alors enregistré\u00a0: vous n’avez rien d’autre à faire. Pour envoyer une autre demande, rechargez la page.",
  },
  unavailable: {
    title: "Nous n’avons pas pu enregistrer votre demande pour le moment",
    body: `Rien n’est perdu de votre côté\u00a0: veuillez réessayer dans une minute, ou appelez-nous au ${site.phone} (${phoneHours}).`,
  },
};

export const demoFormCopy: Translation<typeof en.demoFormCopy> = {
  requiredNote: "Les champs marqués d’un astérisque (*) sont obligatoires.",
  optional: "facultatif",
  marketingConsent: "Envoyez-moi de temps en temps des nouvelles du produit par e-mail",
  remindWhatsapp: "Me rappeler ma démo sur WhatsApp, au numéro ci-dessus",
  remindSms: "Me rappeler ma démo par SMS, au numéro ci-dessus",
  remindersNote: (times: string) =>
    `Les rappels arrivent ${times} avant. Vous pouvez les arrêter depuis la page de votre réservation.`,
  pendingLabel: "Envoi de votre demande…",
  confirmation: {
    heading: "Merci. Votre demande a bien été transmise à notre équipe",
    body: `Nous répondons sous ${site.replyWithinHours}\u00a0heures, souvent plus tôt les jours ouvrés. Nous vous proposerons un horaire pour votre démo et vous demanderons quels modules comptent le plus pour vous.`,
    bodyWithPicker: "Réservez ci-dessous un créneau pour votre démo\u202f: nous serons prêts.",
    reviewHeading: "Merci. Nous avons conservé votre demande",
    reviewBody: `Nos contrôles n’ont pas pu la distinguer d’un envoi automatique\u202f: une personne de notre équipe l’examine avant qu’elle aille plus loin, et nous ne pouvons pas vous proposer d’horaire de démo sur cette page. Pour être sûr que nous vous joignions rapidement, appelez-nous ou écrivez à ${site.email} en indiquant le nom de votre établissement.`,
    reviewUrgent: "Appelez-nous au",
    urgent: "Besoin d’en parler plus tôt\u00a0? Appelez-nous au",
    announcement: "Votre demande de démo a été envoyée.",
    again: "Envoyer une autre demande",
  },
  confirmRequest: {
    heading: "Une dernière étape\u202f: confirmez votre demande",
    body: "Votre demande nous est parvenue plus vite que la plupart des gens ne tapent\u202f: c'est ainsi que nous repérons les envois automatiques. Appuyez sur le bouton et elle part aussitôt à notre équipe commerciale\u202f; vous pourrez alors choisir l'horaire de votre démo.",
    button: "Confirmer ma demande",
    again: "Vous avez appuyé très vite après l'affichage de la page. Merci d'appuyer encore une fois sur le bouton.",
    promise: `Nous gardons votre demande dans tous les cas\u202f: notre équipe vous répond sous ${site.replyWithinHours}\u00a0heures.`,
    announcement: "Merci de confirmer votre demande de démo.",
  },
};

export const newsletterCopy: Translation<typeof en.newsletterCopy> = {
  label: "Adresse e-mail",
  placeholder: "vous@etablissement.org",
  submit: "S’abonner",
  pendingLabel: "Abonnement en cours…",
  checkInbox: "Consultez votre boîte de réception pour confirmer votre abonnement.",
  checkInboxDetail:
    "Nous avons envoyé un lien à l’adresse que vous avez saisie. Votre abonnement commence lorsque vous cliquez dessus.",
  page: {
    metaTitle: `Lettre d’information | ${site.name}`,
    metaDescription: `Nouveautés du produit, guides pratiques et dates de webinaires d’${site.name}, quelques fois par an.`,
    eyebrow: "Lettre d’information",
    heading: `La lettre d’information ${site.name}`,
    body: "Nouveautés du produit, guides pratiques et dates de webinaires pour les services de la scolarité, les services financiers et les équipes informatiques, quelques fois par an. Saisissez votre adresse, puis confirmez-la depuis l’e-mail que nous vous envoyons.",
  },
  confirm: {
    metaTitle: `Confirmez votre abonnement | ${site.name}`,
    ask: {
      heading: "Confirmez votre abonnement",
      body: `Un clic, et vous recevrez la lettre d’information ${site.name} à l’adresse à laquelle ce lien a été envoyé.`,
      button: "Confirmer mon abonnement",
      pendingLabel: "Confirmation en cours…",
    },
    confirmed: {
      heading: "Vous êtes abonné",
      body: `Merci. La prochaine lettre d’information ${site.name} arrivera dans votre boîte de réception. Chaque numéro contient un lien de désabonnement.`,
    },
    "already-confirmed": {
      heading: "Vous étiez déjà abonné",
      body: "Cette adresse est déjà confirmée\u00a0: vous n’avez rien d’autre à faire.",
    },
    expired: {
      heading: "Ce lien de confirmation a expiré",
      body: "Les liens de confirmation ne sont valables que pendant une durée limitée. Saisissez à nouveau votre adresse et nous vous en enverrons un nouveau.",
    },
    invalid: {
      heading: "Ce lien de confirmation ne fonctionne pas",
      body: "Il est peut-être incomplet\u00a0: essayez de l’ouvrir à nouveau depuis l’e-mail, ou abonnez-vous à nouveau ci-dessous.",
    },
  },
  unsubscribe: {
    metaTitle: `Se désabonner | ${site.name}`,
    ask: {
      heading: "Se désabonner de la lettre d’information",
      body: `Cliquez ci-dessous et nous cesserons d’envoyer la lettre d’information ${site.name} à l’adresse à laquelle ce lien a été envoyé.`,
      button: "Se désabonner",
      pendingLabel: "Désabonnement en cours…",
    },
    unsubscribed: {
      heading: "Vous êtes désabonné",
      body: "Nous ne vous enverrons plus la lettre d’information. S’il s’agit d’une erreur, vous pouvez vous abonner à nouveau à tout moment.",
    },
    invalid: {
      heading: "Ce lien de désabonnement ne fonctionne pas",
      body: `Il est peut-être incomplet\u00a0: essayez de l’ouvrir à nouveau depuis l’e-mail. Vous pouvez aussi écrire à ${site.email} et nous retirerons votre adresse nous-mêmes.`,
    },
  },
  homeLink: "Retour à l’accueil",
  unavailable: "Un problème est survenu de notre côté et rien n’a été modifié. Veuillez réessayer dans une minute.",
};

export const guardPages: Translation<typeof en.guardPages> = {
  tooManyRequests: {
    title: "Trop de demandes en peu de temps",
    body: `Pour protéger nos formulaires contre les abus, nous acceptons un nombre limité d’envois par minute depuis une même connexion. Veuillez patienter une minute, puis revenir en arrière et renvoyer le formulaire. En cas d’urgence, appelez-nous au ${site.phone} (${phoneHours}).`,
  },
  tooLarge: {
    title: "Cet envoi est trop volumineux",
    body: "Veuillez raccourcir votre message et renvoyer le formulaire.",
  },
  originMismatch: {
    title: "Ce formulaire nous est parvenu par une autre adresse",
    body: `Pour votre sécurité, nous n’acceptons que les formulaires envoyés à l’adresse d’où ils proviennent, et celui-ci est arrivé par une autre. Rien n’a été enregistré. Veuillez recharger la page et le renvoyer\u00a0; si le problème persiste, appelez-nous au ${site.phone} (${phoneHours}).`,
  },
  unsupported: {
    title: "Cet envoi n’a pas pu être lu",
    body: "Veuillez revenir en arrière et envoyer le formulaire depuis notre site.",
  },
  errorCode: (code: number) => `Erreur ${code}`,
  back: "Retour au formulaire",
  home: "Retour à l’accueil",
};
