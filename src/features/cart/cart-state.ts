/** Cart rules (SPEC section 4), pure so they can be unit-tested. */
import type { ImageVariant } from "../../shared/api-types";

export type CartProduct = {
  id: number;
  priceCents: number;
  title: string;
  slug?: string;
  coverImageUrl?: string | null;
  /** The cover's stored widths, so the drawer's thumbnail is not the full-size photo. */
  coverImageVariants?: ImageVariant[];
  stock?: number;
  category?: string;
};

export type CartItem = { product: CartProduct; quantity: number };

export function addItem(items: CartItem[], product: CartProduct, quantity = 1): CartItem[] {
  const existing = items.find((i) => i.product.id === product.id);
  if (existing) {
    return items.map((i) => (i.product.id === product.id ? { product, quantity: i.quantity + quantity } : i));
  }
  return [...items, { product, quantity }];
}

export function removeItem(items: CartItem[], productId: number): CartItem[] {
  return items.filter((i) => i.product.id !== productId);
}

export function updateQuantity(items: CartItem[], productId: number, quantity: number): CartItem[] {
  if (quantity <= 0) return removeItem(items, productId);
  return items.map((i) => (i.product.id === productId ? { ...i, quantity } : i));
}

export function totalItems(items: CartItem[]): number {
  return items.reduce((sum, i) => sum + i.quantity, 0);
}

export function totalCents(items: CartItem[]): number {
  return items.reduce((sum, i) => sum + i.product.priceCents * i.quantity, 0);
}

function isCartItem(value: unknown): value is CartItem {
  if (typeof value !== "object" || value === null) return false;
  const v = value as { product?: unknown; quantity?: unknown };
  const p = v.product as { id?: unknown; priceCents?: unknown } | undefined;
  return (
    typeof v.quantity === "number" &&
    Number.isInteger(v.quantity) &&
    v.quantity > 0 &&
    typeof p === "object" &&
    p !== null &&
    typeof p.id === "number" &&
    typeof p.priceCents === "number"
  );
}

/** Parses a stored cart; throws on anything unreadable (the caller discards and logs it). */
export function parseStoredCart(raw: string | null): CartItem[] {
  if (raw === null) return [];
  const parsed: unknown = JSON.parse(raw);
  if (!Array.isArray(parsed) || !parsed.every(isCartItem)) {
    throw new Error("Stored cart has an unexpected shape");
  }
  return parsed;
}
