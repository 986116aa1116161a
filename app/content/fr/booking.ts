import type * as en from "../booking";
import type { Translation } from "../locale";
import { site } from "../site";

// French edition of booking.ts: every word of the booking journey's pages (issue #19).
// Relative imports only, like the English module, so tests can read it outside Vite's aliases.

export const bookingCopy: Translation<typeof en.bookingCopy> = {
  picker: {
    heading: "Choisissez un créneau pour votre démo",
    intro: (minutes) =>
      `Une démo de ${minutes}\u00a0minutes avec notre équipe commerciale, à l’heure de Lagos, Cotonou, Niamey et Douala (WAT, UTC+1).`,
    localNote: "Si votre fuseau horaire est différent, votre heure locale est indiquée sous chaque horaire.",
    zoneNote: "Sous chaque horaire, l’heure GMT (Dakar, Abidjan, Bamako, Lomé).",
    days: "Jours avec des créneaux libres",
    free: (count: number) =>
      count === 0
        ? "aucun autre créneau libre"
        : count === 1
          ? "1\u00a0créneau libre"
          : `${count}\u00a0créneaux libres`,
    freeShort: (count: number) => (count > 1 ? `${count}\u00a0libres` : `${count}\u00a0libre`),
    legend: (day: string, free: string) => `${day}, ${free}`,
    current: "horaire actuel",
    submit: "Réserver ce créneau",
    none: "Aucun ne me convient",
    noneHint: `Nous vous répondrons sous ${site.replyWithinHours}\u00a0heures pour trouver un créneau qui vous convienne.`,
    empty: `Aucun créneau n’est disponible dans les deux prochaines semaines. Nous vous répondrons sous ${site.replyWithinHours}\u00a0heures pour convenir d’un horaire.`,
    localSuffix: "votre\u00a0heure",
    choose: "Choisissez l’un des créneaux ci-dessous.",
  },
  problems: {
    invalid: "Choisissez l’un des créneaux de la liste.",
    past: "Ce créneau est déjà passé. Choisissez-en un autre.",
    outsideHours: "Ce créneau est en dehors de nos horaires de démo. Choisissez l’un des créneaux de la liste.",
    closed: "Nous sommes fermés ce jour-là. Choisissez-en un autre.",
    notice: "Ce créneau est trop proche pour que nous puissions nous préparer. Choisissez-en un plus tardif.",
    horizon: "Ce créneau est trop éloigné. Choisissez l’un des créneaux de la liste.",
    taken: "Quelqu’un vient de réserver ce créneau. Choisissez-en un autre.",
    unavailable:
      "Nous n’avons pas pu enregistrer votre réservation pour le moment. Veuillez réessayer dans un instant.",
  },
  links: {
    invalidTitle: "Ce lien ne fonctionne pas",
    invalidBody: `Le lien est incomplet ou a été modifié. Utilisez le lien reçu par e-mail, ou écrivez à ${site.email} et nous organiserons votre démo.`,
    expiredTitle: "Ce lien a expiré",
    expiredBody: `Écrivez à ${site.email} ou appelez le ${site.phone} et nous conviendrons d’un horaire avec vous.`,
    noRequestTitle: "Nous n’avons pas trouvé votre demande de démo",
    noRequestBody: `Veuillez renvoyer le formulaire de demande de démo, ou écrire à ${site.email}.`,
  },
  booked: {
    heading: "Votre démo est réservée",
    alreadyHeading: "Vous avez déjà réservé une démo",
    rescheduledHeading: "Votre démo a un nouvel horaire",
    when: "Date et heure",
    length: (minutes: number) => `${minutes}\u00a0minutes`,
    lengthLabel: "Durée",
    where: "Lieu",
    online: "En ligne, en visioconférence",
    join: "Rejoindre la réunion",
    // The one time a visitor acts on: in GMT too (Dakar, Abidjan), never WAT alone (issue #46).
    joinWhen: (time: string, also: string | null) =>
      `Rejoignez-la à ${time}\u00a0WAT${also ? ` (${also})` : ""}, à l’heure de la démo. Elle s’ouvre dans votre navigateur.`,
    presenter: "Présentée par",
    yourTime: "Votre heure",
    mailed: (email: string) =>
      `Nous avons envoyé l’invitation par e-mail à ${email}. Ses liens permettent aussi de modifier ou d’annuler la démo.`,
    keepTitle: "Gardez cette page",
    keepPage:
      "Nous ne vous avons pas envoyé d’e-mail. Ajoutez cette page à vos favoris et la démo à votre agenda\u202f: c’est ici que vous la modifiez ou l’annulez.",
    keepPageLate: "Nous ne vous avons pas envoyé d’e-mail. Ajoutez cette page à vos favoris et la démo à votre agenda.",
    calendarTitle: "Ajoutez la démo à votre agenda",
    emailLabel: "Votre e-mail",
    correct: "Adresse erronée\u202f? Corrigez-la",
    correctLabel: "Votre adresse e-mail",
    correctSubmit: "Enregistrer l’adresse",
    corrected: (email: string) => `C’est noté\u202f: notre équipe vous écrira à ${email}.`,
    correctedMailed: (email: string) => `C’est noté\u202f: nous avons envoyé l’invitation par e-mail à ${email}.`,
    changeTitle: "Un changement de programme\u202f?",
    questions: `Des questions\u202f? Écrivez à ${site.email} ou appelez le ${site.phone}.`,
    manage: "Voir ou modifier votre réservation",
    download: "Télécharger l’invitation (.ics)",
    google: "Ajouter à Google Agenda",
    outlook: "Ajouter à Outlook",
    reschedule: "Changer d’horaire",
    cancel: "Annuler la démo",
  },
  reschedule: {
    heading: "Choisissez un nouvel horaire",
    intro: "Votre réservation actuelle est maintenue jusqu’à ce que vous réserviez le nouvel horaire.",
  },
  tooLate: {
    heading: "Trop tard pour la modifier ici",
    body: (hours: number) =>
      `Une démo peut être déplacée ou annulée sur cette page jusqu’à ${hours}\u00a0${hours < 2 ? "heure" : "heures"} avant son début.`,
    contact: `Pour la déplacer ou l’annuler maintenant, appelez le ${site.phone} ou écrivez à ${site.email}\u202f: notre équipe s’en occupera avec vous.`,
  },
  cancel: {
    heading: "Annuler votre démo ?",
    body: "Le créneau sera libéré pour quelqu’un d’autre, et nous enverrons une annulation à votre agenda.",
    bodyNoMail:
      "Le créneau sera libéré pour quelqu’un d’autre. Si vous avez ajouté la démo à votre agenda, pensez à l’en retirer.",
    reasonLabel: "Pourquoi annulez-vous\u202f?",
    optional: "facultatif",
    reasonHint: "Cela aide notre équipe à trouver un meilleur horaire\u202f; elle seule le lit.",
    reasonTooLong: (max: number) => `Limitez la raison à ${max}\u00a0caractères.`,
    reasonCharacters: "Retirez les caractères spéciaux de la raison.",
    confirm: "Oui, annuler la démo",
    keep: "Garder la réservation",
    doneHeading: "Votre démo est annulée",
    doneMailed: (email: string) =>
      `Nous avons envoyé une annulation par e-mail à ${email}\u202f; votre agenda devrait retirer la démo.`,
    doneNoMail:
      "Si vous avez ajouté la démo à votre agenda, pensez à l’en retirer\u202f: nous ne vous avons pas envoyé d’e-mail.",
    doneBody: `Quand vous le souhaitez, choisissez un autre créneau, ou écrivez à ${site.email}.`,
    another: "Choisir un autre créneau",
    again: "Demander une démo",
  },
  later: {
    heading: "Nous vous recontacterons",
    body: `Aucun problème\u202f: notre équipe vous répond sous ${site.replyWithinHours}\u00a0heures pour trouver un horaire qui vous convienne.`,
    ask: "Dites-nous quels jours et quelles heures vous conviennent, et nous vous proposerons l’un d’eux.",
    daysLegend:
      "Jours et moments qui vous conviennent (heure de Lagos, WAT\u00a0: une heure de plus qu’à Dakar ou Abidjan, à l’heure GMT)",
    weekdays: { 1: "Lundi", 2: "Mardi", 3: "Mercredi", 4: "Jeudi", 5: "Vendredi", 6: "Samedi", 7: "Dimanche" },
    morning: "Matin",
    afternoon: "Après-midi",
    noteLabel: "Autre chose à nous dire\u202f?",
    noteHint: "Par exemple\u202f: pas la semaine du 14, ou un collègue se joindra à nous.",
    noteTooLong: (max: number) => `Limitez la note à ${max}\u00a0caractères.`,
    noteCharacters: "Retirez les caractères spéciaux de la note.",
    submit: "Envoyer mes préférences",
    sentHeading: "Merci\u202f: nous vous proposerons un horaire",
    sentBody: `Notre équipe vous répond sous ${site.replyWithinHours}\u00a0heures avec un horaire parmi ceux que vous avez choisis.`,
    home: "Retour à l’accueil",
  },
  meta: { title: "Réserver votre démo", description: "Choisissez un créneau pour votre démo d’Ilimi." },
  titles: {
    booked: "Votre démo est réservée",
    rescheduled: "Votre démo est déplacée",
    cancelled: "Votre démo est annulée",
    cancel: "Annuler votre démo\u202f?",
    reschedule: "Choisissez un nouvel horaire",
    later: "Les horaires qui vous conviennent",
    linkProblem: "Problème de lien de réservation",
    tooLate: "Trop tard pour modifier\u202f: votre démo",
  },
};

export const reminderConsentCopy: Translation<typeof en.reminderConsentCopy> = {
  heading: "Rappels",
  email: (times: string) => `Nous vous rappelons votre démo par e-mail ${times} avant.`,
  times: (minutes: number[]) =>
    minutes
      .map((m) => (m % 60 === 0 ? `${m / 60}\u202fheure${m === 60 ? "" : "s"}` : `${m}\u202fminutes`))
      .join(" et "),
  ticked: (channels: string) => `Vous avez aussi demandé des rappels ${channels}.`,
  whatsapp: "sur WhatsApp",
  sms: "par SMS",
  and: "et",
  stop: "Arrêter les rappels WhatsApp et SMS",
  stopped: "Les rappels WhatsApp et SMS sont arrêtés. Les rappels par e-mail continuent.",
};
