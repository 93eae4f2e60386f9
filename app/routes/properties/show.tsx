// /properties/{id} (route PropertiesShow, spec §2.16, §4.9): the property, its units and their
// dialogs, and the Delete Property panel. Each dialog is a state of the URL (?dialog=add-unit,
// edit-unit&unit=ID, delete-unit&unit=ID, delete-property) and posts here.
import { Button } from '~/components/button'
import { data } from 'react-router'
import { Link } from '~/components/link'
import { z } from 'zod'
import { UnitInputSchema } from '~/schemas/property-schemas'
import { loadAsDocument, serverOnlyPage } from '~/components/server-only-page'
import { DeletePropertyPanel, DELETE_PROPERTY_INTENT } from '~/components/properties/delete-property'
import { PageErrorBoundary } from '~/components/page/error-boundary'
import { PropertyInfoCard, UnitsCard } from '~/components/properties/property-details'
import { PageFrame } from '~/components/page/page-frame'
import { DeleteUnitDialog, UNIT_INTENTS, UnitFormDialog } from '~/components/properties/unit-dialogs'
import { titleMeta } from '~/components/route-meta'
import { type MessageKey, translate, useT } from '~/i18n'
import { deleteProperty, getProperty, type PropertyView } from '~/services/properties/properties.server'
import { createUnit, deleteUnit, updateUnit } from '~/services/properties/units.server'
import type { UnitView } from '~/services/properties/views.server'
import { newFormKey, writeFormOnce } from '~/web/form-key.server'
import { parseForm } from '~/server/form-data.server'
import { redirectWithToast } from '~/server/toast.server'
import type { Route } from './+types/show'
import { ConfirmByNameDialog } from '~/components/page/confirm-by-name-dialog'
import { formRefusalOf } from '~/web/refusal.server'
import { abilitiesOf, actingFor, allowOrThrow, idParam, loadOrThrow, readIntentForm, type Replyable, replyTo, type SignedIn, signedIn } from '~/web/route-kit.server'
import { propertyAccess } from '~/services/team/access.server'
import { listCurrentAgreements } from '~/services/agreements/agreements.server'
import { PropertyAgreements } from '~/components/properties/property-agreements'
import { Alert } from '~/components/alert'
import { ElectricityRateCard, PropertyExpensesLink } from '~/components/expenses/expense-parts'
import { propertyBooks } from '~/services/expenses/expense-book.server'
import { waitingRepairCount } from '~/services/repairs/repairs.server'
import { PropertyRepairsLink } from '~/components/repairs/repair-parts'

// Drawn on the server only (ADR 037): the unit dialogs are states of the URL the server draws.
export const handle = serverOnlyPage
export const clientMiddleware = [loadAsDocument]

const DIALOGS = ['add-unit', 'edit-unit', 'delete-unit', 'delete-property'] as const

const DeletePropertySchema = z.object({ confirmName: z.string().optional() })

/** The dialog the URL asks for, with its unit; a unit that is not this property's is a 404. */
function dialogOf(url: URL, property: PropertyView) {
  const dialog = DIALOGS.find((name) => name === url.searchParams.get('dialog'))
  if (!dialog) return null
  if (dialog === 'delete-property') return { dialog }
  // Units belong to divided properties only (spec §2.16).
  if (!property.isDivided) return null
  if (dialog === 'add-unit') return { dialog }
  const unit = property.units.find((candidate) => String(candidate.id) === url.searchParams.get('unit'))
  if (!unit) throw data(null, { status: 404 })
  return { dialog, unit }
}

/** What the page draws for the caller's role on the property (ADR 041): the owner's is everything. */
const PAGE_ABILITIES = ['property:edit', 'property:delete', 'unit:manage', 'team:view', 'reading:record', 'books:view'] as const

/** The dialogs a role may use; another's URL shows the page without it. */
const DIALOG_ABILITY = { 'add-unit': 'unit:manage', 'edit-unit': 'unit:manage', 'delete-unit': 'unit:manage', 'delete-property': 'property:delete' } as const

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { member } = signedIn(context)
  const access = await loadOrThrow(propertyAccess(member.id, idParam(params.id)))
  const [property, agreements] = await Promise.all([
    loadOrThrow(getProperty(access.ownerId, access.propertyId)),
    listCurrentAgreements(access.ownerId, { propertyId: access.propertyId }),
  ])
  const can = abilitiesOf(access, PAGE_ABILITIES)
  const open = dialogOf(new URL(request.url), property)
  // The property's books (ADR 042) and its repairs waiting (ADR 043): for a role that sees them.
  const [books, repairsWaiting] = can['books:view']
    ? await Promise.all([propertyBooks(access.ownerId, access.propertyId), waitingRepairCount(access.ownerId, access.propertyId)])
    : [null, null]
  const shown = open && can[DIALOG_ABILITY[open.dialog]] ? open : null
  // The Add Unit form's key: a second tap of Add (no JavaScript to stop it) adds no twin.
  const formKey = shown?.dialog === 'add-unit' ? newFormKey() : null
  return { property, agreements, role: access.role, can, books, repairsWaiting, open: shown, formKey }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const signedInAs = signedIn(context)
  const access = await loadOrThrow(propertyAccess(signedInAs.member.id, idParam(params.id)))
  const who = actingFor(signedInAs, access)
  const property = await loadOrThrow(getProperty(access.ownerId, access.propertyId))
  const open = dialogOf(new URL(request.url), property)
  if (open) allowOrThrow(access, DIALOG_ABILITY[open.dialog])
  const { formData, intent } = await readIntentForm(request)
  const pageUrl = `/properties/${property.id}`
  const done = async (url: string, message: MessageKey) =>
    redirectWithToast(url, { type: 'success', message: translate(who.language, message) })

  if (intent === DELETE_PROPERTY_INTENT && open?.dialog === 'delete-property') {
    const submission = parseForm(formData, DeletePropertySchema)
    if (submission.status !== 'success' || submission.value.confirmName !== property.name) {
      const message = translate(who.language, 'property.deleteNameMismatch')
      return replyTo(intent, submission, { fieldErrors: { confirmName: [message] } })
    }
    return attempt(who, intent, submission, 'property.deleteFailed', async () => {
      await deleteProperty(who.member.id, property.id)
      return done('/properties', 'property.deleted')
    })
  }
  if ((intent === UNIT_INTENTS.add && open?.dialog === 'add-unit') || (intent === UNIT_INTENTS.edit && open?.dialog === 'edit-unit')) {
    const submission = parseForm(formData, UnitInputSchema)
    if (submission.status !== 'success') return replyTo(intent, submission)
    const unit = open.dialog === 'edit-unit' ? open.unit : null
    return attempt(who, intent, submission, unit ? 'unit.editFailed' : 'unit.addFailed', async () => {
      if (unit) await updateUnit(who.member.id, unit.id, submission.value)
      else {
        await writeFormOnce<UnitView, number>(
          formData,
          { memberId: who.member.id, pageUrl: `${pageUrl}?dialog=add-unit`, input: submission.value },
          (guard) => createUnit(who.member.id, property.id, submission.value, { guard }),
          (created) => created.id,
        )
      }
      return done(pageUrl, unit ? 'unit.updated' : 'unit.added')
    })
  }
  if (intent === UNIT_INTENTS.delete && open?.dialog === 'delete-unit') {
    const submission = parseForm(formData, z.object({}))
    return attempt(who, intent, submission, 'unit.deleteFailed', async () => {
      await deleteUnit(who.member.id, open.unit.id)
      return done(pageUrl, 'unit.deleted')
    })
  }
  // A form for a dialog the page no longer offers (the property became undivided, ...).
  return redirectWithToast(pageUrl, { type: 'error', message: translate(who.language, 'property.staleForm') })
}

/** Runs a change; a refusal (409 with agreements, ...) is shown in the dialog that asked. */
async function attempt(who: SignedIn, intent: string, submission: Replyable, unexpected: MessageKey, change: () => Promise<Response>) {
  try {
    return await change()
  } catch (error) {
    const failure = formRefusalOf(error, who.language, { form: `property form ${intent}`, unexpected })
    return replyTo(intent, submission, { formErrors: failure.formErrors }, failure.status)
  }
}

export default function PropertiesShow({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const { property, open, can, role, books, repairsWaiting } = loaderData
  const pageUrl = `/properties/${property.id}`
  return (
    <PageFrame
      overline={t('property.idLabel', { id: property.id })}
      title={property.name}
      subtitle={[property.address1, property.address2, property.city].filter(Boolean).join(', ')}
      back={{ to: '/properties', label: t('properties.title') }}
      actions={
        <>
          {can['reading:record'] && (
            <Button component={Link} to={`${pageUrl}/readings`} variant="outlined">
              {t('meters.monthlyLink')}
            </Button>
          )}
          {books && <PropertyExpensesLink propertyId={property.id} books={books} />}
          {repairsWaiting !== null && <PropertyRepairsLink propertyId={property.id} waiting={repairsWaiting} />}
          {can['team:view'] && (
            <Button component={Link} to={`${pageUrl}/team`} variant="outlined">
              {t('team.link')}
            </Button>
          )}
          {can['property:edit'] && (
            <Button component={Link} to={`/properties/edit/${property.id}`} variant="outlined">
              {t('properties.edit')}
            </Button>
          )}
        </>
      }
    >
      {role !== 'OWNER' && <Alert severity="info">{t('team.youAre', { role: t(`team.role.${role}`) })}</Alert>}
      <PropertyInfoCard property={property} />
      {property.isDivided && <UnitsCard propertyId={property.id} units={property.units} canManage={can['unit:manage']} />}
      <PropertyAgreements agreements={loaderData.agreements} />
      {books && <ElectricityRateCard books={books} />}
      {can['property:delete'] && <DeletePropertyPanel propertyId={property.id} hasAgreements={property.hasAgreements} />}
      {open?.dialog === 'add-unit' && <UnitFormDialog closeTo={pageUrl} actionData={actionData} formKey={loaderData.formKey ?? undefined} />}
      {open?.dialog === 'edit-unit' && <UnitFormDialog key={open.unit.id} unit={open.unit} closeTo={pageUrl} actionData={actionData} />}
      {open?.dialog === 'delete-unit' && <DeleteUnitDialog unit={open.unit} closeTo={pageUrl} actionData={actionData} />}
      {open?.dialog === 'delete-property' && (
        <ConfirmByNameDialog intent={DELETE_PROPERTY_INTENT} texts="property.delete" name={property.name} closeTo={pageUrl} actionData={actionData} />
      )}
    </PageFrame>
  )
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const [title] = titleMeta(matches, 'properties.title')
  return [{ title: loaderData ? `${loaderData.property.name} | ${title?.title ?? ''}` : title?.title }]
}

export function ErrorBoundary() {
  return <PageErrorBoundary title="properties.title" backTo="/properties" />
}
