/**
 * How deeply arrays and objects nest in a parsed JSON value, measured without recursion: V8's
 * JSON.parse takes any depth, but JSON.stringify and every recursive walk after it overflow the
 * stack on a value a few thousand levels deep (a 60 KB body), which was a 500.
 */

/** Whether `value` nests containers more than `maxDepth` deep (`[]` and `{}` are 1, `[[]]` 2). */
export function nestedDeeperThan(value: unknown, maxDepth: number): boolean {
  const stack: [unknown, number][] = [[value, 0]]
  while (stack.length > 0) {
    const [item, above] = stack.pop()!
    if (typeof item !== 'object' || item === null) continue
    const depth = above + 1
    if (depth > maxDepth) return true
    for (const child of Object.values(item)) {
      if (typeof child === 'object' && child !== null) stack.push([child, depth])
    }
  }
  return false
}
