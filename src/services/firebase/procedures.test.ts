// The procedures converters refuse damaged documents, and link keys round-trip.
import { describe, expect, it } from 'vitest';
import {
  equipmentLink,
  parseProcedure,
  parseProcedureLink,
  parseProposal,
  parseRevision,
  planLink,
  PROCEDURE_LIMITS,
  revisionId,
} from './procedures';
import { CorruptDocumentError, FieldReader } from './schema';

const at = (iso: string) => ({ toDate: () => new Date(iso) });
const read = (data: Record<string, unknown>) => new FieldReader('users/acme/companies/acme/procedures/p1', data);

const good = {
  title: 'Isolate pump P-101 before seal work',
  category: 'loto',
  tags: ['pump', 'seal'],
  body: '1. Open breaker **MCC-3**\n2. Lock and tag',
  links: [equipmentLink('north', 'press', 'pump1')],
  revision: 3,
  keywords: ['is', 'iso'],
  archived: false,
  createdAt: at('2026-11-01T08:00:00Z'),
  createdBy: 'alice',
  updatedAt: at('2026-11-20T08:00:00Z'),
  updatedBy: 'alice',
  updatedByName: 'Alice Admin',
};

describe('procedure converter', () => {
  it('reads a procedure with its timestamps as ISO strings', () => {
    const p = parseProcedure('p1', read(good));
    expect(p).toMatchObject({ id: 'p1', category: 'loto', revision: 3, tags: ['pump', 'seal'] });
    expect(p.updatedAt).toBe('2026-11-20T08:00:00.000Z');
  });

  it('refuses an unknown category, a body over the limit and too many tags', () => {
    expect(() => parseProcedure('p1', read({ ...good, category: 'magic' }))).toThrow(CorruptDocumentError);
    expect(() => parseProcedure('p1', read({ ...good, body: 'x'.repeat(PROCEDURE_LIMITS.body + 1) }))).toThrow('body');
    expect(() => parseProcedure('p1', read({ ...good, tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }))).toThrow(
      'tags has too many items',
    );
    expect(() => parseProcedure('p1', read({ ...good, revision: 0 }))).toThrow('revision');
  });

  it('reads a revision and a proposal', () => {
    const rev = parseRevision(
      read({ ...good, savedAt: at('2026-11-20T08:00:00Z'), savedBy: 'alice', note: '', proposal: null }),
    );
    expect(rev).toMatchObject({ revision: 3, savedBy: 'alice', proposal: null, proposedBy: null });
    const prop = parseProposal(
      'x1',
      'p1',
      read({ ...good, baseRevision: 3, status: 'open', proposedBy: 'bob', decidedBy: null, decidedByName: null }),
    );
    expect(prop).toMatchObject({ id: 'x1', recordId: 'p1', status: 'open', baseRevision: 3 });
    expect(() =>
      parseProposal('x1', 'p1', read({ ...good, baseRevision: 3, status: 'merged', proposedBy: 'b' })),
    ).toThrow('status');
  });
});

describe('procedure links', () => {
  it('round-trips equipment and plan links', () => {
    expect(parseProcedureLink(equipmentLink('north', 'press', 'pump1'))).toEqual({
      kind: 'eq',
      site: 'north',
      plant: 'press',
      id: 'pump1',
    });
    expect(parseProcedureLink(planLink('north', 'press', 'plan_7'))?.kind).toBe('plan');
  });

  it('refuses malformed links', () => {
    for (const bad of ['', 'eq:north/press', 'eq:north/press/pump 1', 'x:a/b/c', 'eq:a/b/c/d', 'eq:../b/c'])
      expect(parseProcedureLink(bad)).toBeNull();
  });

  it('pads revision ids so they sort as numbers', () => {
    expect(revisionId(12)).toBe('r000012');
    expect([revisionId(9), revisionId(10)].sort()).toEqual(['r000009', 'r000010']);
  });
});
