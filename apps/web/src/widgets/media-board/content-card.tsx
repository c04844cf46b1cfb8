import { type ContentPiece, contentPieceKind } from '@atrium/domain';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import { darken } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AssetImage } from '../../shared/assets/asset-image';
import { type LiveState, liveState } from './board-views';
import { HighlightedText } from './highlighted-text';
import { LikeButton } from './like-button';
import { LiveBadge } from './live-discussion';
import { PieceKindIcon } from './piece-kind-icon';
import { excerpt } from './piece-search';
import type { PieceMatch, PieceTexts } from './piece-texts';

/** The width a card's picture is drawn at (picks the sized variant of the asset). */
const THUMBNAIL_WIDTH = 320;
const DESCRIPTION_EXCERPT = 140;

export const cardDomId = (pieceId: string) => `media-piece-${pieceId}`;

type ContentCardProps = {
  piece: ContentPiece;
  texts: PieceTexts;
  match: PieceMatch;
  now: Date;
  like: { liked: boolean; count: number };
  likeDisabled: boolean;
  onLike: (liked: boolean) => void;
  onOpen: () => void;
};

function Thumbnail({ piece, state }: { piece: ContentPiece; state: LiveState }) {
  const kind = contentPieceKind(piece);
  const placeholder = (
    <Box
      sx={{
        position: 'absolute',
        inset: 0,
        display: 'grid',
        placeItems: 'center',
        // A deep brand colour under the white icon (the palette's `dark` is the hover shade,
        // lighter than the brand colour where that takes dark text).
        bgcolor: state === 'live' ? 'error.dark' : (theme) => darken(theme.palette.primary.main, 0.3),
        color: 'common.white',
      }}
    >
      <PieceKindIcon kind={kind} sx={{ fontSize: 48, opacity: 0.8 }} />
    </Box>
  );
  return (
    <Box sx={{ position: 'relative', aspectRatio: '16 / 9', bgcolor: 'action.hover', overflow: 'hidden' }}>
      {piece.thumbnailAssetId ? (
        <AssetImage
          assetId={piece.thumbnailAssetId}
          width={THUMBNAIL_WIDTH}
          alt=""
          loading="lazy"
          placeholder={placeholder}
          fallback={placeholder}
          data-testid="piece-thumbnail"
          style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : (
        placeholder
      )}
    </Box>
  );
}

/** One piece in the overview: picture, kind and live badge, title, speakers, tags, like. */
export function ContentCard({
  piece,
  texts,
  match,
  now,
  like,
  likeDisabled,
  onLike,
  onOpen,
}: ContentCardProps) {
  const { t } = useTranslation();
  const kind = contentPieceKind(piece);
  const state = liveState(piece, now);
  const description = excerpt(texts.description, match.description, DESCRIPTION_EXCERPT);
  return (
    <Card
      component="li"
      variant="outlined"
      data-testid="media-card"
      data-piece-id={piece.id}
      sx={{ display: 'flex', flexDirection: 'column', listStyle: 'none' }}
    >
      <CardActionArea
        id={cardDomId(piece.id)}
        onClick={onOpen}
        sx={{
          flexGrow: 1,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'stretch',
          justifyContent: 'flex-start',
        }}
      >
        <Thumbnail piece={piece} state={state} />
        <Box sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 0.75 }}>
          <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', alignItems: 'center' }}>
            <Chip
              size="small"
              icon={<PieceKindIcon kind={kind} />}
              label={t(`mediaBoard.kind.${kind}`)}
              data-testid="kind-badge"
            />
            {piece.liveDiscussion && <LiveBadge live={piece.liveDiscussion} state={state} />}
          </Box>
          <Typography component="h3" variant="subtitle1" dir="auto" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
            <HighlightedText text={texts.title} ranges={match.title} />
          </Typography>
          {texts.speakers.length > 0 && (
            <Typography variant="body2" color="text.secondary" dir="auto" data-testid="card-speakers">
              {texts.speakers.map((speaker, index) => (
                <span key={speaker}>
                  {index > 0 && ' · '}
                  <HighlightedText text={speaker} ranges={match.speakers[index] ?? []} />
                </span>
              ))}
            </Typography>
          )}
          {description.text && (
            <Typography variant="body2" dir="auto" data-testid="card-description">
              <HighlightedText text={description.text} ranges={description.ranges} />
            </Typography>
          )}
        </Box>
      </CardActionArea>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: 1.5, pb: 1, flexWrap: 'wrap' }}>
        {texts.tags.length > 0 && (
          <Box
            component="ul"
            aria-label={t('mediaBoard.tags')}
            sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', p: 0, m: 0, listStyle: 'none', flexGrow: 1 }}
          >
            {texts.tags.map((tag, index) => (
              <Typography key={tag} component="li" variant="caption" color="text.secondary">
                #<HighlightedText text={tag} ranges={match.tags[index] ?? []} />
              </Typography>
            ))}
          </Box>
        )}
        <Box sx={{ marginInlineStart: 'auto' }}>
          <LikeButton
            title={texts.title}
            liked={like.liked}
            count={like.count}
            disabled={likeDisabled}
            onToggle={onLike}
          />
        </Box>
      </Box>
    </Card>
  );
}
