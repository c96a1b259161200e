import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FIREBASE_ONLY_IN_SERVICES = { group: ['firebase/*', '@firebase/*'], message: 'Call a service module instead.' };
const FEATURE_BOUNDARY = {
  regex: '^\\.\\./(?!\\.)[^/]+/(?![A-Za-z]*Slice$)',
  message: 'Import another feature only through its *Slice module; move shared code to components, lib or services.',
};

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
    // Only the service layer talks to Firebase (DESIGN.md §2).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/services/firebase/**', 'src/**/*Service.ts', 'src/**/*.test.{ts,tsx}', 'src/testing/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [FIREBASE_ONLY_IN_SERVICES] }],
    },
  },
  {
    // A feature uses another only through its slice (actions and selectors): shared code moves
    // to src/components, src/lib or src/services (STYLE.md, "find a feature in one folder").
    files: ['src/features/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/**/*Service.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [FIREBASE_ONLY_IN_SERVICES, FEATURE_BOUNDARY] }] },
  },
  {
    files: ['src/features/**/*Service.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [FEATURE_BOUNDARY] }] },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
);
