import { describe, expect, it } from 'vitest';
import { WORK_STATUSES } from './statusMachine';
import {
  hasMarkup,
  nextThrottle,
  PORTAL_STAGES,
  portalEquipmentList,
  portalRequestProblems,
  type PortalRequestValues,
  portalStage,
  portalStatusUrl,
  portalUrl,
  URGENCY_WORK_TYPE,
} from './portal';
import { WORK_TYPES } from './referenceLists';

const valid: PortalRequestValues = {
  equipmentId: 'e1',
  title: 'Oil under the pump',
  description: '',
  urgency: 'safety',
  name: 'Pat',
  contact: '',
};
const ids = new Set(['e1']);

describe('portal stages', () => {
  it('every status has a stage, and the stages follow the work in order', () => {
    for (const s of WORK_STATUSES) expect(PORTAL_STAGES).toContain(portalStage(s));
    expect(WORK_STATUSES.map(portalStage)).toEqual(
      expect.arrayContaining(['received', 'accepted', 'scheduled', 'inProgress', 'done', 'declined']),
    );
    expect(portalStage('new')).toBe('received');
    expect(portalStage('readyToSchedule')).toBe('accepted');
    expect(portalStage('dailySchedule')).toBe('scheduled');
    expect(portalStage('workComplete')).toBe('done');
    expect(portalStage('cancelled')).toBe('declined');
  });

  it('each urgency is a work type whose RIME weight ranks safety first', () => {
    const weight = (u: keyof typeof URGENCY_WORK_TYPE) => WORK_TYPES[URGENCY_WORK_TYPE[u]];
    expect(weight('safety')).toBeGreaterThan(weight('stopped'));
    expect(weight('stopped')).toBeGreaterThan(weight('canWait'));
  });
});

describe('the form’s problems', () => {
  it('none for a complete form', () => {
    expect(portalRequestProblems(valid, ids)).toEqual({});
  });

  it('names each missing or wrong field', () => {
    expect(portalRequestProblems({ ...valid, equipmentId: '', title: ' ', urgency: '', name: '' }, ids)).toEqual({
      equipmentId: 'required',
      title: 'required',
      urgency: 'required',
      name: 'required',
    });
    expect(portalRequestProblems({ ...valid, equipmentId: 'gone' }, ids)).toEqual({ equipmentId: 'notInList' });
    expect(portalRequestProblems({ ...valid, title: 'x'.repeat(201), contact: 'c'.repeat(121) }, ids)).toEqual({
      title: 'tooLong',
      contact: 'tooLong',
    });
  });

  it('refuses markup tags but not a less-than sign', () => {
    expect(hasMarkup('Leak <script>alert(1)</script>')).toBe(true);
    expect(hasMarkup('<img src=x onerror=alert(1)>')).toBe(true);
    expect(hasMarkup('</b>')).toBe(true);
    expect(hasMarkup('pressure < 3 bar, temp<80')).toBe(false);
    expect(portalRequestProblems({ ...valid, description: 'a <b>bold</b> claim' }, ids)).toEqual({
      description: 'markup',
    });
  });
});

describe('the throttle', () => {
  const MIN = 60_000;
  const DAY = 24 * 3600 * 1000;
  it('starts a window with the first request', () => {
    expect(nextThrottle(null, 1000)).toEqual({ windowStart: 1000, count: 1 });
  });

  it('asks to wait the rest of the minute after the last request', () => {
    expect(nextThrottle({ last: 0, windowStart: 0, count: 1 }, 20_000)).toEqual({ wait: 40 });
    expect(nextThrottle({ last: 0, windowStart: 0, count: 1 }, MIN)).toEqual({ windowStart: 0, count: 2 });
  });

  it('stops at 20 in the window, and opens a new one after 24 hours', () => {
    expect(nextThrottle({ last: 0, windowStart: 0, count: 20 }, 2 * MIN)).toBe('full');
    expect(nextThrottle({ last: 0, windowStart: 0, count: 20 }, DAY)).toEqual({ windowStart: DAY, count: 1 });
  });
});

describe('links and the equipment list', () => {
  it('builds the portal’s, an equipment item’s and a status link', () => {
    expect(portalUrl('https://t.example', 'K')).toBe('https://t.example/portal/K');
    expect(portalUrl('https://t.example', 'K', 'a b')).toBe('https://t.example/portal/K?e=a%20b');
    expect(portalStatusUrl('https://t.example', 'S')).toBe('https://t.example/portal/status/S');
  });

  it('keeps what the page needs, by tag', () => {
    const list = portalEquipmentList([
      { id: '2', tag: 'P-2', name: 'Pump', criticality: 5, parent: null } as never,
      { id: '1', tag: 'M-1', name: 'Motor', criticality: 3 },
    ]);
    expect(list).toEqual([
      { id: '1', tag: 'M-1', name: 'Motor', criticality: 3 },
      { id: '2', tag: 'P-2', name: 'Pump', criticality: 5 },
    ]);
  });
});
