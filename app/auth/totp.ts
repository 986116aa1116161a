import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

// RFC 6238 TOTP (SHA-1, 6 digits, 30-second steps): what every authenticator app understands.
// Hand-rolled on node:crypto: it is twenty lines, and RFC 6238's own test vectors check it.

const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += alphabet[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of text.replace(/[\s=]/g, "").toUpperCase()) {
    const index = alphabet.indexOf(char);
    if (index < 0) throw new Error("not base32");
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

export function newTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

export function hotp(secret: Buffer, counter: number, digits = 6): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac("sha1", secret).update(message).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  const code = (digest.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return String(code).padStart(digits, "0");
}

function totpStep(timeMs: number): number {
  return Math.floor(timeMs / 30_000);
}

export function totpCode(secretBase32: string, timeMs: number): string {
  return hotp(base32Decode(secretBase32), totpStep(timeMs));
}

/**
 * The step the code belongs to (now, or one step either side for clock drift), if it is valid and
 * newer than `lastStep`: a code seen once cannot be replayed.
 */
export function verifyTotp(
  secretBase32: string,
  code: string,
  timeMs: number,
  lastStep: number | null,
): number | undefined {
  const wanted = Buffer.from(code.replace(/\s/g, ""));
  if (!/^\d{6}$/.test(wanted.toString())) return undefined;
  const secret = base32Decode(secretBase32);
  const now = totpStep(timeMs);
  for (const step of [now - 1, now, now + 1]) {
    if (lastStep !== null && step <= lastStep) continue;
    if (timingSafeEqual(Buffer.from(hotp(secret, step)), wanted)) return step;
  }
  return undefined;
}

/** The otpauth:// URI an authenticator app reads (typed in, or scanned where it is shown as a QR code). */
export function otpauthUri(secretBase32: string, account: string, issuer = "Ilimi sales console"): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  return `otpauth://totp/${label}?secret=${secretBase32}&issuer=${encodeURIComponent(issuer)}&algorithm=SHA1&digits=6&period=30`;
}
