// Layered — demo photography generator.
//
// One-off dev tool: procedurally paints every demo "photograph" used by the site
// (stylised, composed interior scenes and product still-lifes) as SVG, rasterises
// them with sharp/librsvg, adds a fine film grain and writes WebP variants plus a
// manifest to scripts/demo-images/out/. The outputs are committed, so nothing is
// generated or downloaded at run time and sharp is NOT a project dependency.
//
// Run once (from the repo root) with:
//   npm i --no-save sharp@0.35.5 && node scripts/demo-images/generate.mjs
// The generated files in scripts/demo-images/out/ (WebP variants + manifest.json) are committed.
//
// Usage:
//   node scripts/demo-images/generate.mjs            # everything (also rewrites manifest.json)
//   node scripts/demo-images/generate.mjs p01 hero   # only names starting with these prefixes
//   node scripts/demo-images/generate.mjs --png p01  # also write full-size PNG previews to /tmp
//
// Everything is deterministic (seeded RNG), so re-running reproduces the same files.

import { createRequire } from "node:module";
import { mkdir, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import path from "node:path";
import os from "node:os";

const require = createRequire(import.meta.url);
let sharp;
try {
  sharp = require("sharp");
} catch {
  sharp = createRequire(path.join(process.cwd(), "noop.js"))("sharp");
}

const HERE = path.dirname(fileURLToPath(import.meta.url));
const OUT = path.join(HERE, "out");
const ARGS = process.argv.slice(2);
const PNG_PREVIEW = ARGS.includes("--png");
const FILTERS = ARGS.filter((a) => !a.startsWith("--"));

// ───────────────────────────── utilities ─────────────────────────────

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const hashStr = (s) => {
  let h = 2166136261;
  for (const ch of s) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
};
const f1 = (n) => Math.round(n * 10) / 10;
const clamp = (v, a, b) => Math.max(a, Math.min(b, v));
const lerp = (a, b, t) => a + (b - a) * t;

const hx = (c) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));
const toHex = (r) => "#" + r.map((v) => clamp(Math.round(v), 0, 255).toString(16).padStart(2, "0")).join("");
const mix = (a, b, t) => {
  const A = hx(a),
    B = hx(b);
  return toHex(A.map((v, i) => v + (B[i] - v) * t));
};
const lt = (c, t) => mix(c, "#fffaf2", t);
const dk = (c, t) => mix(c, "#1c1510", t);

// ───────────────────────────── textures ─────────────────────────────
// Seamless greyscale noise tiles, rendered once with feTurbulence (stitched) and
// embedded as data URIs; used as soft-light overlays (plaster, wood, stone, fabric).

const TEX = {};
// periodic gradient noise on an N×N tile with (px, py) lattice periods → seamless by construction
function noiseTile(N, px, py, oct, { seed = 1, gain = 0.5, turb = false, fn } = {}) {
  const rng = mulberry32(seed), out = new Float32Array(N * N);
  const fade = (t) => t * t * t * (t * (t * 6 - 15) + 10);
  for (let o = 0; o < oct; o++) {
    const fx = px << o, fy = py << o, amp = Math.pow(gain, o);
    const gx = new Float32Array(fx * fy), gy = new Float32Array(fx * fy);
    for (let i = 0; i < fx * fy; i++) { const a = rng() * Math.PI * 2; gx[i] = Math.cos(a); gy[i] = Math.sin(a); }
    for (let y = 0; y < N; y++) {
      const v = (y / N) * fy, j = Math.floor(v), tv = v - j, j1 = (j + 1) % fy, sv = fade(tv);
      for (let x = 0; x < N; x++) {
        const u = (x / N) * fx, i = Math.floor(u), tu = u - i, i1 = (i + 1) % fx, su = fade(tu);
        const d = (ii, jj, dx, dy) => gx[jj * fx + ii] * dx + gy[jj * fx + ii] * dy;
        const n0 = lerp(d(i, j, tu, tv), d(i1, j, tu - 1, tv), su), n1 = lerp(d(i, j1, tu, tv - 1), d(i1, j1, tu - 1, tv - 1), su);
        const n = lerp(n0, n1, sv);
        out[y * N + x] += amp * (turb ? Math.abs(n) : n);
      }
    }
  }
  if (fn) for (let i = 0; i < out.length; i++) out[i] = fn(out[i], i % N, Math.floor(i / N));
  return out;
}
async function tileToTex(name, N, data) {
  const sorted = Float32Array.from(data).sort();
  const lo = sorted[Math.floor(data.length * 0.01)], hi = sorted[Math.floor(data.length * 0.99)];
  // signed overlay: white where the noise is above the mean, black below, strength in alpha
  const px = Buffer.alloc(N * N * 2);
  for (let i = 0; i < data.length; i++) {
    const v = clamp(((data[i] - lo) / (hi - lo)) * 2 - 1, -1, 1);
    px[i * 2] = v > 0 ? 255 : 0;
    px[i * 2 + 1] = Math.round(Math.abs(v) * (v > 0 ? 90 : 60));
  }
  const b = await sharp(px, { raw: { width: N, height: N, channels: 2 } }).png({ compressionLevel: 9 }).toBuffer();
  TEX[name] = 'data:image/png;base64,' + b.toString('base64');
}
async function initTextures() {
  const t = [
    ['plaster', 384, noiseTile(384, 3, 3, 6, { seed: 7, gain: 0.58 })],
    ['cloud', 256, noiseTile(256, 2, 2, 3, { seed: 3 })],
    ['grainH', 384, noiseTile(384, 2, 48, 4, { seed: 11, gain: 0.55 })],
    ['grainV', 384, noiseTile(384, 48, 2, 4, { seed: 12, gain: 0.55 })],
    ['boucle', 256, noiseTile(256, 40, 40, 2, { seed: 9, turb: true, gain: 0.6 })],
    ['fine', 256, noiseTile(256, 24, 24, 3, { seed: 13 })],
  ];
  // linen: horizontal slubs + vertical threads
  const a = noiseTile(256, 4, 96, 2, { seed: 4 }), b2 = noiseTile(256, 96, 4, 2, { seed: 5 });
  t.push(['linen', 256, a.map((v, i) => v + b2[i])]);
  // marble: warped sine veins
  const w = noiseTile(512, 3, 3, 5, { seed: 21, gain: 0.55 });
  t.push(['marble', 512, w.map((v, i) => { const x = i % 512, y = Math.floor(i / 512); const s = Math.abs(Math.sin(Math.PI * (2 * x / 512 + 1 * y / 512 + 2.2 * v))); return Math.pow(s, 0.22); })]);
  await Promise.all(t.map(([n, N, d]) => tileToTex(n, N, d)));
}

// ───────────────────────────── scene ─────────────────────────────

const KINDS = {
  hero: { W: 1800, H: 1200, out: [2400, 1600], variants: [480, 960, 1600, 2400] },
  land: { W: 1800, H: 1200, out: [1600, 1067], variants: [480, 960, 1600] },
  port: { W: 1200, H: 1500, out: [1600, 2000], variants: [480, 960, 1600] },
  sq: { W: 1200, H: 1200, out: [1600, 1600], variants: [480, 960, 1600] },
};

class Scene {
  constructor(kind, seed) {
    Object.assign(this, KINDS[kind]);
    this.kind = kind;
    this.rng = mulberry32(seed);
    this.defs = [];
    this.body = [];
    this.n = 0;
    this.cache = {};
    this.light = -1; // main light comes from the left (-1) or right (+1)
    this.cam({});
  }
  r(a = 0, b = 1) {
    return a + (b - a) * this.rng();
  }
  pick(arr) {
    return arr[Math.floor(this.rng() * arr.length)];
  }
  id(p = "i") {
    return p + (this.n++).toString(36);
  }
  add(...s) {
    this.body.push(...s);
    return this;
  }

  // ── camera: one-point perspective, centimetres. Z = distance in front of the back wall.
  cam({ cx = 300, eye = 125, D = 560, k = 1.8, vpx = this.W / 2, vpy = this.H * 0.46 }) {
    Object.assign(this, { cx, eye, D, k, vpx, vpy });
    return this;
  }
  s(Z) {
    return this.D / (this.D - Z);
  }
  P(X, Y, Z) {
    const s = this.s(Z);
    return [this.vpx + (X - this.cx) * this.k * s, this.vpy - (Y - this.eye) * this.k * s];
  }
  pts(list) {
    return list
      .map((p) =>
        this.P(...p)
          .map(f1)
          .join(","),
      )
      .join(" ");
  }
  poly(list, fill, extra = "") {
    return `<polygon points="${this.pts(list)}" fill="${fill}" ${extra}/>`;
  }
  // group whose content is drawn in an elevation at depth Z: x = X cm, y = -height cm
  front(Z, inner, extra = "") {
    const m = this.k * this.s(Z);
    return `<g transform="translate(${f1(this.vpx - this.cx * m)},${f1(this.vpy + this.eye * m)}) scale(${m.toFixed(4)})" ${extra}>${inner}</g>`;
  }
  fs(Z) {
    return this.k * this.s(Z);
  }

  // ── defs helpers
  grad(stops, { x1 = 0, y1 = 0, x2 = 0, y2 = 1, units = "objectBoundingBox", id } = {}) {
    const key = "lg" + JSON.stringify([stops, x1, y1, x2, y2, units]);
    if (this.cache[key]) return this.cache[key];
    id = id || this.id("g");
    this.defs.push(
      `<linearGradient id="${id}" gradientUnits="${units}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops.map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}"${a < 1 ? ` stop-opacity="${a}"` : ""}/>`).join("")}</linearGradient>`,
    );
    return (this.cache[key] = `url(#${id})`);
  }
  v(c1, c2, mid) {
    return this.grad(
      mid
        ? [
            [0, c1],
            [0.5, mid],
            [1, c2],
          ]
        : [
            [0, c1],
            [1, c2],
          ],
    );
  }
  h(c1, c2, mid) {
    return this.grad(
      mid
        ? [
            [0, c1],
            [0.5, mid],
            [1, c2],
          ]
        : [
            [0, c1],
            [1, c2],
          ],
      { x2: 1, y2: 0 },
    );
  }
  rad(stops, { cx = 0.5, cy = 0.5, r = 0.5, fx, fy, units = "objectBoundingBox", tr = "" } = {}) {
    const key = "rg" + JSON.stringify([stops, cx, cy, r, fx, fy, units, tr]);
    if (this.cache[key]) return this.cache[key];
    const id = this.id("r");
    this.defs.push(
      `<radialGradient id="${id}" gradientUnits="${units}" cx="${cx}" cy="${cy}" r="${r}"${fx != null ? ` fx="${fx}" fy="${fy}"` : ""}${tr ? ` gradientTransform="${tr}"` : ""}>${stops.map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}"${a < 1 ? ` stop-opacity="${a}"` : ""}/>`).join("")}</radialGradient>`,
    );
    return (this.cache[key] = `url(#${id})`);
  }
  // cylindrical shading across a rounded object (light from this.light side)
  cylG(c, { hi = 0.22, lo = 0.28, spec = 0 } = {}) {
    const L = this.light < 0;
    const st = [
      [0, dk(c, L ? lo * 0.55 : lo)],
      [L ? 0.28 : 0.72, lt(c, hi)],
      [0.5, c],
      [L ? 0.86 : 0.14, dk(c, lo * 0.8)],
      [1, dk(c, L ? lo : lo * 0.55)],
    ];
    if (spec) st.splice(2, 0, [L ? 0.33 : 0.67, lt(c, Math.min(0.9, hi + spec))]);
    st.sort((a, b) => a[0] - b[0]);
    return this.grad(st, { x2: 1, y2: 0 });
  }
  blur(sd) {
    const key = "b" + sd;
    if (this.cache[key]) return this.cache[key];
    const id = this.id("f");
    this.defs.push(
      `<filter id="${id}" x="-60%" y="-60%" width="220%" height="220%" color-interpolation-filters="sRGB"><feGaussianBlur stdDeviation="${sd}"/></filter>`,
    );
    return (this.cache[key] = `url(#${id})`);
  }
  tex(name, size = 400, tr = "") {
    const key = "t" + name + size + tr;
    if (this.cache[key]) return this.cache[key];
    const id = this.id("p");
    this.defs.push(
      `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${size}" height="${size}"${tr ? ` patternTransform="${tr}"` : ""}><image href="${TEX[name]}" x="-0.5" y="-0.5" width="${f1(size + 1)}" height="${f1(size + 1)}" preserveAspectRatio="none"/></pattern>`,
    );
    return (this.cache[key] = `url(#${id})`);
  }
  // soft-light texture overlay for any shape (pass d/points markup)
  texOver(shapeTag, name, { op = 0.5, size = 400, tr = "", mode = "soft-light" } = {}) {
    return shapeTag.replace(
      /fill="[^"]*"/,
      mode === "soft-light" ? `fill="${this.tex(name, size, tr)}" fill-opacity="${op}"` : `fill="${this.tex(name, size, tr)}" opacity="${op}" style="mix-blend-mode:${mode}"`,
    );
  }
  clip(inner) {
    const id = this.id("c");
    this.defs.push(`<clipPath id="${id}">${inner}</clipPath>`);
    return `url(#${id})`;
  }

  svg(pxW, pxH) {
    return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${pxW}" height="${pxH}" viewBox="0 0 ${this.W} ${this.H}" preserveAspectRatio="xMidYMid slice"><defs>${this.defs.join("")}</defs>${this.body.join("\n")}</svg>`;
  }
}

// rounded polygon path (2D screen points)
function roundPath(pts, r) {
  const n = pts.length;
  let d = "";
  for (let i = 0; i < n; i++) {
    const p0 = pts[(i - 1 + n) % n],
      p1 = pts[i],
      p2 = pts[(i + 1) % n];
    const l1 = Math.hypot(p1[0] - p0[0], p1[1] - p0[1]),
      l2 = Math.hypot(p2[0] - p1[0], p2[1] - p1[1]);
    const r1 = Math.min(r, l1 / 2),
      r2 = Math.min(r, l2 / 2);
    const a = [p1[0] + ((p0[0] - p1[0]) * r1) / l1, p1[1] + ((p0[1] - p1[1]) * r1) / l1];
    const b = [p1[0] + ((p2[0] - p1[0]) * r2) / l2, p1[1] + ((p2[1] - p1[1]) * r2) / l2];
    d += `${i ? "L" : "M"}${f1(a[0])},${f1(a[1])} Q${f1(p1[0])},${f1(p1[1])} ${f1(b[0])},${f1(b[1])} `;
  }
  return d + "Z";
}
// clip polygon (3D points) to half-space fn(p) >= 0
function clipPoly(pts, fn) {
  const out = [];
  for (let i = 0; i < pts.length; i++) {
    const a = pts[i],
      b = pts[(i + 1) % pts.length];
    const da = fn(a),
      db = fn(b);
    if (da >= 0) out.push(a);
    if (da >= 0 !== db >= 0) {
      const t = da / (da - db);
      out.push(a.map((v, j) => v + (b[j] - v) * t));
    }
  }
  return out;
}

// ───────────────────────────── geometry primitives ─────────────────────────────

function ellP(S, X, Y, Z, r) {
  const [, yb] = S.P(X, Y, Z - r),
    [, yf] = S.P(X, Y, Z + r);
  const [xl] = S.P(X - r, Y, Z),
    [xr] = S.P(X + r, Y, Z);
  return {
    cx: (xl + xr) / 2,
    cy: (yb + yf) / 2,
    rx: (xr - xl) / 2,
    ry: Math.max(0.01, Math.abs(yf - yb) / 2),
  };
}
const ellTag = (e, fill, extra = "") =>
  `<ellipse cx="${f1(e.cx)}" cy="${f1(e.cy)}" rx="${f1(e.rx)}" ry="${f1(e.ry)}" fill="${fill}" ${extra}/>`;

// axis-aligned box with perspective faces; o.r rounds corners (cm), o.tex adds a texture overlay
function box(S, b, c, o = {}) {
  const { x0, x1, y0, y1, z0, z1 } = b;
  const litL = S.light < 0;
  const top = o.top || S.v(lt(c, 0.1), lt(c, 0.18));
  const front = o.front || S.v(lt(c, 0.05), dk(c, 0.16));
  const sideA = o.sideLit || lt(c, 0.04),
    sideB = o.sideDark || dk(c, 0.2);
  const rr = o.r ? (z) => o.r * S.fs(z) : () => 0;
  const faces = [];
  const face = (list, fill, z) => {
    const p2 = list.map((p) => S.P(...p));
    const d = rr(z) ? roundPath(p2, rr(z) * (fill === top ? 0.35 : 0.6)) : "M" + p2.map((p) => p.map(f1).join(",")).join("L") + "Z";
    faces.push([d, fill]);
  };
  if (y1 < S.eye && !o.noTop)
    face(
      [
        [x0, y1, z0],
        [x1, y1, z0],
        [x1, y1, z1],
        [x0, y1, z1],
      ],
      top,
      z1,
    );
  if (y0 > S.eye)
    face(
      [
        [x0, y0, z0],
        [x1, y0, z0],
        [x1, y0, z1],
        [x0, y0, z1],
      ],
      dk(c, 0.28),
      z1,
    );
  if (S.cx < x0 && !o.noSide)
    face(
      [
        [x0, y0, z0],
        [x0, y1, z0],
        [x0, y1, z1],
        [x0, y0, z1],
      ],
      litL ? sideA : sideB,
      z1,
    );
  if (S.cx > x1 && !o.noSide)
    face(
      [
        [x1, y0, z0],
        [x1, y1, z0],
        [x1, y1, z1],
        [x1, y0, z1],
      ],
      litL ? sideB : sideA,
      z1,
    );
  const [ax, ay] = S.P(x0, y1, z1),
    [bx, by] = S.P(x1, y0, z1);
  const rx = Math.min(rr(z1), (bx - ax) / 2, (by - ay) / 2);
  faces.push([
    `M${f1(ax + rx)},${f1(ay)}H${f1(bx - rx)}Q${f1(bx)},${f1(ay)} ${f1(bx)},${f1(ay + rx)}V${f1(by - rx)}Q${f1(bx)},${f1(by)} ${f1(bx - rx)},${f1(by)}H${f1(ax + rx)}Q${f1(ax)},${f1(by)} ${f1(ax)},${f1(by - rx)}V${f1(ay + rx)}Q${f1(ax)},${f1(ay)} ${f1(ax + rx)},${f1(ay)}Z`,
    front,
  ]);
  const st = o.stroke ? ` stroke="${o.stroke}" stroke-width="${f1(0.35 * S.fs(z1))}" stroke-opacity="0.55"` : '';
  let out = faces.map(([d, f]) => `<path d="${d}" fill="${f}"${st}/>`).join("");
  if (o.tex) {
    const t = o.tex;
    const sc = S.fs(z1);
    out += faces
      .map(
        ([d]) =>
          `<path d="${d}" fill="${S.tex(t.name, (t.size || 60) * sc)}" fill-opacity="${t.op || 0.4}"/>`,
      )
      .join("");
  }
  if (o.edge)
    out += `<path d="M${f1(ax + rx)},${f1(ay)}H${f1(bx - rx)}" stroke="${o.edge}" stroke-width="${f1(Math.max(0.6, 0.6 * S.fs(z1)))}" fill="none" opacity="0.7"/>`;
  return out;
}

// soft contact shadow on the floor under a footprint
function floorShadow(S, x0, x1, z0, z1, { op = 0.32, spread = 6, blur = 6, y = 0.2, c = "#2a1d14" } = {}) {
  const e = spread;
  return (
    S.poly(
      [
        [x0 - e, y, z0 - e * 0.4],
        [x1 + e, y, z0 - e * 0.4],
        [x1 + e, y, z1 + e],
        [x0 - e, y, z1 + e],
      ],
      c,
      `opacity="${op}" filter="${S.blur(blur)}"`,
    ) +
    S.poly(
      [
        [x0, y, z0],
        [x1, y, z0],
        [x1, y, z1],
        [x0, y, z1],
      ],
      c,
      `opacity="${op * 0.8}" filter="${S.blur(Math.max(1, blur / 3))}"`,
    )
  );
}
function ellShadow(S, X, Z, r, { op = 0.35, blur = 6, y = 0.2, grow = 1.15 } = {}) {
  const e = ellP(S, X, y, Z + r * 0.08, r * grow),
    e2 = ellP(S, X, y, Z, r * 0.98);
  return (
    ellTag(e, "#2a1d14", `opacity="${op}" filter="${S.blur(blur)}"`) +
    ellTag(e2, "#2a1d14", `opacity="${op * 0.7}" filter="${S.blur(Math.max(1, blur / 3))}"`)
  );
}
// lathe (surface of revolution): prof = [[y, r], ...] bottom → top
function resample(prof, n = 6) {
  if (prof.length < 3) return prof;
  const out = [];
  const P = (i) => prof[clamp(i, 0, prof.length - 1)];
  for (let i = 0; i < prof.length - 1; i++) {
    const p0 = P(i - 1), p1 = P(i), p2 = P(i + 1), p3 = P(i + 2);
    for (let k = 0; k < n; k++) {
      const t = k / n, t2 = t * t, t3 = t2 * t;
      out.push([0, 1].map((j) => 0.5 * (2 * p1[j] + (-p0[j] + p2[j]) * t + (2 * p0[j] - 5 * p1[j] + 4 * p2[j] - p3[j]) * t2 + (-p0[j] + 3 * p1[j] - 3 * p2[j] + p3[j]) * t3)));
    }
  }
  out.push(prof[prof.length - 1]);
  return out;
}
function lathe(S, X, Z, prof, c, o = {}) {
  if (o.smooth !== false) prof = resample(prof);
  const es = prof.map(([y, r]) => ellP(S, X, y, Z, r));
  const b = es[0],
    t = es[es.length - 1];
  let d = `M${f1(b.cx - b.rx)},${f1(b.cy)}A${f1(b.rx)},${f1(b.ry)} 0 0 0 ${f1(b.cx + b.rx)},${f1(b.cy)}`;
  for (let i = 1; i < es.length; i++) d += `L${f1(es[i].cx + es[i].rx)},${f1(es[i].cy)}`;
  const topVisible = prof[prof.length - 1][0] < S.eye;
  d += `A${f1(t.rx)},${f1(t.ry)} 0 0 ${topVisible ? 0 : 1} ${f1(t.cx - t.rx)},${f1(t.cy)}`;
  for (let i = es.length - 2; i >= 1; i--) d += `L${f1(es[i].cx - es[i].rx)},${f1(es[i].cy)}`;
  d += "Z";
  const fill = o.fill || S.cylG(c, { spec: o.spec || 0, hi: o.hi ?? 0.22, lo: o.lo ?? 0.3 });
  let out = `<path d="${d}" fill="${fill}"/>`;
  if (o.tex)
    out += `<path d="${d}" fill="${S.tex(o.tex.name, (o.tex.size || 40) * S.fs(Z), o.tex.tr || "")}" fill-opacity="${o.tex.op || 0.4}"/>`;
  if (o.open && topVisible) {
    const inner = { ...t, rx: t.rx * (o.wall || 0.9), ry: t.ry * (o.wall || 0.9) };
    out += ellTag(t, lt(c, 0.12)) + ellTag(inner, o.inside || S.v(dk(c, 0.55), dk(c, 0.25)));
  } else if (topVisible && o.cap !== false) {
    out += ellTag(t, o.capFill || S.v(lt(c, 0.1), lt(c, 0.2)));
  }
  return out;
}
// tapered stroke as a filled polygon (for trunks, stems, iron scrolls)
function taper(pts, w0, w1) {
  const L = [],
    R = [];
  for (let i = 0; i < pts.length; i++) {
    const a = pts[Math.max(0, i - 1)],
      b = pts[Math.min(pts.length - 1, i + 1)];
    let nx = -(b[1] - a[1]),
      ny = b[0] - a[0];
    const l = Math.hypot(nx, ny) || 1;
    nx /= l;
    ny /= l;
    const w = lerp(w0, w1, i / (pts.length - 1)) / 2;
    L.push([pts[i][0] + nx * w, pts[i][1] + ny * w]);
    R.push([pts[i][0] - nx * w, pts[i][1] - ny * w]);
  }
  return "M" + [...L, ...R.reverse()].map((p) => p.map(f1).join(",")).join("L") + "Z";
}
// smooth curve through points (Catmull-Rom → cubic Bézier)
function smooth(pts, closed = false) {
  const n = pts.length;
  let d = `M${f1(pts[0][0])},${f1(pts[0][1])}`;
  const P = (i) => (closed ? pts[(i + n) % n] : pts[clamp(i, 0, n - 1)]);
  for (let i = 0; i < (closed ? n : n - 1); i++) {
    const p0 = P(i - 1),
      p1 = P(i),
      p2 = P(i + 1),
      p3 = P(i + 2);
    d += `C${f1(p1[0] + (p2[0] - p0[0]) / 6)},${f1(p1[1] + (p2[1] - p0[1]) / 6)} ${f1(p2[0] - (p3[0] - p1[0]) / 6)},${f1(p2[1] - (p3[1] - p1[1]) / 6)} ${f1(p2[0])},${f1(p2[1])}`;
  }
  return d + (closed ? "Z" : "");
}

// ───────────────────────────── room shell ─────────────────────────────

function floorZmax(S) {
  const s = (S.H + 60 - S.vpy) / (S.eye * S.k);
  return s > 1 ? Math.min(S.D * 0.97, S.D * (1 - 1 / s)) : S.D * 0.5;
}

// o: { RW, RH, wall, sideWall?, ceiling?, floor: {type, c, ...}, sides: bool, base: bool, beams }
function room(S, o) {
  const RW = (S.RW = o.RW || 600),
    RH = (S.RH = o.RH || 290);
  const ZW = S.D * 0.97,
    ZF = floorZmax(S);
  S.ZF = ZF;
  const wall = o.wall || "#EDE5D8";
  const sides = o.sides !== false;
  const xa = sides ? 0 : -3000,
    xb = sides ? RW : RW + 3000;
  let out = "";
  // back wall with a gentle light falloff
  const bw = S.poly(
    [
      [xa, 0, 0],
      [xb, 0, 0],
      [xb, RH + 400, 0],
      [xa, RH + 400, 0],
    ],
    wall,
  );
  out += bw;
  out += bw.replace(
    `fill="${wall}"`,
    `fill="${S.grad(
      [
        [0, "#fff8ea", 0.55],
        [0.45, "#fff8ea", 0],
        [1, "#3a2a1c", 0.18],
      ],
      { x2: S.light < 0 ? 1 : 0, x1: S.light < 0 ? 0 : 1, y2: 0 },
    )}"`,
  );
  out += S.texOver(bw, "plaster", { op: o.plasterOp ?? 0.2, size: 700 });
  out += S.texOver(bw, "cloud", { op: 0.22, size: 1100 });
  if (sides) {
    const sw = o.sideWall || dk(wall, 0.06);
    const lw = S.poly(
      [
        [0, 0, 0],
        [0, 0, ZW],
        [0, RH, ZW],
        [0, RH, 0],
      ],
      S.light < 0 ? dk(sw, 0.05) : lt(sw, 0.08),
    );
    const rw = S.poly(
      [
        [RW, 0, 0],
        [RW, 0, ZW],
        [RW, RH, ZW],
        [RW, RH, 0],
      ],
      S.light < 0 ? lt(sw, 0.06) : dk(sw, 0.05),
    );
    out += lw + rw;
    out +=
      S.texOver(lw, "plaster", { op: 0.3, size: 640 }) + S.texOver(rw, "plaster", { op: 0.3, size: 640 });
    // corner shading
    out += `<g opacity="0.22" filter="${S.blur(8)}">${S.poly(
      [
        [0, 0, 0],
        [0, 0, 60],
        [0, RH, 60],
        [0, RH, 0],
      ],
      "#3a2a1c",
    )}${S.poly(
      [
        [RW, 0, 0],
        [RW, 0, 60],
        [RW, RH, 60],
        [RW, RH, 0],
      ],
      "#3a2a1c",
    )}</g>`;
  }
  // ceiling
  if (S.P(0, RH, 0)[1] > -5 || true) {
    const ce = S.poly(
      [
        [xa, RH, 0],
        [xb, RH, 0],
        [xb, RH, ZW],
        [xa, RH, ZW],
      ],
      o.ceiling || lt(wall, 0.1),
    );
    out += ce + ce.replace(/fill="[^"]*"/, `fill="${S.v("#3a2a1c", "#3a2a1c")}" opacity="0.06"`);
    out += `<g opacity="0.18" filter="${S.blur(6)}">${S.poly(
      [
        [xa, RH, 0],
        [xb, RH, 0],
        [xb, RH - 25, 0],
        [xa, RH - 25, 0],
      ],
      "#5a4634",
    )}</g>`;
    if (o.beams) {
      const bc = o.beams.c || "#6d4f36";
      for (let z = o.beams.start || 40; z < ZW * 0.6; z += o.beams.gap || 90)
        out += box(S, { x0: xa, x1: xb, y0: RH - 18, y1: RH, z0: z, z1: z + 16 }, bc, {
          front: S.v(dk(bc, 0.1), dk(bc, 0.35)),
          bottom: dk(bc, 0.2),
        });
    }
  }
  out += floor(S, o.floor || {}, xa, xb, ZF);
  // wall/floor junction occlusion + baseboard
  if (o.base !== false)
    out += box(S, { x0: xa, x1: xb, y0: 0, y1: 9, z0: 0, z1: 1.5 }, lt(wall, 0.05), { noSide: true });
  out += `<g opacity="0.35" filter="${S.blur(5)}">${S.poly(
    [
      [xa, 0, 0],
      [xb, 0, 0],
      [xb, 0, 14],
      [xa, 0, 14],
    ],
    "#3a2a1c",
  )}</g>`;
  return out;
}

function floor(S, f, xa, xb, ZF) {
  const type = f.type || "planks";
  const c = f.c || "#C29A6E";
  let out = S.poly(
    [
      [xa, 0, 0],
      [xb, 0, 0],
      [xb, 0, ZF],
      [xa, 0, ZF],
    ],
    f.grout || dk(c, 0.2),
  );
  const rng = mulberry32(hashStr(type + c));
  const jit = (amt) => {
    const v = (rng() - 0.5) * 2 * amt;
    return v > 0 ? lt(c, v) : dk(c, -v);
  };
  if (type === "planks") {
    const pw = f.w || 16,
      gap = 0.18;
    const x0 = Math.max(xa, S.cx - 1400),
      x1 = Math.min(xb, S.cx + 1400);
    for (let x = x0; x < x1; x += pw) {
      let z = -rng() * 200;
      while (z < ZF) {
        const len = 110 + rng() * 160;
        const za = Math.max(0, z),
          zb = Math.min(ZF, z + len - gap * 2);
        if (zb > za)
          out += S.poly(
            [
              [x + gap, 0, za],
              [x + pw - gap, 0, za],
              [x + pw - gap, 0, zb],
              [x + gap, 0, zb],
            ],
            jit(0.05),
          );
        z += len;
      }
    }
  } else if (type === "tiles" || type === "checker") {
    const ts = f.size || 30,
      gap = f.gap || 0.8;
    const x0 = Math.max(xa, S.cx - 1200),
      x1 = Math.min(xb, S.cx + 1200);
    for (let z = 0; z < ZF; z += ts)
      for (let x = Math.floor(x0 / ts) * ts; x < x1; x += ts) {
        let col = jit(f.jit ?? 0.08);
        if (type === "checker" && (Math.round(x / ts) + Math.round(z / ts)) & 1) col = mix(f.c2, col, 0.1);
        out += S.poly(
          [
            [x + gap, 0.1, z + gap],
            [x + ts - gap, 0.1, z + gap],
            [x + ts - gap, 0.1, z + ts - gap],
            [x + gap, 0.1, z + ts - gap],
          ],
          col,
        );
      }
  } else if (type === "pavers") {
    const x0 = Math.max(xa, S.cx - 1600),
      x1 = Math.min(xb, S.cx + 1600);
    let z = 0;
    while (z < ZF) {
      const d = f.size || 60;
      let x = x0 - rng() * d;
      while (x < x1) {
        const w = d * (0.8 + rng() * 0.9);
        out += S.poly(
          [
            [x + 1, 0.1, z + 1],
            [x + w - 1, 0.1, z + 1],
            [x + w - 1, 0.1, z + d - 1],
            [x + 1, 0.1, z + d - 1],
          ],
          jit(0.06),
        );
        x += w;
      }
      z += d;
    }
  } else {
    out = S.poly(
      [
        [xa, 0, 0],
        [xb, 0, 0],
        [xb, 0, ZF],
        [xa, 0, ZF],
      ],
      c,
    );
  }
  const fl = S.poly(
    [
      [xa, 0, 0],
      [xb, 0, 0],
      [xb, 0, ZF],
      [xa, 0, ZF],
    ],
    "#000",
  );
  out += S.texOver(fl, f.tex || "fine", { op: f.texOp ?? 0.1, size: 300 });
  // distance darkening towards the wall and a soft sheen
  out += fl.replace(
    'fill="#000"',
    `fill="${S.grad([
      [0, "#2a1d14", 0.22],
      [0.35, "#2a1d14", 0.05],
      [1, "#2a1d14", 0.18],
    ])}"`,
  );
  return out;
}

// sunlight: pane polygons (3D points on a window plane) projected along dir onto floor and back wall
function sunlight(S, panes, dir, { op = 0.6, c = "#ffe4b8", blur = 1.4, wall = true } = {}) {
  let fl = "",
    wl = "";
  for (const pane of panes) {
    const onFloor = pane.map(([X, Y, Z]) => {
      const t = Y / -dir[1];
      return [X + dir[0] * t, 0.3, Z + dir[2] * t];
    });
    const f = clipPoly(
      clipPoly(
        clipPoly(onFloor, (p) => p[2]),
        (p) => p[0] - 0.01,
      ),
      (p) => S.RW - p[0],
    );
    if (f.length > 2) fl += S.poly(f, c);
    if (wall && dir[2] < 0) {
      const onWall = pane.map(([X, Y, Z]) => {
        const t = Z / -dir[2];
        return [X + dir[0] * t, Y + dir[1] * t, 0.3];
      });
      const w = clipPoly(onWall, (p) => p[1]);
      if (w.length > 2) wl += S.poly(w, c);
    }
  }
  return (
    `<g opacity="${op}"  filter="${S.blur(blur)}">${fl}${wl}</g>` +
    `<g opacity="${op * 0.35}"  filter="${S.blur(blur * 10)}">${fl}${wl}</g>`
  );
}

// window-plane outline helpers (2D in plane coords u,v → 3D by mapper)
function outline2D(u0, u1, v0, v1, arch) {
  if (!arch)
    return [
      [u0, v0],
      [u1, v0],
      [u1, v1],
      [u0, v1],
    ];
  const r = (u1 - u0) / 2,
    cu = (u0 + u1) / 2,
    sv = v1 - r;
  const pts = [
    [u0, v0],
    [u1, v0],
    [u1, sv],
  ];
  for (let i = 1; i < 24; i++) {
    const a = (i / 24) * Math.PI;
    pts.push([cu + r * Math.cos(a), sv + r * Math.sin(a)]);
  }
  pts.push([u0, sv]);
  return pts;
}
function panes2D(ol, u0, u1, v0, v1, cols, rows, m) {
  const out = [];
  for (let i = 0; i < cols; i++)
    for (let j = 0; j < rows; j++) {
      const a = lerp(u0, u1, i / cols) + m,
        b = lerp(u0, u1, (i + 1) / cols) - m;
      const c = lerp(v0, v1, j / rows) + m,
        d = lerp(v0, v1, (j + 1) / rows) - m;
      let p = ol.map(([u, v]) => [u, v, 0]);
      p = clipPoly(p, (q) => q[0] - a);
      p = clipPoly(p, (q) => b - q[0]);
      p = clipPoly(p, (q) => q[1] - c);
      p = clipPoly(p, (q) => d - q[1]);
      if (p.length > 2) out.push(p.map(([u, v]) => [u, v]));
    }
  return out;
}

// window or doorway opening in the back wall (Z = 0)
// o: {x0,x1,y0,y1, arch, depth, frame, cols, rows, view(S, bbox), sun:[dx,dy,dz], sunOp, door}
function backOpening(S, o) {
  const { x0, x1, y0, y1 } = o;
  const d = o.depth ?? 22;
  const wall = o.wall || "#EDE5D8";
  const ol = outline2D(x0, x1, y0, y1, o.arch);
  const at = (Z) => ol.map(([u, v]) => [u, v, Z]);
  let out = "";
  const outer = S.pts(at(0));
  out += `<polygon points="${outer}" fill="${S.v(dk(wall, 0.16), dk(wall, 0.06))}"/>`;
  const jl = S.light < 0;
  // jambs
  if (S.cx > x0)
    out += S.poly(
      [
        [x0, y0, 0],
        [x0, y0, -d],
        [x0, o.arch ? y1 - (x1 - x0) / 2 : y1, -d],
        [x0, o.arch ? y1 - (x1 - x0) / 2 : y1, 0],
      ],
      jl ? dk(wall, 0.14) : lt(wall, 0.1),
    );
  if (S.cx < x1)
    out += S.poly(
      [
        [x1, y0, 0],
        [x1, y0, -d],
        [x1, o.arch ? y1 - (x1 - x0) / 2 : y1, -d],
        [x1, o.arch ? y1 - (x1 - x0) / 2 : y1, 0],
      ],
      jl ? lt(wall, 0.1) : dk(wall, 0.14),
    );
  if (S.eye > y0 && !o.door)
    out += S.poly(
      [
        [x0, y0, 0],
        [x1, y0, 0],
        [x1, y0, -d],
        [x0, y0, -d],
      ],
      S.v(lt(wall, 0.14), lt(wall, 0.02)),
    );
  const inner = at(-d);
  const innerPts = S.pts(inner);
  const cp = S.clip(`<polygon points="${innerPts}"/>`);
  const p2 = inner.map((p) => S.P(...p));
  const bb = {
    x: Math.min(...p2.map((p) => p[0])),
    y: Math.min(...p2.map((p) => p[1])),
    x1: Math.max(...p2.map((p) => p[0])),
    y1: Math.max(...p2.map((p) => p[1])),
  };
  bb.w = bb.x1 - bb.x;
  bb.h = bb.y1 - bb.y;
  out += `<g clip-path="${cp}">${o.view ? o.view(S, bb, -d) : `<rect x="${bb.x}" y="${bb.y}" width="${bb.w}" height="${bb.h}" fill="#dfe6e4"/>`}`;
  // glass sheen
  if (!o.door)
    out += `<rect x="${f1(bb.x)}" y="${f1(bb.y)}" width="${f1(bb.w)}" height="${f1(bb.h)}" fill="${S.grad(
      [
        [0, "#ffffff", 0.16],
        [0.45, "#ffffff", 0.02],
        [0.6, "#ffffff", 0.1],
        [1, "#ffffff", 0],
      ],
      { x2: 1, y2: 1 },
    )}"/>`;
  out += "</g>";
  // frame + muntins
  if (o.frame) {
    const fz = -d + 3,
      fw = o.frameW || 4.5,
      m = S.fs(fz);
    const mp = (u, v) => S.P(u, v, fz);
    let lines = "";
    const cols = o.cols || 1,
      rows = o.rows || 1;
    for (let i = 1; i < cols; i++) {
      const u = lerp(x0, x1, i / cols);
      const a = mp(u, y0),
        b = mp(u, y1 + 50);
      lines += `M${f1(a[0])},${f1(a[1])}L${f1(b[0])},${f1(b[1])}`;
    }
    for (let j = 1; j < rows; j++) {
      const v = lerp(y0, y1, j / rows);
      const a = mp(x0, v),
        b = mp(x1, v);
      lines += `M${f1(a[0])},${f1(a[1])}L${f1(b[0])},${f1(b[1])}`;
    }
    out += `<g clip-path="${cp}"><path d="${lines}" stroke="${o.frame}" stroke-width="${f1(fw * 0.55 * m)}" fill="none"/><polygon points="${innerPts}" fill="none" stroke="${o.frame}" stroke-width="${f1(fw * 2 * m)}"/></g>`;
  }
  if (o.sun) {
    const m = o.frame ? (o.frameW || 4.5) * 0.3 : 0;
    const ps = panes2D(ol, x0, x1, y0, y1, o.cols || 1, o.rows || 1, m);
    const sl = sunlight(
      S,
      ps.map((p) => p.map(([u, v]) => [u, v, 0])),
      o.sun,
      { op: o.sunOp ?? 0.5 },
    );
    S.sunLater = (S.sunLater || "") + sl;
  }
  return out;
}

// window in the left (X = 0) or right (X = RW) wall. o: {side:'L'|'R', z0,z1,y0,y1, arch, depth, frame, cols, rows, view, sun}
function sideWindow(S, o) {
  const { z0, z1, y0, y1 } = o;
  const L = (o.side || "L") === "L";
  const Xw = L ? 0 : S.RW,
    sgn = L ? -1 : 1,
    d = o.depth ?? 22;
  const wall = o.wall || "#EDE5D8";
  const ol = outline2D(z0, z1, y0, y1, o.arch);
  const at = (X) => ol.map(([u, v]) => [X, v, u]);
  let out = S.poly(at(Xw), S.v(dk(wall, 0.12), dk(wall, 0.04)));
  // back jamb faces the camera
  out += S.poly(
    [
      [Xw, y0, z0],
      [Xw + sgn * d, y0, z0],
      [Xw + sgn * d, o.arch ? y1 - (z1 - z0) / 2 : y1, z0],
      [Xw, o.arch ? y1 - (z1 - z0) / 2 : y1, z0],
    ],
    lt(wall, 0.04),
  );
  if (S.eye > y0)
    out += S.poly(
      [
        [Xw, y0, z0],
        [Xw, y0, z1],
        [Xw + sgn * d, y0, z1],
        [Xw + sgn * d, y0, z0],
      ],
      lt(wall, 0.12),
    );
  const inner = at(Xw + sgn * d);
  const innerPts = S.pts(inner);
  const cp = S.clip(`<polygon points="${innerPts}"/>`);
  const p2 = inner.map((p) => S.P(...p));
  const bb = {
    x: Math.min(...p2.map((p) => p[0])),
    y: Math.min(...p2.map((p) => p[1])),
    x1: Math.max(...p2.map((p) => p[0])),
    y1: Math.max(...p2.map((p) => p[1])),
  };
  bb.w = bb.x1 - bb.x;
  bb.h = bb.y1 - bb.y;
  out += `<g clip-path="${cp}">${o.view ? o.view(S, bb, 0) : `<rect x="${bb.x}" y="${bb.y}" width="${bb.w}" height="${bb.h}" fill="#e3e7e2"/>`}</g>`;
  if (o.frame) {
    const fx = Xw + sgn * (d - 3);
    let lines = "";
    const cols = o.cols || 1,
      rows = o.rows || 1;
    for (let i = 1; i < cols; i++) {
      const u = lerp(z0, z1, i / cols);
      const a = S.P(fx, y0, u),
        b = S.P(fx, y1 + 60, u);
      lines += `M${f1(a[0])},${f1(a[1])}L${f1(b[0])},${f1(b[1])}`;
    }
    for (let j = 1; j < rows; j++) {
      const v = lerp(y0, y1, j / rows);
      const a = S.P(fx, v, z0),
        b = S.P(fx, v, z1);
      lines += `M${f1(a[0])},${f1(a[1])}L${f1(b[0])},${f1(b[1])}`;
    }
    const m = S.fs((z0 + z1) / 2);
    out += `<g clip-path="${cp}"><path d="${lines}" stroke="${o.frame}" stroke-width="${f1(2.6 * m)}" fill="none"/><polygon points="${innerPts}" fill="none" stroke="${o.frame}" stroke-width="${f1(8 * m)}"/></g>`;
  }
  if (o.sun) {
    const ps = panes2D(ol, z0, z1, y0, y1, o.cols || 1, o.rows || 1, o.frame ? 1.4 : 0);
    S.sunLater =
      (S.sunLater || "") +
      sunlight(
        S,
        ps.map((p) => p.map(([u, v]) => [Xw, v, u])),
        o.sun,
        { op: o.sunOp ?? 0.5 },
      );
  }
  return out;
}
const flushSun = (S) => {
  const s = S.sunLater || "";
  S.sunLater = "";
  return s;
};

// ───────────────────────────── exterior views ─────────────────────────────

function hillPath(rng, x0, x1, base, amp, bottom, n = 7) {
  const pts = [];
  for (let i = 0; i <= n; i++) pts.push([lerp(x0, x1, i / n), base - amp * (0.3 + 0.7 * rng())]);
  return smooth(pts).replace(/^M/, "M") + `L${f1(x1)},${f1(bottom)}L${f1(x0)},${f1(bottom)}Z`;
}
const VIEWS = {
  garden:
    (o = {}) =>
    (S, bb) => {
      const rng = mulberry32(o.seed || 5),
        hz = S.vpy;
      const x0 = bb.x - 40,
        x1 = bb.x1 + 40,
        b = bb.y1 + 40;
      let s = `<rect x="${f1(x0)}" y="${f1(bb.y - 40)}" width="${f1(x1 - x0)}" height="${f1(b - bb.y + 40)}" fill="${S.grad(
        [
          [0, o.sky1 || "#cfdde0"],
          [0.55, o.sky2 || "#eef0e6"],
          [1, o.sky3 || "#f7efdf"],
        ],
        { units: "userSpaceOnUse", x1: 0, y1: bb.y, x2: 0, y2: hz + 20 },
      )}"/>`;
      s += `<path d="${hillPath(rng, x0, x1, hz - 10, 60, b)}" fill="${o.hill1 || "#c9cdb8"}" opacity="0.85"/>`;
      s += `<path d="${hillPath(rng, x0, x1, hz + 10, 40, b)}" fill="${o.hill2 || "#aeb394"}"/>`;
      // trees / shrubs
      const g = [];
      for (let i = 0; i < 9; i++) {
        const cx = lerp(x0, x1, rng()),
          cy = hz + 20 + rng() * 40,
          r = 40 + rng() * 70;
        g.push(
          `<ellipse cx="${f1(cx)}" cy="${f1(cy)}" rx="${f1(r)}" ry="${f1(r * 0.8)}" fill="${S.pick(o.greens || ["#7d8560", "#8f9670", "#6e7552", "#9aa07a"])}"/>`,
        );
      }
      s += `<g filter="${S.blur(6)}" opacity="0.95">${g.join("")}</g>`;
      s += `<rect x="${f1(x0)}" y="${f1(hz + 60)}" width="${f1(x1 - x0)}" height="${f1(Math.max(0, b - hz - 60))}" fill="${o.ground || "#b5b08a"}" opacity="0.6" filter="${S.blur(8)}"/>`;
      return (
        s +
        `<rect x="${f1(x0)}" y="${f1(bb.y - 40)}" width="${f1(x1 - x0)}" height="${f1(b - bb.y + 40)}" fill="#fff9ee" opacity="${o.haze ?? 0.25}"/>`
      );
    },
  ocean:
    (o = {}) =>
    (S, bb) => {
      const rng = mulberry32(o.seed || 9),
        hz = S.vpy - 10;
      const x0 = bb.x - 40,
        x1 = bb.x1 + 40,
        b = bb.y1 + 40;
      let s = `<rect x="${f1(x0)}" y="${f1(bb.y - 40)}" width="${f1(x1 - x0)}" height="${f1(b - bb.y + 40)}" fill="${S.grad(
        [
          [0, "#bcd2dc"],
          [0.7, "#e3ebe8"],
          [1, "#f6efe2"],
        ],
        { units: "userSpaceOnUse", x1: 0, y1: bb.y, x2: 0, y2: hz },
      )}"/>`;
      s += `<path d="${hillPath(rng, x0 - 200, x0 + (x1 - x0) * 0.45, hz + 2, 22, hz + 3, 4)}" fill="#b9c2bd" opacity="0.8"/>`;
      s += `<rect x="${f1(x0)}" y="${f1(hz)}" width="${f1(x1 - x0)}" height="${f1(Math.max(0, b - hz))}" fill="${S.grad(
        [
          [0, "#8fb0bd"],
          [0.3, "#7fa3b2"],
          [1, "#a9c3c6"],
        ],
        { units: "userSpaceOnUse", x1: 0, y1: hz, x2: 0, y2: hz + 160 },
      )}"/>`;
      let gl = "";
      for (let i = 0; i < 40; i++) {
        const y = hz + 4 + Math.pow(rng(), 1.6) * 140,
          x = lerp(x0, x1, rng()),
          w = 8 + rng() * 40 * (1 + (y - hz) / 60);
        gl += `<rect x="${f1(x)}" y="${f1(y)}" width="${f1(w)}" height="1.4" fill="#eef5f2" opacity="${f1(0.3 + rng() * 0.4)}"/>`;
      }
      s += `<g filter="${S.blur(0.8)}">${gl}</g>`;
      if (o.dune !== false)
        s += `<path d="${hillPath(rng, x0, x1, hz + 120, 40, b + 200, 5)}" fill="#d9cdb0" filter="${S.blur(3)}"/><path d="${hillPath(rng, x0, x1, hz + 170, 50, b + 200, 6)}" fill="#a8a77f" filter="${S.blur(5)}"/>`;
      return (
        s +
        `<rect x="${f1(x0)}" y="${f1(bb.y - 40)}" width="${f1(x1 - x0)}" height="${f1(b - bb.y + 40)}" fill="#fffaf0" opacity="0.18"/>`
      );
    },
  dusk:
    (o = {}) =>
    (S, bb) => {
      const rng = mulberry32(o.seed || 3),
        hz = S.vpy;
      const x0 = bb.x - 40,
        x1 = bb.x1 + 40,
        b = bb.y1 + 40;
      let s = `<rect x="${f1(x0)}" y="${f1(bb.y - 40)}" width="${f1(x1 - x0)}" height="${f1(b - bb.y + 40)}" fill="${S.grad(
        [
          [0, o.top || "#b9b6c4"],
          [0.5, o.mid || "#e9c9b0"],
          [1, o.low || "#f3d9b5"],
        ],
        { units: "userSpaceOnUse", x1: 0, y1: bb.y, x2: 0, y2: hz + 10 },
      )}"/>`;
      s += `<path d="${hillPath(rng, x0, x1, hz - 5, 50, b)}" fill="${o.h1 || "#b59c92"}" opacity="0.8"/>`;
      s += `<path d="${hillPath(rng, x0, x1, hz + 25, 45, b)}" fill="${o.h2 || "#8d7c70"}"/>`;
      const g = [];
      for (let i = 0; i < 7; i++) {
        const cx = lerp(x0, x1, rng()),
          cy = hz + 50 + rng() * 30,
          r = 30 + rng() * 60;
        g.push(
          `<ellipse cx="${f1(cx)}" cy="${f1(cy)}" rx="${f1(r)}" ry="${f1(r * 0.7)}" fill="${o.tree || "#5f5a49"}"/>`,
        );
      }
      return s + `<g filter="${S.blur(5)}">${g.join("")}</g>`;
    },
  canyon:
    (o = {}) =>
    (S, bb) =>
      VIEWS.garden({
        sky1: "#d7dcd6",
        sky2: "#efe9dc",
        sky3: "#f4e6cf",
        hill1: "#c8b59a",
        hill2: "#a99a76",
        greens: ["#6f7452", "#7d7d57", "#5e6446", "#8a8a63"],
        ground: "#a48f6c",
        seed: 21,
        ...o,
      })(S, bb),
  // another room seen through a doorway: far wall + floor continue
  room:
    (o = {}) =>
    (S, bb, zOpen) => {
      const zf = zOpen - (o.depth || 320);
      const wall = o.wall || "#F1EADF";
      let s = S.poly(
        [
          [-2000, 0, zf],
          [3000, 0, zf],
          [3000, 600, zf],
          [-2000, 600, zf],
        ],
        S.h(lt(wall, 0.1), dk(wall, 0.05)),
      );
      s += S.poly(
        [
          [-2000, 0, zf],
          [3000, 0, zf],
          [3000, 0, zOpen + 2],
          [-2000, 0, zOpen + 2],
        ],
        o.floor || "#c9a57c",
      );
      s += `<g opacity="0.25" filter="${S.blur(4)}">${S.poly(
        [
          [-2000, 0, zf],
          [3000, 0, zf],
          [3000, 0, zf + 20],
          [-2000, 0, zf + 20],
        ],
        "#3a2a1c",
      )}</g>`;
      if (o.inner) s += o.inner(S, zf);
      return s;
    },
};

// ───────────────────────────── furniture & objects ─────────────────────────────

function pillowPath(w, h, pinch = 0.08) {
  const a = w / 2,
    b = h / 2,
    iw = w * pinch,
    ih = h * pinch;
  return `M${-a},${-b}Q0,${-b + ih} ${a},${-b}Q${a - iw},0 ${a},${b}Q0,${b - ih} ${-a},${b}Q${-a + iw},0 ${-a},${-b}Z`;
}
function pillow(S, Z, x, yb, w, h, c, rot = 0, o = {}) {
  const g = S.rad(
    [
      [0, lt(c, 0.16)],
      [0.6, c],
      [1, dk(c, 0.22)],
    ],
    { cx: 0.38, cy: 0.35, r: 0.75 },
  );
  const pth = pillowPath(w, h, o.pinch ?? 0.08);
  let inner = `<g transform="translate(${x},${-yb - h / 2}) rotate(${rot})"><path d="${pth}" fill="${g}"/>`;
  if (o.stripe)
    inner += `<path d="${pth}" fill="none"/><g clip-path="${S.clip(`<path d="${pth}"/>`)}">${[-0.2, 0, 0.2].map((t) => `<rect x="${-w}" y="${t * h - h * 0.03}" width="${2 * w}" height="${h * 0.05}" fill="${o.stripe}" opacity="0.8"/>`).join("")}</g>`;
  if (o.tex)
    inner += `<path d="${pth}" fill="${S.tex(o.tex, 30)}" fill-opacity="0.45"/>`;
  if (o.welt) inner += `<path d="${pth}" fill="none" stroke="${o.welt}" stroke-width="0.9"/>`;
  inner += `</g>`;
  const sh = `<g transform="translate(${x + 3},${-yb - h / 2 + 2}) rotate(${rot})"><path d="${pth}" fill="#2a1d14" opacity="0.25" filter="${S.blur(2)}"/></g>`;
  return S.front(Z, sh + inner);
}

function sofa(S, o) {
  const { x, z } = o, w = o.w || 230, d = o.d || 95, h = o.h || 74, seat = o.seat || 44, arm = o.arm ?? 22, c = o.c || '#ECE4D6';
  const T = { name: o.tex || 'linen', size: o.texSize || 36, op: o.texOp || 0.35 };
  const R = o.r ?? 9, st = o.stroke || dk(c, 0.32);
  let s = wallShadow(S, x, x + w, h + 4, z) + floorShadow(S, x, x + w, z, z + d, { op: 0.45, spread: 12, blur: 12 });
  const leg = o.leg || '#5b4331';
  if (o.plinth) s += box(S, { x0: x + 6, x1: x + w - 6, y0: 0, y1: 9, z0: z + 6, z1: z + d - 6 }, leg);
  else for (const lx of [x + 8, x + w - 14]) s += box(S, { x0: lx, x1: lx + 6, y0: 0, y1: 10, z0: z + d - 14, z1: z + d - 8 }, leg);
  s += softBox(S, { x0: x, x1: x + w, y0: 9, y1: h - 8, z0: z, z1: z + 22 }, dk(c, 0.08), { r: R, tex: T, stroke: st });
  const armTop = o.armH || h - 16;
  if (arm) {
    s += softBox(S, { x0: x, x1: x + arm, y0: 9, y1: armTop, z0: z + 2, z1: z + d }, c, { r: R + 2, tex: T, stroke: st });
    s += softBox(S, { x0: x + w - arm, x1: x + w, y0: 9, y1: armTop, z0: z + 2, z1: z + d }, c, { r: R + 2, tex: T, stroke: st });
  }
  s += softBox(S, { x0: x + arm - 1, x1: x + w - arm + 1, y0: 9, y1: seat - 13, z0: z + 18, z1: z + d - 1 }, dk(c, 0.06), { r: 3, tex: T, stroke: st });
  const n = o.n || (w > 200 ? 3 : w > 120 ? 2 : 1), cw = (w - 2 * arm) / n;
  for (let i = 0; i < n; i++) s += softBox(S, { x0: x + arm + i * cw + 0.8, x1: x + arm + (i + 1) * cw - 0.8, y0: seat - 8, y1: h + (o.backUp ?? 2), z0: z + 10, z1: z + 30 }, c, { r: R + 4, tex: T, stroke: st, front: S.v(lt(c, 0.1), dk(c, 0.2)) });
  for (let i = 0; i < n; i++) s += softBox(S, { x0: x + arm + i * cw + 0.6, x1: x + arm + (i + 1) * cw - 0.6, y0: seat - 14, y1: seat, z0: z + 28, z1: z + d + 1.5 }, c, { r: R - 2, tex: T, stroke: st, front: S.v(lt(c, 0.04), dk(c, 0.14)), top: S.v(lt(c, 0.02), lt(c, 0.16)) });
  for (const p of o.pillows || []) s += pillow(S, z + 36, p.x, seat - 3, p.w || 48, p.h || 46, p.c, p.rot || 0, p);
  if (o.throwC) s += foldedThrow(S, o.throwRight ? x + w - arm - 50 : x + arm + 4, seat, z + 50, 46, 34, o.throwC, o.throwStripe);
  return s;
}
// soft shadow cast on the back wall behind a piece (light from S.light side)
function wallShadow(S, x0, x1, top, z, { op = 0.2, blur = 14 } = {}) {
  const off = -S.light * (6 + z * 0.15);
  return `<g opacity="${op}" filter="${S.blur(blur)}">${S.poly([[x0 + off, 0, 0.5], [x1 + off, 0, 0.5], [x1 + off * 1.2, top + 6, 0.5], [x0 + off * 1.2, top + 6, 0.5]], '#3a2818')}</g>`;
}
// folded throw lying on a seat (box-ish with soft folds)
function foldedThrow(S, x, y, z, w, d, c, stripe) {
  let s = box(S, { x0: x, x1: x + w, y0: y, y1: y + 5, z0: z - d / 2, z1: z + d / 2 }, c, { r: 2.5, tex: { name: 'linen', size: 20, op: 0.5 }, stroke: dk(c, 0.3) });
  if (stripe) s += S.poly([[x + w * 0.15, y + 5.1, z - d / 2], [x + w * 0.22, y + 5.1, z - d / 2], [x + w * 0.22, y + 5.1, z + d / 2], [x + w * 0.15, y + 5.1, z + d / 2]], stripe, 'opacity="0.8"');
  return s;
}
// throw blanket draped over an arm / edge (elevation at Z)
function throwOver(S, Z, x, top, len, c, stripe) {
  const w = 38;
  const pth = `M${x},${-top - 2} Q${x + w / 2},${-top - 5} ${x + w},${-top - 1} L${x + w + 3},${-top + len} Q${x + w * 0.7},${-top + len + 5} ${x + w * 0.45},${-top + len + 1} Q${x + w * 0.2},${-top + len + 6} ${x - 2},${-top + len - 1} Z`;
  const g = S.grad(
    [
      [0, dk(c, 0.12)],
      [0.2, lt(c, 0.1)],
      [0.45, dk(c, 0.06)],
      [0.65, lt(c, 0.08)],
      [0.85, dk(c, 0.1)],
      [1, dk(c, 0.2)],
    ],
    { x2: 1, y2: 0 },
  );
  let inner = `<path d="${pth}" fill="#2a1d14" opacity="0.25" transform="translate(2,2)" filter="${S.blur(1.5)}"/><path d="${pth}" fill="${g}"/>`;
  inner += `<path d="${pth}" fill="${S.tex("linen", 24)}" fill-opacity="0.5"/>`;
  if (stripe)
    inner += `<path d="M${x},${-top + len - 8} L${x + w + 3},${-top + len - 6}" stroke="${stripe}" stroke-width="1.6" opacity="0.7"/>`;
  return S.front(Z, inner);
}

function loungeChair(S, o) {
  const { x, z } = o, w = o.w || 84, d = o.d || 80, c = o.c || '#EFE8DC', h = o.h || 74, armH = o.armH || 58, seat = o.seat || 42;
  const T = { name: o.tex || 'boucle', size: 22, op: 0.6 }, st = dk(c, 0.3);
  let s = wallShadow(S, x, x + w, h, z, { op: 0.14 }) + floorShadow(S, x, x + w, z, z + d, { op: 0.42, spread: 8, blur: 9 });
  if (o.legs) for (const lx of [x + 8, x + w - 12]) s += box(S, { x0: lx, x1: lx + 4, y0: 0, y1: 12, z0: z + d - 12, z1: z + d - 8 }, o.legs);
  else s += box(S, { x0: x + 8, x1: x + w - 8, y0: 0, y1: 8, z0: z + 10, z1: z + d - 10 }, o.base || dk(c, 0.55));
  const y0 = o.legs ? 12 : 7;
  s += softBox(S, { x0: x + 2, x1: x + w - 2, y0, y1: h, z0: z, z1: z + 22 }, dk(c, 0.05), { r: 16, tex: T, stroke: st });
  const aw = o.armW || 17;
  s += softBox(S, { x0: x, x1: x + aw, y0, y1: armH, z0: z + 4, z1: z + d }, c, { r: 9, tex: T, stroke: st });
  s += softBox(S, { x0: x + w - aw, x1: x + w, y0, y1: armH, z0: z + 4, z1: z + d }, c, { r: 9, tex: T, stroke: st });
  s += softBox(S, { x0: x + aw - 1, x1: x + w - aw + 1, y0, y1: seat, z0: z + 18, z1: z + d + 1 }, lt(c, 0.03), { r: 8, tex: T, stroke: st });
  if (o.pillow) s += pillow(S, z + 30, x + w / 2, seat - 2, 38, 30, o.pillow, -4, { pinch: 0.1, tex: 'linen' });
  return s;
}

function travertineDrum(S, X, Z, r = 48, h = 36, c = "#DCCBB0") {
  let s = ellShadow(S, X, Z, r, { op: 0.4, blur: 8 });
  s += lathe(
    S,
    X,
    Z,
    [
      [0, r * 0.86],
      [6, r * 0.86],
    ],
    dk(c, 0.35),
    { cap: false },
  );
  s += lathe(
    S,
    X,
    Z,
    [
      [6, r],
      [h, r],
    ],
    c,
    {
      tex: { name: "grainH", size: 70, op: 0.55 },
      capFill: S.v(lt(c, 0.06), lt(c, 0.2)),
      hi: 0.16,
      lo: 0.22,
    },
  );
  const t = ellP(S, X, h, Z, r);
  s += ellTag(t, S.tex("grainH", 70 * S.fs(Z)), 'fill-opacity="0.35"');
  return s;
}

function books(S, x, y, Z, list, depth = 22) {
  // list: [[thickness, width, color], ...] stacked upward
  let s = "",
    yy = y;
  for (const [t, w, c] of list) {
    s += box(S, { x0: x, x1: x + w, y0: yy, y1: yy + t, z0: Z - depth / 2, z1: Z + depth / 2 }, c, {
      top: lt("#f3ece0", 0.3),
    });
    yy += t;
  }
  return s;
}
function upBooks(S, x, y, Z, n, colors, rng, depth = 20) {
  let s = "",
    xx = x;
  for (let i = 0; i < n; i++) {
    const w = 2.2 + rng() * 2.6,
      h = 20 + rng() * 9,
      c = colors[Math.floor(rng() * colors.length)];
    s += box(S, { x0: xx, x1: xx + w, y0: y, y1: y + h, z0: Z, z1: Z + depth }, c, {
      top: "#eee4d4",
      front: S.v(lt(c, 0.06), dk(c, 0.1)),
    });
    xx += w + 0.2;
  }
  return s;
}

function vase(S, X, y, Z, kind, c, o = {}) {
  const sc = o.scale || 1;
  const P = {
    jug: [
      [0, 5],
      [3, 7],
      [10, 9],
      [18, 8],
      [24, 4],
      [30, 3.2],
      [33, 3.8],
    ],
    bottle: [
      [0, 5],
      [8, 7],
      [14, 6.5],
      [20, 3],
      [30, 2],
      [34, 2.4],
    ],
    round: [
      [0, 5],
      [5, 10],
      [12, 11.5],
      [19, 9],
      [23, 5],
      [25, 5.2],
    ],
    tall: [
      [0, 6],
      [10, 8],
      [28, 9],
      [40, 7],
      [48, 4],
      [52, 4.6],
    ],
    bowl: [
      [0, 5],
      [2, 9],
      [6, 12.5],
      [8, 13],
    ],
    cyl: [
      [0, 6],
      [22, 6],
    ],
    amphora: [
      [0, 4],
      [6, 8],
      [16, 11],
      [26, 9],
      [33, 5],
      [38, 4.5],
      [40, 5.5],
    ],
  }[kind];
  const prof = P.map(([yy, r]) => [y + yy * sc, r * sc]);
  let s = ellShadow(S, X, Z, prof[0][1] * 1.3, { op: 0.3, blur: 2.5, y: y + 0.2 });
  s += lathe(S, X, Z, prof, c, {
    open: kind !== "cyl" || o.open,
    spec: o.spec ?? 0.25,
    tex: o.tex ? { name: o.tex, size: 24, op: 0.5 } : null,
    wall: kind === "bowl" ? 0.93 : 0.75,
  });
  return s;
}

// branches / stems arranged in a vessel: drawn in elevation
function stems(S, X, y, Z, o = {}) {
  const rng = mulberry32(o.seed || 3);
  const h = o.h || 70,
    n = o.n || 5;
  const leafC = o.leaf || ["#7c8259", "#6a7049", "#97996c"];
  let g = "",
    lv = "";
  for (let i = 0; i < n; i++) {
    const ang = (i / (n - 1 || 1) - 0.5) * (o.spread || 1.1) + (rng() - 0.5) * 0.25;
    const len = h * (0.7 + rng() * 0.35);
    const pts = [];
    for (let t = 0; t <= 6; t++) {
      const u = t / 6;
      pts.push([X + Math.sin(ang) * len * u + Math.sin(u * 3 + i) * 3, -(y + Math.cos(ang) * len * u)]);
    }
    g += `<path d="${smooth(pts)}" stroke="${o.stem || "#5a4a36"}" stroke-width="${o.sw || 0.6}" fill="none"/>`;
    for (let t = 2; t <= 6; t++) {
      const [px, py] = pts[t];
      for (const sd of [-1, 1]) {
        if (rng() < 0.25) continue;
        const a = ang * 57 + sd * (35 + rng() * 30) - 90;
        const L = (o.leafL || 5) * (0.7 + rng() * 0.5);
        lv += `<ellipse cx="${f1(px + Math.cos((a * Math.PI) / 180) * L * 0.6)}" cy="${f1(py + Math.sin((a * Math.PI) / 180) * L * 0.6)}" rx="${f1(L / 2)}" ry="${f1(L / (o.leafR || 5))}" transform="rotate(${f1(a)} ${f1(px + Math.cos((a * Math.PI) / 180) * L * 0.6)} ${f1(py + Math.sin((a * Math.PI) / 180) * L * 0.6)})" fill="${leafC[Math.floor(rng() * leafC.length)]}"/>`;
      }
    }
  }
  return S.front(Z, g + lv);
}

// olive (or ficus-ish) tree in a pot; elevation foliage
function tree(S, X, Z, o = {}) {
  const rng = mulberry32(o.seed || 11);
  const h = o.h || 210,
    pr = o.potR || 26,
    ph = o.potH || 46,
    pc = o.potC || "#B5643C";
  let s = ellShadow(S, X, Z, pr * 1.1, { op: 0.42, blur: 8 });
  const potProf =
    o.potShape === "urn"
      ? [
          [0, pr * 0.6],
          [ph * 0.15, pr * 0.8],
          [ph * 0.6, pr],
          [ph * 0.9, pr * 0.94],
          [ph, pr * 1.0],
        ]
      : o.potShape === "bowl"
        ? [
            [0, pr * 0.5],
            [ph * 0.35, pr * 0.9],
            [ph, pr],
          ]
        : [
            [0, pr * 0.72],
            [ph * 0.88, pr * 0.98],
            [ph * 0.9, pr * 1.05],
            [ph, pr * 1.05],
          ];
  s += lathe(S, X, Z, potProf, pc, {
    open: true,
    wall: 0.9,
    inside: S.v("#3d2c1f", "#2b2017"),
    tex: { name: "fine", size: 30, op: 0.5 },
  });
  const leaves = o.leaves || ["#6B6B47", "#7f805a", "#5a5b3c", "#969872", "#aeb08f"];
  // trunk(s)
  let g = "";
  const top = -(h - (o.crown || 70));
  const stemsN = o.trunks || 2;
  const tips = [];
  for (let i = 0; i < stemsN; i++) {
    const pts = [];
    const sway = (i - (stemsN - 1) / 2) * 14 + (rng() - 0.5) * 10;
    for (let t = 0; t <= 8; t++) {
      const u = t / 8;
      pts.push([X + sway * u + Math.sin(u * 5 + i * 2) * 5 * (1 - u * 0.3), lerp(-ph + 2, top, u)]);
    }
    g += `<path d="${taper(pts, o.trunkW || 5, 1.6)}" fill="${S.h(o.bark || "#6a5845", dk(o.bark || "#6a5845", 0.35))}"/>`;
    tips.push(pts[8], pts[6]);
  }
  // canopy clusters
  const cl = [];
  const cw = o.crownW || 110;
  for (let i = 0; i < (o.clusters || 9); i++)
    cl.push([X + (rng() - 0.5) * cw, top + (rng() - 0.6) * (o.crown || 70) * 0.9, 16 + rng() * 16]);
  for (const [cx, cy] of cl) {
    const t = tips[Math.floor(rng() * tips.length)];
    g += `<path d="M${f1(t[0])},${f1(t[1])} Q${f1((t[0] + cx) / 2)},${f1(Math.max(t[1], cy) + 6)} ${f1(cx)},${f1(cy)}" stroke="${o.bark || "#6a5845"}" stroke-width="1.3" fill="none"/>`;
  }
  let back = "",
    lv = "";
  for (const [cx, cy, r] of cl) {
    back += `<ellipse cx="${f1(cx)}" cy="${f1(cy)}" rx="${f1(r * 1.1)}" ry="${f1(r * 0.8)}" fill="${dk(leaves[0], 0.25)}"/>`;
    const n = Math.round(r * (o.density || 2.6));
    for (let j = 0; j < n; j++) {
      const a = rng() * Math.PI * 2,
        rr = Math.sqrt(rng()) * r;
      const px = cx + Math.cos(a) * rr * 1.15,
        py = cy + Math.sin(a) * rr * 0.8;
      const side = (px - cx) / r; // lighter towards the light
      const li = clamp(
        Math.floor(
          ((S.light < 0 ? -side : side) * 0.5 + 0.5 - ((py - cy) / r) * 0.3 + (rng() - 0.5) * 0.6) *
            leaves.length,
        ),
        0,
        leaves.length - 1,
      );
      const ang = Math.atan2(py - cy, px - cx) * 57.3 + (rng() - 0.5) * 70 + 20;
      const L = (o.leafL || 7) * (0.75 + rng() * 0.5);
      lv += `<ellipse cx="${f1(px)}" cy="${f1(py)}" rx="${f1(L / 2)}" ry="${f1(L / (o.leafR || 6.5))}" transform="rotate(${f1(ang)} ${f1(px)} ${f1(py)})" fill="${leaves[li]}"/>`;
    }
  }
  s += S.front(Z - 2, `<g opacity="0.5" filter="${S.blur(4)}">${back}</g>` + g + lv);
  return s;
}

function pendant(S, X, Z, y, o = {}) {
  const type = o.type || "dome",
    c = o.c || "#B08D57";
  const [ax, ay] = S.P(X, S.RH || 300, Z);
  let inner = "",
    glow = o.glow ?? 0.5,
    sh = 0;
  if (type === "dome") {
    const r = o.r || 24;
    sh = r * 0.55;
    inner = `<path d="M${X - r},${-y} A${r},${sh} 0 0 1 ${X + r},${-y} Z" fill="${S.cylG(c, { spec: 0.3 })}"/><ellipse cx="${X}" cy="${-y}" rx="${r}" ry="${r * 0.12}" fill="${S.rad(
      [
        [0, "#fff7e3"],
        [1, "#f2d7a4"],
      ],
    )}"/>`;
  } else if (type === "globe") {
    const r = o.r || 16;
    sh = r * 2;
    inner = `<circle cx="${X}" cy="${-y - r}" r="${r}" fill="${S.rad(
      [
        [0, "#fffaf0"],
        [0.7, "#fbead0"],
        [1, "#e6cfa9"],
      ],
      { cx: 0.45, cy: 0.45 },
    )}"/><rect x="${X - 2.5}" y="${-y - 2 * r - 3}" width="5" height="5" fill="${c}"/>`;
  } else if (type === "woven") {
    const r = o.r || 28,
      hh = o.h || 30;
    sh = hh;
    const pth = `M${X - r * 0.35},${-y - hh} Q${X - r},${-y - hh * 0.9} ${X - r},${-y} L${X + r},${-y} Q${X + r},${-y - hh * 0.9} ${X + r * 0.35},${-y - hh} Z`;
    let weave = "";
    for (let i = -12; i <= 12; i++)
      weave += `<path d="M${X + ((i * r) / 12) * 0.35},${-y - hh} Q${X + ((i * r) / 12) * 1.05},${-y - hh * 0.6} ${X + (i * r) / 12},${-y}" stroke="${dk(c, 0.35)}" stroke-width="0.45" fill="none" opacity="0.6"/>`;
    for (let j = 1; j < 9; j++)
      weave += `<path d="M${X - r},${-y - (hh * j) / 9} L${X + r},${-y - (hh * j) / 9}" stroke="${lt(c, 0.3)}" stroke-width="0.35" opacity="0.5"/>`;
    inner = `<path d="${pth}" fill="${S.cylG(c, { hi: 0.15 })}"/><g clip-path="${S.clip(`<path d="${pth}"/>`)}">${weave}</g><ellipse cx="${X}" cy="${-y}" rx="${r}" ry="${r * 0.1}" fill="#f7e2b8"/>`;
  } else if (type === "cone") {
    const r = o.r || 16,
      hh = o.h || 26;
    sh = hh;
    inner = `<path d="M${X - 3},${-y - hh} L${X + 3},${-y - hh} L${X + r},${-y} L${X - r},${-y} Z" fill="${S.cylG(c, { spec: 0.2 })}"/><ellipse cx="${X}" cy="${-y}" rx="${r}" ry="${r * 0.12}" fill="#fbe9c6"/>`;
  } else if (type === "lantern") {
    const r = o.r || 16,
      hh = o.h || 44;
    sh = hh;
    inner = `<path d="M${X - r},${-y - hh * 0.8} L${X + r},${-y - hh * 0.8} L${X + r * 0.7},${-y} L${X - r * 0.7},${-y} Z" fill="${S.rad(
      [
        [0, "#fff1cf"],
        [1, "#e7b978"],
      ],
    )}"/>`;
    inner += `<path d="M${X - r},${-y - hh * 0.8} L${X + r},${-y - hh * 0.8} L${X + r * 0.7},${-y} L${X - r * 0.7},${-y} Z M${X},${-y - hh * 0.8}V${-y} M${X - r * 0.85},${-y - hh * 0.4}H${X + r * 0.85}" stroke="${c}" stroke-width="1.6" fill="none"/>`;
    inner += `<path d="M${X - r - 3},${-y - hh * 0.8} L${X},${-y - hh} L${X + r + 3},${-y - hh * 0.8} Z" fill="${c}"/><path d="M${X - r * 0.7},${-y} L${X},${-y + 6} L${X + r * 0.7},${-y}Z" fill="${c}"/>`;
  }
  const [bx, by] = S.P(X, y + sh, Z);
  let s = `<path d="M${f1(ax)},${f1(ay)}L${f1(bx)},${f1(by)}" stroke="${o.cord || "#2B2724"}" stroke-width="${f1(Math.max(0.7, 0.35 * S.fs(Z)))}" opacity="0.85"/>`;
  if (glow) {
    const e = S.P(X, y, Z),
      R = (o.r || 24) * 3.2 * S.fs(Z);
    s += `<circle cx="${f1(e[0])}" cy="${f1(e[1])}" r="${f1(R)}" fill="${S.rad([
      [0, "#ffe6b5", glow],
      [0.4, "#ffe6b5", glow * 0.3],
      [1, "#ffe6b5", 0],
    ])}" />`;
  }
  return s + S.front(Z, inner);
}

function tableLamp(S, X, y, Z, o = {}) {
  const bc = o.base || "#C9B79C",
    sc = o.shade || "#F3EBDD";
  let s = ellShadow(S, X, Z, 9, { op: 0.3, blur: 2, y: y + 0.2 });
  const base =
    o.kind === "column"
      ? [
          [0, 7],
          [3, 7],
          [4, 5],
          [30, 5],
          [32, 3],
        ]
      : o.kind === "alabaster"
        ? [
            [0, 7],
            [2, 7],
            [5, 4],
            [16, 4],
            [22, 9],
            [30, 9.5],
            [36, 6],
            [38, 2],
          ]
        : [
            [0, 6],
            [4, 10],
            [14, 13],
            [24, 10],
            [30, 4],
            [33, 2],
          ];
  s += lathe(
    S,
    X,
    Z,
    base.map(([a, b]) => [y + a, b]),
    bc,
    { spec: o.spec ?? 0.35, tex: o.tex ? { name: o.tex, size: 20, op: 0.5 } : null },
  );
  const top = y + base[base.length - 1][0];
  const sh = o.shadeH || 28,
    r0 = o.r0 || 22,
    r1 = o.r1 || 15;
  const e = S.P(X, top + 6, Z);
  s += `<path d="M${f1(e[0])},${f1(e[1])}V${f1(S.P(X, top, Z)[1])}" stroke="#8f7a5a" stroke-width="${f1(0.5 * S.fs(Z))}"/>`;
  const sY = top + 4;
  const shp = (yy) => [
    [yy, r0],
    [yy + sh, r1],
  ];
  const m = S.fs(Z);
  s += S.front(
    Z,
    `<path d="M${X - r0},${-sY} L${X - r1},${-sY - sh} L${X + r1},${-sY - sh} L${X + r0},${-sY} Z" fill="${S.grad(
      [
        [0, dk(sc, 0.08)],
        [0.3, lt(sc, 0.35)],
        [0.55, lt(sc, 0.2)],
        [1, dk(sc, 0.12)],
      ],
      { x2: 1, y2: 0 },
    )}"/>` +
      `<path d="M${X - r0},${-sY} L${X - r1},${-sY - sh} L${X + r1},${-sY - sh} L${X + r0},${-sY} Z" fill="${S.tex("linen", 20)}" fill-opacity="0.4"/>`,
  );
  void shp;
  void m;
  const g = S.P(X, sY + sh / 2, Z);
  s += `<circle cx="${f1(g[0])}" cy="${f1(g[1])}" r="${f1(70 * S.fs(Z))}" fill="${S.rad([
    [0, "#ffe3ad", 0.45],
    [0.5, "#ffe3ad", 0.12],
    [1, "#ffe3ad", 0],
  ])}" />`;
  return s;
}

function sideTable(S, X, Z, o = {}) {
  const c = o.c || "#7a583c",
    r = o.r || 22,
    h = o.h || 52;
  let s = ellShadow(S, X, Z, r, { op: 0.35, blur: 5 });
  if (o.kind === "pedestal") {
    s += lathe(
      S,
      X,
      Z,
      [
        [0, r * 0.55],
        [3, r * 0.5],
        [h * 0.3, r * 0.28],
        [h - 4, r * 0.4],
        [h - 4, r],
      ],
      c,
      { cap: false },
    );
    s += lathe(
      S,
      X,
      Z,
      [
        [h - 4, r],
        [h, r],
      ],
      c,
      { tex: { name: "grainH", size: 40, op: 0.5 } },
    );
  } else {
    s += lathe(
      S,
      X,
      Z,
      [
        [0, r * 0.9],
        [h, r],
      ],
      c,
      { tex: { name: "grainH", size: 50, op: 0.5 } },
    );
  }
  return s;
}

// framed art; kinds: arch, sun, lines, stones, landscape, strokes
function art(S, x, y, w, h, o = {}) {
  const Z = o.z ?? 2,
    kind = o.kind || "arch",
    pal = o.pal || ["#A0522D", "#C9A27A", "#6B6B47", "#E9DFCF"];
  const fr = o.frame || "#7a5a3f",
    mat = o.mat ?? 5,
    rng = mulberry32(o.seed || 7);
  const ix = x + mat,
    iy = y + mat,
    iw = w - 2 * mat,
    ih = h - 2 * mat;
  let a = "";
  const bg = o.bg || "#EFE6D6";
  a += `<rect x="${ix}" y="${-(iy + ih)}" width="${iw}" height="${ih}" fill="${bg}"/>`;
  const cx = ix + iw / 2,
    by = -iy,
    ty = -(iy + ih);
  if (kind === "arch") {
    a += `<path d="M${cx - iw * 0.28},${by - ih * 0.18} V${ty + ih * 0.45} A${iw * 0.28},${iw * 0.28} 0 0 1 ${cx + iw * 0.28},${ty + ih * 0.45} V${by - ih * 0.18}Z" fill="${pal[0]}"/>`;
    a += `<circle cx="${cx + iw * 0.12}" cy="${ty + ih * 0.32}" r="${iw * 0.09}" fill="${pal[1]}"/><rect x="${ix + iw * 0.12}" y="${by - ih * 0.18}" width="${iw * 0.76}" height="${ih * 0.02}" fill="${pal[2]}"/>`;
  } else if (kind === "sun") {
    a += `<rect x="${ix}" y="${ty + ih * 0.62}" width="${iw}" height="${ih * 0.38}" fill="${pal[1]}"/><circle cx="${cx}" cy="${ty + ih * 0.62}" r="${iw * 0.22}" fill="${pal[0]}"/><rect x="${ix}" y="${ty + ih * 0.62}" width="${iw}" height="${ih * 0.38}" fill="${pal[1]}"/><rect x="${ix}" y="${ty + ih * 0.8}" width="${iw}" height="${ih * 0.2}" fill="${pal[2]}"/>`;
  } else if (kind === "lines") {
    const pts = [];
    for (let i = 0; i < 9; i++) pts.push([ix + iw * (0.15 + 0.7 * rng()), ty + ih * (0.15 + (0.7 * i) / 8)]);
    a += `<path d="${smooth(pts)}" stroke="${pal[0]}" stroke-width="${Math.max(0.5, iw * 0.008)}" fill="none"/><circle cx="${ix + iw * 0.66}" cy="${ty + ih * 0.36}" r="${iw * 0.14}" fill="${pal[1]}" opacity="0.8"/>`;
  } else if (kind === "stones") {
    for (let i = 0; i < 3; i++)
      a += `<ellipse cx="${ix + iw * (0.3 + 0.22 * i)}" cy="${ty + ih * (0.6 - 0.12 * i)}" rx="${iw * (0.2 - 0.03 * i)}" ry="${ih * (0.13 - 0.02 * i)}" fill="${pal[i]}"/>`;
  } else if (kind === "landscape") {
    a += `<rect x="${ix}" y="${ty}" width="${iw}" height="${ih}" fill="${S.v(pal[3], lt(pal[1], 0.3))}"/>`;
    for (let i = 0; i < 3; i++)
      a += `<path d="${hillPath(rng, ix, ix + iw, ty + ih * (0.5 + i * 0.14), ih * 0.14, by, 4)}" fill="${pal[i]}" opacity="${0.7 + i * 0.1}"/>`;
  } else if (kind === "strokes") {
    for (let i = 0; i < 4; i++) {
      const yy = ty + ih * (0.2 + i * 0.18);
      a += `<path d="M${ix + iw * 0.12},${yy} Q${cx},${yy - ih * 0.08 * (rng() - 0.3)} ${ix + iw * 0.88},${yy + ih * 0.03}" stroke="${pal[i % 3]}" stroke-width="${ih * 0.09}" stroke-linecap="round" fill="none" opacity="0.85"/>`;
    }
  } else if (kind === "blank") {
    a += "";
  }
  a += `<rect x="${ix}" y="${-(iy + ih)}" width="${iw}" height="${ih}" fill="${S.tex("linen", 30)}" fill-opacity="0.35"/>`;
  const frame = `<rect x="${x}" y="${-(y + h)}" width="${w}" height="${h}" fill="${o.matC || "#F6F1E7"}" stroke="${fr}" stroke-width="${o.fw || 1.8}"/>`;
  const shadow = `<rect x="${x + 2.5}" y="${-(y + h) + 3}" width="${w}" height="${h}" fill="#2a1d14" opacity="0.28" filter="${S.blur(3)}"/>`;
  return S.front(Z, shadow + (o.noFrame ? "" : frame) + a);
}

// flat-woven rug on the floor
function rug(S, x0, x1, z0, z1, o = {}) {
  const c = o.c || "#E4D8C4",
    b = o.border || dk(c, 0.15);
  let s = S.poly(
    [
      [x0, 0.4, z0],
      [x1, 0.4, z0],
      [x1, 0.4, z1],
      [x0, 0.4, z1],
    ],
    c,
  );
  const bw = o.bw ?? 10;
  if (o.kind !== "plain") {
    const q = (a, bb, cc, d) =>
      S.poly(
        [
          [a, 0.5, cc],
          [bb, 0.5, cc],
          [bb, 0.5, d],
          [a, 0.5, d],
        ],
        b,
      );
    s +=
      q(x0 + bw, x1 - bw, z0 + bw, z0 + bw + 3) +
      q(x0 + bw, x1 - bw, z1 - bw - 3, z1 - bw) +
      q(x0 + bw, x0 + bw + 3, z0 + bw, z1 - bw) +
      q(x1 - bw - 3, x1 - bw, z0 + bw, z1 - bw);
  }
  if (o.kind === "diamond") {
    const n = o.n || 6;
    for (let i = 0; i < n; i++) {
      const xa = lerp(x0 + 30, x1 - 30, i / n),
        xb = lerp(x0 + 30, x1 - 30, (i + 1) / n),
        zm = (z0 + z1) / 2,
        xm = (xa + xb) / 2,
        hz = (z1 - z0) * 0.3;
      s += `<polygon points="${S.pts([
        [xm, 0.5, zm - hz],
        [xb, 0.5, zm],
        [xm, 0.5, zm + hz],
        [xa, 0.5, zm],
      ])}" fill="none" stroke="${b}" stroke-width="${f1(1.3 * S.fs(zm))}" opacity="0.8"/>`;
    }
  }
  if (o.kind === "stripes") {
    for (let zz = z0 + 25; zz < z1 - 20; zz += o.gap || 22)
      s += S.poly(
        [
          [x0 + 16, 0.5, zz],
          [x1 - 16, 0.5, zz],
          [x1 - 16, 0.5, zz + 2.5],
          [x0 + 16, 0.5, zz + 2.5],
        ],
        b,
      );
  }
  const full = S.poly(
    [
      [x0, 0.4, z0],
      [x1, 0.4, z0],
      [x1, 0.4, z1],
      [x0, 0.4, z1],
    ],
    "#000",
  );
  s += S.texOver(full, o.tex || "boucle", { op: 0.5, size: 90 });
  s += full.replace(
    'fill="#000"',
    `fill="${S.grad([
      [0, "#2a1d14", 0.18],
      [1, "#2a1d14", 0],
    ])}"`,
  );
  return s;
}

// ───────────────────────────── finishing ─────────────────────────────

function finish(S, o = {}) {
  const { W, H } = S;
  let s = '';
  if (o.warm !== 0) s += `<rect width="${W}" height="${H}" fill="${o.tint || '#ffd9a0'}" opacity="${o.warm ?? 0.06}" style="mix-blend-mode:soft-light"/>`;
  if (o.glow) { const [gx, gy] = o.glow; s += `<rect width="${W}" height="${H}" fill="${S.rad([[0, '#fff3dc', o.glowOp ?? 0.35], [1, '#fff3dc', 0]], { cx: gx, cy: gy, r: o.glowR || 0.6 })}" />`; }
  s += `<rect width="${W}" height="${H}" fill="${S.rad([[0, '#1c130c', 0], [0.65, '#1c130c', 0.04], [1, '#1c130c', o.vignette ?? 0.28]], { r: 0.75 })}"/>`;
  S.add(s);
}

// ───────────────────────────── image registry & rendering ─────────────────────────────

const IMAGES = [];
const def = (name, kind, alt, draw) => IMAGES.push({ name, kind, alt, draw });

function grain(buf, w, h, seed, amp) {
  const rng = mulberry32(seed);
  for (let i = 0; i < w * h; i++) {
    const o = i * 3;
    const l = (buf[o] + buf[o + 1] + buf[o + 2]) / 765;
    const a = amp * (0.45 + 1.2 * l * (1 - l));
    const n = (rng() + rng() - 1) * a;
    buf[o] = clamp(buf[o] + n, 0, 255); buf[o + 1] = clamp(buf[o + 1] + n, 0, 255); buf[o + 2] = clamp(buf[o + 2] + n * 0.9, 0, 255);
  }
}

async function render(img) {
  const K = KINDS[img.kind];
  const S = new Scene(img.kind, hashStr(img.name));
  img.draw(S);
  const [W, H] = K.out;
  const svg = S.svg(W, H);
  if (process.env.DUMP_SVG) await writeFile("/tmp/last.svg", svg);
  const { data, info } = await sharp(Buffer.from(svg), { limitInputPixels: false }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  if (PNG_PREVIEW) await sharp(data, { raw: info }).png().toFile(path.join(os.tmpdir(), `${img.name}.png`));
  const sizes = [];
  for (const w of K.variants) {
    const h = Math.round((w * H) / W);
    const buf = Buffer.from(w === W ? data : await sharp(data, { raw: info }).resize(w, h, { kernel: 'lanczos3' }).raw().toBuffer());
    grain(buf, w, h, hashStr(img.name + w), w >= 1600 ? 5 : 4);
    const file = path.join(OUT, `${img.name}-${w}.webp`);
    const out = await sharp(buf, { raw: { width: w, height: h, channels: 3 } }).webp({ quality: 72, effort: 5 }).toFile(file);
    sizes.push(out.size);
  }
  return { name: img.name, width: W, height: H, variants: K.variants, alt: img.alt, bytes: sizes };
}

async function main() {
  await mkdir(OUT, { recursive: true });
  await initTextures();
  const todo = IMAGES.filter((im) => !FILTERS.length || FILTERS.some((f) => im.name.startsWith(f)));
  const results = new Map();
  const t0 = Date.now();
  let next = 0;
  const worker = async () => {
    while (next < todo.length) {
      const im = todo[next++];
      const t = Date.now();
      const r = await render(im);
      results.set(im.name, r);
      console.log(`${im.name.padEnd(11)} ${String(Date.now() - t).padStart(5)}ms  ${r.bytes.map((b) => (b / 1024).toFixed(0) + 'k').join(' ')}`);
    }
  };
  await Promise.all([worker(), worker()]);
  if (!FILTERS.length) {
    const manifest = IMAGES.map((im) => { const r = results.get(im.name); return { name: r.name, width: r.width, height: r.height, variants: r.variants, alt: r.alt }; });
    await writeFile(path.join(OUT, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
  }
  console.log(`done: ${todo.length} images in ${((Date.now() - t0) / 1000).toFixed(1)}s`);
}


function hull(pts) {
  const p = pts.slice().sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const cr = (o, a, b) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lo = [], up = [];
  for (const q of p) { while (lo.length >= 2 && cr(lo[lo.length - 2], lo[lo.length - 1], q) <= 0) lo.pop(); lo.push(q); }
  for (const q of p.reverse()) { while (up.length >= 2 && cr(up[up.length - 2], up[up.length - 1], q) <= 0) up.pop(); up.push(q); }
  return lo.slice(0, -1).concat(up.slice(0, -1));
}
// faint volumetric beam between a window outline (3D pts) and its sun patch on the floor
function lightShaft(S, outline3D, dir, { op = 0.1 } = {}) {
  const fl = outline3D.map(([X, Y, Z]) => { const t = Y / -dir[1]; return [X + dir[0] * t, 0, Math.max(0, Z + dir[2] * t)]; });
  const pts = hull([...outline3D, ...fl].map((p) => S.P(...p)));
  const a = S.P(...outline3D[0]), b = S.P(...fl[0]);
  const g = S.grad([[0, '#fff4dc', 1], [1, '#fff4dc', 0.15]], { units: 'userSpaceOnUse', x1: f1(a[0]), y1: f1(a[1] - 200), x2: f1(b[0]), y2: f1(b[1]) });
  return `<polygon points="${pts.map((p) => p.map(f1).join(',')).join(' ')}" fill="${g}" opacity="${op}"  filter="${S.blur(12)}"/>`;
}

// ───────────────────────────── more furniture ─────────────────────────────

// patterns in local (cm) units
function canePattern(S, c = '#C9A46E', bg = '#3a2a1c') {
  const key = 'cane' + c + bg; if (S.cache[key]) return S.cache[key];
  const id = S.id('cn');
  S.defs.push(`<pattern id="${id}" patternUnits="userSpaceOnUse" width="1.6" height="1.6"><rect width="1.6" height="1.6" fill="${bg}"/><path d="M0,0.4H1.6M0,1.2H1.6M0.4,0V1.6M1.2,0V1.6" stroke="${c}" stroke-width="0.28"/><path d="M0,0L1.6,1.6M1.6,0L0,1.6" stroke="${lt(c, 0.15)}" stroke-width="0.22"/><circle cx="0.8" cy="0.8" r="0.28" fill="${bg}"/></pattern>`);
  return (S.cache[key] = `url(#${id})`);
}
function weavePattern(S, c = '#B89468') {
  const key = 'weave' + c; if (S.cache[key]) return S.cache[key];
  const id = S.id('wv');
  S.defs.push(`<pattern id="${id}" patternUnits="userSpaceOnUse" width="3" height="2"><rect width="3" height="2" fill="${dk(c, 0.25)}"/><rect x="0.1" y="0.1" width="1.3" height="0.8" rx="0.35" fill="${c}"/><rect x="1.6" y="1.1" width="1.3" height="0.8" rx="0.35" fill="${lt(c, 0.08)}"/><rect x="-1.4" y="1.1" width="1.3" height="0.8" rx="0.35" fill="${lt(c, 0.08)}"/></pattern>`);
  return (S.cache[key] = `url(#${id})`);
}

function curtain(S, x, w, top, Z, c, o = {}) {
  const rng = mulberry32(o.seed || 2);
  const folds = o.folds || Math.max(4, Math.round(w / 9));
  const stops = [];
  for (let i = 0; i <= folds * 2; i++) stops.push([i / (folds * 2), i % 2 ? dk(c, 0.1 + rng() * 0.08) : lt(c, 0.08 + rng() * 0.1)]);
  const g = S.grad(stops, { units: 'userSpaceOnUse', x1: x, y1: 0, x2: x + w, y2: 0 });
  const bottom = o.bottom ?? -1, fl = o.flare ?? 3;
  let bot = '';
  for (let i = folds * 2; i >= 0; i--) bot += `L${f1(x - fl + (w + 2 * fl) * i / (folds * 2))},${f1(-bottom + (i % 2 ? 1.5 : -0.2))}`;
  const pth = `M${x},${-top} L${x + w},${-top} L${x + w + fl},${-bottom} ${bot} L${x - fl},${-bottom} Z`;
  let inner = `<path d="${pth}" fill="#2a1d14" opacity="0.18" transform="translate(${-S.light * 4},2)" filter="${S.blur(4)}"/>`;
  inner += `<g opacity="${o.op ?? 0.96}"><path d="${pth}" fill="${g}"/><path d="${pth}" fill="${S.tex('linen', 26)}" fill-opacity="0.6"/>`;
  inner += `<path d="${pth}" fill="${S.v('#fff6e6', '#2a1d14')}" fill-opacity="0.12"/></g>`;
  if (o.rod !== false) inner += `<rect x="${x - 8}" y="${-top - 3}" width="${w + 16}" height="1.6" rx="0.8" fill="${o.rod || '#2f2a25'}"/><circle cx="${x - 8}" cy="${-top - 2.2}" r="1.6" fill="${o.rod || '#2f2a25'}"/><circle cx="${x + w + 8}" cy="${-top - 2.2}" r="1.6" fill="${o.rod || '#2f2a25'}"/>`;
  return S.front(Z, inner);
}

function floorLamp(S, X, Z, o = {}) {
  const h = o.h || 160, c = o.c || '#2f2a25', sc = o.shade || '#F1E8D8';
  let s = ellShadow(S, X, Z, 16, { op: 0.3, blur: 4 });
  s += lathe(S, X, Z, [[0, 14], [2, 14], [2.5, 2]], c, { spec: 0.3 });
  s += S.front(Z, `<rect x="${X - 0.8}" y="${-h}" width="1.6" height="${h}" fill="${S.h(lt(c, 0.3), c)}"/>`);
  const sh = o.shadeH || 34, r0 = o.r0 || 22, r1 = o.r1 || 20, y0 = h - 8;
  s += S.front(Z, `<path d="M${X - r0},${-y0} L${X - r1},${-y0 - sh} L${X + r1},${-y0 - sh} L${X + r0},${-y0} Z" fill="${S.grad([[0, dk(sc, 0.1)], [0.3, lt(sc, 0.4)], [0.6, lt(sc, 0.2)], [1, dk(sc, 0.14)]], { x2: 1, y2: 0 })}"/><path d="M${X - r0},${-y0} L${X - r1},${-y0 - sh} L${X + r1},${-y0 - sh} L${X + r0},${-y0} Z" fill="${S.tex('linen', 20)}" fill-opacity="0.5"/>`);
  const g = S.P(X, y0 + sh / 2, Z);
  s += `<circle cx="${f1(g[0])}" cy="${f1(g[1])}" r="${f1(90 * S.fs(Z))}" fill="${S.rad([[0, '#ffe3ad', 0.35], [0.5, '#ffe3ad', 0.1], [1, '#ffe3ad', 0]])}"/>`;
  return s;
}

function bench(S, x, z, w, d, h, c, o = {}) {
  let s = floorShadow(S, x, x + w, z, z + d, { op: 0.35, spread: 5, blur: 6 });
  const lc = o.leg || '#6b4a32';
  if (o.legs !== false) for (const lx of [x + 4, x + w - 8]) s += box(S, { x0: lx, x1: lx + 4, y0: 0, y1: h - (o.cushion ? 12 : 4), z0: z + 4, z1: z + d - 4 }, lc);
  if (o.cushion) {
    s += box(S, { x0: x, x1: x + w, y0: h - 14, y1: h - 10, z0: z, z1: z + d }, lc, { tex: { name: 'grainH', size: 40, op: 0.4 } });
    s += box(S, { x0: x + 1, x1: x + w - 1, y0: h - 10, y1: h, z0: z + 1, z1: z + d - 1 }, o.cushion, { r: 4, tex: { name: o.tex || 'linen', size: 24, op: 0.45 }, stroke: dk(o.cushion, 0.3) });
  } else s += box(S, { x0: x, x1: x + w, y0: h - 4, y1: h, z0: z, z1: z + d }, c, { tex: { name: 'grainH', size: 40, op: 0.45 } });
  return s;
}

function consoleTable(S, x, z, w, d, h, c, o = {}) {
  let s = wallShadow(S, x, x + w, h, z, { op: 0.16 }) + floorShadow(S, x, x + w, z, z + d, { op: 0.3, spread: 4, blur: 6 });
  const T = { name: o.tex || 'grainH', size: 50, op: 0.45 };
  if (o.style === 'slab') {
    for (const lx of [x, x + w - 6]) s += box(S, { x0: lx, x1: lx + 6, y0: 0, y1: h - 5, z0: z, z1: z + d }, c, { tex: T });
  } else if (o.style === 'cabinet') {
    s += box(S, { x0: x + 2, x1: x + w - 2, y0: 10, y1: h - 4, z0: z, z1: z + d - 1 }, c, { tex: T, stroke: dk(c, 0.3) });
    s += S.front(z + d - 1, Array.from({ length: o.doors || 3 }, (_, i) => { const dw = (w - 4) / (o.doors || 3); return `<rect x="${x + 2 + i * dw + 1.2}" y="${-(h - 6)}" width="${dw - 2.4}" height="${h - 18}" fill="none" stroke="${dk(c, 0.3)}" stroke-width="0.4"/>` + (o.fluted ? Array.from({ length: Math.floor(dw / 2.2) }, (_, k) => `<rect x="${x + 2 + i * dw + 2 + k * 2.2}" y="${-(h - 7)}" width="1.1" height="${h - 20}" fill="${lt(c, 0.08)}" opacity="0.6"/>`).join('') : `<circle cx="${x + 2 + (i + 0.5) * dw}" cy="${-(h - 14)}" r="1" fill="#B08D57"/>`); }).join(''));
    for (const lx of [x + 4, x + w - 8]) s += box(S, { x0: lx, x1: lx + 3, y0: 0, y1: 10, z0: z + d - 8, z1: z + d - 5 }, dk(c, 0.3));
  } else {
    for (const lx of [x + 2, x + w - 6]) for (const lz of [z + 2, z + d - 6]) s += box(S, { x0: lx, x1: lx + 4, y0: 0, y1: h - 4, z0: lz, z1: lz + 4 }, o.leg || c);
    if (o.shelf) s += box(S, { x0: x + 2, x1: x + w - 2, y0: 14, y1: 17, z0: z + 2, z1: z + d - 2 }, c, { tex: T });
  }
  s += box(S, { x0: x, x1: x + w, y0: h - 5, y1: h, z0: z, z1: z + d }, o.top || c, { tex: T });
  return s;
}

function roundMirror(S, X, Y, r, Z, o = {}) {
  const fr = o.frame || '#B08D57', fw = o.fw || 2.2;
  const refl = S.grad([[0, lt(o.wall || '#EDE5D8', 0.3)], [0.5, dk(o.wall || '#EDE5D8', 0.08)], [1, dk(o.wall || '#EDE5D8', 0.2)]], { x1: 0, y1: 0, x2: 1, y2: 1 });
  let inner = `<circle cx="${X + 3}" cy="${-Y + 4}" r="${r}" fill="#2a1d14" opacity="0.25" filter="${S.blur(3)}"/>`;
  inner += `<circle cx="${X}" cy="${-Y}" r="${r}" fill="${S.grad([[0, lt(fr, 0.45)], [0.35, fr], [0.7, dk(fr, 0.3)], [1, lt(fr, 0.2)]], { x1: 0, y1: 0, x2: 1, y2: 1 })}"/>`;
  inner += `<circle cx="${X}" cy="${-Y}" r="${r - fw}" fill="${refl}"/>`;
  if (o.reflect) inner += `<g clip-path="${S.clip(`<circle cx="${X}" cy="${-Y}" r="${r - fw}"/>`)}">${o.reflect}</g>`;
  inner += `<path d="M${X - r * 0.6},${-Y - r * 0.2} L${X - r * 0.1},${-Y - r * 0.75} L${X + r * 0.05},${-Y - r * 0.6} L${X - r * 0.45},${-Y - 0.05 * r}Z" fill="#ffffff" opacity="0.14"/>`;
  return S.front(Z, inner);
}
function archMirror(S, x, y, w, h, Z, o = {}) {
  const fr = o.frame || '#B08D57', fw = o.fw || 2;
  const shp = (i) => `M${x + i},${-y - i} V${-(y + h - w / 2)} A${w / 2 - i},${w / 2 - i} 0 0 1 ${x + w - i},${-(y + h - w / 2)} V${-y - i} Z`;
  let inner = `<path d="${shp(0)}" fill="#2a1d14" opacity="0.25" transform="translate(3,3)" filter="${S.blur(3)}"/>`;
  inner += `<path d="${shp(0)}" fill="${S.grad([[0, lt(fr, 0.4)], [0.4, fr], [1, dk(fr, 0.3)]], { x2: 1, y2: 1 })}"/>`;
  inner += `<path d="${shp(fw)}" fill="${S.grad([[0, lt(o.wall || '#EDE5D8', 0.25)], [0.6, dk(o.wall || '#EDE5D8', 0.1)], [1, dk(o.wall || '#EDE5D8', 0.22)]], { x2: 1, y2: 1 })}"/>`;
  inner += `<path d="M${x + w * 0.2},${-y - h * 0.35} L${x + w * 0.55},${-y - h * 0.85} L${x + w * 0.68},${-y - h * 0.78} L${x + w * 0.33},${-y - h * 0.28}Z" fill="#fff" opacity="0.12"/>`;
  return S.front(Z, inner);
}

// chimney breast with an arched firebox and a travertine hearth
function fireplace(S, x0, x1, o = {}) {
  const d = o.depth || 40, wall = o.wall || '#EDE5D8', RH = S.RH;
  let s = wallShadow(S, x0, x1, RH, d, { op: 0.12, blur: 20 });
  s += box(S, { x0, x1, y0: 0, y1: RH + 5, z0: 0, z1: d }, wall, { noTop: true, front: S.v(lt(wall, 0.04), dk(wall, 0.05)), tex: { name: 'plaster', size: 300, op: 0.25 } });
  const cx = (x0 + x1) / 2, fw = o.fw || 90, fh = o.fh || 85;
  const fb = `M${cx - fw / 2},0 V${-(fh - fw / 2)} A${fw / 2},${fw / 2} 0 0 1 ${cx + fw / 2},${-(fh - fw / 2)} V0 Z`;
  const fb2 = `M${cx - fw / 2 + 6},0 V${-(fh - fw / 2)} A${fw / 2 - 6},${fw / 2 - 6} 0 0 1 ${cx + fw / 2 - 6},${-(fh - fw / 2)} V0 Z`;
  let inner = `<path d="${fb}" fill="${dk(wall, 0.18)}"/><path d="${fb2}" fill="${S.v('#1f1712', '#3a2a1e')}"/>`;
  if (o.fire !== false) {
    inner += `<ellipse cx="${cx}" cy="-6" rx="${fw * 0.4}" ry="${fh * 0.28}" fill="${S.rad([[0, '#ffcf7a', 0.9], [0.5, '#e07a2e', 0.5], [1, '#8a3b12', 0]])}"/>`;
    inner += `<rect x="${cx - 26}" y="-10" width="52" height="6" rx="3" fill="#5a3a26"/><rect x="${cx - 20}" y="-15" width="40" height="6" rx="3" fill="#6b4630" transform="rotate(-6 ${cx} -12)"/>`;
  }
  s += S.front(d, inner);
  if (o.hearth !== false) s += box(S, { x0: x0 - 10, x1: x1 + 10, y0: 0, y1: 14, z0: 0, z1: d + 35 }, o.hearthC || '#D9C9AE', { tex: { name: 'grainH', size: 60, op: 0.45 } });
  if (o.mantel) s += box(S, { x0: x0 - 6, x1: x1 + 6, y0: o.mantel, y1: o.mantel + 7, z0: 0, z1: d + 10 }, o.mantelC || lt(wall, 0.05), { tex: { name: 'plaster', size: 200, op: 0.3 } });
  return s;
}

// arched recessed niche with shelves; items(zMid, shelfTops) draws objects inside
function niche(S, x0, x1, y0, y1, o = {}) {
  const d = o.depth || 30, wall = o.wall || '#EDE5D8', arch = o.arch !== false;
  const ol = outline2D(x0, x1, y0, y1, arch);
  let s = `<polygon points="${S.pts(ol.map(([u, v]) => [u, v, 0]))}" fill="${dk(wall, 0.1)}"/>`;
  if (S.cx > x0) s += S.poly([[x0, y0, 0], [x0, y0, -d], [x0, arch ? y1 - (x1 - x0) / 2 : y1, -d], [x0, arch ? y1 - (x1 - x0) / 2 : y1, 0]], dk(wall, 0.14));
  if (S.cx < x1) s += S.poly([[x1, y0, 0], [x1, y0, -d], [x1, arch ? y1 - (x1 - x0) / 2 : y1, -d], [x1, arch ? y1 - (x1 - x0) / 2 : y1, 0]], dk(wall, 0.06));
  s += `<polygon points="${S.pts(ol.map(([u, v]) => [u, v, -d]))}" fill="${S.v(dk(wall, 0.16), dk(wall, 0.06))}"/>`;
  if (S.eye > y0) s += S.poly([[x0, y0, 0], [x1, y0, 0], [x1, y0, -d], [x0, y0, -d]], lt(wall, 0.05));
  const shelves = o.shelves || [];
  for (const sy of shelves) s += box(S, { x0, x1, y0: sy - 3, y1: sy, z0: -d, z1: 0 }, o.shelfC || lt(wall, 0.04), { noSide: true, tex: o.shelfC ? { name: 'grainH', size: 40, op: 0.4 } : null });
  if (o.items) s += o.items(-d / 2, [y0, ...shelves]);
  s += `<g opacity="0.3" filter="${S.blur(6)}"><polygon points="${S.pts(ol.map(([u, v]) => [u, v, -d]))}" fill="none" stroke="#3a2818" stroke-width="10"/></g>`;
  return s;
}

// ───────────────────────────── kitchen ─────────────────────────────

// base cabinet run against the back wall with counter; o: {c, top, doors:[widths]|n, pulls, toe, h, d, shaker, drawers}
function cabinetRun(S, x0, x1, o = {}) {
  const c = o.c || '#9AA38A', h = o.h || 90, d = o.d || 60, z0 = o.z || 0, top = o.top || '#EDE6DA';
  let s = floorShadow(S, x0, x1, z0, z0 + d, { op: 0.3, spread: 2, blur: 4 });
  s += box(S, { x0, x1, y0: 0, y1: 10, z0, z1: z0 + d - 6 }, dk(c, 0.45), { noTop: true });
  s += box(S, { x0, x1, y0: 10, y1: h - 4, z0, z1: z0 + d - 2 }, c, { noTop: true, stroke: dk(c, 0.35) });
  const n = o.n || Math.max(1, Math.round((x1 - x0) / 50)), dw = (x1 - x0) / n;
  let f = '';
  const pull = o.pull || '#B08D57';
  for (let i = 0; i < n; i++) {
    const a = x0 + i * dw;
    if (o.skip && o.skip.includes(i)) continue;
    f += `<rect x="${a + 0.6}" y="${-(h - 4.6)}" width="${dw - 1.2}" height="${h - 15.2}" fill="${S.v(lt(c, 0.06), dk(c, 0.1))}" stroke="${dk(c, 0.35)}" stroke-width="0.3"/>`;
    if (o.shaker !== false) f += `<rect x="${a + 6}" y="${-(h - 10)}" width="${dw - 12}" height="${h - 26}" fill="${dk(c, 0.05)}" stroke="${dk(c, 0.3)}" stroke-width="0.35"/><path d="M${a + 6},${-(h - 10)} h${dw - 12}" stroke="${dk(c, 0.4)}" stroke-width="0.8" opacity="0.5"/>`;
    if (o.drawers && o.drawers.includes(i)) {
      for (let k = 1; k < 3; k++) f += `<path d="M${a + 0.6},${-(h - 4.6) + k * (h - 15) / 3} h${dw - 1.2}" stroke="${dk(c, 0.4)}" stroke-width="0.5"/>`;
      for (let k = 0; k < 3; k++) f += `<rect x="${a + dw / 2 - 6}" y="${-(h - 4.6) + (k + 0.5) * (h - 15) / 3 - 0.6}" width="12" height="1.3" rx="0.6" fill="${pull}"/>`;
    } else f += `<rect x="${a + (i % 2 ? 4 : dw - 5.5)}" y="${-(h - 16)}" width="1.4" height="14" rx="0.7" fill="${S.h(lt(pull, 0.3), dk(pull, 0.2))}"/>`;
  }
  s += S.front(z0 + d - 1.8, f);
  s += box(S, { x0: x0 - 1, x1: x1 + 1, y0: h - 4, y1: h, z0, z1: z0 + d + 2 }, top, { tex: o.topTex ? { name: o.topTex, size: 90, op: 0.5 } : null, stroke: dk(top, 0.25) });
  return s;
}
// plane of tiles on a wall-parallel plane (Z), kinds: zellige | subway | check | encaustic | square
function tiles(S, x0, x1, y0, y1, Z, o = {}) {
  const kind = o.kind || 'zellige', rng = mulberry32(o.seed || 77);
  const cols = o.colors || ['#2F5D50', '#2B5547', '#356656', '#27493F', '#3B6B5C'];
  const tw = o.w || 10, th = o.h || (kind === 'subway' ? tw / 2 : tw), gap = o.gap ?? 0.35;
  const grout = o.grout || dk(cols[0], 0.35);
  let g = `<rect x="${x0}" y="${-y1}" width="${x1 - x0}" height="${y1 - y0}" fill="${grout}"/>`;
  const glossA = S.rad([[0, '#ffffff', 0.32], [0.5, '#ffffff', 0.05], [1, '#000000', 0.12]], { cx: 0.3, cy: 0.25, r: 0.9 });
  const glossB = S.rad([[0, '#ffffff', 0.18], [0.6, '#ffffff', 0], [1, '#000000', 0.2]], { cx: 0.6, cy: 0.3, r: 0.9 });
  const rows = Math.ceil((y1 - y0) / th);
  for (let j = 0; j < rows; j++) {
    const off = kind === 'subway' && j % 2 ? -tw / 2 : 0;
    for (let x = x0 + off; x < x1; x += tw) {
      const y = y0 + j * th;
      const ax = Math.max(x0, x), bx = Math.min(x1, x + tw);
      if (bx - ax < 0.5) continue;
      let col = cols[Math.floor(rng() * cols.length)];
      if (kind === 'check') col = ((Math.round((x - x0) / tw) + j) & 1) ? cols[0] : cols[1];
      if (kind === 'zellige') col = rng() < 0.5 ? lt(col, rng() * 0.12) : dk(col, rng() * 0.12);
      const jx = kind === 'zellige' ? (rng() - 0.5) * 0.35 : 0, jy = kind === 'zellige' ? (rng() - 0.5) * 0.35 : 0;
      const r = kind === 'zellige' ? 0.5 : 0.25;
      const hh = Math.min(th, y1 - y) - gap;
      g += `<rect x="${f1(ax + gap / 2 + jx)}" y="${f1(-(y + gap / 2 + hh) + jy)}" width="${f1(bx - ax - gap)}" height="${f1(hh)}" rx="${r}" fill="${col}"/>`;
      if (kind === 'zellige' || o.gloss) g += `<rect x="${f1(ax + gap / 2 + jx)}" y="${f1(-(y + gap / 2 + hh) + jy)}" width="${f1(bx - ax - gap)}" height="${f1(hh)}" rx="${r}" fill="${rng() < 0.5 ? glossA : glossB}"/>`;
      if (kind === 'encaustic') {
        const cx = ax + tw / 2, cy = -(y + th / 2), q = tw * 0.36;
        g += `<path d="M${cx},${cy - q} Q${cx + q * 0.2},${cy - q * 0.2} ${cx + q},${cy} Q${cx + q * 0.2},${cy + q * 0.2} ${cx},${cy + q} Q${cx - q * 0.2},${cy + q * 0.2} ${cx - q},${cy} Q${cx - q * 0.2},${cy - q * 0.2} ${cx},${cy - q}Z" fill="${o.motif || '#C46A3E'}"/><circle cx="${cx}" cy="${cy}" r="${q * 0.22}" fill="${o.motif2 || '#E9C46A'}"/>`;
        for (const [ccx, ccy] of [[ax, -y], [ax + tw, -y], [ax, -y - th], [ax + tw, -y - th]]) g += `<circle cx="${ccx}" cy="${ccy}" r="${q * 0.45}" fill="${o.motif3 || '#7C8B6F'}" opacity="0.9"/>`;
      }
    }
  }
  if (kind === 'encaustic') g = `<g clip-path="${S.clip(`<rect x="${x0}" y="${-y1}" width="${x1 - x0}" height="${y1 - y0}"/>`)}">${g}</g>`;
  return S.front(Z, g);
}
// floating shelf (oak) against the back wall; items drawn by caller
function shelf(S, x0, x1, y, o = {}) {
  const c = o.c || '#B48A5E', d = o.d || 26, t = o.t || 4;
  return `<g opacity="0.28" filter="${S.blur(4)}">${S.poly([[x0, y - 10, 0.3], [x1, y - 10, 0.3], [x1, y - 1, 0.3], [x0, y - 1, 0.3]], '#2a1d14')}</g>` + box(S, { x0, x1, y0: y - t, y1: y, z0: 0, z1: d }, c, { tex: { name: 'grainH', size: 40, op: 0.45 }, stroke: dk(c, 0.3) });
}
function rangeCooker(S, x, w, o = {}) {
  const c = o.c || '#EDE6DA', z = o.z || 0, d = 64, h = 91;
  let s = floorShadow(S, x, x + w, z, z + d, { op: 0.3, spread: 2, blur: 4 });
  s += box(S, { x0: x, x1: x + w, y0: 0, y1: h, z0: z, z1: z + d }, c, { top: S.v('#2b2724', '#3a3430'), stroke: dk(c, 0.4) });
  let f = `<rect x="${x + 5}" y="${-(h - 22)}" width="${w - 10}" height="${h - 36}" rx="2" fill="${S.v(dk(c, 0.08), dk(c, 0.18))}" stroke="${dk(c, 0.35)}" stroke-width="0.4"/>`;
  f += `<rect x="${x + 12}" y="${-(h - 32)}" width="${w - 24}" height="${h - 62}" rx="1.5" fill="${S.v('#3a322c', '#1f1a17')}"/>`;
  f += `<rect x="${x + 8}" y="${-(h - 25)}" width="${w - 16}" height="1.6" rx="0.8" fill="${o.metal || '#B08D57'}"/>`;
  for (let i = 0; i < 5; i++) f += `<circle cx="${x + w * (0.2 + 0.15 * i)}" cy="${-(h - 11)}" r="2.2" fill="${S.h(lt(o.metal || '#B08D57', 0.4), dk(o.metal || '#B08D57', 0.3))}"/>`;
  s += S.front(z + d, f);
  // grates
  for (const gx of [x + w * 0.28, x + w * 0.72]) { const e = ellP(S, gx, h + 0.5, z + d / 2, 8); s += ellTag(e, 'none', `stroke="#151210" stroke-width="${f1(0.8 * S.fs(z + d / 2))}"`); }
  return s;
}
// tapered plaster range hood
function hood(S, x0, x1, yb, o = {}) {
  const c = o.c || '#EDE5D8', d = o.d || 55, RH = S.RH, taper = o.taper ?? 18;
  let s = wallShadow(S, x0, x1, RH, d, { op: 0.14, blur: 14 });
  const pts = [[x0, yb, d], [x1, yb, d], [x1 - taper, yb + (o.th || 60), d - 20], [x1 - taper, RH, d - 20], [x0 + taper, RH, d - 20], [x0 + taper, yb + (o.th || 60), d - 20]];
  s += S.poly(pts, S.v(lt(c, 0.06), dk(c, 0.06)));
  s += S.texOver(S.poly(pts, '#000'), 'plaster', { op: 0.3, size: 260 });
  s += box(S, { x0: x0 - 2, x1: x1 + 2, y0: yb - 6, y1: yb, z0: 0, z1: d + 2 }, o.band || lt(c, 0.05), { tex: { name: o.bandTex || 'plaster', size: 120, op: 0.3 } });
  if (o.brass) s += box(S, { x0: x0 - 2, x1: x1 + 2, y0: yb - 8, y1: yb - 6, z0: 0, z1: d + 2.5 }, '#B08D57');
  return s;
}
function island(S, x0, x1, z0, z1, o = {}) {
  const c = o.c || '#7F8A6E', h = o.h || 92, top = o.top || '#EEE7DB';
  let s = floorShadow(S, x0, x1, z0, z1, { op: 0.4, spread: 6, blur: 8 });
  s += box(S, { x0: x0 + 3, x1: x1 - 3, y0: 0, y1: h - 4, z0: z0 + 3, z1: z1 - 3 }, c, { stroke: dk(c, 0.35), tex: o.wood ? { name: 'grainV', size: 60, op: 0.4 } : null });
  if (o.fluted !== false) {
    let f = ''; for (let x = x0 + 5; x < x1 - 5; x += 3.2) f += `<rect x="${f1(x)}" y="${-(h - 6)}" width="1.7" height="${h - 10}" fill="${lt(c, 0.12)}" opacity="0.55"/><rect x="${f1(x + 1.7)}" y="${-(h - 6)}" width="0.5" height="${h - 10}" fill="${dk(c, 0.25)}" opacity="0.5"/>`;
    s += S.front(z1 - 3, f);
  }
  s += box(S, { x0, x1, y0: h - 4, y1: h, z0, z1 }, top, { tex: o.topTex ? { name: o.topTex, size: 110, op: 0.55 } : { name: 'fine', size: 60, op: 0.25 }, stroke: dk(top, 0.25) });
  return s;
}
function stool(S, X, Z, o = {}) {
  const h = o.h || 65, c = o.c || '#6b4a32', seat = o.seat || c, r = o.r || 19;
  let s = ellShadow(S, X, Z, r * 0.9, { op: 0.3, blur: 5 });
  const legs = [[-1, -1], [1, -1], [-1, 1], [1, 1]].sort((a, b) => a[1] - b[1]);
  for (const [a, b] of legs) { const p0 = S.P(X + a * r * 0.85, 0, Z + b * r * 0.85), p1 = S.P(X + a * r * 0.6, h - 3, Z + b * r * 0.6); s += `<path d="M${f1(p0[0])},${f1(p0[1])}L${f1(p1[0])},${f1(p1[1])}" stroke="${b < 0 ? dk(c, 0.25) : c}" stroke-width="${f1(2.6 * S.fs(Z))}" stroke-linecap="round"/>`; }
  const rung = [S.P(X - r * 0.75, h * 0.3, Z + r * 0.75), S.P(X + r * 0.75, h * 0.3, Z + r * 0.75)];
  s += `<path d="M${f1(rung[0][0])},${f1(rung[0][1])}L${f1(rung[1][0])},${f1(rung[1][1])}" stroke="${o.rung || c}" stroke-width="${f1(1.4 * S.fs(Z))}"/>`;
  s += lathe(S, X, Z, [[h - 4, r], [h, r]], seat, { tex: o.tex ? { name: o.tex, size: 20, op: 0.5 } : null, smooth: false });
  if (o.back) s += S.front(Z - r * 0.8, `<path d="M${X - r * 0.8},${-h} V${-(h + o.back)} Q${X},${-(h + o.back + 4)} ${X + r * 0.8},${-(h + o.back)} V${-h}" fill="none" stroke="${c}" stroke-width="2.2"/>`);
  return s;
}
function faucet(S, X, y, Z, o = {}) {
  const c = o.c || '#B08D57';
  const g = S.h(lt(c, 0.45), dk(c, 0.3), c);
  let inner = '';
  if (o.wall) {
    inner += `<rect x="${X - 2}" y="${-y - 2}" width="4" height="4" rx="2" fill="${g}"/><path d="M${X},${-y} h0" />`;
    inner += `<rect x="${X - 1.2}" y="${-y - 1.2}" width="2.4" height="2.4" fill="${g}"/><circle cx="${X - 10}" cy="${-y - 3}" r="2.6" fill="${g}"/><circle cx="${X + 10}" cy="${-y - 3}" r="2.6" fill="${g}"/><rect x="${X - 11.4}" y="${-y - 9}" width="2.8" height="6" rx="1" fill="${g}"/><rect x="${X + 8.6}" y="${-y - 9}" width="2.8" height="6" rx="1" fill="${g}"/>`;
    return S.front(Z, inner) + S.front(Z + 8, `<rect x="${X - 1.3}" y="${-y - 1.3}" width="2.6" height="2.6" rx="1.2" fill="${g}"/>`) + box(S, { x0: X - 1.3, x1: X + 1.3, y0: y - 1.3, y1: y + 1.3, z0: Z, z1: Z + 16 }, c, { front: g, top: lt(c, 0.4), sideDark: dk(c, 0.2), sideLit: lt(c, 0.3) });
  }
  const hh = o.h || 30, reach = o.reach || 14;
  inner += `<rect x="${X - 3}" y="${-y - 2}" width="6" height="2" rx="1" fill="${g}"/>`;
  inner += `<path d="M${X},${-y} V${-y - hh} Q${X},${-y - hh - reach * 0.7} ${X + reach * 0.5},${-y - hh - reach * 0.7} Q${X + reach},${-y - hh - reach * 0.7} ${X + reach},${-y - hh + 3} V${-y - hh + 7}" fill="none" stroke="${c}" stroke-width="2" stroke-linecap="round"/>`;
  inner += `<path d="M${X - 0.6},${-y} V${-y - hh} Q${X - 0.6},${-y - hh - reach * 0.6} ${X + reach * 0.5},${-y - hh - reach * 0.6}" fill="none" stroke="${lt(c, 0.5)}" stroke-width="0.6" stroke-linecap="round" opacity="0.8"/>`;
  inner += `<rect x="${X - 5}" y="${-y - 10}" width="2.6" height="6" rx="1" fill="${g}"/><rect x="${X + 2.4}" y="${-y - 10}" width="2.6" height="6" rx="1" fill="${g}"/>`;
  return S.front(Z, inner);
}

// ───────────────────────────── dining ─────────────────────────────

function diningTable(S, x0, x1, z0, z1, o = {}) {
  const c = o.c || '#5E3F2B', h = o.h || 76, t = o.t || 4.5;
  let s = floorShadow(S, x0, x1, z0, z1, { op: 0.35, spread: 4, blur: 10 });
  const T = { name: 'grainH', size: 70, op: 0.5 };
  if (o.legs === 'trestle') {
    for (const lx of [x0 + 25, x1 - 31]) { s += box(S, { x0: lx, x1: lx + 6, y0: 0, y1: 4, z0: z0 + 8, z1: z1 - 8 }, c, { tex: T }); s += box(S, { x0: lx, x1: lx + 6, y0: 4, y1: h - t, z0: (z0 + z1) / 2 - 5, z1: (z0 + z1) / 2 + 5 }, c, { tex: T }); }
  } else if (o.legs === 'pedestal') {
    const X = (x0 + x1) / 2, Z = (z0 + z1) / 2;
    s += lathe(S, X, Z, [[0, 28], [6, 24], [20, 12], [h - t - 8, 10], [h - t, 16]], c, { tex: { name: 'grainV', size: 40, op: 0.4 }, cap: false });
  } else {
    for (const lx of [x0 + 4, x1 - 10]) for (const lz of [z0 + 4, z1 - 10]) s += box(S, { x0: lx, x1: lx + 6, y0: 0, y1: h - t, z0: lz, z1: lz + 6 }, c, { tex: T });
  }
  if (o.round) { const X = (x0 + x1) / 2, Z = (z0 + z1) / 2, r = (x1 - x0) / 2; s += lathe(S, X, Z, [[h - t, r], [h, r]], c, { tex: { name: 'grainH', size: 80, op: 0.5 }, smooth: false, capFill: S.v(lt(c, 0.12), lt(c, 0.02)) }); const e = ellP(S, X, h, Z, r); s += ellTag(e, S.tex('grainH', 80 * S.fs(Z)), 'fill-opacity="0.45"'); }
  else s += box(S, { x0, x1, y0: h - t, y1: h, z0, z1 }, c, { tex: T, top: S.v(lt(c, 0.1), lt(c, 0.02)), stroke: dk(c, 0.3) });
  return s;
}
// chair seen from the front (behind a table) or in profile (facing 'left'/'right')
function diningChair(S, X, Z, o = {}) {
  const c = o.c || '#5E3F2B', facing = o.facing || 'front', sh = o.seatH || 46, bh = o.backH || 82, w = o.w || 46, d = o.d || 48;
  const cane = canePattern(S, o.cane || '#C9A46E', dk(o.cane || '#C9A46E', 0.55));
  let s = '';
  if (facing === 'front') {
    s += floorShadow(S, X - w / 2, X + w / 2, Z - d / 2, Z + d / 2, { op: 0.28, spread: 3, blur: 5 });
    // back legs + back frame at rear, seat, front legs
    const zb = Z - d / 2 + 2;
    let b = `<path d="M${X - w / 2 + 2},0 V${-bh} M${X + w / 2 - 2},0 V${-bh}" stroke="${c}" stroke-width="3" stroke-linecap="round"/>`;
    b += `<path d="M${X - w / 2 + 2},${-bh + 1} Q${X},${-bh - 4} ${X + w / 2 - 2},${-bh + 1}" stroke="${c}" stroke-width="4" fill="none" stroke-linecap="round"/>`;
    if (o.back !== 'open') b += `<rect x="${X - w / 2 + 4}" y="${-bh + 4}" width="${w - 8}" height="${bh - sh - 12}" rx="2" fill="${o.back === 'linen' ? S.v(lt(o.fabric || '#D8CBB6', 0.05), dk(o.fabric || '#D8CBB6', 0.1)) : cane}" stroke="${c}" stroke-width="1.6"/>`;
    s += S.front(zb, b);
    s += box(S, { x0: X - w / 2, x1: X + w / 2, y0: sh - 6, y1: sh, z0: Z - d / 2, z1: Z + d / 2 }, o.seat || c, { r: 1, tex: o.seat ? { name: 'linen', size: 20, op: 0.4 } : { name: 'grainH', size: 30, op: 0.4 } });
    s += S.front(Z + d / 2 - 2, `<path d="M${X - w / 2 + 2},0 V${-(sh - 6)} M${X + w / 2 - 2},0 V${-(sh - 6)}" stroke="${c}" stroke-width="3.2" stroke-linecap="round"/>`);
  } else {
    const dir = facing === 'left' ? -1 : 1; // direction the sitter faces
    s += floorShadow(S, X - d / 2, X + d / 2, Z - w / 2, Z + w / 2, { op: 0.28, spread: 3, blur: 5 });
    const bx = X - dir * d / 2, fx = X + dir * d / 2;
    const prof = (zz, dark) => {
      const cc = dark ? dk(c, 0.25) : c;
      let p = `<path d="M${bx - dir * 3},0 L${bx},${-sh} L${bx - dir * 5},${-bh}" stroke="${cc}" stroke-width="3" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
      p += `<path d="M${fx - dir * 1},0 L${fx - dir * 2},${-sh + 4}" stroke="${cc}" stroke-width="3" stroke-linecap="round"/>`;
      p += `<path d="M${bx},${-sh + 16} L${fx - dir * 2},${-sh + 16}" stroke="${cc}" stroke-width="1.5"/>`;
      return S.front(zz, p);
    };
    s += prof(Z - w / 2 + 2, true);
    s += box(S, { x0: X - d / 2, x1: X + d / 2, y0: sh - 6, y1: sh, z0: Z - w / 2, z1: Z + w / 2 }, o.seat || c, { r: 1, tex: { name: 'linen', size: 20, op: 0.35 } });
    // cane back panel seen edge-on-ish: draw a slim trapezoid in perspective
    const p = [[bx - dir * 1, sh + 8, Z - w / 2 + 4], [bx - dir * 4.5, bh - 4, Z - w / 2 + 4], [bx - dir * 4.5, bh - 4, Z + w / 2 - 4], [bx - dir * 1, sh + 8, Z + w / 2 - 4]];
    s += `<polygon points="${S.pts(p)}" fill="${dk(o.cane || '#C9A46E', 0.1)}" stroke="${c}" stroke-width="${f1(1.2 * S.fs(Z))}"/>`;
    s += prof(Z + w / 2 - 2, false);
  }
  return s;
}

// ───────────────────────────── bath ─────────────────────────────

function tub(S, X, Z, o = {}) {
  const L = o.L || 170, W = o.W || 78, h = o.h || 58, c = o.c || '#F4F0E8';
  let s = ellShadow(S, X, Z, L / 2, { op: 0.35, blur: 8, grow: 0.95 }).replace(/rx="([\d.]+)" ry="([\d.]+)"/g, (m, a, b) => `rx="${a}" ry="${f1(b * W / L * 1.4)}"`);
  const m = S.fs(Z);
  const [cx, cyb] = S.P(X, 0, Z + W / 2);
  const [, cyt] = S.P(X, h, Z + W / 2);
  const hw = (L / 2) * m, hh = cyb - cyt;
  // body: rolled rim, tapering to a narrower base
  const body = `M${f1(cx - hw)},${f1(cyt)} C${f1(cx - hw)},${f1(cyt + hh * 0.55)} ${f1(cx - hw * 0.78)},${f1(cyb)} ${f1(cx - hw * 0.55)},${f1(cyb)} L${f1(cx + hw * 0.55)},${f1(cyb)} C${f1(cx + hw * 0.78)},${f1(cyb)} ${f1(cx + hw)},${f1(cyt + hh * 0.55)} ${f1(cx + hw)},${f1(cyt)} Z`;
  s += `<path d="${body}" fill="${S.cylG(c, { hi: 0.35, lo: 0.2, spec: 0.2 })}"/><path d="${body}" fill="${S.v('#ffffff', '#7a6a58')}" fill-opacity="0.15"/>`;
  if (o.outer) s += `<path d="${body}" fill="${o.outer}" fill-opacity="0.85"/>`;
  // rim & interior
  const top = ellP(S, X, h, Z, W / 2);
  const rimR = { cx: top.cx, cy: top.cy, rx: hw, ry: Math.max(2, top.ry * 1.02) };
  s += ellTag(rimR, lt(c, 0.25));
  s += ellTag({ ...rimR, rx: hw - 4 * m, ry: Math.max(1, rimR.ry - 2.5 * m * (top.ry / (W / 2 * m) || 0.3)) }, S.v(dk(c, 0.2), lt(c, 0.05)));
  if (o.water) s += ellTag({ ...rimR, cy: rimR.cy + rimR.ry * 0.25, rx: hw - 7 * m, ry: Math.max(1, rimR.ry * 0.6) }, S.v('#d6e2df', '#f2f1ea'), 'opacity="0.7"');
  return s;
}
function filler(S, X, Z, o = {}) {
  const c = o.c || '#B08D57', h = o.h || 95, reach = o.reach || 22;
  const g = S.h(lt(c, 0.5), dk(c, 0.35), c);
  let s = ellShadow(S, X, Z, 6, { op: 0.3, blur: 2 });
  s += lathe(S, X, Z, [[0, 5], [1.5, 5], [2, 2]], c, { spec: 0.4 });
  const dir = o.dir || 1;
  s += S.front(Z, `<path d="M${X},-2 V${-h} Q${X},${-h - 12} ${X + dir * reach * 0.5},${-h - 12} Q${X + dir * reach},${-h - 12} ${X + dir * reach},${-h + 2}" stroke="${c}" stroke-width="2.6" fill="none" stroke-linecap="round"/><path d="M${X - 0.7},-2 V${-h}" stroke="${lt(c, 0.5)}" stroke-width="0.7" opacity="0.8"/><rect x="${X - 4}" y="${-h * 0.72}" width="8" height="2.6" rx="1.3" fill="${g}"/><rect x="${X + dir * 2}" y="${-h * 0.62}" width="${7}" height="2" rx="1" fill="${g}" transform="rotate(${dir * 20} ${X} ${-h * 0.62})"/>`);
  return s;
}
function vanity(S, x0, x1, o = {}) {
  const c = o.c || '#7A5A3C', h = o.h || 84, d = o.d || 50, top = o.top || '#ECE6DC', z = o.z || 0;
  let s = wallShadow(S, x0, x1, h, d, { op: 0.14 }) + floorShadow(S, x0, x1, z, z + d, { op: 0.3, spread: 2, blur: 4 });
  if (o.legs) {
    for (const lx of [x0 + 3, x1 - 6]) s += box(S, { x0: lx, x1: lx + 3, y0: 0, y1: h - 30, z0: z + d - 6, z1: z + d - 3 }, o.legs);
    s += box(S, { x0, x1, y0: h - 30, y1: h - 6, z0: z, z1: z + d - 2 }, c, { stroke: dk(c, 0.35), tex: { name: 'grainH', size: 50, op: 0.4 } });
  } else s += box(S, { x0, x1, y0: 8, y1: h - 6, z0: z, z1: z + d - 2 }, c, { stroke: dk(c, 0.35), tex: o.wood !== false ? { name: 'grainV', size: 50, op: 0.4 } : null });
  const n = o.doors || 2, dw = (x1 - x0) / n;
  let f = '';
  for (let i = 0; i < n; i++) {
    const a = x0 + i * dw, yt = o.legs ? h - 8 : h - 8, yb = o.legs ? h - 28 : 10;
    if (o.fluted) for (let x = a + 3; x < a + dw - 3; x += 2.6) f += `<rect x="${f1(x)}" y="${-yt}" width="1.4" height="${yt - yb}" fill="${lt(c, 0.1)}" opacity="0.5"/>`;
    f += `<rect x="${a + 1}" y="${-yt}" width="${dw - 2}" height="${yt - yb}" fill="none" stroke="${dk(c, 0.4)}" stroke-width="0.35"/>`;
    f += `<rect x="${a + dw / 2 - 5}" y="${-yt + 4}" width="10" height="1.3" rx="0.6" fill="${o.pull || '#B08D57'}"/>`;
  }
  s += S.front(z + d - 1.9, f);
  s += box(S, { x0: x0 - 1, x1: x1 + 1, y0: h - 6, y1: h, z0: z, z1: z + d + 1 }, top, { tex: { name: o.topTex || 'marble', size: 120, op: 0.8 }, stroke: dk(top, 0.2) });
  if (o.basin) { const X = (x0 + x1) / 2; s += lathe(S, X, z + d / 2, [[h, 16], [h + 3, 19], [h + 12, 21], [h + 14, 21]], o.basinC || '#F3EFE8', { open: true, wall: 0.92, spec: 0.3, smooth: false }); }
  return s;
}
function sconce(S, X, Y, Z, o = {}) {
  const c = o.c || '#B08D57', g = S.h(lt(c, 0.45), dk(c, 0.3), c);
  let inner = `<circle cx="${X}" cy="${-Y + 26}" r="${o.glowR || 60}" fill="${S.rad([[0, '#ffe3b0', o.glow ?? 0.55], [0.45, '#ffe3b0', 0.15], [1, '#ffe3b0', 0]])}"/>`;
  inner += `<rect x="${X - 3}" y="${-Y - 6}" width="6" height="12" rx="3" fill="${g}"/>`;
  if (o.kind === 'shade') {
    inner += `<path d="M${X},${-Y} V${-Y - 10}" stroke="${c}" stroke-width="1.2"/><path d="M${X - 8},${-Y - 10} L${X - 6},${-Y - 24} L${X + 6},${-Y - 24} L${X + 8},${-Y - 10}Z" fill="${S.grad([[0, '#e8dcc6'], [0.4, '#fff6e6'], [1, '#dccdb2']], { x2: 1, y2: 0 })}"/><path d="M${X - 8},${-Y - 10} L${X - 6},${-Y - 24} L${X + 6},${-Y - 24} L${X + 8},${-Y - 10}Z" fill="${S.tex('linen', 10)}" fill-opacity="0.5"/>`;
  } else {
    inner += `<path d="M${X},${-Y} h6 q3,0 3,-3 v-6" stroke="${c}" stroke-width="1.4" fill="none"/><circle cx="${X + 9}" cy="${-Y - 16}" r="7.5" fill="${S.rad([[0, '#fffaf0'], [0.7, '#fbeed5'], [1, '#e9d3ad']], { cx: 0.4, cy: 0.4 })}"/><rect x="${X + 6.5}" y="${-Y - 10}" width="5" height="2.2" fill="${g}"/>`;
  }
  return S.front(Z, inner);
}
function towelStack(S, X, y, Z, o = {}) {
  const cols = o.colors || ['#EDE6DA', '#D9CDB9', '#C8B59A'], w = o.w || 34, d = o.d || 26;
  let s = '', yy = y;
  for (let i = 0; i < (o.n || 3); i++) {
    const c = cols[i % cols.length], t = o.t || 6.5;
    s += box(S, { x0: X - w / 2 + (i % 2) * 1.2, x1: X + w / 2 + (i % 2) * 1.2, y0: yy, y1: yy + t, z0: Z - d / 2, z1: Z + d / 2 }, c, { r: 2.6, tex: { name: 'boucle', size: 10, op: 0.6 }, stroke: dk(c, 0.25), front: S.v(lt(c, 0.06), dk(c, 0.14)) });
    if (o.stripe) s += S.front(Z + d / 2 + 0.1, `<rect x="${X - w / 2 + (i % 2) * 1.2}" y="${-(yy + t * 0.35)}" width="${w}" height="0.9" fill="${o.stripe}" opacity="0.7"/>`);
    yy += t;
  }
  return s;
}

// ───────────────────────────── outdoor ─────────────────────────────

// open-air shell: sky, distant hills, optional stucco wall at Z = 0, paved ground
function outdoor(S, o = {}) {
  const { W, H } = S, hz = S.vpy;
  let s = `<rect width="${W}" height="${H}" fill="${S.grad(o.sky || [[0, '#c7c3cf'], [0.45, '#efc9a8'], [0.8, '#f6d9ae'], [1, '#f8e6c6']], { units: 'userSpaceOnUse', x1: 0, y1: 0, x2: 0, y2: hz })}"/>`;
  if (o.sun) { const [sx, sy] = o.sun; s += `<circle cx="${sx}" cy="${sy}" r="${o.sunR || 260}" fill="${S.rad([[0, '#fff4d8', 1], [0.07, '#ffe6b0', 0.9], [0.25, '#f8c993', 0.4], [1, '#f8c993', 0]])}"/>`; }
  const rng = mulberry32(o.seed || 4);
  s += `<path d="${hillPath(rng, -50, W + 50, hz - 20, 80, H, 8)}" fill="${o.h1 || '#c9a9a0'}" opacity="0.55" filter="${S.blur(2)}"/>`;
  s += `<path d="${hillPath(rng, -50, W + 50, hz - 2, 45, H, 7)}" fill="${o.h2 || '#a08a86'}" opacity="0.8" filter="${S.blur(1)}"/>`;
  const far = [[S.cx - 30000, 0, -6000], [S.cx + 30000, 0, -6000], [S.cx + 30000, 0, 0], [S.cx - 30000, 0, 0]];
  s += S.poly(far, S.v(mix(o.lawn || '#9b9a6e', '#f0d6b0', 0.4), o.lawn || '#9b9a6e'));
  const g = [];
  for (let i = 0; i < 26; i++) { const cx = rng() * W, cy = hz + 2 + rng() * 6, r = 8 + rng() * 26; g.push(`<ellipse cx="${f1(cx)}" cy="${f1(cy)}" rx="${f1(r)}" ry="${f1(r * 0.55)}" fill="${o.trees || '#6f6a52'}"/>`); }
  s += `<g filter="${S.blur(2)}" opacity="0.85">${g.join('')}</g>`;
  S.RW = 100000;
  s += floor(S, o.floor || { type: 'pavers', c: '#D8C3A5', size: 70 }, S.cx - 3000, S.cx + 3000, floorZmax(S));
  return s;
}
// pergola: posts at corners, two beams along X, rafters along Z; casts striped shadows with sun dir
function pergola(S, x0, x1, z0, z1, o = {}) {
  const h = o.h || 270, c = o.c || '#7A5C43', post = 12, sun = o.sun || [0.35, -1, 0.45];
  const T = { name: 'grainV', size: 50, op: 0.4 };
  const shadows = [];
  const rafterXs = [];
  for (let x = x0 + 10; x <= x1 - 10; x += o.gap || 30) rafterXs.push(x);
  const proj = (X, Y, Z) => { const t = Y / -sun[1]; return [X + sun[0] * t, 0.35, Z + sun[2] * t]; };
  for (const x of rafterXs) shadows.push([proj(x, h + 14, z0 - 20), proj(x + 6, h + 14, z0 - 20), proj(x + 6, h + 14, z1 + 20), proj(x, h + 14, z1 + 20)]);
  for (const zz of [z0, z1 - 14]) shadows.push([proj(x0 - 30, h, zz), proj(x1 + 30, h, zz), proj(x1 + 30, h, zz + 14), proj(x0 - 30, h, zz + 14)]);
  const sh = `<g opacity="${o.shadowOp ?? 0.32}" filter="${S.blur(1.6)}">${shadows.map((p) => S.poly(p, '#3b2a1c')).join('')}</g>`;
  const back = [], frontParts = [];
  for (const [px, pz] of [[x0, z0], [x1 - post, z0]]) back.push(box(S, { x0: px, x1: px + post, y0: 0, y1: h, z0: pz, z1: pz + post }, c, { tex: T }));
  for (const [px, pz] of [[x0, z1 - post], [x1 - post, z1 - post]]) frontParts.push(box(S, { x0: px, x1: px + post, y0: 0, y1: h, z0: pz, z1: pz + post }, c, { tex: T }));
  let top = '';
  for (const x of rafterXs) top += box(S, { x0: x, x1: x + 6, y0: h + 2, y1: h + 16, z0: z0 - 20, z1: z1 + 20 }, c, { tex: T });
  for (const zz of [z0, z1 - 14]) top += box(S, { x0: x0 - 30, x1: x1 + 30, y0: h - 20, y1: h + 2, z0: zz, z1: zz + 14 }, dk(c, 0.05), { tex: T });
  return { shadow: sh, back: back.join(''), front: frontParts.join(''), top };
}
function hangingChair(S, X, Z, topY, o = {}) {
  const c = o.c || '#C19A6B', cush = o.cushion || '#EFE7DA', seatY = o.seatY || 45, h = o.h || 115, w = o.w || 92;
  const weave = weavePattern(S, c);
  const yb = seatY - 12, yt = yb + h;
  let s = ellShadow(S, X, Z, 45, { op: 0.25, blur: 12 });
  const [ax, ay] = S.P(X, topY, Z), [bx, by] = S.P(X, yt + 6, Z);
  s += `<path d="M${f1(ax)},${f1(ay)}L${f1(bx)},${f1(by)}" stroke="#3a302a" stroke-width="${f1(0.8 * S.fs(Z))}"/>`;
  const egg = `M${X},${-yt} C${X + w * 0.62},${-yt} ${X + w * 0.55},${-yb} ${X},${-yb} C${X - w * 0.55},${-yb} ${X - w * 0.62},${-yt} ${X},${-yt} Z`;
  const open = `M${X},${-yt + 16} C${X + w * 0.45},${-yt + 14} ${X + w * 0.5},${-yb - 30} ${X + w * 0.3},${-yb - 18} L${X - w * 0.3},${-yb - 18} C${X - w * 0.5},${-yb - 30} ${X - w * 0.45},${-yt + 14} ${X},${-yt + 16} Z`;
  let inner = `<path d="${egg}" fill="${weave}"/><path d="${egg}" fill="${S.grad([[0, '#000', 0.25], [0.35, '#fff', 0.12], [0.7, '#000', 0.1], [1, '#000', 0.35]], { x2: 1, y2: 0 })}"/>`;
  inner += `<path d="${open}" fill="${S.v('#2d2119', '#4a3526')}" opacity="0.9"/>`;
  inner += `<path d="M${X - w * 0.3},${-yb - 18} Q${X},${-yb - 10} ${X + w * 0.3},${-yb - 18} L${X + w * 0.28},${-yb - 26} Q${X},${-yb - 20} ${X - w * 0.28},${-yb - 26}Z" fill="${S.v(lt(cush, 0.08), dk(cush, 0.15))}"/>`;
  inner += `<path d="M${X - w * 0.24},${-yb - 26} Q${X - w * 0.3},${-yt + 40} ${X - w * 0.05},${-yt + 30} Q${X + w * 0.25},${-yt + 40} ${X + w * 0.24},${-yb - 26} Z" fill="${S.rad([[0, lt(cush, 0.1)], [1, dk(cush, 0.12)]])}" opacity="0.95"/>`;
  if (o.pillow) inner += `<g transform="translate(${X + 6},${-yb - 38}) rotate(8)"><path d="${pillowPath(26, 24)}" fill="${S.rad([[0, lt(o.pillow, 0.15)], [1, dk(o.pillow, 0.15)]])}"/></g>`;
  s += S.front(Z, inner);
  return s;
}
function lantern(S, X, Z, o = {}) {
  const c = o.c || '#2f2a25', h = o.h || 40, w = o.w || 20;
  let s = ellShadow(S, X, Z, w * 0.6, { op: 0.3, blur: 3, y: o.y || 0 });
  const y = o.y || 0;
  s += S.front(Z, `<circle cx="${X}" cy="${-y - h * 0.45}" r="${h}" fill="${S.rad([[0, '#ffd28a', 0.5], [1, '#ffd28a', 0]])}"/><rect x="${X - w / 2}" y="${-y - h}" width="${w}" height="${h}" fill="${S.rad([[0, '#fff0c8'], [1, '#e8b46a']])}" opacity="0.95"/><path d="M${X - w / 2},${-y - h} h${w} v${h} h${-w} Z M${X},${-y - h}V${-y}" stroke="${c}" stroke-width="1.2" fill="none"/><path d="M${X - w / 2 - 2},${-y - h} L${X},${-y - h - 8} L${X + w / 2 + 2},${-y - h}Z" fill="${c}"/><circle cx="${X}" cy="${-y - h - 11}" r="3" fill="none" stroke="${c}" stroke-width="1"/><rect x="${X - w / 2 - 1}" y="${-y - 2}" width="${w + 2}" height="2" fill="${c}"/>`);
  return s;
}

// ───────────────────────────── entry / spanish ─────────────────────────────

// straight stair rising left→right along the back wall, elevation; iron balustrade
function stair(S, x0, Z, o = {}) {
  const n = o.n || 14, rise = o.rise || 18, run = o.run || 27, w = o.w || 100;
  const tread = o.tread || '#A65A35', riser = o.riser || '#EDE5D8', iron = o.iron || '#26221f';
  let s = '';
  // stringer/wall under the stair
  let pth = `M${x0},0`;
  for (let i = 0; i < n; i++) pth += ` V${-(i + 1) * rise} H${x0 + (i + 1) * run}`;
  pth += ` V0 Z`;
  s += S.front(Z, `<path d="${pth}" fill="${o.under || '#E9E1D4'}"/>`);
  for (let i = 0; i < n; i++) {
    const x = x0 + i * run, y = i * rise;
    s += box(S, { x0: x, x1: x + run + 2, y0: y + rise - 3.2, y1: y + rise, z0: Z - w, z1: Z + 1.5 }, tread, { noSide: true, tex: { name: 'fine', size: 30, op: 0.4 } });
    if (o.riserTile) s += S.front(Z + 0.2, `<rect x="${x}" y="${-(y + rise - 3.2)}" width="${run}" height="${rise - 3.2}" fill="${o.riserTile}" opacity="0.9"/>` + (o.riserMotif ? `<circle cx="${x + run / 2}" cy="${-(y + rise / 2 - 1.6)}" r="${rise * 0.26}" fill="${o.riserMotif}"/><rect x="${x + run / 2 - rise * 0.45}" y="${-(y + rise / 2 - 1.6) - 0.6}" width="${rise * 0.9}" height="1.2" fill="${o.riserMotif}"/>` : ''));
  }
  // balustrade in front edge
  let r = '';
  const hr = o.rail || 90;
  for (let i = 0; i < n; i++) for (const k of [0.25, 0.75]) {
    const bx = x0 + (i + k) * run, by = (i + 1) * rise;
    r += `<path d="M${f1(bx)},${-by} V${f1(-(by + hr - rise * (1 - k) * 0.0 + (k - 0.5) * rise * 0.0))}" stroke="${iron}" stroke-width="0.9"/>`;
  }
  // handrail line along the pitch
  const slope = rise / run;
  r += `<path d="M${x0 - 10},${-(hr + rise * 0.5 - 10 * slope)} L${x0 + n * run},${-(hr + n * rise)}" stroke="${iron}" stroke-width="2.2" stroke-linecap="round"/>`;
  r += `<path d="M${x0 - 10},${-(hr + rise * 0.5 - 10 * slope)} q-10,2 -8,12 q2,8 9,4 q5,-4 0,-7" stroke="${iron}" stroke-width="1.8" fill="none"/>`;
  // scroll panels every few steps
  for (let i = 1; i < n; i += 4) { const cx = x0 + (i + 0.5) * run, cy = -((i + 1) * rise + hr * 0.5); r += `<path d="M${cx - 8},${cy + 12} c0,-10 16,-10 16,-20 c0,-6 -8,-6 -8,-1 M${cx + 8},${cy + 12} c0,-6 -6,-8 -9,-4" stroke="${iron}" stroke-width="1.1" fill="none"/>`; }
  // clip balusters to below the handrail
  s += S.front(Z + 2, r);
  s += S.front(Z + 2, `<path d="M${x0 - 12},0 V${-(hr + rise * 0.5)}" stroke="${iron}" stroke-width="3.2"/><circle cx="${x0 - 12}" cy="${-(hr + rise * 0.5) - 3}" r="3" fill="${iron}"/>`);
  return s;
}
// arched plank door (used as the 'view' of a backOpening with door:true)
const DOOR = (o = {}) => (S, bb, zOpen) => {
  const c = o.c || '#6a4630', iron = o.iron || '#231f1c';
  let s = `<rect x="${f1(bb.x - 5)}" y="${f1(bb.y - 5)}" width="${f1(bb.w + 10)}" height="${f1(bb.h + 10)}" fill="${S.h(lt(c, 0.06), dk(c, 0.12))}"/>`;
  s += `<rect x="${f1(bb.x - 5)}" y="${f1(bb.y - 5)}" width="${f1(bb.w + 10)}" height="${f1(bb.h + 10)}" fill="${S.tex('grainV', 140 * S.fs(zOpen))}" fill-opacity="0.7"/>`;
  const n = o.planks || 6;
  for (let i = 1; i < n; i++) { const x = bb.x + (bb.w * i) / n; s += `<rect x="${f1(x - 1)}" y="${f1(bb.y)}" width="2" height="${f1(bb.h)}" fill="${dk(c, 0.45)}" opacity="0.7"/>`; }
  for (const t of [0.3, 0.72]) {
    const y = bb.y + bb.h * t;
    s += `<rect x="${f1(bb.x)}" y="${f1(y)}" width="${f1(bb.w)}" height="${f1(bb.h * 0.025)}" fill="${iron}"/>`;
    for (let i = 0; i <= n; i++) s += `<circle cx="${f1(bb.x + bb.w * (i + 0.5) / (n + 1))}" cy="${f1(y + bb.h * 0.0125)}" r="${f1(bb.w * 0.012)}" fill="${lt(iron, 0.2)}"/>`;
  }
  s += `<circle cx="${f1(bb.x + bb.w * 0.8)}" cy="${f1(bb.y + bb.h * 0.55)}" r="${f1(bb.w * 0.05)}" fill="none" stroke="${iron}" stroke-width="${f1(bb.w * 0.012)}"/>`;
  return s;
};

// ───────────────────────────── office / bedroom / plants ─────────────────────────────

function desk(S, x0, x1, z0, z1, o = {}) {
  const c = o.c || '#C8A57A', h = o.h || 75;
  let s = floorShadow(S, x0, x1, z0, z1, { op: 0.3, spread: 4, blur: 8 });
  const T = { name: 'grainH', size: 60, op: 0.45 };
  if (o.drawers) s += box(S, { x0: x1 - 45, x1: x1 - 3, y0: 2, y1: h - 4, z0: z0 + 3, z1: z1 - 3 }, c, { tex: T, stroke: dk(c, 0.3) }) + S.front(z1 - 3, [0, 1, 2].map((k) => `<rect x="${x1 - 44}" y="${-(h - 5) + k * (h - 7) / 3}" width="40" height="${(h - 7) / 3 - 0.6}" fill="none" stroke="${dk(c, 0.35)}" stroke-width="0.35"/><rect x="${x1 - 28}" y="${-(h - 5) + k * (h - 7) / 3 + 5}" width="8" height="1.2" rx="0.6" fill="#B08D57"/>`).join(''));
  for (const lx of o.drawers ? [x0 + 3] : [x0 + 3, x1 - 7]) for (const lz of [z0 + 3, z1 - 7]) s += box(S, { x0: lx, x1: lx + 4, y0: 0, y1: h - 4, z0: lz, z1: lz + 4 }, o.leg || c);
  s += box(S, { x0, x1, y0: h - 4, y1: h, z0, z1 }, c, { tex: T, top: S.v(lt(c, 0.14), lt(c, 0.04)), stroke: dk(c, 0.3) });
  return s;
}
// simple upholstered chair seen from behind (at a desk)
function chairBack(S, X, Z, o = {}) {
  const c = o.c || '#6B6B47', w = o.w || 52, h = o.h || 82, seat = 46, leg = o.leg || '#5a4331';
  let s = floorShadow(S, X - w / 2, X + w / 2, Z - 22, Z + 22, { op: 0.3, spread: 3, blur: 6 });
  for (const lx of [X - w / 2 + 2, X + w / 2 - 5]) s += box(S, { x0: lx, x1: lx + 3, y0: 0, y1: seat - 6, z0: Z + 16, z1: Z + 19 }, leg);
  s += box(S, { x0: X - w / 2, x1: X + w / 2, y0: seat - 8, y1: seat, z0: Z - 22, z1: Z + 20 }, c, { r: 3, tex: { name: 'linen', size: 20, op: 0.4 } });
  s += S.front(Z + 21, `<path d="M${X - w / 2},${-(seat - 6)} V${-h + 14} Q${X - w / 2},${-h} ${X - w / 2 + 14},${-h} H${X + w / 2 - 14} Q${X + w / 2},${-h} ${X + w / 2},${-h + 14} V${-(seat - 6)} Z" fill="${S.v(lt(c, 0.08), dk(c, 0.2))}" stroke="${dk(c, 0.35)}" stroke-width="0.4"/><path d="M${X - w / 2},${-(seat - 6)} V${-h + 14} Q${X - w / 2},${-h} ${X - w / 2 + 14},${-h} H${X + w / 2 - 14} Q${X + w / 2},${-h} ${X + w / 2},${-h + 14} V${-(seat - 6)} Z" fill="${S.tex('linen', 20)}" fill-opacity="0.45"/>`);
  return s;
}
function deskLamp(S, X, y, Z, o = {}) {
  const c = o.c || '#B08D57', g = S.h(lt(c, 0.4), dk(c, 0.3), c);
  let inner = `<ellipse cx="${X}" cy="${-y - 1}" rx="8" ry="1.8" fill="${g}"/><path d="M${X},${-y - 1} L${X - 6},${-y - 30} L${X + 14},${-y - 44}" stroke="${c}" stroke-width="1.2" fill="none"/><circle cx="${X - 6}" cy="${-y - 30}" r="1.2" fill="${c}"/>`;
  inner += `<path d="M${X + 8},${-y - 48} L${X + 22},${-y - 38} L${X + 26},${-y - 30} L${X + 9},${-y - 30} Z" fill="${S.grad([[0, lt(c, 0.35)], [0.6, c], [1, dk(c, 0.35)]], { x2: 1, y2: 1 })}"/><ellipse cx="${X + 17.5}" cy="${-y - 30}" rx="8.5" ry="1.5" fill="#ffeccc"/>`;
  inner += `<ellipse cx="${X + 18}" cy="${-y - 2}" rx="26" ry="5" fill="${S.rad([[0, '#ffe6b8', 0.6], [1, '#ffe6b8', 0]])}"/>`;
  return S.front(Z, inner);
}
// potted plants: kinds fiddle | snake | trailing | fern | palm
function plant(S, X, y, Z, o = {}) {
  const kind = o.kind || 'fiddle', rng = mulberry32(o.seed || 5), sc = o.scale || 1;
  const pr = (o.potR || 14) * sc, ph = (o.potH || 24) * sc, pc = o.potC || '#E9E1D3';
  let s = ellShadow(S, X, Z, pr * 1.05, { op: 0.35, blur: 3, y: y + 0.2 });
  const potProf = o.potShape === 'bowl' ? [[0, pr * 0.55], [ph * 0.5, pr * 0.92], [ph, pr]] : [[0, pr * 0.78], [ph, pr]];
  s += lathe(S, X, Z, potProf.map(([a, b]) => [y + a, b]), pc, { open: true, wall: 0.9, inside: S.v('#3d2c1f', '#2b2017'), tex: { name: 'fine', size: 20, op: 0.5 }, spec: 0.15 });
  const base = -(y + ph);
  const greens = o.greens || ['#4f6b3c', '#5f7d47', '#6f8d52', '#3f5a31', '#809b5f'];
  let g = '';
  if (kind === 'fiddle') {
    const H = (o.h || 120) * sc;
    g += `<path d="M${X},${base} C${X - 3},${base - H * 0.4} ${X + 4},${base - H * 0.7} ${X + 1},${base - H}" stroke="#5a4a36" stroke-width="${1.4 * sc}" fill="none"/>`;
    for (let i = 0; i < (o.n || 13); i++) {
      const t = 0.2 + (i / (o.n || 13)) * 0.85, ly = base - H * t, side = i % 2 ? 1 : -1;
      const L = (16 + rng() * 8) * sc * (1.1 - t * 0.3), a = side * (25 + rng() * 35) - 90;
      const cx = X + side * L * 0.45, cy = ly - L * 0.2;
      const col = greens[Math.floor(rng() * greens.length)];
      g += `<g transform="translate(${f1(cx)},${f1(cy)}) rotate(${f1(a + 90)})"><path d="M0,${f1(L * 0.55)} C${f1(L * 0.5)},${f1(L * 0.3)} ${f1(L * 0.45)},${f1(-L * 0.45)} 0,${f1(-L * 0.55)} C${f1(-L * 0.45)},${f1(-L * 0.45)} ${f1(-L * 0.5)},${f1(L * 0.3)} 0,${f1(L * 0.55)}Z" fill="${col}"/><path d="M0,${f1(L * 0.5)} L0,${f1(-L * 0.45)}" stroke="${lt(col, 0.25)}" stroke-width="${0.4 * sc}"/></g>`;
    }
  } else if (kind === 'snake') {
    for (let i = 0; i < (o.n || 9); i++) {
      const H = (50 + rng() * 40) * sc * (o.h || 1), bx = X + (rng() - 0.5) * pr * 1.2, lean = (rng() - 0.5) * 16 * sc, w = (4 + rng() * 3) * sc;
      const col = greens[Math.floor(rng() * greens.length)];
      g += `<path d="M${f1(bx - w)},${base + 2} Q${f1(bx - w * 1.2 + lean * 0.5)},${f1(base - H * 0.6)} ${f1(bx + lean)},${f1(base - H)} Q${f1(bx + w * 1.2 + lean * 0.5)},${f1(base - H * 0.6)} ${f1(bx + w)},${base + 2}Z" fill="${col}"/><path d="M${f1(bx - w * 0.4)},${base} Q${f1(bx + lean * 0.5)},${f1(base - H * 0.6)} ${f1(bx + lean)},${f1(base - H)}" stroke="${o.edge || '#c9c58a'}" stroke-width="${0.5 * sc}" fill="none" opacity="0.6"/>`;
    }
  } else if (kind === 'trailing') {
    for (let i = 0; i < (o.n || 7); i++) {
      const dir = i % 2 ? 1 : -1, len = (30 + rng() * (o.len || 60)) * sc;
      const pts = []; for (let t = 0; t <= 8; t++) { const u = t / 8; pts.push([X + dir * (pr * 0.6 + u * 10 * sc) + Math.sin(u * 4 + i) * 3 * sc, base + u * len]); }
      g += `<path d="${smooth(pts)}" stroke="#5d6e3e" stroke-width="${0.5 * sc}" fill="none"/>`;
      for (let t = 1; t <= 8; t++) { const [px, py] = pts[t], L = (4 + rng() * 2) * sc, col = greens[Math.floor(rng() * greens.length)]; g += `<ellipse cx="${f1(px + (rng() - 0.5) * 3 * sc)}" cy="${f1(py)}" rx="${f1(L * 0.55)}" ry="${f1(L * 0.45)}" fill="${col}"/>`; }
    }
    for (let j = 0; j < 14; j++) { const px = X + (rng() - 0.5) * pr * 1.8, py = base - rng() * 8 * sc, L = (5 + rng() * 2) * sc; g += `<ellipse cx="${f1(px)}" cy="${f1(py)}" rx="${f1(L * 0.55)}" ry="${f1(L * 0.45)}" fill="${greens[Math.floor(rng() * greens.length)]}"/>`; }
  } else if (kind === 'fern' || kind === 'palm') {
    const n = o.n || 12;
    for (let i = 0; i < n; i++) {
      const a = (-80 + (160 * i) / (n - 1) + (rng() - 0.5) * 12) * Math.PI / 180, L = (kind === 'palm' ? 70 : 40) * sc * (0.75 + rng() * 0.4) * (o.h || 1);
      const ex = X + Math.sin(a) * L, ey = base - Math.cos(a) * L * (kind === 'palm' ? 1.2 : 0.8);
      const mx = X + Math.sin(a) * L * 0.5, my = base - Math.cos(a) * L * 0.75 - L * 0.1;
      g += `<path d="M${X},${base} Q${f1(mx)},${f1(my)} ${f1(ex)},${f1(ey)}" stroke="#55683a" stroke-width="${0.5 * sc}" fill="none"/>`;
      for (let t = 1; t < 10; t++) {
        const u = t / 10, px = (1 - u) * (1 - u) * X + 2 * u * (1 - u) * mx + u * u * ex, py = (1 - u) * (1 - u) * base + 2 * u * (1 - u) * my + u * u * ey;
        const ll = (kind === 'palm' ? 13 : 6) * sc * (1 - u * 0.6);
        for (const sd of [-1, 1]) g += `<path d="M${f1(px)},${f1(py)} l${f1(sd * ll * 0.8)},${f1(ll * 0.55)}" stroke="${greens[(t + i) % greens.length]}" stroke-width="${(kind === 'palm' ? 2 : 1.3) * sc}" stroke-linecap="round"/>`;
      }
    }
  }
  s += S.front(Z - 1, g);
  return s;
}

function bed(S, x0, x1, o = {}) {
  const z = o.z || 0, L = o.L || 210, hb = o.hb || '#C9B49A', duvet = o.duvet || '#ECE4D6', sheet = o.sheet || '#F4EFE6';
  const w = x1 - x0, mh = o.mh || 58;
  let s = wallShadow(S, x0 - 10, x1 + 10, o.hbH || 130, 12, { op: 0.2 }) + floorShadow(S, x0, x1, z, z + L, { op: 0.4, spread: 10, blur: 12 });
  // headboard
  const hbH = o.hbH || 130;
  s += box(S, { x0: x0 - 8, x1: x1 + 8, y0: 0, y1: hbH, z0: z, z1: z + 12 }, hb, { r: 12, tex: { name: o.hbTex || 'linen', size: 30, op: 0.45 }, stroke: dk(hb, 0.3) });
  if (o.channels) s += S.front(z + 12.2, Array.from({ length: Math.floor((w + 16) / 18) }, (_, i) => `<rect x="${x0 - 8 + 9 + i * 18}" y="${-(hbH - 8)}" width="0.8" height="${hbH - 40}" rx="0.4" fill="${dk(hb, 0.25)}" opacity="0.6"/>`).join(''));
  // frame / base
  s += box(S, { x0: x0 - 4, x1: x1 + 4, y0: 6, y1: 30, z0: z + 12, z1: z + L }, hb, { r: 4, tex: { name: o.hbTex || 'linen', size: 30, op: 0.45 }, stroke: dk(hb, 0.3) });
  // mattress + sheet
  s += box(S, { x0: x0, x1: x1, y0: 30, y1: mh - 4, z0: z + 13, z1: z + L - 2 }, sheet, { r: 5, stroke: dk(sheet, 0.2) });
  // pillows (standing against headboard)
  const pw = o.pillowW || 66;
  const pillows = o.pillows || [{ c: sheet }, { c: o.accent || '#C98F6B', small: true }];
  for (const side of [0, 1]) {
    const px = side ? x1 - pw / 2 - 4 : x0 + pw / 2 + 4;
    s += pillow(S, z + 20, px, mh - 6, pw, 42, sheet, side ? 3 : -3, { pinch: 0.05 });
    s += pillow(S, z + 28, px + (side ? -4 : 4), mh - 6, pw * 0.92, 38, pillows[0].c === sheet ? lt(duvet, 0.05) : pillows[0].c, side ? -2 : 2, { pinch: 0.06 });
  }
  for (const p of pillows.slice(1)) s += pillow(S, z + 36, (x0 + x1) / 2 + (p.dx || 0), mh - 4, p.w || 46, p.h || 32, p.c, p.rot || 0, { pinch: 0.08, tex: 'linen' });
  // duvet: box with soft top, folded back at top
  const dz = z + 52;
  s += box(S, { x0: x0 - 3, x1: x1 + 3, y0: 26, y1: mh + 2, z0: dz, z1: z + L + 2 }, duvet, { r: 7, tex: { name: 'linen', size: 26, op: 0.5 }, stroke: dk(duvet, 0.22), top: S.v(lt(duvet, 0.05), lt(duvet, 0.16)), front: S.v(lt(duvet, 0.02), dk(duvet, 0.16)) });
  s += box(S, { x0: x0 - 3.5, x1: x1 + 3.5, y0: mh - 2, y1: mh + 3.5, z0: dz - 2, z1: dz + 22 }, sheet, { r: 3, stroke: dk(sheet, 0.2) });
  if (o.blanket) s += box(S, { x0: x0 - 6, x1: x1 + 6, y0: 22, y1: mh + 4, z0: z + L - 55, z1: z + L + 4 }, o.blanket, { r: 5, tex: { name: 'boucle', size: 16, op: 0.5 }, stroke: dk(o.blanket, 0.3), top: S.v(lt(o.blanket, 0.04), lt(o.blanket, 0.14)), front: S.v(lt(o.blanket, 0.02), dk(o.blanket, 0.18)) });
  return s;
}
function nightstand(S, x, z, o = {}) {
  const c = o.c || '#8a6a4c', w = o.w || 50, d = o.d || 40, h = o.h || 56;
  let s = wallShadow(S, x, x + w, h, d, { op: 0.12 }) + floorShadow(S, x, x + w, z, z + d, { op: 0.3, spread: 3, blur: 5 });
  if (o.round) { const X = x + w / 2, Z = z + d / 2; s = ellShadow(S, X, Z, w / 2, { op: 0.3, blur: 5 }) + lathe(S, X, Z, [[0, w / 2 - 2], [h, w / 2]], c, { tex: { name: o.tex || 'grainH', size: 50, op: 0.45 }, smooth: false }); return s; }
  s += box(S, { x0: x, x1: x + w, y0: 8, y1: h, z0: z, z1: z + d }, c, { tex: { name: 'grainH', size: 50, op: 0.45 }, stroke: dk(c, 0.3) });
  s += S.front(z + d, `<path d="M${x + 1},${-(h - 18)} h${w - 2}" stroke="${dk(c, 0.35)}" stroke-width="0.4"/><rect x="${x + w / 2 - 5}" y="${-(h - 10)}" width="10" height="1.2" rx="0.6" fill="#B08D57"/>`);
  for (const lx of [x + 2, x + w - 5]) s += box(S, { x0: lx, x1: lx + 3, y0: 0, y1: 8, z0: z + d - 5, z1: z + d - 2 }, dk(c, 0.2));
  return s;
}

// ───────────────────────────── product studio ─────────────────────────────

// seamless warm backdrop: wall + floor with a soft cove, light from the left
function studio(S, o = {}) {
  const wall = o.wall || '#EFE7DB', fl = o.floor || mix(wall, '#c9b49a', 0.25);
  let s = room(S, { RW: 4000, RH: 2000, wall, sides: false, base: false, floor: { type: 'plain', c: fl, texOp: 0.06 }, plasterOp: o.plaster ?? 0.12 });
  // soften the wall/floor junction into a cove
  const y0 = S.P(0, 0, 0)[1];
  s += `<rect x="0" y="${f1(y0 - 60)}" width="${S.W}" height="120" fill="${S.v(wall, fl)}" opacity="0.85" filter="${S.blur(18)}"/>`;
  s += `<rect width="${S.W}" height="${S.H}" fill="${S.rad([[0, '#fff6e8', 0.45], [1, '#fff6e8', 0]], { cx: 0.25, cy: 0.3, r: 0.7 })}"/>`;
  return s;
}

// upholstered "soft" box: one rounded silhouette, then soft top/side planes inset within it
function softBox(S, b, c, o = {}) {
  const { x0, x1, y0, y1, z0, z1 } = b;
  const r = (o.r ?? 6) * S.fs(z1);
  const all = [], planes = [];
  const add = (list, fill) => { const p = list.map((q) => S.P(...q)); all.push(...p); if (fill) planes.push([p, fill]); };
  add([[x0, y0, z1], [x1, y0, z1], [x1, y1, z1], [x0, y1, z1]]);
  if (y1 < S.eye) add([[x0, y1, z0], [x1, y1, z0], [x1, y1, z1], [x0, y1, z1]], o.top || S.v(lt(c, 0.06), lt(c, 0.17)));
  if (S.cx < x0) add([[x0, y0, z0], [x0, y1, z0], [x0, y1, z1], [x0, y0, z1]], S.light < 0 ? lt(c, 0.03) : dk(c, 0.14));
  if (S.cx > x1) add([[x1, y0, z0], [x1, y1, z0], [x1, y1, z1], [x1, y0, z1]], S.light < 0 ? dk(c, 0.14) : lt(c, 0.03));
  const hp = roundPath(hull(all), r);
  let s = `<path d="${hp}" fill="${o.front || S.v(lt(c, 0.04), dk(c, 0.17))}"${o.stroke ? ` stroke="${o.stroke}" stroke-width="${f1(0.3 * S.fs(z1))}" stroke-opacity="0.5"` : ''}/>`;
  for (const [p, fill] of planes) {
    const cx = p.reduce((a, q) => a + q[0], 0) / p.length, cy = p.reduce((a, q) => a + q[1], 0) / p.length;
    const ins = p.map(([x, y]) => [x + (cx - x) * 0.04, y + (cy - y) * 0.12]);
    s += `<path d="${roundPath(ins, r * 0.7)}" fill="${fill}"/>`;
  }
  if (o.tex) s += `<path d="${hp}" fill="${S.tex(o.tex.name, (o.tex.size || 30) * S.fs(z1))}" fill-opacity="${o.tex.op || 0.4}"/>`;
  // gentle rim shading to round the form
  s += `<path d="${hp}" fill="${S.grad([[0, '#2a1d14', S.light < 0 ? 0 : 0.12], [0.25, '#2a1d14', 0], [0.75, '#2a1d14', 0], [1, '#2a1d14', S.light < 0 ? 0.12 : 0]], { x2: 1, y2: 0 })}"/>`;
  return s;
}
// sunlight from a window that is outside the frame (left/right wall)
function ghostSun(S, o) {
  const L = (o.side || 'L') === 'L', Xw = L ? 0 : S.RW;
  const ol = outline2D(o.z0, o.z1, o.y0, o.y1, o.arch);
  const ps = panes2D(ol, o.z0, o.z1, o.y0, o.y1, o.cols || 2, o.rows || 3, o.m ?? 2);
  S.sunLater = (S.sunLater || '') + sunlight(S, ps.map((p) => p.map(([u, v]) => [Xw, v, u])), o.sun, { op: o.op ?? 0.5 });
}

// ═════════════════════════════ scenes ═════════════════════════════

const arch = (x0, x1, y0, y1) => outline2D(x0, x1, y0, y1, true).map(([u, v]) => [u, v, 0]);
const BRASS = '#B08D57', IRON = '#2B2724';

// ── heroes ───────────────────────────────────────────────────────────
def('hero-1', 'hero', 'Cream linen sofa and round travertine coffee table beneath an arched window, sunlight falling across a pale oak floor', (S) => {
  S.cam({ cx: 330, eye: 112, D: 1000, k: 2.55, vpy: 500, vpx: 900 });
  const wall = '#F0EAE0';
  S.add(room(S, { RW: 760, RH: 340, wall, floor: { type: 'planks', c: '#CDB08C' } }));
  const win = { x0: 50, x1: 205, y0: 0, y1: 272 };
  S.add(backOpening(S, { ...win, arch: true, depth: 26, wall, frame: '#3b332b', frameW: 3.2, cols: 2, rows: 4, view: VIEWS.garden(), sun: [0.5, -1, 1.0], door: true }));
  S.add(art(S, 380, 120, 104, 76, { kind: 'arch', pal: ['#B9825E', '#D8B98F', '#8c8a68', '#EFE6D6'] }));
  S.add(rug(S, 235, 650, 100, 360, { c: '#E9E0D1', kind: 'plain' }));
  S.add(flushSun(S));
  S.add(lightShaft(S, arch(win.x0, win.x1, 20, win.y1), [0.5, -1, 1.0]));
  S.add(sideTable(S, 262, 36, { r: 20, h: 52, c: '#8b6a4c' }));
  S.add(tableLamp(S, 262, 52, 36, { base: '#D8CCB8' }));
  S.add(tree(S, 600, 40, { h: 235, seed: 4, density: 3.4, clusters: 12 }));
  S.add(sofa(S, { x: 290, z: 14, w: 250, c: '#E4DACA', pillows: [{ x: 335, c: '#D3C2A8', rot: -6 }, { x: 385, c: '#B57A55', w: 42, h: 40, rot: 4 }, { x: 490, c: '#EEE6D9', rot: 5 }], throwC: '#C9B49A', throwRight: true }));
  S.add(travertineDrum(S, 420, 175, 50, 36));
  S.add(books(S, 395, 36, 175, [[3, 30, '#8e7a63'], [2.4, 26, '#d9cdb8']]));
  S.add(vase(S, 440, 36, 180, 'round', '#efe7da', { scale: 0.9 }));
  S.add(stems(S, 440, 58, 180, { h: 55, n: 6, seed: 5 }));
  S.add(pendant(S, 420, 175, 215, { type: 'globe', r: 18 }));
  finish(S, { glow: [0.15, 0.45] });
});

def('hero-2', 'hero', 'Walnut dining table with cane-back chairs under woven pendants, a tall steel window pouring afternoon light across plaster walls', (S) => {
  S.cam({ cx: 370, eye: 122, D: 1100, k: 2.75, vpy: 470, vpx: 900 });
  const wall = '#EFE7DB';
  S.add(room(S, { RW: 760, RH: 330, wall, floor: { type: 'planks', c: '#BE9A74', w: 15 } }));
  const win = { x0: 55, x1: 215, y0: 30, y1: 285 };
  S.add(backOpening(S, { ...win, depth: 24, wall, frame: '#2f2a25', frameW: 3, cols: 3, rows: 5, view: VIEWS.garden({ seed: 8 }), sun: [0.6, -1, 0.95], sunOp: 0.55 }));
  S.add(curtain(S, 222, 36, 300, 6, '#E6DCCB', { bottom: 0 }));
  S.add(roundMirror(S, 585, 150, 42, 2, { wall }));
  S.add(consoleTable(S, 505, 4, 165, 42, 76, '#6E4B33', { style: 'cabinet', doors: 3, fluted: true }));
  S.add(tableLamp(S, 530, 76, 24, { base: '#C9B79C' }));
  S.add(vase(S, 640, 76, 26, 'amphora', '#A0522D', { scale: 1.05 }));
  S.add(stems(S, 640, 116, 26, { h: 55, n: 5, seed: 9, leaf: ['#8a8f5c', '#6f7448'] }));
  S.add(flushSun(S));
  S.add(lightShaft(S, [[win.x0, win.y0, 0], [win.x1, win.y0, 0], [win.x1, win.y1, 0], [win.x0, win.y1, 0]], [0.6, -1, 0.95], { op: 0.08 }));
  S.add(tree(S, 715, 60, { h: 240, seed: 8, density: 3.2, clusters: 11, potShape: 'urn', potC: '#B8A48A' }));
  for (const X of [300, 375, 450]) S.add(diningChair(S, X, 118, { c: '#5b3b27' }));
  S.add(diningChair(S, 232, 188, { facing: 'right', c: '#5b3b27' }));
  S.add(diningTable(S, 258, 492, 142, 232, { c: '#5E3F2B' }));
  S.add(vase(S, 340, 76, 190, 'bowl', '#E8DFD0', { scale: 1.3 }));
  S.add(vase(S, 420, 76, 186, 'bottle', '#6B6B47', { scale: 0.9 }));
  S.add(vase(S, 438, 76, 192, 'cyl', '#D9CDB8', { scale: 0.6 }));
  S.add(diningChair(S, 518, 188, { facing: 'left', c: '#5b3b27' }));
  S.add(pendant(S, 330, 187, 182, { type: 'woven', c: '#C49A66', r: 28, h: 32 }));
  S.add(pendant(S, 420, 187, 182, { type: 'woven', c: '#C49A66', r: 28, h: 32 }));
  finish(S, { glow: [0.12, 0.4], glowOp: 0.3 });
});

def('hero-3', 'hero', 'Two bouclé lounge chairs around a travertine table before an arched plaster fireplace, late sun slanting across the floor', (S) => {
  S.cam({ cx: 370, eye: 118, D: 1100, k: 2.8, vpy: 450, vpx: 900 });
  const wall = '#F1EBE1';
  S.add(room(S, { RW: 760, RH: 340, wall, floor: { type: 'planks', c: '#CDAF8C', w: 15 } }));
  ghostSun(S, { side: 'L', z0: 90, z1: 330, y0: 40, y1: 260, cols: 3, rows: 3, sun: [1.05, -1, -0.55], op: 0.5 });
  S.add(niche(S, 85, 190, 60, 250, { wall, shelves: [120, 180], items: (Z) => vase(S, 115, 60, Z, 'jug', '#B0703F', { scale: 1.1 }) + vase(S, 160, 60, Z, 'round', '#E8E0D2', { scale: 0.9 }) + books(S, 105, 120, Z, [[3, 26, '#c8b79b'], [3, 24, '#8e7a63']], 18) + vase(S, 155, 120, Z, 'bottle', '#6B6B47', { scale: 0.9 }) + vase(S, 137, 180, Z, 'amphora', '#D9CDB8', { scale: 1.0 }) }));
  S.add(fireplace(S, 300, 460, { wall, mantel: 118, fw: 80, fh: 78 }));
  S.add(vase(S, 330, 125, 42, 'tall', '#D6CBB8', { scale: 0.8 }));
  S.add(stems(S, 330, 165, 42, { h: 70, n: 6, seed: 3 }));
  S.add(vase(S, 425, 125, 44, 'round', '#8F5B3C', { scale: 0.7 }));
  S.add(art(S, 520, 130, 90, 110, { kind: 'lines', pal: ['#3b332b', '#D7B98F', '#6B6B47'], frame: '#8a6a4c' }));
  S.add(rug(S, 200, 600, 110, 330, { c: '#E6DCCB', kind: 'diamond', border: '#C9B89E' }));
  S.add(flushSun(S));
  S.add(tree(S, 665, 45, { h: 250, seed: 2, density: 3.2, clusters: 12 }));
  S.add(floorLamp(S, 215, 70, { h: 150 }));
  S.add(loungeChair(S, { x: 180, z: 115, c: '#EFE8DC', pillow: '#C9A27A' }));
  S.add(loungeChair(S, { x: 498, z: 115, c: '#EFE8DC' }));
  S.add(travertineDrum(S, 380, 205, 42, 34, '#D8C6AA'));
  S.add(vase(S, 370, 34, 210, 'bowl', '#6B5A48', { scale: 1.2 }));
  finish(S, { glow: [0.05, 0.5], glowOp: 0.25 });
});

// @@SCENES_END

// ═════════════════════════════ parametric scenes (portfolio, bath, examples, products) ═════════════════════════════

// mirror the finished picture horizontally (free compositional variety; light flips with it)
function flipX(S) { S.body = [`<g transform="translate(${S.W},0) scale(-1,1)">`, ...S.body, '</g>']; }

// ── product still-life: one object on a warm seamless sweep, camera framed on its bounding box
// b: { w, h, d } object size (cm); draw(S, X, Z) paints the object standing on the floor at (X, Z)
function stillLife(S, b, draw, o = {}) {
  const size = Math.max(b.w, b.h * 1.1);
  const D = size * 5.5, Zc = size * 0.9 + (b.d || b.w) / 2, s = D / (D - Zc);
  const k = Math.min((0.6 * S.W) / b.w, (0.58 * S.H) / b.h) / s;
  const eye = o.eye ?? b.h * 0.75 + size * 0.35;
  const X = 1000;
  const vpy = S.H * (o.cy ?? 0.54) + (b.h / 2 - eye) * k * s;
  S.cam({ cx: X + (o.dx || 0), eye, D, k, vpy, vpx: S.W / 2 });
  S.light = -1;
  S.add(studio(S, { wall: o.wall || '#EEE5D7', floor: o.floor }));
  draw(S, X, Zc);
  finish(S, { glow: [0.3, 0.3], glowOp: 0.22, vignette: 0.22 });
}

// small extra primitives
function candleHolders(S, X, Z, o = {}) {
  const c = o.c || BRASS;
  let s = '';
  const set = o.set || [[-16, 6, 26], [2, 14, 34], [18, 2, 18]]; // dx, dz, height
  for (const [dx, dz, h] of set.slice().sort((a, b) => a[1] - b[1])) {
    const x = X + dx, z = Z + dz;
    s += ellShadow(S, x, z, 6, { op: 0.35, blur: 2.5 });
    s += lathe(S, x, z, [[0, 5.5], [1.2, 5.5], [2.2, 2.2], [h * 0.3, 1.5], [h * 0.5, 2.4], [h * 0.55, 1.4], [h - 2.2, 1.6], [h - 1.6, 3.6], [h, 3.8]], c, { spec: 0.55, hi: 0.4, lo: 0.38 });
    s += lathe(S, x, z, [[h, 1.6], [h + 22, 1.6]], '#F1E9DA', { spec: 0.2, smooth: false });
    const t = S.P(x, h + 24.5, z);
    s += `<ellipse cx="${f1(t[0])}" cy="${f1(t[1])}" rx="${f1(0.9 * S.fs(z))}" ry="${f1(2.4 * S.fs(z))}" fill="${S.rad([[0, '#fff8e0'], [0.6, '#ffd27a'], [1, '#e09a3a', 0.6]])}"/>`;
    s += `<circle cx="${f1(t[0])}" cy="${f1(t[1])}" r="${f1(14 * S.fs(z))}" fill="${S.rad([[0, '#ffe2a8', 0.4], [1, '#ffe2a8', 0]])}"/>`;
  }
  return s;
}
function tray(S, X, Z, o = {}) {
  const w = o.w || 44, d = o.d || 28, h = o.h || 3.5, c = o.c || '#DCCBB0';
  let s = floorShadow(S, X - w / 2, X + w / 2, Z - d / 2, Z + d / 2, { op: 0.35, spread: 2, blur: 3 });
  s += box(S, { x0: X - w / 2, x1: X + w / 2, y0: 0, y1: h, z0: Z - d / 2, z1: Z + d / 2 }, c, { r: 3, tex: { name: 'grainH', size: 24, op: 0.55 }, stroke: dk(c, 0.25) });
  // recessed well
  s += S.poly([[X - w / 2 + 2.5, h + 0.05, Z - d / 2 + 2.5], [X + w / 2 - 2.5, h + 0.05, Z - d / 2 + 2.5], [X + w / 2 - 2.5, h + 0.05, Z + d / 2 - 2.5], [X - w / 2 + 2.5, h + 0.05, Z + d / 2 - 2.5]], S.v(dk(c, 0.12), dk(c, 0.03)));
  return s;
}
function standingPillow(S, X, Z, o = {}) {
  const w = o.w || 50, h = o.h || 48, c = o.c || '#D8C9B2';
  let s = floorShadow(S, X - w / 2 + 2, X + w / 2 - 2, Z - 6, Z + 6, { op: 0.4, spread: 3, blur: 4 });
  s += pillow(S, Z, X, 0, w, h, c, o.rot || 0, { pinch: 0.09, tex: 'linen', welt: o.welt || dk(c, 0.25), stripe: o.stripe });
  return s;
}
function foldedBlanket(S, X, Z, o = {}) {
  const c = o.c || '#C9A98A', w = o.w || 56, d = o.d || 40, n = o.n || 4, t = o.t || 5.5;
  let s = floorShadow(S, X - w / 2, X + w / 2, Z - d / 2, Z + d / 2, { op: 0.4, spread: 4, blur: 5 });
  let y = 0;
  for (let i = 0; i < n; i++) {
    const cc = i % 2 ? lt(c, 0.04) : c, dx = (i % 2 ? 1.2 : -0.6);
    s += box(S, { x0: X - w / 2 + dx, x1: X + w / 2 + dx, y0: y, y1: y + t, z0: Z - d / 2, z1: Z + d / 2 }, cc, { r: 2.6, tex: { name: 'boucle', size: 12, op: 0.65 }, stroke: dk(c, 0.3), front: S.v(lt(cc, 0.08), dk(cc, 0.16)) });
    y += t;
  }
  if (o.stripe) s += S.front(Z + d / 2 + 0.2, `<rect x="${X - w / 2}" y="${-(t * 2.5)}" width="${w}" height="1" fill="${o.stripe}" opacity="0.75"/><rect x="${X - w / 2}" y="${-(t * 0.6)}" width="${w}" height="1" fill="${o.stripe}" opacity="0.75"/>`);
  // fringe hanging off the front edge of the top layer
  let fr = '';
  for (let x = X - w / 2 + 2; x < X + w / 2 - 1; x += 1.4) fr += `<path d="M${f1(x)},${-(y - 1)} l${f1((Math.sin(x) * 0.6))},${f1(3.5 + (x * 7 % 3) * 0.4)}" stroke="${dk(c, 0.1)}" stroke-width="0.45"/>`;
  s += S.front(Z + d / 2 + 0.5, fr);
  return s;
}
function bowlSet(S, X, Z, o = {}) {
  const cs = o.colors || ['#E9E1D3', '#B9825E', '#6B5A48'];
  let s = '';
  s += vase(S, X - 20, 0, Z - 8, 'bowl', cs[0], { scale: 1.5 });
  s += vase(S, X + 16, 0, Z - 4, 'bowl', cs[1], { scale: 1.15 });
  s += vase(S, X + 16, 12 * 0.0 + 9.2, Z - 4, 'bowl', cs[2], { scale: 0.8 });
  s += vase(S, X - 2, 0, Z + 14, 'bowl', cs[2], { scale: 0.85 });
  return s;
}
// top-down rug corner on oak boards (flat 2D, no perspective)
function rugTopDown(S, o = {}) {
  const { W, H } = S, c = o.c || '#E6DCCB', b = o.border || '#B9825E', fl = o.floor || '#C7A47E';
  let s = `<rect width="${W}" height="${H}" fill="${dk(fl, 0.2)}"/>`;
  const rng = mulberry32(9);
  for (let y = -60; y < H; y += 110) { let x = -rng() * 500; while (x < W) { const L = 380 + rng() * 420; s += `<rect x="${f1(x + 1.5)}" y="${y + 1.5}" width="${f1(L - 3)}" height="107" fill="${rng() < 0.5 ? lt(fl, rng() * 0.06) : dk(fl, rng() * 0.06)}"/>`; x += L; } }
  s += `<rect width="${W}" height="${H}" fill="${S.tex('grainH', 420)}" fill-opacity="0.35"/>`;
  const x0 = 230, y0 = 210;
  s += `<rect x="${x0 + 14}" y="${y0 + 18}" width="${W}" height="${H}" fill="#2a1d14" opacity="0.35" filter="${S.blur(10)}"/>`;
  s += `<rect x="${x0}" y="${y0}" width="${W}" height="${H}" fill="${c}"/>`;
  // border bands + diamond field
  s += `<rect x="${x0 + 50}" y="${y0 + 50}" width="${W}" height="${H}" fill="none" stroke="${b}" stroke-width="16"/>`;
  s += `<rect x="${x0 + 86}" y="${y0 + 86}" width="${W}" height="${H}" fill="none" stroke="${o.b2 || '#6B6B47'}" stroke-width="5"/>`;
  let d = '';
  for (let i = 0; i < 6; i++) for (let j = 0; j < 6; j++) { const cx = x0 + 200 + i * 170, cy = y0 + 200 + j * 170; d += `M${cx},${cy - 60} L${cx + 60},${cy} L${cx},${cy + 60} L${cx - 60},${cy}Z `; }
  s += `<path d="${d}" fill="none" stroke="${b}" stroke-width="7" opacity="0.85"/>`;
  s += `<rect x="${x0}" y="${y0}" width="${W}" height="${H}" fill="${S.tex('boucle', 140)}" fill-opacity="0.6"/>`;
  // fringe along the left edge
  let fr = '';
  for (let y = y0 + 6; y < H; y += 9) fr += `<path d="M${x0},${y} q-14,${f1(Math.sin(y) * 4)} -30,${f1(Math.sin(y * 1.3) * 5)}" stroke="${lt(c, 0.1)}" stroke-width="3" fill="none" stroke-linecap="round"/>`;
  s += fr;
  s += `<rect width="${W}" height="${H}" fill="${S.rad([[0, '#fff4dc', 0.35], [1, '#fff4dc', 0]], { cx: 0.2, cy: 0.15, r: 0.8 })}"/>`;
  S.add(s);
  finish(S, { vignette: 0.25 });
}

const PROD_WALLS = ['#EEE5D7', '#EDE2D2', '#F0E8DC', '#EAE0D0', '#EFE6DA', '#E9DED0'];
const prod = (name, alt, b, draw, o = {}) => def(name, 'sq', alt, (S) => stillLife(S, b, draw, { wall: PROD_WALLS[hashStr(name) % PROD_WALLS.length], ...o }));

// ── examples (product-style)
prod('example-1', 'Cream bouclé accent chair with a caramel lumbar pillow on a warm seamless backdrop', { w: 84, h: 74, d: 80 }, (S, X, Z) => S.add(loungeChair(S, { x: X - 42, z: Z - 40, c: '#EEE7DB', pillow: '#C9A27A', legs: '#6b4a32' })));
prod('example-2', 'Round travertine side table with a honed, veined drum top', { w: 60, h: 46, d: 60 }, (S, X, Z) => S.add(travertineDrum(S, X, Z, 28, 46, '#DCCBB0')));
prod('example-3', 'Ceramic table lamp with a rounded glazed base and linen shade', { w: 46, h: 68, d: 46 }, (S, X, Z) => S.add(tableLamp(S, X, 0, Z, { base: '#B9825E', spec: 0.45, shade: '#E6D8BF' })), { eye: 55 });
prod('example-4', 'Woven rattan pendant light glowing softly against a plaster backdrop', { w: 70, h: 60, d: 70 }, (S, X, Z) => { S.RH = 400; S.add(pendant(S, X, Z, 20, { type: 'woven', c: '#C49A66', r: 32, h: 36, glow: 0.6 })); S.add(ellShadow(S, X + 10, Z, 30, { op: 0.12, blur: 14 })); }, { eye: 40 });
prod('example-5', 'Walnut dining chair with a woven cane back and linen seat', { w: 52, h: 84, d: 50 }, (S, X, Z) => S.add(diningChair(S, X, Z, { c: '#5b3b27', seat: '#D8CBB6' })));
prod('example-6', 'Low linen sofa in warm oat with loose cushions and a folded throw', { w: 200, h: 74, d: 92 }, (S, X, Z) => S.add(sofa(S, { x: X - 100, z: Z - 46, w: 200, c: '#DCCFBC', pillows: [{ x: X - 55, c: '#B57A55', rot: -5 }, { x: X + 52, c: '#EDE5D8', rot: 5 }] })));
prod('example-7', 'Stoneware vase holding olive branches', { w: 60, h: 80, d: 30 }, (S, X, Z) => { S.add(vase(S, X, 0, Z, 'tall', '#CDBFA8', { scale: 0.7, tex: 'fine' })); S.add(stems(S, X, 34, Z, { h: 48, n: 7, seed: 12 })); }, { eye: 40 });
prod('example-8', 'Round mirror with a slim brushed-brass frame hung on a plaster wall', { w: 90, h: 90, d: 10 }, (S, X) => { S.add(roundMirror(S, X, 45, 42, 1, { wall: '#EEE5D7', fw: 2.6 })); }, { eye: 45 });
def('example-9', 'sq', 'Top-down corner of a flat-woven wool rug with a terracotta border and fringe on oak boards', (S) => rugTopDown(S));
prod('example-10', 'White oak console table with a lower shelf', { w: 140, h: 78, d: 40 }, (S, X, Z) => S.add(consoleTable(S, X - 70, Z - 20, 140, 40, 78, '#C9A97F', { shelf: true })));
prod('example-11', 'Upholstered bench with an oatmeal linen cushion on walnut legs', { w: 130, h: 46, d: 42 }, (S, X, Z) => S.add(bench(S, X - 65, Z - 21, 130, 42, 46, '#6b4a32', { cushion: '#DCCFBC' })));
prod('example-12', 'Set of ceramic bowls in cream, terracotta and deep brown glazes', { w: 64, h: 22, d: 40 }, (S, X, Z) => S.add(bowlSet(S, X, Z)));

// ── shop products
prod('product-1', 'Hand-thrown stoneware vase in speckled oat glaze', { w: 30, h: 40, d: 30 }, (S, X, Z) => S.add(vase(S, X, 0, Z, 'amphora', '#D2C2A6', { scale: 1, tex: 'fine' })));
prod('product-2', 'Linen throw pillow in rust with a self welt', { w: 54, h: 50, d: 16 }, (S, X, Z) => S.add(standingPillow(S, X, Z, { c: '#B5734F', w: 50, h: 46 })));
prod('product-3', 'Three brass candle holders of varying heights with lit taper candles', { w: 46, h: 56, d: 30 }, (S, X, Z) => S.add(candleHolders(S, X, Z)));
prod('product-4', 'Rectangular travertine tray with a carved well', { w: 50, h: 10, d: 32 }, (S, X, Z) => { S.add(tray(S, X, Z)); S.add(vase(S, X - 10, 3.5, Z - 2, 'bottle', '#8F5B3C', { scale: 0.45 })); S.add(vase(S, X + 9, 3.5, Z + 2, 'bowl', '#E9E1D3', { scale: 0.5 })); }, { eye: 44 });
prod('product-5', 'Vintage rattan side chair with a cane back and honey frame', { w: 52, h: 84, d: 50 }, (S, X, Z) => S.add(diningChair(S, X, Z, { c: '#9C7443', cane: '#D4B07A', seat: '#E6DCCB' })));
prod('product-6', 'Solid white oak stool with turned legs and a round seat', { w: 46, h: 66, d: 46 }, (S, X, Z) => S.add(stool(S, X, Z, { h: 62, c: '#C9A97F', r: 17 })));
prod('product-7', 'Alabaster table lamp with a pleated linen shade', { w: 46, h: 70, d: 46 }, (S, X, Z) => S.add(tableLamp(S, X, 0, Z, { kind: 'alabaster', base: '#EDE4D4', spec: 0.3, shade: '#E3D3B8' })), { eye: 55 });
prod('product-8', 'Folded wool throw blanket in camel with a cream stripe and fringe', { w: 60, h: 24, d: 42 }, (S, X, Z) => S.add(foldedBlanket(S, X, Z, { c: '#C49A6C', stripe: '#EFE6D6' })), { eye: 40 });

// ───────────────────────────── room composer ─────────────────────────────
// cameras: wide landscape, portrait vignette (tight, vertical), square detail
const CAM = {
  land: (cx, o = {}) => ({ cx, eye: o.eye ?? 118, D: o.D ?? 1050, k: o.k ?? 2.65, vpy: o.vpy ?? 480, vpx: 900 }),
  port: (cx, o = {}) => ({ cx, eye: o.eye ?? 108, D: o.D ?? 800, k: o.k ?? 3.9, vpy: o.vpy ?? 760, vpx: 600 }),
  sq: (cx, o = {}) => ({ cx, eye: o.eye ?? 104, D: o.D ?? 520, k: o.k ?? 5.0, vpy: o.vpy ?? 560, vpx: 600 }),
};
const shell = (S, T, o = {}) => S.add(room(S, { RW: o.RW || 760, RH: o.RH || 320, wall: T.wall, floor: T.floor, beams: T.beams, ...o }));
const vaseStems = (S, X, y, Z, T, o = {}) => S.add(vase(S, X, y, Z, o.kind || 'tall', o.c || T.vase || '#D6CBB8', { scale: o.scale || 0.8 })) && S.add(stems(S, X, y + (o.neck || 40), Z, { h: o.h || 60, n: 6, seed: o.seed || 3, leaf: T.leaf }));
const T0 = { leaf: undefined };

// generic vignette: a seat in a corner with lamp, art and a plant (portrait)
function vigChair(S, T, o = {}) {
  S.cam(CAM.port(o.cx ?? 150, o.cam));
  shell(S, T, { RW: 700 });
  if (o.window) S.add(backOpening(S, { x0: 250, x1: 340, y0: 40, y1: 250, arch: true, depth: 24, wall: T.wall, frame: T.frame || '#3b332b', frameW: 3, cols: 1, rows: 3, view: T.view || VIEWS.garden(), sun: [0.7, -1, 0.9], sunOp: 0.45 }));
  else S.add(art(S, 95, 125, 80, 100, { kind: T.artKind || 'lines', pal: T.art, frame: T.artFrame || '#8a6a4c', seed: o.seed }));
  S.add(rug(S, 20, 330, 40, 300, { c: T.rug || '#E6DCCB', kind: 'plain' }));
  S.add(flushSun(S));
  if (o.plant !== false) S.add(tree(S, 40, 45, { h: 220, seed: o.seed || 6, density: 3.2, clusters: 10, potC: T.pot || '#B5643C', crownW: 90 }));
  S.add(floorLamp(S, 245, 55, { h: 152 }));
  if (T.chair === 'dining') S.add(diningChair(S, 150, 150, { c: T.wood, seat: T.sofa }));
  else S.add(loungeChair(S, { x: 110, z: 105, c: T.sofa, pillow: T.accent, tex: T.sofaTex, legs: T.legs }));
  S.add(sideTable(S, 250, 175, { r: 20, h: 46, c: T.table || T.wood, kind: T.tableKind }));
  S.add(books(S, 238, 46, 175, [[3, 24, T.book1 || '#8e7a63'], [2.4, 22, T.book2 || '#d9cdb8']], 18));
  S.add(vase(S, 258, 51.4, 178, 'cyl', T.cup || '#E9E1D3', { scale: 0.5, open: true }));
  finish(S, { glow: [0.35, 0.35], glowOp: 0.22 });
}
// generic vignette: console / sideboard against the wall with mirror or art, lamp and vase (portrait)
function vigConsole(S, T, o = {}) {
  S.cam(CAM.port(o.cx ?? 320, o.cam));
  shell(S, T, { RW: 760 });
  const x0 = 230, x1 = 410;
  if (o.mirror === 'arch') S.add(archMirror(S, 280, 110, 80, 130, 1, { wall: T.wall, frame: T.metal || BRASS }));
  else if (o.mirror === 'round') S.add(roundMirror(S, 320, 165, 46, 1.5, { wall: T.wall, frame: T.metal || BRASS }));
  else S.add(art(S, 262, 120, 116, 90, { kind: T.artKind2 || 'landscape', pal: T.art, frame: T.artFrame || '#8a6a4c', seed: o.seed || 3 }));
  if (o.sconces) for (const X of [215, 425]) S.add(sconce(S, X, 150, 2, { kind: 'shade', c: T.metal || BRASS }));
  S.add(rug(S, 160, 480, 70, 320, { c: T.rug || '#E6DCCB', kind: T.rugKind || 'stripes', border: T.rugB }));
  S.add(flushSun(S));
  S.add(consoleTable(S, x0, 6, x1 - x0, 42, 80, T.wood2 || T.wood, { style: T.consoleStyle || 'cabinet', doors: 3, fluted: true, shelf: true }));
  S.add(tableLamp(S, 262, 80, 26, { base: T.lamp || '#C9B79C', kind: T.lampKind }));
  S.add(books(S, 320, 80, 28, [[3.2, 30, T.book1 || '#8e7a63'], [2.6, 26, T.book2 || '#d9cdb8']], 18));
  S.add(vase(S, 330, 85.8, 28, 'round', T.cup || '#E9E1D3', { scale: 0.55 }));
  S.add(vase(S, 380, 80, 26, 'jug', T.vase2 || '#A0522D', { scale: 1.1 }));
  S.add(stems(S, 380, 112, 26, { h: 55, n: 5, seed: o.seed || 4, leaf: T.leaf }));
  if (o.stool) S.add(stool(S, 440, 110, { h: 46, c: T.wood, r: 17, seat: T.wood }));
  else S.add(plant(S, 442, 0, 115, { kind: 'fiddle', potC: T.pot2 || '#E9E1D3', scale: 0.95, potShape: 'bowl' }));
  finish(S, { glow: [0.3, 0.4], glowOp: 0.22 });
}
// square detail: a tabletop still life in the room
function detailTable(S, T, o = {}) {
  S.cam(CAM.sq(300, o.cam));
  shell(S, T, { RW: 700 });
  if (o.art !== false) S.add(art(S, 248, 110, 96, 76, { kind: T.artKind || 'arch', pal: T.art, frame: T.artFrame || '#8a6a4c', seed: o.seed || 5 }));
  if (o.surface === 'drum') {
    S.add(sofa(S, { x: 160, z: 6, w: 300, c: T.sofa, tex: T.sofaTex, pillows: [{ x: 235, c: T.accent, rot: -5 }, { x: 370, c: T.accent2 || '#EEE6D9', rot: 4 }] }));
    S.add(travertineDrum(S, 300, 190, 52, 36, T.trav || '#DCCBB0'));
    S.add(books(S, 270, 36, 195, [[3, 32, T.book1 || '#8e7a63'], [2.4, 28, T.book2 || '#d9cdb8']]));
    S.add(vase(S, 325, 36, 186, 'round', T.vase || '#efe7da', { scale: 0.9 }));
    S.add(stems(S, 325, 58, 186, { h: 45, n: 6, seed: 5, leaf: T.leaf }));
    S.add(vase(S, 290, 41.4, 200, 'bowl', T.accent, { scale: 0.55 }));
  } else {
    // console / counter surface close-up
    S.add(consoleTable(S, 170, 8, 260, 46, 84, T.wood2 || T.wood, { style: 'cabinet', doors: 4, fluted: true }));
    S.add(tableLamp(S, 205, 84, 30, { base: T.lamp || '#C9B79C', kind: T.lampKind }));
    S.add(vase(S, 300, 84, 32, 'amphora', T.vase2 || '#A0522D', { scale: 0.9 }));
    S.add(stems(S, 300, 118, 32, { h: 50, n: 6, seed: o.seed || 8, leaf: T.leaf }));
    S.add(books(S, 345, 84, 36, [[3, 30, T.book1 || '#8e7a63'], [3, 28, T.book2 || '#d9cdb8']], 20));
    S.add(vase(S, 360, 90, 36, 'bowl', T.cup || '#E9E1D3', { scale: 0.5 }));
    S.add(vase(S, 395, 84, 34, 'bottle', T.vase || '#6B6B47', { scale: 0.8 }));
  }
  finish(S, { glow: [0.3, 0.3], glowOp: 0.22 });
}

// ── living room
function livingWide(S, T, o = {}) {
  S.cam(CAM.land(330, o.cam));
  shell(S, T);
  const win = { x0: 50, x1: 215, y0: o.sill ?? 0, y1: 275 };
  S.add(backOpening(S, { ...win, arch: o.arch !== false, depth: 26, wall: T.wall, frame: T.frame || '#3b332b', frameW: 3, cols: o.cols || 2, rows: 4, view: T.view || VIEWS.garden(), sun: [0.5, -1, 1.0], door: !win.y0 }));
  if (o.curtains) S.add(curtain(S, 222, 34, 300, 6, T.curtain || '#E6DCCB', { bottom: 0 }));
  S.add(art(S, 370, 118, 120, 84, { kind: T.artKind || 'arch', pal: T.art, frame: T.artFrame || '#8a6a4c', seed: 11 }));
  S.add(rug(S, 240, 660, 100, 360, { c: T.rug || '#E9E0D1', kind: T.rugKind || 'plain', border: T.rugB }));
  S.add(flushSun(S));
  S.add(lightShaft(S, (o.arch !== false ? outline2D(win.x0, win.x1, 20, win.y1, true) : outline2D(win.x0, win.x1, 20, win.y1, false)).map(([u, v]) => [u, v, 0]), [0.5, -1, 1.0]));
  S.add(sideTable(S, 268, 36, { r: 20, h: 52, c: T.table || T.wood, kind: T.tableKind }));
  S.add(tableLamp(S, 268, 52, 36, { base: T.lamp || '#D8CCB8', kind: T.lampKind }));
  S.add(tree(S, 610, 40, { h: 235, seed: o.seed || 4, density: 3.4, clusters: 12, potC: T.pot || '#B5643C', potShape: T.potShape }));
  S.add(sofa(S, { x: 295, z: 14, w: 250, c: T.sofa, tex: T.sofaTex, pillows: [{ x: 340, c: T.accent, rot: -6 }, { x: 392, c: T.accent2 || '#B57A55', w: 42, h: 40, rot: 4 }, { x: 495, c: lt(T.sofa, 0.3), rot: 5 }], throwC: T.throwC, throwRight: true }));
  if (o.chair) S.add(loungeChair(S, { x: 560, z: 150, c: T.chairC || T.sofa, tex: T.sofaTex, pillow: T.accent, legs: T.legs }));
  S.add(travertineDrum(S, 420, 180, 50, 36, T.trav || '#DCCBB0'));
  S.add(books(S, 395, 36, 180, [[3, 30, T.book1 || '#8e7a63'], [2.4, 26, T.book2 || '#d9cdb8']]));
  S.add(vase(S, 442, 36, 184, 'round', T.vase || '#efe7da', { scale: 0.9 }));
  S.add(stems(S, 442, 58, 184, { h: 55, n: 6, seed: 5, leaf: T.leaf }));
  S.add(pendant(S, 420, 180, 215, { type: T.pendant || 'globe', r: 18, c: T.metal || BRASS }));
  finish(S, { glow: [0.15, 0.45] });
}
// second living view: fireplace or niche wall with a pair of lounge chairs
function livingWide2(S, T, o = {}) {
  S.cam(CAM.land(370, { eye: 116, D: 1100, k: 2.8, vpy: 455, ...o.cam }));
  shell(S, T);
  ghostSun(S, { side: 'L', z0: 90, z1: 330, y0: 40, y1: 260, cols: 3, rows: 3, sun: [1.05, -1, -0.55], op: 0.45 });
  S.add(niche(S, 560, 665, 60, 250, { wall: T.wall, shelves: [125, 185], items: (Z) => vase(S, 590, 60, Z, 'jug', T.vase2 || '#B0703F', { scale: 1.1 }) + vase(S, 635, 60, Z, 'round', T.cup || '#E8E0D2', { scale: 0.9 }) + books(S, 580, 125, Z, [[3, 26, '#c8b79b'], [3, 24, '#8e7a63']], 18) + vase(S, 632, 125, Z, 'bottle', '#6B6B47', { scale: 0.9 }) + vase(S, 612, 185, Z, 'amphora', '#D9CDB8', { scale: 1.0 }) }));
  S.add(fireplace(S, 290, 450, { wall: T.wall, mantel: 118, fw: 80, fh: 78, hearthC: T.trav }));
  S.add(vase(S, 318, 125, 42, 'tall', T.vase || '#D6CBB8', { scale: 0.8 }));
  S.add(stems(S, 318, 165, 42, { h: 70, n: 6, seed: 3, leaf: T.leaf }));
  S.add(art(S, 345, 160, 70, 90, { z: 40, kind: T.artKind2 || 'stones', pal: T.art, frame: T.artFrame || '#8a6a4c', mat: 6 }).replace(/^/, ''));
  S.add(rug(S, 170, 600, 110, 340, { c: T.rug || '#E6DCCB', kind: T.rugKind2 || 'diamond', border: T.rugB || '#C9B89E' }));
  S.add(flushSun(S));
  S.add(tree(S, 120, 50, { h: 245, seed: 7, density: 3.2, clusters: 12, potC: T.pot || '#B5643C', potShape: 'urn' }));
  S.add(floorLamp(S, 200, 95, { h: 150 }));
  S.add(loungeChair(S, { x: 170, z: 120, c: T.chairC || T.sofa, pillow: T.accent, tex: T.sofaTex, legs: T.legs }));
  S.add(loungeChair(S, { x: 490, z: 120, c: T.chairC || T.sofa, tex: T.sofaTex, legs: T.legs }));
  S.add(travertineDrum(S, 370, 210, 42, 34, T.trav || '#D8C6AA'));
  S.add(vase(S, 360, 34, 215, 'bowl', T.accent2 || '#6B5A48', { scale: 1.2 }));
  finish(S, { glow: [0.05, 0.5], glowOp: 0.25 });
}

const P01 = { wall: '#F2ECE2', floor: { type: 'planks', c: '#D5BC98', w: 15 }, sofa: '#EFE8DC', sofaTex: 'boucle', accent: '#D9C3A2', accent2: '#C9A27A', wood: '#A88764', table: '#DCCBB0', trav: '#DCCBB0', lamp: '#EDE4D4', lampKind: 'alabaster', art: ['#C9A27A', '#E6D3B3', '#9a8f78', '#F3ECE0'], artKind: 'sun', artKind2: 'stones', pot: '#D9CDB8', potShape: 'urn', rug: '#ECE4D6', throwC: '#D8C6AA', vase2: '#C9A27A', wood2: '#C9AD8A', rugKind: 'plain' };
def('p01-1', 'land', 'Creamy bouclé sofa and a round travertine coffee table under an arched window, soft gold afternoon light', (S) => livingWide(S, P01, { chair: false }));
def('p01-2', 'port', 'Corner of a cream living room: bouclé lounge chair, brass floor lamp and a small travertine side table', (S) => vigChair(S, P01, { seed: 6 }));
def('p01-3', 'port', 'Fluted console with an alabaster lamp, ceramics and an arched brass mirror on a plaster wall', (S) => vigConsole(S, P01, { mirror: 'arch', stool: true }));
def('p01-4', 'land', 'Two bouclé lounge chairs and a travertine table before a plaster fireplace and arched niche', (S) => livingWide2(S, P01));
def('p01-5', 'sq', 'Close view of a travertine coffee table styled with books, a stoneware vase and olive stems', (S) => detailTable(S, P01, { surface: 'drum' }));

// ── kitchen
function kitchenWide(S, T, o = {}) {
  S.cam(CAM.land(330, { eye: 122, ...o.cam }));
  shell(S, T, { RW: 720, RH: 310 });
  // back wall: tile splash, window over the sink, open shelf, hood over the range
  S.add(tiles(S, 20, 520, 90, 150, 0.4, { kind: T.tile || 'zellige', colors: T.tileC, w: T.tileW || 10, grout: T.grout, motif: T.motif, motif2: T.motif2, motif3: T.motif3, seed: 3 }));
  S.add(backOpening(S, { x0: 340, x1: 470, y0: 120, y1: 250, arch: !!o.archWin, depth: 20, wall: T.wall, frame: T.frame || '#3b332b', frameW: 3, cols: 2, rows: 2, view: T.view || VIEWS.garden({ seed: 3 }), sun: [0.55, -1, 1.0], sunOp: 0.4 }));
  S.add(hood(S, 190, 300, 170, { c: T.hood || T.wall, brass: true, d: 55 }));
  S.add(shelf(S, 40, 170, 175, { c: T.shelfC || '#B48A5E' }));
  S.add(vase(S, 60, 175, 13, 'jug', T.acc1 || '#B5643C', { scale: 0.9 }));
  S.add(vase(S, 95, 175, 13, 'bowl', T.acc2 || '#E9CF7A', { scale: 0.8 }));
  S.add(vase(S, 135, 175, 13, 'bottle', T.acc3 || '#E9E1D3', { scale: 0.8 }));
  S.add(upBooks(S, 150, 175, 4, 4, ['#8e7a63', '#C9B79C', '#6B6B47'], mulberry32(3), 18));
  S.add(shelf(S, 560, 690, 180, { c: T.shelfC || '#B48A5E' }));
  S.add(vase(S, 585, 180, 13, 'round', T.acc3 || '#E9E1D3', { scale: 0.8 }));
  S.add(vase(S, 630, 180, 13, 'cyl', T.acc1 || '#B5643C', { scale: 0.9, open: true }));
  S.add(vase(S, 665, 180, 13, 'jug', T.acc2 || '#E9CF7A', { scale: 0.8 }));
  S.add(flushSun(S));
  S.add(cabinetRun(S, 20, 200, { c: T.cab, top: T.top || '#EDE6DA', topTex: T.topTex, n: 4, drawers: [0], pull: T.metal || BRASS }));
  S.add(rangeCooker(S, 200, 92, { c: T.range || '#EDE6DA', metal: T.metal || BRASS }));
  S.add(cabinetRun(S, 292, 540, { c: T.cab, top: T.top || '#EDE6DA', topTex: T.topTex, n: 5, drawers: [4], pull: T.metal || BRASS }));
  S.add(faucet(S, 405, 90, 16, { c: T.metal || BRASS }));
  S.add(cabinetRun(S, 540, 720, { c: T.cab2 || T.cab, top: T.top || '#EDE6DA', topTex: T.topTex, n: 3, pull: T.metal || BRASS }));
  S.add(vase(S, 600, 90, 30, 'bowl', T.acc3 || '#E9E1D3', { scale: 1.0 }));
  for (const [dx, c] of [[-3, T.fruit || '#E9CF7A'], [3, T.fruit || '#E9CF7A'], [0, T.fruit2 || '#D9A441']]) S.add(S.front(30, `<circle cx="${600 + dx}" cy="${-(90 + 8 + (dx ? 0 : 3.5))}" r="3.6" fill="${S.rad([[0, lt(c, 0.3)], [1, dk(c, 0.2)]], { cx: 0.35, cy: 0.35 })}"/>`));
  S.add(island(S, 390, 640, 240, 320, { c: T.island || T.cab, top: T.top || '#EDE6DA', topTex: T.topTex, wood: T.islandWood }));
  S.add(vase(S, 450, 92, 275, 'amphora', T.acc1 || '#B5643C', { scale: 0.8 }));
  S.add(stems(S, 450, 124, 275, { h: 50, n: 6, seed: 9, leaf: T.leaf }));
  S.add(vase(S, 560, 92, 270, 'bowl', T.acc2 || '#E9CF7A', { scale: 1.0 }));
  for (const X of [450, 560]) S.add(pendant(S, X, 280, 190, { type: T.pendant || 'dome', c: T.pendC || T.metal || BRASS, r: 20 }));
  for (const X of [440, 520, 600]) S.add(stool(S, X, 345, { h: 66, c: T.stoolC || '#6b4a32', seat: T.stoolSeat || T.stoolC || '#6b4a32', r: 16, tex: T.stoolTex }));
  finish(S, { glow: [0.5, 0.35], glowOp: 0.25 });
}
// kitchen portrait: sink under the window, or range under the hood
function kitchenPort(S, T, o = {}) {
  const range = o.range;
  S.cam(CAM.port(range ? 245 : 400, { eye: 120, vpy: 700, ...o.cam }));
  shell(S, T, { RW: 720, RH: 310 });
  S.add(tiles(S, 20, 540, 90, range ? 165 : 150, 0.4, { kind: T.tile || 'zellige', colors: T.tileC, w: T.tileW || 10, grout: T.grout, motif: T.motif, motif2: T.motif2, motif3: T.motif3, seed: 3 }));
  if (range) {
    S.add(hood(S, 190, 300, 170, { c: T.hood || T.wall, brass: true, d: 55 }));
    S.add(shelf(S, 312, 420, 180, { c: T.shelfC || '#B48A5E' }));
    S.add(vase(S, 330, 180, 13, 'jug', T.acc1 || '#B5643C', { scale: 0.8 }));
    S.add(vase(S, 370, 180, 13, 'bowl', T.acc2 || '#E9CF7A', { scale: 0.7 }));
    S.add(vase(S, 400, 180, 13, 'bottle', T.acc3 || '#E9E1D3', { scale: 0.75 }));
    S.add(shelf(S, 70, 180, 180, { c: T.shelfC || '#B48A5E' }));
    S.add(vase(S, 95, 180, 13, 'round', T.acc3 || '#E9E1D3', { scale: 0.8 }));
    S.add(vase(S, 140, 180, 13, 'cyl', T.acc1 || '#B5643C', { scale: 0.8, open: true }));
  } else {
    S.add(backOpening(S, { x0: 340, x1: 460, y0: 120, y1: 255, arch: !!o.archWin || true, depth: 20, wall: T.wall, frame: T.frame || '#3b332b', frameW: 3, cols: 2, rows: 3, view: T.view || VIEWS.garden({ seed: 3 }), sun: [0.5, -1, 1.0], sunOp: 0.4 }));
    S.add(sconce(S, 300, 190, 2, { c: T.metal || BRASS }));
  }
  S.add(flushSun(S));
  S.add(cabinetRun(S, 20, 200, { c: T.cab, top: T.top || '#EDE6DA', topTex: T.topTex, n: 4, drawers: [3], pull: T.metal || BRASS }));
  if (range) S.add(rangeCooker(S, 200, 92, { c: T.range || '#EDE6DA', metal: T.metal || BRASS }));
  else S.add(cabinetRun(S, 200, 292, { c: T.cab, top: T.top || '#EDE6DA', topTex: T.topTex, n: 2, drawers: [0, 1], pull: T.metal || BRASS }));
  S.add(cabinetRun(S, 292, 560, { c: T.cab, top: T.top || '#EDE6DA', topTex: T.topTex, n: 5, drawers: [0], pull: T.metal || BRASS }));
  S.add(faucet(S, 400, 90, 16, { c: T.metal || BRASS }));
  S.add(vase(S, 445, 90, 32, 'jug', T.acc1 || '#B5643C', { scale: 0.8 }));
  S.add(stems(S, 445, 116, 32, { h: 40, n: 5, seed: 6, leaf: T.leaf }));
  S.add(vase(S, 345, 90, 34, 'bowl', T.acc2 || '#E9CF7A', { scale: 0.9 }));
  S.add(books(S, 130, 90, 32, [[2.6, 38, T.board || '#B48A5E']], 26));
  S.add(vase(S, 150, 92.6, 32, 'round', T.acc3 || '#E9E1D3', { scale: 0.6 }));
  finish(S, { glow: [0.5, 0.3], glowOp: 0.22 });
}
// kitchen square detail: counter, tiles, tap, a bowl of fruit and a board
function kitchenSq(S, T, o = {}) {
  S.cam(CAM.sq(300, { eye: 120, vpy: 520, k: 5.4, ...o.cam }));
  shell(S, T, { RW: 720, RH: 310 });
  S.add(tiles(S, 100, 520, 90, 240, 0.4, { kind: T.tile || 'zellige', colors: T.tileC, w: T.tileW || 10, grout: T.grout, motif: T.motif, motif2: T.motif2, motif3: T.motif3, seed: 5 }));
  S.add(shelf(S, 200, 400, 175, { c: T.shelfC || '#B48A5E' }));
  S.add(vase(S, 222, 175, 13, 'jug', T.acc1 || '#B5643C', { scale: 0.9 }));
  S.add(vase(S, 262, 175, 13, 'cyl', T.acc3 || '#E9E1D3', { scale: 0.8, open: true }));
  S.add(vase(S, 300, 175, 13, 'bowl', T.acc2 || '#E9CF7A', { scale: 0.8 }));
  S.add(vase(S, 340, 175, 13, 'cyl', T.acc3 || '#E9E1D3', { scale: 0.7, open: true }));
  S.add(vase(S, 375, 175, 13, 'bottle', T.acc1 || '#B5643C', { scale: 0.7 }));
  S.add(cabinetRun(S, 100, 520, { c: T.cab, top: T.top || '#EDE6DA', topTex: T.topTex, n: 8, pull: T.metal || BRASS }));
  S.add(faucet(S, 300, 90, 16, { c: T.metal || BRASS, h: 32 }));
  S.add(books(S, 215, 90, 30, [[2.8, 44, T.board || '#B48A5E']], 28));
  S.add(vase(S, 235, 92.8, 30, 'jug', T.acc3 || '#E9E1D3', { scale: 0.7 }));
  S.add(vase(S, 370, 90, 34, 'bowl', T.acc2 || '#E9CF7A', { scale: 1.1 }));
  for (const [dx, dy] of [[-5, 0], [4, 0], [0, 4]]) S.add(S.front(34, `<circle cx="${370 + dx}" cy="${-(90 + 11 + dy)}" r="3.8" fill="${S.rad([[0, lt(T.fruit || '#E9CF7A', 0.3)], [1, dk(T.fruit || '#E9CF7A', 0.2)]], { cx: 0.35, cy: 0.35 })}"/>`));
  finish(S, { glow: [0.3, 0.25], glowOp: 0.22 });
}

// ── dining
function diningWide(S, T, o = {}) {
  S.cam(CAM.land(370, { eye: 122, D: 1100, k: 2.75, vpy: 470, ...o.cam }));
  shell(S, T, { RW: 760, RH: 330 });
  const win = { x0: 55, x1: 215, y0: 30, y1: 285 };
  S.add(backOpening(S, { ...win, arch: !!o.arch, depth: 24, wall: T.wall, frame: T.frame || '#2f2a25', frameW: 3, cols: 3, rows: 5, view: T.view || VIEWS.garden({ seed: 8 }), sun: [0.6, -1, 0.95], sunOp: 0.5 }));
  S.add(curtain(S, 222, 36, 300, 6, T.curtain || '#E6DCCB', { bottom: 0 }));
  S.add(art(S, 545, 110, 100, 124, { kind: T.artKind || 'strokes', pal: T.art, frame: T.artFrame || '#5b3b27', seed: 4 }));
  S.add(consoleTable(S, 505, 4, 170, 44, 80, T.wood2 || T.wood, { style: 'cabinet', doors: 3, fluted: !o.plain }));
  S.add(tableLamp(S, 530, 80, 26, { base: T.lamp || '#C9B79C' }));
  S.add(vase(S, 640, 80, 26, 'amphora', T.vase2 || '#A0522D', { scale: 1.05 }));
  S.add(rug(S, 190, 580, 100, 330, { c: T.rug || '#E2D5C0', kind: T.rugKind || 'stripes', border: T.rugB }));
  S.add(flushSun(S));
  S.add(lightShaft(S, [[win.x0, win.y0, 0], [win.x1, win.y0, 0], [win.x1, win.y1, 0], [win.x0, win.y1, 0]], [0.6, -1, 0.95], { op: 0.08 }));
  S.add(tree(S, 715, 60, { h: 240, seed: 8, density: 3.2, clusters: 11, potShape: 'urn', potC: T.pot || '#B8A48A' }));
  const ch = { c: T.chairWood || T.wood, cane: T.cane, seat: T.seat, back: T.chairBack };
  for (const X of [300, 375, 450]) S.add(diningChair(S, X, 128, ch));
  S.add(diningChair(S, 232, 198, { ...ch, facing: 'right' }));
  S.add(diningTable(S, 258, 492, 152, 242, { c: T.wood, legs: T.legs }));
  S.add(vase(S, 340, 76, 200, 'bowl', T.cup || '#E8DFD0', { scale: 1.3 }));
  S.add(vase(S, 415, 76, 196, 'tall', T.vase || '#6B6B47', { scale: 0.8 }));
  S.add(stems(S, 415, 116, 196, { h: 60, n: 7, seed: 9, leaf: T.leaf }));
  S.add(diningChair(S, 518, 198, { ...ch, facing: 'left' }));
  for (const X of [330, 420]) S.add(pendant(S, X, 197, 182, { type: T.pendant || 'woven', c: T.pendC || '#C49A66', r: 28, h: 32 }));
  finish(S, { glow: [0.12, 0.4], glowOp: 0.3 });
}
// dining portrait: round table with chairs under a pendant, or a sideboard vignette
function diningPort(S, T, o = {}) {
  S.cam(CAM.port(300, { eye: 120, ...o.cam }));
  shell(S, T, { RW: 700, RH: 330 });
  S.add(art(S, 250, 120, 100, 124, { kind: T.artKind || 'strokes', pal: T.art, frame: T.artFrame || '#5b3b27', seed: 8 }));
  S.add(rug(S, 120, 480, 90, 330, { c: T.rug || '#E2D5C0', kind: T.rugKind || 'stripes', border: T.rugB }));
  S.add(tree(S, 440, 40, { h: 230, seed: 12, density: 3, clusters: 10, potC: T.pot || '#B8A48A', crownW: 80 }));
  S.add(flushSun(S));
  const ch = { c: T.chairWood || T.wood, cane: T.cane, seat: T.seat, back: T.chairBack };
  S.add(diningChair(S, 300, 150, ch));
  S.add(diningChair(S, 228, 215, { ...ch, facing: 'right' }));
  S.add(diningTable(S, 245, 355, 160, 270, { c: T.wood, legs: 'pedestal', round: true }));
  S.add(vase(S, 300, 76, 215, 'round', T.cup || '#E8DFD0', { scale: 0.9 }));
  S.add(stems(S, 300, 98, 215, { h: 50, n: 6, seed: 2, leaf: T.leaf }));
  S.add(diningChair(S, 372, 215, { ...ch, facing: 'left' }));
  S.add(pendant(S, 300, 215, 175, { type: T.pendant || 'woven', c: T.pendC || '#C49A66', r: 30, h: 34 }));
  finish(S, { glow: [0.5, 0.3], glowOp: 0.22 });
}

// ── bathroom
function bathWide(S, T, o = {}) {
  S.cam(CAM.land(300, { eye: 120, D: 900, k: 2.9, vpy: 470, ...o.cam }));
  shell(S, T, { RW: 600, RH: 290, floor: T.floor });
  S.add(tiles(S, -50, 650, 0, T.tileH || 120, 0.4, { kind: T.tile || 'zellige', colors: T.tileC, w: T.tileW || 10, grout: T.grout, seed: 4 }));
  S.add(backOpening(S, { x0: 80, x1: 210, y0: 125, y1: 255, arch: true, depth: 20, wall: T.wall, frame: T.frame || '#2f2a25', frameW: 2.5, cols: 2, rows: 3, view: T.view || VIEWS.garden({ seed: 6 }), sun: [0.5, -1, 1.0], sunOp: 0.35 }));
  S.add(roundMirror(S, 400, 170, 38, 1.5, { wall: T.wall, frame: T.metal || BRASS }));
  for (const X of [340, 460]) S.add(sconce(S, X, 175, 2, { c: T.metal || BRASS, kind: T.sconce }));
  S.add(flushSun(S));
  S.add(vanity(S, 330, 470, { c: T.vanity, top: T.top || '#ECE6DC', topTex: 'marble', basin: true, legs: T.vanityLegs, fluted: true, pull: T.metal || BRASS }));
  S.add(faucet(S, 400, 118, 2.5, { c: T.metal || BRASS, wall: true }));
  S.add(vase(S, 350, 84, 30, 'bottle', T.acc1 || '#6B6B47', { scale: 0.6 }));
  S.add(plant(S, 530, 0, 40, { kind: 'snake', potC: T.pot || '#E9E1D3', scale: 1.1 }));
  S.add(rug(S, 120, 280, 150, 230, { c: T.rug || '#E6DCCB', kind: 'stripes', border: T.rugB || '#B9825E', gap: 14 }));
  S.add(tub(S, 145, 50, { c: T.tubC || '#F4F0E8', water: true, outer: T.tubOuter }));
  S.add(filler(S, 240, 70, { c: T.metal || BRASS, dir: -1 }));
  S.add(stool(S, 265, 150, { h: 44, c: T.wood || '#8a6a4c', r: 14 }));
  S.add(towelStack(S, 265, 44, 150, { colors: T.towels, w: 26, d: 20, n: 2, t: 5 }));
  finish(S, { glow: [0.2, 0.35], glowOp: 0.25 });
}
// bath portrait vignettes
function bathPort(S, T, v) {
  const wall = T.wall;
  if (v === 'vanity') {
    S.cam(CAM.port(400, { eye: 130, k: 4.3, vpy: 720 }));
    shell(S, T, { RW: 700, RH: 290 });
    S.add(tiles(S, -50, 800, 0, T.tileH || 120, 0.4, { kind: T.tile || 'zellige', colors: T.tileC, w: T.tileW || 10, grout: T.grout, seed: 4 }));
    S.add(roundMirror(S, 400, 178, 40, 1.5, { wall, frame: T.metal || BRASS }));
    for (const X of [335, 465]) S.add(sconce(S, X, 180, 2, { c: T.metal || BRASS, kind: T.sconce }));
    S.add(vanity(S, 320, 480, { c: T.vanity, top: T.top || '#ECE6DC', topTex: 'marble', basin: true, legs: T.vanityLegs, fluted: true, pull: T.metal || BRASS }));
    S.add(faucet(S, 400, 118, 2.5, { c: T.metal || BRASS, wall: true }));
    S.add(vase(S, 342, 84, 30, 'bottle', T.acc1 || '#6B6B47', { scale: 0.6 }));
    S.add(vase(S, 456, 84, 30, 'cyl', T.acc3 || '#E9E1D3', { scale: 0.5, open: true }));
    S.add(stems(S, 456, 95, 30, { h: 30, n: 4, seed: 2, leaf: T.leaf }));
  } else if (v === 'tub') {
    S.cam(CAM.port(150, { eye: 125, k: 3.9 }));
    shell(S, T, { RW: 600, RH: 290 });
    S.add(tiles(S, -50, 650, 0, T.tileH || 120, 0.4, { kind: T.tile || 'zellige', colors: T.tileC, w: T.tileW || 10, grout: T.grout, seed: 4 }));
    S.add(backOpening(S, { x0: 80, x1: 210, y0: 125, y1: 255, arch: true, depth: 20, wall, frame: T.frame || '#2f2a25', frameW: 2.5, cols: 2, rows: 3, view: T.view || VIEWS.garden({ seed: 6 }), sun: [0.5, -1, 1.0], sunOp: 0.4 }));
    S.add(flushSun(S));
    S.add(plant(S, 30, 0, 40, { kind: 'fern', potC: T.pot || '#E9E1D3', scale: 1.1 }));
    S.add(tub(S, 145, 50, { c: T.tubC || '#F4F0E8', water: true, outer: T.tubOuter }));
    S.add(filler(S, 240, 70, { c: T.metal || BRASS, dir: -1 }));
    S.add(stool(S, 262, 150, { h: 44, c: T.wood || '#8a6a4c', r: 14 }));
    S.add(towelStack(S, 262, 44, 150, { colors: T.towels, w: 26, d: 20, n: 2, t: 5 }));
  } else if (v === 'towels') {
    S.cam(CAM.port(200, { eye: 90, k: 6.2, vpy: 760, D: 600 }));
    shell(S, T, { RW: 600, RH: 290 });
    S.add(tiles(S, -50, 650, 0, T.tileH || 120, 0.4, { kind: T.tile || 'zellige', colors: T.tileC, w: T.tileW || 10, grout: T.grout, seed: 6 }));
    S.add(sconce(S, 245, 150, 2, { c: T.metal || BRASS, kind: 'shade' }));
    S.add(flushSun(S));
    S.add(plant(S, 130, 0, 30, { kind: 'snake', potC: T.pot || '#E9E1D3', scale: 1.0 }));
    S.add(stool(S, 200, 70, { h: 46, c: T.wood || '#8a6a4c', r: 17 }));
    S.add(towelStack(S, 200, 46, 70, { colors: T.towels, w: 32, d: 24, n: 4, t: 5.2, stripe: T.stripe }));
  } else if (v === 'tap') {
    S.cam(CAM.port(400, { eye: 120, k: 10.5, vpy: 760, D: 500 }));
    shell(S, T, { RW: 700, RH: 290 });
    S.add(tiles(S, 300, 500, 84, 200, 0.4, { kind: T.tile || 'zellige', colors: T.tileC, w: T.tileW || 10, grout: T.grout, seed: 2 }));
    S.add(vanity(S, 300, 500, { c: T.vanity, top: T.top || '#ECE6DC', topTex: 'marble', basin: true, fluted: true, pull: T.metal || BRASS }));
    S.add(faucet(S, 400, 118, 2.5, { c: T.metal || BRASS, wall: true }));
    S.add(vase(S, 366, 84, 34, 'round', T.acc3 || '#E9E1D3', { scale: 0.45 }));
    S.add(vase(S, 436, 84, 32, 'bottle', T.acc1 || '#6B6B47', { scale: 0.5 }));
  } else if (v === 'zellige') {
    S.cam(CAM.port(400, { eye: 120, k: 8.5, vpy: 760, D: 500 }));
    shell(S, T, { RW: 700, RH: 290 });
    S.add(tiles(S, 300, 500, 0, 260, 0.4, { kind: 'zellige', colors: T.tileC, w: 10, grout: T.grout, seed: 9 }));
    S.add(shelf(S, 350, 450, 110, { c: '#EEE9E1', d: 16 }));
    S.add(vase(S, 370, 110, 8, 'bottle', '#EDE6DA', { scale: 0.55 }));
    S.add(vase(S, 398, 110, 8, 'round', T.metal || BRASS, { scale: 0.4 }));
    S.add(towelStack(S, 428, 110, 8, { colors: ['#EDE6DA'], w: 20, d: 12, n: 2, t: 3 }));
    S.add(sconce(S, 432, 170, 1.5, { c: T.metal || BRASS }));
  } else if (v === 'sconce') {
    S.cam(CAM.port(398, { eye: 150, k: 7.5, vpy: 700, D: 500 }));
    shell(S, T, { RW: 700, RH: 290, plasterOp: 0.35 });
    S.add(sconce(S, 395, 175, 2, { c: T.metal || BRASS, kind: 'shade', glowR: 75, glow: 0.6 }));
    S.add(shelf(S, 340, 450, 120, { c: T.shelfC || '#B48A5E', d: 18 }));
    S.add(vase(S, 360, 120, 9, 'jug', T.acc2 || '#B0703F', { scale: 0.8 }));
    S.add(vase(S, 420, 120, 9, 'round', T.acc3 || '#E9E1D3', { scale: 0.6 }));
    S.add(stems(S, 360, 146, 9, { h: 35, n: 4, seed: 7, leaf: T.leaf }));
  }
  finish(S, { glow: [0.4, 0.3], glowOp: 0.22 });
}

// ── outdoor
function patioWide(S, T, o = {}) {
  S.cam(CAM.land(400, { eye: 128, D: 1100, k: 2.55, vpy: 540, ...o.cam }));
  S.light = -1;
  S.add(outdoor(S, { sun: [330, 500], sunR: 320, floor: T.floor, lawn: T.lawn, h1: T.h1, h2: T.h2, sky: T.sky }));
  const P = pergola(S, 150, 660, 40, 330, { h: 270, c: T.wood || '#7A5C43', sun: [0.4, -1, 0.45], gap: 28 });
  S.add(P.shadow);
  S.add(tree(S, 95, 10, { h: 250, seed: 21, density: 3.2, clusters: 12, potC: T.pot || '#B5643C', potShape: 'urn', potR: 30 }));
  S.add(tree(S, 735, 20, { h: 210, seed: 22, density: 3.0, clusters: 10, potC: T.pot || '#B5643C', potR: 24 }));
  S.add(P.back);
  if (o.dining) {
    S.add(rug(S, 230, 600, 120, 330, { c: T.rug || '#E2D5C0', kind: 'stripes', border: T.rugB || '#B9825E' }));
    const ch = { c: T.chairWood || '#7A5C43', cane: '#C9A46E', seat: '#E8DFD0' };
    for (const X of [320, 400, 480]) S.add(diningChair(S, X, 158, ch));
    S.add(diningChair(S, 250, 228, { ...ch, facing: 'right' }));
    S.add(diningTable(S, 280, 520, 182, 272, { c: T.tableC || '#8a6a4c', legs: 'trestle' }));
    S.add(vase(S, 360, 76, 228, 'bowl', '#E8DFD0', { scale: 1.2 }));
    S.add(vase(S, 440, 76, 226, 'amphora', T.acc1 || '#B5643C', { scale: 0.8 }));
    S.add(stems(S, 440, 108, 226, { h: 50, n: 6, seed: 4 }));
    S.add(diningChair(S, 550, 228, { ...ch, facing: 'left' }));
    for (const X of [350, 450]) S.add(pendant(S, X, 227, 180, { type: 'lantern', c: '#2f2a25', r: 14, h: 40 }));
  } else {
    S.add(rug(S, 220, 560, 110, 330, { c: T.rug || '#E2D5C0', kind: 'stripes', border: T.rugB || '#B9825E' }));
    S.add(sofa(S, { x: 210, z: 70, w: 240, c: T.sofa || '#E8DFD0', pillows: [{ x: 255, c: T.acc1 || '#B5643C', rot: -6 }, { x: 305, c: T.acc2 || '#D9B67E', w: 42, h: 40, rot: 3 }, { x: 405, c: '#F1EADF', rot: 5 }], leg: '#6b4a32' }));
    S.add(hangingChair(S, 560, 150, 270, { c: '#C19A6B', cushion: '#EFE7DA', pillow: T.acc1 || '#B5643C' }));
    S.add(travertineDrum(S, 340, 230, 46, 34, T.trav || '#D8C6AA'));
    S.add(vase(S, 330, 34, 232, 'bowl', '#6B5A48', { scale: 1.0 }));
    S.add(lantern(S, 365, 226, { y: 34, h: 22, w: 12 }));
    S.add(lantern(S, 190, 250, { h: 44, w: 22 }));
  }
  S.add(P.front);
  S.add(P.top);
  finish(S, { glow: [0.18, 0.4], glowOp: 0.35, warm: 0.1 });
}
function patioPort(S, T, v) {
  S.light = -1;
  S.cam(CAM.port(v === 'chair' ? 560 : 300, { eye: 125, k: 3.6, vpy: 760 }));
  S.add(outdoor(S, { sun: [120, 620], sunR: 300, floor: T.floor, lawn: T.lawn, h1: T.h1, h2: T.h2, sky: T.sky }));
  if (v === 'chair') {
    const P = pergola(S, 420, 760, 40, 330, { h: 270, c: T.wood || '#7A5C43', sun: [0.4, -1, 0.45], gap: 28 });
    S.add(P.shadow); S.add(P.back);
    S.add(tree(S, 680, 60, { h: 230, seed: 23, density: 3.1, clusters: 10, potC: T.pot || '#B5643C', potShape: 'urn' }));
    S.add(rug(S, 470, 700, 120, 330, { c: T.rug || '#E2D5C0', kind: 'stripes', border: T.rugB || '#B9825E' }));
    S.add(hangingChair(S, 560, 170, 270, { c: '#C19A6B', cushion: '#EFE7DA', pillow: T.acc1 || '#B5643C' }));
    S.add(lantern(S, 470, 250, { h: 40, w: 20 }));
    S.add(P.front); S.add(P.top);
  } else {
    // stucco garden wall with an olive tree, bench and lanterns
    S.add(box(S, { x0: 100, x1: 520, y0: 0, y1: 150, z0: -20, z1: 0 }, T.stucco || '#EFE3D2', { tex: { name: 'plaster', size: 300, op: 0.35 } }));
    S.add(wallShadow(S, 160, 430, 80, 40, { op: 0.16 }));
    S.add(tree(S, 390, 40, { h: 270, seed: 24, density: 3.4, clusters: 13, potC: T.pot || '#B5643C', potShape: 'urn', potR: 32, potH: 52, crownW: 130 }));
    S.add(bench(S, 170, 40, 160, 44, 46, '#7A5C43', { cushion: '#E8DFD0', leg: '#6b4a32' }));
    S.add(pillow(S, 60, 200, 45, 44, 40, T.acc1 || '#B5643C', -5, { tex: 'linen' }));
    S.add(lantern(S, 200, 150, { h: 44, w: 22 }));
    S.add(lantern(S, 240, 160, { h: 30, w: 16 }));
  }
  finish(S, { glow: [0.1, 0.4], glowOp: 0.3, warm: 0.1 });
}
function patioSq(S, T) {
  S.light = -1;
  S.cam(CAM.sq(300, { eye: 95, k: 5.5, vpy: 540, D: 600 }));
  S.add(outdoor(S, { sun: [150, 520], sunR: 260, floor: T.floor, lawn: T.lawn, h1: T.h1, h2: T.h2, sky: T.sky }));
  S.add(tree(S, 380, 0, { h: 240, seed: 25, density: 3.4, clusters: 12, potC: T.pot || '#B5643C', potShape: 'urn', potR: 30, crownW: 120 }));
  S.add(travertineDrum(S, 270, 60, 34, 46, T.trav || '#D8C6AA'));
  S.add(lantern(S, 258, 56, { y: 46, h: 28, w: 15 }));
  S.add(vase(S, 290, 46, 66, 'bowl', '#6B5A48', { scale: 0.7 }));
  S.add(lantern(S, 330, 110, { h: 44, w: 22 }));
  finish(S, { glow: [0.1, 0.4], glowOp: 0.3, warm: 0.1 });
}

// ── entry (Spanish revival)
function entryWide(S, T, o = {}) {
  S.cam(CAM.land(370, { eye: 125, D: 1100, k: 2.7, vpy: 470, ...o.cam }));
  shell(S, T, { RW: 760, RH: 340, beams: T.beams });
  S.add(backOpening(S, { x0: 80, x1: 200, y0: 0, y1: 250, arch: true, depth: 34, wall: T.wall, door: true, view: DOOR({ c: T.door || '#6a4630' }) }));
  S.add(sconce(S, 225, 185, 2, { c: '#2B2724', kind: 'shade' }));
  S.add(archMirror(S, 290, 110, 80, 120, 1, { wall: T.wall, frame: '#2B2724', fw: 2.5 }));
  S.add(consoleTable(S, 250, 4, 160, 40, 80, T.wood || '#5E3F2B', { style: 'slab' }));
  S.add(vase(S, 280, 80, 24, 'jug', T.acc1 || '#A0522D', { scale: 1.1 }));
  S.add(vase(S, 380, 80, 24, 'amphora', T.acc3 || '#E9E1D3', { scale: 0.9 }));
  S.add(stems(S, 380, 116, 24, { h: 55, n: 6, seed: 3 }));
  S.add(books(S, 320, 80, 24, [[3, 30, '#8e7a63'], [2.4, 26, '#d9cdb8']], 18));
  S.add(stair(S, 470, 100, { n: 10, tread: T.tread || '#A65A35', riser: T.wall, riserTile: T.riserTile || '#E9DFCC', riserMotif: T.riserMotif || '#2F5D6B', rail: 88 }));
  S.add(rug(S, 150, 440, 120, 330, { c: T.rug || '#C9A27A', kind: 'diamond', border: T.rugB || '#7A3F25', n: 5 }));
  S.add(plant(S, 230, 0, 110, { kind: 'palm', potC: T.pot || '#B5643C', scale: 1.0 }));
  S.add(bench(S, 440, 150, 120, 40, 45, T.wood || '#5E3F2B', {}).replace(/^/, ''));
  S.add(pendant(S, 330, 200, 210, { type: 'lantern', c: '#2B2724', r: 18, h: 48 }));
  finish(S, { glow: [0.45, 0.35], glowOp: 0.25 });
}
function entryPort(S, T, v) {
  if (v === 'door') {
    S.cam(CAM.port(300, { eye: 125, k: 3.3, vpy: 700 }));
    shell(S, T, { RW: 700, RH: 340, beams: T.beams });
    S.add(backOpening(S, { x0: 240, x1: 360, y0: 0, y1: 250, arch: true, depth: 40, wall: T.wall, door: true, view: VIEWS.room({ wall: '#F1EADF', floor: T.floor.c, inner: (S2, zf) => art(S2, 270, 100, 60, 80, { z: zf + 1, kind: 'arch', pal: T.art }) }) }));
    S.add(sconce(S, 200, 185, 2, { c: '#2B2724', kind: 'shade' }));
    S.add(sconce(S, 400, 185, 2, { c: '#2B2724', kind: 'shade' }));
    S.add(rug(S, 210, 390, 60, 300, { c: T.rug || '#C9A27A', kind: 'diamond', border: T.rugB || '#7A3F25', n: 2 }));
    S.add(plant(S, 175, 0, 40, { kind: 'fiddle', potC: T.pot || '#B5643C', scale: 1.2 }));
    S.add(bench(S, 376, 20, 90, 40, 45, T.wood || '#5E3F2B', { cushion: '#E6DCCB' }));
    S.add(pendant(S, 300, 180, 205, { type: 'lantern', c: '#2B2724', r: 16, h: 44 }));
  } else {
    S.cam(CAM.port(560, { eye: 130, k: 3.4, vpy: 700 }));
    shell(S, T, { RW: 760, RH: 340, beams: T.beams });
    S.add(art(S, 480, 190, 70, 90, { kind: 'arch', pal: T.art, frame: '#2B2724' }).replace(/^/, ''));
    S.add(stair(S, 430, 100, { n: 12, tread: T.tread || '#A65A35', riser: T.wall, riserTile: T.riserTile || '#E9DFCC', riserMotif: T.riserMotif || '#2F5D6B', rail: 88 }));
    S.add(plant(S, 400, 0, 150, { kind: 'snake', potC: T.pot || '#B5643C', scale: 1.3 }));
  }
  finish(S, { glow: [0.5, 0.35], glowOp: 0.25 });
}
function entrySq(S, T) {
  S.cam(CAM.sq(300, { eye: 110, k: 5.2, vpy: 540 }));
  shell(S, T, { RW: 700, RH: 340 });
  S.add(niche(S, 230, 370, 70, 230, { wall: T.wall, shelves: [150], items: (Z) => vase(S, 262, 70, Z, 'jug', T.acc1 || '#A0522D', { scale: 1.3 }) + vase(S, 315, 70, Z, 'amphora', T.acc3 || '#E9E1D3', { scale: 1.1 }) + vase(S, 348, 70, Z, 'round', '#6B5A48', { scale: 0.8 }) + vase(S, 270, 150, Z, 'bottle', '#2F5D6B', { scale: 0.9 }) + vase(S, 330, 150, Z, 'bowl', '#E9E1D3', { scale: 0.9 }) }));
  S.add(sconce(S, 388, 160, 2, { c: '#2B2724', kind: 'shade' }));
  S.add(bench(S, 205, 40, 190, 40, 45, T.wood || '#5E3F2B', { cushion: '#E6DCCB' }));
  S.add(pillow(S, 60, 240, 45, 40, 38, T.acc1 || '#A0522D', -5, { tex: 'linen' }));
  finish(S, { glow: [0.3, 0.3], glowOp: 0.22 });
}

// ── home office
function officeWide(S, T, o = {}) {
  S.cam(CAM.land(350, { eye: 120, D: 1050, k: 2.6, vpy: 480, ...o.cam }));
  shell(S, T, { RW: 760, RH: 320 });
  const win = { x0: 110, x1: 420, y0: 55, y1: 275 };
  S.add(backOpening(S, { ...win, depth: 24, wall: T.wall, frame: T.frame || '#2f2a25', frameW: 3, cols: 4, rows: 3, view: T.view || VIEWS.garden({ seed: 14 }), sun: [0.55, -1, 0.95], sunOp: 0.45 }));
  for (const [y, i] of [[70, 0], [130, 1], [190, 2]]) {
    S.add(shelf(S, 500, 690, y, { c: T.wood, d: 30 }));
    S.add(upBooks(S, 510 + i * 20, y, 4, 6 + i, T.books || ['#8e7a63', '#C9B79C', '#6B6B47', '#D9CDB8', '#A0522D'], mulberry32(10 + i), 22));
    S.add(vase(S, 640 - i * 25, y, 16, ['round', 'jug', 'bottle'][i], [T.acc1 || '#6B6B47', '#E9E1D3', T.acc2 || '#B5643C'][i], { scale: 0.8 }));
  }
  S.add(plant(S, 620, 190, 14, { kind: 'trailing', potC: '#E9E1D3', scale: 0.8, len: 50 }));
  S.add(rug(S, 150, 500, 110, 340, { c: T.rug || '#E2D5C0', kind: T.rugKind || 'stripes', border: T.rugB }));
  S.add(flushSun(S));
  S.add(lightShaft(S, [[win.x0, win.y0, 0], [win.x1, win.y0, 0], [win.x1, win.y1, 0], [win.x0, win.y1, 0]], [0.55, -1, 0.95], { op: 0.07 }));
  S.add(plant(S, 70, 0, 60, { kind: 'fiddle', potC: T.pot || '#E9E1D3', scale: 1.4, potShape: 'bowl' }));
  S.add(desk(S, 170, 370, 60, 130, { c: T.wood, drawers: true }));
  S.add(deskLamp(S, 190, 75, 80, { c: T.metal || BRASS }));
  S.add(books(S, 300, 75, 95, [[3, 30, '#8e7a63'], [2.4, 26, '#d9cdb8']], 20));
  S.add(plant(S, 345, 75, 90, { kind: 'snake', potC: T.acc3 || '#E9E1D3', scale: 0.55 }));
  S.add(chairBack(S, 270, 165, { c: T.chair || '#6B6B47' }));
  S.add(tree(S, 720, 80, { h: 230, seed: 15, density: 3.2, clusters: 11, potC: T.pot || '#B5643C' }));
  S.add(pendant(S, 270, 95, 200, { type: 'cone', c: T.metal || BRASS, r: 16, h: 26 }));
  finish(S, { glow: [0.3, 0.35], glowOp: 0.28 });
}
function officePort(S, T, o = {}) {
  S.cam(CAM.port(270, { eye: 125, k: 3.8, vpy: 720, ...o.cam }));
  shell(S, T, { RW: 760, RH: 320 });
  const win = { x0: 130, x1: 410, y0: 55, y1: 275 };
  S.add(backOpening(S, { ...win, depth: 24, wall: T.wall, frame: T.frame || '#2f2a25', frameW: 3, cols: 3, rows: 3, view: T.view || VIEWS.garden({ seed: 14 }), sun: [0.55, -1, 0.95], sunOp: 0.45 }));
  S.add(flushSun(S));
  S.add(desk(S, 170, 370, 60, 130, { c: T.wood, drawers: true }));
  S.add(deskLamp(S, 190, 75, 80, { c: T.metal || BRASS }));
  S.add(books(S, 290, 75, 95, [[3, 30, '#8e7a63'], [2.4, 26, '#d9cdb8']], 20));
  S.add(plant(S, 340, 75, 90, { kind: 'trailing', potC: T.acc3 || '#E9E1D3', scale: 0.6, len: 30 }));
  S.add(vase(S, 250, 75, 86, 'cyl', T.acc1 || '#6B6B47', { scale: 0.5, open: true }));
  S.add(chairBack(S, 270, 170, { c: T.chair || '#6B6B47' }));
  S.add(plant(S, 430, 0, 120, { kind: 'fiddle', potC: T.pot || '#E9E1D3', scale: 1.3, potShape: 'bowl' }));
  finish(S, { glow: [0.5, 0.3], glowOp: 0.25 });
}
function officeSq(S, T) {
  S.cam(CAM.sq(270, { eye: 110, k: 5.0, vpy: 420, D: 500 }));
  shell(S, T, { RW: 760, RH: 320 });
  S.add(backOpening(S, { x0: 110, x1: 430, y0: 55, y1: 275, depth: 24, wall: T.wall, frame: T.frame || '#2f2a25', frameW: 3, cols: 4, rows: 3, view: T.view || VIEWS.garden({ seed: 14 }), sun: [0.55, -1, 0.95], sunOp: 0.4 }));
  S.add(flushSun(S));
  S.add(desk(S, 170, 370, 40, 120, { c: T.wood }));
  S.add(deskLamp(S, 200, 75, 60, { c: T.metal || BRASS }));
  S.add(books(S, 240, 75, 80, [[3, 32, '#8e7a63'], [2.6, 28, '#d9cdb8'], [2.2, 26, T.acc1 || '#6B6B47']], 22));
  S.add(vase(S, 295, 75, 75, 'cyl', T.acc3 || '#E9E1D3', { scale: 0.55, open: true }));
  S.add(plant(S, 330, 75, 80, { kind: 'trailing', potC: T.acc1 || '#6B6B47', scale: 0.7, len: 26 }));
  finish(S, { glow: [0.5, 0.3], glowOp: 0.25 });
}

// ── bedroom
function bedWide(S, T, o = {}) {
  S.cam(CAM.land(370, { eye: 118, D: 1050, k: 2.65, vpy: 470, ...o.cam }));
  shell(S, T, { RW: 760, RH: 320 });
  S.add(backOpening(S, { x0: 40, x1: 165, y0: 40, y1: 260, arch: true, depth: 24, wall: T.wall, frame: T.frame || '#3b332b', frameW: 3, cols: 2, rows: 4, view: T.view || VIEWS.dusk(), sun: [0.8, -1, 0.8], sunOp: 0.35 }));
  S.add(curtain(S, 172, 30, 300, 6, T.curtain || '#E2D5C0', { bottom: 0 }));
  S.add(art(S, 310, 150, 120, 80, { kind: T.artKind || 'landscape', pal: T.art, frame: T.artFrame || '#8a6a4c', seed: 5 }));
  S.add(rug(S, 180, 640, 100, 340, { c: T.rug || '#E2D5C0', kind: T.rugKind || 'plain', border: T.rugB }));
  S.add(flushSun(S));
  S.add(nightstand(S, 212, 6, { c: T.wood }));
  S.add(tableLamp(S, 237, 56, 26, { base: T.lamp || '#B9825E', shade: '#EDE3D2' }));
  S.add(nightstand(S, 488, 6, { c: T.wood, round: T.roundNS }));
  S.add(tableLamp(S, 513, 56, 26, { base: T.lamp || '#B9825E', shade: '#EDE3D2' }));
  S.add(tree(S, 660, 50, { h: 230, seed: 31, density: 3.1, clusters: 11, potC: T.pot || '#C9B49A', potShape: 'urn' }));
  S.add(bed(S, 275, 475, { z: 0, L: 210, hb: T.hb, duvet: T.duvet, sheet: T.sheet, hbH: 125, channels: true, pillows: [{ c: T.sheet }, { c: T.accent, w: 50, h: 34 }], blanket: T.blanket }));
  S.add(bench(S, 300, 232, 150, 40, 44, T.wood, { cushion: T.accent2 || T.hb }));
  finish(S, { glow: [0.1, 0.35], glowOp: 0.3, warm: 0.12, tint: '#ffc98f' });
}
function bedPort(S, T, o = {}) {
  S.cam(CAM.port(300, { eye: 110, k: 4.2, vpy: 780, ...o.cam }));
  shell(S, T, { RW: 760, RH: 320 });
  S.add(art(S, 170, 110, 70, 90, { kind: T.artKind2 || 'lines', pal: T.art, frame: T.artFrame || '#8a6a4c', seed: 9 }));
  S.add(rug(S, 100, 600, 120, 340, { c: T.rug || '#E2D5C0', kind: T.rugKind || 'plain' }));
  S.add(flushSun(S));
  S.add(nightstand(S, 180, 6, { c: T.wood, w: 55 }));
  S.add(tableLamp(S, 200, 56, 26, { base: T.lamp || '#B9825E', shade: '#EDE3D2' }));
  S.add(books(S, 215, 56, 34, [[3, 24, '#8e7a63'], [2.4, 22, '#d9cdb8']], 16));
  S.add(vase(S, 225, 61.4, 34, 'cyl', '#E9E1D3', { scale: 0.4, open: true }));
  S.add(bed(S, 255, 455, { z: 0, L: 210, hb: T.hb, duvet: T.duvet, sheet: T.sheet, hbH: 125, channels: true, pillows: [{ c: T.sheet }, { c: T.accent, w: 50, h: 34 }], blanket: T.blanket }));
  finish(S, { glow: [0.25, 0.4], glowOp: 0.3, warm: 0.12, tint: '#ffc98f' });
}
function bedSq(S, T) {
  S.cam(CAM.sq(370, { eye: 110, k: 4.6, vpy: 430, D: 700 }));
  shell(S, T, { RW: 760, RH: 320 });
  S.add(art(S, 325, 150, 90, 60, { kind: T.artKind || 'landscape', pal: T.art, frame: T.artFrame || '#8a6a4c', seed: 5 }));
  S.add(nightstand(S, 205, 6, { c: T.wood }));
  S.add(tableLamp(S, 230, 56, 26, { base: T.lamp || '#B9825E', shade: '#EDE3D2' }));
  S.add(bed(S, 270, 470, { z: 0, L: 210, hb: T.hb, duvet: T.duvet, sheet: T.sheet, hbH: 125, channels: true, pillows: [{ c: T.sheet }, { c: T.accent, w: 50, h: 34 }, { c: T.accent2 || T.blanket || '#C9A98A', w: 40, h: 30, dx: 40, rot: 6 }], blanket: T.blanket }));
  finish(S, { glow: [0.25, 0.4], glowOp: 0.3, warm: 0.12, tint: '#ffc98f' });
}

// ───────────────────────────── project palettes & image list ─────────────────────────────
const withFlip = (fn, T, o = {}) => (S) => { fn(S, T, o); if (o.flip) flipX(S); };
const P02 = { wall: '#F3ECE1', floor: { type: 'tiles', c: '#B8673F', size: 30, jit: 0.1, grout: '#8a5236' }, cab: '#9AA38A', island: '#8C9679', top: '#EEE7DB', topTex: 'marble', tile: 'encaustic', tileC: ['#F1E8D6'], tileW: 15, grout: '#d8ccb6', motif: '#C46A3E', motif2: '#E9C46A', motif3: '#8A9A7B', acc1: '#B5643C', acc2: '#E9CF7A', acc3: '#F1EADF', fruit: '#F0D36E', fruit2: '#E8C45A', stoolC: '#6b4a32', stoolSeat: '#E9CF7A', pendant: 'dome', pendC: '#E9CF7A', range: '#EDE6DA', wood: '#8a6a4c', sofa: '#E9CF7A', accent: '#B5643C', art: ['#B5643C', '#E9CF7A', '#8A9A7B', '#F3ECE0'] };
def('p02-1', 'land', 'Sage shaker cabinets with a patterned tile backsplash, terracotta floor and butter-yellow stools at a marble island', withFlip(kitchenWide, P02));
def('p02-2', 'port', 'Sink wall with an arched window, brass tap, patterned tile and a bowl of lemons on marble counters', withFlip(kitchenPort, P02));
def('p02-3', 'port', 'Cream range under a plaster hood framed by patterned tile and oak shelves of terracotta ceramics', withFlip(kitchenPort, P02, { range: true }));
def('p02-4', 'land', 'Sage kitchen seen from the other side: marble island, yellow dome pendants and terracotta floor tiles', withFlip(kitchenWide, { ...P02, pendant: 'cone', floor: { type: 'checker', c: '#B8673F', c2: '#E9DCC4', size: 30, jit: 0.06, grout: '#8a5236' } }, { flip: true, cam: { cx: 360, eye: 128 } }));
def('p02-5', 'sq', 'Patterned tile, a brass tap, an oak board and a bowl of lemons on a marble counter', withFlip(kitchenSq, P02));

const P03 = { wall: '#E9DDCC', floor: { type: 'planks', c: '#A77F5C', w: 14 }, wood: '#5A3B28', wood2: '#6E4B33', chairWood: '#9C7443', cane: '#D4B07A', seat: '#E2D5C0', rug: '#D8C6AA', rugKind: 'stripes', rugB: '#8F6A4A', art: ['#5A3B28', '#C9A27A', '#8F6A4A', '#F1E8DA'], artKind: 'strokes', cup: '#EFE6D8', vase: '#8F6A4A', vase2: '#C9A27A', lamp: '#D8C6AA', pendant: 'woven', pendC: '#B88A5A', pot: '#8F6A4A', curtain: '#E2D5C0', sofa: '#D8C6AA', accent: '#8F6A4A', table: '#5A3B28', book1: '#5A3B28', book2: '#D8C6AA' };
def('p03-1', 'land', 'Walnut dining table with rattan-back chairs under woven pendants, coffee-and-cream walls and a tall window', withFlip(diningWide, P03));
def('p03-2', 'port', 'Round walnut pedestal table with rattan chairs beneath a woven pendant', withFlip(diningPort, P03));
def('p03-3', 'port', 'Fluted walnut sideboard with a ceramic lamp, stoneware and a framed abstract in warm browns', withFlip(vigConsole, { ...P03, wood2: '#5A3B28', lamp: '#EFE6D8' }, {}));
def('p03-4', 'land', 'Dining room in milky browns: walnut trestle table, rattan chairs and a pair of woven pendants', withFlip(diningWide, { ...P03, legs: 'trestle', wall: '#E4D6C2', rugKind: 'diamond' }, { flip: true, arch: true, cam: { cx: 385 } }));
def('p03-5', 'sq', 'Walnut sideboard styled with a linen-shaded lamp, a terracotta vase of branches and stacked books', withFlip(detailTable, { ...P03, wood2: '#5A3B28', lamp: '#EFE6D8' }));

const P04 = { wall: '#F1ECE4', floor: { type: 'tiles', c: '#E6E0D6', size: 40, jit: 0.04, grout: '#c9c1b4', tex: 'marble', texOp: 0.25 }, tile: 'zellige', tileC: ['#2F5D50', '#2B5547', '#356656', '#27493F', '#3B6B5C'], tileH: 125, vanity: '#6E4B33', top: '#EEE9E1', metal: BRASS, towels: ['#EFE8DC', '#D9CDB9', '#C8B59A'], acc1: '#2F5D50', acc3: '#EFE8DC', wood: '#8a6a4c', pot: '#EFE8DC' };
def('p04-1', 'land', 'Small luxe bathroom: deep green zellige, a freestanding tub under an arched window, walnut vanity with veined marble and brass', withFlip(bathWide, P04));
def('p04-2', 'port', 'Walnut vanity with a veined marble top, round brass mirror and globe sconces on green zellige', (S) => bathPort(S, P04, 'vanity'));
def('p04-3', 'port', 'Freestanding tub with a brass floor filler beside green zellige and an arched window', (S) => bathPort(S, P04, 'tub'));
def('p04-4', 'land', 'Green zellige bathroom from the vanity side: brass sconces, marble and a soaking tub', withFlip(bathWide, { ...P04, vanityLegs: '#B08D57', sconce: 'shade' }, { flip: true, cam: { cx: 320 } }));
def('p04-5', 'sq', 'Wall-mounted brass tap over a marble basin with green zellige behind', (S) => bathPort(S, P04, 'tap'));

const P05 = { floor: { type: 'pavers', c: '#D8C3A5', size: 70 }, wood: '#7A5C43', sofa: '#E8DFD0', acc1: '#B5643C', acc2: '#D9B67E', pot: '#B5643C', trav: '#D8C6AA', stucco: '#EFE3D2' };
def('p05-1', 'land', 'Patio at sunset: timber pergola casting striped shadows, linen outdoor sofa, hanging rattan chair and potted olive trees', withFlip(patioWide, P05));
def('p05-2', 'port', 'Hanging rattan egg chair under a pergola with a potted olive tree and lantern', (S) => patioPort(S, P05, 'chair'));
def('p05-3', 'port', 'Olive tree in a terracotta urn beside a cushioned bench and lanterns against a stucco wall', (S) => patioPort(S, P05, 'wall'));
def('p05-4', 'land', 'Outdoor dining under a pergola: trestle table, cane chairs and lanterns at golden hour', withFlip(patioWide, { ...P05, floor: { type: 'pavers', c: '#CFB394', size: 60 } }, { dining: true, flip: true }));
def('p05-5', 'sq', 'Travertine side table with lanterns beside a potted olive tree at sunset', (S) => patioSq(S, P05));

const P06 = { wall: '#F4F1EA', floor: { type: 'planks', c: '#D9C3A2', w: 18 }, view: VIEWS.ocean(), sofa: '#A9B7BD', sofaTex: 'linen', accent: '#EDE8DE', accent2: '#7F97A3', wood: '#C9AD8A', table: '#C9AD8A', trav: '#E3D8C6', lamp: '#DCE2E0', art: ['#7F97A3', '#D9CDB8', '#A9B7BD', '#F3EFE6'], artKind: 'landscape', pot: '#E9E4DA', potShape: 'urn', rug: '#E9E4DA', rugKind: 'stripes', rugB: '#A9B7BD', frame: '#EDE8DE', cab: '#F1EDE5', island: '#C9AD8A', islandWood: true, top: '#F3F0EA', topTex: 'marble', tile: 'subway', tileC: ['#F3F1EC', '#EEEBE4', '#F6F4EF'], tileW: 16, grout: '#d9d4ca', acc1: '#7F97A3', acc2: '#D9CDB8', acc3: '#F3F0EA', fruit: '#E9CF7A', shelfC: '#C9AD8A', metal: '#C0B8A8', hb: '#A9B7BD', duvet: '#F1EDE5', sheet: '#F6F3EC', blanket: '#A9B7BD', chairWood: '#C9AD8A', cane: '#E0C89A', seat: '#A9B7BD', curtain: '#EEEAE2', pendant: 'globe', wood2: '#C9AD8A', vase2: '#7F97A3', cup: '#F3F0EA' };
def('p06-1', 'land', 'Airy coastal living room: blue-grey linen sofa, white oak floors and an arched window onto the ocean', withFlip(livingWide, P06, { arch: true, cols: 2 }));
def('p06-2', 'port', 'Coastal bedroom corner: upholstered blue-grey bed, white oak nightstand and linen bedding', (S) => bedPort(S, { ...P06, lamp: '#E3D8C6', accent: '#7F97A3' }));
def('p06-3', 'port', 'White kitchen with white oak shelves, subway tile and an arched window over the sink', withFlip(kitchenPort, { ...P06, view: VIEWS.ocean({ dune: true }) }));
def('p06-4', 'land', 'White oak dining table with cane chairs and blue-grey cushions by a tall window facing the sea', withFlip(diningWide, { ...P06, wood: '#C9AD8A', pendC: '#D9CDB8' }, { flip: true }));
def('p06-5', 'sq', 'White oak console with a pale lamp, blue glazed vase and books beneath a seascape print', withFlip(detailTable, P06));

const P07 = { wall: '#F4EFE6', floor: { type: 'tiles', c: '#B5653E', size: 32, jit: 0.12, grout: '#8f5a3e' }, beams: { c: '#5a3f2c', gap: 85, start: 30 }, wood: '#5E3F2B', door: '#6a4630', tread: '#A65A35', riserTile: '#E9DFCC', riserMotif: '#2F5D6B', rug: '#C9A27A', rugB: '#7A3F25', acc1: '#A0522D', acc3: '#E9E1D3', pot: '#B5643C', art: ['#A0522D', '#E9C46A', '#2F5D6B', '#F3ECE0'], metal: '#2B2724', lamp: '#E9E1D3', wood2: '#5E3F2B', vase2: '#A0522D', artKind2: 'arch' };
def('p07-1', 'land', 'Spanish revival entry: arched plank door, terracotta tile, wrought-iron stair rail and an iron-framed arched mirror on white plaster', withFlip(entryWide, P07));
def('p07-2', 'port', 'Arched plaster doorway flanked by iron sconces, with a wooden bench and a lantern pendant', (S) => entryPort(S, P07, 'door'));
def('p07-3', 'port', 'Tiled stair with painted risers and a scrolled wrought-iron balustrade against white plaster', (S) => entryPort(S, P07, 'stair'));
def('p07-4', 'land', 'Terracotta-tiled hall with beamed ceiling, arched door, dark wood console and iron stair rail', withFlip(entryWide, { ...P07, rug: '#D9B98F' }, { flip: true, cam: { cx: 390, eye: 132 } }));
def('p07-5', 'sq', 'Arched plaster niche holding terracotta jugs and pottery above a wooden bench', (S) => entrySq(S, P07));

const P08 = { wall: '#F1ECE3', floor: { type: 'planks', c: '#D4B892', w: 16 }, wood: '#C8A57A', chair: '#6B6B47', acc1: '#6B6B47', acc2: '#B5643C', acc3: '#E9E1D3', pot: '#E9E1D3', rug: '#E4DACB', rugB: '#6B6B47', metal: BRASS, sofa: '#7D7D57', sofaTex: 'linen', accent: '#D9C9A8', art: ['#6B6B47', '#D9C9A8', '#B5643C', '#F3ECE0'], artKind: 'stones', table: '#C8A57A', chair2: 'lounge' };
def('p08-1', 'land', 'Home office with a light oak desk beneath a wide steel window, olive chair, plants and oak shelving', withFlip(officeWide, P08));
def('p08-2', 'port', 'Light oak desk with a brass task lamp, books and trailing plant before a garden window', withFlip(officePort, P08));
def('p08-3', 'port', 'Reading corner in the study: olive linen lounge chair, floor lamp and olive tree', (S) => vigChair(S, { ...P08, rug: '#E4DACB' }, { seed: 9 }));
def('p08-4', 'land', 'Study with oak shelves of books and ceramics, a fiddle-leaf fig and soft window light', withFlip(officeWide, { ...P08, view: VIEWS.canyon() }, { flip: true, cam: { cx: 380 } }));
def('p08-5', 'sq', 'Oak desktop with a brass lamp, stacked books and a trailing plant by the window', (S) => officeSq(S, P08));

const P09 = { wall: '#EFE6DA', floor: { type: 'planks', c: '#C7A47E', w: 15 }, hb: '#D8C8B2', duvet: '#E8DDCC', sheet: '#F3EDE3', blanket: '#B5734F', accent: '#B5734F', accent2: '#C9A98A', wood: '#8a6a4c', lamp: '#C99A74', rug: '#E2D5C0', art: ['#B5734F', '#D9C3A2', '#8a7a68', '#F1E8DA'], artKind: 'landscape', curtain: '#E2D5C0', pot: '#C9B49A', sofa: '#D8C8B2', sofaTex: 'boucle', table: '#8a6a4c', view: VIEWS.dusk() };
def('p09-1', 'land', 'Bedroom at dusk: upholstered oatmeal bed layered with clay linens, glowing bedside lamps and an arched window', withFlip(bedWide, P09));
def('p09-2', 'port', 'Bedside vignette: walnut nightstand with a clay lamp beside layered oatmeal and rust linens', (S) => bedPort(S, P09));
def('p09-3', 'port', 'Bouclé reading chair in a bedroom corner with a floor lamp, side table and art', (S) => vigChair(S, { ...P09, accent: '#B5734F' }, { seed: 10 }));
def('p09-4', 'land', 'Layered bed in oatmeal and clay with a channel-tufted headboard and bench at its foot', withFlip(bedWide, { ...P09, roundNS: true, rugKind: 'stripes', rugB: '#B5734F' }, { flip: true, cam: { cx: 385 } }));
def('p09-5', 'sq', 'Close view of oatmeal and clay pillows on an upholstered bed beside a lit lamp', (S) => bedSq(S, P09));

const P10 = { wall: '#EDE4D7', floor: { type: 'planks', c: '#8E6B4E', w: 20 }, cab: '#4A3426', island: '#3F2C20', islandWood: true, top: '#D9CFC0', topTex: 'marble', tile: 'subway', tileC: ['#C9B7A0', '#BFAA90', '#D1C0A9'], tileW: 14, grout: '#a8957c', acc1: '#A0522D', acc2: '#D9B67E', acc3: '#E9E1D3', fruit: '#D9A441', range: '#2F2A26', metal: '#2B2724', stoolC: '#2B2724', stoolSeat: '#8E6B4E', pendant: 'cone', pendC: '#2B2724', shelfC: '#5A3B28', view: VIEWS.canyon(), hood: '#E6DCCD' };
def('p10-1', 'land', 'Canyon-modern kitchen in dark walnut with a stone-topped island, blackened steel pendants and a window onto chaparral hills', withFlip(kitchenWide, P10));
def('p10-2', 'port', 'Dark wood cabinets, stone counter and blackened steel tap beneath a window onto the canyon', withFlip(kitchenPort, P10));
const P11 = { wall: '#F5F3EE', floor: { type: 'checker', c: '#F2EFE8', c2: '#5E7E9B', size: 28, jit: 0.03, grout: '#cfcac0' }, tile: 'subway', tileC: ['#FAF8F4', '#F4F1EB', '#F7F5F0'], tileW: 15, tileH: 130, grout: '#dcd8cf', vanity: '#6F8CA6', top: '#F3F1EC', metal: '#C9C4BA', towels: ['#F6F3EC', '#A9BBCB', '#EEE9E0'], acc1: '#6F8CA6', acc3: '#F4F1EB', wood: '#C8A57A', tubOuter: '#6F8CA6', pot: '#F4F1EB', sconce: 'shade', frame: '#8FA5B8' };
def('p11-1', 'land', 'Cottage bathroom: white subway tile, blue painted vanity, claw-free tub under an arched window and a blue-and-white checked floor', withFlip(bathWide, P11));
def('p11-2', 'port', 'Blue cottage vanity with a round mirror, pleated sconces and white subway tile', (S) => bathPort(S, P11, 'vanity'));
const P12 = { ...P08, wall: '#F3F0EA', floor: { type: 'planks', c: '#D9C3A2', w: 18 }, view: VIEWS.ocean(), chair: '#7F97A3', acc1: '#7F97A3', acc2: '#C9A27A', rugB: '#7F97A3', wood: '#D1B48C', frame: '#EDE8DE' };
def('p12-1', 'land', 'Seaside study: pale oak desk before a wide window onto the ocean, blue-grey chair and shelves of books', withFlip(officeWide, P12));
def('p12-2', 'port', 'Oak writing desk with a brass lamp and books facing a window over the sea', withFlip(officePort, P12));

// ── bath gallery (portrait)
def('bath-1', 'port', 'Brass wall-mounted tap above a veined marble basin', (S) => bathPort(S, { ...P04, tileC: ['#EEE9E1', '#E9E3DA', '#F2EEE7'], tile: 'subway', tileW: 16, grout: '#d6cfc3', vanity: '#8a6a4c' }, 'tap'));
def('bath-2', 'port', 'Stack of cream and sand towels on a wooden stool against tiled wall', (S) => bathPort(S, { ...P04, tileC: ['#E9DCC8', '#E2D3BD', '#EFE3D1'], tile: 'zellige', stripe: '#B5734F', towels: ['#F1EADF', '#D9C7AE', '#C49A6C', '#EFE6D8'] }, 'towels'));
def('bath-3', 'port', 'Close view of handmade deep green zellige tile with a brass globe sconce and a small niche', (S) => bathPort(S, P04, 'zellige'));
def('bath-4', 'port', 'Vanity with round brass mirror, marble top and terracotta zellige', (S) => bathPort(S, { ...P04, tileC: ['#B8673F', '#C0714A', '#A95E3A', '#C77C54'], vanity: '#EDE6DA', wall: '#F3ECE2', sconce: 'shade', acc1: '#8F5B3C' }, 'vanity'));
def('bath-5', 'port', 'Freestanding soaking tub in a corner with a brass filler, stool and towels', (S) => bathPort(S, { ...P04, tile: 'subway', tileC: ['#EDE6DA', '#E6DED0', '#F1EBE1'], tileW: 16, grout: '#d3c9b9', tileH: 110, tubOuter: '#B8A58A' }, 'tub'));
def('bath-6', 'port', 'Pleated linen sconce glowing on a limewashed plaster wall above an oak shelf with a jug', (S) => bathPort(S, { ...P04, wall: '#EDE3D4', acc2: '#B0703F' }, 'sconce'));

await main();
