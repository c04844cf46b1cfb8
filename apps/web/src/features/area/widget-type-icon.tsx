import type { WidgetType } from '@atrium/domain';
import DoorFrontIcon from '@mui/icons-material/DoorFront';
import DownloadIcon from '@mui/icons-material/Download';
import DrawIcon from '@mui/icons-material/Draw';
import ForumIcon from '@mui/icons-material/Forum';
import HeadphonesIcon from '@mui/icons-material/Headphones';
import PeopleIcon from '@mui/icons-material/People';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import VideoCallIcon from '@mui/icons-material/VideoCall';
import VideoLibraryIcon from '@mui/icons-material/VideoLibrary';
import type SvgIcon from '@mui/material/SvgIcon';

const icons: Record<WidgetType, typeof SvgIcon> = {
  MEETING: VideoCallIcon,
  WHITEBOARD: DrawIcon,
  MEDIA_BOARD: VideoLibraryIcon,
  SOCIAL_WALL: ForumIcon,
  PDF_VIEWER: PictureAsPdfIcon,
  AUDIO: HeadphonesIcon,
  DOWNLOAD: DownloadIcon,
  PRESENCE_LIST: PeopleIcon,
  LINK: DoorFrontIcon,
};

/** The built-in icon of a widget type, for venues without an icon asset of their own (loaded on demand). */
export function WidgetTypeIcon({ type }: { type: WidgetType }) {
  const Icon = icons[type];
  return <Icon fontSize="inherit" sx={{ width: '100%', height: '100%' }} />;
}
