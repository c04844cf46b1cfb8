import { SOCIAL_WALL_IMAGE_MAX_BYTES } from '@atrium/domain';

/** The image types a wall takes (the server decides by the content; this spares a doomed upload). */
export const WALL_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/** Why an image cannot be posted, checked before it is sent: its size, then its declared type. */
export function wallImageProblem(file: Pick<File, 'size' | 'type'>): string | undefined {
  if (file.size >= SOCIAL_WALL_IMAGE_MAX_BYTES) return 'socialWall.errors.social_wall_image_too_large';
  if (!(WALL_IMAGE_TYPES as readonly string[]).includes(file.type))
    return 'socialWall.errors.social_wall_image_type_invalid';
  return undefined;
}
