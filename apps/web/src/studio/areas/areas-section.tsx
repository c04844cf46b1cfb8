import { useParams } from 'react-router';
import type { SectionProps } from '../shell/studio-sections';
import { AreaEditor } from './area-editor';
import { AreaList } from './area-list';

/** `/studio/areas` lists the areas; `/studio/areas/<areaId>` edits one. */
export function Section({ architectureId, venue }: SectionProps) {
  const areaId = (useParams()['*'] ?? '').split('/')[1];
  return areaId ? (
    <AreaEditor key={areaId} architectureId={architectureId} venue={venue} areaId={areaId} />
  ) : (
    <AreaList architectureId={architectureId} venue={venue} />
  );
}
