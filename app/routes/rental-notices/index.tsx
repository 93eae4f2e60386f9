// /rental-notices (route RentalNotices): every rental notice the municipality wants from
// the member (a house let or fallen vacant), newest first, and which municipalities of the member's
// properties ask for them (checkboxes; Kathmandu Metropolitan City by default). Below its own, the
// notices of the properties shared with the member by a role that sees tenancies (ADR 041).
import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { data, Form } from 'react-router'
import { Alert } from '~/components/alert'
import { Button } from '~/components/button'
import { RouteErrorPage } from '~/components/error-page'
import { PageFrame } from '~/components/page/page-frame'
import { NoticeList } from '~/components/paperwork/notice-list'
import { titleMeta } from '~/components/route-meta'
import { visuallyHidden } from '~/components/visually-hidden'
import { useLanguage, useT, translate } from '~/i18n'
import { NoticeMunicipalitiesSchema } from '~/schemas/rental-notice-schemas'
import { readFormData } from '~/server/form-data.server'
import { redirectWithToast } from '~/server/toast.server'
import { listNoticeMunicipalities, listNotices, listSharedNotices, setNoticeMunicipalities } from '~/services/paperwork/rental-notices.server'
import { signedIn } from '~/web/route-kit.server'
import type { Route } from './+types/index'
import { loadAsDocument, serverOnlyPage } from '~/components/server-only-page'

// A list and a plain post: served as HTML without React (ADR 034).
export const handle = serverOnlyPage
export const clientMiddleware = [loadAsDocument]

export async function loader({ context }: Route.LoaderArgs) {
  const { member } = signedIn(context)
  const [notices, shared, municipalities] = await Promise.all([listNotices(member.id), listSharedNotices(member.id), listNoticeMunicipalities(member.id)])
  return { notices, shared, municipalities }
}

export async function action({ request, context }: Route.ActionArgs) {
  const { member, language } = signedIn(context)
  const formData = await readFormData(request)
  // Checkboxes repeat their name: the ids come as a list. Ids that are not the member's municipalities change nothing.
  const parsed = NoticeMunicipalitiesSchema.safeParse({ required: formData.getAll('required') })
  if (!parsed.success) return data({ error: translate(language, 'notice.settingsFailed') }, { status: 400 })
  await setNoticeMunicipalities(member.id, parsed.data.required)
  return redirectWithToast('/rental-notices', { type: 'success', message: translate(language, 'notice.settingsSaved') })
}

export default function RentalNotices({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const language = useLanguage()
  const { notices, shared, municipalities } = loaderData
  return (
    <PageFrame title={t('notice.title')} subtitle={t('notice.dueText')}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <NoticeList notices={notices} />
      </Paper>
      {shared.length > 0 && (
        <Paper component="section" variant="outlined" aria-labelledby="notices-shared" sx={{ p: 2, mt: 3 }}>
          <Typography id="notices-shared" variant="h6" component="h2">
            {t('team.sharedWithYou')}
          </Typography>
          <NoticeList notices={shared} />
        </Paper>
      )}
      <Paper component="section" variant="outlined" aria-labelledby="notice-settings" sx={{ p: 2, mt: 3 }}>
        <Typography id="notice-settings" variant="h6" component="h2">
          {t('notice.settings')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {municipalities.length === 0 ? t('notice.settingsNone') : t('notice.settingsText')}
        </Typography>
        {actionData?.error && (
          <Alert severity="error" role="alert" sx={{ mt: 1 }}>
            {actionData.error}
          </Alert>
        )}
        {municipalities.length > 0 && (
          <Form method="post">
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 1, display: 'grid', gap: 1 }}>
              <Box component="legend" sx={visuallyHidden}>
                {t('notice.settings')}
              </Box>
              {municipalities.map((municipality) => (
                <Box component="label" key={municipality.id} sx={{ display: 'flex', gap: 1, alignItems: 'center', minHeight: 32 }}>
                  <input type="checkbox" name="required" value={municipality.id} defaultChecked={municipality.required} />
                  {municipality.name[language]}
                </Box>
              ))}
            </Box>
            <Button type="submit" variant="contained" sx={{ mt: 2 }}>
              {t('lease.save')}
            </Button>
          </Form>
        )}
      </Paper>
    </PageFrame>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  return titleMeta(matches, 'notice.title')
}

export function ErrorBoundary() {
  return <RouteErrorPage />
}
