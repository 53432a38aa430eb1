/**
 * The Project Manager's image-list rules (SPEC section 4) and the variant widths made in the
 * browser (docs/decisions/0005-image-variants.md), as pure functions.
 */
import { describe, expect, it } from "vitest";
import {
  addItems,
  type ImageItem,
  metadataChanged,
  moveItem,
  newItem,
  positions,
  removeItem,
  setHero,
} from "../../src/features/admin/project-manager/image-list";
import { variantWidths } from "../../src/features/admin/project-manager/variant-widths";

const file = (name: string) => new File([new Uint8Array([1])], name, { type: "image/png" });
const items = (...names: string[]) => names.map((n) => newItem(file(n), `blob:${n}`));
const heroes = (list: ImageItem[]) => list.filter((i) => i.isHero).map((i) => i.fileName);
const names = (list: ImageItem[]) => list.map((i) => i.fileName);

describe("image list", () => {
  it("makes the first image added to an empty list the hero, and only that one", () => {
    let list = addItems([], items("a.png", "b.png"));
    expect(heroes(list)).toEqual(["a.png"]);
    list = addItems(list, items("c.png"));
    expect(heroes(list)).toEqual(["a.png"]);
  });

  it("choosing another hero leaves exactly one", () => {
    let list = addItems([], items("a.png", "b.png", "c.png"));
    list = setHero(list, list[2]?.key ?? "");
    expect(heroes(list)).toEqual(["c.png"]);
  });

  it("removing the hero passes it to the first remaining image", () => {
    let list = addItems([], items("a.png", "b.png", "c.png"));
    list = setHero(list, list[1]?.key ?? "");
    list = removeItem(list, list[1]?.key ?? "");
    expect(names(list)).toEqual(["a.png", "c.png"]);
    expect(heroes(list)).toEqual(["a.png"]);
    expect(removeItem(list.slice(0, 1), list[0]?.key ?? "")).toEqual([]);
  });

  it("moves up and down, with positions rewritten as 0..n-1", () => {
    let list = addItems([], items("a.png", "b.png", "c.png"));
    list = moveItem(list, list[2]?.key ?? "", -1);
    expect(names(list)).toEqual(["a.png", "c.png", "b.png"]);
    expect(moveItem(list, list[0]?.key ?? "", -1)).toBe(list);
    expect(moveItem(list, list[2]?.key ?? "", 1)).toBe(list);
    expect([...positions(list).values()]).toEqual([0, 1, 2]);
    // The hero travels with its photo.
    expect(heroes(list)).toEqual(["a.png"]);
  });

  it("notices changed text and layout of a stored image only", () => {
    const [item] = items("a.png");
    if (!item) throw new Error("no item");
    expect(metadataChanged(item)).toBe(false);
    const stored = { ...item, saved: { altText: "", caption: "", layout: "auto" as const } };
    expect(metadataChanged(stored)).toBe(false);
    expect(metadataChanged({ ...stored, caption: "Morning" })).toBe(true);
    expect(metadataChanged({ ...stored, layout: "pair" })).toBe(true);
  });
});

describe("variant widths", () => {
  it("makes the standard widths below the original, never upscaling", () => {
    expect(variantWidths(6000)).toEqual([480, 960, 1600, 2400]);
    expect(variantWidths(2400)).toEqual([480, 960, 1600, 2400]);
    expect(variantWidths(2000)).toEqual([480, 960, 1600, 2000]);
    expect(variantWidths(1700)).toEqual([480, 960, 1700]);
    expect(variantWidths(1000)).toEqual([480, 1000]);
    expect(variantWidths(500)).toEqual([500]);
    expect(variantWidths(300)).toEqual([300]);
  });
});
