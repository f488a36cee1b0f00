/** The list with the item at `from` moved to `to`; the others keep their relative order. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const moved = [...list]
  const [item] = moved.splice(from, 1)
  if (item === undefined) return moved
  moved.splice(Math.max(0, Math.min(to, moved.length)), 0, item)
  return moved
}

/**
 * Where a key press moves a focused thumbnail in a grid read left to right: the arrows one step
 * (up and left earlier, down and right later), Home to the top, End to the end; null for any
 * other key or a move past either end.
 */
export function keyboardTarget(key: string, index: number, length: number): number | null {
  const target =
    key === 'ArrowLeft' || key === 'ArrowUp'
      ? index - 1
      : key === 'ArrowRight' || key === 'ArrowDown'
        ? index + 1
        : key === 'Home'
          ? 0
          : key === 'End'
            ? length - 1
            : null
  return target === null || target < 0 || target >= length || target === index ? null : target
}

/**
 * The alt text a picture gets from its file name until staff write a better one:
 * "amara-okafor-beach.jpg" becomes "Amara okafor beach".
 */
export function altFromFileName(fileName: string): string {
  const words = fileName
    .replace(/\.[^.]*$/, '')
    .replace(/[-_.\s]+/g, ' ')
    .trim()
    .toLowerCase()
  // Alt text is required: a name of nothing but an extension keeps itself.
  return words.replace(/^./, (first) => first.toUpperCase()) || fileName
}
