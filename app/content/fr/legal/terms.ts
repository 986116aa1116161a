import { mailLink, type LegalDocument } from "../../legal";
import type * as en from "../../legal/terms";
import type { Translation } from "../../locale";
import { site } from "../../site";

// The terms of use in French (issue #19): the same rules as app/content/legal/terms.ts, for an
// informational website. Contracts for Ilimi ERP itself remain separate written agreements.

export const termsOfUse: Translation<typeof en.termsOfUse> & LegalDocument = {
  path: "/terms",
  metaTitle: `Conditions d’utilisation | ${site.name}`,
  metaDescription: `Les conditions d’utilisation du site d’${site.name}\u00a0: sa finalité, le simulateur d’économies comme simple illustration, la propriété intellectuelle, la responsabilité et le droit nigérian.`,
  eyebrow: "Conditions",
  title: "Conditions d’utilisation",
  lead: `Les règles d’utilisation de ce site, en termes simples. Elles ne s’appliquent qu’au site\u00a0: l’utilisation d’${site.productName} est régie par le contrat écrit qu’un établissement signe avec nous.`,
  lastUpdated: "2026-11-23",
  sections: [
    {
      id: "about",
      heading: "À propos des présentes conditions",
      blocks: [
        {
          kind: "p",
          text: [
            `Ce site est exploité par ${site.name}, Abuja, Nigéria. En l’utilisant, vous acceptez les présentes conditions. Si vous ne les acceptez pas, nous vous prions de ne pas utiliser le site.`,
          ],
        },
      ],
    },
    {
      id: "informational",
      heading: "Un site d’information",
      blocks: [
        {
          kind: "p",
          text: [
            `Le site présente ${site.productName} et vous permet de demander une démo ou de vous abonner à notre lettre d’information. Il ne comporte aucun compte et ne vend rien. Un prix, une formule ou un service ne devient contraignant que par un devis et un contrat écrits, signés par les deux parties.`,
          ],
        },
      ],
    },
    {
      id: "estimates",
      heading: "Les chiffres et le simulateur d’économies",
      blocks: [
        {
          kind: "p",
          text: [
            "Les chiffres présentés sur ce site décrivent ce que les établissements peuvent obtenir avec Ilimi, et sont précédés de «\u00a0jusqu’à\u00a0» lorsqu’il s’agit d’un maximum. Le simulateur d’économies de la page des tarifs est une illustration\u00a0: il applique ces chiffres à des hypothèses indiquées sous le simulateur, et non à des mesures de votre établissement.",
          ],
        },
        {
          kind: "p",
          text: [
            "Une estimation n’est ni un devis, ni une offre, ni une promesse de résultats. Ce que votre établissement obtiendra dépend de ses processus, de ses données et de la manière dont ses équipes adopteront le système. Ne fondez pas une décision sur une seule estimation\u00a0: demandez-nous une démo à partir de vos propres chiffres.",
          ],
        },
      ],
    },
    {
      id: "use",
      heading: "Utiliser le site loyalement",
      blocks: [
        { kind: "p", text: ["Nous vous demandons de ne pas\u00a0:"] },
        {
          kind: "list",
          items: [
            [
              "envoyer des formulaires avec les coordonnées d’une autre personne sans son autorisation, ou avec de fausses informations\u00a0;",
            ],
            [
              "envoyer des formulaires de manière automatisée ou en masse, ni tenter de contourner les limites qui les protègent\u00a0;",
            ],
            ["tenter de perturber ou de surcharger le site ou son serveur, ou d’y accéder sans autorisation\u00a0;"],
            ["copier en masse le contenu du site, par exemple par extraction automatique (scraping)."],
          ],
        },
        {
          kind: "p",
          text: [
            "Si vous découvrez une faille de sécurité, signalez-la-nous à ",
            mailLink,
            " avant d’en parler à quiconque\u00a0: nous travaillerons avec vous pour la corriger.",
          ],
        },
      ],
    },
    {
      id: "ip",
      heading: "Propriété intellectuelle",
      blocks: [
        {
          kind: "p",
          text: [
            `Les textes, le design et les illustrations du site, ainsi que le nom et le logo ${site.name}, appartiennent à ${site.name}. Vous pouvez consulter, imprimer et partager les pages, et créer des liens vers elles, pour votre propre information ou pour évaluer ${site.productName} pour votre établissement. Tout autre usage, par exemple la republication de notre contenu, requiert notre autorisation écrite.`,
          ],
        },
      ],
    },
    {
      id: "links",
      heading: "Liens vers d’autres sites",
      blocks: [
        {
          kind: "p",
          text: [
            "Les liens vers d’autres sites, tels que les réseaux sociaux, sont fournis pour votre commodité. Nous ne contrôlons pas ces sites et ne sommes responsables ni de leur contenu ni de la manière dont ils traitent vos données.",
          ],
        },
      ],
    },
    {
      id: "liability",
      heading: "Absence de garantie et responsabilité",
      blocks: [
        {
          kind: "p",
          text: [
            "Nous veillons à l’exactitude et à la disponibilité du site, mais nous le fournissons tel quel, sans garantie\u00a0: les pages peuvent changer, comporter des erreurs ou être parfois indisponibles.",
          ],
        },
        {
          kind: "p",
          text: [
            "Dans toute la mesure permise par la loi, nous ne sommes pas responsables des pertes résultant de l’utilisation du site ou de la confiance accordée à son contenu, en particulier à une estimation. Rien dans les présentes conditions ne limite une responsabilité que la loi ne permet pas de limiter.",
          ],
        },
      ],
    },
    {
      id: "privacy",
      heading: "Vos données personnelles",
      blocks: [
        {
          kind: "p",
          text: [
            { label: "Notre politique de confidentialité", href: "/privacy" },
            " explique ce que nous collectons et quels sont vos droits\u00a0; ",
            { label: "notre politique relative aux cookies", href: "/cookies" },
            " explique que le site ne dépose aucun cookie.",
          ],
        },
      ],
    },
    {
      id: "law",
      heading: "Modifications et droit applicable",
      blocks: [
        {
          kind: "p",
          text: [
            "Nous pouvons modifier les présentes conditions\u00a0; la date indiquée en haut de cette page précise leur dernière mise à jour. Les présentes conditions sont régies par le droit de la République fédérale du Nigéria, et tout litige les concernant relève des tribunaux du Territoire de la capitale fédérale, Abuja.",
          ],
        },
      ],
    },
  ],
};
