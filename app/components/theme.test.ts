// The app's theme is built once per mode and is the same object on every render (ADR 036).
import { describe, expect, test } from 'vitest'
import { appTheme } from './theme'

describe('appTheme', () => {
  test('one theme per mode, the same object each time it is asked for', () => {
    expect(appTheme('light')).toBe(appTheme('light'))
    expect(appTheme('dark')).toBe(appTheme('dark'))
    expect(appTheme('light')).not.toBe(appTheme('dark'))
    expect(appTheme('light').palette.mode).toBe('light')
    expect(appTheme('dark').palette.primary.main).toBe('#8fb4ff')
    expect(appTheme('light').palette.warning.main).toBe('#b45309')
  })
})
