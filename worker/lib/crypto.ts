/** Small Web Crypto helpers shared by sessions, client links and signed URLs. */

const encoder = new TextEncoder();

export function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export function fromBase64Url(value: string): Uint8Array {
  const base64 = value.replace(/-/g, "+").replace(/_/g, "/");
  const padded = base64 + "=".repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

/** A random token of `bytes` bytes (default 32 = 256 bits), base64url. */
export function randomToken(bytes = 32): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(bytes)));
}

/** SHA-256 in hex of a string (UTF-8) or of bytes (a stored file). */
export async function sha256Hex(value: string | Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest(
    "SHA-256",
    typeof value === "string" ? encoder.encode(value) : value,
  );
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** SHA-256 in standard base64 of a string (UTF-8): the form a CSP hash source (`'sha256-…'`) takes. */
export async function sha256Base64(value: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", encoder.encode(value));
  let binary = "";
  for (const b of new Uint8Array(digest)) binary += String.fromCharCode(b);
  return btoa(binary);
}

const hmacKeys = new Map<string, Promise<CryptoKey>>();
function hmacKey(secret: string, purpose: string): Promise<CryptoKey> {
  const id = `${purpose}\u0000${secret}`;
  let key = hmacKeys.get(id);
  if (!key) {
    key = crypto.subtle.importKey(
      "raw",
      encoder.encode(`${purpose}:${secret}`),
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["sign", "verify"],
    );
    hmacKeys.set(id, key);
  }
  return key;
}

export async function hmacSign(secret: string, purpose: string, message: string): Promise<string> {
  const key = await hmacKey(secret, purpose);
  const sig = await crypto.subtle.sign("HMAC", key, encoder.encode(message));
  return toBase64Url(new Uint8Array(sig));
}

/** Constant-time verification (crypto.subtle.verify). */
export async function hmacVerify(
  secret: string,
  purpose: string,
  message: string,
  signature: string,
): Promise<boolean> {
  let sig: Uint8Array;
  try {
    sig = fromBase64Url(signature);
  } catch {
    return false;
  }
  const key = await hmacKey(secret, purpose);
  return crypto.subtle.verify("HMAC", key, sig, encoder.encode(message));
}

const aesKeys = new Map<string, Promise<CryptoKey>>();
function aesKey(secret: string): Promise<CryptoKey> {
  let key = aesKeys.get(secret);
  if (!key) {
    key = (async () => {
      const material = await crypto.subtle.digest("SHA-256", encoder.encode(`aes-gcm:${secret}`));
      return crypto.subtle.importKey("raw", material, "AES-GCM", false, ["encrypt", "decrypt"]);
    })();
    aesKeys.set(secret, key);
  }
  return key;
}

/** AES-256-GCM with a random IV; output `iv.ciphertext` in base64url. */
export async function encryptString(secret: string, plaintext: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const key = await aesKey(secret);
  const ct = await crypto.subtle.encrypt({ name: "AES-GCM", iv }, key, encoder.encode(plaintext));
  return `${toBase64Url(iv)}.${toBase64Url(new Uint8Array(ct))}`;
}

export async function decryptString(secret: string, sealed: string): Promise<string | null> {
  const [ivPart, ctPart] = sealed.split(".");
  if (!ivPart || !ctPart) return null;
  try {
    const key = await aesKey(secret);
    const pt = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv: fromBase64Url(ivPart) },
      key,
      fromBase64Url(ctPart),
    );
    return new TextDecoder().decode(pt);
  } catch {
    return null;
  }
}
