/**
 * Whether the browser is taking over markup the Worker rendered (src/main.tsx hydrates it). The
 * first render must then match what the server could know: state kept in this browser only
 * (the cart) is read after hydration instead of during it.
 */
let hydrating = false;

export function setHydrating(value: boolean): void {
  hydrating = value;
}

export function isHydrating(): boolean {
  return hydrating;
}
