// The five settings sections (spec §2.20); Notification also holds the rent reminder days and the house-rent tax rate. Each form posts to its own section's URL with an
// `intent`; the server validates and answers with a toast or the form's messages.
import { STORED_LANGUAGES, type StoredLanguage } from '~/domain/language'
import Box from '@mui/material/Box'
import { Button } from '~/components/button'
import Typography from '@mui/material/Typography'
import { Form as RouterForm, useLocation } from 'react-router'
import { FormTextField } from '~/components/form/fields'
import { FormErrors } from '~/components/form/form-message'
import { PasswordField, PasswordFields } from '~/components/form/password-fields'
import { replyFor, type StepReplyData, useIsSubmitting } from '~/components/form/form-status'
import { getFormProps, useForm } from '~/components/form/form-state'
import { localDigits } from '~/domain/devanagari-digits'
import { REMINDER_OFFSET_CHOICES } from '~/domain/reminders'
import { type MessageKey, useLanguage, useT } from '~/i18n'
import type { SettingsSection } from './settings-sections'
import { ExportIdentityOption } from './export-identity-option'
import { WeeklyDigestForm } from './weekly-digest-form'

/**
 * A settings form: it posts its intent to its own section's address (`settings/:section?` would
 * otherwise leave the optional segment to the router's guess); one with a heading is labelled by it.
 */
function Form({ intent, heading, children, ...props }: Omit<React.ComponentProps<typeof RouterForm>, 'action'> & { intent: string; heading?: { id: string; text: string } }) {
  return (
    <RouterForm action={useLocation().pathname} aria-labelledby={heading?.id} {...props}>
      <input type="hidden" name="intent" value={intent} />
      {heading && (
        <Typography id={heading.id} component="h3" variant="h6" sx={{ mt: 4 }}>
          {heading.text}
        </Typography>
      )}
      {children}
    </RouterForm>
  )
}

type Settings = { firstName: string; lastName: string; theme: 'LIGHT' | 'DARK'; prefLanguage: StoredLanguage; reminderOffsets: number[]; rentTaxPercent: number; weeklyDigest: boolean }
type SectionProps = { settings: Settings; actionData: StepReplyData | undefined }

/** A form validated by the server only: its reply is shown on the form that sent it. */
function useSettingsForm(intent: string, actionData: StepReplyData | undefined, defaultValue?: Record<string, string>) {
  return useForm({ id: intent, defaultValue, lastResult: replyFor(actionData, intent) })
}

function SaveButton({ intent, label = 'settings.save' }: { intent: string; label?: MessageKey }) {
  const t = useT()
  return (
    <Button type="submit" variant="contained" loading={useIsSubmitting(intent)} sx={{ mt: 2 }}>
      {t(label)}
    </Button>
  )
}

function Account({ settings, actionData }: SectionProps) {
  const t = useT()
  const [form, fields] = useSettingsForm('account', actionData, { firstName: settings.firstName, lastName: settings.lastName })
  return (
    <Form intent="account" method="post" {...getFormProps(form)}>
      <Typography color="text.secondary">{t('settings.account.text')}</Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
        <FormTextField field={fields.firstName!} label={t('register.firstName')} autoComplete="given-name" required />
        <FormTextField field={fields.lastName!} label={t('register.lastName')} autoComplete="family-name" required />
      </Box>
      <FormErrors errors={form.errors} />
      <SaveButton intent="account" />
    </Form>
  )
}

const THEMES = [
  { value: 'light', stored: 'LIGHT', label: 'theme.light', paper: '#ffffff', ink: '#1f1f1f', accent: '#1f56c4' },
  { value: 'dark', stored: 'DARK', label: 'theme.dark', paper: '#121212', ink: '#f5f5f5', accent: '#8fb4ff' },
] as const

/** Two theme cards; pressing one saves it (a submit button each). */
function Appearance({ settings }: SectionProps) {
  const t = useT()
  return (
    <Form intent="appearance" method="post" aria-label={t('settings.appearance')}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('settings.appearance.text')}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 160px))', gap: 2 }}>
        {THEMES.map((theme) => {
          const current = settings.theme === theme.stored
          return (
            <Box
              key={theme.value}
              component="button"
              type="submit"
              name="theme"
              value={theme.value}
              aria-pressed={current}
              sx={{
                p: 1,
                border: 2,
                borderColor: current ? 'primary.main' : 'divider',
                borderRadius: 2,
                bgcolor: 'background.paper',
                color: 'text.primary',
                font: 'inherit',
                cursor: 'pointer',
                textAlign: 'start',
                '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main', outlineOffset: 2 },
              }}
            >
              <Box aria-hidden sx={{ height: 64, borderRadius: 1, bgcolor: theme.paper, border: 1, borderColor: 'divider', p: 1 }}>
                <Box sx={{ height: 8, width: '60%', bgcolor: theme.ink, borderRadius: 1, mb: 1 }} />
                <Box sx={{ height: 8, width: '40%', bgcolor: theme.accent, borderRadius: 1 }} />
              </Box>
              <Box component="span" sx={{ display: 'block', mt: 1, fontWeight: current ? 700 : 400 }}>
                {t(theme.label)}
                {current && ` · ${t('settings.current')}`}
              </Box>
            </Box>
          )
        })}
      </Box>
    </Form>
  )
}

function Notification({ settings, actionData }: SectionProps) {
  const t = useT()
  const [form, fields] = useSettingsForm('notification', actionData)
  const errorId = 'notification-language-error'
  const errors = fields.prefLanguage?.errors
  return (
    // Keyed by the saved language: the header's switch changes it too, and the choice must follow.
    <Form intent="notification" key={settings.prefLanguage} method="post" {...getFormProps(form)}>
      <Box component="fieldset" aria-describedby="notification-language-help" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" sx={{ fontWeight: 600, mb: 1 }}>
          {t('settings.notification.language')}
        </Typography>
        {STORED_LANGUAGES.map((value) => (
          <Box component="label" key={value} sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5, cursor: 'pointer' }}>
            <input type="radio" name="prefLanguage" value={value} defaultChecked={settings.prefLanguage === value} />
            {t(value === 'ENG' ? 'language.ENG' : 'language.NEP')}
          </Box>
        ))}
        <Typography id="notification-language-help" variant="body2" color="text.secondary">
          {t('settings.notification.help')}
        </Typography>
      </Box>
      <FormErrors id={errorId} errors={errors} />
      <SaveButton intent="notification" />
    </Form>
  )
}

/** The days around a due date on which tenants get a reminder: a checkbox each, at least one. */
function ReminderDays({ settings, actionData }: SectionProps) {
  const t = useT()
  const language = useLanguage()
  const [form, fields] = useSettingsForm('reminders', actionData)
  const errors = fields.reminderOffsets?.errors
  const label = (offset: number) => {
    const n = localDigits(Math.abs(offset), language)
    if (offset === 0) return t('reminders.on')
    if (offset < 0) return offset === -1 ? t('reminders.beforeOne') : t('reminders.before', { n })
    return offset === 1 ? t('reminders.afterOne') : t('reminders.after', { n })
  }
  return (
    <Form intent="reminders" heading={{ id: 'reminders-title', text: t('reminders.title') }} method="post" {...getFormProps(form)}>
      <Box component="fieldset" aria-describedby="reminders-help" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" id="reminders-help" color="text.secondary" sx={{ mb: 1 }}>
          {t('reminders.help')}
        </Typography>
        {REMINDER_OFFSET_CHOICES.map((offset) => (
          <Box component="label" key={offset} sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5, cursor: 'pointer' }}>
            <input type="checkbox" name="reminderOffsets" value={offset} defaultChecked={settings.reminderOffsets.includes(offset)} />
            {label(offset)}
          </Box>
        ))}
      </Box>
      <FormErrors id="reminders-error" errors={errors} />
      <SaveButton intent="reminders" label="reminders.save" />
    </Form>
  )
}

/** The house-rent tax rate of the member's municipality, for the rent-income report. */
function RentTax({ settings, actionData }: SectionProps) {
  const t = useT()
  const language = useLanguage()
  const [form, fields] = useSettingsForm('rentTax', actionData, { rentTaxPercent: localDigits(settings.rentTaxPercent, language) })
  return (
    <Form intent="rentTax" heading={{ id: 'rent-tax-title', text: t('settings.rentTax.title') }} method="post" {...getFormProps(form)}>
      <FormTextField field={fields.rentTaxPercent!} label={t('settings.rentTax.label')} hint={t('settings.rentTax.help')} slotProps={{ htmlInput: { inputMode: 'decimal' } }} required />
      <FormErrors errors={form.errors} />
      <SaveButton intent="rentTax" label="settings.rentTax.save" />
    </Form>
  )
}

/** The member's language for texts, the days their tenants are reminded, and the house-rent tax rate. */
function Notifications(props: SectionProps) {
  return (
    <>
      <Notification {...props} />
      <ReminderDays {...props} />
      <RentTax {...props} />
      <WeeklyDigestForm on={props.settings.weeklyDigest} />
    </>
  )
}

function ChangePassword({ actionData }: SectionProps) {
  const t = useT()
  // The server checks the pair (passwordPairSchema); the page script clears "do not match" once they agree.
  const [form, fields] = useForm({ id: 'password', lastResult: replyFor(actionData, 'password') })
  return (
    <Form intent="password" method="post" {...getFormProps(form)}>
      <Typography color="text.secondary">{t('settings.password.text')}</Typography>
      <PasswordField field={fields.currentPassword!} label={t('settings.password.current')} autoComplete="current-password" />
      <PasswordFields password={fields.password!} confirmPassword={fields.confirmPassword!} label="auth.newPassword" />
      <FormErrors errors={form.errors} />
      <SaveButton intent="password" label="settings.changePassword" />
    </Form>
  )
}

function Backups() {
  const t = useT()
  return (
    <>
      <Typography component="h3" variant="h6">
        {t('settings.backups.reportTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('settings.backups.text')}
      </Typography>
      {/* A download, not a page: the browser fetches it directly. */}
      <Button variant="contained" href="/settings/backups/export" download>
        {t('settings.backups.export')}
      </Button>
      <ExportIdentityOption />
    </>
  )
}

const SECTIONS: Record<SettingsSection, (props: SectionProps) => React.ReactNode> = {
  account: Account,
  appearance: Appearance,
  notification: Notifications,
  'change-password': ChangePassword,
  backups: Backups,
}

export function SettingsSectionView({ section, ...props }: SectionProps & { section: SettingsSection }) {
  const View = SECTIONS[section]
  return <View {...props} />
}
