// A QR drawn as SVG from the server's drawing (app/server/qr-drawing.server.ts): no JavaScript,
// sharp at any size, and printed as it shows. Black on white with the 4-module quiet zone scanners
// need, whatever the page's theme.
import Box from '@mui/material/Box'
import type { QrDrawing } from '~/server/qr-drawing.server'

const QUIET = 4

/** `label` says what the QR is for (screen readers read it instead of the picture). */
export function QrCode({ drawing, label, maxWidth = 280 }: { drawing: QrDrawing; label: string; maxWidth?: number }) {
  const side = drawing.size + 2 * QUIET
  return (
    <Box
      component="svg"
      role="img"
      aria-label={label}
      viewBox={`${-QUIET} ${-QUIET} ${side} ${side}`}
      xmlns="http://www.w3.org/2000/svg"
      shapeRendering="crispEdges"
      sx={{ display: 'block', width: '100%', maxWidth, height: 'auto', aspectRatio: '1', bgcolor: '#fff', printColorAdjust: 'exact', WebkitPrintColorAdjust: 'exact' }}
    >
      <rect x={-QUIET} y={-QUIET} width={side} height={side} fill="#fff" />
      <path d={drawing.path} fill="#000" />
    </Box>
  )
}
