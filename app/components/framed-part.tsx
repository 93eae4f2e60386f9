// A part whose look is a style of the theme (a chip, a message box, a text field's pieces), drawn two
// ways from that one definition (ADR 051): where the page links the frame's stylesheet, a plain
// element with the part's class, whose rules page/content-styles.ts writes into that stylesheet at
// build, so emotion computes nothing for it on a request; elsewhere (the public pages, which do not
// link it) emotion's `styled`, as before. A part given `sx` goes through emotion too.
import { type CSSObject, styled, type SxProps, type Theme } from '@mui/material/styles'
import { type ComponentPropsWithoutRef, createElement, type JSX } from 'react'
import { useFrameStylesheet } from './stylesheets'

type PartStyle = CSSObject | ((props: { theme: Theme }) => CSSObject)

export type FramedPart = { className: string; style: (theme: Theme) => CSSObject }

export function framedPart<Tag extends keyof JSX.IntrinsicElements>(tag: Tag, className: string, style: PartStyle) {
  const Styled = styled(tag as 'div')(style as CSSObject)
  function Part({ className: extra, sx, ...props }: ComponentPropsWithoutRef<Tag> & { sx?: SxProps<Theme> | undefined }) {
    const classes = extra ? `${className} ${extra}` : className
    if (useFrameStylesheet() && sx === undefined) return createElement(tag, { ...props, className: classes })
    return <Styled {...(props as ComponentPropsWithoutRef<'div'>)} className={classes} sx={sx} />
  }
  const part: FramedPart = { className, style: (theme) => (typeof style === 'function' ? style({ theme }) : style) }
  return Object.assign(Part, { part })
}
