// What a team member did in an owner's books during the request being served (ADR 041): the
// access layer notes each doing ability it granted to someone who is not the owner, and the HTTP
// layer (server/http.ts) writes one audit row per noted act once the write answered with success,
// so Settings › Activity and the operators' audit log name the person for every kind of write,
// not only those whose rows carry a recorder. Outside a collecting request nothing is noted.
import { AsyncLocalStorage } from 'node:async_hooks'

export type TeamAct = { propertyId: number; ownerId: number; actorId: number; role: string; ability: string }

// The launcher and the app bundle each load this module: one store, kept on the process.
const STORE = Symbol.for('bhadaa.teamActs')
const holder = globalThis as { [STORE]?: AsyncLocalStorage<TeamAct[]> }
const storage = (holder[STORE] ??= new AsyncLocalStorage<TeamAct[]>())

/** Runs a request collecting its team acts into `acts`. */
export function runCollectingTeamActs<T>(acts: TeamAct[], run: () => T): T {
  return storage.run(acts, run)
}

/** Notes an act of the request in progress, once per property and ability. */
export function noteTeamAct(act: TeamAct): void {
  const acts = storage.getStore()
  if (acts && !acts.some((noted) => noted.propertyId === act.propertyId && noted.ability === act.ability)) acts.push(act)
}
