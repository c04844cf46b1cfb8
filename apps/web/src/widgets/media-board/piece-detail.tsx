import { type ContentPiece, contentPieceKind, type MediaBoardWidget } from '@atrium/domain';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsentSetup } from '../../features/consent/use-consent';
import type { WidgetViewProps } from '../widget-view.types';
import { liveState } from './board-views';
import { LikeButton } from './like-button';
import { LiveDiscussionPanel } from './live-discussion';
import { PieceKindIcon } from './piece-kind-icon';
import { PieceDocument, PieceVideo, videoProviderIds } from './piece-media';
import type { PieceTexts } from './piece-texts';

type PieceDetailProps = {
  board: Pick<WidgetViewProps<MediaBoardWidget>, 'widget' | 'configuration' | 'architectureId' | 'areaId'>;
  piece: ContentPiece;
  texts: PieceTexts;
  now: Date;
  like: { liked: boolean; count: number };
  likeDisabled: boolean;
  onLike: (liked: boolean) => void;
  onBack: () => void;
};

function TextSection({ heading, text, testId }: { heading: string; text: string; testId: string }) {
  if (!text) return null;
  return (
    <Box component="section" data-testid={testId}>
      <Typography component="h4" variant="subtitle2" gutterBottom>
        {heading}
      </Typography>
      <Typography variant="body2" dir="auto" sx={{ whiteSpace: 'pre-line' }}>
        {text}
      </Typography>
    </Box>
  );
}

/** One piece in full: its video or document, live discussion, speakers, texts; back to the overview. */
export function PieceDetail({
  board,
  piece,
  texts,
  now,
  like,
  likeDisabled,
  onLike,
  onBack,
}: PieceDetailProps) {
  const { t } = useTranslation();
  const { providers } = useConsentSetup();
  const heading = useRef<HTMLHeadingElement>(null);
  const kind = contentPieceKind(piece);
  const state = liveState(piece, now);

  // Whoever opened the piece continues at its title.
  useEffect(() => heading.current?.focus(), []);

  return (
    <Box data-testid="media-detail" sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Box>
        <Button
          onClick={onBack}
          startIcon={<ArrowBackIcon sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />}
        >
          {t('mediaBoard.back')}
        </Button>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography
          ref={heading}
          tabIndex={-1}
          dir="auto"
          component="h3"
          variant="h6"
          sx={{ flex: '1 1 240px', outline: 'none' }}
          data-testid="detail-title"
        >
          {texts.title}
        </Typography>
        <Chip size="small" icon={<PieceKindIcon kind={kind} />} label={t(`mediaBoard.kind.${kind}`)} />
        <LikeButton
          title={texts.title}
          liked={like.liked}
          count={like.count}
          disabled={likeDisabled}
          onToggle={onLike}
        />
      </Box>
      {texts.speakers.length > 0 && (
        <Box component="section" data-testid="detail-speakers">
          <Typography component="h4" variant="subtitle2" gutterBottom>
            {t('mediaBoard.speakers')}
          </Typography>
          <Box component="ul" sx={{ m: 0, paddingInlineStart: 2.5 }}>
            {texts.speakers.map((speaker) => (
              <Typography key={speaker} component="li" variant="body2" dir="auto">
                {speaker}
              </Typography>
            ))}
          </Box>
        </Box>
      )}
      {piece.liveDiscussion && <LiveDiscussionPanel live={piece.liveDiscussion} state={state} />}
      {piece.videoUrl && (
        <PieceVideo
          videoUrl={piece.videoUrl}
          title={texts.title}
          providerIds={videoProviderIds(piece.videoUrl, board.configuration.cookieProviders, providers)}
        />
      )}
      <TextSection
        heading={t('mediaBoard.description')}
        text={texts.description}
        testId="detail-description"
      />
      <TextSection
        heading={t('mediaBoard.additionalInfo')}
        text={texts.additionalInfo}
        testId="detail-additional-info"
      />
      {piece.tags.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('mediaBoard.tags')}: {piece.tags.map((tag) => `#${tag}`).join(' ')}
        </Typography>
      )}
      {kind === 'document' && <PieceDocument board={board} piece={piece} title={texts.title} />}
    </Box>
  );
}
