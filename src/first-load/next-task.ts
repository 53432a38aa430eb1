/**
 * Resolves in a new task of the browser's event loop, so that the work before and the work after
 * it run as separate tasks: the browser may paint, handle a tap and run its own tasks in between.
 * A microtask (an awaited promise, even an `import()` of a module already loaded) would not do: it
 * may run in the same task as the code before it.
 *
 * A message to itself over a MessageChannel, as React's scheduler yields: unlike `setTimeout(0)`
 * it is not clamped, nor held by a test's fake clock (tests/e2e/public-core.spec.ts "on the
 * clock" pauses timers before the first script runs).
 *
 * src/main.tsx evaluates the SPA's code in pieces with it (ReactDOM; then the router, the query
 * client and the app; then the start), each a task of its own (issue 30; README.md).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}
