#!/usr/bin/env node
// Seeds the running emulators with the demo company: an admin and an editor. Safe to run again
// (existing accounts are reused, records rewritten). Uses the emulators' REST APIs; the
// Firestore emulator accepts `Authorization: Bearer owner` as an admin that bypasses the rules.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const firebaseJson = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8'));
const rc = JSON.parse(readFileSync(path.join(ROOT, '.firebaserc'), 'utf8'));
const PROJECT = process.env.GCLOUD_PROJECT || rc.projects.default;
const hostOf = (name) => {
  const e = firebaseJson.emulators[name];
  return `http://${e.host ?? '127.0.0.1'}:${e.port}`;
};
const AUTH = process.env.FIREBASE_AUTH_EMULATOR_HOST
  ? `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`
  : hostOf('auth');
const FIRESTORE = process.env.FIRESTORE_EMULATOR_HOST
  ? `http://${process.env.FIRESTORE_EMULATOR_HOST}`
  : hostOf('firestore');

export const DEMO_PASSWORD = 'torque-demo';
export const DEMO_ACCOUNTS = [
  { role: 'admin', displayName: 'Alex Admin', email: 'admin@demo.torque.test' },
  { role: 'editor', displayName: 'Eve Editor', email: 'editor@demo.torque.test' },
];

async function call(url, body, headers = {}) {
  const response = await fetch(url, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await response.json().catch(() => ({}));
  if (!response.ok) {
    const error = new Error(json.error?.message ?? `${response.status} ${response.statusText}`);
    error.status = response.status;
    throw error;
  }
  return json;
}

const identity = (method) => `${AUTH}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=demo-api-key`;

/** The account's uid, creating it (with its display name) if it does not exist yet. */
async function ensureAccount({ email, displayName }) {
  try {
    const { localId, idToken } = await call(identity('signUp'), {
      email,
      password: DEMO_PASSWORD,
      returnSecureToken: true,
    });
    await call(identity('update'), { idToken, displayName, returnSecureToken: false });
    return localId;
  } catch (error) {
    if (!String(error.message).includes('EMAIL_EXISTS')) throw error;
    const { localId } = await call(identity('signInWithPassword'), {
      email,
      password: DEMO_PASSWORD,
      returnSecureToken: true,
    });
    return localId;
  }
}

/** A JavaScript value as a Firestore REST value. */
function toValue(value) {
  if (value === null) return { nullValue: null };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(toValue) } };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number')
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (typeof value === 'object') return { mapValue: { fields: toFields(value) } };
  return { stringValue: String(value) };
}
const toFields = (object) => Object.fromEntries(Object.entries(object).map(([k, v]) => [k, toValue(v)]));

async function writeDoc(docPath, data) {
  const url = `${FIRESTORE}/v1/projects/${PROJECT}/databases/(default)/documents/${docPath}`;
  const response = await fetch(url, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify({ fields: toFields(data) }),
  });
  if (!response.ok) throw new Error(`writing ${docPath}: ${response.status} ${await response.text()}`);
}

function splitName(name) {
  const i = name.indexOf(' ');
  return i < 0 ? { firstName: name, lastName: '' } : { firstName: name.slice(0, i), lastName: name.slice(i + 1) };
}

/** The demo company's name (DESIGN.md §3: asked at registration, renamed by admins). */
export const DEMO_COMPANY_NAME = 'Northfield Paper Mill';

export async function seed() {
  const accounts = [];
  for (const account of DEMO_ACCOUNTS) accounts.push({ ...account, uid: await ensureAccount(account) });
  const admin = accounts[0];
  // A week ago, so the demo members show under the default data filter (one month back).
  const created = new Date(Math.floor((Date.now() - 7 * 86_400_000) / 1000) * 1000);
  const users = accounts.map((a) => ({
    id: a.uid,
    userType: a.role,
    email: a.email,
    ...splitName(a.displayName),
    accountCreated: created,
  }));
  for (const account of accounts) {
    await writeDoc(`users/${account.uid}`, {
      displayName: account.displayName,
      companyEmail: admin.email,
      users: account === admin ? users : users.filter((u) => u.id === account.uid),
      companyUID: admin.uid,
      ...(account === admin ? { companyName: DEMO_COMPANY_NAME, paid: false } : {}),
    });
    // The membership the rules trust (DESIGN.md §3).
    await writeDoc(`users/${admin.uid}/members/${account.uid}`, {
      role: account.role,
      email: account.email,
      displayName: account.displayName,
      joinedAt: created,
    });
  }
  return accounts;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const accounts = await seed();
  console.log(
    `Seeded project ${PROJECT}: ${accounts.map((a) => `${a.email} (${a.role})`).join(', ')}; password ${DEMO_PASSWORD}`,
  );
}
