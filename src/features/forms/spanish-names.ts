/**
 * How the Spanish messages name a field: with its article, and agreeing with it ("El nombre
 * completo es obligatorio.", "La fecha de nacimiento es obligatoria."). FormKit's Spanish puts
 * the bare label first ("Nombre completo es requerido."), which no Spanish writer would. Keyed by
 * the field's Spanish validation name (its `validationLabel`, else its `label`, from es.ts);
 * tests/unit/forms-spanish.test.ts checks that every field of every form is here.
 */
export type SpanishName = {
  /** With its article, lower-case: "el nombre completo". */
  readonly phrase: string
  readonly feminine: boolean
  readonly plural: boolean
}

const m = (phrase: string): SpanishName => ({ phrase, feminine: false, plural: false })
const f = (phrase: string): SpanishName => ({ phrase, feminine: true, plural: false })
const plural = (phrase: string, feminine: boolean): SpanishName => ({
  phrase,
  feminine,
  plural: true,
})

const NAMES: Readonly<Record<string, SpanishName>> = {
  'Nombre completo': m('el nombre completo'),
  'Correo electrónico': m('el correo electrónico'),
  Oficina: f('la oficina'),
  Teléfono: m('el teléfono'),
  Asunto: m('el asunto'),
  Mensaje: m('el mensaje'),
  'Fecha de nacimiento': f('la fecha de nacimiento'),
  Género: m('el género'),
  Ciudad: f('la ciudad'),
  Estatura: f('la estatura'),
  'Busto o pecho': m('el busto o pecho'),
  Cintura: f('la cintura'),
  Cadera: f('la cadera'),
  'Talla de calzado': f('la talla de calzado'),
  Instagram: m('el usuario de Instagram'),
  fotos: plural('las fotos', true),
  'Nombre de la madre, padre o tutor': m('el nombre de la madre, padre o tutor'),
  'Correo electrónico de tu madre, padre o tutor': m(
    'el correo electrónico de tu madre, padre o tutor',
  ),
  'consentimiento del tutor': m('el consentimiento del tutor'),
  'la política de privacidad': f('la política de privacidad'),
  Importe: m('el importe'),
  Referencia: f('la referencia'),
  Nombre: m('el nombre'),
  Nota: f('la nota'),
  Empresa: f('la empresa'),
  'Fechas o periodo': plural('las fechas o el periodo', false),
  'Uso y territorio': plural('el uso y el territorio', false),
}

export function spanishName(name: string): SpanishName | undefined {
  return NAMES[name]
}

/** The field as a sentence starts with it; a name missing above is used as it is. */
export function spanishSubject(name: string): SpanishName {
  const known = NAMES[name]
  const phrase = known?.phrase ?? name
  return {
    phrase: phrase.charAt(0).toUpperCase() + phrase.slice(1),
    feminine: known?.feminine ?? false,
    plural: known?.plural ?? false,
  }
}

/** "obligatorio", "obligatoria", "obligatorios", "obligatorias". */
export function agree(stem: string, name: SpanishName): string {
  return `${stem}${name.feminine ? 'a' : 'o'}${name.plural ? 's' : ''}`
}

/** A field named at the start of a sentence in `locale`: Spanish with its article. */
export function subjectIn(locale: string, name: string): string {
  return locale === 'es' ? spanishSubject(name).phrase : name
}
