// A tenant's avatar drawn by the app itself: the initials on a colour derived from the name, as an
// inline SVG. Nothing is fetched, so a tenant's name never goes to a third party.
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const letters = words.length > 1 ? [words[0], words.at(-1)] : words
  return letters.map((word) => Array.from(word ?? '')[0]?.toLocaleUpperCase() ?? '').join('')
}

/** A stable hue from the name (the same name, the same colour, on every screen). */
export function hueOf(name: string): number {
  let hash = 0
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 360
  return hash
}

export function InitialsAvatar({ name, size = 56 }: { name: string; size?: number }) {
  return (
    <svg viewBox="0 0 100 100" width={size} height={size} aria-hidden className="tenant-avatar">
      <circle cx="50" cy="50" r="50" fill={`hsl(${hueOf(name)} 45% 40%)`} />
      <text x="50" y="50" dy="0.35em" textAnchor="middle" fontSize="40" fontFamily="system-ui, sans-serif" fill="#fff">
        {initialsOf(name)}
      </text>
    </svg>
  )
}
