// The caller's role for a /v1 write's answer (docs/TEAM-INTERFACE.md, ADR 041). A write checks its
// access inside the write itself (after its `Idempotency-Key` is looked up: a replay answers the
// stored answer), so the role is noted there and read by the answer, which comes after.
import type { PropertyRoleName } from '~/domain/property-roles'

export function callerRole() {
  let noted: PropertyRoleName | undefined
  return {
    /** Notes the role of the access the write checked; answers the access. */
    of<A extends { role: PropertyRoleName }>(access: A): A {
      noted = access.role
      return access
    },
    /** The noted role: only once the write has checked its access. */
    get role(): PropertyRoleName {
      if (noted === undefined) throw new Error('A /v1 write answered before it checked the caller’s access')
      return noted
    },
  }
}
