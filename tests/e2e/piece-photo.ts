/**
 * A selection piece's photo as the studio adds it (issue 29): a PNG drawn in the page, through the
 * upload flow (a signed URL, the bytes, then the photo recorded on the piece). The studio's view
 * after it; the new photo is the piece's last.
 */
import { makePng, okJson } from "./fixtures";
import { type APIRequestContext, expect, type Page } from "./test";

export async function addPiecePhoto<View>(
  admin: APIRequestContext,
  page: Page,
  itemId: number,
): Promise<View> {
  const png = await makePng(page, { colors: ["#d8cbb8", "#6f5d4b"], width: 1200 });
  const target = await okJson<{ uploadUrl: string; objectPath: string }>(
    await admin.post(`/api/admin/selection-items/${itemId}/photos/upload-url`, {
      data: { fileName: "sofa.png", fileType: "image/png", fileSize: png.length },
    }),
    "photo upload-url",
  );
  expect(
    (await admin.put(target.uploadUrl, { data: png, headers: { "Content-Type": "image/png" } })).ok(),
  ).toBe(true);
  return okJson<View>(
    await admin.post(`/api/admin/selection-items/${itemId}/photos`, {
      data: { objectPath: target.objectPath },
    }),
    "photo",
  );
}
