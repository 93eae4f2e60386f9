// The index's two views of the same page of properties (spec §2.14): cards and the data table.
import Box from '@mui/material/Box'
import { Button } from '~/components/button'
import Card from '@mui/material/Card'
import CardActionArea from '@mui/material/CardActionArea'
import CardContent from '@mui/material/CardContent'
import TableCell from '@mui/material/TableCell'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { Link } from '~/components/link'
import { DataTable } from '~/components/page/data-table'
import { useT } from '~/i18n'
import { useLocalDigits } from '~/components/format/local-digits'
import { LabelChip } from '~/components/label-chip'

export type PropertyRow = {
  id: number
  name: string
  address1: string
  city: string
  unitCount: number
  agreementCount: number
  isLeased: boolean
}

export const addressOf = (property: Pick<PropertyRow, 'address1' | 'city'>) =>
  [property.address1, property.city].filter(Boolean).join(', ')

export function LeasedBadge({ isLeased }: { isLeased: boolean }) {
  const t = useT()
  return (
    <LabelChip
      label={isLeased ? t('properties.leased') : t('properties.available')}
      color={isLeased ? 'warning' : 'success'}
      variant={isLeased ? 'filled' : 'outlined'}
    />
  )
}

export function PropertyCards({ properties }: { properties: PropertyRow[] }) {
  const t = useT()
  const digits = useLocalDigits()
  return (
    <Box component="ul" aria-label={t('properties.title')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' } }}>
      {properties.map((property) => (
        <li key={property.id}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardActionArea component={Link} to={`/properties/${property.id}`} sx={{ height: '100%' }}>
              <CardContent sx={{ display: 'grid', gap: 1 }}>
                <Box>
                  <LeasedBadge isLeased={property.isLeased} />
                </Box>
                <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
                  {property.name}
                </Typography>
                <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {addressOf(property)}
                </Typography>
                <Typography variant="body2">
                  {t('properties.unitsOccupied', { agreements: digits(property.agreementCount), units: digits(property.unitCount) })}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        </li>
      ))}
    </Box>
  )
}

export function PropertyTable({ properties }: { properties: PropertyRow[] }) {
  const t = useT()
  const digits = useLocalDigits()
  const headers = ['properties.column.id', 'properties.column.name', 'properties.column.address', 'properties.column.units', 'properties.column.agreements', 'properties.column.leased', 'properties.column.action'] as const
  return (
    <DataTable label={t('properties.title')} headers={headers.map((key) => t(key))} empty={properties.length === 0}>
      {properties.map((property) => (
        <TableRow key={property.id} hover>
          <TableCell>{property.id}</TableCell>
          <TableCell sx={{ minWidth: 120 }}>{property.name}</TableCell>
          <TableCell sx={{ minWidth: 160 }}>{addressOf(property)}</TableCell>
          <TableCell>{digits(property.unitCount)}</TableCell>
          <TableCell>{digits(property.agreementCount)}</TableCell>
          <TableCell>{property.isLeased ? t('form.yes') : t('form.no')}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>
            <Button component={Link} to={`/properties/${property.id}`} size="small" aria-label={t('properties.showLabel', { name: property.name })}>
              {t('properties.show')}
            </Button>
            <Button component={Link} to={`/properties/edit/${property.id}`} size="small" aria-label={t('properties.editLabel', { name: property.name })}>
              {t('properties.edit')}
            </Button>
          </TableCell>
        </TableRow>
      ))}
    </DataTable>
  )
}
