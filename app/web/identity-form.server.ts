// The identity document's web form, read on the server: the text fields checked by
// IdentityInputSchema, the two photos as bytes (the service checks their type from the bytes).
// Shared by the tenant's page (the landlord's form) so its route stays thin.
import type { PhotoSide } from '~/domain/identity-document'
import type { Language } from '~/i18n'
import { renderFieldErrors, renderMessage } from '~/i18n/message'
import { type IdentityInput, IdentityInputSchema } from '~/schemas/identity-schemas'
import { parseFormFields } from '~/server/form-data.server'
import type { IdentityFieldErrors } from '~/components/identity/identity-document'

const TEXT_FIELDS = ['type', 'number', 'districtId', 'calendarType', 'issuedOn'] as const

export type IdentityFormRead =
  | { ok: true; input: IdentityInput; photos: Partial<Record<PhotoSide, Uint8Array>>; values: Record<string, string> }
  | { ok: false; errors: IdentityFieldErrors; values: Record<string, string> }

async function bytesOf(value: FormDataEntryValue | null): Promise<Uint8Array | undefined> {
  if (!value || typeof value === 'string' || value.size === 0) return undefined
  return new Uint8Array(await value.arrayBuffer())
}

export async function readIdentityForm(formData: FormData, language: Language): Promise<IdentityFormRead> {
  const values = Object.fromEntries(TEXT_FIELDS.map((name) => [name, typeof formData.get(name) === 'string' ? String(formData.get(name)) : '']))
  // Only the text fields: the files are read below, as bytes.
  const text = new FormData()
  for (const [name, value] of Object.entries(values)) text.set(name, value)
  const parsed = parseFormFields(text, IdentityInputSchema)
  if (!parsed.success) {
    const errors: IdentityFieldErrors = {}
    for (const issue of parsed.error.issues) {
      const field = (TEXT_FIELDS as readonly string[]).includes(String(issue.path[0])) && issue.path[0] !== 'calendarType' ? (issue.path[0] as keyof IdentityFieldErrors) : 'issuedOn'
      ;(errors[field] ??= []).push(renderMessage(language, issue.message))
    }
    return { ok: false, errors, values }
  }
  const photos: Partial<Record<PhotoSide, Uint8Array>> = {}
  const front = await bytesOf(formData.get('front'))
  const back = await bytesOf(formData.get('back'))
  if (front) photos.FRONT = front
  if (back) photos.BACK = back
  return { ok: true, input: parsed.data, photos, values }
}

export function identityFieldErrors(language: Language, fields: Record<string, string[]>): IdentityFieldErrors {
  return renderFieldErrors(language, fields) as IdentityFieldErrors
}
