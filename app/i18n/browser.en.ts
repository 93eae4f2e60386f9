// The English catalogue as the browser downloads it (loadCatalogue): a module of its own, so the
// bundler can leave out what only the server uses (site.en.ts; ADR 012) and what comes later
// (later-texts.ts, ADR 028).
export { enFirst as messages } from './en'
