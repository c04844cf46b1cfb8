import {
  type ContentPiece,
  type ContentPieceKind,
  contentPieceKind,
  type IssuePath,
  type Venue,
} from '@atrium/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { LocalizedTextField } from '../../fields/localized-text-field';
import { AssetPicker } from '../asset-picker';
import { newLiveDiscussion, setContentPieceKind } from '../content-pieces';
import { IssueSwitch } from '../issue-switch';
import { IssueTextField } from '../issue-text-field';
import { TimeWindowFields } from '../time-window-fields';
import { useOwnIssues } from '../use-own-issues';
import { SpeakersField } from './speakers-field';
import { TagsField } from './tags-field';

const kinds: ContentPieceKind[] = ['video', 'document', 'live'];

type Props = {
  architectureId: string;
  venue: Venue;
  piece: ContentPiece;
  /** The piece's JSON path. */
  path: IssuePath;
  /** Tags used on the board, offered for this piece. */
  tagSuggestions: readonly string[];
  /** Changes the piece in the draft; `field` makes typing in that field one undo step per word. */
  update: (recipe: (piece: ContentPiece) => void, field?: string) => void;
};

/** One piece of a media board: its texts, what it is (video, document, live discussion), picture, tags and speakers. */
export function ContentPieceEditor({ architectureId, venue, piece, path, tagSuggestions, update }: Props) {
  const { t } = useTranslation();
  const problems = useOwnIssues(path);
  const kind = contentPieceKind(piece);
  const live = piece.liveDiscussion;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <LocalizedTextField
        label={t('studio.widgets.mediaBoard.pieceTitle')}
        path={[...path, 'title']}
        value={piece.title}
        onChange={(title) =>
          update((p) => {
            p.title = title;
          }, 'title')
        }
      />
      <LocalizedTextField
        multiline
        minRows={2}
        label={t('studio.widgets.mediaBoard.pieceDescription')}
        path={[...path, 'description']}
        value={piece.description}
        onChange={(description) =>
          update((p) => {
            p.description = description;
          }, 'description')
        }
      />
      <TextField
        select
        size="small"
        label={t('studio.widgets.mediaBoard.kind')}
        value={kind}
        onChange={(event) =>
          update((p) =>
            setContentPieceKind(p, event.target.value as ContentPieceKind, {
              assets: venue.assets,
              now: Date.now(),
            }),
          )
        }
      >
        {kinds.map((option) => (
          <MenuItem key={option} value={option}>
            {t(`studio.widgets.mediaBoard.kinds.${option}`)}
          </MenuItem>
        ))}
      </TextField>
      {kind === 'video' && (
        <IssueTextField
          type="url"
          label={t('studio.widgets.mediaBoard.videoUrl')}
          path={[...path, 'videoUrl']}
          value={piece.videoUrl ?? ''}
          onChange={(text) =>
            update((p) => {
              p.videoUrl = text.trim();
            }, 'videoUrl')
          }
        />
      )}
      {kind === 'document' && (
        <AssetPicker
          architectureId={architectureId}
          venue={venue}
          label={t('studio.widgets.mediaBoard.document')}
          uploadLabel={t('studio.widgets.pdf.upload')}
          accept="application/pdf"
          value={piece.assetId}
          path={[...path, 'assetId']}
          onChange={(assetId) =>
            update((p) => {
              p.assetId = assetId ?? '';
            })
          }
        />
      )}
      {kind !== 'live' && (
        <IssueSwitch
          label={t('studio.widgets.mediaBoard.hasLiveDiscussion')}
          path={[...path, 'liveDiscussion']}
          checked={live !== undefined}
          onChange={(on) =>
            update((p) => {
              if (on) p.liveDiscussion = newLiveDiscussion(Date.now());
              else delete p.liveDiscussion;
            })
          }
        />
      )}
      {live && (
        <Box sx={{ display: 'grid', gap: 2, pl: 2, borderInlineStart: 2, borderColor: 'divider' }}>
          <TimeWindowFields
            labels={{
              begin: t('studio.widgets.mediaBoard.discussionBegin'),
              end: t('studio.widgets.mediaBoard.discussionEnd'),
            }}
            begin={live.begin}
            end={live.end}
            path={[...path, 'liveDiscussion']}
            onChange={(bound, iso) =>
              update((p) => {
                if (p.liveDiscussion) p.liveDiscussion[bound] = iso ?? '';
              })
            }
          />
          <IssueTextField
            type="url"
            label={t('studio.widgets.mediaBoard.discussionUrl')}
            path={[...path, 'liveDiscussion', 'meetingUrl']}
            value={live.meetingUrl}
            onChange={(text) =>
              update((p) => {
                if (p.liveDiscussion) p.liveDiscussion.meetingUrl = text.trim();
              }, 'discussionUrl')
            }
          />
        </Box>
      )}
      <AssetPicker
        architectureId={architectureId}
        venue={venue}
        optional
        label={t('studio.widgets.mediaBoard.thumbnail')}
        uploadLabel={t('studio.widgets.mediaBoard.uploadThumbnail')}
        accept="image/*"
        value={piece.thumbnailAssetId}
        path={[...path, 'thumbnailAssetId']}
        onChange={(assetId) =>
          update((p) => {
            if (assetId) p.thumbnailAssetId = assetId;
            else delete p.thumbnailAssetId;
          })
        }
      />
      <TagsField
        value={piece.tags}
        suggestions={tagSuggestions}
        path={[...path, 'tags']}
        onChange={(tags) =>
          update((p) => {
            p.tags = tags;
          })
        }
      />
      <SpeakersField
        speakers={piece.speakers ?? []}
        path={[...path, 'speakers']}
        update={(recipe, field) =>
          update((p) => {
            p.speakers ??= [];
            recipe(p.speakers);
            if (p.speakers.length === 0) delete p.speakers;
          }, field)
        }
      />
      {problems.map((problem) => (
        <Alert key={problem} severity="error">
          {problem}
        </Alert>
      ))}
    </Box>
  );
}
