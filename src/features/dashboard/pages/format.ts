// How the dashboard writes its figures, in the user's language: percentages with one decimal,
// hours with one, and "—" for a figure that does not exist (the tile says why).
import type { IntlShape } from 'react-intl';
import type { PmOnTimeRule } from '../../../domain/plans';
import { PM_RULE_NAMES } from '../../plans/messages';

export const percentOf = (intl: IntlShape, v: number | null) =>
  v === null ? '—' : intl.formatNumber(v, { style: 'percent', maximumFractionDigits: 1 });

export const hoursOf = (intl: IntlShape, v: number | null) =>
  v === null ? '—' : `${intl.formatNumber(v, { maximumFractionDigits: 1 })} h`;

/** For chart axes and tables, where values are already in percent (0–100). */
export const percentPoints = (intl: IntlShape) => (v: number) =>
  `${intl.formatNumber(v, { maximumFractionDigits: 1 })} %`;

export const hoursFormat = (intl: IntlShape) => (v: number) => hoursOf(intl, v);

export const countFormat = (intl: IntlShape) => (v: number) => intl.formatNumber(v, { maximumFractionDigits: 0 });

/** A ratio as percent points for a chart (null stays null: a gap, not a zero). */
export const toPoints = (v: number | null) => (v === null ? null : Math.round(v * 1000) / 10);

/** The PM on-time rules the figures were counted by, named (several when the company changed it). */
export const pmRuleText = (intl: IntlShape, rules: readonly PmOnTimeRule[]) =>
  rules.map((r) => intl.formatMessage(PM_RULE_NAMES[r])).join('; ');
