// A dialog that is part of the page: a native <dialog>, sent open in the server's HTML over a dimmed
// page so it shows and works without JavaScript, and made modal once React runs (the browser then
// keeps focus inside, makes the page behind inert, and Escape asks to close); on a server-only page
// the page script does the same (islands/modal-dialogs.ts). MUI's Dialog needs
// Modal, FocusTrap, transitions and a backdrop for the same (about 8 KB gzipped on every page).
// Fill it with MUI's DialogTitle, DialogContent, DialogContentText and DialogActions.
import { styled } from '@mui/material/styles'
import { type MouseEvent, type ReactNode, type SyntheticEvent, useEffect, useRef } from 'react'
import { CLOSE_TO_MARKER } from '~/islands/modal-dialogs'

type InlineDialogProps = {
  open: boolean
  /** Escape or a click beside the dialog; without it the dialog stays until its own buttons act. */
  onClose?: () => void
  /** On a server-only page: where Escape or a click beside it goes (islands/modal-dialogs.ts). */
  closeTo?: string
  /** MUI's widths: xs 444 px, sm 600 px (the default). */
  maxWidth?: 'xs' | 'sm'
  fullWidth?: boolean
  'aria-labelledby'?: string
  'aria-describedby'?: string
  children: ReactNode
}

const MAX_WIDTH = { xs: 444, sm: 600 }

// MUI's backdrop, drawn behind the dialog with or without JavaScript (a modal's own ::backdrop
// stays clear so the two do not add up).
const Backdrop = styled('div')({
  position: 'fixed',
  inset: 0,
  zIndex: 1300,
  backgroundColor: 'rgba(0, 0, 0, 0.5)',
})

// MUI's Paper at elevation 24, with its lighter surface in dark mode.
const DialogPaper = styled('dialog')<{ ownerState: { maxWidth: 'xs' | 'sm'; fullWidth: boolean } }>(({ theme, ownerState }) => ({
  position: 'fixed',
  inset: 0,
  zIndex: 1300,
  display: 'flex',
  flexDirection: 'column',
  boxSizing: 'border-box',
  height: 'fit-content',
  maxHeight: 'calc(100% - 64px)',
  maxWidth: `min(${MAX_WIDTH[ownerState.maxWidth]}px, calc(100% - 64px))`,
  width: ownerState.fullWidth ? 'calc(100% - 64px)' : 'fit-content',
  margin: 'auto',
  padding: 0,
  border: 0,
  overflowY: 'auto',
  borderRadius: theme.shape.borderRadius,
  boxShadow: theme.shadows[24],
  color: theme.palette.text.primary,
  backgroundColor: theme.palette.background.paper,
  backgroundImage: theme.palette.mode === 'dark' ? 'linear-gradient(rgba(255, 255, 255, 0.165), rgba(255, 255, 255, 0.165))' : undefined,
  '&::backdrop': { backgroundColor: 'transparent' },
}))

export function InlineDialog({ open, onClose, closeTo, maxWidth = 'sm', fullWidth = false, children, ...aria }: InlineDialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const leaving = useRef(false)
  useEffect(() => {
    const dialog = ref.current
    if (!open || !dialog) return
    const returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null
    // The server's `open` makes a non-modal dialog, and showModal() refuses an open one.
    if (dialog.open) dialog.close()
    dialog.showModal()
    leaving.current = false
    return () => {
      leaving.current = true
      dialog.close()
      if (returnFocus?.isConnected) returnFocus.focus()
    }
  }, [open])
  if (!open) return null
  const cancel = (event: SyntheticEvent) => {
    // Escape: the page decides, as with MUI. A second Escape in a row cannot be refused (the
    // event is not cancelable); the close handler below deals with it.
    if (!event.nativeEvent.cancelable) return
    event.preventDefault()
    onClose?.()
  }
  const closed = (event: SyntheticEvent<HTMLDialogElement>) => {
    // Our own close() (before showModal, or on leaving) also ends up here, after the fact.
    if (leaving.current || event.currentTarget.open) return
    if (onClose) onClose()
    else event.currentTarget.showModal()
  }
  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    const dialog = event.currentTarget
    if (event.target !== dialog || !onClose) return
    const box = dialog.getBoundingClientRect()
    const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom
    if (!inside) onClose()
  }
  return (
    <Backdrop>
      <DialogPaper
        ref={ref}
        open
        // Implicit in <dialog>; written out as MUI did, for the tests and older readers.
        role="dialog"
        ownerState={{ maxWidth, fullWidth }}
        onCancel={cancel}
        onClose={closed}
        onClick={closeOnBackdrop}
        {...(closeTo !== undefined && { [CLOSE_TO_MARKER]: closeTo })}
        {...aria}
      >
        {children}
      </DialogPaper>
    </Backdrop>
  )
}
