// A unit's floor as a landlord says it: 0 is the ground floor and below it basements, counted down
// from 1 (the unit form's hint says the same), not "Floor 0" or "Floor -1".
export type Storey = { kind: 'ground' | 'basement' | 'floor'; level: number }

/** The storey of a stored floor number; `level` is 0 for the ground floor. */
export function storeyOf(floor: number): Storey {
  if (floor === 0) return { kind: 'ground', level: 0 }
  return floor < 0 ? { kind: 'basement', level: -floor } : { kind: 'floor', level: floor }
}
