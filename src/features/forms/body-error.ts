/**
 * A form body the pipeline refuses before reading its fields: its type, its size, its syntax, its
 * nesting, or a body that stopped arriving (408).
 */
export class BodyError extends Error {
  constructor(
    readonly status: 400 | 408 | 413 | 415,
    message: string,
  ) {
    super(message)
    this.name = 'BodyError'
  }
}
