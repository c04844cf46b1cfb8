import {
  CURRENT_VENUE_SCHEMA_VERSION,
  migrateVenueJson,
  readStoredVenue,
  validateVenue,
  venueMigrations,
  venueSchemaVersionOf,
} from '@atrium/domain';
import { describe, expect, it } from 'vitest';
// The widget gallery the browser tests add to the seeded demo venue: a venue the server stores too.
import { GALLERY, galleryArea } from '../../../web/e2e/support/gallery-venue';
import { exampleVenue } from '../testing/test-app.factory';
import type { DemoAsset } from './demo-assets';
import { buildDemoVenue, DEMO_ARCHITECTURE_ID } from './demo-venue';

const assetUri = (asset: DemoAsset) => `/backend-assets/preview/${DEMO_ARCHITECTURE_ID}/${asset.fileName}`;
type Json = Record<string, unknown>;
/** The demo venue sets its live discussions relative to when it is seeded: one moment for all. */
const SEEDED_AT = new Date('2026-05-04T09:00:00Z');
const demoVenue = () => buildDemoVenue(assetUri, SEEDED_AT);

function galleryVenue(): Json {
  const venue = demoVenue() as {
    architectures: { areas: unknown[]; floorplan: { areaPositions: unknown[] } }[];
  };
  const architecture = venue.architectures[0]!;
  architecture.areas.push(galleryArea('http://127.0.0.1:3000'));
  architecture.floorplan.areaPositions.push({ areaId: GALLERY, visible: false });
  return venue as unknown as Json;
}

/** Every venue the server seeds or its tests store, as a version 1 venue (no schemaVersion). */
const fixtures: { name: string; json: () => Json }[] = [
  { name: 'the example venue', json: exampleVenue },
  { name: 'the demo venue', json: () => demoVenue() as Json },
  { name: 'the demo venue with the widget gallery', json: galleryVenue },
];

describe.each(fixtures)('$name through every migration', ({ json }) => {
  it('is a version 1 venue that validates', () => {
    expect(venueSchemaVersionOf(json())).toBe(1);
    expect(validateVenue(json()).ok).toBe(true);
  });

  it('validates after each migration, and ends at the current version', () => {
    let current: unknown = json();
    for (const migration of venueMigrations) {
      current = migration.migrate(current);
      expect(venueSchemaVersionOf(current)).toBe(migration.to);
      const result = validateVenue(current);
      expect(result.ok, JSON.stringify(!result.ok && result.errors.slice(0, 3))).toBe(true);
    }
    expect(venueSchemaVersionOf(current)).toBe(CURRENT_VENUE_SCHEMA_VERSION);
    expect(current).toEqual(migrateVenueJson(json()));
  });

  it('migrates idempotently and reads back from storage unchanged', () => {
    const migrated = migrateVenueJson(json());
    expect(migrateVenueJson(migrated)).toEqual(migrated);
    const result = validateVenue(json());
    if (!result.ok) throw new Error(JSON.stringify(result.errors.slice(0, 3)));
    const stored = JSON.stringify(result.venue);
    expect(JSON.stringify(readStoredVenue(stored))).toBe(stored);
    // A version 1 body (as stored before schema versions) reads as the same venue.
    expect(readStoredVenue(JSON.stringify(json()))).toEqual(result.venue);
  });
});
