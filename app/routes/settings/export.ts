// GET /settings/backups/export (route SettingsExport, spec §2.20 Backups): the signed-in member's
// data as an .xlsx download. The tenants' identity numbers are in it only when asked for
// (`?identity=1`, the Backups form's checkbox), each then logged as a view.
import { exportFileName, EXPORT_CONTENT_TYPE, exportMemberWorkbook } from '~/services/reports/export.server'
import { exportIdentities } from '~/services/tenants/identity.server'
import type { Route } from './+types/export'
import { clientIpOf } from '~/web/auth.server'
import { signedIn } from '~/web/route-kit.server'

export async function loader({ request, context }: Route.LoaderArgs) {
  const { member, language } = signedIn(context)
  const withIdentity = new URL(request.url).searchParams.get('identity') === '1'
  const identities = withIdentity ? await exportIdentities({ memberId: member.id, ip: clientIpOf(context) }) : undefined
  const workbook = await exportMemberWorkbook(member.id, language, { identities })
  return new Response(new Uint8Array(workbook), {
    headers: {
      'Content-Type': EXPORT_CONTENT_TYPE,
      'Content-Disposition': `attachment; filename="${exportFileName()}"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
