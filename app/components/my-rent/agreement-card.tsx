// The tenant's own view: one agreement as a card of My Rent (landlord with
// tap-to-call, the place, rent, deposit, next due, balance) and the landlord's card of the
// agreement's page. Read-only: links (Pay among them, while rent is due and can be paid online)
// and a tel: number, no forms.
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from '~/components/link'
import { useT } from '~/i18n'
import type { Landlord, MyRentAgreement } from '~/services/my-rent/my-rent.server'
import { StatusBadge } from '../agreements/agreement-cards'
import { DetailsCard, FactList } from '../agreements/agreement-details'
import { useFormat } from '~/components/format/dates-and-money'
import { InitialsAvatar } from '../agreements/initials-avatar'
import { PayOnlineButton } from './pay-online'

/** "Unit 2 in Lakeside House", or the property alone. */
export function usePlaceName() {
  const t = useT()
  return ({ agreement }: Pick<MyRentAgreement, 'agreement'>) =>
    agreement.unit ? t('agreement.unitInProperty', { unit: agreement.unit.name, property: agreement.property.name }) : agreement.property.name
}

function LandlordPhone({ landlord }: { landlord: Landlord }) {
  const t = useT()
  const format = useFormat()
  // The name read out contains the number as shown (Devanagari digits in Nepali).
  const phone = format.digits(landlord.phoneNational)
  return (
    <Link href={`tel:${landlord.phone}`} aria-label={t('myRent.callLabel', { name: landlord.name, phone })} sx={{ whiteSpace: 'nowrap' }}>
      {phone}
    </Link>
  )
}

/** The balance in one line: due now (and how much of it is overdue), else credit, else nothing due. */
function BalanceText({ view }: { view: MyRentAgreement }) {
  const t = useT()
  const format = useFormat()
  const { dueNowPaisa, overduePaisa, creditPaisa } = view.balance
  if (dueNowPaisa > 0) {
    const text =
      overduePaisa > 0
        ? t('myRent.balanceOverdue', { amount: format.money(dueNowPaisa), overdue: format.money(overduePaisa) })
        : t('myRent.balanceValue', { amount: format.money(dueNowPaisa) })
    return (
      <Box component="strong" sx={{ color: overduePaisa > 0 ? 'error.main' : undefined }}>
        {text}
      </Box>
    )
  }
  return <>{creditPaisa > 0 ? t('myRent.credit', { amount: format.money(creditPaisa) }) : t('myRent.settled')}</>
}

export function MyRentAgreementCard({ view }: { view: MyRentAgreement }) {
  const t = useT()
  const format = useFormat()
  const placeName = usePlaceName()
  const { agreement, landlord, balance } = view
  const rows: Array<[string, React.ReactNode]> = [
    [
      t('myRent.landlord'),
      <span key="landlord">
        {landlord.name}, <LandlordPhone landlord={landlord} />
      </span>,
    ],
    [t('myRent.place'), placeName(view)],
    [t('myRent.rent'), format.money(agreement.leaseAmountPaisa)],
    [t('myRent.deposit'), agreement.depositPaisa === null ? t('myRent.noDeposit') : format.money(agreement.depositPaisa)],
    [
      t('myRent.nextDue'),
      balance.next ? t('ledger.nextValue', { amount: format.money(balance.next.unpaidPaisa), date: format.date(balance.next.dueDate, agreement.calendar) }) : t('myRent.nothingNext'),
    ],
    [t('myRent.balance'), <BalanceText key="balance" view={view} />],
  ]
  return (
    <Paper component="article" variant="outlined" aria-labelledby={`tenancy-${agreement.id}`} data-agreement-id={agreement.id} sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}>
        <Typography id={`tenancy-${agreement.id}`} variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
          {agreement.name}
        </Typography>
        <StatusBadge agreement={agreement} />
      </Box>
      <FactList rows={rows} />
      {view.payCode && <PayOnlineButton payCode={view.payCode} dueNowPaisa={balance.dueNowPaisa} agreementName={agreement.name} />}
      <Link
        component={RouterLink}
        to={`/my-rent/${agreement.id}`}
        aria-label={t('myRent.openLabel', { name: agreement.name })}
        sx={{ display: 'inline-block', mt: 2, minHeight: 24 }}
      >
        {t('myRent.open')}
      </Link>
    </Paper>
  )
}

export function LandlordCard({ landlord }: { landlord: Landlord }) {
  const t = useT()
  return (
    <DetailsCard id="tenancy-landlord" title={t('myRent.landlordCard')}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <InitialsAvatar name={landlord.name} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere' }}>
            {landlord.name}
          </Typography>
          <Typography>
            <LandlordPhone landlord={landlord} />
          </Typography>
        </Box>
      </Box>
    </DetailsCard>
  )
}
