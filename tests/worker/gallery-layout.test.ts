import { describe, expect, it } from "vitest";
import {
  type GalleryInput,
  type GalleryLayoutChoice,
  hasDimensions,
  layoutGallery,
  type Orientation,
  orientationFromSize,
} from "../../src/shared/gallery-layout";

/** Builds inputs from a compact description: "L" landscape, "P" portrait, "S" square, "P:pair" ... */
function gallery(spec: string): GalleryInput<string>[] {
  const codes: Record<string, Orientation> = { L: "landscape", P: "portrait", S: "square" };
  return spec.split(" ").map((token, index) => {
    const [code = "L", layout] = token.split(":");
    const orientation = codes[code];
    if (!orientation) throw new Error(`unknown orientation ${code}`);
    return { item: `${index}${code}`, orientation, layout: layout as GalleryLayoutChoice | undefined };
  });
}

/** The rows as strings, e.g. ["0P", "1P+2P"]. */
function rows(spec: string): string[] {
  return layoutGallery(gallery(spec)).map((r) => r.items.join("+"));
}

describe("orientationFromSize", () => {
  it("uses the 1.1 and 0.9 thresholds", () => {
    expect(orientationFromSize(1600, 1067)).toBe("landscape");
    expect(orientationFromSize(1600, 2000)).toBe("portrait");
    expect(orientationFromSize(1200, 1200)).toBe("square");
    // The thresholds themselves are square: only above 1.1 / below 0.9 count.
    expect(orientationFromSize(1100, 1000)).toBe("square");
    expect(orientationFromSize(900, 1000)).toBe("square");
    expect(orientationFromSize(1101, 1000)).toBe("landscape");
    expect(orientationFromSize(899, 1000)).toBe("portrait");
  });

  it("counts invalid dimensions as portrait", () => {
    expect(orientationFromSize(0, 0)).toBe("portrait");
    expect(orientationFromSize(800, 0)).toBe("portrait");
    expect(orientationFromSize(Number.NaN, 400)).toBe("portrait");
    expect(orientationFromSize(-5, 400)).toBe("portrait");
  });

  it("knows which stored dimensions are usable", () => {
    expect(hasDimensions(1600, 1200)).toBe(true);
    expect(hasDimensions(null, 1200)).toBe(false);
    expect(hasDimensions(1600, undefined)).toBe(false);
    expect(hasDimensions(0, 1200)).toBe(false);
    expect(hasDimensions(Number.POSITIVE_INFINITY, 1200)).toBe(false);
  });
});

describe("layoutGallery", () => {
  it("returns no rows for no images", () => {
    expect(layoutGallery([])).toEqual([]);
  });

  it("always shows the first image alone, even a portrait followed by a portrait", () => {
    expect(rows("P P")).toEqual(["0P", "1P"]);
    expect(rows("P P P")).toEqual(["0P", "1P+2P"]);
  });

  it("pairs a portrait with a following portrait", () => {
    expect(rows("L P P L")).toEqual(["0L", "1P+2P", "3L"]);
    expect(rows("L P P P P")).toEqual(["0L", "1P+2P", "3P+4P"]);
  });

  it("leaves a portrait alone when no portrait follows it", () => {
    expect(rows("L P L P")).toEqual(["0L", "1P", "2L", "3P"]);
    expect(rows("L P S")).toEqual(["0L", "1P", "2S"]);
    expect(rows("L P P P")).toEqual(["0L", "1P+2P", "3P"]);
  });

  it("never pairs landscape or square images by themselves", () => {
    expect(rows("L L L")).toEqual(["0L", "1L", "2L"]);
    expect(rows("L S S")).toEqual(["0L", "1S", "2S"]);
    // A landscape never takes a portrait partner, nor does a portrait pair backwards.
    expect(rows("L L P")).toEqual(["0L", "1L", "2P"]);
  });

  it("records where each row starts (for the lightbox's numbering)", () => {
    const result = layoutGallery(gallery("L P P L"));
    expect(result.map((r) => [r.kind, r.startIndex])).toEqual([
      ["single", 0],
      ["pair", 1],
      ["single", 3],
    ]);
  });

  it("lets the studio force an image to stand alone", () => {
    expect(rows("L P:single P")).toEqual(["0L", "1P", "2P"]);
    // ... which also stops the portrait before it from pairing with it.
    expect(rows("L P P:single")).toEqual(["0L", "1P", "2P"]);
  });

  it("lets the studio force a pair with the next image, whatever the orientations", () => {
    expect(rows("L L:pair L")).toEqual(["0L", "1L+2L"]);
    expect(rows("L S:pair P L")).toEqual(["0L", "1S+2P", "3L"]);
    // A forced pair with no following image stands alone.
    expect(rows("L L:pair")).toEqual(["0L", "1L"]);
    // A forced single wins over the neighbour's forced pair.
    expect(rows("L L:pair L:single")).toEqual(["0L", "1L", "2L"]);
  });

  it("keeps the first image alone even when it is marked as a pair", () => {
    expect(rows("P:pair P P")).toEqual(["0P", "1P+2P"]);
  });

  it("consumes a following image's own pair choice when it is taken as a partner", () => {
    expect(rows("L P P:pair P")).toEqual(["0L", "1P+2P", "3P"]);
    expect(rows("L L P:pair L")).toEqual(["0L", "1L", "2P+3L"]);
  });
});
