// The password strength label (spec §2.4), updated as the password is typed. Advice only: the
// server's rules decide. The labels come translated in the meter's data-labels.
import { passwordStrength, type StrengthLabel } from '~/domain/password-strength'

export function enhanceStrengthMeters(root: ParentNode) {
  for (const meter of root.querySelectorAll<HTMLElement>('[data-strength-for]')) enhanceStrengthMeter(meter)
}

/** Makes one meter follow its password input. */
function enhanceStrengthMeter(meter: HTMLElement) {
  const input = document.getElementById(meter.dataset.strengthFor ?? '')
  const text = meter.querySelector('[data-strength-text]')
  const labels = JSON.parse(meter.dataset.labels ?? '{}') as Record<StrengthLabel, string>
  if (!(input instanceof HTMLInputElement) || !text) return
  const update = () => {
    const label = input.value ? passwordStrength(input.value).label : null
    meter.dataset.strength = label ?? ''
    text.textContent = label ? labels[label] : ''
  }
  input.addEventListener('input', update)
  // A password typed before the script ran is weighed now.
  update()
}
