// The guided tour written out (?dialog=guide): what Help and Launch Guide open without
// JavaScript, the same steps the tour shows (tour-steps.ts), as a numbered list.
import { useMatches } from 'react-router'
import { useT, useTourTexts } from '~/i18n'
import { tourStepsFor } from '../tour/tour-steps'
import { PageDialog } from './version-dialog'

export function GuideDialog({ closeTo, onClose }: { closeTo: string; onClose?: () => void }) {
  // The tour's texts are downloaded apart (ADR 012): in the browser the dialog waits for them (the
  // navigation, or hydration, holds the old screen meanwhile). No Suspense boundary of its own: the
  // server would stream the dialog apart, to be shown by a script, and without JavaScript it stays hidden.
  useTourTexts()
  const t = useT()
  const steps = tourStepsFor(useMatches().map((match) => match.id))
  return (
    <PageDialog id="guide-dialog" title={t('frame.guideTitle')} closeTo={closeTo} onClose={onClose}>
      <ol className="guide-steps">
        {steps.map((step) => (
          <li key={`${step.element ?? ''}${step.title}`}>
            <h3>{t(step.title)}</h3>
            <p>{t(step.intro)}</p>
          </li>
        ))}
      </ol>
    </PageDialog>
  )
}
