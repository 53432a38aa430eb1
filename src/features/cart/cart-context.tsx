import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from "react";
import { useTakingOverPaint } from "../../first-load/hydration";
import { dismissToast } from "../../lib/toast-store";
import { CART_STORAGE_KEY } from "../../shared/storage-keys";
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

/**
 * The context carries a store that never changes, and each user of the cart subscribes to it: a
 * changing context value would reach the parts of a page still waiting to hydrate (src/first-load/deferred.tsx),
 * which React then throws away and renders afresh, so a returning visitor's stored cart, read once
 * the page is live, would blank them for a moment.
 */
type CartStore = {
  current: CartContextValue;
  get: () => CartContextValue;
  /** The cart as first rendered (empty over the Worker's page): what hydration must see. */
  rendered: () => CartContextValue;
  subscribe: (listener: () => void) => () => void;
  listeners: Set<() => void>;
};

const CartContext = createContext<CartStore | null>(null);

function loadCart(): CartItem[] {
  // The Worker's first paint (src/first-load/render.tsx) renders an empty cart.
  if (typeof localStorage === "undefined") return [];
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
  // Over the Worker's first paint the cart starts empty, as it was rendered, and the stored one
  // is read once hydration is done (a count badge then appears, as on any first render).
  const takingOver = useTakingOverPaint();
  const [loaded, setLoaded] = useState(!takingOver);
  const [items, setItems] = useState<CartItem[]>(() => (loaded ? loadCart() : []));
  const [isOpen, setOpenState] = useState(false);
  // Opening the cart is the answer to "Added to cart": that toast (or any other about the page
  // now behind the sheet) goes, rather than sit over the cart's Checkout button on a phone.
  const setOpen = useCallback((open: boolean) => {
    if (open) dismissToast();
    setOpenState(open);
  }, []);

  useEffect(() => {
    if (loaded) return;
    // An empty stored cart keeps the rendered (empty) list: nothing to re-render.
    const stored = loadCart();
    if (stored.length > 0) setItems(stored);
    setLoaded(true);
  }, [loaded]);

  useEffect(() => {
    if (!loaded) return;
    try {
      localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
    } catch {
      // storage full or unavailable: the cart still works for this visit
    }
  }, [items, loaded]);

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
    [items, addItem, removeItem, updateQuantity, clearCart, isOpen, setOpen],
  );
  const [store] = useState<CartStore>(() => {
    const listeners = new Set<() => void>();
    const created: CartStore = {
      current: value,
      get: () => created.current,
      rendered: () => value,
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      listeners,
    };
    return created;
  });
  useLayoutEffect(() => {
    if (store.current === value) return;
    store.current = value;
    for (const listener of store.listeners) listener();
  }, [store, value]);
  return <CartContext.Provider value={store}>{children}</CartContext.Provider>;
}

export function useCart(): CartContextValue {
  const store = useContext(CartContext);
  if (!store) throw new Error("useCart must be used within a CartProvider");
  return useSyncExternalStore(store.subscribe, store.get, store.rendered);
}
