/**
 * The Project Manager's image list as editor state: the changes made on screen (add, remove,
 * re-caption, hero, order). Chosen files stay in the browser until the project is saved; then
 * `sync` brings the stored images in line with the list (save-images.ts).
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { AdminImage } from "../../../shared/project";
import { toastError } from "../shared/toast-failure";
import {
  addItems,
  type ImageItem,
  itemFromImage,
  moveItem,
  newItem,
  removeItem,
  setHero,
  updateItem,
} from "./image-list";
import { MAX_ORIGINAL_BYTES, readDimensions } from "./image-variants";
import { type ImageSyncResult, type MadeImage, saveImages } from "./save-images";

export type ImageList = ReturnType<typeof useImageList>;

export function useImageList(initial: AdminImage[]) {
  const [items, setItemsState] = useState<ImageItem[]>(() => initial.map(itemFromImage));
  // The list as of now, for the save sequence (state is a render behind while it runs).
  const itemsRef = useRef(items);
  /** Stored images taken off the list, deleted on the next save. */
  const removedRef = useRef<number[]>([]);
  const madeRef = useRef(new Map<string, MadeImage>());
  const [error, setError] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);

  const setItems = useCallback((update: (items: ImageItem[]) => ImageItem[]) => {
    itemsRef.current = update(itemsRef.current);
    setItemsState(itemsRef.current);
  }, []);
  const patchItem = useCallback(
    (key: string, patch: Partial<ImageItem>) => setItems((list) => updateItem(list, key, patch)),
    [setItems],
  );

  // Object URLs of chosen files live as long as the page.
  useEffect(
    () => () => {
      for (const item of itemsRef.current) if (item.file) URL.revokeObjectURL(item.previewUrl);
    },
    [],
  );

  function addFiles(files: File[]) {
    const refused = files.filter((f) => !f.type.startsWith("image/"));
    const tooBig = files.filter((f) => f.type.startsWith("image/") && f.size > MAX_ORIGINAL_BYTES);
    const accepted = files.filter((f) => f.type.startsWith("image/") && f.size <= MAX_ORIGINAL_BYTES);
    if (refused.length > 0) {
      toastError(
        "Only images can be added",
        `${refused.map((f) => f.name).join(", ")} ${refused.length === 1 ? "is not an image" : "are not images"}.`,
      );
    } else if (tooBig.length > 0) {
      toastError(
        "Photo too large",
        `${tooBig.map((f) => f.name).join(", ")}: please export a copy under 60 MB.`,
      );
    }
    if (accepted.length === 0) return;
    const added = accepted.map((f) => newItem(f, URL.createObjectURL(f)));
    setItems((list) => addItems(list, added));
    setError(null);
    setDirty(true);
    for (const item of added) {
      if (!item.file) continue;
      readDimensions(item.file)
        .then((size) => patchItem(item.key, size))
        .catch((err: unknown) =>
          patchItem(item.key, {
            status: "failed",
            error: err instanceof Error ? err.message : "This image could not be read.",
          }),
        );
    }
  }

  function remove(key: string) {
    const item = itemsRef.current.find((i) => i.key === key);
    if (!item) return;
    if (item.serverId !== null) removedRef.current.push(item.serverId);
    if (item.file) URL.revokeObjectURL(item.previewUrl);
    madeRef.current.delete(key);
    setItems((list) => removeItem(list, key));
    setDirty(true);
  }

  function change(key: string, patch: Partial<ImageItem>) {
    patchItem(key, patch);
    setDirty(true);
  }

  function chooseHero(key: string) {
    setItems((list) => setHero(list, key));
    setDirty(true);
  }

  function move(key: string, delta: -1 | 1) {
    setItems((list) => moveItem(list, key, delta));
    setDirty(true);
  }

  /** Saves the list to project `id` (save-images.ts). */
  function sync(id: number): Promise<ImageSyncResult> {
    return saveImages(id, {
      current: () => itemsRef.current,
      patch: patchItem,
      removed: removedRef,
      made: madeRef.current,
    });
  }

  return {
    items,
    /** Whether the list (as of now, not of the last render) has any image. */
    isEmpty: () => itemsRef.current.length === 0,
    error,
    setError,
    dirty,
    markSaved: () => setDirty(false),
    addFiles,
    remove,
    change,
    chooseHero,
    move,
    sync,
  };
}
