// Layered — demo photography generator.
//
// One-off dev tool: procedurally paints every demo "photograph" used by the site
// (stylised, composed interior scenes and product still-lifes) as SVG, rasterises
// them with sharp/librsvg, adds a fine film grain and writes WebP variants plus a
// manifest to scripts/demo-images/out/. The outputs are committed, so nothing is
// generated or downloaded at run time and sharp is NOT a project dependency.
//
// Usage (from the repo root):
//   npm i --no-save sharp@0.35.5
//   node scripts/demo-images/generate.mjs            # everything
//   node scripts/demo-images/generate.mjs p01 hero   # only names starting with these prefixes
//   node scripts/demo-images/generate.mjs --png p01  # also write full-size PNG previews to /tmp
//
// sharp is resolved next to this script first, then from the current working directory, so it can
// also be run from a scratch folder that has sharp installed:  cd /tmp/x && node <repo>/scripts/demo-images/generate.mjs
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
  const w2 = noiseTile(512, 5, 5, 4, { seed: 33, gain: 0.5 });
  t.push(['marble', 512, w.map((v, i) => {
    const x = i % 512, y = Math.floor(i / 512);
    const s1 = Math.abs(Math.sin(Math.PI * (2 * x / 512 + y / 512 + 2.4 * v)));
    const s2 = Math.abs(Math.sin(Math.PI * (3 * x / 512 - 2 * y / 512 + 3 * w2[i])));
    const a = Math.min(1, s1 / 0.05), b = Math.min(1, s2 / 0.03);
    return 0.55 + 0.45 * Math.pow(a, 0.8) - 0.22 * (1 - b) + 0.06 * v;
  })]);
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
    this.batches = {};
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
    // project, then clip to a margin around the canvas so huge off-screen geometry stays cheap
    let p = list.map((q) => [...this.P(...q), 0]);
    const m = 300, W = this.W, H = this.H;
    p = clipPoly(p, (q) => q[0] + m); p = clipPoly(p, (q) => W + m - q[0]);
    p = clipPoly(p, (q) => q[1] + m); p = clipPoly(p, (q) => H + m - q[1]);
    if (p.length < 3) return "-10,-10 -10,-10 -10,-10";
    return p.map((q) => f1(q[0]) + "," + f1(q[1])).join(" ");
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
  // shadows lying on the floor / back wall are collected and blurred together (one filter per radius)
  batch(sd, markup) {
    const q = [1.5, 3, 6, 10, 16].reduce((a, b) => (Math.abs(b - sd) < Math.abs(a - sd) ? b : a));
    (this.batches[q] = this.batches[q] || []).push(markup);
    return "";
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
    const groups = Object.entries(this.batches).map(([sd, list]) => `<g filter="${this.blur(+sd)}">${list.join("")}</g>`).join("");
    let body = this.body.join("\n");
    if (body.includes("<!--SH-->")) body = body.replace("<!--SH-->", groups).replaceAll("<!--SH-->", "");
    else body = (this.body[0] || "") + groups + this.body.slice(1).join("\n");
    return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${pxW}" height="${pxH}" viewBox="0 0 ${this.W} ${this.H}" preserveAspectRatio="xMidYMid slice"><defs>${this.defs.join("")}</defs>${body}</svg>`;
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
  S.batch(blur, S.poly([[x0 - e, y, z0 - e * 0.4], [x1 + e, y, z0 - e * 0.4], [x1 + e, y, z1 + e], [x0 - e, y, z1 + e]], c, `fill-opacity="${op}"`));
  S.batch(Math.max(1, blur / 3), S.poly([[x0, y, z0], [x1, y, z0], [x1, y, z1], [x0, y, z1]], c, `fill-opacity="${op * 0.8}"`));
  return "";
}
// soft ellipse via radial gradient (no filter)
function softEll(S, e, c, op, inner = 0.35) {
  return ellTag(e, S.rad([[0, c, op], [inner, c, op * 0.85], [1, c, 0]]));
}
function ellShadow(S, X, Z, r, { op = 0.35, blur = 6, y = 0.2, grow = 1.15 } = {}) {
  const e = ellP(S, X, y, Z + r * 0.08, r * grow * 1.12), e2 = ellP(S, X, y, Z, r * 1.02);
  const grow2 = (q, px) => ({ ...q, rx: q.rx + px, ry: q.ry + px * 0.5 });
  return softEll(S, grow2(e, blur * 1.5), "#2a1d14", op * 0.8, 0.45) + softEll(S, grow2(e2, blur * 0.3), "#2a1d14", op * 0.75, 0.7);
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
  out += S.texOver(bw, "cloud", { op: o.cloudOp ?? 0.16, size: 1100 });
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
    S.batch(8, `<g opacity="0.22">${S.poly(
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
    )}</g>`);
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
    S.batch(6, `<g opacity="0.18">${S.poly(
      [
        [xa, RH, 0],
        [xb, RH, 0],
        [xb, RH - 25, 0],
        [xa, RH - 25, 0],
      ],
      "#5a4634",
    )}</g>`);
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
  if (o.ao !== false) S.batch(5, `<g opacity="0.35">${S.poly(
    [
      [xa, 0, 0],
      [xb, 0, 0],
      [xb, 0, 14],
      [xa, 0, 14],
    ],
    "#3a2a1c",
  )}</g>`);
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
    `<g opacity="${op}" filter="${S.blur(blur)}">${fl}${wl}</g>`
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
  return s + "<!--SH-->";
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
          `<ellipse cx="${f1(cx)}" cy="${f1(cy)}" rx="${f1(r)}" ry="${f1(r * 0.8)}" fill="${(() => { const gc = S.pick(o.greens || ["#7d8560", "#8f9670", "#6e7552", "#9aa07a"]); return S.rad([[0, gc], [0.7, gc, 0.9], [1, gc, 0]]); })()}"/>`,
        );
      }
      s += `<g opacity="0.95">${g.join("")}</g>`;
      s += `<rect x="${f1(x0)}" y="${f1(hz + 60)}" width="${f1(x1 - x0)}" height="${f1(Math.max(0, b - hz - 60))}" fill="${o.ground || "#b5b08a"}" opacity="0.6"/>`;
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
      s += `<g>${gl}</g>`;
      if (o.dune !== false)
        s += `<path d="${hillPath(rng, x0, x1, hz + 120, 40, b + 200, 5)}" fill="#d9cdb0"/><path d="${hillPath(rng, x0, x1, hz + 170, 50, b + 200, 6)}" fill="#a8a77f"/>`;
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
          `<ellipse cx="${f1(cx)}" cy="${f1(cy)}" rx="${f1(r)}" ry="${f1(r * 0.7)}" fill="${S.rad([[0, o.tree || "#5f5a49"], [0.7, o.tree || "#5f5a49", 0.9], [1, o.tree || "#5f5a49", 0]])}"/>`,
        );
      }
      return s + `<g>${g.join("")}</g>`;
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
      s += `<g opacity="0.25">${S.poly(
        [
          [-2000, 0, zf],
          [3000, 0, zf],
          [3000, 0, zf + 20],
          [-2000, 0, zf + 20],
        ],
        S.v("#3a2a1c", "#3a2a1c00".slice(0, 7)),
      ).replace('fill="', 'fill-opacity="0.6" fill="')}</g>`;
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
  const sh = `<g transform="translate(${x + 3},${-yb - h / 2 + 2}) rotate(${rot})"><path d="${pth}" fill="#2a1d14" fill-opacity="0.12" stroke="#2a1d14" stroke-opacity="0.06" stroke-width="3"/></g>`;
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
  return S.batch(blur, `<g opacity="${op}">${S.poly([[x0 + off, 0, 0.5], [x1 + off, 0, 0.5], [x1 + off * 1.2, top + 6, 0.5], [x0 + off * 1.2, top + 6, 0.5]], '#3a2818')}</g>`);
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
  let inner = `<path d="${pth}" fill="${g}"/>`;
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
    back += `<ellipse cx="${f1(cx)}" cy="${f1(cy)}" rx="${f1(r * 1.25)}" ry="${f1(r * 0.95)}" fill="${S.rad([[0, dk(leaves[0], 0.25)], [0.6, dk(leaves[0], 0.25), 0.8], [1, dk(leaves[0], 0.25), 0]])}"/>`;
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
  s += S.front(Z - 2, `<g opacity="0.6">${back}</g>` + g + lv);
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
            [0, 8], [2, 8], [4, 6.5], [12, 8], [24, 10.5], [31, 9], [36, 5], [38, 2.5],
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
  S.batch(3 * S.fs(Z) / 2, S.front(Z, `<rect x="${x + 2.5}" y="${-(y + h) + 3}" width="${w}" height="${h}" fill="#2a1d14" fill-opacity="0.28"/>`));
  const shadow = "";
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
  let inner = ``;
  S.batch(4 * S.fs(Z) / 2, S.front(Z, `<path d="${pth}" fill="#2a1d14" fill-opacity="0.18" transform="translate(${-S.light * 4},2)"/>`));
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
  let inner = ``;
  S.batch(3 * S.fs(Z) / 2, S.front(Z, `<circle cx="${X + 3}" cy="${-Y + 4}" r="${r}" fill="#2a1d14" fill-opacity="0.25"/>`));
  inner += `<circle cx="${X}" cy="${-Y}" r="${r}" fill="${S.grad([[0, lt(fr, 0.45)], [0.35, fr], [0.7, dk(fr, 0.3)], [1, lt(fr, 0.2)]], { x1: 0, y1: 0, x2: 1, y2: 1 })}"/>`;
  inner += `<circle cx="${X}" cy="${-Y}" r="${r - fw}" fill="${refl}"/>`;
  if (o.reflect) inner += `<g clip-path="${S.clip(`<circle cx="${X}" cy="${-Y}" r="${r - fw}"/>`)}">${o.reflect}</g>`;
  inner += `<path d="M${X - r * 0.6},${-Y - r * 0.2} L${X - r * 0.1},${-Y - r * 0.75} L${X + r * 0.05},${-Y - r * 0.6} L${X - r * 0.45},${-Y - 0.05 * r}Z" fill="#ffffff" opacity="0.14"/>`;
  return S.front(Z, inner);
}
function archMirror(S, x, y, w, h, Z, o = {}) {
  const fr = o.frame || '#B08D57', fw = o.fw || 2;
  const shp = (i) => `M${x + i},${-y - i} V${-(y + h - w / 2)} A${w / 2 - i},${w / 2 - i} 0 0 1 ${x + w - i},${-(y + h - w / 2)} V${-y - i} Z`;
  let inner = ``;
  S.batch(3 * S.fs(Z) / 2, S.front(Z, `<path d="${shp(0)}" fill="#2a1d14" fill-opacity="0.25" transform="translate(3,3)"/>`));
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
  s += `<polygon points="${S.pts(ol.map(([u, v]) => [u, v, -d]))}" fill="${S.v(dk(wall, 0.16), dk(wall, 0.06))}"/><polygon points="${S.pts(ol.map(([u, v]) => [u, v, -d]))}" fill="none" stroke="#3a2818" stroke-opacity="0.08" stroke-width="8"/><polygon points="${S.pts(ol.map(([u, v]) => [u, v, -d]))}" fill="none" stroke="#3a2818" stroke-opacity="0.08" stroke-width="3"/>`;
  if (S.eye > y0) s += S.poly([[x0, y0, 0], [x1, y0, 0], [x1, y0, -d], [x0, y0, -d]], lt(wall, 0.05));
  const shelves = o.shelves || [];
  for (const sy of shelves) s += box(S, { x0, x1, y0: sy - 3, y1: sy, z0: -d, z1: 0 }, o.shelfC || lt(wall, 0.04), { noSide: true, tex: o.shelfC ? { name: 'grainH', size: 40, op: 0.4 } : null });
  if (o.items) s += o.items(-d / 2, [y0, ...shelves]);

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
  const glossA = S.rad([[0, '#ffffff', 0.2], [0.45, '#ffffff', 0.04], [1, '#000000', 0.1]], { cx: 0.3, cy: 0.2, r: 1.1 });
  const glossB = S.grad([[0, '#ffffff', 0.16], [0.35, '#ffffff', 0.02], [0.7, '#000000', 0.02], [1, '#000000', 0.14]], { x1: 0, y1: 0, x2: 0.6, y2: 1 });
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
  return S.batch(4, `<g opacity="0.28">${S.poly([[x0, y - 10, 0.3], [x1, y - 10, 0.3], [x1, y - 1, 0.3], [x0, y - 1, 0.3]], '#2a1d14')}</g>`) + box(S, { x0, x1, y0: y - t, y1: y, z0: 0, z1: d }, c, { tex: { name: 'grainH', size: 40, op: 0.45 }, stroke: dk(c, 0.3) });
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
  s += `<path d="${hillPath(rng, -50, W + 50, hz - 20, 80, H, 8)}" fill="${o.h1 || '#c9a9a0'}" opacity="0.55"/>`;
  s += `<path d="${hillPath(rng, -50, W + 50, hz - 2, 45, H, 7)}" fill="${o.h2 || '#a08a86'}" opacity="0.8"/>`;
  const far = [[S.cx - 30000, 0, -6000], [S.cx + 30000, 0, -6000], [S.cx + 30000, 0, 0], [S.cx - 30000, 0, 0]];
  s += S.poly(far, S.v(mix(o.lawn || '#9b9a6e', '#f0d6b0', 0.4), o.lawn || '#9b9a6e'));
  const g = [];
  for (let i = 0; i < 26; i++) { const cx = rng() * W, cy = hz + 2 + rng() * 6, r = 8 + rng() * 26; g.push(`<ellipse cx="${f1(cx)}" cy="${f1(cy)}" rx="${f1(r)}" ry="${f1(r * 0.55)}" fill="${S.rad([[0, o.trees || '#6f6a52'], [0.6, o.trees || '#6f6a52', 0.9], [1, o.trees || '#6f6a52', 0]])}"/>`); }
  s += `<g opacity="0.85">${g.join('')}</g>`;
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
  const sh = S.batch(1.6, `<g opacity="${o.shadowOp ?? 0.32}">${shadows.map((p) => S.poly(p, '#3b2a1c')).join('')}</g>`);
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
  const tread = o.tread || '#A65A35', iron = o.iron || '#26221f', under = o.under || '#E6DDCF';
  let s = '';
  let pth = `M${x0},0`;
  for (let i = 0; i < n; i++) pth += ` V${-(i + 1) * rise} H${x0 + (i + 1) * run}`;
  pth += ` L${x0 + n * run},${-(n * rise - 22)} L${x0 + 40},0 Z`;
  s += S.front(Z, `<path d="${pth}" fill="${S.grad([[0, lt(under, 0.05)], [1, dk(under, 0.08)]], { x2: 1, y2: 0 })}"/><path d="M${x0 + 40},0 L${x0 + n * run},${-(n * rise - 22)}" stroke="${dk(under, 0.2)}" stroke-width="0.8"/>`);
  for (let i = 0; i < n; i++) {
    const x = x0 + i * run, y = i * rise;
    if (o.riserTile) {
      let t = `<rect x="${x}" y="${-(y + rise - 3.2)}" width="${run}" height="${rise - 3.2}" fill="${o.riserTile}"/>`;
      const ts = (rise - 3.2) / 2;
      for (let k = 0; k < Math.floor(run / ts); k++) for (let j = 0; j < 2; j++) { const cx = x + (k + 0.5) * ts, cy = -(y + (j + 0.5) * ts); t += `<path d="M${f1(cx)},${f1(cy - ts * 0.38)} L${f1(cx + ts * 0.38)},${f1(cy)} L${f1(cx)},${f1(cy + ts * 0.38)} L${f1(cx - ts * 0.38)},${f1(cy)}Z" fill="${o.riserMotif || '#2F5D7C'}" opacity="0.85"/><circle cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(ts * 0.12)}" fill="${o.riserTile}"/>`; }
      s += S.front(Z + 0.2, t);
    }
    s += box(S, { x0: x, x1: x + run + 2, y0: y + rise - 3.2, y1: y + rise, z0: Z - w, z1: Z + 1.5 }, tread, { noSide: true, tex: { name: 'fine', size: 30, op: 0.4 } });
  }
  const hr = o.rail || 90, slope = rise / run;
  const hy = (x) => hr + (x - x0) * slope;
  let r = '';
  for (let i = 0; i < n; i++) for (const k of [0.3, 0.75]) { const bx = x0 + (i + k) * run, by = (i + 1) * rise; r += `<path d="M${f1(bx)},${-by} V${f1(-hy(bx))}" stroke="${iron}" stroke-width="0.9"/>`; }
  for (let i = 2; i < n - 1; i += 4) { const cx = x0 + (i + 0.5) * run, cy = -((i + 1) * rise + (hy(cx) - (i + 1) * rise) * 0.5); r += `<path d="M${f1(cx - 7)},${f1(cy + 10)} c0,-9 14,-9 14,-18 c0,-6 -7,-6 -7,-1 M${f1(cx + 7)},${f1(cy + 10)} c0,-6 -5,-8 -8,-4" stroke="${iron}" stroke-width="1.1" fill="none"/>`; }
  r += `<path d="M${x0 - 12},${f1(-hy(x0 - 12))} L${x0 + n * run},${f1(-hy(x0 + n * run))}" stroke="${iron}" stroke-width="2.4" stroke-linecap="round"/>`;
  r += `<path d="M${x0 - 12},0 V${f1(-hy(x0 - 12))}" stroke="${iron}" stroke-width="3.2"/><circle cx="${x0 - 12}" cy="${f1(-hy(x0 - 12) - 3)}" r="3" fill="${iron}"/>`;
  r += `<path d="M${x0 - 12},${f1(-hy(x0 - 12) * 0.55)} c-9,-2 -12,8 -5,11 c5,2 7,-4 3,-5" stroke="${iron}" stroke-width="1.4" fill="none"/>`;
  s += S.front(Z + 2, r);
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
  s += box(S, { x0: x0 - 8, x1: x1 + 8, y0: 0, y1: hbH, z0: z, z1: z + 12 }, hb, { r: 12, tex: { name: o.hbTex || 'linen', size: 16, op: 0.4 }, stroke: dk(hb, 0.3) });
  if (o.channels) s += S.front(z + 12.2, Array.from({ length: Math.floor((w + 16) / 18) }, (_, i) => `<rect x="${x0 - 8 + 9 + i * 18}" y="${-(hbH - 8)}" width="0.8" height="${hbH - 40}" rx="0.4" fill="${dk(hb, 0.25)}" opacity="0.6"/>`).join(''));
  // frame / base
  s += box(S, { x0: x0 - 4, x1: x1 + 4, y0: 6, y1: 30, z0: z + 12, z1: z + L }, hb, { r: 4, tex: { name: o.hbTex || 'linen', size: 16, op: 0.4 }, stroke: dk(hb, 0.3) });
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
  s += box(S, { x0: x0 - 3, x1: x1 + 3, y0: 26, y1: mh + 2, z0: dz, z1: z + L + 2 }, duvet, { r: 7, tex: { name: 'linen', size: 13, op: 0.4 }, stroke: dk(duvet, 0.22), top: S.v(lt(duvet, 0.05), lt(duvet, 0.16)), front: S.v(lt(duvet, 0.02), dk(duvet, 0.16)) });
  s += box(S, { x0: x0 - 3.5, x1: x1 + 3.5, y0: mh - 2, y1: mh + 3.5, z0: dz - 2, z1: dz + 22 }, sheet, { r: 3, stroke: dk(sheet, 0.2) });
  // soft creases across the duvet
  const cr = mulberry32(7);
  for (let i = 0; i < 7; i++) {
    const za = dz + 26 + cr() * (L - 90), xa = x0 + cr() * w * 0.6, len = 30 + cr() * 50, sk = (cr() - 0.5) * 30;
    s += S.poly([[xa, mh + 2.1, za], [xa + len, mh + 2.1, za + sk], [xa + len, mh + 2.1, za + sk + 2.2], [xa, mh + 2.1, za + 2.2]], cr() < 0.5 ? '#ffffff' : '#5a4634', `fill-opacity="0.13"`);
  }
  if (o.blanket && o.noBlanket !== true) s += box(S, { x0: x0 - 6, x1: x1 + 6, y0: 22, y1: mh + 4, z0: z + L - 42, z1: z + L + 4 }, o.blanket, { r: 5, tex: { name: 'boucle', size: 16, op: 0.5 }, stroke: dk(o.blanket, 0.3), top: S.v(lt(o.blanket, 0.04), lt(o.blanket, 0.14)), front: S.v(lt(o.blanket, 0.02), dk(o.blanket, 0.18)) });
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
  let s = room(S, { RW: 4000, RH: 2000, wall, sides: false, base: false, ao: false, floor: { type: 'plain', c: fl, texOp: 0.06 }, plasterOp: o.plaster ?? 0.1, cloudOp: 0.14 });
  // soften the wall/floor junction into a cove
  const y0 = S.P(0, 0, 0)[1];
  s += `<rect x="0" y="${f1(y0 - 160)}" width="${S.W}" height="320" fill="${S.grad([[0, wall, 0], [0.5, mix(wall, fl, 0.5), 1], [1, fl, 0]])}"/>`;
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

// frame a point: camera at X, looking at (X, Y, Z) placed at (tx, ty) of the canvas, `span` cm wide at that depth
Scene.prototype.frame = function ({ X, Y, Z = 0, span, eye = 120, D = 900, tx = 0.5, ty = 0.5, cx }) {
  this.cam({ cx: cx ?? X, eye, D, k: 1, vpx: 0, vpy: 0 });
  const s = this.s(Z), k = this.W / (span * s);
  const vpx = this.W * tx - (X - (cx ?? X)) * k * s;
  const vpy = this.H * ty + (Y - eye) * k * s;
  return this.cam({ cx: cx ?? X, eye, D, k, vpx, vpy });
};
function candle(S, X, y, Z, o = {}) {
  const c = o.c || '#B08D57', h = o.h || 10;
  let s = lathe(S, X, Z, [[y, 3.2], [y + 0.8, 3.2], [y + 1.5, 1.2], [y + h * 0.6, 1.0], [y + h * 0.7, 2.2], [y + h, 2.4]], c, { spec: 0.5, hi: 0.4, open: false });
  s += lathe(S, X, Z, [[y + h, 1.3], [y + h + (o.ch || 14), 1.3]], '#F3ECDD', { smooth: false, hi: 0.1 });
  if (o.lit) { const [fx, fy] = S.P(X, y + h + (o.ch || 14) + 1.6, Z), m = S.fs(Z); s += `<circle cx="${f1(fx)}" cy="${f1(fy)}" r="${f1(14 * m)}" fill="${S.rad([[0, '#ffdca0', 0.6], [1, '#ffdca0', 0]])}"/><ellipse cx="${f1(fx)}" cy="${f1(fy)}" rx="${f1(0.7 * m)}" ry="${f1(1.8 * m)}" fill="#fff3c8"/>`; }
  return s;
}
function showerHead(S, X, Y, Z, o = {}) {
  const c = o.c || '#B08D57', g = S.h(lt(c, 0.45), dk(c, 0.3), c);
  let s = S.front(Z, `<rect x="${X - 1.1}" y="${-Y}" width="2.2" height="${Y - (o.valveY || 110)}" fill="${g}"/><circle cx="${X}" cy="${-(o.valveY || 110)}" r="5" fill="${g}"/><rect x="${X - 1}" y="${-(o.valveY || 110) - 7}" width="2" height="6" rx="1" fill="${c}"/>`);
  s += box(S, { x0: X - 1, x1: X + 1, y0: Y - 1, y1: Y + 1, z0: Z, z1: Z + 30 }, c, { front: g });
  const e = ellP(S, X, Y - 2, Z + 30, 10);
  s += ellTag({ ...e, cy: e.cy + 2 }, dk(c, 0.2)) + ellTag(e, S.h(lt(c, 0.5), dk(c, 0.2)));
  return s;
}
function lemons(S, X, y, Z) {
  let s = vase(S, X, y, Z, 'bowl', '#F2ECE2', { scale: 1.15 });
  const L = [[-6, 9, 0], [1, 9.5, 1], [8, 9, -1], [-2, 14, 0.5], [5, 13.5, 0.2]];
  const m = S.fs(Z);
  for (const [dx, dy, dz] of L) { const [cx, cy] = S.P(X + dx, y + dy, Z + dz); s += `<ellipse cx="${f1(cx)}" cy="${f1(cy)}" rx="${f1(4.4 * m)}" ry="${f1(3.8 * m)}" fill="${S.rad([[0, '#FBE58E'], [0.6, '#EFC84A'], [1, '#C9962B']], { cx: 0.35, cy: 0.3, r: 0.7 })}"/>`; }
  const [lx, ly] = S.P(X + 3, y + 18, Z);
  s += `<path d="M${f1(lx)},${f1(ly)} q${f1(6 * m)},${f1(-4 * m)} ${f1(12 * m)},${f1(-1 * m)} q${f1(-6 * m)},${f1(4 * m)} ${f1(-12 * m)},${f1(1 * m)}Z" fill="#6f7d45"/>`;
  return s;
}
function marbleWall(S, x0, x1, y0, y1, Z, o = {}) {
  const c = o.c || '#EEE9E1';
  const r = `<rect x="${x0}" y="${-y1}" width="${x1 - x0}" height="${y1 - y0}"`;
  let g = `${r} fill="${c}"/>${r} fill="${S.tex('marble', o.size || 160, o.tr || 'rotate(20)')}" fill-opacity="${o.op ?? 0.9}"/>${r} fill="${S.grad([[0, '#ffffff', 0.25], [0.5, '#ffffff', 0], [1, '#5a4a3a', 0.1]], { x2: 1, y2: 1 })}"/>`;
  if (o.seams) for (const x of o.seams) g += `<path d="M${x},${-y1} V${-y0}" stroke="${dk(c, 0.15)}" stroke-width="0.3"/>`;
  return S.front(Z, g);
}
// long soft cast shadow on the floor, away from the light
function castShadow(S, X, Z, w, h, { op = 0.16, len = 0.9 } = {}) {
  const d = -S.light;
  S.batch(10, S.poly([[X - w / 2, 0.3, Z - w * 0.2], [X + w / 2, 0.3, Z - w * 0.2], [X + w / 2 + d * h * len, 0.3, Z - h * len * 0.8], [X - w / 2 + d * h * len * 0.6, 0.3, Z - h * len * 0.8]], '#2a1d14', `fill-opacity="${op}"`));
  return '';
}
function plinth(S, X, Z, w, h, d, c = '#E3D6C2', tex = 'plaster') {
  return floorShadow(S, X - w / 2, X + w / 2, Z - d / 2, Z + d / 2, { op: 0.35, spread: 4, blur: 6 }) + box(S, { x0: X - w / 2, x1: X + w / 2, y0: 0, y1: h, z0: Z - d / 2, z1: Z + d / 2 }, c, { tex: { name: tex, size: 80, op: 0.4 }, stroke: dk(c, 0.2) });
}

// ═════════════════════════════ scenes ═════════════════════════════

const arch = (x0, x1, y0, y1) => outline2D(x0, x1, y0, y1, true).map(([u, v]) => [u, v, 0]);
const BRASS = '#B08D57', IRON = '#2B2724';

// ── heroes ───────────────────────────────────────────────────────────
def('hero-1', 'hero', 'Cream linen sofa and round travertine coffee table beside an arched window, an olive tree in a terracotta pot on a pale oak floor', (S) => {
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


// ── p01 Crème De La Crème — living room ─────────────────────────────
const P01 = { wall: '#F2ECE2', floor: '#D8C09F', boucle: '#EEE8DD', trav: '#DDCCB0', gold: '#D4B27A' };
function p01A(S) {
  const p = P01;
  S.add(room(S, { RW: 720, RH: 310, wall: p.wall, floor: { type: 'planks', c: p.floor, w: 15 } }));
  for (const [x0, x1] of [[40, 170], [550, 680]]) S.add(backOpening(S, { x0, x1, y0: 0, y1: 265, arch: true, depth: 28, wall: p.wall, frame: '#E9E2D6', frameW: 3.5, cols: 2, rows: 4, door: true, view: VIEWS.garden({ seed: x0, sky1: '#e9dcc4', sky2: '#f6ead3', sky3: '#fbf0dc' }), sun: [0.25, -1, 1.25], sunOp: 0.5 }));
  S.add(curtain(S, 178, 30, 290, 8, '#F3EDE3', { op: 0.9 }), curtain(S, 512, 30, 290, 8, '#F3EDE3', { op: 0.9, seed: 4 }));
  S.add(art(S, 300, 125, 120, 84, { kind: 'stones', pal: ['#E2D2B6', '#CDB48C', '#B89468', '#F3ECE0'], bg: '#F4EEE4', frame: '#C9B08A', fw: 1.2 }));
  S.add(rug(S, 190, 560, 100, 340, { c: '#EEE7DC', kind: 'plain' }));
  S.add(flushSun(S));
  S.add(sideTable(S, 200, 40, { r: 22, h: 54, c: p.trav, kind: 'pedestal' }));
  S.add(tableLamp(S, 200, 54, 40, { base: '#EDE3D2', kind: 'alabaster', shade: '#F6EFE3' }));
  S.add(sofa(S, { x: 228, z: 14, w: 270, c: p.boucle, tex: 'boucle', texOp: 0.55, texSize: 22, r: 12, plinth: true, leg: '#CDBFA9', pillows: [{ x: 275, c: '#E6D7BE', rot: -5, tex: 'boucle' }, { x: 325, c: p.gold, w: 40, h: 38, rot: 4, tex: 'linen' }, { x: 450, c: '#F4EFE6', rot: 5, tex: 'boucle' }] }));
  S.add(floorLamp(S, 625, 70, { h: 158, c: '#B08D57' }));
  S.add(travertineDrum(S, 365, 178, 48, 36, p.trav));
  S.add(travertineDrum(S, 440, 215, 28, 26, lt(p.trav, 0.1)));
  S.add(books(S, 340, 36, 178, [[3.5, 32, '#E8DCC6'], [2.6, 28, '#BFA27A']]));
  S.add(vase(S, 345, 42.1, 178, 'bowl', '#B08D57', { scale: 0.55, spec: 0.6 }));
  S.add(vase(S, 385, 36, 185, 'tall', '#F1EADF', { scale: 0.7 }));
  S.add(stems(S, 385, 70, 185, { h: 50, n: 6, seed: 12, leaf: ['#a3a27c', '#8d8f69', '#b9b58f'] }));
  S.add(candle(S, 432, 26, 218, { lit: true }), candle(S, 446, 26, 212, { lit: true, h: 8, ch: 10 }));
  S.add(loungeChair(S, { x: 560, z: 160, c: p.boucle, pillow: '#E4D2B4' }));
}
def('p01-1', 'land', 'Ivory bouclé sofa and nested travertine tables between two arched windows in a soft gold-lit living room', (S) => {
  S.cam({ cx: 360, eye: 115, D: 1000, k: 2.7, vpy: 450 }); p01A(S); finish(S, { glow: [0.5, 0.35], glowOp: 0.3, warm: 0.1 });
});
def('p01-2', 'port', 'Bouclé lounge chair with a gold cushion beside a brass floor lamp and an arched window draped in sheer linen', (S) => {
  S.frame({ X: 600, Y: 110, Z: 160, span: 230, eye: 110, D: 1000, ty: 0.5 }); p01A(S); finish(S, { glow: [0.6, 0.2], glowOp: 0.3, warm: 0.1 });
});
def('p01-3', 'port', 'Close view of travertine coffee and side tables styled with books, a brass bowl, a vase of olive branches and lit candles', (S) => {
  S.frame({ X: 390, Y: 45, Z: 190, span: 150, eye: 100, D: 1000, ty: 0.55 }); p01A(S); finish(S, { warm: 0.1 });
});
def('p01-4', 'land', 'Plaster fireplace flanked by arched shelving niches of cream ceramics, with a pair of bouclé chairs', (S) => {
  S.cam({ cx: 350, eye: 118, D: 1000, k: 2.6, vpy: 450 });
  const p = P01;
  S.add(room(S, { RW: 700, RH: 310, wall: p.wall, floor: { type: 'planks', c: p.floor, w: 15 }, beams: { c: '#E7DFD2', gap: 100 } }));
  ghostSun(S, { side: 'L', z0: 80, z1: 300, y0: 40, y1: 250, cols: 2, rows: 3, sun: [1.1, -1, -0.6], op: 0.45 });
  const items = (x0) => (Z) => vase(S, x0 + 30, 70, Z, 'round', '#EDE4D6', { scale: 1 }) + vase(S, x0 + 75, 70, Z, 'jug', '#D5C2A4', { scale: 0.9 }) + books(S, x0 + 20, 130, Z, [[3, 28, '#E6DAC4'], [3, 26, '#CBB592']], 18) + vase(S, x0 + 70, 130, Z, 'bottle', '#B08D57', { scale: 0.8, spec: 0.5 }) + vase(S, x0 + 50, 190, Z, 'amphora', '#F0E8DC', { scale: 1 });
  S.add(niche(S, 105, 205, 70, 255, { wall: p.wall, shelves: [130, 190], items: items(105) }));
  S.add(niche(S, 495, 595, 70, 255, { wall: p.wall, shelves: [130, 190], items: items(495) }));
  S.add(fireplace(S, 270, 430, { wall: p.wall, mantel: 120, fw: 78, fh: 76, hearthC: p.trav }));
  S.add(archMirror(S, 305, 150, 90, 120, 42, { wall: p.wall, frame: '#B08D57' }));
  S.add(candle(S, 290, 127, 44, { lit: true }), candle(S, 410, 127, 44, { lit: true, h: 13 }));
  S.add(rug(S, 160, 560, 120, 330, { c: '#EFE8DD', kind: 'plain' }));
  S.add(flushSun(S));
  S.add(loungeChair(S, { x: 150, z: 130, c: p.boucle }));
  S.add(loungeChair(S, { x: 470, z: 130, c: p.boucle, pillow: p.gold }));
  S.add(travertineDrum(S, 350, 220, 40, 32, p.trav));
  S.add(vase(S, 350, 32, 222, 'round', '#F3ECE1', { scale: 0.9 }));
  finish(S, { glow: [0.05, 0.5], glowOp: 0.28, warm: 0.1 });
});
def('p01-5', 'sq', 'Corner of an ivory bouclé sofa with layered cushions beside an alabaster lamp on a travertine pedestal', (S) => {
  S.frame({ X: 245, Y: 62, Z: 70, span: 190, eye: 105, D: 1000, ty: 0.56 }); p01A(S); finish(S, { glow: [0.1, 0.2], glowOp: 0.25, warm: 0.1 });
});

// ── p02 Color Me Happy — kitchen ─────────────────────────────
const P02 = { wall: '#F5EFE4', sage: '#9DAA8B', terra: '#B9653F', butter: '#EBCB79', oak: '#C39A6B' };
function p02A(S) {
  const p = P02;
  S.add(room(S, { RW: 640, RH: 290, wall: p.wall, floor: { type: 'checker', c: '#C0714A', c2: '#EFE4D2', size: 32, gap: 0.6, jit: 0.06 } }));
  S.add(tiles(S, 40, 600, 90, 150, 0.4, { kind: 'encaustic', w: 15, colors: ['#F1E8D8'], grout: '#d9cfbf', motif: p.terra, motif2: p.butter, motif3: '#8E9C7C', gap: 0.2 }));
  S.add(hood(S, 245, 395, 165, { c: p.wall, brass: true }));
  S.add(tiles(S, 270, 370, 150, 165, 0.4, { kind: 'encaustic', w: 15, colors: ['#F1E8D8'], grout: '#d9cfbf', motif: p.terra, motif2: p.butter, motif3: '#8E9C7C', gap: 0.2 }));
  S.add(backOpening(S, { x0: 455, x1: 575, y0: 105, y1: 235, depth: 22, wall: p.wall, frame: '#F3EEE6', frameW: 3, cols: 2, rows: 2, view: VIEWS.garden({ seed: 31 }), sun: [-0.2, -1, 1.0], sunOp: 0.45 }));
  S.add(shelf(S, 40, 220, 180, { c: p.oak }), shelf(S, 40, 220, 225, { c: p.oak }));
  S.add(vase(S, 60, 180, 12, 'jug', p.terra, { scale: 0.8 }), vase(S, 90, 180, 12, 'bowl', p.butter, { scale: 0.8 }), vase(S, 92, 183, 12, 'bowl', '#F4EEE4', { scale: 0.65 }), vase(S, 130, 180, 12, 'cyl', '#E9E1D3', { scale: 0.8 }), vase(S, 145, 180, 12, 'cyl', '#E9E1D3', { scale: 0.8 }), vase(S, 190, 180, 12, 'round', '#8E9C7C', { scale: 0.7 }));
  S.add(books(S, 60, 225, 12, [[3, 22, '#c9b08a'], [2.5, 20, p.terra]], 16), vase(S, 110, 225, 12, 'amphora', '#F1E8DA', { scale: 0.7 }), plant(S, 180, 225, 12, { kind: 'trailing', potR: 9, potH: 14, potC: '#D7C9B4', seed: 4, len: 35 }));
  S.add(cabinetRun(S, 20, 250, { c: p.sage, top: '#EFE9DF', topTex: 'marble', drawers: [1] }));
  S.add(rangeCooker(S, 250, 90, { c: '#EFE6D3' }));
  S.add(cabinetRun(S, 340, 620, { c: p.sage, top: '#EFE9DF', topTex: 'marble', n: 5 }));
  S.add(faucet(S, 515, 92, 18, { h: 28, reach: 16 }));
  S.add(lemons(S, 120, 92, 30));
  S.add(plant(S, 590, 92, 24, { kind: 'fern', potR: 10, potH: 14, potC: p.terra, scale: 0.9, seed: 9 }));
  S.add(flushSun(S));
}
function p02Island(S) {
  const p = P02;
  S.add(island(S, 170, 450, 215, 300, { c: '#7F8F70', top: '#EFE9DF', topTex: 'marble' }));
  S.add(vase(S, 260, 92, 250, 'bowl', '#F4EEE4', { scale: 1.3 }), vase(S, 380, 92, 255, 'jug', p.terra, { scale: 0.9 }));
  S.add(stems(S, 380, 120, 255, { h: 45, n: 5, seed: 6 }));
  for (const X of [210, 310, 410]) S.add(pendant(S, X, 257, 190, { type: 'dome', c: p.butter, r: 20 }));
}
def('p02-1', 'land', 'Sage-green kitchen with terracotta checkerboard floor, patterned tile backsplash, plaster range hood and butter-yellow pendants', (S) => {
  S.cam({ cx: 320, eye: 140, D: 1000, k: 2.6, vpy: 430 }); p02A(S); p02Island(S); finish(S, { glow: [0.8, 0.3], glowOp: 0.25 });
});
def('p02-2', 'port', 'Sink beneath a sunny kitchen window with a brass faucet, sage cabinetry and hand-painted tiles', (S) => {
  S.frame({ X: 515, Y: 140, Z: 30, span: 200, eye: 140, D: 1000, ty: 0.45 }); p02A(S); finish(S, { glow: [0.5, 0.25], glowOp: 0.25 });
});
def('p02-3', 'port', 'Open oak shelves with a terracotta vase, cream ceramics and a trailing plant above a patterned tile backsplash', (S) => {
  S.frame({ X: 125, Y: 170, Z: 10, span: 175, eye: 150, D: 1000, ty: 0.5 }); p02A(S); finish(S, {});
});
def('p02-4', 'land', 'Fluted sage island with marble top under three butter-yellow dome pendants', (S) => {
  S.frame({ X: 310, Y: 120, Z: 250, span: 360, eye: 130, D: 1000, ty: 0.5 }); p02A(S); p02Island(S);
  for (const X of [230, 390]) S.add(stool(S, X, 330, { h: 64, c: '#6b4a32', seat: P02.butter, back: 20 }));
  finish(S, { glow: [0.7, 0.2], glowOp: 0.2 });
});
def('p02-5', 'sq', 'Bowl of lemons on a marble counter against hand-painted cream tiles of terracotta stars and sage dots', (S) => {
  S.frame({ X: 118, Y: 105, Z: 30, span: 110, eye: 125, D: 1000, ty: 0.55 }); p02A(S); finish(S, {});
});

// ── p03 Café Con Leche — dining room ─────────────────────────────
const P03 = { wall: '#E8DCCB', walnut: '#5A3B28', rattan: '#C39A67', milk: '#F1E9DC', coffee: '#7A5540' };
function p03A(S) {
  const p = P03;
  S.add(room(S, { RW: 700, RH: 300, wall: p.wall, floor: { type: 'planks', c: '#A77B55', w: 15 } }));
  S.add(backOpening(S, { x0: 60, x1: 200, y0: 45, y1: 250, arch: true, depth: 26, wall: p.wall, frame: '#3b2d24', frameW: 3, cols: 2, rows: 3, view: VIEWS.garden({ seed: 12 }), sun: [0.45, -1, 1.0], sunOp: 0.45 }));
  S.add(curtain(S, 22, 32, 285, 6, '#EFE6D8'), curtain(S, 208, 32, 285, 6, '#EFE6D8', { seed: 7 }));
  S.add(art(S, 470, 125, 150, 100, { kind: 'strokes', pal: [p.coffee, '#C8A27A', '#3b2d24'], bg: '#F2EADF', frame: p.walnut, fw: 1.4 }));
  S.add(consoleTable(S, 440, 5, 210, 45, 78, p.walnut, { style: 'cabinet', doors: 4, fluted: true }));
  S.add(tableLamp(S, 470, 78, 26, { base: '#E9DFD0', kind: 'round' }));
  S.add(vase(S, 600, 78, 26, 'amphora', p.coffee, { scale: 1 }), vase(S, 630, 78, 28, 'round', p.milk, { scale: 0.7 }));
  S.add(rug(S, 180, 560, 120, 340, { c: '#D8C7B0', kind: 'border', border: '#B89C7C' }));
  S.add(flushSun(S));
  for (const X of [300, 370]) S.add(diningChair(S, X, 150, { c: p.walnut, cane: p.rattan }));
  S.add(diningChair(S, 244, 215, { facing: 'right', c: p.walnut, cane: p.rattan }));
  S.add(diningTable(S, 260, 410, 170, 270, { c: p.walnut, round: true, legs: 'pedestal' }));
  S.add(vase(S, 335, 76, 215, 'bowl', p.milk, { scale: 1.4 }), vase(S, 362, 76, 228, 'cyl', p.coffee, { scale: 0.5 }));
  S.add(diningChair(S, 426, 215, { facing: 'left', c: p.walnut, cane: p.rattan }));
  S.add(pendant(S, 335, 220, 170, { type: 'woven', c: p.rattan, r: 40, h: 40 }));
}
def('p03-1', 'land', 'Round walnut pedestal table with cane-back chairs beneath an oversized rattan pendant in a latte-toned dining room', (S) => {
  S.cam({ cx: 350, eye: 120, D: 1000, k: 2.85, vpy: 440 }); p03A(S); finish(S, { glow: [0.12, 0.4], glowOp: 0.28, warm: 0.1 });
});
def('p03-2', 'port', 'Fluted walnut sideboard with a ceramic lamp, coffee-toned vessels and an abstract painting', (S) => {
  S.frame({ X: 545, Y: 130, Z: 30, span: 240, eye: 125, D: 1000, ty: 0.5 }); p03A(S); finish(S, { warm: 0.1 });
});
def('p03-3', 'port', 'Arched window framed by milky linen curtains, afternoon light pooling on a warm oak floor', (S) => {
  S.frame({ X: 150, Y: 120, Z: 120, span: 230, eye: 120, D: 1000, ty: 0.5 }); p03A(S); finish(S, { glow: [0.3, 0.3], glowOp: 0.3, warm: 0.1 });
});
def('p03-4', 'land', 'Latte plaster dining room with an arched window, linen curtains and a walnut table under a woven pendant', (S) => {
  S.frame({ X: 250, Y: 130, Z: 120, span: 520, eye: 125, D: 1000, ty: 0.48, cx: 260 }); p03A(S); finish(S, { glow: [0.2, 0.4], glowOp: 0.3, warm: 0.1 });
});
def('p03-5', 'sq', 'Oversized rattan pendant glowing above a walnut table set with a cream bowl', (S) => {
  S.frame({ X: 335, Y: 115, Z: 220, span: 215, eye: 118, D: 1000, ty: 0.52 }); p03A(S); finish(S, { warm: 0.1 });
});

// ── p04 Little But Luxe — bathroom ─────────────────────────────
const P04 = { wall: '#EEE7DC', green: ['#2E5A4C', '#285045', '#356556', '#22463C', '#3C6E5E', '#2A5A4A'], marble: '#EEE9E1', brass: '#B8934F' };
function p04A(S) {
  const p = P04;
  S.add(room(S, { RW: 320, RH: 270, wall: p.wall, floor: { type: 'tiles', c: '#E9E3D9', size: 40, gap: 0.4, jit: 0.04, tex: 'marble', texOp: 0.4 } }));
  S.add(tiles(S, 0, 320, 0, 270, 0.3, { kind: 'zellige', w: 10, colors: p.green, grout: '#1f3a31' }));
  S.add('<!--SH-->');
  S.add(vanity(S, 70, 250, { c: '#6E4E36', top: p.marble, basin: true, basinC: '#F4F0E9', legs: '#B8934F', h: 86 }));
  S.add(faucet(S, 160, 118, 1, { wall: true, c: p.brass }));
  S.add(roundMirror(S, 160, 170, 38, 1.5, { frame: p.brass, fw: 2.4, wall: '#5b7d70' }));
  S.add(sconce(S, 100, 175, 1.5, { c: p.brass, glowR: 40 }), sconce(S, 220, 175, 1.5, { c: p.brass, glowR: 40 }));
  S.add(vase(S, 215, 86, 25, 'bottle', '#E9DFCF', { scale: 0.6 }), vase(S, 228, 86, 28, 'cyl', '#B8934F', { scale: 0.4, spec: 0.6 }));
  S.add(towelStack(S, 160, 12, 28, { colors: ['#F1EBE1', '#E4DACB'], n: 2, w: 36, d: 24 }));
}
def('p04-1', 'land', 'Small bathroom wrapped in deep green zellige with a marble-topped walnut vanity, round brass mirror and glowing sconces', (S) => {
  S.frame({ X: 160, Y: 128, Z: 0, span: 305, eye: 140, D: 700, ty: 0.5 }); p04A(S); finish(S, { warm: 0.08 });
});
def('p04-2', 'port', 'Round brass mirror between two globe sconces above a white vessel basin and a wall-mounted brass faucet, against glossy green zellige', (S) => {
  S.frame({ X: 160, Y: 140, Z: 25, span: 150, eye: 150, D: 700, ty: 0.5, cx: 120 }); p04A(S); finish(S, { warm: 0.08 });
});
function p04B(S) {
  const p = P04;
  S.add(room(S, { RW: 320, RH: 270, wall: p.wall, floor: { type: 'tiles', c: '#E9E3D9', size: 40, gap: 0.4, jit: 0.04, tex: 'marble', texOp: 0.4 } }));
  S.add(tiles(S, 0, 320, 0, 270, 0.3, { kind: 'zellige', w: 10, colors: p.green, grout: '#1f3a31', seed: 5 }));
  S.add(niche(S, 200, 262, 100, 140, { arch: false, depth: 12, wall: '#2E5A4C', shelves: [], items: (Z) => vase(S, 215, 100, Z, 'bottle', '#EDE6DA', { scale: 0.5 }) + vase(S, 240, 100, Z, 'cyl', '#B8934F', { scale: 0.35, spec: 0.6 }) }));
  S.add(backOpening(S, { x0: 70, x1: 150, y0: 140, y1: 235, depth: 18, wall: '#2E5A4C', frame: '#E9E2D6', cols: 1, rows: 2, view: VIEWS.garden({ seed: 44 }), sun: [0.2, -1, 0.9], sunOp: 0.4 }));
  S.add(flushSun(S));
  S.add(tub(S, 150, 40, { L: 165, W: 76, h: 58, c: '#F4F0E8', water: true }));
  S.add(filler(S, 255, 80, { c: p.brass, dir: -1, reach: 24 }));
  S.add(towelStack(S, 40, 0, 60, { colors: ['#EFE9DF', '#E2D7C6', '#EFE9DF'], n: 4, w: 34, d: 26 }));
}
def('p04-3', 'port', 'Close detail of a white vessel basin on veined marble, a brass faucet and the glossy, uneven glaze of green zellige', (S) => {
  S.frame({ X: 160, Y: 100, Z: 30, span: 80, eye: 150, D: 700, ty: 0.55, cx: 115 }); p04A(S); finish(S, { warm: 0.08 });
});
def('p04-4', 'land', 'Freestanding tub with a brass floor-mounted filler beneath a small window, a niche with a vase and folded towels, all in green zellige', (S) => {
  S.frame({ X: 160, Y: 95, Z: 40, span: 300, eye: 150, D: 700, ty: 0.5 }); p04B(S); finish(S, { warm: 0.08 });
});
def('p04-5', 'sq', 'Curve of a white freestanding tub beside a tall brass floor-mounted filler, a vase in a niche of deep green zellige', (S) => {
  S.frame({ X: 225, Y: 62, Z: 80, span: 150, eye: 120, D: 700, ty: 0.55 }); p04B(S); finish(S, { warm: 0.08 });
});


// ── p05 Hang Time — outdoor ─────────────────────────────
const P05 = { stucco: '#EBDCC8', teak: '#8A6343', cush: '#EDE3D3', terra: '#B5643C' };
const SUNSET = [[0, '#a9a7c0'], [0.35, '#e6b8a4'], [0.7, '#f4c890'], [1, '#f8dfb0']];
function p05A(S) {
  const p = P05;
  S.add(outdoor(S, { sky: SUNSET, sun: [S.vpx + 380 * S.k / 2.6, S.vpy - 40], sunR: 320, floor: { type: 'pavers', c: '#D9BE9C', size: 60 }, h1: '#c99c93', h2: '#9b7f7e', lawn: '#8f8a62', trees: '#6d6448' }));
  S.add(tree(S, 80, -60, { h: 300, seed: 21, potR: 1, potH: 1, potC: '#8f8a62', trunks: 3, clusters: 16, crownW: 190, crown: 110, density: 2.6 }));
  S.add(box(S, { x0: -800, x1: 1500, y0: 0, y1: 95, z0: -30, z1: 0 }, p.stucco, { top: S.v('#C98E64', '#B5764F'), tex: { name: 'plaster', size: 200, op: 0.35 } }));
  S.add('<!--SH-->');
  const pg = pergola(S, 140, 560, 40, 330, { h: 260, c: '#7A5C43', gap: 28, sun: [-0.35, -1, 1.5], shadowOp: 0.3 });
  S.add(pg.back);
  S.add(tree(S, 630, 70, { h: 240, seed: 6, potR: 32, potH: 55, potC: p.terra, clusters: 12, density: 3 }));
  S.add(sofa(S, { x: 280, z: 55, w: 240, c: p.cush, leg: p.teak, plinth: true, pillows: [{ x: 325, c: '#C98F6B', rot: -5 }, { x: 372, c: '#E2C48E', w: 40, h: 38, rot: 4 }, { x: 470, c: '#D9CDB8', rot: 5 }] }));
  S.add(hangingChair(S, 215, 175, 262, { cushion: '#F1E8DA', pillow: '#C98F6B' }));
  S.add(box(S, { x0: 330, x1: 470, y0: 0, y1: 32, z0: 190, z1: 250 }, p.teak, { tex: { name: 'grainH', size: 50, op: 0.45 }, stroke: dk(p.teak, 0.3) }));
  S.add(vase(S, 370, 32, 220, 'bowl', '#E9E0D2', { scale: 1.2 }), lantern(S, 440, 222, { y: 32, h: 26, w: 13 }));
  S.add(lantern(S, 592, 200, { h: 46, w: 22 }), lantern(S, 616, 222, { h: 32, w: 16 }));
  S.add(pg.front, pg.top);
}
def('p05-1', 'land', 'Timber pergola casting striped shadows over a stone patio with a rattan hanging chair, outdoor sofa and olive trees at sunset', (S) => {
  S.cam({ cx: 360, eye: 135, D: 1100, k: 2.3, vpy: 520 }); p05A(S); finish(S, { glow: [0.72, 0.4], glowOp: 0.35, warm: 0.12 });
});
def('p05-2', 'port', 'Rattan egg chair with a cream seat and terracotta cushion hanging from a pergola beam beside an outdoor sofa at sunset', (S) => {
  S.frame({ X: 225, Y: 125, Z: 175, span: 230, eye: 125, D: 1100, ty: 0.5 }); p05A(S); finish(S, { glow: [0.9, 0.3], glowOp: 0.3, warm: 0.12 });
});
def('p05-3', 'port', 'Olive tree in a terracotta pot against a warm stucco wall, glowing lanterns at its base', (S) => {
  S.frame({ X: 610, Y: 130, Z: 90, span: 230, eye: 120, D: 1100, ty: 0.5 }); p05A(S); finish(S, { glow: [0.7, 0.3], glowOp: 0.3, warm: 0.12 });
});
function p05B(S) {
  const p = P05;
  S.add(outdoor(S, { sky: [[0, '#b7a9bd'], [0.4, '#eab7a0'], [0.75, '#f6c789'], [1, '#f9e0ae']], sun: [S.vpx - 300 * S.k / 2.6, S.vpy - 30], sunR: 300, floor: { type: 'tiles', c: '#C27A52', size: 40, gap: 0.8, jit: 0.08, grout: '#d8c2a6' }, h1: '#c5998f', h2: '#977d7c', lawn: '#8d8a60' }));
  S.add(box(S, { x0: -800, x1: 1500, y0: 0, y1: 110, z0: -30, z1: 0 }, p.stucco, { top: S.v('#C98E64', '#B5764F'), tex: { name: 'plaster', size: 200, op: 0.35 } }));
  for (const [X, sd] of [[60, 3], [660, 7]]) S.add(tree(S, X, 40, { h: 250, seed: sd, potR: 30, potH: 50, potC: p.terra, clusters: 12, density: 3 }));
  S.add('<!--SH-->');
  const pg = pergola(S, 150, 550, 40, 320, { h: 260, c: '#6E5240', gap: 26, sun: [0.35, -1, 1.4], shadowOp: 0.3 });
  S.add(pg.back);
  for (const X of [270, 350, 430]) S.add(diningChair(S, X, 150, { c: p.teak, back: 'linen', fabric: '#E9DFCF' }));
  S.add(diningTable(S, 220, 480, 170, 265, { c: p.teak, legs: 'trestle' }));
  S.add(vase(S, 300, 76, 215, 'bowl', '#F0E8DA', { scale: 1.3 }), candle(S, 355, 76, 218, { lit: true, h: 12, ch: 16, c: '#2f2a25' }), candle(S, 380, 76, 214, { lit: true, h: 9, ch: 12, c: '#2f2a25' }), vase(S, 420, 76, 218, 'amphora', p.terra, { scale: 0.8 }), stems(S, 420, 108, 218, { h: 40, n: 5, seed: 2 }));
  for (const X of [290, 410]) S.add(pendant(S, X, 215, 175, { type: 'lantern', c: '#2f2a25', r: 12, h: 34, glow: 0.6 }));
  S.add(pg.front, pg.top);
}
def('p05-4', 'land', 'Teak dining table set for dinner beneath a pergola hung with iron lanterns as the sun sets over the hills', (S) => {
  S.cam({ cx: 350, eye: 140, D: 1100, k: 2.4, vpy: 500 }); S.RH = 262; p05B(S); finish(S, { glow: [0.3, 0.4], glowOp: 0.35, warm: 0.12 });
});
def('p05-5', 'sq', 'Two glowing iron lanterns on the pavers beside a potted olive tree and the arm of a cream outdoor sofa at dusk', (S) => {
  S.frame({ X: 585, Y: 45, Z: 200, span: 190, eye: 95, D: 1100, ty: 0.55 }); p05A(S); finish(S, { glow: [0.6, 0.4], glowOp: 0.3, warm: 0.14 });
});

// ── p06 California Dreaming — full home ─────────────────────────────
const P06 = { wall: '#F4F1EA', oak: '#D4B38A', linen: '#9FAAB0', linen2: '#C4CCCE', sand: '#E8DDCB' };
function oceanWall(S, x0, x1, y0, y1, n, o = {}) {
  return backOpening(S, { x0, x1, y0, y1, depth: 18, wall: P06.wall, frame: '#2B2724', frameW: 2.6, cols: n, rows: 1, view: VIEWS.ocean({ seed: o.seed || 9 }), sun: [0.25, -1, 0.8], sunOp: 0.35, door: y0 < 5, ...o });
}
function p06A(S) {
  const p = P06;
  S.add(room(S, { RW: 740, RH: 310, wall: p.wall, floor: { type: 'planks', c: p.oak, w: 18 } }));
  S.add(oceanWall(S, 80, 560, 0, 255, 4));
  S.add(rug(S, 170, 560, 110, 360, { c: '#E7E2D8', kind: 'stripes', border: '#B8C0C2', gap: 26 }));
  S.add(flushSun(S));
  S.add(tree(S, 625, 50, { h: 230, seed: 31, potR: 26, potH: 44, potC: '#E6DED0', potShape: 'bowl', clusters: 11, density: 3 }));
  S.add(sofa(S, { x: 200, z: 20, w: 260, c: p.linen, leg: '#C9A87E', pillows: [{ x: 245, c: p.sand, rot: -5 }, { x: 295, c: '#6F7F88', w: 42, h: 40, rot: 3 }, { x: 415, c: '#EDE7DC', rot: 5 }], throwC: '#E8E0D2', throwRight: true }));
  S.add(box(S, { x0: 270, x1: 420, y0: 0, y1: 36, z0: 170, z1: 240 }, p.oak, { tex: { name: 'grainH', size: 60, op: 0.45 }, stroke: dk(p.oak, 0.3) }));
  S.add(floorShadow(S, 270, 420, 170, 240, { op: 0.35, spread: 6, blur: 8 }));
  S.add(books(S, 290, 36, 205, [[3, 30, '#E4DDD0'], [3, 26, '#7C8B94']]), vase(S, 380, 36, 205, 'round', '#F2EEE7', { scale: 0.8 }), stems(S, 380, 56, 205, { h: 40, n: 5, seed: 8 }));
  S.add(loungeChair(S, { x: 560, z: 150, c: p.linen2, tex: 'linen', legs: '#B8946A', pillow: '#6F7F88' }));
  S.add(floorLamp(S, 665, 140, { h: 150, c: '#2B2724' }));
}
def('p06-1', 'land', 'Blue-grey linen sofa and white oak coffee table before a wall of black-framed windows looking out to the Pacific', (S) => {
  S.cam({ cx: 380, eye: 115, D: 1100, k: 2.55, vpy: 460 }); p06A(S); finish(S, { glow: [0.4, 0.3], glowOp: 0.2, warm: 0.04 });
});
function p06Bed(S) {
  const p = P06;
  S.add(room(S, { RW: 560, RH: 290, wall: p.wall, floor: { type: 'planks', c: p.oak, w: 18 } }));
  S.add(oceanWall(S, 360, 540, 60, 240, 2, { seed: 4, door: false }));
  S.add(curtain(S, 330, 26, 275, 8, '#EEEAE2'), curtain(S, 546, 26, 275, 8, '#EEEAE2', { seed: 9 }));
  S.add(art(S, 140, 125, 110, 80, { kind: 'landscape', pal: ['#C9D1D0', '#9FAAB0', '#6F7F88', '#F1EEE7'], frame: '#D4B38A', fw: 1.2 }));
  S.add(rug(S, 60, 420, 140, 330, { c: '#ECE7DD', kind: 'plain' }));
  S.add(flushSun(S));
  S.add(nightstand(S, 40, 10, { c: p.oak }), tableLamp(S, 65, 56, 30, { base: '#E9E4DA', kind: 'column' }));
  S.add(bed(S, 110, 280, { hb: '#D8D2C6', duvet: p.linen2, sheet: '#F5F2EC', blanket: '#7C8B94', accent: p.sand, hbH: 115 }));
  S.add(nightstand(S, 300, 10, { c: p.oak }));
}
def('p06-2', 'port', 'Bed dressed in blue-grey and white linens beside a sheer-curtained window opening onto the ocean', (S) => {
  S.frame({ X: 250, Y: 105, Z: 100, span: 400, eye: 155, D: 700, ty: 0.5 }); p06Bed(S); finish(S, { glow: [0.8, 0.3], glowOp: 0.2, warm: 0.04 });
});
function p06Kit(S) {
  const p = P06;
  S.add(room(S, { RW: 700, RH: 300, wall: p.wall, floor: { type: 'planks', c: p.oak, w: 18 } }));
  S.add(tiles(S, 20, 330, 90, 150, 0.4, { kind: 'subway', w: 15, colors: ['#F3F1EC', '#EEEBE5', '#F6F4EF'], grout: '#dcd7ce', gloss: true }));
  S.add(shelf(S, 40, 310, 200, { c: p.oak }));
  S.add(vase(S, 70, 200, 12, 'round', '#E8E4DC', { scale: 0.8 }), vase(S, 110, 200, 12, 'cyl', '#9FAAB0', { scale: 0.7 }), vase(S, 125, 200, 12, 'cyl', '#9FAAB0', { scale: 0.7 }), books(S, 170, 200, 12, [[3, 24, '#D4B38A'], [3, 22, '#E8E0D2']], 16), plant(S, 260, 200, 12, { kind: 'trailing', potR: 9, potH: 13, potC: '#F1EEE8', seed: 12, len: 40 }));
  S.add(cabinetRun(S, 20, 330, { c: p.oak, top: '#F4F1EA', topTex: 'marble', shaker: false, pull: '#2B2724', n: 6 }));
  S.add(oceanWall(S, 400, 660, 40, 250, 3, { seed: 7, door: false }));
  S.add(flushSun(S));
  S.add(vase(S, 90, 92, 30, 'bowl', '#F2EEE7', { scale: 1 }));
  for (const X of [430, 530, 630]) S.add(diningChair(S, X, 130, { c: p.oak, back: 'linen', fabric: p.linen2 }));
  S.add(diningTable(S, 390, 670, 150, 240, { c: p.oak, legs: 'trestle' }));
  S.add(vase(S, 530, 76, 195, 'bowl', '#9FAAB0', { scale: 1.2 }));
  S.add(pendant(S, 480, 195, 175, { type: 'globe', r: 15 }), pendant(S, 580, 195, 170, { type: 'globe', r: 15 }));
  S.add(island(S, 40, 280, 200, 280, { c: p.oak, top: '#F4F1EA', topTex: 'marble', fluted: false, wood: true }));
  for (const X of [90, 230]) S.add(stool(S, X, 305, { h: 66, c: '#2B2724', seat: p.oak, back: 18 }));
}
def('p06-3', 'port', 'White oak kitchen island with two black-framed stools, a white tile backsplash and one open shelf with a trailing plant', (S) => {
  S.frame({ X: 165, Y: 120, Z: 150, span: 330, eye: 140, D: 1000, ty: 0.5 }); p06Kit(S); finish(S, { warm: 0.04 });
});
def('p06-4', 'land', 'White oak dining table and oak chairs under glass globe pendants before wide windows to the sea', (S) => {
  S.frame({ X: 530, Y: 130, Z: 120, span: 400, eye: 125, D: 1000, ty: 0.5 }); p06Kit(S); finish(S, { glow: [0.5, 0.3], glowOp: 0.2, warm: 0.04 });
});
def('p06-5', 'sq', 'Reading corner with a blue-grey linen lounge chair and black floor lamp beside windows to the ocean', (S) => {
  S.frame({ X: 605, Y: 95, Z: 160, span: 190, eye: 110, D: 1100, ty: 0.5 }); p06A(S); finish(S, { warm: 0.04 });
});

// ── p07 Spanish Stella — entryway ─────────────────────────────
const P07 = { wall: '#F3EEE6', terra: '#B06E4C', iron: '#231F1C', wood: '#6A4630', beam: '#5E4330' };
function p07A(S) {
  const p = P07;
  S.add(room(S, { RW: 720, RH: 360, wall: p.wall, floor: { type: 'tiles', c: p.terra, size: 30, gap: 0.7, jit: 0.14, grout: '#cdb8a0' }, beams: { c: p.beam, gap: 90, start: 20 } }));
  S.add(backOpening(S, { x0: 455, x1: 585, y0: 0, y1: 250, arch: true, depth: 34, wall: p.wall, door: true, view: DOOR({ c: p.wood }) }));
  S.add(sconce(S, 435, 190, 1, { c: p.iron, kind: 'shade', glowR: 50 }), sconce(S, 605, 190, 1, { c: p.iron, kind: 'shade', glowR: 50 }));
  S.add(niche(S, 630, 690, 110, 200, { wall: p.wall, depth: 22, items: (Z) => vase(S, 660, 110, Z, 'amphora', p.terra, { scale: 1.1 }) }));
  S.add(stair(S, 30, 90, { n: 12, rise: 20, run: 27, w: 90, tread: '#A55E3B', riser: '#EFE7DA', riserTile: '#EFE8DA', riserMotif: '#3E6A86', under: '#ECE4D8', iron: p.iron }));
  S.add(rug(S, 250, 430, 170, 320, { c: '#C9A88A', kind: 'diamond', border: '#7C4A32', n: 3 }));
  S.add('<!--SH-->');
  S.add(bench(S, 375, 40, 70, 38, 46, p.wood, { cushion: '#E3D5BF', tex: 'linen' }));
  S.add(tree(S, 640, 90, { h: 210, seed: 17, potR: 28, potH: 48, potC: p.terra, potShape: 'urn', clusters: 10, density: 3 }));
  S.add(pendant(S, 360, 190, 215, { type: 'lantern', c: p.iron, r: 20, h: 56, glow: 0.55 }));
}
def('p07-1', 'land', 'Spanish revival entry with terracotta tile floor, a wrought-iron stair rail, an arched plank door, an iron lantern and a potted olive tree', (S) => {
  S.cam({ cx: 360, eye: 125, D: 1100, k: 2.3, vpy: 470 }); p07A(S); finish(S, { glow: [0.5, 0.4], glowOp: 0.2, warm: 0.08 });
});
def('p07-2', 'port', 'Arched wooden front door with iron straps and a ring pull set deep in white plaster, flanked by iron sconces', (S) => {
  S.frame({ X: 520, Y: 135, Z: 40, span: 260, eye: 125, D: 1100, ty: 0.5 }); p07A(S); finish(S, { warm: 0.08 });
});
def('p07-3', 'port', 'Terracotta stair treads with blue-and-white painted risers beneath a scrolled wrought-iron balustrade', (S) => {
  S.frame({ X: 170, Y: 130, Z: 90, span: 220, eye: 120, D: 1100, ty: 0.5, cx: 240 }); p07A(S); finish(S, { warm: 0.08 });
});
function p07B(S) {
  const p = P07;
  S.add(room(S, { RW: 760, RH: 350, wall: p.wall, floor: { type: 'checker', c: p.terra, c2: '#E9DCC8', size: 30, gap: 0.6, jit: 0.08, grout: '#d6c3ad' }, beams: { c: p.beam, gap: 95, start: 15 } }));
  for (const [x0, x1] of [[60, 200], [310, 450], [560, 700]]) S.add(backOpening(S, { x0, x1, y0: 0, y1: 270, arch: true, depth: 40, wall: p.wall, door: true, view: VIEWS.garden({ seed: x0 + 3, sky1: '#d8e0dc', greens: ['#6f7a4e', '#808a5c', '#5f6a44'], ground: '#c4a27c', haze: 0.15 }), sun: [0.15, -1, 1.1], sunOp: 0.4 }));
  S.add(flushSun(S));
  S.add(consoleTable(S, 225, 8, 60, 32, 80, p.wood, { style: 'legs', leg: p.iron }));
  S.add(roundMirror(S, 255, 160, 30, 1.5, { frame: p.iron, fw: 2 }));
  S.add(consoleTable(S, 475, 8, 60, 32, 80, p.wood, { style: 'legs', leg: p.iron }));
  S.add(roundMirror(S, 505, 160, 30, 1.5, { frame: p.iron, fw: 2 }));
  S.add(vase(S, 245, 80, 24, 'jug', p.terra, { scale: 0.9 }), candle(S, 270, 80, 24, { c: p.iron, lit: true }));
  S.add(vase(S, 495, 80, 24, 'round', '#EFE7DA', { scale: 0.8 }), stems(S, 495, 100, 24, { h: 45, n: 5, seed: 14 }));
  for (const X of [255, 505]) S.add(pendant(S, X, 150, 205, { type: 'lantern', c: p.iron, r: 16, h: 46, glow: 0.5 }));
  S.add(tree(S, 730, 120, { h: 220, seed: 23, potR: 28, potH: 50, potC: p.terra, potShape: 'urn', clusters: 10 }));
}
def('p07-4', 'land', 'Colonnade of white plaster arches opening to a sunlit courtyard over a terracotta and cream checkered floor', (S) => {
  S.cam({ cx: 380, eye: 125, D: 1100, k: 2.4, vpy: 470 }); p07B(S); finish(S, { glow: [0.5, 0.5], glowOp: 0.2, warm: 0.08 });
});
def('p07-5', 'sq', 'Iron-legged console with a terracotta jug and candle beneath a black iron mirror and lantern', (S) => {
  S.frame({ X: 255, Y: 130, Z: 30, span: 200, eye: 125, D: 1100, ty: 0.5 }); p07B(S); finish(S, { warm: 0.08 });
});

// ── p08 Fresh Outlook — home office ─────────────────────────────
const P08 = { wall: '#F1EEE6', oak: '#D2B089', olive: '#6B6B47', olive2: '#8A8A5E' };
function p08A(S) {
  const p = P08;
  S.add(room(S, { RW: 640, RH: 300, wall: p.wall, floor: { type: 'planks', c: '#CDAE88', w: 16 } }));
  S.add(backOpening(S, { x0: 130, x1: 430, y0: 80, y1: 265, depth: 22, wall: p.wall, frame: '#2B2724', frameW: 2.6, cols: 4, rows: 3, view: VIEWS.garden({ seed: 61, greens: ['#6f7d4e', '#7f8c58', '#5c6b40', '#8e9a66'] }), sun: [0.35, -1, 0.9], sunOp: 0.45 }));
  // bookcase
  const bx0 = 470, bx1 = 610;
  S.add(box(S, { x0: bx0, x1: bx1, y0: 0, y1: 230, z0: 0, z1: 34 }, p.oak, { tex: { name: 'grainV', size: 60, op: 0.4 }, stroke: dk(p.oak, 0.3) }));
  S.add(S.poly([[bx0 + 3, 8, 33.8], [bx1 - 3, 8, 33.8], [bx1 - 3, 226, 33.8], [bx0 + 3, 226, 33.8]], dk(p.oak, 0.35)));
  const rng = mulberry32(8);
  for (const y of [8, 62, 116, 172]) {
    S.add(box(S, { x0: bx0 + 3, x1: bx1 - 3, y0: y, y1: y + 3, z0: 2, z1: 34 }, p.oak, { noSide: true }));
    S.add(upBooks(S, bx0 + 8, y + 3, 6, 9 + Math.floor(rng() * 6), ['#6B6B47', '#D8CDB8', '#A58A68', '#EFE7DA', '#8A8A5E', '#3b332b'], rng, 22));
  }
  S.add(plant(S, 580, 65, 18, { kind: 'trailing', potR: 8, potH: 12, potC: '#EAE3D6', seed: 3, len: 45, scale: 1 }));
  S.add(vase(S, 585, 119, 18, 'round', P08.olive, { scale: 0.6 }), plant(S, 585, 175, 18, { kind: 'snake', potR: 7, potH: 11, potC: '#CFC3AE', seed: 5, h: 0.45, n: 6 }));
  S.add(rug(S, 170, 420, 140, 330, { c: '#E5DED0', kind: 'border', border: '#8A8A5E' }));
  S.add(flushSun(S));
  S.add(plant(S, 70, 0, 50, { kind: 'fiddle', potR: 20, potH: 34, potC: '#C8B699', h: 150, n: 16, seed: 11, potShape: 'bowl' }));
  S.add(desk(S, 175, 385, 30, 100, { c: p.oak, drawers: true }));
  S.add(deskLamp(S, 200, 75, 55, { c: '#2B2724' }));
  S.add(box(S, { x0: 255, x1: 300, y0: 75, y1: 77, z0: 60, z1: 90 }, '#B9B4AC', { top: S.v('#d9d5ce', '#c9c4bb') }));
  S.add(books(S, 320, 75, 70, [[2, 24, P08.olive], [2.4, 22, '#E9E1D3'], [1.8, 20, '#A58A68']], 18));
  S.add(vase(S, 365, 75, 60, 'cyl', '#EFE8DC', { scale: 0.45 }), plant(S, 350, 75, 45, { kind: 'fern', potR: 7, potH: 10, potC: '#B5643C', scale: 0.7, seed: 4 }));
  S.add(chairBack(S, 280, 150, { c: P08.olive }));
}
def('p08-1', 'land', 'Light oak desk beneath a broad black-framed window full of greenery, with an olive linen chair and oak bookcase', (S) => {
  S.cam({ cx: 330, eye: 125, D: 1000, k: 2.85, vpy: 430 }); p08A(S); finish(S, { glow: [0.4, 0.3], glowOp: 0.22, warm: 0.05 });
});
def('p08-2', 'port', 'Oak bookcase of olive, cream and tan books with trailing plants and small ceramics', (S) => {
  S.frame({ X: 540, Y: 125, Z: 30, span: 190, eye: 130, D: 1000, ty: 0.5 }); p08A(S); finish(S, { warm: 0.05 });
});
def('p08-3', 'port', 'Desk detail with a black task lamp, stacked books, a potted fern and a view of the garden', (S) => {
  S.frame({ X: 300, Y: 95, Z: 70, span: 180, eye: 125, D: 1000, ty: 0.47, cx: 250 }); p08A(S); finish(S, { warm: 0.05 });
});
function p08B(S) {
  const p = P08;
  S.add(room(S, { RW: 640, RH: 300, wall: p.wall, floor: { type: 'planks', c: '#CDAE88', w: 16 } }));
  ghostSun(S, { side: 'L', z0: 60, z1: 300, y0: 60, y1: 260, cols: 3, rows: 3, sun: [1.0, -1, -0.5], op: 0.45 });
  S.add(art(S, 230, 120, 80, 105, { kind: 'landscape', pal: ['#A7AE84', '#6B6B47', '#3f4430', '#EEEBDD'], frame: '#2B2724', fw: 1 }), art(S, 330, 140, 64, 64, { kind: 'sun', pal: ['#8A8A5E', '#D9CFB6', '#6B6B47'], frame: '#2B2724', fw: 1 }));
  S.add(rug(S, 150, 500, 110, 330, { c: '#E5DED0', kind: 'stripes', border: '#9A9A72', gap: 30 }));
  S.add(flushSun(S));
  S.add(plant(S, 120, 0, 40, { kind: 'fiddle', potR: 22, potH: 36, potC: '#BFA889', h: 170, n: 18, seed: 6, potShape: 'bowl' }));
  S.add(sofa(S, { x: 185, z: 16, w: 230, c: P08.olive2, leg: '#6b4a32', pillows: [{ x: 230, c: '#E9E1D3', rot: -5 }, { x: 370, c: '#C8B699', rot: 5 }] }));
  S.add(sideTable(S, 470, 40, { r: 20, h: 50, c: P08.oak, kind: 'pedestal' }), tableLamp(S, 470, 50, 40, { base: '#6B6B47', shade: '#F2ECE1' }));
  S.add(plant(S, 560, 0, 60, { kind: 'snake', potR: 18, potH: 30, potC: '#EDE6D8', seed: 8, h: 1.3, n: 11 }));
  S.add(box(S, { x0: 250, x1: 370, y0: 0, y1: 38, z0: 170, z1: 230 }, P08.oak, { tex: { name: 'grainH', size: 50, op: 0.45 }, stroke: dk(P08.oak, 0.3) }), floorShadow(S, 250, 370, 170, 230, { op: 0.3 }));
  S.add(books(S, 270, 38, 200, [[3, 26, '#E9E1D3'], [3, 24, P08.olive]]), plant(S, 340, 38, 200, { kind: 'trailing', potR: 8, potH: 11, potC: '#EAE3D6', seed: 9, len: 20 }));
}
def('p08-4', 'land', 'Olive linen sofa beneath framed landscape prints in a sunlit study, between a potted fig and a snake plant', (S) => {
  S.cam({ cx: 330, eye: 118, D: 1000, k: 2.75, vpy: 440 }); p08B(S); finish(S, { glow: [0.05, 0.4], glowOp: 0.25, warm: 0.05 });
});
def('p08-5', 'sq', 'Fiddle-leaf fig in a woven-look planter catching window light beside a light oak desk', (S) => {
  S.frame({ X: 95, Y: 100, Z: 50, span: 210, eye: 120, D: 1000, ty: 0.5, cx: 130 }); p08A(S); finish(S, { warm: 0.05 });
});

// ── p09 Serene Retreat — bedroom ─────────────────────────────
const P09 = { wall: '#EBE2D6', oat: '#DCCDB6', clay: '#B8785A', linen: '#EFE7DA', wood: '#8A6A4E' };
const DUSK = (seed) => VIEWS.dusk({ seed, top: '#a8a3b8', mid: '#deb6a4', low: '#efcfaa', h1: '#a98f8c', h2: '#7e6c69', tree: '#4f4a42' });
function p09A(S, o = {}) {
  const p = P09;
  S.add(room(S, { RW: 640, RH: 290, wall: p.wall, floor: { type: 'planks', c: '#B99572', w: 16 } }));
  S.add(backOpening(S, { x0: 480, x1: 600, y0: 50, y1: 240, arch: true, depth: 24, wall: p.wall, frame: '#3b332b', frameW: 2.6, cols: 2, rows: 3, view: DUSK(5) }));
  S.add(curtain(S, 452, 26, 275, 8, p.oat, { seed: 3 }), curtain(S, 606, 26, 275, 8, p.oat, { seed: 6 }));
  S.add(art(S, 235, 150, 150, 70, { kind: 'landscape', pal: ['#D8B59A', p.clay, '#8C6C58', '#F1E7DB'], frame: p.wood, fw: 1.2 }));
  S.add(rug(S, 130, 500, 160, 360, { c: '#E4D8C6', kind: 'plain' }));
  S.add(flushSun(S));
  S.add(nightstand(S, 130, 8, { c: p.wood, w: 52 }), tableLamp(S, 156, 56, 28, { base: '#E6DACA', kind: 'round', shade: '#F1E7DA' }), books(S, 140, 56, 30, [[3, 18, p.clay], [2.5, 16, '#E9E1D3']], 14));
  S.add(bed(S, 210, 410, { hb: p.oat, duvet: p.linen, sheet: '#F3ECE1', blanket: p.clay, hbH: 135, channels: true, noBlanket: o.noBlanket, pillows: [{ c: '#F3ECE1' }, { c: p.clay, w: 50, h: 34, dx: -30, rot: -4 }, { c: '#D9C3A5', w: 46, h: 32, dx: 28, rot: 5 }] }));
  if (o.noBlanket) S.add(foldedThrow(S, 300, 60, 150, 80, 50, p.clay));
  S.add(nightstand(S, 430, 8, { c: p.wood, w: 52 }), tableLamp(S, 456, 56, 28, { base: '#E6DACA', kind: 'round', shade: '#F1E7DA' }), vase(S, 470, 56, 36, 'bottle', p.clay, { scale: 0.6 }));
  if (o.bench !== false) S.add(bench(S, 235, 290, 150, 42, 46, p.wood, { cushion: p.oat, tex: 'boucle' }));
}
def('p09-1', 'land', 'Oatmeal upholstered bed layered with cream linen and a clay blanket between glowing lamps as dusk settles outside', (S) => {
  S.frame({ X: 320, Y: 105, Z: 100, span: 560, eye: 155, D: 700, ty: 0.47 }); p09A(S); finish(S, { glow: [0.5, 0.45], glowOp: 0.15, warm: 0.12, vignette: 0.35 });
});
def('p09-2', 'port', 'Walnut nightstand with a glowing ceramic lamp and clay-toned books beside a channel-tufted headboard', (S) => {
  S.frame({ X: 175, Y: 95, Z: 30, span: 170, eye: 110, D: 1000, ty: 0.5 }); p09A(S); finish(S, { warm: 0.12, vignette: 0.35 });
});
def('p09-3', 'port', 'Close view of layered bedding: clay and oatmeal linen cushions, crisp cream sheets and a folded clay throw on a softly creased duvet', (S) => {
  S.frame({ X: 300, Y: 62, Z: 80, span: 135, eye: 135, D: 430, ty: 0.45 }); p09A(S, { bench: false, noBlanket: true }); finish(S, { warm: 0.12, vignette: 0.35 });
});
function p09B(S) {
  const p = P09;
  S.add(room(S, { RW: 640, RH: 290, wall: p.wall, floor: { type: 'planks', c: '#B99572', w: 16 } }));
  S.add(backOpening(S, { x0: 100, x1: 260, y0: 40, y1: 250, arch: true, depth: 24, wall: p.wall, frame: '#3b332b', frameW: 2.6, cols: 2, rows: 3, view: DUSK(8) }));
  S.add(curtain(S, 70, 28, 275, 8, p.oat, { seed: 2 }), curtain(S, 268, 28, 275, 8, p.oat, { seed: 5 }));
  S.add(archMirror(S, 400, 140, 80, 110, 44, { wall: p.wall, frame: p.wood }));
  S.add(consoleTable(S, 340, 0, 200, 46, 80, p.wood, { style: 'cabinet', doors: 4 }));
  S.add(tableLamp(S, 365, 80, 24, { base: p.clay, kind: 'round', shade: '#F1E7DA' }), vase(S, 505, 80, 26, 'jug', '#E6DACA', { scale: 0.9 }), stems(S, 505, 113, 26, { h: 40, n: 5, seed: 19 }));
  S.add(rug(S, 80, 520, 120, 360, { c: '#E4D8C6', kind: 'plain' }));
  S.add(flushSun(S));
  S.add(loungeChair(S, { x: 140, z: 110, c: p.oat, tex: 'boucle', pillow: p.clay }));
  S.add(floorLamp(S, 262, 120, { h: 150, c: '#3b332b' }));
}
def('p09-4', 'land', 'Oatmeal bouclé reading chair by an arched window at dusk, opposite a walnut dresser and arched mirror', (S) => {
  S.cam({ cx: 320, eye: 118, D: 1000, k: 2.7, vpy: 440 }); p09B(S); finish(S, { glow: [0.25, 0.4], glowOp: 0.15, warm: 0.12, vignette: 0.35 });
});
def('p09-5', 'sq', 'Clay and oatmeal linen cushions stacked against a channel-tufted headboard', (S) => {
  S.frame({ X: 310, Y: 75, Z: 40, span: 150, eye: 100, D: 1000, ty: 0.5 }); p09A(S); finish(S, { warm: 0.12, vignette: 0.35 });
});


// ── unpublished projects ─────────────────────────────
function p10A(S) {
  const wall = '#E4DACB', wood = '#4A3426';
  S.add(room(S, { RW: 660, RH: 300, wall, floor: { type: 'tiles', c: '#CBBDA8', size: 60, gap: 0.3, jit: 0.05, tex: 'plaster', texOp: 0.2 }, beams: { c: '#3f2c20', gap: 100, start: 20 } }));
  S.add(marbleWall(S, 20, 640, 92, 150, 0.4, { c: '#D9CDBB', op: 0.55, size: 220 }));
  S.add(backOpening(S, { x0: 400, x1: 600, y0: 110, y1: 250, depth: 26, wall, frame: '#1f1c1a', frameW: 2.6, cols: 3, rows: 1, view: VIEWS.canyon(), sun: [-0.35, -1, 1.0], sunOp: 0.45 }));
  S.add(shelf(S, 40, 300, 200, { c: wood, t: 5 }));
  S.add(vase(S, 70, 200, 12, 'jug', '#C9B79C', { scale: 0.85 }), vase(S, 110, 200, 12, 'round', '#3b332b', { scale: 0.7 }), books(S, 150, 200, 12, [[3, 26, '#B89C7C'], [3, 24, '#6b5a48']], 16), vase(S, 220, 200, 12, 'bowl', '#E4DACB', { scale: 0.9 }), plant(S, 270, 200, 12, { kind: 'trailing', potR: 8, potH: 12, potC: '#8a7a66', seed: 41, len: 40 }));
  S.add(cabinetRun(S, 20, 640, { c: wood, top: '#D9CDBB', topTex: 'marble', shaker: false, pull: '#1f1c1a', n: 11, drawers: [1, 2] }));
  S.add(faucet(S, 500, 92, 18, { c: '#1f1c1a', h: 30 }));
  S.add(flushSun(S));
  S.add(vase(S, 90, 92, 30, 'amphora', '#B08D57', { scale: 0.8 }), stems(S, 90, 124, 30, { h: 50, n: 5, seed: 44, leaf: ['#7d7a55', '#96926a'] }));
  S.add(island(S, 150, 470, 200, 290, { c: '#3E2C20', top: '#D9CDBB', topTex: 'marble', wood: true, fluted: false }));
  S.add(vase(S, 240, 92, 245, 'bowl', '#E4DACB', { scale: 1.3 }));
  for (const X of [230, 390]) S.add(pendant(S, X, 245, 180, { type: 'cone', c: '#1f1c1a', r: 18, h: 30 }));
  for (const X of [200, 310, 420]) S.add(stool(S, X, 320, { h: 66, c: '#1f1c1a', seat: '#8C6A4E', back: 22, tex: 'grainH' }));
}
def('p10-1', 'land', 'Canyon-modern kitchen with dark walnut cabinetry, honed stone counters, black cone pendants and a window onto chaparral hills', (S) => {
  S.cam({ cx: 330, eye: 140, D: 1000, k: 2.6, vpy: 420 }); p10A(S); finish(S, { glow: [0.75, 0.3], glowOp: 0.22, warm: 0.08 });
});
def('p10-2', 'port', 'Dark walnut open shelf with stoneware and trailing greenery above a honed stone backsplash', (S) => {
  S.frame({ X: 160, Y: 160, Z: 20, span: 220, eye: 150, D: 1000, ty: 0.5 }); p10A(S); finish(S, { warm: 0.08 });
});
function p11A(S) {
  const wall = '#F3F1EC', blue = '#6F8CA6';
  S.add(room(S, { RW: 360, RH: 260, wall, floor: { type: 'checker', c: '#F1EEE7', c2: '#5F7C96', size: 18, gap: 0.3, jit: 0.03, grout: '#d9d6cf' } }));
  S.add(tiles(S, 0, 360, 0, 130, 0.3, { kind: 'subway', w: 15, colors: ['#F6F4EF', '#F1EFE9', '#F8F6F2'], grout: '#dcd8d0', gloss: true }));
  S.add(box(S, { x0: -100, x1: 460, y0: 128, y1: 133, z0: 0, z1: 4 }, '#F6F4EF', { noSide: true }));
  S.add(backOpening(S, { x0: 150, x1: 250, y0: 140, y1: 225, depth: 20, wall, frame: '#F6F4EF', frameW: 3, cols: 2, rows: 2, view: VIEWS.garden({ seed: 71, greens: ['#7f8f66', '#93a078', '#6d7d58'] }), sun: [0.2, -1, 0.9], sunOp: 0.4 }));
  S.add(S.front(6, `<path d="M146,-185 h108" stroke="#C9CCCB" stroke-width="1"/><path d="M148,-185 h104 v24 q-26,5 -52,0 q-26,5 -52,0 z" fill="${S.v('#F7F5F0', '#E8E4DC')}" opacity="0.95"/>`));
  S.add(flushSun(S));
  S.add(tub(S, 200, 40, { L: 165, W: 76, h: 60, c: '#F6F3EC', outer: blue }));
  S.add(filler(S, 300, 70, { c: '#C9CCCB', dir: -1, reach: 22 }));
  S.add(towelStack(S, 40, 0, 50, { colors: ['#F3F0EA', '#B9C8D4', '#F3F0EA'], n: 3, w: 32, d: 24, stripe: '#6F8CA6' }));
  S.add(plant(S, 330, 0, 50, { kind: 'fern', potR: 12, potH: 18, potC: '#EFEBE3', seed: 12 }));
}
def('p11-1', 'land', 'Cottage bathroom with white subway tile, a powder-blue freestanding tub, a checkerboard floor and a café-curtained window', (S) => {
  S.frame({ X: 180, Y: 105, Z: 40, span: 360, eye: 140, D: 800, ty: 0.47 }); p11A(S); finish(S, { warm: 0.04 });
});
function p11B(S) {
  const wall = '#F3F1EC', blue = '#6F8CA6';
  S.add(room(S, { RW: 360, RH: 260, wall, floor: { type: 'checker', c: '#F1EEE7', c2: '#5F7C96', size: 18, gap: 0.3, jit: 0.03, grout: '#d9d6cf' } }));
  S.add(tiles(S, 0, 360, 0, 130, 0.3, { kind: 'subway', w: 15, colors: ['#F6F4EF', '#F1EFE9', '#F8F6F2'], grout: '#dcd8d0', gloss: true, seed: 3 }));
  S.add('<!--SH-->');
  S.add(vanity(S, 110, 250, { c: blue, top: '#F2EFE9', basin: true, wood: false, doors: 2, pull: '#C9CCCB' }));
  S.add(faucet(S, 180, 98, 30, { c: '#C9CCCB', h: 24 }));
  S.add(archMirror(S, 145, 140, 70, 95, 1, { frame: '#C9CCCB', fw: 1.6, wall: '#cfd6da' }));
  S.add(sconce(S, 120, 185, 1, { c: '#C9CCCB', kind: 'shade', glowR: 40 }), sconce(S, 240, 185, 1, { c: '#C9CCCB', kind: 'shade', glowR: 40 }));
  S.add(vase(S, 232, 84, 20, 'jug', '#E9EEF2', { scale: 0.5 }), stems(S, 232, 101, 20, { h: 25, n: 4, seed: 8 }));
}
def('p11-2', 'port', 'Powder-blue vanity with a nickel faucet and arched mirror against white subway tile in a cottage bath', (S) => {
  S.frame({ X: 180, Y: 125, Z: 20, span: 210, eye: 135, D: 800, ty: 0.5 }); p11B(S); finish(S, { warm: 0.04 });
});
function p12A(S) {
  const wall = '#EEF0EC', oak = '#D6B993';
  S.add(room(S, { RW: 620, RH: 290, wall, floor: { type: 'planks', c: '#D9C3A3', w: 16 } }));
  S.add(backOpening(S, { x0: 90, x1: 350, y0: 75, y1: 250, depth: 22, wall, frame: '#F4F3EF', frameW: 3.2, cols: 3, rows: 2, view: VIEWS.ocean({ seed: 17 }), sun: [0.3, -1, 0.9], sunOp: 0.4 }));
  S.add(art(S, 430, 150, 70, 90, { kind: 'sun', pal: ['#7C96A8', '#E6DCCB', '#B7C3C8'], frame: oak, fw: 1 }), art(S, 515, 165, 60, 60, { kind: 'stones', pal: ['#B7C3C8', '#7C96A8', '#D9CFBF'], frame: oak, fw: 1 }));
  S.add(rug(S, 120, 420, 150, 330, { c: '#E5E1D7', kind: 'stripes', border: '#9FB2BE', gap: 24 }));
  S.add(flushSun(S));
  S.add(desk(S, 120, 330, 30, 100, { c: oak }));
  S.add(deskLamp(S, 140, 75, 55, { c: '#B08D57' }));
  S.add(books(S, 270, 75, 70, [[2, 24, '#7C96A8'], [2.4, 22, '#F0ECE4']], 18), vase(S, 310, 75, 55, 'round', '#E9ECEA', { scale: 0.6 }));
  S.add(plant(S, 200, 75, 55, { kind: 'fern', potR: 7, potH: 9, potC: '#C19A6B', scale: 0.7, seed: 22 }));
  S.add(diningChair(S, 225, 150, { c: '#C19A6B', cane: '#D9B98A' }));
  S.add(bench(S, 440, 30, 140, 40, 44, oak, {}));
  S.add(towelStack(S, 470, 44, 50, { colors: ['#E8E4DA', '#9FB2BE'], n: 2, w: 30, d: 22, t: 3 }));
  S.add(vase(S, 545, 44, 50, 'amphora', '#C9D3D6', { scale: 1 }), stems(S, 545, 84, 50, { h: 45, n: 5, seed: 3, leaf: ['#9aa48a', '#7f8c70'] }));
}
def('p12-1', 'land', 'Seaside study with a white oak desk and cane chair facing a wide window over the ocean, soft blue accents', (S) => {
  S.cam({ cx: 320, eye: 125, D: 1000, k: 2.75, vpy: 430 }); p12A(S); finish(S, { glow: [0.3, 0.3], glowOp: 0.2, warm: 0.04 });
});
def('p12-2', 'port', 'Cane-back chair at a white oak desk with a brass lamp before windows framing the sea', (S) => {
  S.frame({ X: 220, Y: 115, Z: 80, span: 230, eye: 125, D: 1000, ty: 0.5 }); p12A(S); finish(S, { warm: 0.04 });
});

// ── Collected Bath Details ─────────────────────────────
def('bath-1', 'port', 'Brushed brass wall-mounted tap over a honed Calacatta marble basin and backsplash', (S) => {
  S.frame({ X: 100, Y: 98, Z: 25, span: 75, eye: 165, D: 600, ty: 0.5, cx: 55 });
  S.add(room(S, { RW: 200, RH: 260, wall: '#EEE8DE', sides: false, floor: { type: 'plain', c: '#D8CCBA' } }));
  S.add(marbleWall(S, -200, 400, 0, 300, 0.3, { size: 140 }));
  S.add('<!--SH-->');
  S.add(box(S, { x0: -50, x1: 250, y0: 70, y1: 86, z0: 0, z1: 55 }, '#EEE9E1', { tex: { name: 'marble', size: 120, op: 0.9 }, stroke: '#cfc7bb' }));
  S.add(lathe(S, 100, 32, [[86, 17], [89, 19], [97, 21], [100, 21.5]], '#EFEAE2', { open: true, wall: 0.92, spec: 0.25, smooth: false, tex: { name: 'marble', size: 60, op: 0.6 } }));
  S.add(faucet(S, 100, 118, 1, { wall: true, c: '#B8934F' }));
  S.add(vase(S, 140, 86, 38, 'bottle', '#E7DDCD', { scale: 0.45 }), vase(S, 150, 86, 30, 'cyl', '#B8934F', { scale: 0.35, spec: 0.6 }));
  finish(S, { glow: [0.3, 0.2], glowOp: 0.25, warm: 0.06 });
});
def('bath-2', 'port', 'Stack of oatmeal and white waffle towels on a turned oak stool against a limewashed wall', (S) => {
  S.frame({ X: 100, Y: 50, Z: 60, span: 110, eye: 85, D: 600, ty: 0.5 });
  S.add(room(S, { RW: 200, RH: 260, wall: '#EDE4D6', sides: false, floor: { type: 'tiles', c: '#DDD2C2', size: 25, gap: 0.3, jit: 0.05 }, plasterOp: 0.3 }));
  ghostSun(S, { side: 'L', z0: 40, z1: 160, y0: 60, y1: 200, cols: 2, rows: 2, sun: [1.2, -1, -0.7], op: 0.45 });
  S.add(flushSun(S));
  S.add(stool(S, 100, 60, { h: 46, c: '#A07A52', seat: '#B48A5E', r: 18, tex: 'grainH' }));
  S.add(towelStack(S, 100, 46, 60, { colors: ['#F3EEE5', '#DCCDB6', '#F3EEE5', '#CDB99C'], n: 4, w: 32, d: 24, t: 5.5 }));
  S.add(vase(S, 60, 0, 40, 'tall', '#CBB59A', { scale: 0.9 }), stems(S, 60, 46, 40, { h: 55, n: 5, seed: 31 }));
  finish(S, { warm: 0.06 });
});
def('bath-3', 'port', 'Close detail of hand-glazed blush zellige tiles with a slim brass shelf holding small apothecary bottles', (S) => {
  S.frame({ X: 100, Y: 120, Z: 5, span: 75, eye: 125, D: 600, ty: 0.5 });
  S.add(room(S, { RW: 200, RH: 260, wall: '#EDE4D6', sides: false }));
  S.add(tiles(S, -100, 300, 0, 300, 0.3, { kind: 'zellige', w: 10, colors: ['#E3B8A2', '#DDAF97', '#E8C2AE', '#D7A48B', '#EBCDBC'], grout: '#c99a84', seed: 9 }));
  S.add('<!--SH-->');
  S.add(shelf(S, 60, 140, 112, { c: '#B8934F', d: 12, t: 1.2 }));
  S.add(vase(S, 80, 112, 6, 'bottle', '#6E4E36', { scale: 0.45, spec: 0.6 }), vase(S, 100, 112, 7, 'cyl', '#F1EBE1', { scale: 0.5 }), vase(S, 118, 112, 6, 'round', '#B8934F', { scale: 0.35, spec: 0.6 }));
  finish(S, { warm: 0.06 });
});
def('bath-4', 'port', 'Fluted white oak vanity with a stone vessel sink, round brass mirror and twin globe sconces on plaster', (S) => {
  S.frame({ X: 100, Y: 120, Z: 20, span: 200, eye: 135, D: 700, ty: 0.5 });
  S.add(room(S, { RW: 200, RH: 260, wall: '#EFE7DB', sides: false, floor: { type: 'tiles', c: '#D9CEBC', size: 40, gap: 0.3, jit: 0.04 }, plasterOp: 0.3 }));
  S.add('<!--SH-->');
  S.add(vanity(S, 30, 170, { c: '#C9A77E', top: '#E9E2D6', basin: true, basinC: '#D8CDBD', fluted: true, doors: 2, h: 84 }));
  S.add(faucet(S, 100, 116, 1, { wall: true, c: '#B8934F' }));
  S.add(roundMirror(S, 100, 172, 36, 1.5, { frame: '#B8934F', fw: 2.4 }));
  S.add(sconce(S, 40, 175, 1.5, { c: '#B8934F', glowR: 45 }), sconce(S, 152, 175, 1.5, { c: '#B8934F', glowR: 45 }));
  S.add(vase(S, 150, 84, 25, 'jug', '#E9E0D2', { scale: 0.55 }), stems(S, 150, 102, 25, { h: 28, n: 4, seed: 5 }));
  finish(S, { warm: 0.06 });
});
def('bath-5', 'port', 'Corner of a sculptural freestanding tub with a brass floor filler, lit by window light on limewashed plaster', (S) => {
  S.frame({ X: 130, Y: 60, Z: 60, span: 150, eye: 110, D: 700, ty: 0.55 });
  S.add(room(S, { RW: 200, RH: 260, wall: '#ECE4D8', sides: false, floor: { type: 'tiles', c: '#E3DACB', size: 50, gap: 0.3, jit: 0.03, tex: 'marble', texOp: 0.3 }, plasterOp: 0.35 }));
  ghostSun(S, { side: 'L', z0: 0, z1: 150, y0: 70, y1: 220, cols: 2, rows: 3, sun: [1.3, -1, -0.5], op: 0.5 });
  S.add(flushSun(S));
  S.add(tub(S, 90, 40, { L: 170, W: 76, h: 58, c: '#F3EFE7', water: true }));
  S.add(filler(S, 200, 70, { c: '#B8934F', dir: -1, reach: 26 }));
  S.add(vase(S, 40, 0, 110, 'tall', '#C9B497', { scale: 0.9 }), stems(S, 40, 46, 110, { h: 60, n: 6, seed: 17 }));
  finish(S, { warm: 0.06 });
});
def('bath-6', 'port', 'Brass sconce with a pleated linen shade casting a warm glow over textured plaster above an arched niche', (S) => {
  S.frame({ X: 100, Y: 140, Z: 2, span: 110, eye: 140, D: 600, ty: 0.5 });
  S.add(room(S, { RW: 200, RH: 260, wall: '#E9DFD1', sides: false, plasterOp: 0.45 }));
  S.add(niche(S, 70, 130, 70, 130, { wall: '#E9DFD1', depth: 16, items: (Z) => vase(S, 92, 70, Z, 'jug', '#B5643C', { scale: 0.7 }) + vase(S, 113, 70, Z, 'round', '#EFE7DA', { scale: 0.45 }) }));
  S.add(sconce(S, 100, 165, 1.5, { c: '#B8934F', kind: 'shade', glowR: 70, glow: 0.7 }));
  finish(S, { warm: 0.08, vignette: 0.32 });
});

// ── Examples from Past Projects & shop products (studio still lifes) ─────────────────────────────
const STUDIO = (wall, floor) => (S) => S.add(studio(S, { wall, floor }));
function still(name, alt, { wall = '#EFE7DB', floor, span = 160, Y = 45, eye = 95, Z = 100, ty = 0.52, light = -1, draw }) {
  def(name, 'sq', alt, (S) => {
    S.light = light;
    S.frame({ X: 0, Y, Z, span, eye, D: 900, ty });
    STUDIO(wall, floor)(S);
    S.add('<!--SH-->');
    draw(S);
    finish(S, { warm: 0.06, vignette: 0.22 });
  });
}
still('example-1', 'Ivory bouclé armchair with a low square back and rounded arms against a warm plaster backdrop', { span: 170, Y: 40, eye: 100, draw: (S) => { castShadow(S, 0, 100, 84, 75); S.add(loungeChair(S, { x: -42, z: 60, c: '#EFE8DC', h: 78 })); } });
still('example-2', 'Round travertine drum side table topped with a terracotta vase of olive stems', { wall: '#EDE3D5', span: 120, Y: 30, eye: 80, draw: (S) => { castShadow(S, 0, 100, 60, 50); S.add(travertineDrum(S, 0, 100, 28, 46, '#D9C6A8'), vase(S, 5, 46, 100, 'jug', '#8A5A3C', { scale: 0.7 }), stems(S, 5, 70, 100, { h: 30, n: 4, seed: 3 })); } });
still('example-3', 'Terracotta-glazed ceramic table lamp with a tapered linen shade on a plaster plinth', { wall: '#EAE0D2', span: 110, Y: 50, eye: 80, draw: (S) => { castShadow(S, 0, 100, 40, 80); S.add(plinth(S, 0, 100, 60, 30, 40, '#E3D6C2'), tableLamp(S, 0, 30, 100, { base: '#A86B4A', spec: 0.5, kind: 'round', r0: 20, r1: 14, shadeH: 26 })); } });
still('example-4', 'Woven rattan dome pendant light glowing against a warm backdrop', { wall: '#E9DED0', span: 120, Y: 150, eye: 120, draw: (S) => { S.RH = 260; S.add(pendant(S, 0, 60, 140, { type: 'woven', c: '#C49A66', r: 38, h: 40, glow: 0.7 })); S.add(S.front(0.5, `<ellipse cx="0" cy="-110" rx="60" ry="30" fill="${S.rad([[0, '#ffe2ad', 0.35], [1, '#ffe2ad', 0]])}"/>`)); } });
still('example-5', 'Walnut dining chair with a woven cane back and linen seat', { wall: '#ECE3D6', span: 130, Y: 45, eye: 100, draw: (S) => { castShadow(S, 0, 100, 46, 80); S.add(diningChair(S, 0, 100, { c: '#5A3B28', cane: '#C9A46E', seat: '#D9CDB8', w: 48, d: 48 })); } });
still('example-6', 'Low linen sofa with loose cushions, a terracotta pillow and an ivory pillow', { wall: '#EEE6DA', span: 265, Y: 38, eye: 110, Z: 60, draw: (S) => { S.add(sofa(S, { x: -120, z: 20, w: 240, c: '#E2D8C7', pillows: [{ x: -70, c: '#B9714D', w: 44, h: 42, rot: -5 }, { x: 75, c: '#EEE8DD', rot: 5 }] })); } });
still('example-7', 'Tall speckled stoneware vase holding arching olive branches', { wall: '#ECE2D4', span: 150, Y: 70, eye: 90, draw: (S) => { castShadow(S, 0, 100, 30, 120); S.add(vase(S, 0, 0, 100, 'tall', '#CDB89A', { scale: 1.4, tex: 'fine' }), stems(S, 0, 70, 100, { h: 90, n: 7, seed: 44, spread: 1.6, leafL: 7 })); } });
still('example-8', 'Round mirror in a slim brass frame hung on limewashed plaster', { wall: '#E9E0D3', span: 120, Y: 150, eye: 150, Z: 0, draw: (S) => { S.add(roundMirror(S, 0, 150, 45, 1.5, { frame: '#B08D57', fw: 2.6, reflect: `<rect x="-60" y="-200" width="120" height="100" fill="${S.grad([[0, '#f5efe4'], [1, '#d9cdbb']], { x2: 1, y2: 1 })}"/><rect x="15" y="-200" width="10" height="100" fill="#fff" opacity="0.25"/>` })); } });
def('example-9', 'sq', 'Corner of a hand-knotted cream wool rug with a charcoal and terracotta diamond pattern and fringe, seen from above on oak floorboards', (S) => {
  const W = S.W, H = S.H;
  let s = `<rect width="${W}" height="${H}" fill="#BF9A72"/>`;
  const rng = mulberry32(3);
  for (let x = 0; x < W; x += 120) { let y = -rng() * 600; while (y < H) { const l = 400 + rng() * 500; const c = rng() < 0.5 ? lt('#BF9A72', rng() * 0.08) : dk('#BF9A72', rng() * 0.08); s += `<rect x="${x + 1}" y="${f1(y + 1)}" width="118" height="${f1(l - 2)}" fill="${c}"/>`; y += l; } }
  s += `<rect width="${W}" height="${H}" fill="${S.tex('grainV', 300)}" fill-opacity="0.5"/>`;
  const rx = 260, ry = 220;
  s += `<rect x="${rx + 14}" y="${ry + 18}" width="${W}" height="${H}" fill="#2a1d14" opacity="0.25"/><rect x="${rx + 6}" y="${ry + 8}" width="${W}" height="${H}" fill="#2a1d14" opacity="0.2"/>`;
  s += `<rect x="${rx}" y="${ry}" width="${W}" height="${H}" fill="#EDE5D6"/>`;
  for (let i = 0; i < 60; i++) { const y = ry + 20 + i * 16; s += `<path d="M${rx},${y} h-${f1(30 + rng() * 10)}" stroke="#E6DCC9" stroke-width="4" stroke-linecap="round"/>`; }
  for (let i = 0; i < 60; i++) { const x = rx + 20 + i * 16; s += `<path d="M${x},${ry} v-${f1(30 + rng() * 10)}" stroke="#E6DCC9" stroke-width="4" stroke-linecap="round"/>`; }
  const pat = [];
  const bx = rx + 60, by = ry + 60;
  pat.push(`<rect x="${bx}" y="${by}" width="${W}" height="${H}" fill="none" stroke="#3b332b" stroke-width="9"/>`, `<rect x="${bx + 28}" y="${by + 28}" width="${W}" height="${H}" fill="none" stroke="#A0522D" stroke-width="5"/>`);
  for (let i = 0; i < 6; i++) for (let j = 0; j < 6; j++) { const cx = bx + 160 + i * 180, cy = by + 160 + j * 180; pat.push(`<path d="M${cx},${cy - 70} L${cx + 70},${cy} L${cx},${cy + 70} L${cx - 70},${cy}Z" fill="none" stroke="#3b332b" stroke-width="7"/><path d="M${cx},${cy - 22} L${cx + 22},${cy} L${cx},${cy + 22} L${cx - 22},${cy}Z" fill="${(i + j) % 3 ? '#3b332b' : '#A0522D'}"/>`); }
  s += `<g opacity="0.85">${pat.join('')}</g>`;
  s += `<rect x="${rx}" y="${ry}" width="${W}" height="${H}" fill="${S.tex('boucle', 60)}" fill-opacity="0.7"/><rect x="${rx}" y="${ry}" width="${W}" height="${H}" fill="${S.tex('fine', 200)}" fill-opacity="0.35"/>`;
  s += `<rect width="${W}" height="${H}" fill="${S.rad([[0, '#fff3dc', 0.35], [1, '#fff3dc', 0]], { cx: 0.2, cy: 0.15, r: 0.8 })}"/>`;
  S.add(s);
  finish(S, { warm: 0.06, vignette: 0.25 });
});
still('example-10', 'Solid white oak console with chunky slab legs, styled with books and a cream vase of olive branches', { wall: '#ECE3D6', span: 190, Y: 50, eye: 105, Z: 60, draw: (S) => { S.add(consoleTable(S, -70, 40, 140, 40, 78, '#CFAE86', { style: 'slab' }), vase(S, 35, 78, 60, 'jug', '#E9E0D2', { scale: 1 }), stems(S, 35, 110, 60, { h: 45, n: 5, seed: 7 }), books(S, -55, 78, 60, [[3, 28, '#B89C7C'], [3, 24, '#E6DCCB']])); } });
still('example-11', 'Upholstered bench in oatmeal linen on straight walnut legs', { wall: '#EDE4D7', span: 170, Y: 28, eye: 85, draw: (S) => { castShadow(S, 0, 100, 130, 45); S.add(bench(S, -65, 80, 130, 42, 46, '#5A3B28', { cushion: '#D9CBB4', tex: 'linen' })); } });
still('example-12', 'Three hand-glazed ceramic bowls in sand, clay and cream, two of them nested, on a pale oak block', { wall: '#EBE1D3', span: 90, Y: 22, eye: 60, draw: (S) => { S.add(plinth(S, 0, 100, 80, 14, 50, '#D9C6A8', 'grainH')); S.add(vase(S, -18, 14, 100, 'bowl', '#B5643C', { scale: 1.25 }), vase(S, -18, 19, 100, 'bowl', '#D9C6A8', { scale: 0.95 }), vase(S, 20, 14, 104, 'bowl', '#EFE8DC', { scale: 0.85 })); } });

still('product-1', 'Hand-thrown speckled stoneware vase with a softly rounded shoulder on a plaster plinth', { wall: '#EDE4D6', span: 90, Y: 35, eye: 70, draw: (S) => { castShadow(S, 0, 100, 40, 60); S.add(plinth(S, 0, 100, 60, 18, 40, '#E3D6C2')); S.add(vase(S, 0, 18, 100, 'amphora', '#C8B79E', { scale: 1.05, tex: 'fine' })); } });
still('product-2', 'Washed linen throw pillow in warm terracotta resting on a low oak bench', { wall: '#EDE5D9', span: 150, Y: 38, eye: 85, draw: (S) => { S.add(bench(S, -55, 85, 110, 38, 34, '#B48A5E', {})); S.add(pillow(S, 104, 0, 33, 50, 48, '#B9714D', -3, { tex: 'linen', welt: dk('#B9714D', 0.2) })); } });
still('product-3', 'Trio of turned brass candle holders with ivory tapers on a travertine slab', { wall: '#E9DFD1', span: 80, Y: 20, eye: 55, draw: (S) => { S.add(plinth(S, 0, 100, 70, 6, 30, '#DCCBB0', 'grainH')); S.add(candle(S, -16, 6, 97, { h: 14, ch: 22, lit: true }), candle(S, 2, 6, 102, { h: 10, ch: 18, lit: true }), candle(S, 18, 6, 98, { h: 7, ch: 16, lit: true })); } });
still('product-4', 'Honed travertine tray with a rolled edge holding a small clay bowl and a cream ceramic cup', { wall: '#ECE2D4', span: 75, Y: 8, eye: 75, draw: (S) => { S.add(floorShadow(S, -25, 25, 88, 112, { op: 0.22, blur: 3, spread: 2 })); S.add(box(S, { x0: -25, x1: 25, y0: 0, y1: 3, z0: 88, z1: 112 }, '#DDCCB0', { tex: { name: 'grainH', size: 30, op: 0.6 }, r: 1.5 })); S.add(box(S, { x0: -22, x1: 22, y0: 2.9, y1: 3.2, z0: 90, z1: 110 }, dk('#DDCCB0', 0.08), { noSide: true })); S.add(vase(S, 8, 3.2, 100, 'cyl', '#F0E9DD', { scale: 0.4 }), vase(S, -10, 3.2, 102, 'bowl', '#8A5A3C', { scale: 0.4 })); } });
still('product-5', 'Vintage rattan side chair with a woven cane back and natural frame', { wall: '#EEE6DA', span: 130, Y: 45, eye: 100, draw: (S) => { castShadow(S, 0, 100, 46, 80); S.add(diningChair(S, 0, 100, { c: '#B58B5A', cane: '#D8B585', seat: '#E6DAC6' })); } });
still('product-6', 'Solid white oak stool with a round seat and splayed legs', { wall: '#ECE4D8', span: 100, Y: 25, eye: 70, draw: (S) => { castShadow(S, 0, 100, 36, 46); S.add(stool(S, 0, 100, { h: 46, c: '#C49A6B', seat: '#CFA878', r: 18, tex: 'grainH' })); } });
still('product-7', 'Carved alabaster table lamp with a pale linen shade, softly lit', { wall: '#DFD3C2', span: 100, Y: 45, eye: 75, draw: (S) => { castShadow(S, 0, 100, 40, 70); S.add(plinth(S, 0, 100, 55, 20, 36, '#CDBDA4')); S.add(tableLamp(S, 0, 20, 100, { base: '#F3ECE0', kind: 'alabaster', shade: '#F8F2E8', spec: 0.45, tex: 'marble' })); } });
still('product-8', 'Folded chunky wool throw blanket in oatmeal with a rust stripe and fringe', { wall: '#EDE4D7', span: 90, Y: 15, eye: 55, draw: (S) => { S.add(floorShadow(S, -32, 32, 80, 120, { op: 0.35, blur: 6 })); let y = 0; for (let i = 0; i < 4; i++) { S.add(box(S, { x0: -32 + (i % 2), x1: 32 + (i % 2), y0: y, y1: y + 6, z0: 80, z1: 120 }, '#DCCDB4', { r: 3, tex: { name: 'boucle', size: 12, op: 0.7 }, stroke: '#b9a888' })); y += 6; } S.add(S.front(120.2, `<rect x="-31" y="-19.5" width="64" height="1.6" fill="#A0522D" opacity="0.85"/>` + Array.from({ length: 26 }, (_, i) => `<path d="M${-30 + i * 2.4},-1 v4" stroke="#d3c3a7" stroke-width="0.7"/>`).join(''))); } });

// @@SCENES_END
await main();
