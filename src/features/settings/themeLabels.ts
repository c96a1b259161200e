import type { IntlShape } from 'react-intl';
import { THEME_COLORS, THEME_MODES } from '../../boot/startup.js';
import messages from './messages';

export { THEME_COLORS, THEME_MODES };

type Colour = (typeof messages)[keyof typeof messages];

/** 'light.bluenavy' -> 'Light · Navy blue' in the current language. */
export function themeLabel(intl: IntlShape, theme: string): string {
  const [mode, colour] = theme.split('.');
  const modeMessage = mode === 'dark' ? messages.dark : messages.light;
  const colourMessage = (messages as Record<string, Colour>)[colour];
  return intl.formatMessage(messages.themeName, {
    mode: intl.formatMessage(modeMessage),
    colour: colourMessage ? intl.formatMessage(colourMessage) : colour,
  });
}

export function colourLabel(intl: IntlShape, colour: string): string {
  const message = (messages as Record<string, Colour>)[colour];
  return message ? intl.formatMessage(message) : colour;
}
