// /held/:id (route HeldForm, ADR 066): a form the member posted after their session had ended,
// kept until they signed in again (sign-in comes back here). Send It Now posts what they typed
// (without passwords and files, never kept) through /held/:id/send to the page it was meant for;
// Discard forgets it. A form already sent, discarded, over a day old or another member's is no
// form: the dashboard says so.
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { Form } from 'react-router'
import { Button } from '~/components/button'
import { PageErrorBoundary } from '~/components/page/error-boundary'
import { PageFrame } from '~/components/page/page-frame'
import { titleMeta } from '~/components/route-meta'
import { loadAsDocument, serverOnlyPage } from '~/components/server-only-page'
import { translate, useT } from '~/i18n'
import { redirectWithToast } from '~/server/toast.server'
import { discardHeldForm, readHeldForm } from '~/services/accounts/held-forms.server'
import { NotFoundError } from '~/services/errors'
import { heldFormPath } from '~/components/account/held-form-path'
import { signedIn } from '~/web/route-kit.server'
import type { Route } from './+types/held-form'

// Plain posts: served as HTML without React (ADR 034).
export const handle = serverOnlyPage
export const clientMiddleware = [loadAsDocument]

export async function loader({ params, context }: Route.LoaderArgs) {
  const { member, language } = signedIn(context)
  try {
    return { form: await readHeldForm(member.id, params.id) }
  } catch (error) {
    if (!(error instanceof NotFoundError)) throw error
    throw await redirectWithToast('/dashboard', { type: 'info', message: translate(language, 'heldForm.gone') })
  }
}

// Discard: what the member typed is forgotten. The dashboard follows: the path the form was posted
// to may be an action alone, with no page to show.
export async function action({ params, context }: Route.ActionArgs) {
  const { member, language } = signedIn(context)
  await discardHeldForm(member.id, params.id)
  return redirectWithToast('/dashboard', { type: 'success', message: translate(language, 'heldForm.discarded') })
}

export default function HeldForm({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const { form } = loaderData
  return (
    <PageFrame title={t('heldForm.title')}>
      <Typography>{t('heldForm.intro')}</Typography>
      <Typography sx={{ mt: 1 }}>
        {t('heldForm.from')} <code>{form.path}</code>
      </Typography>
      {form.leftOut && <Typography sx={{ mt: 1 }}>{t('heldForm.leftOut')}</Typography>}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mt: 2 }}>
        {/* Only what was typed goes in this form's body: /held/:id/send passes it on as it is. */}
        <Form method="post" action={`${heldFormPath(form.id)}/send`}>
          {form.fields.map(([name, value], index) => (
            <input key={index} type="hidden" name={name} value={value} />
          ))}
          <Button type="submit" variant="contained">
            {t('heldForm.send')}
          </Button>
        </Form>
        <Form method="post">
          <Button type="submit" variant="outlined">
            {t('heldForm.discard')}
          </Button>
        </Form>
      </Box>
    </PageFrame>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  return titleMeta(matches, 'heldForm.title')
}

export function ErrorBoundary() {
  return <PageErrorBoundary title="heldForm.title" backTo="/dashboard" />
}
