// Repair requests' parts (ADR 043), for the Repairs pages and My Rent: the form that
// reports or opens one (multipart, so its photos go without JavaScript), a request's summary line,
// its facts with photos and history, the owner's side's moves and the tenant's reopen, and the
// property page's link to its requests. Plain forms posted to their page, each named by its intent.
import Box from '@mui/material/Box'
import MuiLink from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { Form } from 'react-router'
import { Link } from '~/components/link'
import { DetailsCard, FactList } from '~/components/agreements/agreement-details'
import { Button } from '~/components/button'
import { FormTextField } from '~/components/form/fields'
import { FormErrors } from '~/components/form/form-message'
import { SelectField, twoColumns } from '~/components/form/form-parts'
import { getFormProps, useForm } from '~/components/form/form-state'
import { FormKeyField } from '~/components/form/form-key-field'
import { replyErrors, replyFor, type StepReplyData } from '~/components/form/form-status'
import { useBindField } from '~/components/form/messages'
import { useFormat } from '~/components/format/dates-and-money'
import { LabelChip } from '~/components/label-chip'
import { PHOTO_TYPES } from '~/domain/image-type'
import { ageInDays, type LandlordMove, landlordMovesFrom, REOPEN_DAYS, REPAIR_CATEGORIES, type RepairStatusName, tenantMayReopen } from '~/domain/repairs'
import { useT } from '~/i18n'
import { useMessage } from '~/i18n/message'
import type { RepairView } from '~/services/repairs/repairs.server'

export const REPAIR_INTENTS = { report: 'report-repair', open: 'open-repair', reopen: 'reopen-repair' } as const
/** One form per move, told apart by its intent. */
export const moveIntent = (move: LandlordMove) => `move-${move}`

const STATUS_COLOR: Record<RepairStatusName, 'warning' | 'info' | 'success' | 'default' | 'error'> = {
  OPEN: 'warning',
  IN_PROGRESS: 'info',
  DONE: 'success',
  CLOSED: 'default',
  DECLINED: 'error',
}

const row = { py: 1.5, borderTop: 1, borderColor: 'divider' } as const

/** The property page's link to the Repairs list filtered to the property, with how many wait there (the list's own default). */
export function PropertyRepairsLink({ propertyId, waiting }: { propertyId: number; waiting: number }) {
  const t = useT()
  const format = useFormat()
  return (
    <Button component={Link} to={`/repairs?propertyId=${propertyId}`} variant="outlined" data-testid="property-repairs">
      {t('repair.propertyLink', { count: format.digits(waiting) })}
    </Button>
  )
}

export function RepairStatusChip({ status }: { status: RepairStatusName }) {
  const t = useT()
  return <LabelChip color={STATUS_COLOR[status]} variant="outlined" label={t(`repair.status.${status}`)} data-status={status} />
}

export type PlaceChoice = { propertyId: number; propertyName: string; units: Array<{ id: number; name: string }> }

/**
 * The tenant's report (on their agreement) or the owner's side's request (`places`: the
 * properties it may open one on, with their units): kind, where, what, and up to 4 photos.
 */
export function RepairForm({ intent, places, actionData, formKey }: { intent: string; places?: PlaceChoice[]; actionData: StepReplyData | undefined; formKey: string }) {
  const t = useT()
  const bind = useBindField()
  const message = useMessage()
  const [form, fields] = useForm<{ category: string; location: string; description: string; photos: string; propertyId: string; unitId: string }>({
    id: intent,
    lastResult: replyFor(actionData, intent),
    defaultValue: places?.length === 1 ? { propertyId: String(places[0]!.propertyId) } : {},
  })
  return (
    <Form method="post" encType="multipart/form-data" preventScrollReset {...getFormProps(form)}>
      <input type="hidden" name="intent" value={intent} />
      <FormKeyField value={formKey} />
      {places && (
        <Box sx={twoColumns}>
          <SelectField field={bind(fields.propertyId)} label={t('repair.form.property')} placeholder={t('form.choose')}>
            {places.map((place) => (
              <option key={place.propertyId} value={place.propertyId}>
                {place.propertyName}
              </option>
            ))}
          </SelectField>
          <FormTextField field={bind(fields.unitId)} label={t('repair.form.unit')} select slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
            <option value="">{t('repair.form.noUnit')}</option>
            {places
              .filter((place) => place.units.length > 0)
              .map((place) => (
                <optgroup key={place.propertyId} label={place.propertyName}>
                  {place.units.map((unit) => (
                    <option key={unit.id} value={unit.id}>
                      {unit.name}
                    </option>
                  ))}
                </optgroup>
              ))}
          </FormTextField>
        </Box>
      )}
      <SelectField field={bind(fields.category)} label={t('repair.form.category')} placeholder={t('form.choose')}>
        {REPAIR_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {t(`repair.category.${category}`)}
          </option>
        ))}
      </SelectField>
      <FormTextField field={bind(fields.location)} label={t('repair.form.location')} required autoComplete="off" />
      <FormTextField field={bind(fields.description)} label={t('repair.form.description')} required multiline minRows={3} />
      <FormTextField
        field={bind(fields.photos)}
        type="file"
        label={t('repair.form.photos')}
        slotProps={{ htmlInput: { accept: PHOTO_TYPES.join(','), multiple: true }, inputLabel: { shrink: true } }}
      />
      <FormErrors errors={replyErrors(actionData, intent)?.map(message)} />
      <Button type="submit" variant="contained" sx={{ mt: 2 }}>
        {t(places ? 'repair.form.open' : 'repair.form.send')}
      </Button>
    </Form>
  )
}

/** A request in a list: its number, kind, where, the place, its state and how long it has waited. */
export function RepairLine({ repair, to, now }: { repair: RepairView; to: string; now: Date }) {
  const t = useT()
  const format = useFormat()
  const days = ageInDays(new Date(repair.createdAt), now)
  return (
    <Box component="li" sx={row} data-repair={repair.id}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <MuiLink component={Link} to={to} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {t('repair.number', { id: format.digits(repair.id) })} · {repair.location}
        </MuiLink>
        <RepairStatusChip status={repair.status} />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {t(`repair.category.${repair.category}`)} · {repair.unitName ? `${repair.propertyName}, ${repair.unitName}` : repair.propertyName}
        {' · '}
        {days === 0 ? t('repair.ageToday') : t('repair.ageDays', { days: format.digits(days) })}
      </Typography>
    </Box>
  )
}

/** A request's facts, photos and history; `photoUrl` names where its photos are served. */
export function RepairDetails({ repair, photoUrl }: { repair: RepairView; photoUrl: (position: number, original?: boolean) => string }) {
  const t = useT()
  const format = useFormat()
  const day = (instant: Date) => format.dayOf(new Date(instant).toISOString(), repair.calendar)
  const facts: Array<[string, React.ReactNode]> = [
    [t('repair.filter.status'), <RepairStatusChip key="status" status={repair.status} />],
    [t('repair.kind'), t(`repair.category.${repair.category}`)],
    [t('repair.where'), repair.location],
    [t('repair.place'), repair.unitName ? `${repair.propertyName}, ${repair.unitName}` : repair.propertyName],
  ]
  if (repair.tenantName) facts.push([t('repair.tenant'), repair.tenantName])
  facts.push([t('repair.description'), <Box key="description" component="span" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{repair.description}</Box>])
  if (repair.declineReason) facts.push([t('repair.declineReason'), repair.declineReason])
  if (repair.costPaisa !== null) facts.push([t('repair.cost'), <span key="cost" data-testid="repair-cost">{format.money(repair.costPaisa)}</span>])
  if (repair.chargeId !== null) facts.push([t('repair.charged'), '✓'])
  return (
    <>
      <DetailsCard id="repair-facts" title={t('repair.number', { id: format.digits(repair.id) })}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t(repair.byTenant ? 'repair.reportedByTenant' : 'repair.reportedBy', { name: repair.reportedByName })} · {t('repair.reportedOn', { date: day(repair.createdAt) })}
        </Typography>
        <FactList rows={facts} />
      </DetailsCard>
      {repair.photos.length > 0 && (
        <DetailsCard id="repair-photos" title={t('repair.photos')}>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 1 }}>
            {repair.photos.map((position) => (
              <li key={position}>
                <a href={photoUrl(position, true)} aria-label={t('repair.photoOriginal', { n: format.digits(position) })}>
                  <Box component="img" src={photoUrl(position)} alt={t('repair.photoAlt', { n: format.digits(position) })} loading="lazy" sx={{ width: '100%', height: 140, objectFit: 'cover', borderRadius: 1, display: 'block' }} />
                </a>
              </li>
            ))}
          </Box>
        </DetailsCard>
      )}
      <DetailsCard id="repair-history" title={t('repair.history')}>
        <RepairHistory repair={repair} />
      </DetailsCard>
    </>
  )
}

/** The request's state changes, oldest first: who, when, the note. */
function RepairHistory({ repair }: { repair: RepairView }) {
  const t = useT()
  const format = useFormat()
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {repair.events.map((event, index) => (
        <Box component="li" key={index} sx={{ py: 0.5 }} data-event={event.toStatus}>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {event.fromStatus === null ? t('repair.event.opened') : t('repair.event.moved', { from: t(`repair.status.${event.fromStatus}`), to: t(`repair.status.${event.toStatus}`) })}
            {' · '}
            {t('repair.event.by', { date: format.dayOf(new Date(event.at).toISOString(), repair.calendar), name: event.byName })}
          </Typography>
          {event.note && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {event.note}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  )
}

/** One of the tenant's requests on My Rent: its state, what and where, photos, history, and the reopen while it may. */
export function TenantRepairItem({ repair, now, photoUrl, actionData, formKey }: { repair: RepairView; now: Date; photoUrl: (position: number) => string; actionData: StepReplyData | undefined; formKey: string }) {
  const t = useT()
  const format = useFormat()
  return (
    <Box component="li" sx={row} data-repair={repair.id}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {t('repair.number', { id: format.digits(repair.id) })} · {repair.location}
        </Typography>
        <RepairStatusChip status={repair.status} />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t(`repair.category.${repair.category}`)}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', my: 1 }}>
        {repair.description}
      </Typography>
      {repair.declineReason && (
        <Typography variant="body2" color="error" sx={{ overflowWrap: 'anywhere' }}>
          {t('repair.declineReason')}: {repair.declineReason}
        </Typography>
      )}
      {repair.photos.length > 0 && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', my: 1 }}>
          {repair.photos.map((position) => (
            <Box key={position} component="img" src={photoUrl(position)} alt={t('repair.photoAlt', { n: format.digits(position) })} loading="lazy" sx={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 1 }} />
          ))}
        </Box>
      )}
      <RepairHistory repair={repair} />
      {tenantMayReopen(repair.status, repair.doneAt === null ? null : new Date(repair.doneAt), now) && <ReopenForm repair={repair} actionData={actionData} formKey={formKey} />}
    </Box>
  )
}

/** The owner's side's moves from where the request is: one small form each. */
export function MoveForms({ repair, actionData, formKey }: { repair: RepairView; actionData: StepReplyData | undefined; formKey: string }) {
  const t = useT()
  const message = useMessage()
  const moves = landlordMovesFrom(repair.status)
  // A move refused because the request moved meanwhile: its form is gone, its answer shows here.
  const orphan = actionData && !moves.some((move) => moveIntent(move) === actionData.intent) ? replyErrors(actionData, actionData.intent) : undefined
  if (moves.length === 0 && !orphan) return null
  return (
    <DetailsCard id="repair-moves" title={t('repair.move.title')}>
      <FormErrors errors={orphan?.map(message)} />
      {moves.map((move) => (
        <MoveForm key={move} move={move} repair={repair} actionData={actionData} formKey={formKey} />
      ))}
    </DetailsCard>
  )
}

function MoveForm({ move, repair, actionData, formKey }: { move: LandlordMove; repair: RepairView; actionData: StepReplyData | undefined; formKey: string }) {
  const t = useT()
  const bind = useBindField()
  const message = useMessage()
  const intent = moveIntent(move)
  const [form, fields] = useForm<{ note: string; cost: string; chargeTenant: string; chargeAmount: string; chargeReason: string }>({ id: intent, lastResult: replyFor(actionData, intent) })
  return (
    <Box sx={row}>
      <Form method="post" preventScrollReset {...getFormProps(form)}>
        <FormKeyField value={formKey} />
        {move === 'done' && (
          <>
            <FormTextField field={bind(fields.cost)} label={t('repair.form.cost')} hint={t('repair.form.costHint')} autoComplete="off" slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
            {repair.agreementId !== null && repair.chargeId === null && (
              <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
                <Box component="label" sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 1 }}>
                  <input type="checkbox" name="chargeTenant" value="on" />
                  {t('repair.form.chargeTenant')}
                </Box>
                <Box sx={twoColumns}>
                  <FormTextField field={bind(fields.chargeAmount)} label={t('repair.form.chargeAmount')} autoComplete="off" slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
                  <FormTextField field={bind(fields.chargeReason)} label={t('repair.form.chargeReason')} autoComplete="off" />
                </Box>
              </Box>
            )}
          </>
        )}
        <FormTextField field={bind(fields.note)} label={t(move === 'decline' ? 'repair.form.reason' : 'repair.form.note')} required={move === 'decline'} autoComplete="off" />
        <FormErrors errors={replyErrors(actionData, intent)?.map(message)} />
        <Button type="submit" name="intent" value={intent} variant={move === 'decline' ? 'outlined' : 'contained'} color={move === 'decline' ? 'error' : 'primary'} sx={{ mt: 1 }}>
          {t(`repair.move.${move}`)}
        </Button>
      </Form>
    </Box>
  )
}

/** The tenant's reopen, while it may (within 7 days of done). */
function ReopenForm({ repair, actionData, formKey }: { repair: RepairView; actionData: StepReplyData | undefined; formKey: string }) {
  const t = useT()
  const format = useFormat()
  const bind = useBindField()
  const message = useMessage()
  const intent = `${REPAIR_INTENTS.reopen}-${repair.id}`
  const [form, fields] = useForm<{ note: string }>({ id: intent, lastResult: replyFor(actionData, intent) })
  const until = new Date(new Date(repair.doneAt!).getTime() + REOPEN_DAYS * 86_400_000).toISOString()
  return (
    <Form method="post" preventScrollReset {...getFormProps(form)}>
      <input type="hidden" name="repairId" value={repair.id} />
      <FormKeyField value={formKey} />
      <Typography variant="body2" color="text.secondary">
        {t('repair.tenant.reopenUntil', { date: format.dayOf(until, repair.calendar) })}
      </Typography>
      <FormTextField field={bind(fields.note)} label={t('repair.tenant.reopenNote')} autoComplete="off" />
      <FormErrors errors={replyErrors(actionData, intent)?.map(message)} />
      <Button type="submit" name="intent" value={intent} variant="outlined" sx={{ mt: 1 }}>
        {t('repair.tenant.reopen')}
      </Button>
    </Form>
  )
}
