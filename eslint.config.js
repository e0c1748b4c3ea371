import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Import boundaries of GUIDE section 1: content <- widgets <- site, ui shared by widgets and
// site, and no browser code ever reaches server or dev code.
const serverPaths = ['**/server/**', '**/dev/**', '../server/*', '../../server/*'];
const browserForbidden = {
  patterns: [
    { group: serverPaths, message: 'Browser code never imports server code (GUIDE 1).' },
    { group: ['node:*'], message: 'Browser code never imports Node built-ins.' },
  ],
};

export default tseslint.config(
  {
    ignores: ['dist', 'dist-*', 'node_modules', '.data', 'coverage', 'custom-elements.json'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/**'],
    languageOptions: { globals: globals.browser },
    rules: { 'no-restricted-imports': ['error', browserForbidden] },
  },
  {
    files: ['src/content/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...browserForbidden.patterns,
            {
              group: ['**/widgets/**', '**/site/**', '**/ui/**'],
              message: 'src/content depends on nothing else of the product (GUIDE 1).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/widgets/**/*.{ts,tsx}', 'src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...browserForbidden.patterns,
            { group: ['**/site/**'], message: 'Widgets and ui never import src/site (GUIDE 1).' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts', 'dev/**/*.ts', 'scripts/**/*.ts', 'e2e/**/*.ts', '*.ts', '*.js'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['demo/**/*.js', 'public/**/*.js'],
    languageOptions: { globals: globals.browser },
  },
);
