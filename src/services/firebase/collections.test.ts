// The converters read documents into the app's types and refuse damaged ones, naming the
// document and field, rather than guessing a value (an unknown role must never read as admin).
import { describe, expect, it } from 'vitest';
import { parseCompanyRecord, parseInvite, parseMembership, paths } from './collections';
import { CorruptDocumentError, FieldReader } from './schema';

const at = (iso: string) => ({ toDate: () => new Date(iso) }); // a Firestore Timestamp's shape
const read = (data: Record<string, unknown>) => new FieldReader('users/acme/members/u1', data);

describe('membership converter', () => {
  it('reads a membership, its timestamp as an ISO string', () => {
    const data = {
      role: 'editor',
      email: 'eve@plant.example',
      displayName: 'Eve',
      joinedAt: at('2026-11-20T08:00:00Z'),
    };
    expect(parseMembership('u1', read(data))).toEqual({
      uid: 'u1',
      role: 'editor',
      email: 'eve@plant.example',
      displayName: 'Eve',
      joinedAt: '2026-11-20T08:00:00.000Z',
    });
  });

  it('refuses an unknown role instead of reading it as admin', () => {
    const data = { role: 'superuser', email: 'eve@plant.example', displayName: 'Eve' };
    expect(() => parseMembership('u1', read(data))).toThrow(CorruptDocumentError);
    expect(() => parseMembership('u1', read(data))).toThrow('users/acme/members/u1: role is not one of admin, editor');
  });

  it('refuses a missing e-mail and a date that is not a date', () => {
    expect(() => parseMembership('u1', read({ role: 'admin' }))).toThrow('email is not text');
    expect(() => parseMembership('u1', read({ role: 'admin', email: 'a@b.co', joinedAt: 'yesterday' }))).toThrow(
      'joinedAt is not a date',
    );
  });

  it('reads a server time not yet stamped as null', () => {
    expect(parseMembership('u1', read({ role: 'admin', email: 'a@b.co', joinedAt: null })).joinedAt).toBeNull();
  });
});

describe('company record converter', () => {
  const entry = {
    id: 'u1',
    userType: 'admin',
    email: 'ana@plant.example',
    firstName: 'Ana',
    lastName: 'López',
    accountCreated: at('2026-11-01T08:00:00Z'),
  };

  it('reads the spec fields and the company name; paid only when true', () => {
    const record = parseCompanyRecord(
      read({ displayName: 'Ana López', companyEmail: 'ana@plant.example', companyName: 'Northfield', users: [entry] }),
    );
    expect(record).toEqual({
      displayName: 'Ana López',
      companyEmail: 'ana@plant.example',
      companyName: 'Northfield',
      users: [{ ...entry, accountCreated: '2026-11-01T08:00:00.000Z' }],
      // A record from before the plan's counters reads them as 0.
      memberCount: 0,
      siteCount: 0,
      plantCount: 0,
      partCount: 0,
    });
  });

  it("reads the plan's counters, and names a damaged one", () => {
    const data = { displayName: 'A', companyEmail: 'a@b.co', users: [entry] };
    expect(
      parseCompanyRecord(read({ ...data, memberCount: 3, siteCount: 1, plantCount: 2, partCount: 80 })),
    ).toMatchObject({
      memberCount: 3,
      siteCount: 1,
      plantCount: 2,
      partCount: 80,
    });
    expect(() => parseCompanyRecord(read({ ...data, siteCount: 'one' }))).toThrow('siteCount is not a number');
    expect(() => parseCompanyRecord(read({ ...data, memberCount: -1 }))).toThrow('memberCount is not a number');
  });

  it('names the damaged entry of the member list', () => {
    const data = { displayName: 'A', companyEmail: 'a@b.co', users: [entry, { ...entry, userType: 'owner' }] };
    expect(() => parseCompanyRecord(read(data))).toThrow('users[1]: userType is not one of admin, editor');
    expect(() => parseCompanyRecord(read({ ...data, users: 'everyone' }))).toThrow('users is not a list');
    expect(() => parseCompanyRecord(read({ ...data, users: [entry], paid: 'yes' }))).toThrow(
      'paid is not true or false',
    );
  });
});

describe('invitation converter', () => {
  it('reads an open invitation and refuses one without a company', () => {
    const data = {
      email: 'cole@plant.example',
      companyUID: 'acme',
      companyName: 'Acme',
      companyEmail: 'ana@plant.example',
      role: 'editor',
      invitedBy: 'u1',
      invitedAt: at('2026-11-22T08:00:00Z'),
      usedBy: null,
    };
    expect(parseInvite('CODE', read(data))).toMatchObject({
      code: 'CODE',
      usedBy: null,
      invitedAt: '2026-11-22T08:00:00.000Z',
    });
    expect(() => parseInvite('CODE', read({ ...data, companyUID: 7 }))).toThrow('companyUID is not text');
  });
});

describe('paths', () => {
  it('spells the whole tree once (docs/design.md §3)', () => {
    const plant = { uid: 'acme', company: 'acme', site: 's1', plant: 'p1' };
    expect(paths.plant(plant)).toBe('users/acme/companies/acme/sites/s1/plants/p1');
    expect(paths.history(plant, 'wr1')).toBe('users/acme/companies/acme/sites/s1/plants/p1/workRequests/wr1/history');
    expect(paths.serviceContracts('acme', 'acme', 's1')).toBe('users/acme/companies/acme/sites/s1/serviceContracts');
    expect(paths.member('acme', 'u1')).toBe('users/acme/members/u1');
  });
});
