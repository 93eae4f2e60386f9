// The plan carousel (spec §2.2, §4.11, §9: every 6000 ms). Without JavaScript it is a row of slides
// to swipe, with a link to each. With it, it moves on by itself while it is a carousel at all (on
// large screens the cards stand in one row), pauses while pointed at or focused, stops for good
// once swiped or paused with its button (WCAG 2.2.2), and never moves for visitors who ask for
// reduced motion. The dot of the slide in view is marked as current.
export function enhanceCarousels(root: ParentNode) {
  for (const carousel of root.querySelectorAll<HTMLElement>('[data-carousel]')) {
    const track = carousel.querySelector<HTMLElement>('[data-carousel-track]')
    if (!track) continue
    const slides = [...track.children].filter((slide): slide is HTMLElement => slide instanceof HTMLElement)
    const dots = [...carousel.querySelectorAll<HTMLAnchorElement>('[data-carousel-dot]')]
    const toggle = carousel.querySelector<HTMLButtonElement>('[data-carousel-toggle]')
    const interval = Number(carousel.dataset.interval)
    let stopped = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    let hovered = false
    let focused = false

    const offsetOf = (slide: HTMLElement) => slide.offsetLeft - (slides[0]?.offsetLeft ?? 0)
    const currentIndex = () => {
      let best = 0
      slides.forEach((slide, index) => {
        if (Math.abs(offsetOf(slide) - track.scrollLeft) < Math.abs(offsetOf(slides[best]!) - track.scrollLeft)) best = index
      })
      return best
    }
    const isCarousel = () => track.scrollWidth > track.clientWidth + 1
    const show = (index: number) => {
      const slide = slides[index]
      if (slide) track.scrollTo({ left: offsetOf(slide) })
    }
    const markCurrent = () => {
      const current = currentIndex()
      dots.forEach((dot, index) => dot.setAttribute('aria-current', String(index === current)))
    }
    const renderToggle = () => {
      if (!toggle) return
      toggle.hidden = false
      toggle.textContent = (stopped ? toggle.dataset.labelPlay : toggle.dataset.labelPause) ?? ''
    }
    const stop = () => {
      stopped = true
      renderToggle()
    }

    window.setInterval(() => {
      if (stopped || hovered || focused || document.hidden || !isCarousel()) return
      show((currentIndex() + 1) % slides.length)
    }, interval)
    // Scrolling only the track, not the page, to the slide a dot names.
    dots.forEach((dot, index) =>
      dot.addEventListener('click', (event) => {
        event.preventDefault()
        stop()
        show(index)
      }),
    )
    toggle?.addEventListener('click', () => {
      stopped = !stopped
      renderToggle()
    })
    carousel.addEventListener('pointerenter', () => (hovered = true))
    carousel.addEventListener('pointerleave', () => (hovered = false))
    carousel.addEventListener('focusin', () => (focused = true))
    carousel.addEventListener('focusout', () => (focused = false))
    for (const event of ['touchstart', 'wheel'] as const) track.addEventListener(event, stop, { passive: true })
    track.addEventListener('scroll', markCurrent, { passive: true })
    markCurrent()
    renderToggle()
  }
}
