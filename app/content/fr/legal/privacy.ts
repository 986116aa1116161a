import type { Inline, LegalDocument } from "../../legal";
import { mailLink } from "../../legal";
import type * as en from "../../legal/privacy";
import type { Translation } from "../../locale";
import { privacyNoticeVersion } from "../../forms";
import { site } from "../../site";
import { demoFormFields } from "../contact";
import { demoFormCopy } from "../forms";
import { phoneHours, retentionPolicy as keep, rightsReplyTime } from "../legal";

// The privacy notice in French (issue #19): a faithful translation of app/content/legal/privacy.ts,
// which describes what this website REALLY collects. Every duty, period and right is the English
// one; the periods come from the same retention policy. Same version as English: a French
// sender is shown the same notice, in French.

// The demo form’s words as the French form shows them, so the notice quotes the form exactly.
const form = {
  optional: demoFormCopy.optional,
  marketingConsent: demoFormCopy.marketingConsent,
  fields: demoFormFields,
};

const fieldLabel = (field: { label: string; required: boolean }) =>
  field.required ? field.label : `${field.label} (${form.optional})`;

/** Every field of the demo-request form, by the label the visitor sees. */
export const demoRequestFieldList: Translation<typeof en.demoRequestFieldList> = [
  fieldLabel(form.fields.firstName),
  fieldLabel(form.fields.lastName),
  fieldLabel(form.fields.email),
  fieldLabel(form.fields.phone),
  fieldLabel(form.fields.institution),
  `${form.fields.size.label} (${form.optional})`,
  fieldLabel(form.fields.message),
  `«\u00a0${form.marketingConsent}\u00a0» (${form.optional}, une case qui reste décochée tant que vous ne la cochez pas)`,
];

/** À FAIRE CONFIRMER PAR LE CONSEIL JURIDIQUE (issue #29): the English module's flag and sentence, in French. */
export const westAfricanAuthorities: Translation<typeof en.westAfricanAuthorities> = {
  text: "Nous sommes établis au Nigéria et le traitement de vos données est régi par la loi nigériane de 2023 sur la protection des données (NDPA). Où que vous soyez, vous pouvez aussi vous adresser à l’autorité de protection des données du pays où vous résidez :",
  authorities: [
    "au Sénégal, la Commission de Protection des Données Personnelles (CDP) ;",
    "en Côte d’Ivoire, l’Autorité de Régulation des Télécommunications/TIC de Côte d’Ivoire (ARTCI), chargée de la protection des données à caractère personnel ;",
    "au Bénin, l’Autorité de Protection des Données à caractère Personnel (APDP) ;",
    "au Togo, l’Instance de Protection des Données à Caractère Personnel (IPDCP) ;",
    "au Burkina Faso, la Commission de l’Informatique et des Libertés (CIL) ;",
    "au Mali, l’Autorité de Protection des Données à caractère Personnel (APDP) ;",
    "au Niger, la Haute Autorité de Protection des Données à caractère Personnel (HAPDP) ;",
    "en Guinée et au Cameroun, l’autorité de protection des données que prévoit leur loi ;",
    "dans tout autre pays, son autorité de protection des données, s’il en a une.",
  ],
};

const text = (...parts: Inline[]) => ({ kind: "p" as const, text: parts });
const list = (items: (string | Inline[])[]) => ({
  kind: "list" as const,
  items: items.map((i) => (typeof i === "string" ? [i] : i)),
});

export const privacyNotice: Translation<typeof en.privacyNotice> & LegalDocument = {
  path: "/privacy",
  metaTitle: `Politique de confidentialité | ${site.name}`,
  metaDescription: `Ce que le site d’${site.name} collecte par son formulaire de démo, sa lettre d’information et les journaux de son serveur, où vont ces données, combien de temps nous les conservons et vos droits au titre de la NDPA 2023 et du RGPD.`,
  eyebrow: "Confidentialité",
  title: "Politique de confidentialité",
  lead: `Comment ${site.name} traite les données personnelles que ce site collecte\u00a0: uniquement ce que vous nous envoyez par ses deux formulaires, et le strict minimum technique dont notre serveur a besoin. Aucun cookie, aucun outil d’analyse d’audience tiers, aucun traceur publicitaire\u202f: nous comptons les visites sur notre propre serveur, sans cookie.`,
  version: privacyNoticeVersion,
  lastUpdated: privacyNoticeVersion,
  sections: [
    {
      id: "who-we-are",
      heading: "Qui nous sommes",
      blocks: [
        text(
          `${site.name} («\u00a0nous\u00a0») conçoit ${site.productName} et exploite ce site depuis Abuja, Nigéria. Nous déterminons l’usage des données personnelles décrites ici\u00a0: au sens de la loi nigériane de 2023 sur la protection des données (Nigeria Data Protection Act 2023, NDPA), nous sommes le responsable du traitement, et il en va de même au sens du règlement général sur la protection des données de l’Union européenne et du Royaume-Uni (RGPD) lorsqu’il vous est applicable.`,
        ),
        text("Pour toute question relative à vos données personnelles, écrivez à ", mailLink, "."),
      ],
    },
    {
      id: "what-we-collect",
      heading: "Ce que nous collectons, pourquoi et sur quelle base",
      blocks: [
        {
          kind: "records",
          items: [
            {
              title: "Lorsque vous demandez une démo",
              rows: [
                {
                  term: "Données",
                  detail: [
                    `Les champs du formulaire de demande de démo\u00a0: ${demoRequestFieldList.join("\u00a0; ")}. Nous enregistrons avec eux la date et l’heure d’envoi du formulaire, la page depuis laquelle vous l’avez envoyé (/contact ou /demo) et sa langue (anglais ou français, pour vous écrire dans cette langue), la version de la présente politique qui vous a été présentée, les balises de campagne figurant dans l’adresse de la page (utm_source et similaires) et, le cas échéant, le site dont le lien vous a amené chez nous. Si vous réservez un créneau pour votre démo, nous conservons le créneau choisi ainsi que chaque modification ou annulation.`,
                  ],
                },
                {
                  term: "Finalité",
                  detail: [
                    "Vous confirmer par e-mail la bonne réception de votre demande, y répondre, organiser et assurer votre démo, préparer un devis et garder une trace de nos échanges. Des nouvelles du produit uniquement si vous avez coché la case prévue à cet effet.",
                  ],
                },
                {
                  term: "Base légale",
                  detail: [
                    "Les mesures que vous nous demandez de prendre avant la conclusion éventuelle d’un contrat, et notre intérêt légitime à répondre aux demandes qui nous sont adressées. Nouvelles du produit\u00a0: votre consentement, que vous pouvez retirer à tout moment.",
                  ],
                },
                { term: "Conservation", detail: [keep.demoRequests] },
              ],
            },
            {
              title: "Lorsque vous réservez une démo : les rappels",
              rows: [
                {
                  term: "Données",
                  detail: [
                    "Avant votre démo, nous vous envoyons des rappels par e-mail (24 heures et 1 heure avant, sauf autres délais annoncés sur la page de réservation). Lorsque le formulaire le propose et que vous cochez « me le rappeler sur WhatsApp » ou « me le rappeler par SMS », nous les envoyons aussi au numéro de téléphone indiqué, et nous enregistrons votre demande, sa date et la version du texte que vous avez coché. Pour chaque rappel, nous enregistrons sa date prévue, son envoi et, en cas d’échec, la raison.",
                  ],
                },
                { term: "Finalité", detail: ["Que la démo réservée ait bien lieu, à l’heure choisie."] },
                {
                  term: "Base légale",
                  detail: [
                    "Rappels par e-mail : les mesures que vous nous avez demandé de prendre en réservant. WhatsApp et SMS : votre consentement, que vous retirez à tout moment depuis la page de votre réservation ; les rappels déjà envoyés restent enregistrés.",
                  ],
                },
                { term: "Conservation", detail: [keep.demoRequests] },
              ],
            },
            {
              title: "Lorsque vous vous abonnez à la lettre d’information",
              rows: [
                {
                  term: "Données",
                  detail: [
                    "Votre adresse e-mail, l’état de votre abonnement (en attente de confirmation, abonné, désabonné), la date de chaque changement, la version de la présente politique qui vous a été présentée et la langue de la page sur laquelle vous vous êtes abonné (nos e-mails vous sont écrits dans cette langue).",
                  ],
                },
                {
                  term: "Finalité",
                  detail: [
                    "Vous envoyer la lettre d’information. Nous vous envoyons d’abord un seul e-mail vous demandant de confirmer votre inscription (double confirmation)\u00a0: rien d’autre ne suit tant que vous n’avez pas cliqué sur son lien. Chaque lettre d’information contient un lien de désabonnement.",
                  ],
                },
                {
                  term: "Base légale",
                  detail: ["Votre consentement, que vous retirez en vous désabonnant ou en nous écrivant."],
                },
                {
                  term: "Conservation",
                  detail: [
                    `Abonnement actif\u00a0: ${keep.newsletterActive}. Inscription jamais confirmée\u00a0: ${keep.newsletterUnconfirmed}. Désabonnement\u00a0: ${keep.newsletterUnsubscribed}.`,
                  ],
                },
              ],
            },
            {
              title: "Lorsqu’une page est demandée",
              rows: [
                {
                  term: "Données",
                  detail: [
                    "Le journal de notre serveur enregistre l’heure, la méthode, le chemin de la page (jamais ses paramètres de requête), le code de statut et le temps de réponse. Lorsqu’une ligne du journal concerne un formulaire, les adresses e-mail sont masquées (par exemple a***@s***.edu.ng) et les numéros de téléphone sont omis.",
                  ],
                },
                {
                  term: "Finalité",
                  detail: [
                    "Assurer le bon fonctionnement et la sécurité du site, et enquêter sur les erreurs et les abus.",
                  ],
                },
                { term: "Base légale", detail: ["Notre intérêt légitime à exploiter un site fiable et sûr."] },
                { term: "Conservation", detail: [keep.serverLogs] },
              ],
            },
            {
              title: "Lorsque vous consultez une page (décompte des visites)",
              rows: [
                {
                  term: "Données",
                  detail: [
                    "Notre serveur compte les pages consultées, en totaux par jour : quelle page, dans quelle langue, le nom du site dont un lien vous a amené (jamais la page de ce site), les balises de campagne de l’adresse (utm_source, utm_medium, utm_campaign) et le type d’appareil (téléphone, tablette ou ordinateur). Pour compter chaque visiteur une fois par jour, il combine votre adresse IP et la description de votre navigateur avec une valeur aléatoire qui change chaque jour, et ne garde que le code obtenu, pour ce jour seulement. Aucun cookie n’est déposé, rien n’est enregistré dans votre navigateur, aucun script n’est ajouté à la page et rien n’est envoyé à une autre entreprise. Les robots et les outils de surveillance ne sont pas comptés.",
                  ],
                },
                {
                  term: "Finalité",
                  detail: [
                    "Savoir quelles pages et quelles campagnes amènent des demandes de démo, afin d’améliorer le site.",
                  ],
                },
                {
                  term: "Base légale",
                  detail: [
                    "Notre intérêt légitime à comprendre l’usage du site, d’une manière qui ne permet pas de vous identifier.",
                  ],
                },
                {
                  term: "Conservation",
                  detail: [
                    "Les totaux par jour, qui ne désignent personne, sont conservés. La valeur aléatoire du jour et les codes des visiteurs sont supprimés à la fin de la journée (UTC) ; ensuite, personne ne peut savoir si deux consultations venaient de la même personne. Ces codes ne sont jamais reliés à une demande de démo.",
                  ],
                },
              ],
            },
            {
              title: "Lorsque vous envoyez un formulaire",
              rows: [
                {
                  term: "Données",
                  detail: [
                    "Votre adresse IP, qui sert à compter les envois de formulaires depuis une même connexion, afin que personne ne puisse inonder nos formulaires. Elle n’est jamais écrite sur disque ni dans les journaux.",
                  ],
                },
                {
                  term: "Finalité",
                  detail: [
                    "Protéger contre les abus les formulaires, et les personnes dont ils contiennent les coordonnées.",
                  ],
                },
                { term: "Base légale", detail: ["Notre intérêt légitime à protéger le service."] },
                { term: "Conservation", detail: [keep.rateLimiting] },
              ],
            },
            {
              title: "Lorsque vous nous écrivez",
              rows: [
                {
                  term: "Données",
                  detail: [
                    "Ce que vous choisissez de nous envoyer par e-mail ou de nous dire par téléphone, y compris un CV si vous postulez à un emploi.",
                  ],
                },
                {
                  term: "Finalité",
                  detail: [
                    "Vous répondre et, pour les candidatures, examiner votre candidature à des postes chez Ilimi.",
                  ],
                },
                {
                  term: "Base légale",
                  detail: [
                    "Notre intérêt légitime à vous répondre\u00a0; pour les candidatures, les mesures que vous nous demandez de prendre.",
                  ],
                },
                {
                  term: "Conservation",
                  detail: [`Messages\u00a0: ${keep.emails}. Candidatures\u00a0: ${keep.applications}.`],
                },
              ],
            },
          ],
        },
        text(
          "Nous n’utilisons pas vos données pour prendre des décisions automatisées ni pour établir des profils, nous ne les vendons ni ne les louons, et nous ne les partageons pas avec des annonceurs.",
        ),
      ],
    },
    {
      id: "where-it-goes",
      heading: "Où vont vos données",
      blocks: [
        list([
          "Notre base de données, sur un serveur que nous exploitons (SQLite ou PostgreSQL), qui contient les demandes de démo et les abonnements à la lettre d’information.",
          "Notre équipe commerciale, qui reçoit chaque demande de démo par e-mail.",
          "Notre logiciel de gestion de la relation client (CRM), qui reçoit de notre serveur les demandes de démo et les inscriptions à la lettre d’information par une connexion signée (un webhook).",
          "Notre prestataire d’envoi d’e-mails, qui vous envoie la confirmation de votre demande de démo, l’e-mail de confirmation de votre abonnement et la lettre d’information.",
          "Si vous avez demandé des rappels sur WhatsApp ou par SMS : la plateforme WhatsApp Business de Meta, ou notre prestataire SMS, qui reçoivent votre numéro de téléphone, votre prénom, ainsi que l’heure et le lieu de votre démo pour délivrer chaque rappel.",
        ]),
        text(
          "Les prestataires qui hébergent ou traitent des données pour notre compte n’agissent que sur nos instructions, dans le cadre d’un contrat qui les oblige à les protéger. Si un prestataire traite des données hors du Nigéria, nous appliquons les garanties que la NDPA et le RGPD exigent pour de tels transferts, par exemple des clauses contractuelles.",
        ),
      ],
    },
    {
      id: "your-rights",
      heading: "Vos droits",
      blocks: [
        text(
          "Au titre de la loi nigériane de 2023 sur la protection des données (NDPA) et, lorsqu’il s’applique, du RGPD, vous avez le droit de\u00a0:",
        ),
        list([
          "accéder aux données personnelles que nous détenons sur vous et en recevoir une copie\u00a0;",
          "faire corriger les données inexactes (rectification)\u00a0;",
          "faire supprimer vos données (effacement)\u00a0;",
          "vous opposer à tout moment à l’utilisation de vos données, y compris à des fins de prospection commerciale\u00a0;",
          "recevoir les données que vous nous avez fournies dans un format courant et lisible par machine, ou les faire transmettre à un tiers (portabilité)\u00a0;",
          "nous demander de limiter l’utilisation de vos données tant qu’une question les concernant n’est pas réglée\u00a0;",
          "retirer votre consentement à tout moment, par exemple en vous désabonnant, sans que cela remette en cause ce que nous avons fait auparavant\u00a0;",
          "introduire une réclamation auprès de la Commission nigériane de protection des données (Nigeria Data Protection Commission, NDPC) ou, si vous vous trouvez dans l’Union européenne ou au Royaume-Uni, auprès de l’autorité de protection des données de votre lieu de résidence.",
        ]),
        text(westAfricanAuthorities.text),
        list(westAfricanAuthorities.authorities),
        text(
          "Pour exercer l’un de ces droits, écrivez à ",
          mailLink,
          `. Nous répondons ${rightsReplyTime} et pouvons vous demander de confirmer que les données vous concernent avant d’agir. Cela ne vous coûte rien.`,
        ),
      ],
    },
    {
      id: "security",
      heading: "Comment nous les protégeons",
      blocks: [
        list([
          "Le site est servi par une connexion chiffrée (HTTPS) et refuse les formulaires envoyés depuis d’autres sites.",
          "Seuls les membres du personnel qui ont besoin d’une demande de démo ou d’un abonnement pour leur travail peuvent les consulter.",
          "Les envois vers notre CRM sont signés, afin que personne d’autre ne puisse se faire passer pour notre site.",
          "Les journaux omettent les numéros de téléphone et masquent les adresses e-mail.",
        ]),
      ],
    },
    {
      id: "children",
      heading: "Enfants",
      blocks: [
        text(
          "Ce site s’adresse aux personnes qui dirigent des établissements ou y travaillent. Ses formulaires ne sont pas destinés aux enfants, et nous ne collectons pas sciemment leurs données.",
        ),
      ],
    },
    {
      id: "changes",
      heading: "Modifications de la présente politique",
      blocks: [
        text(
          "Lorsque ce que nous collectons ou l’usage que nous en faisons change, nous mettons à jour la présente politique et sa version. Chaque demande de démo et chaque abonnement enregistrent la version présentée à son auteur, de sorte que nous savons toujours quelle rédaction s’appliquait. La page de la lettre d’information et les formulaires renvoient à cette page.",
        ),
      ],
    },
    {
      id: "contact",
      heading: "Contact",
      blocks: [
        text(
          `${site.name}, Abuja, Nigéria. E-mail\u00a0: `,
          mailLink,
          `, téléphone\u00a0: ${site.phone} (${phoneHours}).`,
        ),
      ],
    },
  ],
};
