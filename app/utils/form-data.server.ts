// The posted form of a UI action. A body that is not a form (wrong content type, cut off) reads
// as an empty form, so the action answers with its usual 400 and messages, never a 500.
export async function readFormData(request: Request): Promise<FormData> {
  try {
    return await request.formData()
  } catch {
    return new FormData()
  }
}
