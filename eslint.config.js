import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

// Page weight (ADR 012): what screens import is downloaded by every browser.
const PAGE_WEIGHT_PATHS = [
  { name: '@mui/material', message: 'Import MUI by path (@mui/material/Box): the barrel pulls in every component.' },
  { name: '@mui/material/Button', message: 'Use Button from ~/components/button: MUI’s brings ButtonBase, the ripple and CircularProgress to every page.' },
  { name: '@mui/material/Dialog', message: 'Use InlineDialog from ~/components/inline-dialog: a native <dialog>, without MUI’s Modal, FocusTrap and transitions.' },
  { name: '@mui/material/TextField', message: 'Use TextField from ~/components/text-field: MUI’s bundles its menu Select, popover and modal.' },
  { name: '@mui/material/Alert', message: 'Use Alert from ~/components/alert: MUI’s brings IconButton, ButtonBase and its ripple.' },
  { name: '@mui/material/AlertTitle', message: 'Use AlertTitle from ~/components/alert.' },
  { name: '@mui/material/Chip', message: 'Use LabelChip from ~/components/label-chip: MUI’s brings ButtonBase and its ripple.' },
  { name: '@mui/material/Pagination', message: 'Use the Pager of ~/components/page/pager: MUI’s page items are ButtonBase buttons.' },
  { name: '@mui/material/InputAdornment', message: 'Pass the adornment itself: ~/components/text-field lays it out.' },
  { name: '@mui/material/LinearProgress', message: 'Draw the bar with CSS, as the signed-in frame’s LoadingBar does (page weight, ADR 012).' },
]

// Input checks (issue 15): every action parses its form with parseForm (~/server/form-data.server),
// which refuses control characters in any field; conform's parseWithZod alone does not.
const FORM_PARSING_PATHS = [
  { name: '@conform-to/zod/v4', importNames: ['parseWithZod'], message: 'Use parseForm from ~/server/form-data.server.' },
]

export default tseslint.config(
  { ignores: ['build/', 'app/generated/', '.react-router/', '.data/', 'node_modules/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['app/**/*.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: PAGE_WEIGHT_PATHS }] },
  },
  {
    files: ['app/routes/**/*.ts', 'app/utils/**/*.ts', 'app/services/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: FORM_PARSING_PATHS }] },
  },
  {
    files: ['app/routes/**/*.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: [...PAGE_WEIGHT_PATHS, ...FORM_PARSING_PATHS] }] },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', Buffer: 'readonly' } },
  },
  {
    // Playwright fixtures: `use` is Playwright's, and `{}` is how a fixture says "no dependencies".
    files: ['tests/e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
)
