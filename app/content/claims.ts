// The claims and figures of SPEC section 1, verbatim in their numbers. Nothing else on the site
// may state a figure: pages pick from here.
export type Claim = {
  id: string;
  /** The figure as it is set large on the page. */
  value: string;
  /** A short caption under the figure. */
  label: string;
  /** "Up to" and similar qualifiers belong to the claim, never to a page. */
  qualifier?: string;
};

export const claims = {
  uptime: { id: "uptime", value: "99.9%", label: "uptime" },
  support: { id: "support", value: "24/7", label: "support" },
  adminTime: { id: "adminTime", value: "60%", label: "less administrative time", qualifier: "up to" },
  retention: { id: "retention", value: "40%", label: "better retention" },
  reports: { id: "reports", value: "90%", label: "faster reports" },
  admissions: { id: "admissions", value: "70%", label: "less manual admissions work" },
  feeCollection: { id: "feeCollection", value: "40%", label: "better fee collection" },
} as const satisfies Record<string, Claim>;

export type ClaimId = keyof typeof claims;

/** Qualitative claims of SPEC section 1, one sentence each. */
export const capabilities = {
  permissions: "Role-based permissions across every module",
  sso: "Single sign-on across modules",
  implementation: "Implementation in weeks, not months",
  support: "Support around the clock, 24/7",
} as const;

/** A claim as one sentence; `from` is the edition's claims (the French mirror on /fr). */
export function claimText(id: ClaimId, from: Record<ClaimId, Claim> = claims): string {
  const claim: Claim = from[id];
  return [claim.qualifier, claim.value, claim.label].filter(Boolean).join(" ");
}
