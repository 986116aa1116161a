import { dictionary } from "@zxcvbn-ts/language-common";

// The passwords attackers try first. The bulk is zxcvbn-ts's common list (about 49,000 passwords
// ranked from public breach corpora, maintained with the zxcvbn-ts strength estimator: README's
// dependency table); below it, local additions a list built from English-language breaches misses:
// words an attacker guessing at a Nigerian school-software vendor would try (password-policy adds
// the digits and marks people append to reach 12 characters). All lower-case. Server-only: the list is ~400 KB and never reaches a browser.

const local = [
  "ilimi",
  "ilimipassword",
  "ilimiadmin",
  "ilimisales",
  "nigeria",
  "naija",
  "abuja",
  "lagos",
  "kano",
  "ibadan",
  "portharcourt",
  "education",
  "school",
  "schoolerp",
  "university",
  "college",
  "student",
  "teacher",
  "principal",
  "bursar",
  "registrar",
  "blessing",
  "godisgood",
  "godislove",
  "jesuschrist",
  "chinonso",
  "chukwuemeka",
  "oluwaseun",
  "oluwadamilare",
  "adebayo",
  "mypassword",
  "thisismypassword",
  "correcthorsebatterystaple",
  "changeme",
  "welcome",
  "administrator",
];

export const commonPasswords: ReadonlySet<string> = new Set(
  [...dictionary["passwords-common"], ...local].map((word) => word.toLowerCase()),
);
