// ICCIDs (ITU-T E.118): 19 or 20 digits starting 89 (telecom), ending in a Luhn check digit.

/** The Luhn check digit that completes `digits`. */
export function luhnCheckDigit(digits: string): string {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    // Doubling starts from the rightmost digit of the payload, which sits next to the check digit.
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return String((10 - (sum % 10)) % 10);
}

export function isValidIccid(iccid: string): boolean {
  return /^89\d{17,18}$/.test(iccid) && luhnCheckDigit(iccid.slice(0, -1)) === iccid.slice(-1);
}
