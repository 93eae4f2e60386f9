// The signed-in frame's stylesheet (header, menus, navigation, the frame's dialogs, and the head of
// every signed-in page, components/page/page-frame.tsx), written from the app's theme once, at
// build: scripts/vite-stylesheets.ts runs this and writes the text as /assets/frame-<hash>.css, so
// no request computes a style of the frame (ADR 038). Both themes are in it, as custom properties
// under <html data-theme>; the rules use only those. The parts of pages drawn in the frame
// (cards, lists, the charts; page/content-styles.ts, ADR 048) are in the same file, and MUI's
// CssBaseline (root.tsx draws it only where the sheet is not linked), so emotion draws nothing of
// the frame per request.
import { appTheme } from '../theme'
import { contentStyles } from '../page/content-styles'
import { colours, type } from './theme-css'

export default function frameStylesheet(): string {
  return `${frameStyles()}${contentStyles()}`
}

/** MUI's CssBaseline, which the root draws only on pages that do not link this stylesheet (ADR 051). */
function baseline(): string {
  const { typography } = appTheme('light')
  return `html{-webkit-font-smoothing:antialiased;-moz-osx-font-smoothing:grayscale;box-sizing:border-box;-webkit-text-size-adjust:100%}
*,*::before,*::after{box-sizing:inherit}
strong,b{font-weight:${typography.fontWeightBold}}
body{margin:0;color:var(--frame-text);${type(typography.body1)};background-color:var(--frame-background)}
@media print{body{background-color:#fff}}
body::backdrop{background-color:var(--frame-background)}`
}

function frameStyles(): string {
  // Sizes, shadows, layers and type are the same in both modes.
  const { spacing, shape, shadows, zIndex, typography, breakpoints } = appTheme('light')
  const link = appTheme('light').components?.MuiLink?.styleOverrides?.root as { paddingBlock: string; minWidth: number }
  const radius = `${shape.borderRadius}px`
  const sm = breakpoints.up('sm')
  const md = breakpoints.up('md')
  // Below md the main navigation is a row: each section as wide as its label, sharing what is left
  // (an equal sixth of 360 px cut "Agreements" to "Agreeme…"), 44 px at least for a thumb; seven
  // (with My Rent), or six on a 320 px phone, fit in a slightly smaller type.
  const belowMd = breakpoints.down('md')
  const smallNavType = 'font-size:11px;letter-spacing:-0.2px'
  const hidden = 'position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap'
  const focusRing = 'outline:2px solid var(--frame-primary)'
  return `[data-theme=light]{${colours('light')}}
[data-theme=dark]{${colours('dark')}}
${baseline()}
.visually-hidden{${hidden}}
.frame-icon{flex-shrink:0;user-select:none}
${md}{.frame{display:flex;min-height:calc(100vh - 64px)}}
.frame-page{flex:1;min-width:0;position:relative}
.app-header{position:sticky;top:0;z-index:${zIndex.appBar};display:flex;flex-direction:column;background-color:var(--frame-bar);color:var(--frame-text);border-bottom:1px solid var(--frame-divider)}
.app-header-bar{display:flex;align-items:center;position:relative;min-height:56px;gap:${spacing(0.5)};padding:0 ${spacing(1)}}
${sm}{.app-header-bar{min-height:64px;gap:${spacing(1)};padding:0 ${spacing(2)}}}
.app-logo{margin:0;${type(typography.h6)};font-weight:700;color:inherit;text-decoration:none;flex-grow:1;user-select:none}
.avatar{width:32px;height:32px;border-radius:50%;background-color:var(--frame-primary);color:var(--frame-on-primary);display:grid;place-items:center;font-size:14px;font-weight:700}
.menu{position:relative}
.menu>summary{list-style:none;cursor:pointer;display:flex;align-items:center;gap:${spacing(0.5)};min-height:40px;min-width:40px;padding:0 ${spacing(1)};border-radius:${radius}}
.menu>summary::-webkit-details-marker{display:none}
.menu>summary:hover{background-color:var(--frame-hover)}
.menu>summary:focus-visible{${focusRing}}
.menu-panel{position:absolute;right:0;top:100%;margin-top:${spacing(0.5)};z-index:${zIndex.drawer};width:max-content;min-width:220px;max-width:calc(100vw - 16px);background-color:var(--frame-paper);color:var(--frame-text);border:1px solid var(--frame-divider);border-radius:${radius};box-shadow:${shadows[8]};padding:${spacing(1)} 0}
.menu-note{margin:0;padding:0 ${spacing(2)} ${spacing(1)};${type(typography.body2)};color:var(--frame-text-secondary)}
.menu-list{list-style:none;margin:0;padding:0}
.menu-divider{margin:${spacing(1)} 0;border-top:1px solid var(--frame-divider)}
.menu-item{display:block;width:100%;padding:${spacing(1)} ${spacing(2)};color:var(--frame-text);text-decoration:none;text-align:start;font:inherit;background:none;border:0;cursor:pointer}
.menu-item:hover,.menu-item:focus-visible{background-color:var(--frame-hover)}
.main-nav{flex-shrink:0;flex-direction:column;border-bottom:1px solid var(--frame-divider);transition:width 150ms}
.main-nav-list{list-style:none;margin:0;padding:${spacing(0.25)};display:flex}
.main-nav-list>li{flex:1 1 auto;min-width:44px}
.main-nav-link{display:flex;flex-direction:column;align-items:center;gap:${spacing(0.25)};padding:${spacing(1)} 0;min-height:48px;border-radius:${radius};color:var(--frame-text);text-decoration:none;font-size:11.5px}
.main-nav-link:hover{background-color:var(--frame-hover)}
.main-nav-link.active{background-color:var(--frame-selected);color:var(--frame-primary);font-weight:700}
.main-nav-link:focus-visible{${focusRing}}
.main-nav-label{max-width:100%;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
${belowMd}{.main-nav-list[data-items="7"] .main-nav-link{${smallNavType}}}
@media (max-width:359.95px){.main-nav-link{${smallNavType}}}
.main-nav-toggle{display:none}
${md}{
.main-nav{display:flex;width:220px;border-bottom:0;border-right:1px solid var(--frame-divider)}
.main-nav-list{flex-direction:column;gap:${spacing(0.5)};padding:${spacing(1)}}
.main-nav-list>li{flex:none}
.main-nav-link{flex-direction:row;justify-content:flex-start;gap:${spacing(1.5)};padding:${spacing(1)} ${spacing(1.5)};font-size:15px}
.main-nav-toggle{display:block;margin-top:auto;padding:${spacing(1)}}
.main-nav[data-collapsed=true]{width:64px}
[data-collapsed=true] .main-nav-link{justify-content:center;padding:${spacing(1)} 0}
[data-collapsed=true] .main-nav-label{${hidden}}
}
.main-nav-toggle button{display:flex;align-items:center;justify-content:center;width:100%;min-height:40px;border:1px solid var(--frame-divider);border-radius:${radius};background-color:transparent;color:var(--frame-text);cursor:pointer}
.main-nav-toggle button:hover{background-color:var(--frame-hover)}
.loading-bar{position:absolute;top:0;left:0;right:0;height:4px;overflow:hidden;z-index:1;visibility:hidden}
.loading-bar[aria-hidden=false]{visibility:visible}
.loading-bar::before,.loading-bar::after{content:"";position:absolute;top:0;bottom:0;background-color:var(--frame-primary)}
.loading-bar::before{left:0;right:0;opacity:.24}
.loading-bar::after{left:0;width:40%;animation:frame-loading 1.5s ease-in-out infinite}
@keyframes frame-loading{from{transform:translateX(-100%)}to{transform:translateX(250%)}}
@media (prefers-reduced-motion:reduce){.loading-bar::after{animation:none;width:100%}}
.page-dialog{position:fixed;inset:0;z-index:${zIndex.modal};margin:auto;width:min(480px,calc(100vw - 32px));max-height:calc(100vh - 32px);overflow:auto;padding:${spacing(3)};border:0;border-radius:${Number(shape.borderRadius) * 2}px;box-shadow:${shadows[24]};background-color:var(--frame-paper);color:var(--frame-text)}
.page-dialog::backdrop{background-color:rgba(0,0,0,.5)}
.page-dialog h2{margin:0 0 .35em;${type(typography.h6)}}
.page-dialog-actions{display:flex;justify-content:flex-end;margin-top:${spacing(2)}}
.page-dialog-note{margin:${spacing(2)} 0 0;${type(typography.body2)};color:var(--frame-text-secondary)}
.version-list{display:grid;grid-template-columns:auto 1fr;column-gap:${spacing(2)};row-gap:${spacing(1)};margin:0}
.version-list dt{font-weight:600}
.version-list dd{margin:0}
.guide-steps{margin:0;padding-left:${spacing(3)}}
.page{box-sizing:border-box;width:100%;margin:0 auto;padding:${spacing(2)}}
${sm}{.page{padding:${spacing(4)} ${spacing(3)}}}
${md}{.page{max-width:${breakpoints.values.md}px}}
.page-back{display:inline-block;margin-bottom:${spacing(1)};padding-block:${link.paddingBlock};min-width:${link.minWidth}px;${type(typography.body2)};color:var(--frame-primary);text-decoration:underline;text-decoration-color:var(--frame-underline)}
.page-back:hover{text-decoration-color:inherit}
.page-head{display:flex;flex-wrap:wrap;align-items:flex-end;justify-content:space-between;gap:${spacing(2)};margin-bottom:${spacing(3)}}
.page-heading{min-width:0}
.page-overline{margin:0;${type(typography.overline)};text-transform:uppercase;color:var(--frame-text-secondary)}
.page-heading h1{margin:0;${type(typography.h4)};font-weight:700;overflow-wrap:anywhere}
.page-subtitle{margin:0;${type(typography.body1)};color:var(--frame-text-secondary);overflow-wrap:anywhere}
.page-actions{display:flex;flex-wrap:wrap;gap:${spacing(1)}}
.guide-steps h3{margin:0;${type(typography.subtitle2)}}
.guide-steps p{margin:0 0 ${spacing(1)};${type(typography.body2)}}
`
}
