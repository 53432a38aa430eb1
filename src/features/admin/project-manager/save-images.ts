/**
 * Saving the Project Manager's image list to a stored project, in four steps: images taken off the
 * list are deleted, new ones are made into web sizes, uploaded and registered one by one, changed
 * text is saved, and then the order and the hero. A failure is marked on its item and the other
 * steps go on; a Retry runs the whole sequence again and only redoes what is still unsaved.
 */
import { HttpError } from "../../../lib/api";
import {
  deleteImage,
  registerImage,
  reorderImages,
  requestImageUpload,
  updateImage,
} from "../projects/queries";
import { type ImageItem, metadataChanged, positions } from "./image-list";
import { type MadeVariant, makeVariants } from "./image-variants";
import { uploadErrorMessage, uploadVariants } from "./upload-image";

/** How a save went for the images: failures are marked on their items (Retry saves them again). */
export type ImageSyncResult = { failures: number; orderFailed: boolean };

/** A new image's web sizes, made once and kept until it is stored (a Retry reuses them). */
export type MadeImage = { width: number; height: number; variants: MadeVariant[] };

/** The editor's list as the save sequence sees it: always the current items, never a render's. */
export type ImageStore = {
  current: () => ImageItem[];
  patch: (key: string, patch: Partial<ImageItem>) => void;
  /** Stored images taken off the list; each leaves once deleted (or found already gone). */
  removed: { current: number[] };
  made: Map<string, MadeImage>;
};

/** One new image: web sizes, upload with progress, then registration. */
async function uploadOne(id: number, item: ImageItem, sortOrder: number, list: ImageStore) {
  const file = item.file;
  if (!file) return;
  try {
    let made = list.made.get(item.key);
    if (!made) {
      list.patch(item.key, { status: "preparing", progress: 0, error: null });
      made = await makeVariants(file, (p) => list.patch(item.key, { progress: p }));
      list.made.set(item.key, made);
    }
    list.patch(item.key, {
      status: "uploading",
      progress: 0,
      error: null,
      width: made.width,
      height: made.height,
    });
    const uploaded = await uploadVariants(
      file.name,
      made.variants,
      (f) => requestImageUpload(id, f),
      (p) => list.patch(item.key, { progress: p }),
    );
    list.patch(item.key, { status: "saving", progress: 1 });
    // The latest text and hero choice: the user may have edited while it uploaded.
    const current = list.current().find((i) => i.key === item.key) ?? item;
    const image = await registerImage(id, {
      variants: uploaded,
      width: made.width,
      height: made.height,
      altText: current.altText,
      caption: current.caption,
      layout: current.layout,
      isHero: current.isHero,
      sortOrder,
    });
    list.made.delete(item.key);
    list.patch(item.key, {
      status: "saved",
      serverId: image.id,
      variants: image.variants,
      error: null,
      saved: { altText: current.altText, caption: current.caption, layout: current.layout },
    });
    return true;
  } catch (err) {
    list.patch(item.key, { status: "failed", error: uploadErrorMessage(err) });
    return false;
  }
}

/** Saves the list to project `id`: deletions, new images, changed text, then order and hero. */
export async function saveImages(id: number, list: ImageStore): Promise<ImageSyncResult> {
  const removed = list.removed;
  let failures = 0;
  let orderFailed = false;
  // 1. Images removed from the list.
  for (const imageId of [...removed.current]) {
    try {
      await deleteImage(imageId);
      removed.current = removed.current.filter((x) => x !== imageId);
    } catch (err) {
      // Already gone is what we wanted.
      if (err instanceof HttpError && err.status === 404) {
        removed.current = removed.current.filter((x) => x !== imageId);
      } else {
        failures += 1;
      }
    }
  }
  // 2. New images, one by one, in list order.
  const order = positions(list.current());
  for (const item of list.current().filter((i) => i.serverId === null)) {
    const ok = await uploadOne(id, item, order.get(item.key) ?? 0, list);
    if (!ok) failures += 1;
  }
  // 3. Alt text, caption and layout of stored images.
  for (const item of list.current().filter((i) => i.serverId !== null && metadataChanged(i))) {
    if (item.serverId === null) continue;
    try {
      await updateImage(item.serverId, {
        altText: item.altText,
        caption: item.caption,
        layout: item.layout,
      });
      list.patch(item.key, {
        status: "saved",
        error: null,
        saved: { altText: item.altText, caption: item.caption, layout: item.layout },
      });
    } catch (err) {
      failures += 1;
      list.patch(item.key, {
        status: "failed",
        error: uploadErrorMessage(err, "The changes were not saved."),
      });
    }
  }
  // 4. Order and hero, once the stored images match the list.
  const stored = list.current().filter((i) => i.serverId !== null);
  if (removed.current.length === 0 && stored.length > 0) {
    try {
      const ids = stored.flatMap((i) => (i.serverId === null ? [] : [i.serverId]));
      const result = ids.length > 1 ? await reorderImages(id, ids) : null;
      const hero = list.current().find((i) => i.isHero);
      // A lone image is always the hero already; otherwise the reorder answer tells us.
      const serverHero = result ? result.find((i) => i.isHero)?.id : stored[0]?.serverId;
      if (hero?.serverId && serverHero !== hero.serverId) {
        await updateImage(hero.serverId, { isHero: true });
      }
    } catch {
      failures += 1;
      orderFailed = true;
    }
  }
  return { failures, orderFailed };
}
