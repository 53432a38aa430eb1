// What the Worker sees of src/ssr/render.tsx (package.json "imports" #first-paint): its type
// check covers worker/ and src/shared only, without JSX or the DOM, so it imports this signature;
// the app's type check covers render.tsx itself, which must match it (render.tsx says so below).
export type InitialEntry = { key: readonly unknown[]; data: unknown };
export type RenderFirstPaint = (path: string, entries: readonly InitialEntry[]) => Promise<string>;
export declare const renderFirstPaint: RenderFirstPaint;
