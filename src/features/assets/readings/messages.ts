import { defineMessages } from '../../../i18n/defineMessages';

export default defineMessages({
  title: { id: 'assets.readings.title', defaultMessage: 'Meter readings' },
  loading: { id: 'assets.readings.loading', defaultMessage: 'Loading the readings…' },
  failed: { id: 'assets.readings.failed', defaultMessage: 'The readings could not be loaded.' },
  colMeter: { id: 'assets.readings.colMeter', defaultMessage: 'Meter' },
  colLast: { id: 'assets.readings.colLast', defaultMessage: 'Last reading' },
  colWhen: { id: 'assets.readings.colWhen', defaultMessage: 'Read on' },
  colValue: { id: 'assets.readings.colValue', defaultMessage: 'Value' },
  colBy: { id: 'assets.readings.colBy', defaultMessage: 'By' },
  noReading: { id: 'assets.readings.noReading', defaultMessage: 'No reading yet' },
  meterName: { id: 'assets.readings.meterName', defaultMessage: '{name} ({unit})' },
  value: { id: 'assets.readings.value', defaultMessage: '{value} {unit}' },
  recordTitle: { id: 'assets.readings.recordTitle', defaultMessage: 'Record a reading' },
  meter: { id: 'assets.readings.meter', defaultMessage: 'Meter' },
  chooseMeter: { id: 'assets.readings.chooseMeter', defaultMessage: 'Choose a meter' },
  reading: { id: 'assets.readings.reading', defaultMessage: 'Reading' },
  readingUnit: { id: 'assets.readings.readingUnit', defaultMessage: 'Reading ({unit})' },
  readNow: {
    id: 'assets.readings.readNow',
    defaultMessage: 'Recorded as read now ({date}), with your name.',
  },
  reset: { id: 'assets.readings.reset', defaultMessage: 'Meter reset (replaced or rolled over)' },
  resetHint: {
    id: 'assets.readings.resetHint',
    defaultMessage: 'Only a reset may be lower than the last reading.',
  },
  record: { id: 'assets.readings.record', defaultMessage: 'Record the reading' },
  recorded: { id: 'assets.readings.recorded', defaultMessage: 'Reading of {value} recorded on {meter}.' },
  recent: { id: 'assets.readings.recent', defaultMessage: 'Recent readings' },
  noRecent: { id: 'assets.readings.noRecent', defaultMessage: 'No readings yet.' },
  resetMark: { id: 'assets.readings.resetMark', defaultMessage: 'reset' },
  notNumber: { id: 'assets.readings.notNumber', defaultMessage: 'A reading must be a number, for example 1250.5.' },
  backwards: {
    id: 'assets.readings.backwards',
    defaultMessage:
      'This reading is lower than the last one ({last}). Tick “Meter reset” if the meter was replaced or rolled over.',
  },
  meterMissing: { id: 'assets.readings.meterMissing', defaultMessage: 'Choose the meter you read.' },
  writeFailed: { id: 'assets.readings.writeFailed', defaultMessage: 'The reading was not saved: {error}' },
});
