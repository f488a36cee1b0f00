/** A form body the pipeline refuses before reading its fields: its type, its size, its syntax. */
export class BodyError extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message)
    this.name = 'BodyError'
  }
}
