// Imported between the browser bundle's heavy modules (root.tsx): evaluating React, MUI, emotion and
// the app's modules is one long task, which a slow phone cannot interrupt to paint or answer a tap
// (Total Blocking Time, issue 19, ADR 024). Awaiting a macrotask here ends that task, and the
// bundler keeps the modules after this one in a later task. The server never waits.
if (!import.meta.env.SSR) await new Promise((resolve) => setTimeout(resolve, 0))

export {}
