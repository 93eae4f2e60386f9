// A dialog that is part of the page: rendered in place (no portal) and visible in the server's
// HTML (no fade-in from transparent, for the dialog nor its backdrop), so it works without
// JavaScript.
import Dialog, { type DialogProps } from '@mui/material/Dialog'

export function InlineDialog({ slotProps, ...props }: DialogProps) {
  return (
    <Dialog
      disablePortal
      {...props}
      slotProps={{ ...slotProps, transition: { appear: false }, backdrop: { appear: false } }}
    />
  )
}
