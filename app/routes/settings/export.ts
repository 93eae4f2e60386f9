// GET /settings/backups/export (route SettingsExport, spec §2.20 Backups): the signed-in member's
// data as an .xlsx download.
import { exportFileName, EXPORT_CONTENT_TYPE, exportMemberWorkbook } from '~/services/export.server'
import { requireMember } from '~/web/auth.server'
import { resolveLanguage } from '~/server/language.server'
import type { Route } from './+types/export'

export async function loader({ request }: Route.LoaderArgs) {
  const member = await requireMember(request)
  const workbook = await exportMemberWorkbook(member.id, await resolveLanguage(request, member))
  return new Response(new Uint8Array(workbook), {
    headers: {
      'Content-Type': EXPORT_CONTENT_TYPE,
      'Content-Disposition': `attachment; filename="${exportFileName()}"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
