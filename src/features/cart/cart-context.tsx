import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import {
  addItem as add,
  type CartItem,
  type CartProduct,
  parseStoredCart,
  removeItem as remove,
  totalCents as sumCents,
  totalItems as sumItems,
  updateQuantity as update,
} from "./cart-state";

export const CART_STORAGE_KEY = "layered-cart";

type CartContextValue = {
  items: CartItem[];
  totalItems: number;
  totalCents: number;
  addItem: (product: CartProduct, quantity?: number) => void;
  removeItem: (productId: number) => void;
  updateQuantity: (productId: number, quantity: number) => void;
  clearCart: () => void;
  isOpen: boolean;
  setOpen: (open: boolean) => void;
};

const CartContext = createContext<CartContextValue | null>(null);

function loadCart(): CartItem[] {
  try {
    return parseStoredCart(localStorage.getItem(CART_STORAGE_KEY));
  } catch (error) {
    console.error("Failed to load cart from storage; starting with an empty cart", error);
    try {
      localStorage.removeItem(CART_STORAGE_KEY);
    } catch {
      // storage unavailable
    }
    return [];
  }
}

export function CartProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<CartItem[]>(loadCart);
  const [isOpen, setOpen] = useState(false);

  useEffect(() => {
    try {
      localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
    } catch {
      // storage full or unavailable: the cart still works for this visit
    }
  }, [items]);

  const addItem = useCallback((product: CartProduct, quantity = 1) => {
    setItems((current) => add(current, product, quantity));
  }, []);
  const removeItem = useCallback((productId: number) => setItems((c) => remove(c, productId)), []);
  const updateQuantity = useCallback(
    (productId: number, quantity: number) => setItems((c) => update(c, productId, quantity)),
    [],
  );
  const clearCart = useCallback(() => setItems([]), []);

  const value = useMemo(
    () => ({
      items,
      totalItems: sumItems(items),
      totalCents: sumCents(items),
      addItem,
      removeItem,
      updateQuantity,
      clearCart,
      isOpen,
      setOpen,
    }),
    [items, addItem, removeItem, updateQuantity, clearCart, isOpen],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartContextValue {
  const ctx = useContext(CartContext);
  if (!ctx) throw new Error("useCart must be used within a CartProvider");
  return ctx;
}
