import { retention } from "~/console/retention-policy";
import type * as en from "../legal";
import type { Translation } from "../locale";
import { site } from "../site";
import { site as siteFr } from "./site";

// The words around the legal pages, and the retention policy the French privacy notice quotes,
// in French (issue #19). The periods come from the same place as in English (ADR 022), so both
// notices always state the periods the daily job applies.

/** The phone hours in French, from the French site facts (one place). */
export const phoneHours = siteFr.phoneHours;

/** Each period, as the privacy notice's « Conservation » rows state it. */
export const retentionPolicy: Translation<typeof en.retentionPolicy> = {
  demoRequests: `${retention.demoRequestMonths}\u00a0mois après notre dernier échange avec vous, puis suppression, y compris du créneau de démo que vous avez éventuellement réservé. Une demande que nos contrôles anti-spam ont signalée comme automatisée est conservée ${retention.quarantinedDemoRequestDays}\u00a0jours, le temps que nous l’examinions, puis supprimée`,
  newsletterActive: "tant que votre abonnement est actif",
  newsletterUnsubscribed: `votre adresse et la date de votre désabonnement, afin de ne plus jamais vous écrire par erreur, pendant ${retention.unsubscribedMonths}\u00a0mois`,
  newsletterUnconfirmed: `${retention.unconfirmedSubscriberDays}\u00a0jours, puis suppression`,
  serverLogs: "30\u00a0jours, puis suppression",
  rateLimiting: "quelques minutes, uniquement dans la mémoire du serveur",
  emails: "12\u00a0mois après la fin de l’échange, puis suppression",
  applications: "12\u00a0mois, ou jusqu’à ce que vous nous demandiez de les supprimer",
};

/** How fast we answer requests about personal data: the legal maximum, usually sooner. */
export const rightsReplyTime: Translation<typeof en.rightsReplyTime> = "dans un délai d’un mois";

export const legalLabels: Translation<typeof en.legalLabels> = {
  contentsTitle: "Sur cette page",
  lastUpdated: "Dernière mise à jour",
  version: "Version",
  contactTitle: "Une question sur cette page\u00a0?",
  contactLead: "Écrivez-nous à ",
  contactTail: ` ou appelez-nous au ${site.phone} (${phoneHours}).`,
};
