/**
 * A phone number as a `tel:` link, written once for the footer, the contact page and the admin's
 * inquiries: the digits (and a leading +) only; a number without a country code is a US number
 * (the studio is in Southern California), so it dials from anywhere: "(949) 555-0142" →
 * "tel:+19495550142".
 */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, "");
  return `tel:${digits.startsWith("+") ? digits : `+1${digits}`}`;
}
