// The meter readings of one piece of equipment, live while its page shows them (the live-data
// kit): the recent history, newest first, and the last reading of each meter. Sagas read what the
// page shows with `select` (a new reading is checked against the last one on screen).
import { liveKit } from '../../store/liveKit';
import type { PlantKey } from '../../services/firebase/collections';
import type { LastReading, MeterReading } from '../../services/firebase/plans';
import { type LiveList, subscribeLastReadings, subscribeReadings } from './plansService';

/** Which equipment's readings: the plant and the item. */
export interface ReadingsOf {
  plant: PlantKey;
  eqid: string;
}

const keyOf = ({ plant, eqid }: ReadingsOf) => `${plant.uid}/${plant.company}/${plant.site}/${plant.plant}/${eqid}`;

/** Recent readings (50), newest first. */
export const readingHistory = liveKit<ReadingsOf, LiveList<MeterReading>>({
  name: 'readingHistory',
  keyOf,
  subscribe: ({ plant, eqid }, listener) => subscribeReadings(plant, eqid, listener),
});

/** The last reading of each meter. */
export const lastReadings = liveKit<ReadingsOf, LiveList<LastReading>>({
  name: 'lastReadings',
  keyOf,
  subscribe: ({ plant, eqid }, listener) => subscribeLastReadings(plant, eqid, listener),
});

/** The last reading of one meter, as shown; undefined while not shown or not read yet. */
export const lastReadingOf = (list: LiveList<LastReading> | null | undefined, meterId: string) =>
  list?.items.find((r) => r.meterId === meterId);
