// Saved plant details (docs/product.md §3, §9): the plant a user works in, kept under
// `__theme_selected_plant` as { uid, company, site, plant }. Anything else reads as "none chosen".
import { readJson, removeKey, writeJson } from '../lib/storage';
import type { PlantKey } from './firebase/collections';

export const SELECTED_PLANT_KEY = '__theme_selected_plant';

const ID = /^[A-Za-z0-9_-]{1,128}$/;

export function parsePlantKey(value: unknown): PlantKey | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const ok = (['uid', 'company', 'site', 'plant'] as const).every((k) => typeof v[k] === 'string' && ID.test(v[k]));
  return ok
    ? { uid: v.uid as string, company: v.company as string, site: v.site as string, plant: v.plant as string }
    : null;
}

export const readSavedPlant = (): PlantKey | null => readJson(SELECTED_PLANT_KEY, parsePlantKey);
export const writeSavedPlant = (key: PlantKey) => writeJson(SELECTED_PLANT_KEY, key);
export const clearSavedPlant = () => removeKey(SELECTED_PLANT_KEY);

export const samePlant = (a: PlantKey | null, b: PlantKey | null) =>
  !!a && !!b && a.uid === b.uid && a.company === b.company && a.site === b.site && a.plant === b.plant;
