import Link from 'next/link'

import { EYE_COLOURS, HAIR_COLOURS } from '@/cms/collections/talents'
import { townOptions } from '@/cms/fields/towns'
import { bookPath } from '@/lib/paths'

import styles from './book-filters.module.css'
import { HEIGHT_RANGE_CM, isFiltered, type BookFilters as Filters } from './filters'
import { FiltersForm } from './lazy.client'

const capitalised = (value: string) => value.replace(/^./, (first) => first.toUpperCase())
const options = (values: readonly string[]) =>
  values.map((value) => ({ value, label: capitalised(value) }))

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

function HeightInput({
  name,
  label,
  value,
}: {
  name: 'heightMin' | 'heightMax'
  label: string
  value?: number
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={`filter-${name}`}>{label}</label>
      <input
        id={`filter-${name}`}
        type="number"
        name={name}
        min={HEIGHT_RANGE_CM.min}
        max={HEIGHT_RANGE_CM.max}
        inputMode="numeric"
        defaultValue={value}
      />
    </div>
  )
}

/** Town, in town now, height range, hair and eyes: kept in the query string to share a view. */
export function BookFilters({ bookSlug, filters }: { bookSlug: string; filters: Filters }) {
  const action = bookPath(bookSlug)
  return (
    <FiltersForm action={action} className={styles.filters}>
      <FilterSelect
        name="town"
        label="Town"
        any="Any town"
        value={filters.town}
        choices={townOptions()}
      />
      <label className={styles.check}>
        <input type="checkbox" name="inTown" value="1" defaultChecked={filters.inTown ?? false} />
        <span>In town now</span>
      </label>
      <HeightInput name="heightMin" label="Height from (cm)" value={filters.heightMin} />
      <HeightInput name="heightMax" label="Height to (cm)" value={filters.heightMax} />
      <FilterSelect
        name="hair"
        label="Hair"
        any="Any hair"
        value={filters.hair}
        choices={options(HAIR_COLOURS)}
      />
      <FilterSelect
        name="eyes"
        label="Eyes"
        any="Any eyes"
        value={filters.eyes}
        choices={options(EYE_COLOURS)}
      />
      <div className={styles.actions}>
        <button type="submit">Apply</button>
        {isFiltered(filters) && (
          <Link href={action} prefetch={false}>
            Clear filters
          </Link>
        )}
      </div>
    </FiltersForm>
  )
}
