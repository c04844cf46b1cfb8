import {
  isLoginEnabled,
  type LoginOption,
  readStoredVenue,
  type Venue,
  type VenueVersion,
} from '@atrium/domain';
import { AppError } from '../../errors/app-error';
import { type PreparedBody, prepareJson } from '../../plugins/prepared-body';
import { authorize, can, type Principal } from '../auth/authorize';
import { presentPublicVenue, publicFileUris } from './public-venue.presenter';
import type { PublicationCache } from './publication.cache';
import { type Audience, presentVenue } from './venue.presenter';
import type { VenueRepository } from './venue.repository';

/**
 * Who reads the live venue: administrators (with host meeting URLs), attendees, or — where the
 * venue requires login — callers without a session, who get the public part only.
 */
export type Reader = Audience | 'public';

type Prepared = { architectureId: string; version: number; bodies: Map<Reader, Promise<PreparedBody>> };

/** The venue's login options (the login configuration, without secrets). */
type LoginOptionsSource = { list(): Promise<LoginOption[]>; loginRequired(): Promise<boolean> };

/** Viewer reads: the live venue for everyone, the stage for administrators (preview). */
export function createVenueService(
  venues: VenueRepository,
  publications: PublicationCache,
  loginOptions: LoginOptionsSource,
) {
  // The presented live venue, prepared once per published version and reader: a read sends
  // these bytes. A publish or unpublish changes the version, which drops them.
  let prepared: Prepared | undefined;

  const present = async (architectureId: string, version: number, reader: Reader): Promise<PreparedBody> => {
    const body = await venues.find(architectureId, 'LIVE', version);
    if (!body) throw new AppError('venue.not_found', `The venue ${architectureId} does not exist.`);
    const venue = readStoredVenue(body);
    return prepareJson(
      JSON.stringify(
        reader === 'public' ? presentPublicVenue(venue, version) : presentVenue(venue, reader, version),
      ),
    );
  };

  /**
   * The venue of prepared bytes: the server's own presentation of a stored venue that `present`
   * has read and validated (the reader's copy, so it may change it).
   */
  const venueOf = (body: PreparedBody): Venue => JSON.parse(body.identity.bytes.toString('utf8'));

  return {
    /**
     * Who reads the live venue. Where login is required, a caller without a session — or with a
     * guest session left from when the venue was public — reads only its public part. The login
     * requirement is cached (at most one database read a second), and logged-in users skip it.
     */
    async readerOf(principal: Principal | null): Promise<Reader> {
      if (can(principal, 'venue.preview')) return 'administrator';
      if (can(principal, 'venue.enter', { anonymousAccess: false })) return 'attendee';
      return (await loginOptions.loginRequired()) ? 'public' : 'attendee';
    },

    /**
     * The authority check after login: throws unless the caller may enter (a guest only where
     * the venue offers anonymous access); then whether the venue is published.
     */
    async checkEntry(principal: Principal | null): Promise<{ published: boolean }> {
      const anonymousAccess = !isLoginEnabled(await loginOptions.list());
      authorize(principal, 'venue.enter', { anonymousAccess });
      const { publishedVersion } = await publications.get();
      return { published: publishedVersion > 0 };
    },

    async liveVersion(): Promise<VenueVersion> {
      const publication = await publications.get();
      return {
        mode: 'LIVE',
        publishedVersion: publication.publishedVersion,
        publishedArchitectureId: publication.architectureId,
      };
    },

    async stageVersion(architectureId: string): Promise<VenueVersion> {
      const [publication, stage] = await Promise.all([
        publications.get(),
        venues.maxVersion(architectureId, 'STAGE'),
      ]);
      if (stage === 0)
        throw new AppError('venue.stage_missing', `No stage version of ${architectureId} exists.`);
      return {
        mode: 'STAGE',
        version: stage,
        publishedVersion: publication.architectureId === architectureId ? publication.publishedVersion : -1,
        publishedArchitectureId: publication.architectureId,
      };
    },

    /** The published venue presented for the reader, as prepared bytes. */
    async readLive(architectureId: string, reader: Reader): Promise<PreparedBody> {
      const { architectureId: live, publishedVersion } = await publications.get();
      if (live !== architectureId || publishedVersion < 1) {
        throw new AppError('venue.not_published', `The venue ${architectureId} is not published.`);
      }
      if (prepared?.architectureId !== architectureId || prepared.version !== publishedVersion) {
        prepared = { architectureId, version: publishedVersion, bodies: new Map() };
      }
      let body = prepared.bodies.get(reader);
      if (!body) {
        const bodies = prepared.bodies;
        body = present(architectureId, publishedVersion, reader);
        bodies.set(reader, body);
        body.catch(() => bodies.delete(reader));
      }
      return body;
    },

    async readLiveVenue(architectureId: string): Promise<Venue> {
      return venueOf(await this.readLive(architectureId, 'administrator'));
    },

    /** The URIs of the live files a caller without a session may read where login is required. */
    async publicAssetUris(): Promise<Set<string>> {
      const { architectureId, publishedVersion } = await publications.get();
      if (!architectureId || publishedVersion < 1) return new Set();
      return new Set(publicFileUris(venueOf(await this.readLive(architectureId, 'public'))));
    },

    /** The latest stage version, migrated to the current schema version. */
    async readStage(architectureId: string): Promise<Venue> {
      const stage = await venues.latest(architectureId, 'STAGE');
      if (!stage) throw new AppError('venue.stage_missing', `No stage version of ${architectureId} exists.`);
      return readStoredVenue(stage.body);
    },
  };
}

export type VenueService = ReturnType<typeof createVenueService>;
