import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../shared/stores/session.store';
import { tilesOf } from './call-rules';
import { CallTile } from './call-tile';
import { useVideoCallStore } from './video-call.store';

/** Up to four tiles: the own preview first, then everyone else joined or being rung. */
export function CallTiles({ fill }: { fill: boolean }) {
  const { t } = useTranslation();
  const uid = useSessionStore((s) => s.user?.userId ?? '');
  const call = useVideoCallStore((s) => s.current?.call);
  const peers = useVideoCallStore((s) => s.peers);
  const media = useVideoCallStore((s) => s.media);
  const others = tilesOf(call, uid);
  const count = others.length + 1;
  const columns = count === 1 ? 1 : 2;

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1,
        p: 1,
        flexGrow: 1,
        minHeight: 0,
        gridTemplateColumns: { xs: count <= 2 ? '1fr' : '1fr 1fr', sm: `repeat(${columns}, 1fr)` },
        gridAutoRows: fill ? 'minmax(0, 1fr)' : undefined,
        alignContent: fill ? 'stretch' : 'start',
      }}
    >
      <CallTile
        testId="video-tile-local"
        uid={uid}
        local
        mirrored={media.cameraOn && !media.sharing}
        name={t('video.tile.you')}
        stream={media.preview}
        version={media.previewVersion}
        micOff={!media.micOn}
        micOffLabel={t('video.tile.muted')}
        status={media.sharing ? t('video.tile.sharing') : undefined}
        fill={fill}
      />
      {others.map((participant) => {
        const peer = participant.connectionId ? peers[participant.connectionId] : undefined;
        const connecting = participant.state === 'JOINED' && peer?.state !== 'connected';
        const status =
          participant.state === 'RINGING'
            ? t('video.tile.ringing')
            : connecting
              ? t('video.tile.connecting')
              : undefined;
        return (
          <CallTile
            key={participant.uid}
            testId="video-tile-remote"
            uid={participant.uid}
            name={participant.name || t('video.tile.unnamed')}
            stream={peer?.stream}
            version={peer?.version ?? 0}
            status={status}
            fill={fill}
          />
        );
      })}
    </Box>
  );
}
