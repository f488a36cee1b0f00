/** Measurements are stored in centimetres and EU shoe sizes; visitors may read them in inches. */

export const CM_PER_INCH = 2.54

export function centimetresToInches(cm: number): number {
  return Math.round((cm / CM_PER_INCH) * 2) / 2
}

/** Height as feet and inches, such as 5′ 9½″. */
export function formatFeetInches(cm: number): string {
  const totalInches = centimetresToInches(cm)
  const feet = Math.floor(totalInches / 12)
  const inches = totalInches - feet * 12
  const whole = Math.floor(inches)
  return `${feet}′ ${whole}${inches - whole === 0.5 ? '½' : ''}″`
}

export function formatInches(cm: number): string {
  const inches = centimetresToInches(cm)
  const whole = Math.floor(inches)
  return `${whole}${inches - whole === 0.5 ? '½' : ''}″`
}
