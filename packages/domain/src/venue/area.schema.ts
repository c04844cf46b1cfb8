import { z } from 'zod';
import { contentWidgetSchema } from './content-widget.schema';
import { viewModeSchema } from './venue-enums.schema';
import { idSchema, localizedListSchema } from './venue-primitives.schema';
import { viewpointSchema } from './viewpoint.schema';

export const areaSchema = z.strictObject({
  id: idSchema,
  names: localizedListSchema,
  descriptions: localizedListSchema.default([]),
  viewMode: viewModeSchema,
  defaultViewpointId: idSchema,
  viewPoints: z.array(viewpointSchema).min(1, 'An area needs at least one viewpoint'),
  contentWidgets: z.array(contentWidgetSchema).default([]),
});
export type Area = z.infer<typeof areaSchema>;
