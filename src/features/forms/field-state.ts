/**
 * When a field shows its messages, and what valid and complete mean: the state FormKit's own
 * bindings keep per input (spec section 4), as plain functions so they are tested without a DOM.
 */
import type { FieldType, Visibility } from './schema'

/** What has happened to a field. */
export type FieldFlags = {
  readonly blurred: boolean
  /** Its committed value has differed from the initial one at least once. */
  readonly dirty: boolean
  readonly submitted: boolean
  /** No input is waiting out its debounce. */
  readonly settled: boolean
  /** Messages were shown once; from then on they follow every keystroke. */
  readonly hasShownErrors: boolean
}

export type FieldEvent =
  | { readonly type: 'blur' }
  | { readonly type: 'dirty' }
  | { readonly type: 'settled'; readonly settled: boolean }
  | { readonly type: 'submit' }

/** What the engine reads from FormKit for a field. */
export type FieldFacts = {
  readonly hasRules: boolean
  /** No blocking message: no failing blocking rule and none still running. */
  readonly valid: boolean
  /** Errors set from outside, such as the server's answer. */
  readonly hasErrors: boolean
  readonly empty: boolean
}

export type FieldState = FieldFlags & {
  readonly valid: boolean
  readonly complete: boolean
  readonly validationVisible: boolean
}

export function defaultVisibility(type: FieldType): Visibility {
  return type === 'checkbox' ? 'dirty' : 'blur' // for checkboxes: after it changes
}

export function initialFlags(visibility: Visibility): FieldFlags {
  return {
    blurred: false,
    dirty: false,
    submitted: false,
    settled: true,
    hasShownErrors: visibility === 'live',
  }
}

export function reduceFlags(
  flags: FieldFlags,
  event: FieldEvent,
  visibility: Visibility,
): FieldFlags {
  const next = applyEvent(flags, event)
  if (!next.hasShownErrors && isValidationVisible(next, visibility)) {
    return { ...next, hasShownErrors: true }
  }
  return next
}

function applyEvent(flags: FieldFlags, event: FieldEvent): FieldFlags {
  switch (event.type) {
    case 'blur':
      return flags.blurred ? flags : { ...flags, blurred: true }
    case 'dirty':
      return flags.dirty ? flags : { ...flags, dirty: true }
    case 'submit':
      return flags.submitted ? flags : { ...flags, submitted: true }
    case 'settled':
      return flags.settled === event.settled ? flags : { ...flags, settled: event.settled }
  }
}

/**
 * After a submit, always. Before messages were first shown, not while the input is unsettled,
 * so a message does not flash mid-word. Then per visibility: left, changed, always, never.
 */
export function isValidationVisible(flags: FieldFlags, visibility: Visibility): boolean {
  if (flags.submitted) return true
  if (!flags.hasShownErrors && !flags.settled) return false
  switch (visibility) {
    case 'live':
      return true
    case 'blur':
      return flags.blurred
    case 'dirty':
      return flags.dirty
    case 'submit':
      return false
  }
}

/**
 * Complete means filled out correctly: with rules, every blocking rule passes and no error was set;
 * without rules, the visitor changed it and it holds a value.
 */
export function isComplete(flags: FieldFlags, facts: FieldFacts): boolean {
  if (facts.hasRules) return facts.valid && !facts.hasErrors
  return flags.dirty && !facts.empty
}

export function deriveFieldState(
  flags: FieldFlags,
  facts: FieldFacts,
  visibility: Visibility,
): FieldState {
  return {
    ...flags,
    valid: facts.valid,
    complete: isComplete(flags, facts),
    validationVisible: isValidationVisible(flags, visibility),
  }
}
