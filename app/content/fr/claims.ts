import type * as en from "../claims";
import type { Translation } from "../locale";

/**
 * `value` is an identifier key for `Translation`, so it would keep the English literal ("99.9%"):
 * a figure here is the same number in French typography (« 99,9 % »), so it is widened to string.
 */
type FrenchClaims = {
  [K in keyof typeof en.claims]: Omit<Translation<(typeof en.claims)[K]>, "value"> & { value: string };
};

// SPEC section 1's figures, the same numbers written the French way. Each label reads after its
// figure (« 60 % de temps administratif en moins »); the qualifier before it (« jusqu'à »).
export const claims: FrenchClaims = {
  uptime: { id: "uptime", value: "99,9 %", label: "de disponibilité" },
  support: { id: "support", value: "24 h/24, 7 j/7", label: "d’assistance" },
  adminTime: { id: "adminTime", value: "60 %", label: "de temps administratif en moins", qualifier: "jusqu’à" },
  retention: { id: "retention", value: "40 %", label: "d’amélioration de la fidélisation des étudiants" },
  reports: { id: "reports", value: "90 %", label: "de rapidité en plus pour les rapports" },
  admissions: { id: "admissions", value: "70 %", label: "de travail manuel en moins aux admissions" },
  feeCollection: { id: "feeCollection", value: "40 %", label: "de frais de scolarité recouvrés en plus" },
};

/** Qualitative claims of SPEC section 1, one sentence each. */
export const capabilities: Translation<typeof en.capabilities> = {
  permissions: "Des droits d’accès par rôle dans tous les modules",
  sso: "L’authentification unique (SSO) pour tous les modules",
  implementation: "Une mise en œuvre en quelques semaines, pas en plusieurs mois",
  support: "Une assistance permanente, 24 h/24, 7 j/7",
};
