/**
 * The demo agency in Spanish: each English text of the seed (pages, books, FAQ, offices, menu,
 * footer, settings, pictures' alt texts) with its Spanish, as a copywriter for the Los Angeles office would write it.
 * The seed translates every localized field through this list and stops on a text it lacks, so
 * a new English text in the seed needs its Spanish here.
 */

import { SEED_LOCATIONS } from './agency'

type Office = (typeof SEED_LOCATIONS)[number]

/** The manual payment instructions of an office, as the seed writes them in English. */
export const manualPaymentLines = (office: Pick<Office, 'name' | 'email' | 'phone'>) => ({
  en: [
    `Pay by bank transfer to Roster Agency ${office.name}, account 0012 3456 789, routing number 021000021. Quote your invoice number as the reference.`,
    `Questions about an invoice? Write to ${office.email} or call ${office.phone}.`,
  ],
  es: [
    `Paga por transferencia bancaria a Roster Agency ${office.name}, cuenta 0012 3456 789, número de ruta 021000021. Indica tu número de factura como referencia.`,
    `¿Tienes dudas sobre una factura? Escríbenos a ${office.email} o llámanos al ${office.phone}.`,
  ],
})

const LEGAL_SECTIONS: Record<string, string> = {
  'Who we are': 'Quiénes somos',
  'Roster Agency, with offices in Los Angeles and Central, is responsible for the personal data described here.':
    'Roster Agency, con oficinas en Los Ángeles y Central, es responsable de los datos personales que se describen aquí.',
  'What we collect': 'Qué datos recogemos',
  'What you send us through our forms (your name, contact details, measurements and photos), and anonymous statistics about visits when analytics is switched on.':
    'Lo que nos envías a través de nuestros formularios (tu nombre, tus datos de contacto, tus medidas y tus fotos) y, si la analítica está activada, estadísticas anónimas de las visitas.',
  'How long we keep it': 'Cuánto tiempo los conservamos',
  'Applications we decline are deleted after 180 days. Messages and payment records are kept as long as the law requires.':
    'Las solicitudes que no aceptamos se eliminan a los 180 días. Los mensajes y los registros de pago se conservan el tiempo que exige la ley.',
  'Your rights': 'Tus derechos',
  'You may ask to see, correct or delete your data at any time by writing to either office.':
    'Puedes pedirnos en cualquier momento que te mostremos, corrijamos o eliminemos tus datos escribiendo a cualquiera de nuestras oficinas.',
}

const PAGES: Record<string, string> = {
  // Home
  Home: 'Inicio',
  Roster: 'Roster',
  'A talent and model agency in Los Angeles and Central.':
    'Una agencia de modelos y talento en Los Ángeles y Central.',
  'Faces for the season ahead': 'Rostros para la próxima temporada',
  'See the women': 'Ver a las mujeres',
  Women: 'Mujeres',
  Men: 'Hombres',
  'New Faces': 'Nuevos rostros',
  'Become a model': 'Hazte modelo',
  'We review every application and reply within two weeks.':
    'Revisamos cada solicitud y respondemos en un plazo de dos semanas.',
  'Apply now': 'Preséntate ahora',
  // FAQ
  'Frequently asked questions': 'Preguntas frecuentes',
  // About
  About: 'Nosotros',
  'Roster represents models and talent from two offices, in Los Angeles and Central. We build careers over years: every talent has a booker who knows their work, their goals and their limits.':
    'Roster representa a modelos y talento desde dos oficinas, en Los Ángeles y Central. Construimos carreras a lo largo de los años: cada talento tiene un booker que conoce su trabajo, sus metas y sus límites.',
  'How we work': 'Cómo trabajamos',
  'We scout in person and online, develop New Faces with test shoots and travel, and book editorial, runway, commercial and screen work for clients around the world.':
    'Buscamos talento en persona y en línea, formamos a los nuevos rostros con sesiones de prueba y viajes, y gestionamos trabajos editoriales, de pasarela, publicidad y pantalla para clientes de todo el mundo.',
  'Recent work': 'Trabajos recientes',
  'Work with us': 'Trabaja con nosotros',
  'Contact the agency': 'Contacta con la agencia',
  // Apply
  Apply: 'Preséntate',
  'We are always looking for new faces. Applying is free, and always will be.':
    'Siempre buscamos rostros nuevos. Presentarse es gratis, y siempre lo será.',
  'What to send': 'Qué enviarnos',
  'Two to six recent, natural photos (a head shot, a full-length shot and a profile), your height and measurements, and how to reach you.':
    'Entre dos y seis fotos recientes y naturales (un primer plano, un cuerpo entero y un perfil), tu estatura y tus medidas, y cómo contactarte.',
  'What happens next': 'Qué pasa después',
  'Our scouts review every application. If we would like to meet you, we reply within two weeks by email. If you do not hear from us, we have not been able to take you on this time; your application is deleted after 180 days.':
    'Nuestros scouts revisan cada solicitud. Si queremos conocerte, te respondemos por correo en un plazo de dos semanas. Si no tienes noticias nuestras, esta vez no hemos podido representarte; tu solicitud se elimina a los 180 días.',
  'Your application': 'Tu solicitud',
  'Thank you. We have your application and sent you a confirmation by email. If we would like to meet you, we reply within two weeks.':
    'Gracias. Hemos recibido tu solicitud y te enviamos una confirmación por correo. Si queremos conocerte, te respondemos en un plazo de dos semanas.',
  // Contact
  Contact: 'Contacto',
  'Write or call the office nearest to you. For bookings, include your production dates and the talent you have in mind.':
    'Escribe o llama a la oficina más cercana. Para contrataciones, indica las fechas de tu producción y el talento que tienes en mente.',
  'Send us a message': 'Envíanos un mensaje',
  'Thank you. We have your message and sent you a confirmation by email. We reply within two working days.':
    'Gracias. Hemos recibido tu mensaje y te enviamos una confirmación por correo. Respondemos en un plazo de dos días hábiles.',
  // Mission
  'Our mission': 'Nuestra misión',
  'We represent people, not portfolios. Our mission is to build long careers with fair pay, safe sets and honest advice.':
    'Representamos a personas, no a portfolios. Nuestra misión es construir carreras largas, con una paga justa, sets seguros y consejos honestos.',
  'Each of our offices carries that mission in its own way.':
    'Cada una de nuestras oficinas lleva esa misión a su manera.',
  'Central mission': 'Misión de Central',
  'Contact Central': 'Contacto Central',
  'Contact Los Angeles': 'Contacto Los Ángeles',
  // Payments
  'Payments: Central': 'Pagos: Central',
  'Pay an invoice from the Central office. Quote your invoice number as the reference.':
    'Paga una factura de la oficina de Central. Indica tu número de factura como referencia.',
  'Payments: Los Angeles': 'Pagos: Los Ángeles',
  'Pay an invoice from the Los Angeles office. Quote your invoice number as the reference.':
    'Paga una factura de la oficina de Los Ángeles. Indica tu número de factura como referencia.',
  // Legal
  'Privacy notice': 'Aviso de privacidad',
  'This notice explains, in short, what we do with your data when you visit our site or apply to the agency.':
    'Este aviso explica, en pocas palabras, qué hacemos con tus datos cuando visitas nuestro sitio o te presentas a la agencia.',
  'Privacy policy': 'Política de privacidad',
  'This policy describes in full how Roster Agency handles personal data.':
    'Esta política describe en detalle cómo trata Roster Agency los datos personales.',
  'Terms and conditions': 'Términos y condiciones',
  'These terms apply to the use of this website.':
    'Estos términos se aplican al uso de este sitio web.',
  ...LEGAL_SECTIONS,
  // Accessibility
  Accessibility: 'Accesibilidad',
  'How accessible this website is, the standard it aims for (WCAG 2.2 AA) and how to report a problem.':
    'Qué tan accesible es este sitio, el estándar al que aspira (WCAG 2.2 AA) y cómo informar de un problema.',
  'Roster Agency wants everyone to be able to browse our talent, apply and reach us, whatever device or assistive technology they use.':
    'En Roster Agency queremos que todo el mundo pueda ver a nuestro talento, presentarse y contactarnos, sea cual sea el dispositivo o la tecnología de apoyo que use.',
  'The standard we aim for': 'El estándar al que aspiramos',
  'This website aims to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. Every page can be used with a keyboard alone, shows a visible focus, keeps text contrast at AA or better in the light and dark themes, gives every picture a text alternative and respects a request for reduced motion.':
    'Este sitio aspira a cumplir las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2 en el nivel AA. Cada página se puede usar solo con el teclado, muestra un foco visible, mantiene un contraste de texto AA o superior en los temas claro y oscuro, da a cada imagen una alternativa de texto y respeta la preferencia de movimiento reducido.',
  'What we know is not perfect yet': 'Lo que sabemos que aún no es perfecto',
  'Some older portfolio pictures have short descriptions, and videos supplied by talents may have no captions. We improve them as we update each portfolio.':
    'Algunas fotos antiguas de los portfolios tienen descripciones breves, y los videos que nos envían los talentos pueden no tener subtítulos. Los mejoramos a medida que actualizamos cada portfolio.',
  'Report a problem': 'Informar de un problema',
  'If something on this site is hard or impossible for you to use, write to either office through the contact page, or by email to la@roster.example or central@roster.example, and say which page and what went wrong. We answer within two working days and, if you ask, send you the information in another format.':
    'Si algo de este sitio te resulta difícil o imposible de usar, escribe a cualquiera de nuestras oficinas desde la página de contacto, o por correo a la@roster.example o central@roster.example, e indícanos qué página y qué falló. Respondemos en un plazo de dos días hábiles y, si lo pides, te enviamos la información en otro formato.',
  'How we check': 'Cómo lo comprobamos',
  'Every release is tested automatically against WCAG 2.2 AA rules on every kind of page, and by hand with a keyboard and a screen reader. This statement was last reviewed in 2026.':
    'Cada versión se prueba automáticamente con las reglas de WCAG 2.2 AA en todos los tipos de página, y a mano con teclado y lector de pantalla. Esta declaración se revisó por última vez en 2026.',
}

const BOOKS: Record<string, string> = {
  Talent: 'Talento',
  'The women of the agency, from established faces to the season’s bookings.':
    'Las mujeres de la agencia, desde rostros consolidados hasta las contrataciones de la temporada.',
  'The men of the agency: editorial, runway and commercial.':
    'Los hombres de la agencia: editorial, pasarela y publicidad.',
  'Talent at the start of their careers, developed by our scouting team.':
    'Talento al comienzo de su carrera, formado por nuestro equipo de scouting.',
  'Actors, creators and personalities for campaigns and screen.':
    'Actores, creadores y personalidades para campañas y pantalla.',
}

const FAQS: Record<string, string> = {
  'Do you charge a fee to join the agency?': '¿Cobran por entrar en la agencia?',
  'Never. A legitimate agency earns a commission on work it books for you. We never ask applicants for money, photo shoots or courses.':
    'Nunca. Una agencia seria gana una comisión por los trabajos que te consigue. Jamás pedimos a quienes se presentan dinero, sesiones de fotos ni cursos.',
  'How do I apply?': '¿Cómo me presento?',
  'Use the submission page: send a few natural photos (a head shot, a full-length shot and a profile), your measurements and how to reach you.':
    'Usa la página de solicitud: envía algunas fotos naturales (un primer plano, un cuerpo entero y un perfil), tus medidas y cómo contactarte.',
  'How long until I hear back?': '¿Cuánto tardan en responder?',
  'We review every application and reply within two weeks when we would like to meet you. Unsuccessful applications are deleted after six months.':
    'Revisamos cada solicitud y, si queremos conocerte, respondemos en un plazo de dos semanas. Las solicitudes que no prosperan se eliminan a los seis meses.',
  'Can I apply if I am under 18?': '¿Puedo presentarme si soy menor de 18 años?',
  'Yes, with a parent or guardian. They give their consent on the form and attend every meeting with us.':
    'Sí, con tu madre, tu padre o tu tutor legal. Esa persona da su consentimiento en el formulario y te acompaña a todas las reuniones con nosotros.',
  'What photos should I send?': '¿Qué fotos debo enviar?',
  'Recent, unretouched pictures in daylight: no make-up or filters, hair away from the face, fitted clothes.':
    'Fotos recientes y sin retocar, con luz natural: sin maquillaje ni filtros, con el pelo despejado de la cara y ropa ajustada.',
  'How do I book talent?': '¿Cómo contrato a un talento?',
  'Contact the office nearest to your production. Each talent page has a printable card you can share with your team.':
    'Contacta con la oficina más cercana a tu producción. La página de cada talento tiene una ficha imprimible que puedes compartir con tu equipo.',
  'How can I tell that an email really comes from you?':
    '¿Cómo sé que un correo viene realmente de ustedes?',
  'Our staff write only from @roster.example addresses. If in doubt, call the office numbers listed on our contact pages.':
    'Nuestro equipo solo escribe desde direcciones @roster.example. Si tienes dudas, llama a los teléfonos de las oficinas que aparecen en nuestras páginas de contacto.',
}

const OFFICES: Record<string, string> = {
  'Castings are by appointment only.': 'Los castings son solo con cita previa.',
  'Closed on public holidays.': 'Cerrado los días festivos.',
  'Los Angeles is where fashion meets screen. Our West Coast team represents talent for campaigns, film and digital, with the same care for careers we bring to every booking.':
    'Los Ángeles es donde la moda se encuentra con la pantalla. Nuestro equipo de la Costa Oeste representa talento para campañas, cine y medios digitales, con el mismo cuidado por cada carrera que ponemos en cada contratación.',
  'We scout widely, develop patiently and never charge aspiring talent a fee.':
    'Buscamos talento en todas partes, lo formamos con paciencia y nunca cobramos nada a quien aspira a ser modelo.',
  'Central is the agency’s home office: bookings, development and the New Faces programme are run from here.':
    'Central es la sede de la agencia: desde aquí se gestionan las contrataciones, la formación y el programa de nuevos rostros.',
  'We believe a model’s career is built over years, not seasons, and we staff our boards to give every talent a booker who knows them.':
    'Creemos que la carrera de un modelo se construye en años, no en temporadas, y organizamos nuestros equipos para que cada talento tenga un booker que lo conozca.',
  ...Object.fromEntries(
    SEED_LOCATIONS.flatMap((office) => {
      const { en, es } = manualPaymentLines(office)
      return en.map((line, index) => [line, es[index]!])
    }),
  ),
}

const MENU_AND_FOOTER: Record<string, string> = {
  Agency: 'Agencia',
  Mission: 'Misión',
  FAQ: 'Preguntas frecuentes',
  Instagram: 'Instagram',
  Central: 'Central',
  'Central payments': 'Pagos Central',
  'Los Angeles': 'Los Ángeles',
  'Los Angeles payments': 'Pagos Los Ángeles',
  'A talent and model agency in Los Angeles and Central. We never charge a fee to apply.':
    'Una agencia de modelos y talento en Los Ángeles y Central. Nunca cobramos por presentarse.',
  'Payments: Central': 'Pagos: Central',
  '© Roster Agency. All rights reserved.': '© Roster Agency. Todos los derechos reservados.',
}

const PICTURES: Record<string, string> = {
  'Three models in a warm studio light': 'Tres modelos bajo una cálida luz de estudio',
}

/** The alt texts the seed makes from a name and a number, with their Spanish. */
export const SPANISH_PATTERNS: readonly (readonly [english: RegExp, spanish: string])[] = [
  [/^(.+), portfolio picture (\d+)$/, '$1, foto de portfolio $2'],
  [/^(.+), polaroid (\d+)$/, '$1, polaroid $2'],
  [/^Map of the (.+) office$/, 'Mapa de la oficina de $1'],
  [/^Studio work (\d+)$/, 'Trabajo de estudio $1'],
]

/** Every English text of the seed with its Spanish. */
export const SPANISH: Readonly<Record<string, string>> = {
  ...PAGES,
  ...BOOKS,
  ...FAQS,
  ...OFFICES,
  ...MENU_AND_FOOTER,
  ...PICTURES,
}

// Spanish marks a person's gender where English does not: these openings and endings never do.
const BIO_OPENINGS = [
  'Desde su primer casting callejero,',
  'Con formación en danza antes de llegar a la moda,',
  'Entre dos ciudades desde la infancia,',
  'Tras una carrera en el deporte,',
  'Tras acercarse a nuestro equipo en una jornada de puertas abiertas de su universidad,',
]

const BIO_ENDINGS = [
  'ha desfilado para grandes casas de moda y ha protagonizado editoriales en Europa y Norteamérica.',
  'aporta una presencia serena y gráfica tanto a las campañas como a la pasarela.',
  'destaca por un trabajo versátil y lleno de carácter, en papel y en pantalla.',
  'ha consolidado una cartera fija de clientes en belleza, moda y publicidad.',
  'está construyendo un book editorial con fotógrafos de nuestras dos ciudades.',
]

/** The Spanish of seedBio (talents.ts): the same opening and ending, by the same index. */
export function seedBioInSpanish(name: string, index: number): string {
  const first = name.split(' ')[0] ?? name
  const opening = BIO_OPENINGS[index % BIO_OPENINGS.length]
  return `${opening} ${first} ${BIO_ENDINGS[(index * 3) % BIO_ENDINGS.length]}`
}
