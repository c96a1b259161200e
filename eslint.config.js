import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FIREBASE_ONLY_IN_SERVICES = { group: ['firebase/*', '@firebase/*'], message: 'Call a service module instead.' };
/**
 * For a file `depth` folders below its feature's folder (0: src/features/x/file.ts), an import that
 * climbs out of the feature into another one must name one of that feature's public modules: a
 * *Slice module (its state, actions and selectors) or a *Live module (its live-data kits and the
 * selectors over them), at any depth (e.g. work/schedule/scheduleSlice), or its messages. Imports
 * between folders of one feature (../forms/PlanForm from x/pages/) stay free.
 */
const featureBoundary = (depth) => ({
  regex: `^${'\\.\\./'.repeat(depth + 1)}(?!\\.)[^/]+/(?!([A-Za-z]+/)*[A-Za-z]*(Slice|Live)$|messages$)`,
  message:
    'Import another feature only through its *Slice or *Live module (or the names in its messages); move shared code to components, lib or services.',
});
const FEATURE_FILES = (depth) => [`src/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'coverage'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [...tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // Lazily injected slices declare their state by extending an interface (rootReducer.ts).
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      // Sagas and event handlers hand promises to frameworks that take them.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    // Only the service layer talks to Firebase (docs/design.md §2).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/services/firebase/**', 'src/**/*Service.ts', 'src/**/*.test.{ts,tsx}', 'src/testing/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [FIREBASE_ONLY_IN_SERVICES] }],
    },
  },
  // A feature uses another only through its slice (actions and selectors): shared code moves
  // to src/components, src/lib or src/services (a feature is found in one folder). Tests and the
  // in-memory services they use (fake*.ts) may stand in for another feature's service.
  ...[0, 1, 2].flatMap((depth) => [
    {
      files: FEATURE_FILES(depth),
      ignores: ['src/**/*.test.{ts,tsx}', 'src/**/*Service.ts', 'src/**/fake*.ts'],
      rules: {
        'no-restricted-imports': ['error', { patterns: [FIREBASE_ONLY_IN_SERVICES, featureBoundary(depth)] }],
      },
    },
    {
      files: FEATURE_FILES(depth).map((glob) => glob.replace('*.{ts,tsx}', '*Service.ts')),
      ignores: ['src/**/fake*.ts'],
      rules: { 'no-restricted-imports': ['error', { patterns: [featureBoundary(depth)] }] },
    },
  ]),
  // The layers run one way: lib and domain (plain TypeScript: no React, Redux or Firebase) →
  // services → store (the root reducer, typed hooks, the feature registry, live-data sagas) →
  // components → features → app. A lower layer never imports a higher one.
  {
    files: ['src/domain/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            FIREBASE_ONLY_IN_SERVICES,
            {
              group: ['react', 'react-*', 'redux', 'redux-*', 'react-redux', '@reduxjs/*'],
              message: 'src/domain is plain TypeScript: keep React and Redux in components and features.',
            },
            {
              regex: '^(\\.\\./)+(services|store|components|features|app|i18n)(/|$)',
              message: 'src/domain is the bottom layer: it imports only lib and itself.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/services/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(store|components|features|app)(/|$)',
              message:
                'Services sit below the store, components, features and the app: move what they share to src/domain or src/lib.',
            },
          ],
        },
      ],
    },
  },
  {
    // The store kit serves components and features alike and knows none of them.
    files: ['src/store/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            FIREBASE_ONLY_IN_SERVICES,
            {
              regex: '^(\\.\\./)+(components|features|app)(/|$)',
              message: 'The store sits below components, features and the app: slices declare themselves to it.',
            },
          ],
        },
      ],
    },
  },
  {
    // Components serve every feature and know none of them, nor the app that puts them together.
    files: ['src/components/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/**/*Service.ts', 'src/**/fake*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            FIREBASE_ONLY_IN_SERVICES,
            {
              regex: '^(\\.\\./)+(features|app)(/|$)',
              message: 'Components sit below the features and the app: take what a feature knows as a prop.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
);
