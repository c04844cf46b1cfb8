import { type WhiteboardRef, whiteboardEvents } from '@atrium/domain';
import type { BinaryFileData, DataURL, ExcalidrawImperativeAPI } from '@excalidraw/excalidraw/types';
import { apiRoutes } from '../../shared/api/api-routes';
import { ApiError } from '../../shared/api/http-client';
import { uploadFile } from '../../shared/api/upload';
import { realtime } from '../../shared/realtime/realtime';
import type { SharedFile } from './board-doc';

export const BOARD_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/** Why an image cannot be added, before it is sent (the server checks the content again). */
export function imageProblem(file: Blob, maxBytes: number): string | undefined {
  if (!BOARD_IMAGE_TYPES.includes(file.type)) return 'whiteboard.image_type_invalid';
  if (file.size >= maxBytes) return 'whiteboard.image_too_large';
  return undefined;
}

/** Sends a pasted or dropped image to the board; its id becomes the Excalidraw file id. */
export async function uploadBoardImage(ref: WhiteboardRef, file: File, onProgress: (share: number) => void) {
  const { architectureId, mode, boardId } = ref;
  const upload = uploadFile(
    apiRoutes.whiteboard.uploadImage,
    { params: { boardId }, query: { architectureId, mode } },
    file,
    onProgress,
  );
  try {
    return (await upload.done).imageId;
  } catch (error) {
    throw new Error(error instanceof ApiError && error.errorId ? error.errorId : 'whiteboard.upload_failed');
  }
}

const dataUrlOf = (blob: Blob) =>
  new Promise<DataURL>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as DataURL);
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });

/**
 * Loads the board's images the scene lacks: fresh signed URLs from the server (they expire, the
 * document keeps only ids), each image read into the data URL Excalidraw draws from.
 */
export async function loadBoardImages(
  ref: WhiteboardRef,
  files: readonly SharedFile[],
  api: Pick<ExcalidrawImperativeAPI, 'addFiles'>,
) {
  for (let start = 0; start < files.length; start += 100) {
    const batch = files.slice(start, start + 100);
    const { images } = await realtime.emit(whiteboardEvents.imageUrls, {
      ...ref,
      imageIds: batch.map((file) => file.id),
    });
    const loaded = await Promise.all(
      images.map(async (image): Promise<BinaryFileData | undefined> => {
        const response = await fetch(image.url);
        if (!response.ok) return undefined;
        const created = batch.find((file) => file.id === image.imageId)?.created ?? Date.now();
        return {
          id: image.imageId as BinaryFileData['id'],
          mimeType: image.mimeType,
          created,
          dataURL: await dataUrlOf(await response.blob()),
        };
      }),
    );
    api.addFiles(loaded.filter((file): file is BinaryFileData => file !== undefined));
  }
}
