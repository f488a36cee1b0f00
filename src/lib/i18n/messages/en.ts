/**
 * English, the site's default language: every interface string the visitor reads, by where it
 * appears. The spec's texts are here word for word. Other languages translate this catalogue
 * key for key (`Messages` makes the type checker hold them to it).
 *
 * `{name}` in a text is a placeholder (`fill` in ../format.ts).
 */
export const en = {
  language: {
    switchLabel: 'Language',
    // The suggestion to switch is written in the language it offers, about that language.
    suggestion: 'This page is also in English.',
    suggestionAction: 'Read it in English',
    dismiss: 'Dismiss',
  },
  /** The frame of every page: header, menu, footer, town links, theme, loading bar. */
  shell: {
    skipToContent: 'Skip to content',
    menu: 'Menu',
    mainNavigation: 'Main',
    submenu: '{label} submenu',
    opensInNewTab: '(opens in a new tab)',
    town: 'Town',
    contact: 'Contact',
    payments: 'Payments',
    yourOffice: 'Your office',
    footerNavigation: 'Footer',
    socialMedia: 'Social media',
    darkTheme: 'Dark theme',
    loadingPage: 'Loading the page',
    loadingPageFailed: 'Loading the page failed',
    close: 'Close',
  },
  search: {
    open: 'Search',
    title: 'Search',
    field: 'Search talents and books',
    results: 'Results',
    /** The detail shown beside a book among the results (a talent shows its book's title). */
    book: 'Book',
    unavailable: 'The search is not available right now. Please try again.',
    nothingFound: 'Nothing found for “{query}”.',
    found: { one: '{count} result', other: '{count} results' },
  },
  faq: {
    open: 'FAQ',
    title: 'Frequently asked questions',
  },
  /** The lightbox's own controls and the library's (yet-another-react-lightbox) labels. */
  lightbox: {
    gallery: 'Gallery',
    slides: 'Slides',
    slide: 'Slide',
    carousel: 'Carousel',
    slideOfTotal: '{index} of {total}',
    showSlide: 'Show {index} of {total}',
    thumbnails: 'Thumbnails',
    previous: 'Previous',
    next: 'Next',
    close: 'Close',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    enterFullscreen: 'Enter Fullscreen',
    exitFullscreen: 'Exit Fullscreen',
    play: 'Play',
    pause: 'Pause',
    video: 'Video',
    embeddedPage: 'Embedded page',
    loading: 'Loading…',
    /** Shown in place of a slide that cannot be shown (the spec's words). */
    unexpected: 'Something Went Wrong, Please Try Again Later',
    imageNotFound: 'Image Not Found',
    elementNotFound: 'HTML Element Not Found',
    fragmentNotFound: 'Error Loading AJAX : Not Found',
    fragmentForbidden: 'Error Loading AJAX : Forbidden',
    pageError: 'Error Loading Page',
  },
  shortlist: {
    label: 'Shortlist',
    /** The talent page's shortlist button once the talent is on the list. */
    listed: 'In shortlist',
    linkWithCount: { one: 'Shortlist, {count} talent', other: 'Shortlist, {count} talents' },
    pdfTitle: 'Shortlist, {agency}',
    pdfSubject: { one: '{count} talent, {agency}', other: '{count} talents, {agency}' },
    toggle: 'Shortlist {name}',
    /** The header's live region after a change; must match shortlist/constants.ts in English. */
    added: 'Added to shortlist ({count})',
    removed: 'Removed from shortlist ({count})',
    full: 'Your shortlist is full: it holds {max} talents at most. Remove one to add another.',
    moved: '{name} moved to position {position} of {total}',
    title: 'Your shortlist',
    gone: {
      one: 'One talent is no longer shown by the agency and was taken off your shortlist.',
      other: '{count} talents are no longer shown by the agency and were taken off your shortlist.',
    },
    loadFailed: 'Your shortlist could not be loaded. Reload the page to try again.',
    loading: 'Loading your shortlist…',
    empty:
      'Your shortlist is empty. Add talents with the star on a book’s cards, on a talent’s page or in search; they stay in this browser for your next visit.',
    sideBySide: { one: '{count} talent, side by side', other: '{count} talents, side by side' },
    moveEarlier: 'Move {name} earlier',
    moveLater: 'Move {name} later',
    removeTalent: 'Remove {name}',
    remove: 'Remove',
    comparison: 'Comparison',
    book: 'Book',
    location: 'Location',
    inTown: 'in town',
    shareHeading: 'Share, print or download',
    shareLink: 'Link to this shortlist',
    copyLink: 'Copy link',
    copied: 'Link copied.',
    openShared: 'Open the shared page',
    print: 'Print',
    downloadPdf: 'Download PDF',
    clear: 'Clear shortlist',
    saveShared: 'Save to my shortlist',
    openMine: 'Open my shortlist',
    /** A shared list's link preview. */
    sharedTitle: 'Shortlist: {names} · {agency}',
    sharedDescription: {
      one: '{count} talent of {agency}, side by side: {names}.',
      other: '{count} talents of {agency}, side by side: {names}.',
    },
    namesAnd: '{names} and {last}',
    namesAndMore: '{names} and {count} more',
    /** The /shortlist page: its title and description, and what it says without JavaScript. */
    pageTitle: 'Your shortlist · {agency}',
    pageDescription:
      'The talents you shortlisted, side by side: share them, print them or send them to us.',
    noScript: 'Your shortlist is kept by your browser: turn on JavaScript to see it.',
    /** A shared list's page (/shortlist/{slugs}). */
    sharedHeading: 'A shortlist from {agency}',
    sharedLead:
      'Someone chose these talents and shared them with you. Compare them, print them, or save them to your own shortlist to send us an inquiry.',
    sharedMissing: {
      one: 'One talent on this list is no longer shown by the agency.',
      other: '{count} talents on this list are no longer shown by the agency.',
    },
  },
  print: {
    open: 'Print card',
    title: 'Print {name}',
    layout: 'Layout',
    cardChoice: 'Card: one large and four small pictures',
    card: 'Card',
    fullPortfolio: 'Full portfolio',
    units: 'Units',
    centimetres: 'Centimetres',
    inches: 'Inches',
    print: 'Print',
    downloadPdf: 'Download PDF',
    options: 'Print options',
    printableCard: '{name}, printable card',
    printablePortfolio: '{name}, printable portfolio',
  },
  /** The error screens (the spec's words). */
  errors: {
    notFoundHeading: '404',
    notFoundTitle: 'PAGE NOT FOUND',
    notFoundText:
      'The page you are looking for might have been removed, had its name changed, or is temporarily unavailable.',
    pathNotFound: 'Page Not Found: {path}',
    serverErrorHeading: 'Oops!',
    serverErrorText:
      'Our server is having a bad day, and we are fixing it. Please try again in a few minutes.',
    goHome: 'Go to Home',
  },
  /** The analytics consent banner and its footer button. */
  consent: {
    title: 'Privacy choices',
    globalPrivacyControl:
      'Your browser sends Global Privacy Control, so we count nothing about your visit.',
    question:
      'May we count your visit with Google Analytics to improve the site? Nothing is sent unless you accept; you can change your answer at any time from the footer.',
    privacyPolicy: 'Privacy policy',
    accept: 'Accept analytics',
    refuse: 'Refuse analytics',
  },
  captcha: {
    /** Google's required wording; `{privacyPolicy}` and `{terms}` are links. */
    notice: 'This site is protected by reCAPTCHA and the Google {privacyPolicy} and {terms} apply.',
    privacyPolicy: 'Privacy Policy',
    terms: 'Terms of Service',
    notLoaded:
      'We could not load the check that keeps robots out (reCAPTCHA). Allow it in your browser, reload the page and try again.',
  },
  videoBanner: {
    close: 'Close video banner',
  },
  forms: {
    sending: 'Sending…',
    fullName: 'Full name',
    email: 'Email',
    office: 'Office',
    officePlaceholder: 'Choose an office',
    phone: 'Phone',
    phoneOptional: 'Phone (optional)',
    consent: 'I have read the privacy policy and agree that Roster uses my details {purpose}.',
    consentName: 'privacy policy',
    // The words of `consent` that link to the policy.
    privacyPolicyLink: 'privacy policy',
    chosenFiles: 'Chosen files: {count}',
    removeFile: 'Remove {name}',
    honeypot: 'Website',
    // The pipeline's answers once it has read the form (features/forms/endpoint.ts).
    refusedField: 'The field "{name}" is not accepted.',
    controlCharacters: '{label} must not contain control characters.',
    captchaFailed: 'The captcha check failed. Reload the page and try again.',
    notAllowed: '{label} is not an allowed value.',
  },
  contact: {
    officeHelp: 'Preselected from the town you chose at the top of the page.',
    subject: 'Subject',
    subjectPlaceholder: 'Choose a subject',
    subjectBooking: 'Booking enquiry',
    subjectRepresentation: 'Representation',
    subjectPress: 'Press',
    subjectOther: 'Other',
    message: 'Message',
    consentPurpose: 'to answer my message',
    submit: 'Send message',
    sent: 'Message sent',
    sentTo: 'Message sent to {office}',
    captchaFailed:
      'We could not check that you are not a robot. Reload the page and send your message again.',
    tooLarge: 'Your message is too long. Shorten it and send it again.',
    tooMany: 'You have sent several messages in the last hour. Please try again later, or call us.',
    failed: 'Your message could not be sent. Check your connection and send it again.',
  },
  submission: {
    aboutYou: 'About you',
    guardian: 'Your parent or guardian',
    guardianNote:
      'You are under 18, so a parent or guardian must agree to your application. We write to them as well as to you.',
    measurements: 'Measurements',
    photosAndMore: 'Photos and more',
    dateOfBirth: 'Date of birth',
    gender: 'Gender',
    genderPlaceholder: 'Choose one',
    genderWoman: 'Woman',
    genderMan: 'Man',
    genderNonBinary: 'Non-binary',
    genderNotSaid: 'Prefer not to say',
    officeHelp: 'The office nearest to you.',
    town: 'Town or city you live in',
    townName: 'Town',
    height: 'Height (cm)',
    heightName: 'Height',
    bust: 'Bust or chest (cm)',
    bustName: 'Bust or chest',
    waist: 'Waist (cm)',
    waistName: 'Waist',
    hips: 'Hips (cm)',
    hipsName: 'Hips',
    shoe: 'Shoe size (EU)',
    shoeName: 'Shoe size',
    instagram: 'Instagram (optional)',
    instagramName: 'Instagram',
    instagramHelp: 'Your @handle or profile link.',
    message: 'Anything else we should know? (optional)',
    messageName: 'Message',
    photos: 'Photos',
    photosName: 'photos',
    photosHelp:
      '{min} to {max} recent photos without make-up or filters: a head shot, a full-length shot and a profile. JPEG, PNG, WebP or HEIC, up to {size} MB each. Choose them together or one at a time.',
    photosRequired: 'Add {min} to {max} photos.',
    photosTooFew: 'Add at least {min} photos.',
    photosTooMany: 'Send at most {max} photos: remove the extra ones.',
    consentPurpose: 'and photos to assess my application',
    guardianName: 'Parent or guardian’s full name',
    guardianNameName: 'Parent or guardian’s name',
    guardianEmail: 'Parent or guardian’s email',
    guardianConsent: 'I am the applicant’s parent or guardian and I consent to this application.',
    guardianConsentName: 'guardian’s consent',
    submit: 'Send application',
    sent: 'Application sent',
    captchaFailed:
      'We could not check that you are not a robot. Reload the page and send your application again.',
    tooLarge:
      'Your photos are too large. Send at most six photos of up to 15 MB each, 60 MB in all.',
    tooMany: 'You have sent several applications in the last hour. Please try again later.',
    failed:
      'Your application could not be sent. Check your connection and send it again: it will not arrive twice.',
    storeFailed:
      'We could not store your application just now. Nothing was saved: please send it again in a few minutes.',
    conflict:
      'This application was already sent with other details. Reload the page to send a new one.',
    aPhoto: 'A photo',
    photoNotAPhoto: '{name} is not a JPEG, PNG, WebP or HEIC photo.',
    photoDamaged: '{name} is damaged or not a photo.',
    photoTooManyPixels:
      '{name} has too many pixels; send a photo of at most {megapixels} megapixels.',
    photoUnreadable: '{name} could not be read; send it as a JPEG instead.',
  },
  inquiry: {
    heading: 'Send as an inquiry',
    company: 'Company',
    dates: 'Dates or period',
    datesHelp: 'For example “12 to 14 May”, or “the second half of June”.',
    usage: 'Usage and territory',
    usageHelp: 'Where the pictures or film will appear, for how long, and in which countries.',
    message: 'Message (optional)',
    messageName: 'Message',
    consentPurpose: 'to answer my inquiry',
    submit: 'Send inquiry',
    sent: 'Inquiry sent',
    sentMessage:
      'Thank you. Your inquiry about {talents} has reached our bookers, and a confirmation listing them is on its way to {email}.',
    talentCount: { one: '{count} talent', other: '{count} talents' },
    captchaFailed:
      'We could not check that you are not a robot. Reload the page and send your inquiry again.',
    tooLarge: 'Your inquiry is too long. Shorten the message and send it again.',
    tooMany:
      'You have sent several inquiries in the last hour. Please try again later, or call us.',
    failed:
      'Your inquiry could not be sent. Check your connection and send it again: it will not arrive twice.',
    conflict:
      'This inquiry was already sent with other details. Reload the page to send a new one.',
    noTalents:
      'None of these talents is shown by the agency any more. Add talents to your shortlist and send it again.',
  },
  payment: {
    headingOnline: 'Pay online',
    heading: 'Payment',
    amount: 'Amount ({currency})',
    amountName: 'Amount',
    amountHelp: 'From {from} to {to}, in figures such as 125.50.',
    reference: 'Invoice or reference number',
    referenceName: 'Reference',
    referenceHelp: 'As it appears on your invoice.',
    name: 'Your name',
    nameName: 'Name',
    email: 'Email',
    emailHelp: 'Your receipt is sent here.',
    note: 'Note (optional)',
    noteName: 'Note',
    submit: 'Continue to payment',
    wait: 'Please wait…',
    leaving: 'Opening secure checkout…',
    stripeNote:
      'You pay on the secure page of our payment provider, Stripe, and come back here afterwards.',
    tooMany: 'You have started several payments in the last hour. Please try again later.',
    providerDown:
      'We could not reach our payment provider. Nothing was charged; please try again in a few minutes.',
    notAvailable:
      'Online payment is not available at the moment. Reload the page to see how to pay.',
    notOnline:
      'Online payment is not available for this office. The payment page explains how to pay.',
    noOffice: 'No office "{slug}"',
    failed:
      'The payment could not be started. Check your connection and try again: nothing was charged.',
    manualHeading: 'How to pay',
    manualText:
      'To pay the {office} office, write to {email} or call {phone}, quoting your invoice number.',
    notFound: 'Payment not found',
    notFoundText:
      'We could not find this payment. If you completed it, your receipt arrives by email; otherwise you can start again below.',
    what: '{amount} for reference {reference}',
    paid: 'Payment received',
    paidText: 'Thank you: we have received {what}. Your receipt is on its way by email.',
    another: 'Make another payment',
    pending: 'Payment processing',
    pendingText:
      'We are waiting for our payment provider to confirm {what}. This page updates by itself; you may also close it, and your receipt arrives by email once the payment clears.',
    failedHeading: 'Payment not completed',
    failedText:
      'The payment of {what} did not go through, and nothing was charged. You can try again below.',
  },
  // Stripe's payment page and receipt (features/payment/stripe-client.ts): the server's only.
  checkout: {
    product: 'Payment to Roster {office}',
    description: 'Roster {office}, reference {reference}',
  },
  books: {
    count: { one: '{total} talents', other: '{total} talents' },
    countFiltered: {
      one: '{total} of {all} talents match',
      other: '{total} of {all} talents match',
    },
    empty: 'No talent is shown in this book yet. Please look at our other books.',
    noMatch:
      'No talent matches these filters. Widen the height range, choose any town, hair or eyes, or clear the filters.',
    clearFilters: 'Clear filters',
    pages: 'Pages',
    previousPage: 'Previous page',
    pageOf: 'Page {page} of {count}',
    nextPage: 'Next page',
    // The first step of the breadcrumbs search engines read.
    home: 'Home',
  },
  filters: {
    label: 'Filter talent',
    town: 'Town',
    anyTown: 'Any town',
    inTown: 'In town now',
    heightFrom: 'Height from (cm)',
    heightTo: 'Height to (cm)',
    heightFromInches: 'Height from (in)',
    heightToInches: 'Height to (in)',
    hair: 'Hair',
    anyHair: 'Any hair',
    eyes: 'Eyes',
    anyEyes: 'Any eyes',
    apply: 'Apply',
  },
  /** The footer's column headings (rendered on the server only). */
  footer: {
    offices: 'Offices',
    agency: 'The agency',
    follow: 'Follow',
  },
  talent: {
    inTown: 'In town',
    outOfTown: 'Out of town',
    followers: '{count} followers',
    portfolio: 'Portfolio',
    polaroidsUpdated: 'Polaroids updated {date}',
    moreTalent: 'More talent',
    inquire: 'Inquire',
    setPortfolio: 'Portfolio',
    setPolaroids: 'Polaroids',
    setVideos: 'Videos',
    show: 'Show',
    carouselLabel: '{name}, {set}',
    slide: '{index} of {count}',
    previousPicture: 'Previous picture',
    pictures: 'Pictures',
    picture: 'Picture {index}',
    nextPicture: 'Next picture',
    units: 'Units',
  },
  measurements: {
    height: 'Height',
    bust: 'Bust / chest',
    waist: 'Waist',
    hips: 'Hips',
    shoe: 'Shoe',
    dress: 'Dress / suit',
    hair: 'Hair',
    eyes: 'Eyes',
    // The values staff choose (cms/collections/talents.ts), as visitors read them.
    hairColours: {
      black: 'Black',
      'dark brown': 'Dark brown',
      brown: 'Brown',
      'light brown': 'Light brown',
      'dark blonde': 'Dark blonde',
      blonde: 'Blonde',
      red: 'Red',
      auburn: 'Auburn',
      grey: 'Grey',
      white: 'White',
      shaved: 'Shaved',
    },
    eyeColours: {
      brown: 'Brown',
      'dark brown': 'Dark brown',
      hazel: 'Hazel',
      green: 'Green',
      blue: 'Blue',
      grey: 'Grey',
      amber: 'Amber',
    },
  },
  locations: {
    phone: 'Phone',
    email: 'Email',
    openingHours: 'Opening hours',
    today: 'Today',
    closed: 'Closed',
    mapAlt: 'Map of the {name} office',
    openMap: 'Open map',
    openMapDetail: 'of {name} (opens in a new tab)',
    contact: 'Contact {name}',
  },
  /**
   * The visitor's confirmation mails when the location's own text for the language is empty
   * (decision 24). English is cms/fields/mail-texts.ts's default word for word; a unit test holds
   * them together. The office's notifications stay in English, the office's language.
   */
  packages: {
    title: 'A selection for {client}',
    from: 'From {contact}',
    votes: 'Your choice',
    yes: 'Yes',
    maybe: 'Maybe',
    no: 'No',
    comment: 'Comment on {name}',
    commentSaved: 'Saved',
    save: 'Save comment',
    summary: 'Your selection: {summary}',
    summaryNone: 'Nothing chosen yet',
    countYes: '{count} yes',
    countMaybe: '{count} maybe',
    countNo: '{count} no',
    send: 'Send my selection',
    sendMessage: 'A message with your selection (optional)',
    sent: 'Thank you: your selection was sent to {contact}.',
    sentBefore: 'You sent your selection. You can still change it and send it again.',
    failed: 'That did not work. Please try again.',
    expiresOn: 'This link works until {date}.',
    note: 'Note from the agency',
    pictures: 'Pictures of {name}',
    picture: '{name}, picture {index}',
    downloadPackagePdf: 'Download this selection as a PDF',
    instagram: 'Instagram',
    goneExpired: 'This link has expired',
    goneRevoked: 'This link no longer works',
    goneText: 'The selection it showed is no longer available here.',
    goneContact: 'Please contact {contact} for a new link.',
  },
  mail: {
    contactConfirmation: {
      subject: 'We received your message',
      body: 'Hello,\n\nThank you for writing to Roster {office}. Your message has reached our team, and we reply by email within two working days.\n\nAnything urgent? Call us on {officePhone}.\n\nIf you did not write to us, ignore this mail: nothing else will follow.\n\nRoster',
    },
    applicationConfirmation: {
      subject: 'We received your application',
      body: 'Dear {name},\n\nThank you for applying to Roster {office}. We have your details and {photos} photos.\n\nWhat happens next: our scouts review every application. If we would like to meet you, we reply within two weeks by email. If you do not hear from us, we have not been able to take you on this time.\n\nApplications we decline are deleted with their photos after {days} days. Applying is free: we never ask for money.\n\nRoster',
    },
    packageLink: {
      subject: '{package}: a selection from Roster {office}',
      body: 'Hello {name},\n\n{booker} of Roster {office} has put together a selection of talents for you: {package}.\n\nSee it here (the link is yours alone and works until {expires}):\n{link}\n\nYou can mark each talent yes, maybe or no, comment, and send your selection back from the same page.\n\nRoster',
    },
    inquiryConfirmation: {
      subject: 'We received your shortlist inquiry',
      body: 'Hello,\n\nThank you for your inquiry to Roster {office}. Our bookers have it and reply by email within one working day. You asked about:\n\n{talents}\n\nAnything urgent? Call us on {officePhone}.\n\nIf you did not write to us, ignore this mail: nothing else will follow.\n\nRoster',
    },
  },
} as const

type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> }

/** A catalogue: the same keys as English, each a string. */
export type Messages = Widen<typeof en>

/** Namespaces only servers read (mails, Stripe's page, the footer): no page's browser code gets them. */
export const SERVER_ONLY_NAMESPACES = [
  'checkout',
  'footer',
  'mail',
  // A package's page hands its client component the texts it needs.
  'packages',
] as const satisfies readonly (keyof Messages)[]

/** The site's forms, each with texts of its own. */
const FORM_NAMES = [
  'contact',
  'submission',
  'inquiry',
  'payment',
] as const satisfies readonly (keyof Messages)[]
export type FormName = (typeof FORM_NAMES)[number]

/** Texts every form reads: its fields' and its bot checks'. */
const SHARED_FORM_NAMESPACES = ['forms', 'captcha'] as const satisfies readonly (keyof Messages)[]

/**
 * What one form's browser code reads. A page gets it with the form (FormMessagesProvider), so
 * the pages without one, most of them, go without about 2 KiB (brotli) of form texts.
 */
export type FormMessages<Name extends FormName> = Pick<
  Messages,
  (typeof SHARED_FORM_NAMESPACES)[number] | Name
>

export function formMessages<Name extends FormName>(
  messages: Messages,
  form: Name,
): FormMessages<Name> {
  return {
    forms: messages.forms,
    captcha: messages.captcha,
    [form]: messages[form],
  } as FormMessages<Name>
}

const NOT_FOR_EVERY_PAGE = [...SERVER_ONLY_NAMESPACES, ...SHARED_FORM_NAMESPACES, ...FORM_NAMES]

/** What the browser code of every page may read of its catalogue (the layout hands it over). */
export type BrowserMessages = Omit<Messages, (typeof NOT_FOR_EVERY_PAGE)[number]>

export function browserMessages(messages: Messages): BrowserMessages {
  const kept: Record<string, unknown> = { ...messages }
  for (const namespace of NOT_FOR_EVERY_PAGE) delete kept[namespace]
  return kept as BrowserMessages
}
