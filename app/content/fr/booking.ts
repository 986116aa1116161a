import type * as en from "../booking";
import type { Translation } from "../locale";
import { site } from "../site";

// French edition of booking.ts: every word of the booking journey's pages (issue #19).
// Relative imports only, like the English module, so tests can read it outside Vite's aliases.

export const bookingCopy: Translation<typeof en.bookingCopy> = {
  picker: {
    heading: "Choisissez un créneau pour votre démo",
    intro: "Choisissez un créneau de 30 minutes avec notre équipe commerciale. Les horaires sont indiqués en heure d'Afrique de l'Ouest (WAT, Lagos).",
    localNote: "Si votre fuseau horaire est différent, votre heure locale est indiquée à côté de chaque créneau.",
    legend: (day: string) => day,
    submit: "Réserver ce créneau",
    none: "Aucun ne me convient",
    noneHint: `Nous vous répondrons sous ${site.replyWithinHours}\u00a0heures pour trouver un créneau qui vous convienne.`,
    empty: `Aucun créneau n'est disponible dans les deux prochaines semaines. Nous vous répondrons sous ${site.replyWithinHours}\u00a0heures pour convenir d'un horaire.`,
    localSuffix: "votre heure",
    choose: "Choisissez l'un des créneaux ci-dessous.",
  },
  problems: {
    invalid: "Choisissez l'un des créneaux de la liste.",
    past: "Ce créneau est déjà passé. Choisissez-en un autre.",
    outsideHours: "Ce créneau est en dehors de nos horaires de démo. Choisissez l'un des créneaux de la liste.",
    closed: "Nous sommes fermés ce jour-là. Choisissez-en un autre.",
    notice: "Ce créneau est trop proche pour que nous puissions nous préparer. Choisissez-en un plus tardif.",
    horizon: "Ce créneau est trop éloigné. Choisissez l'un des créneaux de la liste.",
    taken: "Quelqu'un vient de réserver ce créneau. Choisissez-en un autre.",
    unavailable: "Nous n'avons pas pu enregistrer votre réservation pour le moment. Veuillez réessayer dans un instant.",
  },
  links: {
    invalidTitle: "Ce lien ne fonctionne pas",
    invalidBody: `Le lien est incomplet ou a été modifié. Utilisez le lien reçu par e-mail, ou écrivez à ${site.email} et nous organiserons votre démo.`,
    expiredTitle: "Ce lien a expiré",
    expiredBody: `Écrivez à ${site.email} ou appelez le ${site.phone} et nous conviendrons d'un horaire avec vous.`,
    noRequestTitle: "Nous n'avons pas trouvé votre demande de démo",
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
    presenter: "Présentée par",
    yourTime: "Votre heure",
    change: `Pour la modifier, utilisez les liens de l'invitation que nous vous avons envoyée par e-mail, ou écrivez à ${site.email}.`,
    download: "Télécharger l'invitation (.ics)",
    google: "Ajouter à Google Agenda",
    outlook: "Ajouter à Outlook",
    reschedule: "Changer d'horaire",
    cancel: "Annuler la démo",
  },
  reschedule: {
    heading: "Choisissez un nouvel horaire",
    intro: "Votre réservation actuelle est maintenue jusqu'à ce que vous réserviez le nouvel horaire.",
  },
  cancel: {
    heading: "Annuler votre démo ?",
    body: "Le créneau sera libéré pour quelqu'un d'autre, et nous enverrons une annulation à votre agenda.",
    confirm: "Oui, annuler la démo",
    keep: "Garder la réservation",
    doneHeading: "Votre démo est annulée",
    doneBody: `Nous avons envoyé une annulation à votre agenda. Quand vous le souhaitez, demandez une nouvelle démo ou écrivez à ${site.email}.`,
    again: "Demander une démo",
  },
  later: {
    heading: "Nous vous recontacterons",
    body: `Aucun problème\u00a0: notre équipe vous répond sous ${site.replyWithinHours}\u00a0heures pour trouver un horaire qui vous convienne.`,
    home: "Retour à l'accueil",
  },
  meta: { title: "Réserver votre démo", description: "Choisissez un créneau pour votre démo d'Ilimi." },
};
