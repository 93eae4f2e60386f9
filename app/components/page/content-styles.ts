// The parts that pages drawn in the signed-in frame share (cards, their titles and notes, links,
// lists of rows, the dashboard's layout, the bar charts and their tables), as rules of the frame's
// stylesheet (frame/frame-styles.ts writes this into the same file at build, ADR 048). Each class
// draws what MUI's Paper, Typography, Link, Container and Table drew for them, from the same theme:
// no request computes these styles. Colours are the custom properties of frame/theme-css.ts.
import { appTheme } from '../theme'
import { buttonStyles, FRAME_BUTTONS, frameButtonClass } from '../button'
import { themedRules, type } from '../frame/theme-css'
import { ALERT_PARTS } from '../alert'
import { Chip } from '../label-chip'
import { FIELD_PARTS } from '../text-field'
import { SkipLinkPart } from '../skip-link'
import { COOKIE_BANNER_PARTS } from '../site/cookie-notices'

/** The Button's common looks as classes (components/button.tsx draws them where this is linked). */
function buttonRules() {
  return FRAME_BUTTONS.map((look) => themedRules(frameButtonClass(look), (theme) => buttonStyles({ theme, ownerState: { ...look, fullWidth: false, loading: false } }))).join('\n')
}

/** The skip link, cookie notice, chips, message boxes and text fields (framed-part.tsx draws them with these classes where this is linked, ADR 051). */
function partRules() {
  return [SkipLinkPart.part, ...COOKIE_BANNER_PARTS(), Chip.part, ...ALERT_PARTS(), ...FIELD_PARTS()].map(({ className, style }) => themedRules(className, style)).join('\n')
}

export function contentStyles(): string {
  const { spacing, shape, typography, breakpoints } = appTheme('light')
  const link = appTheme('light').components?.MuiLink?.styleOverrides?.root as { paddingBlock: string; minWidth: number }
  const sm = breakpoints.up('sm')
  const md = breakpoints.up('md')
  const xl = breakpoints.up('xl')
  return `${buttonRules()}
${partRules()}
.card{padding:${spacing(2)};background-color:var(--frame-paper);color:var(--frame-text);border:1px solid var(--frame-divider);border-radius:${shape.borderRadius}px}
.card-title{margin:0;${type(typography.h6)}}
.card-title.bold{font-weight:700}
.card-intro{margin:0 0 ${spacing(1)};${type(typography.body2)};color:var(--frame-text-secondary)}
.card-subtitle{margin:0;${type(typography.subtitle2)}}
.details-card{margin-top:${spacing(3)}}
${sm}{.details-card{padding:${spacing(3)}}}
.details-card>.card-title{margin-bottom:${spacing(2)}}
.text{margin:0;${type(typography.body1)}}
.note{margin:0;${type(typography.body2)};color:var(--frame-text-secondary)}
.body2{${type(typography.body2)}}
.secondary{color:var(--frame-text-secondary)}
.error-text{color:var(--frame-error)}
.medium{font-weight:500}
.semibold{font-weight:600}
.wrap{overflow-wrap:anywhere}
.min-w-0{min-width:0}
.mt-1{margin-top:${spacing(1)}}
.mt-2{margin-top:${spacing(2)}}
.mt-3{margin-top:${spacing(3)}}
.ml-1{margin-left:${spacing(1)}}
.mb-1{margin-bottom:${spacing(1)}}
.mb-3{margin-bottom:${spacing(3)}}
.tap-height{min-height:44px}
.link{color:var(--frame-primary);text-decoration:underline;text-decoration-color:var(--frame-underline);padding-block:${link.paddingBlock};min-width:${link.minWidth}px}
.link:hover{text-decoration-color:inherit}
.link.block{display:inline-block;margin-top:${spacing(1)}}
.plain-list{list-style:none;margin:0;padding:0}
.rows>li{padding:${spacing(1)} 0;border-bottom:1px solid var(--frame-divider)}
.rows-top>li{padding:${spacing(1)} 0;border-top:1px solid var(--frame-divider)}
.row-split{display:flex;justify-content:space-between;gap:${spacing(1)};flex-wrap:wrap}
.row-split.centred{align-items:center}
.event-list{padding:0;list-style:none;margin:0}
.event-list>li{padding:${spacing(1.5)} ${spacing(2)};border-top:1px solid var(--frame-divider)}
.event-list>li:first-child{border-top:0}
.dashboard{box-sizing:border-box;display:block;width:100%;margin:0 auto;padding:${spacing(2)}}
${sm}{.dashboard{padding:${spacing(4)} ${spacing(3)}}}
${xl}{.dashboard{max-width:${breakpoints.values.xl}px}}
.dashboard-head{margin-bottom:${spacing(3)}}
.stat-cards{list-style:none;margin:0;padding:0;display:grid;gap:${spacing(1)};grid-template-columns:repeat(3,minmax(0,1fr))}
${sm}{.stat-cards{gap:${spacing(2)}}}
.stat-card{padding:${spacing(1.5)};height:100%;display:flex;align-items:center;gap:${spacing(2)};color:inherit;text-decoration:none}
${sm}{.stat-card{padding:${spacing(2)}}}
.stat-card:hover,.stat-card:focus-visible{border-color:var(--frame-primary)}
.stat-icon{color:var(--frame-primary);font-size:36px;display:none}
${md}{.stat-icon{display:flex}}
.stat-label{display:block}
.stat-value{display:block;${type(typography.h4)};font-weight:700;font-size:1.75rem}
${sm}{.stat-value{font-size:2.125rem}}
.figures{display:grid;grid-template-columns:1fr 1fr;gap:${spacing(2)};margin:${spacing(2)} 0}
.figure-value{margin:0;${type(typography.h6)};overflow-wrap:anywhere}
.dashboard-grid{margin-top:${spacing(3)};display:grid;gap:${spacing(2)};grid-template-columns:1fr;align-items:start}
${md}{.dashboard-grid{grid-template-columns:3fr 2fr}}
${xl}{.dashboard-grid{grid-template-columns:2fr 1fr 1fr}}
.dashboard-column{display:grid;gap:${spacing(2)};min-width:0}
.panel{height:100%;display:grid;gap:${spacing(1.5)};align-content:start}
.panel-list{display:grid;gap:${spacing(1.5)}}
.help-panel{display:none}
${xl}{.help-panel{display:grid}}
.help-icon{color:var(--frame-primary);font-size:40px;display:flex}
.switch-line{margin-bottom:${spacing(1.5)}}
.switch-back{margin-bottom:${spacing(2)};display:flex;flex-wrap:wrap;align-items:center;gap:${spacing(1)}}
.plan-name{margin:0;${type(typography.h5)};font-weight:700;color:var(--frame-primary)}
.plan-perks{margin:0;padding-left:${spacing(2.5)}}
.plan-perks>li{${type(typography.body2)}}
.h6{${type(typography.h6)}}
.facts{margin:0;display:grid;grid-template-columns:1fr;column-gap:${spacing(3)};row-gap:${spacing(0.25)}}
${sm}{.facts{grid-template-columns:max-content 1fr;row-gap:${spacing(1)}}}
.facts>div{display:contents}
.facts dt{color:var(--frame-text-secondary);margin-top:${spacing(1)}}
${sm}{.facts dt{margin-top:0}}
.facts dd{margin:0;overflow-wrap:anywhere}
.person{display:flex;gap:${spacing(2)};align-items:center}
.tenant-avatar{flex-shrink:0;display:block}
.indent-list{margin:0;padding-left:${spacing(2.5)}}
.indent-list.spaced{display:grid;gap:${spacing(1)}}
.sub-heading{margin:${spacing(3)} 0 0;${type(typography.subtitle1)};font-weight:600}
.charge-rows>li{display:grid;grid-template-columns:1fr auto;column-gap:${spacing(1)};align-items:center}
.span-all{grid-column:1 / -1}
.start{justify-self:start}
.struck{text-decoration:line-through}
.link-row{display:flex;gap:${spacing(2)};margin-top:${spacing(0.5)}}
.link.error-link{color:var(--frame-error);text-decoration-color:var(--frame-error-underline)}
.two-columns{display:grid;grid-template-columns:1fr;column-gap:${spacing(2)}}
${sm}{.two-columns{grid-template-columns:1fr 1fr}}
.danger-panel{margin-top:${spacing(3)};padding:0;border-color:var(--frame-error)}
.danger-panel>details>summary{cursor:pointer;padding:${spacing(2)};font-weight:600;color:var(--frame-error)}
.danger-body{padding:0 ${spacing(2)} ${spacing(2)};display:grid;gap:${spacing(2)};justify-items:start}
.pay-link-url{display:block;padding:${spacing(1)};background-color:var(--frame-hover);border-radius:${shape.borderRadius}px;-webkit-user-select:all;user-select:all;overflow-wrap:anywhere;font-size:15px}
.actions-row{display:flex;flex-wrap:wrap;gap:${spacing(1)};margin-top:${spacing(1.5)};align-items:center}
.chart{margin:${spacing(3)} 0 0}
.chart.compact{margin:0}
.chart-legend{list-style:none;padding:0;margin:${spacing(1)} 0 0;display:flex;flex-wrap:wrap;gap:${spacing(2)}}
.chart-legend>li{display:flex;align-items:center;gap:${spacing(0.75)}}
.chart-swatch{width:12px;height:12px;display:inline-block}
.chart-table{display:table;width:100%;max-width:720px;margin-top:${spacing(1)};border-collapse:collapse;border-spacing:0}
.chart-table th,.chart-table td{${type(typography.body2)};display:table-cell;vertical-align:inherit;border-bottom:1px solid var(--frame-table-line);text-align:left;padding:6px ${spacing(1)};color:var(--frame-text);overflow-wrap:anywhere}
.chart-table thead th{line-height:${typography.pxToRem(24)};font-weight:${typography.fontWeightMedium}}
.chart-table .number{text-align:right}
`
}
