// The property page's cards (spec §2.16): the information card and, for a divided property, the
// Units card with each unit's Edit and Delete (disabled while the unit has an agreement).
import Box from '@mui/material/Box'
import { Button } from '~/components/button'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from '~/components/link'
import { type AreaUnit, AREA_UNIT_LABELS, formatArea, formatSquareFeet } from '~/domain/area-units'
import { type Language, useLanguage, useT } from '~/i18n'
import { localDigits } from '~/domain/devanagari-digits'
import { storeyOf } from '~/domain/storey'
import { type Place, placeName } from './places'
import type { UnitValues } from './unit-dialogs'

export type PropertyDetails = {
  id: number
  type: 'residential' | 'commercial'
  isDivided: boolean
  area: number
  areaUnit: string
  areaSquareFeet: number
  province: Place
  district: Place
  city: string
  plusCode: string | null
  lat: number | null
  lng: number | null
}

function areaText(area: number, unit: string, language: Language) {
  return unit in AREA_UNIT_LABELS ? formatArea(area, unit as AreaUnit, { language }) : `${localDigits(area, language)} ${unit}`
}

function Card({ title, action, children }: { title: string; action?: React.ReactNode; children: React.ReactNode }) {
  const id = `card-${title.replace(/\W+/g, '-').toLowerCase()}`
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
        <Typography id={id} variant="h6" component="h2">
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Paper>
  )
}

export function PropertyInfoCard({ property }: { property: PropertyDetails }) {
  const t = useT()
  const language = useLanguage()
  const coordinates = property.lat !== null && property.lng !== null ? `${property.lat}, ${property.lng}` : null
  const rows: Array<[string, React.ReactNode]> = [
    [t('property.type'), t(`property.type.${property.type}`)],
    [t('property.division'), property.isDivided ? t('property.division.divided') : t('property.division.undivided')],
    [
      t('area.label'),
      `${areaText(property.area, property.areaUnit, language)} (${formatSquareFeet(property.areaSquareFeet, { language })})`,
    ],
    [t('property.province'), placeName(property.province, language)],
    [t('property.district'), placeName(property.district, language)],
    [t('property.city'), property.city],
    [t('property.plusCode'), property.plusCode ?? '—'],
    [
      t('property.coordinates'),
      coordinates ? (
        <Link href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(coordinates)}`} target="_blank" rel="noreferrer">
          {coordinates}
        </Link>
      ) : (
        '—'
      ),
    ],
  ]
  return (
    <Card title={t('property.infoTitle')}>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(6rem, auto) 1fr', columnGap: 2, rowGap: 1 }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Card>
  )
}

type UnitRow = UnitValues & { hasAgreement: boolean; isAvailable: boolean }

/** The units, with Add, Edit and Delete for a role that may change them (`canManage`). */
export function UnitsCard({ propertyId, units, canManage = true }: { propertyId: number; units: UnitRow[]; canManage?: boolean }) {
  const t = useT()
  const dialogUrl = (dialog: string, unitId?: number) =>
    `/properties/${propertyId}?${new URLSearchParams(unitId ? { dialog, unit: String(unitId) } : { dialog })}`
  return (
    <Card
      title={t('unit.title')}
      action={
        canManage && (
          <Button component={RouterLink} to={dialogUrl('add-unit')} preventScrollReset variant="contained" size="small">
            {t('unit.add')}
          </Button>
        )
      }
    >
      {units.length === 0 ? (
        <Typography color="text.secondary">{t('unit.empty')}</Typography>
      ) : (
        <Box component="ul" aria-label={t('unit.title')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {units.map((unit) => (
            <UnitItem key={unit.id} unit={unit} dialogUrl={canManage ? dialogUrl : null} />
          ))}
        </Box>
      )}
    </Card>
  )
}

function UnitItem({ unit, dialogUrl }: { unit: UnitRow; dialogUrl: ((dialog: string, unitId?: number) => string) | null }) {
  const t = useT()
  const language = useLanguage()
  // Why Delete is off, said next to it (a title is not shown on touch or to every reader).
  const storey = storeyOf(unit.floor)
  const keptReason = unit.hasAgreement ? t(unit.isAvailable ? 'unit.keptPast' : 'unit.keptCurrent') : null
  const reasonId = `unit-${unit.id}-kept`
  return (
    <Box
      component="li"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 1, borderTop: 1, borderColor: 'divider' }}
    >
      <Box sx={{ flex: '1 1 8rem', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{unit.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {storey.kind === 'ground'
            ? t('unit.groundFloor')
            : t(storey.kind === 'basement' ? 'unit.basementValue' : 'unit.floorValue', { level: localDigits(storey.level, language) })}
          {' · '}
          {areaText(unit.area, unit.areaUnit, language)}
          {' · '}
          {unit.isAvailable ? t('properties.available') : t('properties.leased')}
        </Typography>
      </Box>
      {dialogUrl && (
      <Box sx={{ display: 'flex', gap: 0.5 }}>
        <Button
          component={RouterLink}
          to={dialogUrl('edit-unit', unit.id)}
          preventScrollReset
          size="small"
          aria-label={t('unit.editLabel', { name: unit.name })}
        >
          {t('unit.edit')}
        </Button>
        <Button
          component={RouterLink}
          to={dialogUrl('delete-unit', unit.id)}
          preventScrollReset
          size="small"
          color="error"
          disabled={unit.hasAgreement}
          aria-label={t('unit.deleteLabel', { name: unit.name })}
          aria-describedby={keptReason ? reasonId : undefined}
          title={unit.hasAgreement ? t('unit.error.hasAgreements') : undefined}
        >
          {t('unit.delete')}
        </Button>
      </Box>
      )}
      {dialogUrl && keptReason && (
        <Typography id={reasonId} variant="body2" color="text.secondary" sx={{ flexBasis: '100%', textAlign: 'end' }}>
          {keptReason}
        </Typography>
      )}
    </Box>
  )
}
