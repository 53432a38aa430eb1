/**
 * Keys of what a visitor's browser keeps in localStorage, shared by the SPA and the Worker: the
 * Worker names the cart's key to the public pages' boot script (src/first-load/app-boot.ts), which
 * starts the SPA at once when a stored cart's count belongs on the first screen.
 */
export const CART_STORAGE_KEY = "layered-cart";
