import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from "node:crypto";

// Passwords are hashed with scrypt from node:crypto (memory-hard, no native add-on to install):
// N=2^15, r=8, p=1 is 32 MiB and about 50-100 ms here, OWASP's recommended minimum. The
// parameters travel with each hash, so they can be raised later without locking anyone out.

const params = { N: 2 ** 15, r: 8, p: 1 } as const;
const keyLength = 32;

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(
      password.normalize("NFC"),
      salt,
      keyLength,
      { ...options, maxmem: 128 * options.N! * options.r! * 2 },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  );
}

/** "scrypt$N$r$p$salt$hash", salt and hash in base64url. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, params);
  return ["scrypt", params.N, params.r, params.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

// Verified when the account does not exist (or has no password yet), so that answering takes as
// long for an unknown address as for a wrong password: no enumeration by timing.
let dummyHash: Promise<string> | undefined;

/** True when `password` matches `stored`; with no stored hash, spends the same time and says no. */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const hash = stored ?? (await (dummyHash ??= hashPassword(randomBytes(16).toString("hex"))));
  const [kind, n, r, p, salt, expected] = hash.split("$");
  if (kind !== "scrypt" || !salt || !expected) return false;
  const key = await scrypt(password, Buffer.from(salt, "base64url"), { N: Number(n), r: Number(r), p: Number(p) });
  const wanted = Buffer.from(expected, "base64url");
  return stored !== null && stored !== undefined && wanted.length === key.length && timingSafeEqual(wanted, key);
}
