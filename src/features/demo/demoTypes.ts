// The template's demo entities (docs/product.md §3).

export const TODO_STATUSES = ['PENDING', 'COMPLETED'] as const;
export const SURVEY_STATUSES = ['ACTIVE', 'COMPLETED'] as const;
export const TODO_CATEGORIES = ['Flexbox', 'Sass', 'React'] as const;
export const SURVEY_CATEGORIES = ['Development', 'Workplace', 'Hardware'] as const;
export const LABELS = ['EDUCATION', 'NEW FRAMEWORK', 'PERSONAL'] as const;

export type Label = (typeof LABELS)[number];

/** Badge colour of each label. */
export const LABEL_COLORS: Record<Label, string> = {
  EDUCATION: 'secondary',
  'NEW FRAMEWORK': 'primary',
  PERSONAL: 'info',
};

export interface DemoListItem {
  id: number;
  title: string;
  category: string;
  /** dd.mm.yyyy, as the date helper shows it. */
  createDate: string;
  status: string;
  label: Label;
  labelColor: string;
}

export interface TodoItem extends DemoListItem {
  detail: string;
}

export type SurveyListItem = DemoListItem;

export interface SurveyAnswer {
  id: number;
  label: string;
}

/** 1 text, 2 multiple choice, 3 single choice. */
export type AnswerType = 1 | 2 | 3;

export interface SurveyQuestion {
  id: number;
  title: string;
  question: string;
  answerType: AnswerType;
  answers?: SurveyAnswer[];
}

export interface SurveyDetail {
  id: number;
  title: string;
  detail: string;
  category: string;
  status: string;
  label: Label;
  questions: SurveyQuestion[];
}

export interface Contact {
  id: number;
  name: string;
  thumb: string;
  lastSeenDate: string;
}

export interface ChatMessage {
  sender: number;
  time: string;
  text: string;
}

export interface Conversation {
  id: number;
  /** The two contacts talking. */
  users: [number, number];
  lastMessageTime: string;
  messages: ChatMessage[];
}

/** Filter by column and value (docs/product.md §3 "list filter"). */
export interface ListFilter {
  column: string;
  value: string;
}

export type OrderColumn = 'title' | 'category' | 'status' | 'label';
export const ORDER_COLUMNS: OrderColumn[] = ['title', 'category', 'status', 'label'];
