import { RichText } from '@payloadcms/richtext-lexical/react'

import { getLocations } from '@/lib/data/agency'
import type { LocationCardBlock as LocationCardBlockData } from '@/payload-types'

import styles from '../blocks.module.css'

export async function LocationCardBlock({ block }: { block: LocationCardBlockData }) {
  const id = typeof block.location === 'object' ? block.location.id : block.location
  const location = (await getLocations()).find((candidate) => candidate.id === id)
  if (!location) return null
  const { address } = location
  return (
    <section className={styles.location}>
      <h2>{location.name}</h2>
      <address>
        {address.street}
        <br />
        {[address.city, address.region, address.postalCode].filter(Boolean).join(', ')}
        <br />
        <a href={`tel:${location.phone.replace(/[^+\d]/g, '')}`}>{location.phone}</a>
        <br />
        <a href={`mailto:${location.email}`}>{location.email}</a>
      </address>
      {location.hours && location.hours.length > 0 && (
        <dl className={styles.hours}>
          {location.hours.map((row) => (
            <div key={row.id ?? row.day}>
              <dt>{row.day}</dt>
              <dd>
                {row.opens}–{row.closes}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {block.showMission && location.mission && (
        <RichText data={location.mission} className={styles.prose} />
      )}
    </section>
  )
}
