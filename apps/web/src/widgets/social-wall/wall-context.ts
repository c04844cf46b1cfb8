import { createContext, useContext } from 'react';
import { tokenRoles, useSessionStore } from '../../shared/stores/session.store';
import type { WallRef } from './social-wall.api';

/** The wall being shown and what the viewer may do on it. */
export type WallViewer = {
  wall: WallRef;
  /** A guest reads only: no composer, likes, replies or reports. */
  guest: boolean;
  /** An administrator: hides and shows posts, deletes any, reads the reports. */
  moderator: boolean;
  /** Shows a short notice (a text key), e.g. why an action failed. */
  notify: (notice: WallNotice) => void;
};

export type WallNotice = { key: string; severity?: 'error' | 'success' };

export const WallContext = createContext<WallViewer | undefined>(undefined);

export function useWall(): WallViewer {
  const viewer = useContext(WallContext);
  if (!viewer) throw new Error('useWall outside a social wall');
  return viewer;
}

/**
 * The viewer's roles, read from the token to steer the screen only (the server checks every
 * call): a guest has the guest role alone.
 */
export function useWallRoles(): { guest: boolean; moderator: boolean } {
  const roles = tokenRoles(useSessionStore((s) => s.accessToken));
  return {
    guest: roles.length > 0 && roles.every((role) => role === 'guest'),
    moderator: roles.includes('administrator'),
  };
}
