#!/usr/bin/env node
// `npm run bench`: builds the production app in memory and prints what a browser downloads,
// gzip-compressed, against the budgets:
//   /user/login first load (entry + static imports + the English messages)  <= 150 KB
//   one theme style sheet (largest of the 40: 20 themes x LTR/RTL)           <=  40 KB
// and checks that the Firestore and Storage SDKs are not part of the login route's first load.
// Exits non-zero when a budget is broken. KB = 1024 bytes.
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const BUDGET = { loginJs: 150, theme: 40 };
const kb = (bytes) => bytes / 1024;
const fmt = (bytes) => `${kb(bytes).toFixed(1)} KB`;
const gz = (source) => gzipSync(typeof source === 'string' ? Buffer.from(source) : source, { level: 9 }).length;

const result = await build({ logLevel: 'silent', build: { write: false } });
const output = [result].flat().flatMap((r) => r.output);
const chunks = new Map(output.filter((o) => o.type === 'chunk').map((c) => [c.fileName, c]));
const assets = output.filter((o) => o.type === 'asset');

function closure(roots) {
  const seen = new Set();
  const visit = (name) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const dep of chunks.get(name).imports) visit(dep);
  };
  roots.forEach(visit);
  return seen;
}

const entry = [...chunks.values()].find((c) => c.isEntry);
const english = [...chunks.values()].find((c) => c.facadeModuleId?.endsWith('/src/i18n/en.json'));
const login = closure([entry.fileName, english.fileName]);
const mainApp = [...chunks.values()].find((c) => c.facadeModuleId?.endsWith('/src/app/MainApp.tsx'));
const mainOnly = [...closure([mainApp.fileName])].filter((f) => !login.has(f));

const size = (files) => [...files].reduce((sum, f) => sum + gz(chunks.get(f).code), 0);
const loginBytes = size(login);
const mainBytes = size(mainOnly);

const loginModules = [...login].flatMap((f) => Object.keys(chunks.get(f).modules));
const forbidden = loginModules.filter((m) =>
  /node_modules\/(@firebase\/(firestore|storage)|firebase\/(firestore|storage))\//.test(m),
);

const themes = assets
  .filter((a) => /static\/css\/theme\./.test(a.fileName))
  .map((a) => ({ name: a.fileName.replace(/^static\/css\/theme\.|\.[0-9a-f]+\.css$/g, ''), bytes: gz(a.source) }))
  .sort((a, b) => a.name.localeCompare(b.name));
const largest = themes.reduce((a, b) => (b.bytes > a.bytes ? b : a));

const failures = [];
if (kb(loginBytes) > BUDGET.loginJs) failures.push(`login route JS ${fmt(loginBytes)} > ${BUDGET.loginJs} KB`);
if (kb(largest.bytes) > BUDGET.theme) failures.push(`theme ${largest.name} ${fmt(largest.bytes)} > ${BUDGET.theme} KB`);
if (forbidden.length) failures.push(`Firestore/Storage on the login route: ${forbidden.slice(0, 3).join(', ')}`);
if (themes.length !== 40) failures.push(`expected 40 theme sheets, found ${themes.length}`);

console.log('Production build, gzip -9 sizes (KB = 1024 bytes)\n');
console.log(
  `/user/login first-load JS   ${fmt(loginBytes).padStart(10)}   budget ${BUDGET.loginJs} KB   (${login.size} files)`,
);
for (const f of login) console.log(`    ${f.padEnd(48)} ${fmt(gz(chunks.get(f).code)).padStart(10)}`);
console.log(`main-app chunk (on /app)    ${fmt(mainBytes).padStart(10)}   (${mainOnly.join(', ')})`);
console.log(`Firestore/Storage on login  ${forbidden.length ? 'YES' : 'no'}`);
console.log(`\nTheme style sheets (${themes.length}), budget ${BUDGET.theme} KB each:`);
for (const t of themes) console.log(`    ${t.name.padEnd(28)} ${fmt(t.bytes).padStart(10)}`);
console.log(`    largest: ${largest.name} ${fmt(largest.bytes)}`);
console.log(failures.length ? `\nOVER BUDGET:\n  ${failures.join('\n  ')}` : '\nAll budgets met.');
process.exit(failures.length ? 1 : 0);
