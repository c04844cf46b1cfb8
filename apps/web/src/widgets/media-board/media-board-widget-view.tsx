import './media-board-texts';
import type { ContentPiece, MediaBoardWidget } from '@atrium/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWidgetFocus } from '../../features/area/widget-focus';
import { usePresenceScope } from '../../features/presence/presence-scope';
import { useServerNow } from '../../shared/stores/server-time.store';
import { isGuest, useSessionStore } from '../../shared/stores/session.store';
import type { WidgetViewProps } from '../widget-view.types';
import { BoardOverview, type ShownPiece } from './board-overview';
import { type BoardView, nextLive, nowLive, recommendedPieces, topRated } from './board-views';
import { ContentCard, cardDomId } from './content-card';
import { shownCounts, shownLike } from './like-state';
import type { BoardRef } from './media-board.api';
import { PieceDetail } from './piece-detail';
import { queryWords } from './piece-search';
import { matchPiece, noMatch, type PieceTexts, pieceTexts } from './piece-texts';
import { useBoardLikes } from './use-board-likes';
import { useRecommendations } from './use-recommendations';

const sizes = {
  embedded: {},
  dialog: { width: { xs: '100%', sm: 'min(1040px, calc(100vw - 128px))' } },
  overlay: { p: 2 },
};

/**
 * Spec §2.8 media board: the overview (recommended, top rated, next live, now live; search as
 * you type) and a piece's detail. The views follow the server's time: a live discussion moves
 * from next live to now live when it begins and leaves when it ends.
 */
export function MediaBoardWidgetView(props: WidgetViewProps<MediaBoardWidget>) {
  const { configuration, architectureId, presentation, widget } = props;
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const now = useServerNow();
  const scope = usePresenceScope();
  const user = useSessionStore((s) => s.user);
  const mode = scope?.mode ?? 'LIVE';
  const board = useMemo<BoardRef>(
    () => ({ architectureId, mode, mediaBoardId: configuration.mediaBoardId }),
    [architectureId, mode, configuration.mediaBoardId],
  );
  const likes = useBoardLikes(board);
  const likedKey = [...likes.state.liked].sort().join('\n');
  const recommendations = useRecommendations(board, user?.userId, likedKey);

  const [view, setView] = useState<BoardView>('recommended');
  const [query, setQuery] = useState('');
  // Opened for a search result: at its piece.
  const focus = useWidgetFocus(widget.id);
  const [openId, setOpenId] = useState(focus?.contentPieceId);
  const returnTo = useRef<string>(undefined);

  const pieces = configuration.contentPieces;
  const texts = useMemo(
    () => new Map<string, PieceTexts>(pieces.map((piece) => [piece.id, pieceTexts(piece, locale)])),
    [pieces, locale],
  );
  const textsOf = (piece: ContentPiece) => texts.get(piece.id) ?? pieceTexts(piece, locale);
  const collator = useMemo(() => new Intl.Collator(locale), [locale]);
  const byTitle = (a: ContentPiece, b: ContentPiece) => collator.compare(textsOf(a).title, textsOf(b).title);
  const counts = shownCounts(likes.state);
  const rated = topRated(pieces, counts, byTitle);

  const words = queryWords(query);
  const searching = words.length > 0;
  let listed: ShownPiece[];
  let note: string | undefined;
  if (searching) {
    listed = rated.flatMap((piece) => {
      const match = matchPiece(textsOf(piece), words);
      return match ? [{ piece, match }] : [];
    });
    // Pieces whose title matches come first.
    listed.sort((a, b) => Number(b.match.title.length > 0) - Number(a.match.title.length > 0));
  } else {
    const inView = {
      recommended: () => {
        if (recommendations.status !== 'failed') {
          return recommendations.status === 'ready'
            ? recommendedPieces(pieces, recommendations.recommendations)
            : [];
        }
        note = t('mediaBoard.recommendationsUnavailable');
        return rated;
      },
      topRated: () => rated,
      nextLive: () => nextLive(pieces, now, byTitle),
      nowLive: () => nowLive(pieces, now, byTitle),
    }[view]();
    listed = inView.map((piece) => ({ piece, match: noMatch }));
  }

  const likeDisabled = !user || isGuest(user);
  const likeOf = (piece: ContentPiece) => shownLike(likes.state, piece.id);
  const open = pieces.find((piece) => piece.id === openId);

  useEffect(() => {
    if (open || !returnTo.current) return;
    document.getElementById(cardDomId(returnTo.current))?.focus();
    returnTo.current = undefined;
  }, [open]);

  return (
    <Box
      data-testid="media-board"
      data-server-time={now.toISOString()}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0, ...sizes[presentation] }}
    >
      {likes.failed && (
        <Alert severity="error" role="alert" data-testid="like-failed">
          {t('mediaBoard.likeFailed')}
        </Alert>
      )}
      {open ? (
        <PieceDetail
          board={props}
          piece={open}
          texts={textsOf(open)}
          now={now}
          like={likeOf(open)}
          likeDisabled={likeDisabled}
          onLike={(liked) => likes.toggle(open.id, liked)}
          onBack={() => {
            returnTo.current = open.id;
            setOpenId(undefined);
          }}
        />
      ) : (
        <BoardOverview
          view={view}
          onView={(next) => {
            setQuery('');
            setView(next);
          }}
          query={query}
          onQuery={setQuery}
          searching={searching}
          pieces={listed}
          loading={!searching && view === 'recommended' && recommendations.status === 'loading'}
          note={note}
          renderCard={({ piece, match }) => (
            <ContentCard
              key={piece.id}
              piece={piece}
              texts={textsOf(piece)}
              match={match}
              now={now}
              like={likeOf(piece)}
              likeDisabled={likeDisabled}
              onLike={(liked) => likes.toggle(piece.id, liked)}
              onOpen={() => setOpenId(piece.id)}
            />
          )}
        />
      )}
    </Box>
  );
}
