// The browser side of the signed-in forms, in place of conform's useForm (about 10 KB, ADR 012).
// The server still parses with conform (`parseWithZod`) and answers with `submission.reply()`;
// this hook reads that reply: its messages, the values it sends back, and its list and update
// intents. In the browser it checks the fields before a post (a hand-written check, no zod) and
// again on input after a failed one, adds and removes list rows at once, and lets a field be set
// (`update`). Without JavaScript the same markup posts and the server answers.
import type { SubmissionResult } from '@conform-to/react'
import { useEffect, useRef, useState } from 'react'
import type { FieldErrors } from '~/schemas/input-rules'

/** The button name conform's server parser reads list and validate intents from. */
const INTENT = '__intent__'

type FormValues = Record<string, unknown>
type Intent = { type: string; payload: { name?: string; index?: number; defaultValue?: unknown; value?: unknown } }
export type FormReply = SubmissionResult<string[]>

/** Field name to messages for the form values as posted (blank fields are ''). */
export type FormCheck = (values: FormValues) => FieldErrors

export type FieldMeta<Shape = unknown> = {
  id: string
  name: string
  key: string
  initialValue: unknown
  value: unknown
  errors: string[] | undefined
  /** The rows of a list field (`utilities[0]`, `utilities[1]`, ...). */
  getFieldList: () => FieldMeta<Shape extends (infer Row)[] ? Row : unknown>[]
  /** The fields of an object field (`utilities[0].price`, ...). */
  getFieldset: () => Fields<Shape>
}

/** A form's fields by name; with `Values` given, each known field. */
export type Fields<Values> = Values extends Record<string, unknown> ? { [Name in keyof Values & string]: FieldMeta<Values[Name]> } : Record<string, FieldMeta>

export type FormMeta = {
  id: string
  errors: string[] | undefined
  /** Sets a field's value (a picked date, a cleared select): the field is drawn again with it. */
  update: (change: { name: string; value: unknown }) => void
  insert: { getButtonProps: (intent: { name: string; defaultValue?: unknown }) => ButtonProps }
  remove: { getButtonProps: (intent: { name: string; index: number }) => ButtonProps }
  validate: { getButtonProps: (intent: { name: string }) => ButtonProps }
  props: { id: string; noValidate: true; onSubmit: (event: React.FormEvent<HTMLFormElement>) => void; onInput: (event: React.FormEvent<HTMLFormElement>) => void }
}

type ButtonProps = { name: string; value: string; formNoValidate: true }

type Options = {
  id: string
  defaultValue?: FormValues | undefined
  lastResult?: FormReply | undefined
  /** The browser's check before a post; none leaves every post to the server. */
  check?: FormCheck | undefined
  /** Posts the check leaves out (buttons the server answers whatever the fields hold). */
  skipCheck?: ((formData: FormData) => boolean) | undefined
}

type State = {
  reply: FormReply | undefined
  /** What the fields are drawn with (they are uncontrolled). */
  initial: FormValues
  /** What the fields hold now, as read from the form on input. */
  values: FormValues
  errors: FieldErrors
  /** Drawn again (new React keys) when the values come from elsewhere than the fields themselves. */
  generation: number
  fieldKeys: Record<string, number>
  /** After a failed post the check runs on every input. */
  checking: boolean
}

export function useForm<Values extends Record<string, unknown> = Record<string, unknown>>({ id, defaultValue = {}, lastResult, check, skipCheck }: Options): [FormMeta, Fields<Values>] {
  const [state, setState] = useState<State>(() => fromReply(lastResult, defaultValue, undefined))
  // A new reply from the action (the same form state is kept between replies, as with conform).
  if (lastResult !== state.reply) setState(fromReply(lastResult, defaultValue, state))
  const focusAfter = useRef<FormReply | undefined>(undefined)
  useEffect(() => {
    if (lastResult?.status === 'error' && focusAfter.current !== lastResult) {
      focusAfter.current = lastResult
      focusFirstInvalid(id, state.errors)
    }
  }, [id, lastResult, state.errors])

  // On a slow phone the member may type or choose before React takes the page over (a page
  // reached by a document load, ADR 033): the fields keep it (they are uncontrolled). Told as an
  // input would tell it, the form reads them, so what is drawn from them (the chosen province's
  // districts) follows what they hold, not the defaults.
  useEffect(() => {
    document.getElementById(id)?.dispatchEvent(new Event('input', { bubbles: true }))
  }, [id])

  const runCheck = (values: FormValues) => (check ? check(values) : {})
  const form: FormMeta = {
    id,
    errors: state.errors[''],
    update: ({ name, value }) =>
      setState((now) => {
        const values = withPath(now.values, name, value == null ? '' : String(value))
        return { ...now, initial: values, values, fieldKeys: { ...now.fieldKeys, [name]: (now.fieldKeys[name] ?? 0) + 1 } }
      }),
    insert: { getButtonProps: (intent) => intentButton({ type: 'insert', payload: intent }) },
    remove: { getButtonProps: (intent) => intentButton({ type: 'remove', payload: intent }) },
    validate: { getButtonProps: (intent) => intentButton({ type: 'validate', payload: intent }) },
    props: {
      id,
      // The server checks every post (and says so in the interface language), with or without JavaScript.
      noValidate: true,
      onSubmit(event) {
        const submitter = (event.nativeEvent as SubmitEvent).submitter
        const formData = new FormData(event.currentTarget, submitter)
        const intent = readIntent(formData.get(INTENT))
        const posted = formValues(formData)
        if (intent && (intent.type === 'insert' || intent.type === 'remove')) {
          // A list row is added or removed here; the server does the same without JavaScript.
          event.preventDefault()
          setState((now) => {
            const values = withList({ ...now.initial, ...posted }, intent)
            return { ...now, initial: values, values, errors: {}, generation: now.generation + 1 }
          })
          return
        }
        if (intent || skipCheck?.(formData)) return
        const errors = runCheck(posted)
        setState((now) => ({ ...now, errors, checking: true }))
        if (Object.keys(errors).length) {
          event.preventDefault()
          focusFirstInvalid(id, errors)
        }
      },
      onInput(event) {
        const posted = formValues(new FormData(event.currentTarget))
        // Fields not drawn yet (a section still hidden) keep what they start with.
        setState((now) => ({ ...now, values: { ...now.initial, ...posted }, errors: now.checking && check ? runCheck(posted) : now.errors }))
      },
    },
  }
  return [form, fieldsOf('', id, state) as Fields<Values>]
}

/** The props of a `<form>` (or React Router's `<Form>`) bound to `form`. */
export function getFormProps(form: FormMeta) {
  return form.props
}

function fromReply(reply: FormReply | undefined, defaultValue: FormValues, before: State | undefined): State {
  const start: State = { reply, initial: defaultValue, values: defaultValue, errors: {}, generation: 0, fieldKeys: {}, checking: false }
  const base = before ?? start
  if (!reply) return { ...base, reply }
  // `reply({ resetForm: true })`: the form starts again.
  if (reply.initialValue === null) return { ...start, generation: base.generation + 1 }
  const intent = reply.intent as Intent | undefined
  const errors = shownErrors(reply.error ?? {}, intent)
  const checking = base.checking || (!intent && reply.status === 'error')
  // A failed post keeps the fields as they are (they hold what was sent).
  if (before && !intent) return { ...base, reply, errors, checking }
  // The first drawing, or the server changed the values (a list row, names it looked up): the
  // fields are drawn with the values it sent.
  const values = reply.initialValue ?? defaultValue
  return { ...base, reply, errors, checking, initial: values, values, generation: base.generation + (intent ? 1 : 0) }
}

/** As conform shows them: after a list or validate intent, only the messages of the field it named. */
function shownErrors(errors: Record<string, string[] | null>, intent: Intent | undefined): FieldErrors {
  const scope = intent && intent.type !== 'update' ? intent.payload.name : undefined
  const shown: FieldErrors = {}
  for (const [name, messages] of Object.entries(errors)) {
    if (messages?.length && (scope === undefined || isWithin(name, scope))) shown[name] = messages
  }
  return shown
}

const isWithin = (name: string, scope: string) => name === scope || name.startsWith(`${scope}[`) || name.startsWith(`${scope}.`)

function fieldsOf(prefix: string, formId: string, state: State): Record<string, FieldMeta> {
  return new Proxy({} as Record<string, FieldMeta>, {
    get: (_, key) => (typeof key === 'string' ? fieldOf(prefix ? `${prefix}.${key}` : key, formId, state) : undefined),
  })
}

function fieldOf(name: string, formId: string, state: State): FieldMeta {
  const initialValue = pathValue(state.initial, name)
  return {
    id: `${formId}-${name}`,
    name,
    key: `${name}.${state.generation}.${state.fieldKeys[name] ?? 0}`,
    initialValue,
    value: pathValue(state.values, name),
    errors: state.errors[name],
    getFieldList: () => (Array.isArray(initialValue) ? initialValue.map((_, index) => fieldOf(`${name}[${index}]`, formId, state)) : []),
    getFieldset: () => fieldsOf(name, formId, state) as Fields<unknown>,
  }
}

function intentButton(intent: Intent): ButtonProps {
  return { name: INTENT, value: JSON.stringify(intent), formNoValidate: true }
}

function readIntent(value: FormDataEntryValue | null): Intent | undefined {
  if (typeof value !== 'string') return undefined
  try {
    return JSON.parse(value) as Intent
  } catch {
    return undefined
  }
}

function focusFirstInvalid(formId: string, errors: FieldErrors) {
  const form = document.getElementById(formId)
  if (!(form instanceof HTMLFormElement)) return
  for (const element of form.elements) {
    if ('name' in element && typeof element.name === 'string' && errors[element.name] && element instanceof HTMLElement) {
      element.focus()
      return
    }
  }
}

/** `a.b[0].c` as its steps: 'a', 'b', 0, 'c'. */
function pathOf(name: string): (string | number)[] {
  return (name.match(/[^.[\]]+/g) ?? []).map((step) => (/^\d+$/.test(step) ? Number(step) : step))
}

function pathValue(values: unknown, name: string): unknown {
  let at = values
  for (const step of pathOf(name)) {
    if (at === null || typeof at !== 'object') return undefined
    at = (at as Record<string | number, unknown>)[step]
  }
  return at
}

/** Sets `name` in `values` itself (`merge` decides from what is there already). */
function setPath(values: FormValues, name: string, value: unknown, merge = (_before: unknown, next: unknown) => next) {
  const steps = pathOf(name)
  let at: Record<string | number, unknown> = values
  steps.forEach((step, index) => {
    if (index === steps.length - 1) {
      at[step] = merge(at[step], value)
      return
    }
    at[step] ??= typeof steps[index + 1] === 'number' ? [] : {}
    at = at[step] as Record<string | number, unknown>
  })
}

/** A copy of `values` with `name` set. */
function withPath(values: FormValues, name: string, value: unknown): FormValues {
  const copy = structuredClone(values)
  setPath(copy, name, value)
  return copy
}

const gather = (before: unknown, next: unknown) => (before === undefined ? next : Array.isArray(before) ? [...before, next] : [before, next])

/** The form's values as conform's server parser reads them: nested by name, repeated names as lists. */
export function formValues(formData: FormData): FormValues {
  const values: FormValues = {}
  for (const [name, value] of formData) {
    if (name !== INTENT && typeof value === 'string') setPath(values, name, value, gather)
  }
  return values
}

function withList(values: FormValues, { type, payload }: Intent): FormValues {
  const name = payload.name ?? ''
  const list = pathValue(values, name)
  const rows = Array.isArray(list) ? [...list] : []
  if (type === 'insert') rows.push(payload.defaultValue ?? {})
  else if (typeof payload.index === 'number') rows.splice(payload.index, 1)
  return withPath(values, name, rows)
}
