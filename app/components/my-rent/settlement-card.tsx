// The tenant's move-out settlement on their agreement's page under My Rent: once the landlord settled the
// deposit, the day, the deductions with their reasons, the deposit and the refund or what is still
// owed, and the link to the printable settlement statement. Read-only.
import Typography from '@mui/material/Typography'
import { Link } from '~/components/link'
import { Button } from '~/components/button'
import { useT } from '~/i18n'
import type { SettlementView } from '~/services/settlements/settlements.server'
import { DetailsCard } from '../agreements/agreement-details'
import { useFormat } from '~/components/format/dates-and-money'
import { SettledFigures } from '~/components/settlement/settlement'
import type { CalendarType } from '~/domain/calendar-type'

export function SettlementCard({ agreementId, calendar, settlement }: { agreementId: number; calendar: CalendarType; settlement: SettlementView }) {
  const t = useT()
  const format = useFormat()
  return (
    <DetailsCard id="move-out" title={t('myRent.settlement')}>
      <Typography>{t('myRent.settlementIntro', { date: format.date(settlement.settledOn, calendar) })}</Typography>
      <SettledFigures settlement={settlement} />
      <Button component={Link} to={`/my-rent/${agreementId}/settlement`} variant="outlined" sx={{ mt: 2 }}>
        {t('myRent.settlementLink')}
      </Button>
    </DetailsCard>
  )
}
