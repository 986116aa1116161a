// Phone numbers as the message providers want them: international digits, no "+" (WhatsApp's
// Cloud API and Termii both take "2348031234567"). The demo form accepts what people type in
// Nigeria ("0803 123 4567", "+234 803 123 4567"): a national number starting with 0 is Nigerian.

/** Digits of the number in international form, or null when it cannot be one. */
export function internationalDigits(phone: string): string | null {
  const trimmed = phone.trim();
  let digits = trimmed.replace(/\D/g, "");
  if (trimmed.startsWith("+")) {
    // already international
  } else if (digits.startsWith("00")) digits = digits.slice(2);
  else if (digits.startsWith("0") && digits.length === 11) digits = `234${digits.slice(1)}`;
  else if (!digits.startsWith("234")) return null;
  return digits.length >= 8 && digits.length <= 15 ? digits : null;
}
