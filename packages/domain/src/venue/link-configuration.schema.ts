import { z } from 'zod';
import { configurationBaseShape } from './configuration-base.schema';
import { httpUrlSchema, idSchema, whenObject } from './venue-primitives.schema';

type LinkTargets = { targetAreaId?: unknown; targetViewpointId?: unknown; url?: unknown };

function hasVenueTarget(c: LinkTargets): boolean {
  return c.targetAreaId !== undefined || c.targetViewpointId !== undefined;
}

export const linkConfigurationSchema = z
  .strictObject({
    ...configurationBaseShape,
    targetAreaId: idSchema.optional(),
    targetViewpointId: idSchema.optional(),
    url: httpUrlSchema.optional(),
  })
  .refine((c) => hasVenueTarget(c) || c.url !== undefined, {
    message: 'A link needs a target: targetAreaId and/or targetViewpointId, or url',
    params: { code: 'link_target' },
    when: whenObject,
  })
  .refine((c) => !(hasVenueTarget(c) && c.url !== undefined), {
    message: 'A link targets either an area/viewpoint or a url, not both',
    params: { code: 'link_target_both' },
    path: ['url'],
    when: whenObject,
  });
export type LinkConfiguration = z.infer<typeof linkConfigurationSchema>;
