// GET /settings/backups/export (route SettingsExport, spec §2.20 Backups): the signed-in member's
// data as an .xlsx download.
import { exportFileName, EXPORT_CONTENT_TYPE, exportMemberWorkbook } from '~/services/export.server'
import type { Route } from './+types/export'
import { signedIn } from '~/web/route-kit.server'

export async function loader({ context }: Route.LoaderArgs) {
  const { member, language } = signedIn(context)
  const workbook = await exportMemberWorkbook(member.id, language)
  return new Response(new Uint8Array(workbook), {
    headers: {
      'Content-Type': EXPORT_CONTENT_TYPE,
      'Content-Disposition': `attachment; filename="${exportFileName()}"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
