import { describe, expect, it } from "vitest";
import { seal, sealingKey, unseal } from "./sealed-secret.server";

describe("a sealed TOTP seed", () => {
  const key = sealingKey("an app secret of at least thirty-two characters", "totp");

  it("reads back as it was, and is not kept in clear", () => {
    const stored = seal(key, "JBSWY3DPEHPK3PXP");
    expect(stored).not.toContain("JBSWY3DPEHPK3PXP");
    expect(unseal(key, stored)).toBe("JBSWY3DPEHPK3PXP");
    // A fresh nonce each time: two seals of one seed differ.
    expect(seal(key, "JBSWY3DPEHPK3PXP")).not.toBe(stored);
  });

  it("is refused when altered or sealed under another secret", () => {
    const stored = seal(key, "JBSWY3DPEHPK3PXP");
    const flipped = stored.slice(0, -2) + (stored.endsWith("A") ? "B" : "A") + stored.slice(-1);
    expect(unseal(key, flipped)).toBeUndefined();
    expect(unseal(sealingKey("another app secret of thirty-two characters!", "totp"), stored)).toBeUndefined();
    expect(unseal(key, "v1.only.two")).toBeUndefined();
  });

  it("reads a seed stored before sealing existed as it is", () => {
    expect(unseal(key, "JBSWY3DPEHPK3PXP")).toBe("JBSWY3DPEHPK3PXP");
  });
});
