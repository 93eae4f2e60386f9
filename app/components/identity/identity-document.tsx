// A tenant's identity document on screen: the document with its number and photos, the
// form that adds or changes it (a multipart post, so it works without JavaScript), and the log of
// who has seen it. The photos are <img>s of the route that opens them (each load is a logged view).
import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { Form } from 'react-router'
import { useFormat } from '~/components/format/dates-and-money'
import { Button } from '~/components/button'
import { formatNepalTime } from '~/components/format/nepal-time'
import { TextField } from '~/components/text-field'
import { IDENTITY_TYPES, PHOTO_SIDES, type PhotoSide } from '~/domain/identity-document'
import { useLanguage, useT } from '~/i18n'
import type { IdentityDocument, ViewLogEntry } from '~/services/tenants/identity.server'

type Place = { id: number; name: string; nameNe: string }
export type DistrictGroups = Array<Place & { districts: Place[] }>
export type IdentityFieldErrors = Partial<Record<'type' | 'number' | 'districtId' | 'issuedOn' | 'front' | 'back', string[]>>

const sideKey = (side: PhotoSide) => (side === 'FRONT' ? 'identity.front' : 'identity.back')

/** The document as its owner's landlords and the tenant see it; `photoUrl` answers a side's image. */
export function IdentityDetails({ identity, photoUrl }: { identity: IdentityDocument; photoUrl: (side: PhotoSide) => string }) {
  const t = useT()
  const language = useLanguage()
  const format = useFormat()
  const district = language === 'ne' ? identity.district.nameNe : identity.district.name
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: 0.5, m: 0, '& dd': { m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }, '& dt': { color: 'text.secondary' } }}>
        <dt>{t('identity.type')}</dt>
        <dd>{t(`identity.type.${identity.type}`)}</dd>
        <dt>{t('identity.number')}</dt>
        <dd data-testid="identity-number">{format.digits(identity.number)}</dd>
        <dt>{t('identity.district')}</dt>
        <dd>{district}</dd>
        <dt>{t('identity.issuedOn')}</dt>
        <dd>{format.date(identity.issuedOn, identity.issuedCalendar)}</dd>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, mt: 2 }}>
        {PHOTO_SIDES.map((side) => (
          <Box component="figure" key={side} sx={{ m: 0 }}>
            <Typography component="figcaption" variant="body2" color="text.secondary">
              {t(sideKey(side))}
            </Typography>
            {identity.photos[side] ? (
              <Box component="img" src={photoUrl(side)} alt={t('identity.photoAlt', { side: t(sideKey(side)) })} loading="lazy" sx={{ maxWidth: '100%', height: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }} />
            ) : (
              <Typography variant="body2">{t('identity.noPhoto')}</Typography>
            )}
          </Box>
        ))}
      </Box>
    </Paper>
  )
}

type FormValues = Partial<Record<'type' | 'number' | 'districtId' | 'calendarType' | 'issuedOn', string>>

/** Adds or changes the document; photos left empty keep the ones on file. */
export function IdentityForm({ districts, values, errors }: { districts: DistrictGroups; values: FormValues; errors: IdentityFieldErrors }) {
  const t = useT()
  const language = useLanguage()
  const name = (place: Place) => (language === 'ne' ? place.nameNe : place.name)
  const field = (key: keyof IdentityFieldErrors) => ({
    id: `identity-${key}`,
    name: key,
    error: Boolean(errors[key]?.length),
    helperText: errors[key]?.join(' '),
    fullWidth: true,
    margin: 'normal' as const,
  })
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}>
      <Typography variant="h6" component="h2">
        {t('identity.edit')}
      </Typography>
      <Form method="post" encType="multipart/form-data" key={JSON.stringify(values)}>
        <TextField {...field('type')} select slotProps={{ select: { native: true } }} label={t('identity.type')} defaultValue={values.type ?? 'CITIZENSHIP'} required>
          {IDENTITY_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`identity.type.${type}`)}
            </option>
          ))}
        </TextField>
        <TextField {...field('number')} label={t('identity.number')} defaultValue={values.number ?? ''} required autoComplete="off" />
        <TextField {...field('districtId')} select slotProps={{ select: { native: true } }} label={t('identity.district')} defaultValue={values.districtId ?? ''} required>
          <option value="" />
          {districts.map((province) => (
            <optgroup key={province.id} label={name(province)}>
              {province.districts.map((district) => (
                <option key={district.id} value={district.id}>
                  {name(district)}
                </option>
              ))}
            </optgroup>
          ))}
        </TextField>
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 1 }}>
          <Typography component="legend" variant="body2" color="text.secondary">
            {t('identity.calendar')}
          </Typography>
          {(['BS', 'AD'] as const).map((calendar) => (
            <Box component="label" key={calendar} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mr: 3, py: 0.5, cursor: 'pointer' }}>
              <input type="radio" name="calendarType" value={calendar} defaultChecked={(values.calendarType ?? 'BS') === calendar} />
              {calendar === 'BS' ? 'B.S.' : 'A.D.'}
            </Box>
          ))}
        </Box>
        <TextField {...field('issuedOn')} label={`${t('identity.issuedOn')} (YYYY-MM-DD)`} defaultValue={values.issuedOn ?? ''} required slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
        {(['front', 'back'] as const).map((side) => (
          <Box key={side} sx={{ mt: 2 }}>
            <Typography component="label" htmlFor={`identity-${side}`} sx={{ display: 'block', fontWeight: 600 }}>
              {t(side === 'front' ? 'identity.front' : 'identity.back')}
            </Typography>
            <input
              id={`identity-${side}`}
              type="file"
              name={side}
              accept="image/jpeg,image/png,image/webp"
              aria-describedby={`identity-${side}-hint${errors[side]?.length ? ` identity-${side}-error` : ''}`}
              aria-invalid={errors[side]?.length ? true : undefined}
              style={{ maxWidth: '100%', minHeight: 32 }}
            />
            <Typography id={`identity-${side}-hint`} variant="body2" color="text.secondary">
              {t('identity.photoHint')}
            </Typography>
            {errors[side]?.length ? (
              <Typography id={`identity-${side}-error`} variant="body2" color="error">
                {errors[side]?.join(' ')}
              </Typography>
            ) : null}
          </Box>
        ))}
        <Button type="submit" variant="contained" sx={{ mt: 2 }}>
          {t('identity.save')}
        </Button>
      </Form>
    </Paper>
  )
}

/** Who saw the document, newest first. */
export function IdentityViewLogList({ entries }: { entries: ViewLogEntry[] }) {
  const t = useT()
  const language = useLanguage()
  return (
    <Box component="section" aria-labelledby="identity-log-title" sx={{ mt: 3 }}>
      <Typography id="identity-log-title" variant="h6" component="h2">
        {t('identity.log')}
      </Typography>
      {entries.length === 0 ? (
        <Typography color="text.secondary">{t('identity.logEmpty')}</Typography>
      ) : (
        <Box component="ul" sx={{ pl: 2.5, my: 1 }}>
          {entries.map((entry) => (
            <Typography component="li" variant="body2" key={entry.id} sx={{ overflowWrap: 'anywhere' }}>
              {t('identity.logLine', {
                who: entry.asTenant ? t('identity.logTenant', { name: entry.viewerName }) : entry.viewerName,
                what: t(`identity.what.${entry.what}`),
                time: formatNepalTime(entry.at, language),
                ip: entry.ip ?? '—',
              })}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  )
}
