// The guide's 37 slides (spec §1, §9): the journey of application, skills checklist, references and job applications.
// The words are in locales/<lng>/guide.json under slides.<number>; each slide here has its chapter and illustration.
import AssignmentIcon from '@mui/icons-material/Assignment';
import BadgeIcon from '@mui/icons-material/Badge';
import ChecklistIcon from '@mui/icons-material/Checklist';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import ContactPhoneIcon from '@mui/icons-material/ContactPhone';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FlagIcon from '@mui/icons-material/Flag';
import GavelIcon from '@mui/icons-material/Gavel';
import GroupsIcon from '@mui/icons-material/Groups';
import HealthAndSafetyIcon from '@mui/icons-material/HealthAndSafety';
import HistoryEduIcon from '@mui/icons-material/HistoryEdu';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import KeyboardIcon from '@mui/icons-material/Keyboard';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import MilitaryTechIcon from '@mui/icons-material/MilitaryTech';
import PersonIcon from '@mui/icons-material/Person';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import PolicyIcon from '@mui/icons-material/Policy';
import QuizIcon from '@mui/icons-material/Quiz';
import RateReviewIcon from '@mui/icons-material/RateReview';
import RecommendIcon from '@mui/icons-material/Recommend';
import RouteIcon from '@mui/icons-material/Route';
import SaveIcon from '@mui/icons-material/Save';
import SchoolIcon from '@mui/icons-material/School';
import SearchIcon from '@mui/icons-material/Search';
import SendIcon from '@mui/icons-material/Send';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import TimelineIcon from '@mui/icons-material/Timeline';
import UpdateIcon from '@mui/icons-material/Update';
import VerifiedIcon from '@mui/icons-material/Verified';
import WavingHandIcon from '@mui/icons-material/WavingHand';
import WorkHistoryIcon from '@mui/icons-material/WorkHistory';
import BlockIcon from '@mui/icons-material/Block';
import ListAltIcon from '@mui/icons-material/ListAlt';
import type { SvgIconComponent } from '@mui/icons-material';

export const CHAPTERS = ['welcome', 'application', 'skills', 'references', 'jobs', 'ready'] as const;
export type Chapter = (typeof CHAPTERS)[number];

export type Slide = { number: number; chapter: Chapter; Icon: SvgIconComponent };

const PLAN: [Chapter, SvgIconComponent[]][] = [
  ['welcome', [WavingHandIcon, RouteIcon, KeyboardIcon]],
  [
    'application',
    [
      AssignmentIcon,
      PersonIcon,
      SchoolIcon,
      VerifiedIcon,
      BadgeIcon,
      WorkHistoryIcon,
      MilitaryTechIcon,
      GavelIcon,
      HealthAndSafetyIcon,
      PolicyIcon,
      CloudUploadIcon,
      SaveIcon,
      TaskAltIcon,
    ],
  ],
  ['skills', [ChecklistIcon, PlaylistAddIcon, RateReviewIcon, QuizIcon, ListAltIcon, UpdateIcon]],
  ['references', [RecommendIcon, GroupsIcon, BlockIcon, PersonSearchIcon, HistoryEduIcon, ContactPhoneIcon, HowToRegIcon, TimelineIcon]],
  ['jobs', [SearchIcon, FavoriteIcon, SendIcon, FlagIcon, MarkEmailReadIcon, SupportAgentIcon]],
  ['ready', [EmojiEventsIcon]],
];

export const SLIDES: Slide[] = PLAN.flatMap(([chapter, icons]) => icons.map((Icon) => ({ chapter, Icon }))).map(
  (slide, index) => ({ ...slide, number: index + 1 }),
);
