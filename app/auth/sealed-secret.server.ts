import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

// A secret the server must read back (a person's TOTP seed) is kept sealed with AES-256-GCM under
// a key derived from the app secret, so a copy of the database alone (a leaked backup, a stray
// export) does not hand over everyone's second factor. Values written before sealing existed are
// read as they are. Plain functions with the key given, so they are tested without a server.

const PREFIX = "v1.";

export function sealingKey(appSecret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync("sha256", appSecret, "", `ilimi sealed ${purpose}`, 32));
}

export function seal(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return PREFIX + [iv, body, cipher.getAuthTag()].map((part) => part.toString("base64url")).join(".");
}

/** The plain value, or undefined when it was sealed under another key or altered. */
export function unseal(key: Buffer, stored: string): string | undefined {
  if (!stored.startsWith(PREFIX)) return stored;
  const [iv, body, tag, extra] = stored.slice(PREFIX.length).split(".");
  if (!iv || !body || !tag || extra !== undefined) return undefined;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return undefined;
  }
}
