import type * as en from "../errors";
import type { Translation } from "../locale";
import { site } from "./site";

// SPEC section 8's messages in French: the titles say what the English ones say.
export const errorPages: Translation<typeof en.errorPages> = {
  notFound: {
    code: "404",
    title: "Page introuvable",
    body: "La page que vous cherchez n’existe pas ou a été déplacée. Ces pages pourront peut-être vous aider.",
    metaTitle: `Page introuvable | ${site.name}`,
    links: [
      { label: "Retour à l’accueil", href: "/" },
      { label: "Découvrir les modules", href: "/modules" },
      { label: "Demander une démo", href: "/demo" },
    ],
  },
  unexpected: {
    code: "500",
    title: "Erreur inattendue de l’application\u00a0!",
    body: `Un problème est survenu de notre côté et cette page n’a pas pu s’afficher. Veuillez réessayer dans un instant\u00a0; si le problème persiste, appelez-nous au ${site.phone}.`,
    metaTitle: `Un problème est survenu | ${site.name}`,
    links: [
      { label: "Retour à l’accueil", href: "/" },
      { label: "Nous contacter", href: "/contact" },
    ],
  },
};
