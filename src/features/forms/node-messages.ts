/**
 * What a field's FormKit node says, read from its message store: a module of its own, without
 * FormKit's code, so the view of a form can read a tree the browser fetches later (form-engine.ts).
 */
import type { FormKitMessage, FormKitNode } from '@formkit/core'

export type NodeMessages = {
  /** Failed blocking rules, in the order the rules are written. */
  readonly errors: string[]
  /** Failed non-blocking (`?`) rules. */
  readonly warnings: string[]
  /** Errors set from outside, such as a server's answer. */
  readonly explicit: string[]
}

export function readMessages(node: FormKitNode, ruleOrder: readonly string[]): NodeMessages {
  const failed: FormKitMessage[] = []
  const explicit: string[] = []
  for (const key in node.store) {
    const message = node.store[key]
    if (!message?.visible || typeof message.value !== 'string') continue
    if (message.type === 'validation') failed.push(message)
    if (message.type === 'error') explicit.push(message.value)
  }
  const rank = (message: FormKitMessage) => ruleOrder.indexOf(String(message.meta.messageKey))
  failed.sort((a, b) => rank(a) - rank(b))
  const text = (messages: FormKitMessage[]) => messages.map((message) => String(message.value))
  return {
    errors: text(failed.filter((message) => message.blocking)),
    warnings: text(failed.filter((message) => !message.blocking)),
    explicit,
  }
}
