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
  { name: 'react-router', importNames: ['Link'], message: 'Use Link from ~/components/link: on a page that never hydrates it is the <a> alone, without React Router’s hooks.' },
]

// Input checks (issue 15): every action parses its form with parseForm (~/server/form-data.server),
// which refuses control characters in any field; conform's parseWithZod alone does not.
const FORM_PARSING_PATHS = [
  { name: '@conform-to/zod/v4', importNames: ['parseWithZod'], message: 'Use parseForm from ~/server/form-data.server.' },
]

// Layers (ADR 019): imports point down only. Each folder lists the app folders it may import by
// `~/`; anything else is refused, and so is a relative path that climbs into another folder.
// `typeOnly`: folders it may name types from (a component's props are a service's result type)
// without importing their code. Each folder's README.md says the same in words.
const APP_FOLDERS = ['routes', 'v1', 'web', 'components', 'content', 'islands', 'services', 'server', 'schemas', 'i18n', 'domain', 'generated']
const TOP_FOLDERS = ['app', 'server', 'jobs', 'prisma', 'scripts', 'tests']
const LAYERS = {
  'app/domain': { may: [] },
  'app/i18n': { may: ['domain'] },
  'app/schemas': { may: ['domain', 'i18n'] },
  'app/islands': { may: ['domain'] },
  'app/server': { may: ['schemas', 'domain', 'i18n', 'generated'], climb: ['server/env'] },
  'app/services': { may: ['server', 'schemas', 'domain', 'i18n', 'generated'] },
  'app/content': { may: ['domain', 'i18n'] },
  'app/components': { may: ['islands', 'content', 'schemas', 'domain', 'i18n'], typeOnly: ['services', 'server'] },
  'app/v1': { may: ['services', 'server', 'schemas', 'domain', 'i18n', 'generated'] },
  'app/web': { may: ['components', 'services', 'server', 'schemas', 'domain', 'i18n', 'generated'] },
  jobs: { may: ['services', 'server', 'domain', 'i18n', 'generated'] },
  server: { may: ['v1', 'services', 'server', 'schemas', 'domain', 'i18n', 'generated'] },
}

function layerPatterns(folder, { may, typeOnly = [], climb = [] }) {
  const own = folder.startsWith('app/') ? folder.slice('app/'.length) : null
  const refused = APP_FOLDERS.filter((name) => name !== own && !may.includes(name))
  const allowed = may.length > 0 ? may.map((name) => `app/${name}`).join(', ') : 'no other app folder'
  const why = `${folder} may import ${allowed}: imports point down (ADR 019, ${folder}/README.md).`
  const patterns = refused.map((name) => ({
    group: [`~/${name}`, `~/${name}/**`],
    message: typeOnly.includes(name) ? `${why} Its types may be named with \`import type\`.` : why,
    ...(typeOnly.includes(name) && { allowTypeImports: true }),
  }))
  if (own) {
    // '../../server/env' from app/services is the launcher's environment, not app/server.
    const exceptions = climb.map((path) => `(?!${path}(\\.ts)?$)`).join('')
    patterns.push({
      regex: `^(\\.\\./)+${exceptions}(${[...new Set([...APP_FOLDERS, ...TOP_FOLDERS])].join('|')})(/|$)`,
      message: 'Import another folder by its ~/ path, where the layer rules see it (ADR 019).',
    })
  }
  return patterns
}

// typescript-eslint's rule rather than ESLint's (it knows `import type`), which also keeps these
// options apart from the page-weight and form-parsing paths below: in a flat config a later
// object's options for the same rule replace an earlier one's.
const LAYER_RULES = Object.entries(LAYERS).map(([folder, layer]) => ({
  files: [`${folder}/**/*.{ts,tsx,js,mjs}`],
  rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: layerPatterns(folder, layer) }] },
}))

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
    files: ['app/{routes,web,v1,server,services}/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: FORM_PARSING_PATHS }] },
  },
  {
    files: ['app/{routes,web,v1,server,services}/**/*.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: [...PAGE_WEIGHT_PATHS, ...FORM_PARSING_PATHS] }] },
  },
  ...LAYER_RULES,
  {
    files: ['**/*.js', '**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', Buffer: 'readonly', URL: 'readonly' } },
  },
  {
    // Playwright fixtures: `use` is Playwright's, and `{}` is how a fixture says "no dependencies".
    files: ['tests/e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
)
