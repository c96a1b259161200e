import { describe, expect, it } from 'vitest';
import type { EquipmentSummary } from '../../services/firebase/assets';
import { indexEquipment, matchEquipment } from '../../domain/equipmentMatch';
import {
  isSearchable,
  numberPrefixOf,
  RESULTS_PER_GROUP,
  stillMatches,
  titleMatches,
  titleQueryOf,
} from './searchText';

describe('what a typed text asks for', () => {
  it('needs two letters or digits', () => {
    expect(isSearchable('p')).toBe(false);
    expect(isSearchable(' - p ')).toBe(false);
    expect(isSearchable('p1')).toBe(true);
  });

  it('reads work-order numbers in upper case, with or without WR-', () => {
    expect(numberPrefixOf('wr-2026')).toBe('WR-2026');
    expect(numberPrefixOf('WR2026')).toBe('WR-2026');
    expect(numberPrefixOf('20261123')).toBe('WR-20261123');
    expect(numberPrefixOf(' wr-20261123-4f7k ')).toBe('WR-20261123-4F7K');
    expect(numberPrefixOf('pump')).toBeNull();
    expect(numberPrefixOf('wr 2026')).toBeNull();
  });

  it('asks the keywords for the longest typed word, cut at 15 letters', () => {
    expect(titleQueryOf('Pump seal')).toEqual({ keyword: 'pump', words: ['pump', 'seal'] });
    expect(titleQueryOf('válv 3')).toEqual({ keyword: 'valv', words: ['valv', '3'] });
    expect(titleQueryOf('electroencephalographs')?.keyword).toBe('electroencephal');
    expect(titleQueryOf('a b')).toBeNull();
  });

  it('matches titles whose words start with every typed word', () => {
    expect(titleMatches('Pump 3 leaks at the seal', ['pum', '3', 'sea'])).toBe(true);
    expect(titleMatches('Pump leaks', ['pum', 'seal'])).toBe(false);
    expect(stillMatches({ number: 'WR-20261123-4F7K', title: 'Seal' }, 'wr-2026112')).toBe(true);
    expect(stillMatches({ number: 'WR-20261123-4F7K', title: 'Seal kit' }, 'seal k')).toBe(true);
    expect(stillMatches({ number: 'WR-20261123-4F7K', title: 'Seal kit' }, 'seal x')).toBe(false);
  });
});

const item = (id: string, tag: string, name: string): EquipmentSummary => ({
  id,
  tag,
  name,
  criticality: 5,
  parent: null,
  status: 'inService',
});

describe('equipment matches from the plant summary', () => {
  const index = indexEquipment([
    item('a', 'P-101', 'Feed pump'),
    item('b', 'P-1010', 'Spare feed pump'),
    item('c', 'PM1-DRY-001', 'Dryer cylinder 1'),
    item('d', 'V-7', 'Válvula de alivio'),
    item('e', 'XP-101', 'Mixer'),
  ]);
  const tags = (text: string) => matchEquipment(index, text, RESULTS_PER_GROUP).items.map((i) => i.tag);

  it('ranks the tag itself, then tags starting with the text, then name words, then tags containing it', () => {
    expect(tags('p101')).toEqual(['P-101', 'P-1010', 'XP-101']);
    expect(tags('pump')).toEqual(['P-101', 'P-1010']);
    expect(tags('dry-001')).toEqual(['PM1-DRY-001']);
  });

  it('ignores case and accents, and needs every typed word', () => {
    expect(tags('VALV alIV')).toEqual(['V-7']);
    expect(tags('feed spare')).toEqual(['P-1010']);
    expect(tags('feed dryer')).toEqual([]);
  });

  it('shows at most the limit, saying there are more', () => {
    const many = indexEquipment(Array.from({ length: 12 }, (_, i) => item(`m${i}`, `M-${i}`, 'Motor')));
    const found = matchEquipment(many, 'motor', RESULTS_PER_GROUP);
    expect(found.items).toHaveLength(8);
    expect(found.more).toBe(true);
    expect(matchEquipment(many, '--', RESULTS_PER_GROUP).items).toEqual([]);
  });
});
