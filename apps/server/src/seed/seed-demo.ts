import type { Services } from '../app';
import type { Config } from '../config';
import { createVenueRepository } from '../modules/venue/venue.repository';
import { demoAssets } from './demo-assets';
import { buildDemoVenue, DEMO_ARCHITECTURE_ID } from './demo-venue';

export const DEMO_ATTENDEE = {
  email: 'attendee@atrium.local',
  password: 'atrium-attendee',
  name: 'Alex Attendee',
};
export const DEMO_TICKET = { email: 'ticket@atrium.local', ticketNumber: 100001 };
export const DEMO_CONFIRMATION = { email: 'confirmed@atrium.local', confirmationNumber: 'ATRIUM2026' };

/** The demo offers the three forms of the login screen. */
const demoLoginConfiguration = {
  options: [
    { loginType: 'EMAIL_PASSWORD' as const, displayName: 'Email and password', providerId: 'password' },
    { loginType: 'BIZZABO_LOGIN' as const, displayName: 'Ticket number', providerId: 'ticket' },
    { loginType: 'CVENT_LOGIN' as const, displayName: 'Confirmation number', providerId: 'confirmation' },
  ],
};

/**
 * On a fresh database: uploads the generated demo assets, stages the demo venue and publishes it,
 * the same way a designer would. Does nothing once any venue version exists.
 */
export async function seedDemoVenue(services: Services, config: Config) {
  const { database, assets, designer, auth } = services;
  if ((await createVenueRepository(database.db).countVersions()) > 0) return undefined;

  const uris = new Map<string, string>();
  for (const asset of demoAssets) {
    const uploaded = await assets.upload({
      architectureId: DEMO_ARCHITECTURE_ID,
      assetId: asset.id,
      fileName: asset.fileName,
      bytes: await asset.generate(),
    });
    uris.set(asset.id, uploaded.uri);
  }
  const venue = buildDemoVenue((asset) => uris.get(asset.id)!);
  const admin = await auth.ensureUser(
    config.admin.email,
    config.admin.password,
    ['administrator'],
    'Administrator',
  );
  const principal = { userId: admin.id, email: admin.email, roles: admin.roles };
  await designer.stage(venue, principal);
  const published = await designer.publish(DEMO_ARCHITECTURE_ID, principal);
  await auth.ensureUser(DEMO_ATTENDEE.email, DEMO_ATTENDEE.password, ['attendee'], DEMO_ATTENDEE.name);
  await services.loginOptions.replace(demoLoginConfiguration);
  await services.registrations.replaceFromJson(DEMO_ARCHITECTURE_ID, [
    {
      email: DEMO_TICKET.email,
      name: 'Taylor Ticket',
      company: 'Atrium',
      ticketNumber: DEMO_TICKET.ticketNumber,
      active: true,
    },
    {
      email: DEMO_CONFIRMATION.email,
      name: 'Casey Confirmed',
      company: 'Atrium',
      confirmationNumber: DEMO_CONFIRMATION.confirmationNumber,
      active: true,
    },
  ]);
  return published;
}
