import type { SocialWallImageUploaded } from '@atrium/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Upload } from '../../shared/api/upload';
import { uploadWallImage, type WallRef } from './social-wall.api';
import { uploadErrorKey } from './wall-errors';
import { wallImageProblem } from './wall-image-file';

export type WallImage =
  | { state: 'uploading'; name: string; share: number; localUrl: string }
  | { state: 'ready'; name: string; uploaded: SocialWallImageUploaded }
  | { state: 'failed'; name: string; errorKey: string };

/**
 * The composer's image: checked before it is sent (type and size), shown from the disk while it
 * uploads with its progress, then the server's preview; the server's refusals as spec §8 words them.
 */
export function useWallImage(wall: WallRef) {
  const [image, setImage] = useState<WallImage>();
  const upload = useRef<Upload<SocialWallImageUploaded>>(undefined);
  const localUrl = useRef<string>(undefined);

  // Refs only: the same release on unmount as on a new choice.
  const release = useCallback(() => {
    upload.current?.abort();
    upload.current = undefined;
    if (localUrl.current) URL.revokeObjectURL(localUrl.current);
    localUrl.current = undefined;
  }, []);
  useEffect(() => release, [release]);

  const choose = (file: File) => {
    release();
    const problem = wallImageProblem(file);
    if (problem) return setImage({ state: 'failed', name: file.name, errorKey: problem });
    const url = URL.createObjectURL(file);
    localUrl.current = url;
    setImage({ state: 'uploading', name: file.name, share: 0, localUrl: url });
    const current = uploadWallImage(wall, file, (share) =>
      setImage((now) => (now?.state === 'uploading' && upload.current === current ? { ...now, share } : now)),
    );
    upload.current = current;
    current.done.then(
      (uploaded) => {
        if (upload.current === current) setImage({ state: 'ready', name: file.name, uploaded });
      },
      (error: unknown) => {
        if (upload.current === current)
          setImage({ state: 'failed', name: file.name, errorKey: uploadErrorKey(error) });
      },
    );
  };

  const clear = () => {
    release();
    setImage(undefined);
  };

  return { image, choose, clear };
}
