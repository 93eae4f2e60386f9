// Measures a page as a thumb meets it (WCAG 2.2, 2.5.8 Target Size (Minimum), and 2.5.5 for
// primary actions): every link, button and form control is at least 24×24 CSS px, and primary
// actions (filled buttons, the main navigation) at least 44×44. Links inside running text are
// exempt, as WCAG allows. We do not take 2.5.8's spacing exception: it lets a lone 89×17 phone
// number pass, which a thumb still misses; a target stands 24×24 on its own. A region that scrolls
// sideways must say so (`data-scroll-cue`, which draws the cue); the page itself never does.
import { expect, type Page } from '@playwright/test'

export type TapProblem = { target: string; width: number; height: number; why: string }

/** What is wrong on the page, one line per target. Runs without the page's own JavaScript. */
export async function tapProblems(page: Page): Promise<TapProblem[]> {
  // Plain loops only: with JavaScript off the page runs no callbacks handed to its own APIs.
  return page.evaluate(() => {
    const MIN = 24
    const PRIMARY = 44
    const problems: { target: string; width: number; height: number; why: string }[] = []
    const selector =
      'a[href], button, summary, select, textarea, input:not([type="hidden"]), [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="radio"], [role="switch"], [role="menuitem"]'
    const describe = (element: Element) => {
      const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)
      const id = element.id ? `#${element.id}` : ''
      return `<${element.tagName.toLowerCase()}${id}> "${text}"`
    }
    const isShown = (element: Element, rect: DOMRect) => {
      if (rect.width <= 1 || rect.height <= 1) return false // visually hidden until focused (the skip link)
      const style = getComputedStyle(element)
      if (style.visibility === 'hidden' || style.pointerEvents === 'none') return false
      const closed = element.closest('details:not([open])')
      return !closed || element.closest('summary')?.parentElement === closed
    }
    // A link in a sentence: its block holds at least four words of its own besides the link.
    const inRunningText = (element: Element) => {
      if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false
      let block = element.parentElement
      while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement
      if (!block) return false
      const own = (block.textContent ?? '').replace(element.textContent ?? '', ' ')
      return own.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length >= 4
    }
    // A checkbox or radio is tapped through its label too: the label is the target.
    const targetOf = (element: Element): Element => {
      if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) return element.closest('label') ?? element
      return element
    }

    const seen = new Set<Element>()
    const found = document.querySelectorAll(selector)
    for (let index = 0; index < found.length; index += 1) {
      const element = targetOf(found[index]!)
      if (seen.has(element)) continue
      seen.add(element)
      const rect = element.getBoundingClientRect()
      if (!isShown(element, rect) || inRunningText(element)) continue
      const box = { target: describe(element), width: Math.round(rect.width), height: Math.round(rect.height) }
      const primary = element.matches('[data-variant="contained"], nav[data-main-navigation] a')
      const least = primary ? PRIMARY : MIN
      if (rect.width < least - 0.5 || rect.height < least - 0.5) problems.push({ ...box, why: `${primary ? 'a primary action ' : ''}under ${least}×${least}` })
    }
    // Sideways scrolling: never the page; a region only with its cue.
    if (document.documentElement.scrollWidth > window.innerWidth + 1) {
      problems.push({ target: '<html>', width: document.documentElement.scrollWidth, height: 0, why: 'the page is wider than the screen' })
    }
    const all = document.body.querySelectorAll('*')
    for (let index = 0; index < all.length; index += 1) {
      const element = all[index]!
      if (element.scrollWidth <= element.clientWidth + 1 || element.clientWidth === 0) continue
      const overflow = getComputedStyle(element).overflowX
      if ((overflow === 'auto' || overflow === 'scroll') && !element.hasAttribute('data-scroll-cue')) {
        problems.push({ target: describe(element), width: element.scrollWidth, height: element.clientWidth, why: 'scrolls sideways without a cue' })
      }
    }
    return problems
  })
}

/** Soft, a walk of many pages reports every page's problems at once. */
export async function expectThumbFriendly(page: Page, { soft = false } = {}) {
  const problems = (await tapProblems(page)).map(({ target, width, height, why }) => `${target} ${width}×${height}: ${why}`)
  const matcher = soft ? expect.soft : expect
  matcher(problems, `tap targets on ${page.url()}`).toEqual([])
}
