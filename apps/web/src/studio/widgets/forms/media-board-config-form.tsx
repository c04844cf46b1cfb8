import { type ContentPiece, contentPieceKind, localizedText } from '@atrium/domain';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newContentPiece } from '../content-pieces';
import { IssueTextField } from '../issue-text-field';
import { moveItem } from '../list-moves';
import { useIssueCount } from '../use-own-issues';
import type { ConfigFormProps } from '../widget-editing';
import { ContentPieceEditor } from './content-piece-editor';

type PieceRowProps = {
  piece: ContentPiece;
  index: number;
  count: number;
  selected: boolean;
  path: ConfigFormProps<'MEDIA_BOARD'>['path'];
  onSelect: () => void;
  onMove: (to: number) => void;
  onRemove: () => void;
};

function PieceRow({ piece, index, count, selected, path, onSelect, onMove, onRemove }: PieceRowProps) {
  const { t, i18n } = useTranslation();
  const problems = useIssueCount([...path, 'contentPieces', index]);
  const title = localizedText(piece.title, i18n.language) || t('studio.widgets.mediaBoard.untitled');
  return (
    <ListItem
      disablePadding
      secondaryAction={
        <>
          <IconButton
            size="small"
            disabled={index === 0}
            aria-label={t('studio.widgets.mediaBoard.moveUp', { title })}
            onClick={() => onMove(index - 1)}
          >
            <ArrowUpwardIcon fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            disabled={index === count - 1}
            aria-label={t('studio.widgets.mediaBoard.moveDown', { title })}
            onClick={() => onMove(index + 1)}
          >
            <ArrowDownwardIcon fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            aria-label={t('studio.widgets.mediaBoard.remove', { title })}
            onClick={onRemove}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </>
      }
    >
      <ListItemButton
        selected={selected}
        aria-current={selected ? 'true' : undefined}
        onClick={onSelect}
        sx={{ pr: 15 }}
      >
        <ListItemText
          primary={title}
          secondary={
            problems > 0
              ? t('studio.widgets.problems', { count: problems })
              : t(`studio.widgets.mediaBoard.kinds.${contentPieceKind(piece)}`)
          }
          slotProps={{ secondary: { color: problems > 0 ? 'error' : 'text.secondary' } }}
        />
      </ListItemButton>
    </ListItem>
  );
}

/** A media board: which board, and its content pieces (listed, one edited at a time). */
export function MediaBoardConfigForm({
  architectureId,
  venue,
  configuration,
  path,
  update,
}: ConfigFormProps<'MEDIA_BOARD'>) {
  const { t } = useTranslation();
  const labelId = useId();
  const pieces = configuration.contentPieces;
  const [selectedId, setSelectedId] = useState<string | undefined>(pieces[0]?.id);
  const selectedIndex = pieces.findIndex((piece) => piece.id === selectedId);
  const selected = pieces[selectedIndex];
  const tags = [...new Set(pieces.flatMap((piece) => piece.tags))];

  const updatePiece = (id: string) => (recipe: (piece: ContentPiece) => void, field?: string) =>
    update(
      (c) => {
        const piece = c.contentPieces.find((item) => item.id === id);
        if (piece) recipe(piece);
      },
      field === undefined ? undefined : `piece:${id}:${field}`,
    );

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <IssueTextField
        label={t('studio.widgets.mediaBoard.mediaBoardId')}
        helperText={t('studio.widgets.mediaBoard.mediaBoardIdHint')}
        path={[...path, 'mediaBoardId']}
        value={configuration.mediaBoardId}
        onChange={(text) =>
          update((c) => {
            c.mediaBoardId = text.trim();
          }, 'mediaBoardId')
        }
      />
      <Box sx={{ display: 'grid', gap: 1 }}>
        <FormLabel id={labelId}>{t('studio.widgets.mediaBoard.pieces')}</FormLabel>
        {pieces.length > 0 && (
          <List dense aria-labelledby={labelId} sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
            {pieces.map((piece, index) => (
              <PieceRow
                key={piece.id}
                piece={piece}
                index={index}
                count={pieces.length}
                selected={piece.id === selectedId}
                path={path}
                onSelect={() => setSelectedId(piece.id)}
                onMove={(to) => update((c) => moveItem(c.contentPieces, index, to))}
                onRemove={() => {
                  update((c) => void c.contentPieces.splice(index, 1));
                  if (piece.id === selectedId) setSelectedId((pieces[index + 1] ?? pieces[index - 1])?.id);
                }}
              />
            ))}
          </List>
        )}
        <Box>
          <Button
            size="small"
            color="inherit"
            startIcon={<AddIcon />}
            onClick={() => {
              const piece = newContentPiece(pieces);
              update((c) => void c.contentPieces.push(piece));
              setSelectedId(piece.id);
            }}
          >
            {t('studio.widgets.mediaBoard.addPiece')}
          </Button>
        </Box>
      </Box>
      {selected && (
        <Paper
          component="section"
          variant="outlined"
          sx={{ p: 2 }}
          aria-label={t('studio.widgets.mediaBoard.editingPiece')}
        >
          <ContentPieceEditor
            key={selected.id}
            architectureId={architectureId}
            venue={venue}
            piece={selected}
            path={[...path, 'contentPieces', selectedIndex]}
            tagSuggestions={tags}
            update={updatePiece(selected.id)}
          />
        </Paper>
      )}
    </Box>
  );
}
