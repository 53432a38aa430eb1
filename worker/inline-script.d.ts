// Scripts built into inline strings by scripts/inline-script-plugin.ts (Vite and vitest alike).
declare module "*?inline-script" {
  const script: { source: string; hash: string };
  export default script;
}
