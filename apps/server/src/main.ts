import { missingNodeFlags, relaunchWith } from './relaunch';

const flags = missingNodeFlags();
if (flags.length > 0) relaunchWith(flags);
else await import('./start');
