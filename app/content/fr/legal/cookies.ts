import type { LegalDocument } from "../../legal";
import type * as en from "../../legal/cookies";
import type { Translation } from "../../locale";
import { site } from "../../site";

// The cookie notice in French (issue #19), matching what the site REALLY stores in a browser, as
// app/content/legal/cookies.ts does: no cookies, one sessionStorage entry for the Back button.

/** What this site keeps in a visitor’s browser, exactly. Empty cookie list on purpose. */
export const browserStorage: Translation<typeof en.browserStorage> = {
  cookies: [],
  sessionStorage: [
    {
      name: "react-router-scroll-positions",
      purpose:
        "Mémorise jusqu’où vous aviez fait défiler chaque page, pour que le bouton Retour vous ramène au même endroit",
      duration: "Jusqu’à la fermeture de l’onglet",
    },
  ],
};

const socialNames = new Intl.ListFormat("fr", { type: "conjunction" }).format(site.socials.map((s) => s.name));

export const cookieNotice: Translation<typeof en.cookieNotice> & LegalDocument = {
  path: "/cookies",
  metaTitle: `Politique relative aux cookies | ${site.name}`,
  metaDescription: `Le site d’${site.name} ne dépose aucun cookie et n’utilise aucun outil d’analyse d’audience tiers ni traceur publicitaire. Ce qu’il conserve dans votre navigateur, et pourquoi.`,
  eyebrow: "Cookies",
  title: "Politique relative aux cookies",
  lead: "Ce site ne dépose aucun cookie. Il n’utilise aucun outil d’analyse d’audience tiers, aucune publicité et aucun traceur de réseau social\u00a0: il n’y a donc rien à accepter ni à refuser. Notre serveur compte lui-même les pages consultées, sans cookie et sans rien enregistrer dans votre navigateur (voir la politique de confidentialité).",
  lastUpdated: "2026-11-26",
  sections: [
    {
      id: "no-cookies",
      heading: "Aucun cookie",
      blocks: [
        {
          kind: "p",
          text: [
            "Nos pages, nos formulaires et notre serveur ne déposent aucun cookie, ni propre ni tiers. Nos polices et nos images sont servies par notre propre serveur\u00a0: consulter le site ne contacte donc aucune autre entreprise.",
          ],
        },
        {
          kind: "p",
          text: [
            "Les formulaires de demande de démo et d’abonnement à la lettre d’information se protègent du spam grâce à un horodatage signé, caché dans le formulaire lui-même. Il est envoyé avec le formulaire et n’est pas stocké dans votre navigateur.",
          ],
        },
      ],
    },
    {
      id: "browser-storage",
      heading: "Ce qui reste dans votre navigateur",
      blocks: [
        {
          kind: "p",
          text: [
            "Une petite entrée dans le stockage de session de votre navigateur, que seul ce site peut lire et qui ne nous est jamais envoyée\u00a0:",
          ],
        },
        {
          kind: "table",
          caption: "Ce que ce site stocke dans votre navigateur",
          head: ["Nom", "Type", "Finalité", "Conservation"],
          rows: browserStorage.sessionStorage.map((entry) => [
            entry.name,
            "Stockage de session",
            entry.purpose,
            entry.duration,
          ]),
        },
        {
          kind: "p",
          text: [
            "Elle est strictement nécessaire au fonctionnement attendu du site et ne requiert donc pas votre consentement. Votre navigateur la supprime à la fermeture de l’onglet\u00a0; vous pouvez aussi l’effacer dans les paramètres de votre navigateur.",
          ],
        },
      ],
    },
    {
      id: "other-sites",
      heading: "Autres sites",
      blocks: [
        {
          kind: "p",
          text: [
            `Nos liens vers ${socialNames} sont de simples liens. Ces sites peuvent déposer leurs propres cookies dès que vous les ouvrez\u00a0; leurs propres politiques expliquent comment.`,
          ],
        },
      ],
    },
    {
      id: "changes",
      heading: "Si cela change",
      blocks: [
        {
          kind: "p",
          text: [
            "Si nous souhaitons un jour utiliser un cookie qui n’est pas strictement nécessaire, nous l’indiquerons d’abord ici et nous vous demanderons votre consentement avant de le déposer.",
          ],
        },
        {
          kind: "p",
          text: [
            { label: "Notre politique de confidentialité", href: "/privacy" },
            " explique ce que nous collectons par les formulaires.",
          ],
        },
      ],
    },
  ],
};
