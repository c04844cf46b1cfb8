import { z } from 'zod';

/** `GET /api/health`: the process answers. */
export const healthResponseSchema = z.object({ status: z.literal('ok') });

/** `GET /api/ready`: the database answers too. */
export const readyResponseSchema = z.object({ status: z.literal('ready') });
