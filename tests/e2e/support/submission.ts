import type { Page } from '@playwright/test'
import sharp from 'sharp'

/** Photos made on the spot (nothing is downloaded), and the form filled as an applicant would. */
export async function photoFiles(count = 2) {
  return Promise.all(
    Array.from({ length: count }, async (_, index) => ({
      name: `photo-${index + 1}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await sharp({
        create: {
          width: 600,
          height: 800,
          channels: 3,
          background: index % 2 ? '#8a6f4e' : '#c2a95f',
        },
      })
        .jpeg()
        .withExifMerge({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1' } })
        .toBuffer(),
    })),
  )
}

export type Applicant = { name: string; email: string; dateOfBirth: string }

export async function fillApplication(page: Page, applicant: Applicant): Promise<void> {
  await page.getByLabel('Full name').fill(applicant.name)
  await page.getByLabel('Email', { exact: true }).fill(applicant.email)
  await page.getByLabel('Phone').fill('+1 310 555 0199')
  await page.getByLabel('Date of birth').fill(applicant.dateOfBirth)
  await page.getByLabel('Gender').selectOption('Woman')
  await page.getByLabel('Office', { exact: true }).selectOption('Los Angeles')
  await page.getByLabel('Town or city you live in').fill('Pasadena')
  await page.getByLabel('Height (cm)').fill('178')
  await page.getByLabel('Waist (cm)').fill('61')
  await page.getByLabel('Photos', { exact: true }).setInputFiles(await photoFiles())
  await page.getByRole('checkbox', { name: /I have read the privacy policy/ }).check()
}

/** A date of birth that makes someone `age` years old today. */
export function bornYearsAgo(age: number): string {
  const today = new Date()
  return `${today.getUTCFullYear() - age}-01-01`
}
