import { randomUUID } from 'node:crypto';
import {
  SOCIAL_WALL_IMAGE_MAX_BYTES,
  type SocialWallImageUploaded,
  type SocialWallScope,
  socialWallMessages,
} from '@atrium/domain';
import type { Clock } from '../../clock';
import { AppError } from '../../errors/app-error';
import type { AssetStorage } from '../assets/asset-storage';
import type { ServedFile } from '../assets/served-file';
import { uploadedImageVariants } from '../assets/uploaded-image';
import { WEBP_CONTENT_TYPE } from '../assets/webp-image';
import { can, type Principal } from '../auth/authorize';
import type { UsersRepository } from '../auth/users.repository';
import { visibleTo } from './social-wall.presenter';
import type { SocialWallRepository } from './social-wall.repository';
import type { ImageRecord, SocialWallImagesRepository } from './social-wall-images.repository';
import { socialWallImageKey } from './social-wall-images.storage';
import type { SocialWallImageUrls, SocialWallImageVariant } from './social-wall-images.urls';
import type { SocialWalls } from './social-wall-walls';

/** The large variant fits in this square (a wide post at twice its pixel density); the preview in the other. */
export const LARGE_MAX_SIDE = 1600;
export const PREVIEW_MAX_SIDE = 640;
/** An image no post took is deleted after this long. */
export const UNPOSTED_IMAGE_TTL_MS = 24 * 60 * 60_000;
/** Unposted images deleted per sweep at most (the next sweep takes the rest). */
const SWEEP_BATCH = 500;

/** The file part of an upload: its bytes as they arrive. */
export type WallUploadPart = { file: AsyncIterable<Buffer> };

export type WallImageQuery = {
  variant: SocialWallImageVariant;
  uid: string;
  expires: number;
  signature: string;
};

const tooLarge = () => new AppError('social_wall.image_too_large', socialWallMessages.imageTooLarge);
const typeInvalid = () => new AppError('social_wall.image_type_invalid', socialWallMessages.imageTypeInvalid);
const imageNotFound = () => new AppError('social_wall.image_not_found', 'This image does not exist.');

/**
 * Images of the wall: uploaded (size checked while the bytes arrive, type by content), stored as
 * two WebP variants without metadata, taken by a post, served by URLs signed for one user, and
 * swept when no post took them within a day.
 */
export function createSocialWallImagesService(deps: {
  images: SocialWallImagesRepository;
  posts: Pick<SocialWallRepository, 'find'>;
  walls: SocialWalls;
  storage: AssetStorage;
  urls: SocialWallImageUrls;
  users: Pick<UsersRepository, 'findById'>;
  now: Clock;
  reportError: (error: unknown) => void;
}) {
  const { images, storage, urls } = deps;

  async function removeBytes(records: readonly ImageRecord[]) {
    const keys = records.flatMap((record) => [record.largeKey, record.previewKey]);
    await Promise.all(keys.map((key) => storage.remove(key).catch(deps.reportError)));
  }

  /** Whether the user the URL was signed for may still see the image. */
  async function mayView(image: ImageRecord, userId: string): Promise<boolean> {
    if (image.postId === null) return image.uploaderId === userId;
    const post = await deps.posts.find(image.postId);
    if (!post) return false;
    if (visibleTo(post, { moderator: false })) return true;
    const user = await deps.users.findById(userId);
    return (
      user !== undefined &&
      can({ userId: user.id, email: user.email, roles: user.roles }, 'social_wall.moderate')
    );
  }

  return {
    /**
     * Uploads an image to post on a wall: the wall is checked before the body is read, the size
     * while it arrives, the type by content (PNG, JPEG, GIF, WebP); the variants are made and
     * stored, then the row, and on any failure none of it is left.
     */
    async upload(
      principal: Principal,
      wallId: string,
      scope: SocialWallScope,
      part: WallUploadPart,
    ): Promise<SocialWallImageUploaded> {
      await deps.walls.check(scope, wallId, principal);
      const { large, preview } = await uploadedImageVariants(part.file, {
        maxBytes: SOCIAL_WALL_IMAGE_MAX_BYTES,
        largeSide: LARGE_MAX_SIDE,
        largeQuality: 82,
        previewSide: PREVIEW_MAX_SIDE,
        tooLarge,
        typeInvalid,
      });

      const id = randomUUID();
      const record: ImageRecord = {
        ...scope,
        id,
        wallId,
        uploaderId: principal.userId,
        largeKey: socialWallImageKey(id, 'large'),
        previewKey: socialWallImageKey(id, 'preview'),
        width: large.width,
        height: large.height,
        postId: null,
        createdAt: deps.now().toISOString(),
      };
      try {
        await storage.write(record.largeKey, large.bytes);
        await storage.write(record.previewKey, preview.bytes);
        await images.insert(record);
      } catch (error) {
        deps.reportError(error);
        await removeBytes([record]);
        throw new AppError('social_wall.upload_failed', 'The image could not be stored. Please try again.');
      }
      return {
        imageId: id,
        previewUrl: urls.url(id, principal.userId, 'preview'),
        width: large.width,
        height: large.height,
      };
    },

    removeBytes,

    /**
     * An image for a signed URL: the signature first (so that without one nobody learns which
     * images exist), then that the user it was signed for may still see it — the uploader an
     * unposted one, anyone a visible post's, administrators a hidden post's.
     */
    async open(imageId: string, query: WallImageQuery): Promise<ServedFile> {
      urls.verify(imageId, query, 'image');
      const image = await images.find(imageId);
      if (!image || !(await mayView(image, query.uid))) throw imageNotFound();
      const key = query.variant === 'preview' ? image.previewKey : image.largeKey;
      const size = await storage.size(key);
      if (size === undefined) throw imageNotFound();
      return {
        name: `${image.id}.${query.variant}.webp`,
        contentType: WEBP_CONTENT_TYPE,
        size,
        disposition: 'inline',
        maxAgeSeconds: urls.secondsLeft(query.expires),
        stream: storage.read(key),
      };
    },

    /** Deletes images no post took within a day (on every node; each row goes once). */
    async sweep(): Promise<number> {
      const before = new Date(deps.now().getTime() - UNPOSTED_IMAGE_TTL_MS).toISOString();
      const swept = await images.deleteUnposted(before, SWEEP_BATCH);
      await removeBytes(swept);
      return swept.length;
    },
  };
}

export type SocialWallImagesService = ReturnType<typeof createSocialWallImagesService>;
