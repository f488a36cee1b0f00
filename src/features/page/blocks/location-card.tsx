import { LocationDetails } from '@/features/locations/location-details'
import { getLocations } from '@/lib/data/agency'
import { getSettings } from '@/lib/data/globals'
import type { LocationCardBlock as LocationCardBlockData } from '@/payload-types'
import { requestLocale } from '@/lib/i18n/server'

/** One office from Agency → Locations; "today" in its hours is the moment of this request. */
export async function LocationCardBlock({ block }: { block: LocationCardBlockData }) {
  const id = typeof block.location === 'object' ? block.location.id : block.location
  const locale = await requestLocale()
  const [locations, settings] = await Promise.all([getLocations(locale), getSettings(locale)])
  const location = locations.find((candidate) => candidate.id === id)
  if (!location) return null
  return (
    <LocationDetails
      location={location}
      siteName={settings.website.name}
      showMission={block.showMission ?? false}
      showDetails={block.showDetails ?? true}
      now={new Date()}
    />
  )
}
