/**
 * An application with these photos, posted as the form sends it (multipart, with an
 * Idempotency-Key); `marker` is its email's local part and its message, so a test can find it.
 */
export function postApplication(
  base: string,
  marker: string,
  photos: Buffer[],
  headers: Record<string, string> = {},
): Promise<Response> {
  const form = new FormData()
  const fields: Record<string, string> = {
    name: 'Test Applicant',
    email: `${marker}@example.test`,
    phone: '+1 310 555 0199',
    dateOfBirth: '1999-04-12',
    gender: 'woman',
    location: 'los-angeles',
    town: 'Pasadena',
    height: '178',
    waist: '61',
    message: marker,
    consent: 'true',
  }
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  photos.forEach((photo, index) =>
    form.append(
      'photos',
      new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }),
      `${index}.jpg`,
    ),
  )
  return fetch(`${base}/api/_forms/submission`, {
    method: 'POST',
    body: form,
    headers: {
      origin: base,
      'idempotency-key': marker.replace(/[^A-Za-z0-9_-]/g, ''),
      ...headers,
    },
  })
}
