import Link from 'next/link'

import { EYE_COLOURS, HAIR_COLOURS } from '@/cms/collections/talents'
import { townOptions } from '@/cms/fields/towns'
import { localizedPath, type Locale } from '@/lib/i18n/locales'
import { catalogues } from '@/lib/i18n/messages'
import { bookPath } from '@/lib/paths'

import styles from './book-filters.module.css'
import { isFiltered, type BookFilters as Filters } from './filters'
import { FiltersForm, HeightField } from './lazy.client'

/** Staff's colour values with the page's words for them. */
const options = (values: readonly string[], words: Readonly<Record<string, string>>) =>
  values.map((value) => ({ value, label: words[value] ?? value }))

type SelectProps = {
  name: string
  label: string
  any: string
  value?: string
  choices: { value: string; label: string }[]
}

function FilterSelect({ name, label, any, value, choices }: SelectProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={`filter-${name}`}>{label}</label>
      <select id={`filter-${name}`} name={name} defaultValue={value ?? ''}>
        <option value="">{any}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  )
}

/** Town, in town now, height range, hair and eyes: kept in the query string to share a view. */
export function BookFilters({
  locale,
  bookSlug,
  filters,
}: {
  locale: Locale
  bookSlug: string
  filters: Filters
}) {
  const { filters: text, measurements, books } = catalogues[locale]
  const action = localizedPath(bookPath(bookSlug), locale)
  return (
    <FiltersForm action={action} className={styles.filters}>
      <FilterSelect
        name="town"
        label={text.town}
        any={text.anyTown}
        value={filters.town}
        choices={townOptions()}
      />
      <label className={styles.check}>
        <input type="checkbox" name="inTown" value="1" defaultChecked={filters.inTown ?? false} />
        <span>{text.inTown}</span>
      </label>
      <HeightField
        name="heightMin"
        labels={{ cm: text.heightFrom, in: text.heightFromInches }}
        valueCm={filters.heightMin}
      />
      <HeightField
        name="heightMax"
        labels={{ cm: text.heightTo, in: text.heightToInches }}
        valueCm={filters.heightMax}
      />
      <FilterSelect
        name="hair"
        label={text.hair}
        any={text.anyHair}
        value={filters.hair}
        choices={options(HAIR_COLOURS, measurements.hairColours)}
      />
      <FilterSelect
        name="eyes"
        label={text.eyes}
        any={text.anyEyes}
        value={filters.eyes}
        choices={options(EYE_COLOURS, measurements.eyeColours)}
      />
      <div className={styles.actions}>
        <button type="submit">{text.apply}</button>
        {isFiltered(filters) && (
          <Link href={action} prefetch={false}>
            {books.clearFilters}
          </Link>
        )}
      </div>
    </FiltersForm>
  )
}
