import { clientRateRule } from '../rate-limit/client-rate-limit';
import type { ClientRateRule } from '../rate-limit/rate-limit.types';

export const SOCIAL_WALL_RATE_WINDOW_SECONDS = 60;

/**
 * Social wall writes per minute, per user and per IP address (high, since the attendees of one
 * company often share an address). Posts and replies reach everyone watching; likes are cheap
 * but come in bursts; uploads cost up to 10 MB and two image encodings each.
 */
export const socialWallRateLimits = {
  post: { perUser: 30, perIp: 900 },
  like: { perUser: 120, perIp: 6000 },
  change: { perUser: 60, perIp: 1200 },
  upload: { perUser: 20, perIp: 400 },
} as const;

const rule = (name: keyof typeof socialWallRateLimits, message: string) =>
  clientRateRule(`socialWall.${name}`, socialWallRateLimits[name], SOCIAL_WALL_RATE_WINDOW_SECONDS, {
    id: 'rate.limited',
    message,
  });

export const socialWallRateRules = {
  post: rule('post', 'Too many posts. Please try again in a minute.'),
  like: rule('like', 'Too many likes. Please try again in a minute.'),
  change: rule('change', 'Too many changes. Please try again in a minute.'),
  upload: rule('upload', 'Too many images uploaded. Please try again in a minute.'),
} satisfies Record<string, ClientRateRule>;
