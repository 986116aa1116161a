import type * as en from "../accessibility";
import { mailLink } from "../legal";
import type { Translation } from "../locale";
import { phoneHref } from "../site";
import { site } from "./site";

// The accessibility statement of this website (not of Ilimi ERP), in French. Same sections, same
// tests described (tests/e2e: axe at 390 and 1280 px, keyboard journeys), same known limitations.
export const accessibilityStatement: Translation<typeof en.accessibilityStatement> = {
  path: "/accessibility",
  metaTitle: `Déclaration d’accessibilité | ${site.name}`,
  metaDescription: `Comment le site web d’${site.name} vise le niveau AA des WCAG 2.2, comment nous le testons, ses limites connues et comment signaler un problème.`,
  eyebrow: "Accessibilité",
  title: "Déclaration d’accessibilité",
  lead: `Nous voulons que chacun puisse utiliser ce site, quels que soient l’appareil, le navigateur ou la technologie d’assistance utilisés. Cette déclaration porte sur le site web d’${site.name}\u00a0; interrogez-nous sur ${site.productName} lui-même et nous vous dirons aussi comment il est testé.`,
  lastUpdated: "2026-11-23",
  sections: [
    {
      id: "target",
      heading: "Notre objectif",
      blocks: [
        {
          kind: "p",
          text: [
            "Nous visons la conformité aux Règles pour l’accessibilité des contenus web (WCAG) 2.2, niveau AA. Cela signifie notamment que vous pouvez\u00a0:",
          ],
        },
        {
          kind: "list",
          items: [
            [
              "utiliser chaque lien, menu, formulaire et commande au seul clavier, avec un indicateur de focus visible ;",
            ],
            [
              "agrandir le texte à 200 % et utiliser le site sur un écran de 320 pixels de large sans défilement horizontal (seuls les tableaux larges défilent dans leur propre cadre) ;",
            ],
            [
              "utiliser le site avec un lecteur d’écran\u00a0: les pages ont un titre principal unique, des repères de navigation, des champs de formulaire étiquetés et des messages d’erreur reliés à leur champ\u00a0;",
            ],
            ["utiliser les formulaires et le simulateur d’économies sans JavaScript\u00a0;"],
            ["lire un texte dont le contraste avec l’arrière-plan atteint au moins 4,5 pour 1\u00a0;"],
            ["naviguer sans animations si votre appareil demande la réduction des mouvements."],
          ],
        },
      ],
    },
    {
      id: "testing",
      heading: "Comment nous testons",
      blocks: [
        {
          kind: "list",
          items: [
            [
              "Des contrôles automatiques avec axe dans nos tests de navigateur, sur chaque page, à la largeur d’un téléphone (390 pixels) et d’un ordinateur (1280 pixels), avant chaque mise en ligne.",
            ],
            [
              "Des parcours au seul clavier\u00a0: ouvrir les menus, demander une démo, s’abonner à la lettre d’information, utiliser le simulateur et les questions de la page des tarifs.",
            ],
            [
              "Des vérifications au lecteur d’écran des principaux parcours\u00a0: trouver une page, demander une démo, s’abonner et utiliser le simulateur.",
            ],
            ["Un zoom à 200 % et la redistribution du contenu sur 320 pixels de large."],
          ],
        },
      ],
    },
    {
      id: "limitations",
      heading: "Limites connues",
      blocks: [
        { kind: "p", text: ["Nous connaissons les limites suivantes et y travaillons :"] },
        {
          kind: "list",
          items: [
            [
              "Sur les écrans étroits, le comparatif des formules de la page des tarifs défile horizontalement dans son propre cadre. Les mêmes informations figurent dans les fiches des formules au-dessus, une formule à la fois.",
            ],
            [
              "Les barres du simulateur d’économies sont une image. Chaque chiffre qu’elles montrent est aussi écrit à côté.",
            ],
            [
              "Les réseaux sociaux vers lesquels nous renvoyons ne sont pas gérés par nous, et leur accessibilité échappe à notre contrôle.",
            ],
          ],
        },
      ],
    },
    {
      id: "report",
      heading: "Signaler un problème",
      blocks: [
        {
          kind: "p",
          text: [
            "Si un élément de ce site vous est difficile ou impossible à utiliser, ou si vous avez besoin d’une information dans un autre format, dites-le-nous\u00a0:",
          ],
        },
        {
          kind: "list",
          items: [
            ["Écrivez à ", mailLink, " en indiquant l’adresse de la page et ce qui n’a pas fonctionné."],
            ["Appelez le ", { label: site.phone, href: phoneHref() }, `, ${site.phoneHours}.`],
          ],
        },
        {
          kind: "p",
          text: [
            `Nous répondons sous ${site.replyWithinHours} heures les jours ouvrés et vous indiquons quand nous prévoyons de corriger le problème. D’ici là, nous vous fournirons l’information dont vous avez besoin par un autre moyen.`,
          ],
        },
      ],
    },
    {
      id: "enforcement",
      heading: "Si vous n’êtes pas satisfait",
      blocks: [
        {
          kind: "p",
          text: [
            "Si notre réponse ne résout pas votre problème, écrivez-nous de nouveau : un responsable de notre équipe réexaminera votre demande.",
          ],
        },
      ],
    },
  ],
};
