// English texts: the reminder settings (reminder engine). reminders.ne.ts must have every key (type-checked).
export const remindersEn = {
  'reminders.title': 'Rent reminders',
  'reminders.help': 'Your tenants get a text on each day you tick, between 9 am and 7 pm. Reminders after the due date go only while the amount is unpaid.',
  'reminders.before': '{n} days before the due date',
  'reminders.beforeOne': '1 day before the due date',
  'reminders.on': 'On the due date',
  'reminders.after': '{n} days after the due date',
  'reminders.afterOne': '1 day after the due date',
  'reminders.none': 'Tick at least one day for reminders.',
  'reminders.invalid': 'Choose the reminder days from the list.',
  'reminders.save': 'Keep these reminder days',
  'reminders.saved': 'Your reminder days were saved.',
} as const
