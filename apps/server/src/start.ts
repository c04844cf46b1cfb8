import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { serverUrl } from './modules/sso/public-url.helper';
import { DEMO_ATTENDEE, DEMO_CONFIRMATION, DEMO_TICKET, seedDemoVenue } from './seed/seed-demo';

async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
  if (config.demoSeed) {
    const seeded = await seedDemoVenue(app.services, config);
    if (seeded) app.log.info({ architectureId: seeded.architectureId }, 'demo venue seeded and published');
  } else if (await app.services.auth.ensureAdministrator(config.admin.email, config.admin.password)) {
    app.log.info({ email: config.admin.email }, 'administrator account created');
  }
  await app.listen({ host: config.host, port: config.port });
  // The same address password-reset mails link to when PUBLIC_URL is not set.
  const url = serverUrl(config, app.server.address());
  const lines = [
    '',
    `  Atrium is running at ${url}/`,
    `  API documentation:   ${url}/api/docs`,
    `  Administrator login: ${config.admin.email} / ${config.admin.password === 'atrium-admin' ? 'atrium-admin' : '(ADMIN_PASSWORD)'}`,
    ...(config.demoSeed
      ? [
          `  Demo attendee login: ${DEMO_ATTENDEE.email} / ${DEMO_ATTENDEE.password}`,
          `  Demo ticket login:   ticket number ${DEMO_TICKET.ticketNumber} with ${DEMO_TICKET.email}`,
          `  Demo confirmation:   ${DEMO_CONFIRMATION.confirmationNumber}`,
        ]
      : []),
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);

  let stopping = false;
  const stop = async (signal: string) => {
    // Ctrl+C reaches a relaunched server twice (from the terminal and from the launcher).
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  // Started by the launcher (relaunch.ts): its channel closes when the launcher is gone.
  if (process.channel) process.once('disconnect', () => void stop('launcher gone'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Atrium failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
