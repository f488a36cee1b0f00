import path from 'node:path'

// react-pdf's Image is a PDF image object, not an HTML <img>: it has no alt text to give.
/* eslint-disable jsx-a11y/alt-text */
import { Document, Font, Image, Page, StyleSheet, Text, View } from '@react-pdf/renderer'

import { measurementRows, type MeasurementLanguage } from '@/features/books/measurement-list'
import type { PublicTalent } from '@/lib/data/types'
import type { Units } from '@/lib/measurements'

import type { PrintLayout } from './options'

// The site's own typefaces, from the project's node_modules: nothing is fetched to make a PDF.
const fontFile = (file: string) => path.join(process.cwd(), 'node_modules', '@fontsource', file)
Font.register({
  family: 'Cormorant',
  src: fontFile('cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff'),
})
Font.register({ family: 'Inter', src: fontFile('inter/files/inter-latin-400-normal.woff') })
Font.registerHyphenationCallback((word) => [word])

/** A picture for the PDF; `position` is its focal point's object-position, as on the site. */
export type PdfImage = { data: Buffer; width: number; height: number; position: string }

const styles = StyleSheet.create({
  page: { padding: 28, fontFamily: 'Inter', fontSize: 9, color: '#161513' },
  images: { flexDirection: 'row', gap: 6, height: 400 },
  lead: { width: 264, height: 400, objectFit: 'cover' },
  grid: { flex: 1, flexDirection: 'row', flexWrap: 'wrap', gap: 6 },
  small: { width: 243, height: 197, objectFit: 'cover' },
  portfolio: { flexDirection: 'row', flexWrap: 'wrap', gap: 6 },
  portfolioImage: { width: 257, height: 386, objectFit: 'cover' },
  name: { fontFamily: 'Cormorant', fontSize: 26, marginTop: 14, marginBottom: 8 },
  rows: { flexDirection: 'row', flexWrap: 'wrap', gap: 14 },
  label: { fontSize: 6.5, letterSpacing: 1, color: '#5f5a52', textTransform: 'uppercase' },
  agency: {
    position: 'absolute',
    bottom: 20,
    left: 28,
    fontSize: 7,
    letterSpacing: 1.5,
    textTransform: 'uppercase',
  },
})

export type CardPdfProps = {
  talent: Pick<PublicTalent, 'name' | 'measurements'>
  agency: string
  images: PdfImage[]
  units: Units
  /** The measurements' labels and number format. */
  language: MeasurementLanguage
  layout: PrintLayout
}

function Details({ talent, units, language }: Pick<CardPdfProps, 'talent' | 'units' | 'language'>) {
  return (
    <View>
      <Text style={styles.name}>{talent.name}</Text>
      <View style={styles.rows}>
        {measurementRows(talent.measurements, units, language).map((row) => (
          <View key={row.label}>
            <Text style={styles.label}>{row.label}</Text>
            <Text>{row.value}</Text>
          </View>
        ))}
      </View>
    </View>
  )
}

/** A picture cropped to its box (`objectFit: 'cover'`) around its focal point. */
function PdfPicture({ image, style }: { image: PdfImage; style: (typeof styles)['lead'] }) {
  return (
    <Image
      style={[style, { objectPosition: image.position }]}
      src={{ data: image.data, format: 'jpg' }}
    />
  )
}

/** The same card as the print page, as an A4 landscape PDF made on the server. */
export function CardPdf(props: CardPdfProps) {
  const { talent, agency } = props
  return (
    <Document title={talent.name} author={agency} subject={`${talent.name}, ${agency}`}>
      {CardPage(props)}
    </Document>
  )
}

/** One talent's card as one A4 landscape page: a PDF of its own, or one sheet of a package. */
export function CardPage({ talent, agency, images, units, language, layout }: CardPdfProps) {
  const [lead, ...rest] = images
  return (
    // A card is one sheet whatever its text (a package's pages are one talent each, which
    // package-order.ts relies on); a portfolio runs onto as many sheets as its pictures take.
    <Page size="A4" orientation="landscape" style={styles.page} wrap={layout === 'portfolio'}>
      {layout === 'card' ? (
        <View style={styles.images}>
          {lead && <PdfPicture style={styles.lead} image={lead} />}
          <View style={styles.grid}>
            {rest.map((image, index) => (
              <PdfPicture key={index} style={styles.small} image={image} />
            ))}
          </View>
        </View>
      ) : (
        <View style={styles.portfolio}>
          {images.map((image, index) => (
            <PdfPicture key={index} style={styles.portfolioImage} image={image} />
          ))}
        </View>
      )}
      <Details talent={talent} units={units} language={language} />
      <Text style={styles.agency} fixed>
        {agency}
      </Text>
    </Page>
  )
}
