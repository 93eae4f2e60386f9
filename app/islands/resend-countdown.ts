// The wait before Resend Code (spec §4.3: 180 s) as a live countdown, the button enabled at 0.
// The server's page says at what time instead, which is all a page without JavaScript can do.
// It counts from the server's figure, not the server's clock, so a phone's wrong time is harmless.
export function enhanceResendCountdowns(root: ParentNode) {
  for (const status of root.querySelectorAll<HTMLElement>('[data-resend-seconds]')) {
    const { resendSeconds, textWaiting = '', textReady = '' } = status.dataset
    const button = status.closest('form')?.querySelector<HTMLButtonElement>('button[value="resend"]')
    const endsAt = performance.now() + Number(resendSeconds) * 1000
    const tick = () => {
      const left = Math.max(0, Math.ceil((endsAt - performance.now()) / 1000))
      const time = `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`
      status.textContent = left > 0 ? textWaiting.replace('{time}', time) : textReady
      // The button's look follows :disabled (components/button.tsx).
      if (button) button.disabled = left > 0
      if (left === 0) window.clearInterval(timer)
    }
    const timer = window.setInterval(tick, 1000)
    tick()
  }
}
