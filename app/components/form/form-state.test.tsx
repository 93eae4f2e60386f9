// The browser's form state (in place of conform's useForm): what it reads from a form post, and
// what a form draws for the action's reply, as the server renders it (without JavaScript that is
// all there is).
import { parseWithZod } from '@conform-to/zod/v4'
import { renderToString } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import { type FieldMeta, type FormReply, formValues, getFormProps, useForm } from './form-state'

function formData(entries: [string, string][]) {
  const data = new FormData()
  for (const [name, value] of entries) data.append(name, value)
  return data
}

describe('formValues', () => {
  test('nests names as conform does, gathers repeated names and leaves out the intent button', () => {
    const values = formValues(
      formData([
        ['name', 'Flat lease'],
        ['utilities[0].utilityId', 'Water'],
        ['utilities[0].price', ''],
        ['utilities[1].utilityId', 'Internet'],
        ['reminderOffsets', '-3'],
        ['reminderOffsets', '0'],
        ['__intent__', '{"type":"remove","payload":{"name":"utilities","index":0}}'],
      ]),
    )
    expect(values).toEqual({
      name: 'Flat lease',
      utilities: [{ utilityId: 'Water', price: '' }, { utilityId: 'Internet' }],
      reminderOffsets: ['-3', '0'],
    })
  })
})

const Schema = z.object({
  name: z.string({ error: 'Name is required' }),
  utilities: z.array(z.object({ utilityId: z.string({ error: 'Choose a utility' }) })).optional(),
})

/** The action's reply to `entries`, as `submission.reply()` gives it. */
function replyTo(entries: [string, string][]): FormReply {
  return parseWithZod(formData(entries), { schema: Schema }).reply()
}

function TestForm({ lastResult }: { lastResult: FormReply | undefined }) {
  const [form, fields] = useForm<{ name: string; utilities: { utilityId: string }[] }>({ id: 'lease', defaultValue: { name: 'Default', utilities: [] }, lastResult })
  const show = (field: FieldMeta) => `${field.id}=${String(field.initialValue ?? '')}${field.errors ? ` [${field.errors.join()}]` : ''}`
  const rows = fields.utilities.getFieldList().map((row) => show(row.getFieldset().utilityId))
  return (
    <form {...getFormProps(form)}>
      <p>{[show(fields.name), ...rows].join(' | ')}</p>
      {form.errors && <p>{`form: ${form.errors.join()}`}</p>}
    </form>
  )
}

const render = (lastResult?: FormReply) => renderToString(<TestForm lastResult={lastResult} />)

describe('useForm, as the server draws it', () => {
  test('a new form shows its defaults and leaves the checking to the server (noValidate)', () => {
    const html = render()
    expect(html).toContain('lease-name=Default')
    expect(html).toMatch(/<form id="lease" novalidate=""/i)
  })

  test('a failed post shows every message and the values sent', () => {
    const html = render(replyTo([['utilities[0].price', '5']]))
    expect(html).toContain('lease-name= [Name is required]')
    expect(html).toContain('lease-utilities[0].utilityId= [Choose a utility]')
  })

  test('after a row is added (a list intent) only the list’s messages show, with the new row', () => {
    const html = render(replyTo([['__intent__', JSON.stringify({ type: 'insert', payload: { name: 'utilities', defaultValue: { utilityId: 'Water' } } })]]))
    expect(html).toContain('lease-utilities[0].utilityId=Water')
    expect(html).not.toContain('Name is required')
  })

  test('messages the action adds for the whole form show as the form’s', () => {
    const submission = parseWithZod(formData([['name', 'Lease']]), { schema: Schema })
    const html = render(submission.reply({ formErrors: ['That unit is taken'] }))
    expect(html).toContain('form: That unit is taken')
    expect(html).toContain('lease-name=Lease')
  })
})
