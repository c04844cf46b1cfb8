import type { ContentPieceKind } from '@atrium/domain';
import DescriptionIcon from '@mui/icons-material/Description';
import ForumIcon from '@mui/icons-material/Forum';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import type { SvgIconProps } from '@mui/material/SvgIcon';

const icons = { video: PlayCircleIcon, document: DescriptionIcon, live: ForumIcon };

export function PieceKindIcon({ kind, ...props }: { kind: ContentPieceKind } & SvgIconProps) {
  const Icon = icons[kind];
  return <Icon aria-hidden="true" {...props} />;
}
