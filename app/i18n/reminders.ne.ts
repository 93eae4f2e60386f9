// Nepali texts: the reminder settings (reminder engine).
import type { remindersEn } from './reminders.en'

export const remindersNe: Record<keyof typeof remindersEn, string> = {
  'reminders.title': 'भाडाको सम्झना',
  'reminders.help': 'तपाईंले छानेका हरेक दिन बिहान ९ देखि बेलुका ७ बजेभित्र भाडावाललाई एसएमएस जान्छ। तिर्ने दिनपछिका सम्झना रकम बाँकी रहेसम्म मात्र जान्छन्।',
  'reminders.before': 'तिर्ने दिनभन्दा {n} दिन अगाडि',
  'reminders.beforeOne': 'तिर्ने दिनभन्दा १ दिन अगाडि',
  'reminders.on': 'तिर्ने दिनमै',
  'reminders.after': 'तिर्ने दिनभन्दा {n} दिनपछि',
  'reminders.afterOne': 'तिर्ने दिनभन्दा १ दिनपछि',
  'reminders.none': 'सम्झनाका लागि कम्तीमा एउटा दिन छान्नुहोस्।',
  'reminders.invalid': 'सम्झनाका दिन सूचीबाट छान्नुहोस्।',
  'reminders.save': 'यी सम्झनाका दिन राख्नुहोस्',
  'reminders.saved': 'सम्झनाका दिन सेभ भए।',
}
