// The Nepali catalogue as the browser downloads it (loadCatalogue): a module of its own, so the
// bundler can leave out what only the server uses (site.ne.ts; ADR 012).
export { neInBrowser as messages } from './ne'
