/**
 * Resolves in a new task of the browser's event loop (a `setTimeout(0)`), so that the work before
 * and the work after it run as separate tasks: the browser may paint, handle a tap and run its
 * own tasks in between. A microtask (an awaited promise, even an `import()` of a module already
 * loaded) would not do: it may run in the same task as the code before it.
 *
 * src/main.tsx evaluates the SPA's code in pieces with it (ReactDOM; then the router, the query
 * client and the app; then the start), each a task of its own (issue 30; README.md).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
