#!/usr/bin/env node
// The type-check and ESLint in one process, on one TypeScript program.
//
// ESLint's type-aware rules need the whole project type-checked, which is what tsc does: run apart,
// they build and check the same program twice (on two cores beside the browser tests, ESLint took
// 250 s and tsc 130 s). Here tsc's program is built and checked once, its errors printed as tsc
// prints them, and then handed to ESLint (parserOptions.programs), whose rules find the types
// already worked out.
//
// Exit status: 0 when both are clean; bit 1 set for type errors, bit 2 for lint errors or warnings
// (`--max-warnings 0`, as `npm run lint` with CI's settings), 4 when a step could not run.
// `npm test` counts each of the two as its own check (scripts/test.mjs).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import ts from 'typescript';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function typeCheck() {
  const host = {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  };
  const config = ts.getParsedCommandLineOfConfigFile(path.join(ROOT, 'tsconfig.json'), { noEmit: true }, host);
  const program = ts.createProgram({
    rootNames: config.fileNames,
    options: config.options,
    projectReferences: config.projectReferences,
    configFileParsingDiagnostics: ts.getConfigFileParsingDiagnostics(config),
  });
  const diagnostics = ts.getPreEmitDiagnostics(program);
  if (diagnostics.length) {
    const formatHost = {
      getCanonicalFileName: (name) => name,
      getCurrentDirectory: () => ROOT,
      getNewLine: () => '\n',
    };
    process.stdout.write(ts.formatDiagnostics(diagnostics, formatHost));
    const errors = diagnostics.filter((d) => d.category === ts.DiagnosticCategory.Error).length;
    console.log(
      `\ntype-check: ${errors} error(s) in ${new Set(diagnostics.map((d) => d.file?.fileName)).size} file(s)`,
    );
  } else console.log('type-check: no errors');
  return { program, failed: diagnostics.some((d) => d.category === ts.DiagnosticCategory.Error) };
}

async function lint(program) {
  const eslint = new ESLint({
    cwd: ROOT,
    overrideConfig: {
      files: ['**/*.{ts,tsx}'],
      languageOptions: { parserOptions: { projectService: false, programs: [program] } },
    },
  });
  const results = await eslint.lintFiles(['.']);
  const errors = results.reduce((n, r) => n + r.errorCount, 0);
  const warnings = results.reduce((n, r) => n + r.warningCount, 0);
  const formatter = await eslint.loadFormatter('stylish');
  const text = await formatter.format(results);
  if (text) process.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
  console.log(`lint: ${errors} error(s), ${warnings} warning(s) in ${results.length} file(s)`);
  return errors + warnings > 0;
}

let status = 0;
try {
  const { program, failed } = typeCheck();
  if (failed) status |= 1;
  try {
    if (await lint(program)) status |= 2;
  } catch (error) {
    console.error(`lint could not run: ${error.stack ?? error}`);
    status |= 2;
  }
} catch (error) {
  console.error(`type-check could not run: ${error.stack ?? error}`);
  status = 4;
}
process.exit(status);
