/**
 * The Project Manager's image list as plain data and pure operations (SPEC section 4 "Image
 * list"): the first image added to an empty list becomes hero; choosing another hero leaves
 * exactly one; removing the hero passes it to the first remaining image; order is list order, and
 * sortOrder is rewritten as sequential positions (0..n-1) when saved.
 */
import type { AdminImage, ImageLayout, ImageVariant } from "../../../shared/project";

export type ItemStatus = "new" | "preparing" | "uploading" | "saving" | "saved" | "failed";

export type ImageItem = {
  /** Stable key for React and for finding the item while it uploads. */
  key: string;
  /** The saved image's id; null until it is stored. */
  serverId: number | null;
  /** The chosen file, for items not stored yet. */
  file: File | null;
  fileName: string;
  /** What the list and the preview show: an object URL, or the stored image path. */
  previewUrl: string;
  variants: ImageVariant[];
  width: number | null;
  height: number | null;
  altText: string;
  caption: string;
  layout: ImageLayout;
  isHero: boolean;
  status: ItemStatus;
  /** 0..1 while preparing or uploading. */
  progress: number;
  error: string | null;
  /** The stored text and layout, to send only what changed. */
  saved: { altText: string; caption: string; layout: ImageLayout } | null;
};

export function itemFromImage(image: AdminImage): ImageItem {
  const altText = image.altText ?? "";
  const caption = image.caption ?? "";
  return {
    key: `image-${image.id}`,
    serverId: image.id,
    file: null,
    fileName: image.imagePath.split("/").pop() ?? "image",
    previewUrl: image.imagePath,
    variants: image.variants,
    width: image.width,
    height: image.height,
    altText,
    caption,
    layout: image.layout,
    isHero: image.isHero,
    status: "saved",
    progress: 1,
    error: null,
    saved: { altText, caption, layout: image.layout },
  };
}

let counter = 0;
export function newItem(file: File, previewUrl: string): ImageItem {
  counter += 1;
  return {
    key: `new-${Date.now().toString(36)}-${counter}`,
    serverId: null,
    file,
    fileName: file.name,
    previewUrl,
    variants: [],
    width: null,
    height: null,
    altText: "",
    caption: "",
    layout: "auto",
    isHero: false,
    status: "new",
    progress: 0,
    error: null,
    saved: null,
  };
}

/** Keeps the hero rule: exactly one hero when the list is not empty (the first, if none). */
export function ensureHero(items: ImageItem[]): ImageItem[] {
  if (items.length === 0) return items;
  const heroes = items.filter((i) => i.isHero);
  if (heroes.length === 1) return items;
  const keep = heroes[0]?.key ?? items[0]?.key;
  return items.map((i) => ({ ...i, isHero: i.key === keep }));
}

export function addItems(items: ImageItem[], added: ImageItem[]): ImageItem[] {
  return ensureHero([...items, ...added.map((i) => ({ ...i, isHero: false }))]);
}

export function setHero(items: ImageItem[], key: string): ImageItem[] {
  return items.map((i) => ({ ...i, isHero: i.key === key }));
}

export function removeItem(items: ImageItem[], key: string): ImageItem[] {
  return ensureHero(items.filter((i) => i.key !== key));
}

export function moveItem(items: ImageItem[], key: string, delta: -1 | 1): ImageItem[] {
  const from = items.findIndex((i) => i.key === key);
  const to = from + delta;
  if (from === -1 || to < 0 || to >= items.length) return items;
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  return next;
}

export function updateItem(items: ImageItem[], key: string, patch: Partial<ImageItem>): ImageItem[] {
  return items.map((i) => (i.key === key ? { ...i, ...patch } : i));
}

/** The sortOrder each item is saved with: its position. */
export function positions(items: ImageItem[]): Map<string, number> {
  return new Map(items.map((i, index) => [i.key, index]));
}

/** Text or layout changed since it was stored. */
export function metadataChanged(item: ImageItem): boolean {
  return (
    item.saved !== null &&
    (item.saved.altText !== item.altText ||
      item.saved.caption !== item.caption ||
      item.saved.layout !== item.layout)
  );
}
