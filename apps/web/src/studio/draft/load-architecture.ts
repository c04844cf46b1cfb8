import { useDraftStore } from './draft.store';
import { fetchArchitectures, fetchVersion, fetchVersions } from './studio.api';

/** Opens the latest stage version of an architecture as the draft. */
export async function loadArchitecture(architectureId: string) {
  const { versions } = await fetchVersions(architectureId);
  const latest = versions.find((version) => version.mode === 'STAGE');
  if (!latest) throw new Error(`${architectureId} has no stage version`);
  const venue = await fetchVersion(architectureId, 'STAGE', latest.version);
  useDraftStore.getState().load(architectureId, venue, latest.version);
}

/** The architecture the studio opens first: the published one, else the one changed last. */
export async function chooseArchitecture(): Promise<string | undefined> {
  const architectures = await fetchArchitectures();
  const withStage = architectures.filter((architecture) => architecture.stageVersion > 0);
  const published = withStage.find((architecture) => architecture.publishedVersion > 0);
  if (published) return published.architectureId;
  return [...withStage].sort((a, b) => String(b.updatedAt).localeCompare(String(a.updatedAt)))[0]
    ?.architectureId;
}
