/** A media file as stored, for the <video> element (Payload serves it, with range requests). */
export const mediaFileUrl = (filename: string): string =>
  `/cms/api/media/file/${encodeURIComponent(filename)}`
