/** A person's name as every page, text and document writes it: first and last, no stray space when one is empty. */
export const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`.trim()
