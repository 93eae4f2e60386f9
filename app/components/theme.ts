import { createTheme, type Theme } from '@mui/material/styles'

// Breakpoints are the spec's (§9); colours meet WCAG AA contrast on both backgrounds.
function createAppTheme(mode: 'light' | 'dark') {
  return createTheme({
    palette: {
      mode,
      primary: { main: mode === 'light' ? '#1f56c4' : '#8fb4ff' },
      secondary: { main: mode === 'light' ? '#b3261e' : '#ffb4ab' },
      // MUI's light orange (#ed6c02) and light blue carry white text at about 3:1; these reach 5:1.
      ...(mode === 'light' && { warning: { main: '#b45309' }, info: { main: '#0268a8' } }),
    },
    breakpoints: { values: { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920 } },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: '"Noto Sans", "Noto Sans Devanagari", "Segoe UI", Roboto, Arial, sans-serif',
    },
    components: {
      MuiLink: {
        styleOverrides: {
          // A thumb's 24 px (WCAG 2.5.8) for a link of any text size: an inline link's padding
          // widens where it can be tapped without moving the lines around it; a block link grows.
          // The least width holds for a link in a row (a flex item), never for one in a sentence.
          root: { paddingBlock: 'max(0px, calc(12px - 0.5em))', minWidth: 24 },
        },
      },
    },
  })
}

// Built once per mode for the process (about 1 ms each, ADR 036): a server rendering a page per
// request would otherwise build it for every page, and MUI's theme-keyed memos (memoTheme) would
// start over each time. Nothing mutates a theme once built.
const themes: Partial<Record<'light' | 'dark', Theme>> = {}

/** The app's MUI theme for a mode, the same object every time. */
export function appTheme(mode: 'light' | 'dark'): Theme {
  return (themes[mode] ??= createAppTheme(mode))
}
