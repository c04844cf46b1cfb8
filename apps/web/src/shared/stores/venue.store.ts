import type { Venue, VenueVersion } from '@atrium/domain';
import { create } from 'zustand';

type VenueState = {
  venue: Venue | undefined;
  version: VenueVersion | undefined;
  lastAreaId: string | undefined;
  setVenue: (venue: Venue) => void;
  setVersion: (version: VenueVersion) => void;
  setLastAreaId: (areaId: string) => void;
  clearVenue: () => void;
};

export const useVenueStore = create<VenueState>()((set) => ({
  venue: undefined,
  version: undefined,
  lastAreaId: undefined,
  setVenue: (venue) => set({ venue }),
  setVersion: (version) => set({ version }),
  setLastAreaId: (lastAreaId) => set({ lastAreaId }),
  clearVenue: () => set({ venue: undefined, lastAreaId: undefined }),
}));

export const architectureOf = (venue: Venue | undefined) => venue?.architectures[0];
