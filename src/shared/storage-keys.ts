/**
 * Keys of what a visitor's browser keeps, shared by the SPA and the Worker: the Worker names them
 * to the public pages' boot script (src/first-load/app-boot.ts), which starts the SPA at the page's
 * load when one is set, since the first screen then shows what only the SPA reads.
 */

/** localStorage: the cart (its count is in the header). */
export const CART_STORAGE_KEY = "layered-cart";
/** sessionStorage: token-portal mode (the navigation offers "My Project"; SPEC section 4). */
export const PORTAL_MODE_KEY = "layered-portal-mode";
