/**
 * A D1 binding that records every round trip it makes (a statement run alone, or a batch) and how
 * many parameters each statement bound: for the tests that a view is one query, and that no
 * statement exceeds D1's limit of bound parameters (local SQLite allows far more, so only a count
 * can show it).
 */
/** D1's limit of bound parameters per statement (Cloudflare's documented limits). */
export const D1_MAX_PARAMS = 100;

type Trip = { statements: { sql: string; params: number }[] };

/** `d1` with every round trip recorded: a statement run alone, or a batch. */
export function counting(d1: D1Database): { d1: D1Database; trips: Trip[] } {
  const trips: Trip[] = [];
  const info = new WeakMap<object, { sql: string; params: number }>();
  const real = new WeakMap<object, D1PreparedStatement>();
  const wrap = (stmt: D1PreparedStatement, sql: string, params: number): D1PreparedStatement => {
    const proxy = new Proxy(stmt, {
      get(target, prop) {
        if (prop === "bind")
          return (...values: unknown[]) => wrap(target.bind(...values), sql, values.length);
        if (prop === "all" || prop === "raw" || prop === "first" || prop === "run") {
          return (...rest: unknown[]) => {
            trips.push({ statements: [{ sql, params }] });
            return (target[prop] as (...a: unknown[]) => unknown).apply(target, rest);
          };
        }
        const value = Reflect.get(target, prop, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    info.set(proxy, { sql, params });
    real.set(proxy, stmt);
    return proxy;
  };
  const proxy = new Proxy(d1, {
    get(target, prop) {
      if (prop === "prepare") return (sql: string) => wrap(target.prepare(sql), sql, 0);
      if (prop === "batch") {
        return (statements: D1PreparedStatement[]) => {
          trips.push({ statements: statements.map((s) => info.get(s) ?? { sql: "?", params: 0 }) });
          return target.batch(statements.map((s) => real.get(s) ?? s));
        };
      }
      const value = Reflect.get(target, prop, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { d1: proxy, trips };
}
