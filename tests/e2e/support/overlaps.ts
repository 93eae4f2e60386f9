// Form texts a reader can read: no field's label, hint or error lies over another's (a Nepali
// line is taller than an English one, and a floating label sits above its field's top edge).
import { expect, type Page } from '@playwright/test'

/** Pairs of field texts that overlap, as "label text ⟂ hint text". Runs without the page's own JavaScript. */
export async function overlappingFieldTexts(page: Page): Promise<string[]> {
  // Plain loops only: with JavaScript off the page runs no callbacks handed to its own APIs.
  return page.evaluate(() => {
    // The lines of text themselves, not their boxes: a 44 px checkbox row may hold a 20 px line.
    const texts: { name: string; rects: DOMRect[] }[] = []
    const found = document.querySelectorAll('form label, form [id$="-helper-text"]')
    for (let index = 0; index < found.length; index += 1) {
      const element = found[index]!
      if (element.closest('details:not([open])') || getComputedStyle(element).visibility === 'hidden') continue
      const rects: DOMRect[] = []
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue
        const range = document.createRange()
        range.selectNodeContents(node)
        const lines = range.getClientRects()
        for (let line = 0; line < lines.length; line += 1) if (lines[line]!.width > 0) rects.push(lines[line]!)
      }
      if (rects.length > 0) texts.push({ name: (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 30), rects })
    }
    const meet = (one: DOMRect, two: DOMRect) =>
      Math.min(one.right, two.right) - Math.max(one.left, two.left) > 1 && Math.min(one.bottom, two.bottom) - Math.max(one.top, two.top) > 1
    const overlaps: string[] = []
    for (let a = 0; a < texts.length; a += 1) {
      for (let b = a + 1; b < texts.length; b += 1) {
        let touching = false
        for (const one of texts[a]!.rects) for (const two of texts[b]!.rects) touching ||= meet(one, two)
        if (touching) overlaps.push(`${texts[a]!.name} ⟂ ${texts[b]!.name}`)
      }
    }
    return overlaps
  })
}

export async function expectFieldTextsApart(page: Page, { soft = false } = {}) {
  const matcher = soft ? expect.soft : expect
  matcher(await overlappingFieldTexts(page), `overlapping field texts on ${page.url()}`).toEqual([])
}
