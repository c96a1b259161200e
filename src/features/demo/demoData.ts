// Local sample data of the demo apps (docs/product.md §1, §9): maintenance-flavoured, in the template's shape.
import {
  type Contact,
  type Conversation,
  LABEL_COLORS,
  type Label,
  type SurveyDetail,
  type SurveyListItem,
  type TodoItem,
} from './demoTypes';
import { formatDate } from '../../lib/date';

// Dated relative to today, so the default data filter (the last month) keeps showing the todo
// items and the newer surveys; the four oldest surveys lie just outside it.
const today = new Date();
const daysAgo = (days: number) => formatDate(new Date(today.getFullYear(), today.getMonth(), today.getDate() - days));

const item = <T extends { label: Label }>(value: T) => ({ ...value, labelColor: LABEL_COLORS[value.label] });

export const TODO_ITEMS: TodoItem[] = (
  [
    {
      id: 1,
      title: 'Lay out the work-order board with Flexbox',
      detail: 'Columns per planning stage, wrapping on small screens.',
      category: 'Flexbox',
      createDate: daysAgo(21),
      status: 'PENDING',
      label: 'EDUCATION',
    },
    {
      id: 2,
      title: 'Theme variables for the plant dashboard',
      detail: 'Move the colours of the charts into Sass variables.',
      category: 'Sass',
      createDate: daysAgo(20),
      status: 'COMPLETED',
      label: 'NEW FRAMEWORK',
    },
    {
      id: 3,
      title: 'Equipment list component',
      detail: 'A React table of the equipment register with sorting.',
      category: 'React',
      createDate: daysAgo(19),
      status: 'PENDING',
      label: 'NEW FRAMEWORK',
    },
    {
      id: 4,
      title: 'Read about RIME ranking',
      detail: 'Criticality times work-type weight; write down questions.',
      category: 'React',
      createDate: daysAgo(18),
      status: 'COMPLETED',
      label: 'EDUCATION',
    },
    {
      id: 5,
      title: 'Book the crane inspection',
      detail: 'Call the service contractor before the weekly schedule closes.',
      category: 'Flexbox',
      createDate: daysAgo(17),
      status: 'PENDING',
      label: 'PERSONAL',
    },
    {
      id: 6,
      title: 'Mixins for the permit badges',
      detail: 'One mixin per permit type colour.',
      category: 'Sass',
      createDate: daysAgo(14),
      status: 'PENDING',
      label: 'EDUCATION',
    },
    {
      id: 7,
      title: 'Hooks for the delay-code picker',
      detail: 'useDelayCodes returning codes 1A to 7D grouped by cause.',
      category: 'React',
      createDate: daysAgo(13),
      status: 'PENDING',
      label: 'NEW FRAMEWORK',
    },
    {
      id: 8,
      title: 'Renew the first-aid certificate',
      detail: 'The course runs on Thursday mornings.',
      category: 'Flexbox',
      createDate: daysAgo(12),
      status: 'COMPLETED',
      label: 'PERSONAL',
    },
    {
      id: 9,
      title: 'Grid for the shift handover sheet',
      detail: 'Two columns: open jobs and jobs done.',
      category: 'Flexbox',
      createDate: daysAgo(10),
      status: 'PENDING',
      label: 'EDUCATION',
    },
    {
      id: 10,
      title: 'Dark theme contrast check',
      detail: 'Check every badge against the dark backgrounds.',
      category: 'Sass',
      createDate: daysAgo(7),
      status: 'COMPLETED',
      label: 'NEW FRAMEWORK',
    },
    {
      id: 11,
      title: 'Order safety boots',
      detail: 'Size 43, steel toe, before the shutdown.',
      category: 'React',
      createDate: daysAgo(5),
      status: 'PENDING',
      label: 'PERSONAL',
    },
    {
      id: 12,
      title: 'Offline banner component',
      detail: 'Show when writes are waiting to sync.',
      category: 'React',
      createDate: daysAgo(3),
      status: 'PENDING',
      label: 'NEW FRAMEWORK',
    },
  ] satisfies Omit<TodoItem, 'labelColor'>[]
).map(item);

export const SURVEY_ITEMS: SurveyListItem[] = (
  [
    {
      id: 1,
      title: 'Tool crib satisfaction',
      category: 'Workplace',
      createDate: daysAgo(53),
      status: 'ACTIVE',
      label: 'PERSONAL',
    },
    {
      id: 2,
      title: 'Handheld scanner trial',
      category: 'Hardware',
      createDate: daysAgo(46),
      status: 'COMPLETED',
      label: 'NEW FRAMEWORK',
    },
    {
      id: 3,
      title: 'Mobile work-order app wishes',
      category: 'Development',
      createDate: daysAgo(39),
      status: 'ACTIVE',
      label: 'NEW FRAMEWORK',
    },
    {
      id: 4,
      title: 'Lock-out / tag-out refresher',
      category: 'Workplace',
      createDate: daysAgo(32),
      status: 'ACTIVE',
      label: 'EDUCATION',
    },
    {
      id: 5,
      title: 'Workshop lighting',
      category: 'Hardware',
      createDate: daysAgo(25),
      status: 'COMPLETED',
      label: 'PERSONAL',
    },
    {
      id: 6,
      title: 'Planning meeting format',
      category: 'Workplace',
      createDate: daysAgo(18),
      status: 'ACTIVE',
      label: 'EDUCATION',
    },
    {
      id: 7,
      title: 'Vibration sensor pilot',
      category: 'Hardware',
      createDate: daysAgo(11),
      status: 'ACTIVE',
      label: 'NEW FRAMEWORK',
    },
    {
      id: 8,
      title: 'Report builder feedback',
      category: 'Development',
      createDate: daysAgo(4),
      status: 'COMPLETED',
      label: 'EDUCATION',
    },
  ] satisfies Omit<SurveyListItem, 'labelColor'>[]
).map(item);

const QUESTIONS: SurveyDetail['questions'] = [
  {
    id: 1,
    title: 'Your role',
    question: 'Which crew do you work in?',
    answerType: 3,
    answers: [
      { id: 1, label: 'Mechanical' },
      { id: 2, label: 'Electrical' },
      { id: 3, label: 'Instrumentation' },
      { id: 4, label: 'Planning' },
    ],
  },
  {
    id: 2,
    title: 'What you use',
    question: 'Which of these do you use every week?',
    answerType: 2,
    answers: [
      { id: 1, label: 'Work orders' },
      { id: 2, label: 'Equipment register' },
      { id: 3, label: 'Preventive plans' },
      { id: 4, label: 'Reports' },
    ],
  },
  {
    id: 3,
    title: 'Rating',
    question: 'How well does it work for you today?',
    answerType: 3,
    answers: [
      { id: 1, label: 'Very well' },
      { id: 2, label: 'Well enough' },
      { id: 3, label: 'Poorly' },
    ],
  },
  { id: 4, title: 'Ideas', question: 'What one change would help you most?', answerType: 1 },
];

/** The detail of each survey in the list: same questions, its own title and status. */
export const SURVEY_DETAILS: SurveyDetail[] = SURVEY_ITEMS.map((s) => ({
  id: s.id,
  title: s.title,
  detail: `Answers are anonymous. Started ${s.createDate}.`,
  category: s.category,
  status: s.status,
  label: s.label,
  questions: QUESTIONS.map((q) => ({ ...q, answers: q.answers?.map((a) => ({ ...a })) })),
}));

/** Contact 0 is the person using the demo. */
export const CHAT_CURRENT_USER_ID = 0;

export const CONTACTS: Contact[] = [
  { id: 0, name: 'You', thumb: 'YO', lastSeenDate: 'Online' },
  { id: 1, name: 'Marta Reyes', thumb: 'MR', lastSeenDate: 'Last seen today 07:40' },
  { id: 2, name: 'Tom Becker', thumb: 'TB', lastSeenDate: 'Last seen today 06:55' },
  { id: 3, name: 'Priya Nair', thumb: 'PN', lastSeenDate: 'Last seen yesterday 17:10' },
  { id: 4, name: 'Lars Holm', thumb: 'LH', lastSeenDate: 'Last seen 21.11.2026' },
  { id: 5, name: 'Ana Costa', thumb: 'AC', lastSeenDate: 'Last seen today 08:05' },
  { id: 6, name: 'Yusuf Demir', thumb: 'YD', lastSeenDate: 'Last seen 20.11.2026' },
];

export const CONVERSATIONS: Conversation[] = [
  {
    id: 1,
    users: [0, 1],
    lastMessageTime: '07:38',
    messages: [
      { sender: 1, time: '07:31', text: 'Pump P-101 is vibrating again. Can you look before the shift meeting?' },
      { sender: 0, time: '07:35', text: 'On my way. Is the standby pump running?' },
      { sender: 1, time: '07:38', text: 'Yes, switched over at 07:20.' },
    ],
  },
  {
    id: 2,
    users: [0, 2],
    lastMessageTime: '06:50',
    messages: [
      { sender: 2, time: '06:45', text: 'The bearings for the conveyor arrived.' },
      { sender: 0, time: '06:50', text: 'Great, put them in the crib under WO 4711.' },
    ],
  },
  {
    id: 3,
    users: [0, 3],
    lastMessageTime: 'Yesterday',
    messages: [{ sender: 3, time: 'Yesterday', text: 'Permit for the hot work on line 2 is signed.' }],
  },
  {
    id: 4,
    users: [1, 5],
    lastMessageTime: '08:01',
    messages: [{ sender: 5, time: '08:01', text: 'Marta, the calibration sheets are on your desk.' }],
  },
];
