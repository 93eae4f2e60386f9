// The reminder days a member chooses: saved sorted and without repeats; none, or a day not on
// offer, is refused with nothing changed. A new member has the default -3, 0, +3, +7.
import { expect, test } from 'vitest'
import { getMemberSettings, SETTINGS_MESSAGES, updateReminderOffsets } from '~/services/accounts/member-settings.server'
import { ValidationError } from '~/services/errors'
import { createMember } from '../../support/fixtures'

test('a new member is reminded -3, 0, +3 and +7 days from the due date; a choice is saved sorted', async () => {
  const member = await createMember()
  expect((await getMemberSettings(member.id)).reminderOffsets).toEqual([-3, 0, 3, 7])
  await updateReminderOffsets(member.id, [14, -7, 0, 14])
  expect((await getMemberSettings(member.id)).reminderOffsets).toEqual([-7, 0, 14])
})

test('no day at all, or a day not on offer, is refused and nothing changes', async () => {
  const member = await createMember()
  await expect(updateReminderOffsets(member.id, [])).rejects.toThrow(ValidationError)
  await expect(updateReminderOffsets(member.id, [])).rejects.toMatchObject({ fields: { reminderOffsets: [SETTINGS_MESSAGES.REMINDERS_NONE] } })
  await expect(updateReminderOffsets(member.id, [0, 2])).rejects.toMatchObject({ fields: { reminderOffsets: [SETTINGS_MESSAGES.REMINDERS_NOT_A_CHOICE] } })
  expect((await getMemberSettings(member.id)).reminderOffsets).toEqual([-3, 0, 3, 7])
})
