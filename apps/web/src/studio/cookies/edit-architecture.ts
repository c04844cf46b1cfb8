import type { Architecture, IssuePath } from '@atrium/domain';
import { draftArchitecture, useDraftStore } from '../draft/draft.store';

/** Where the draft's (only) architecture is in the venue JSON, for validation issue paths. */
export const ARCHITECTURE_PATH: IssuePath = ['architectures', 0];

/** Changes the draft's architecture; edits with the same coalesce key in a row are one undo step. */
export function editArchitecture(recipe: (architecture: Architecture) => void, coalesceKey?: string): void {
  useDraftStore.getState().edit((venue) => recipe(draftArchitecture(venue)), coalesceKey);
}
