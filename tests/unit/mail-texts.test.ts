/**
 * The mail texts staff edit per location: placeholders filled in (unknown ones left visible),
 * lines of empty values left out, the HTML part escaped, and today's wording by default.
 */
import { describe, expect, it } from 'vitest'

import { MAIL_KINDS, mailTextFor } from '@/cms/fields/mail-texts'
import { fillPlaceholders, renderMail, unknownPlaceholders } from '@/lib/email/mail-text'

describe('fillPlaceholders', () => {
  it('fills each placeholder it knows, as often as written, and leaves an unknown one as written', () => {
    expect(
      fillPlaceholders('Dear {name}, {name} at {office}: {nmae}', { name: 'Ana', office: 'LA' }),
    ).toBe('Dear Ana, Ana at LA: {nmae}')
  })

  it('never fills a placeholder written inside a value', () => {
    expect(fillPlaceholders('Dear {name} of {office}', { name: '{office}', office: 'LA' })).toBe(
      'Dear {office} of LA',
    )
  })

  it('leaves out a line whose placeholders are all empty, and the blank line it would double', () => {
    const template = 'Name: {name}\nPhone: {phone}\n\n{message}\n\nBye {name}'
    expect(fillPlaceholders(template, { name: 'Ana', phone: '', message: '' })).toBe(
      'Name: Ana\n\nBye Ana',
    )
    expect(fillPlaceholders(template, { name: 'Ana', phone: '1', message: 'Hi\n\n\nthere' })).toBe(
      'Name: Ana\nPhone: 1\n\nHi\n\n\nthere\n\nBye Ana',
    )
  })

  it('keeps the blank lines staff wrote, and reads Windows line ends as line ends', () => {
    expect(fillPlaceholders('A\r\n\r\n\r\nB {x}', { x: '1' })).toBe('A\n\n\nB 1')
  })
})

describe('unknownPlaceholders', () => {
  it('names each placeholder the mail does not know, once, ignoring braces that are not one', () => {
    expect(
      unknownPlaceholders('{name} {nmae} {link} {nmae} { office } {}', ['name', 'link']),
    ).toEqual(['nmae'])
    expect(unknownPlaceholders('Hello {name}', ['name'])).toEqual([])
  })
})

describe('renderMail', () => {
  it('sends the same words as HTML, every value escaped: a name cannot add markup', () => {
    const mail = renderMail(
      { subject: 'Hi {name}', body: 'Dear {name},\n\nFrom "{office}" & co\nline two' },
      { name: '<script>alert(1)</script>', office: "O'Hara <b>" },
    )
    expect(mail.subject).toBe('Hi <script>alert(1)</script>')
    expect(mail.text).toBe('Dear <script>alert(1)</script>,\n\nFrom "O\'Hara <b>" & co\nline two')
    expect(mail.html).toContain('<p>Dear &lt;script&gt;alert(1)&lt;/script&gt;,</p>')
    expect(mail.html).toContain(
      '<p>From &quot;O&#39;Hara &lt;b&gt;&quot; &amp; co<br>\nline two</p>',
    )
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).not.toContain('<b>')
  })

  it('keeps the subject on one line whatever a value holds', () => {
    expect(
      renderMail({ subject: 'From {name}', body: '' }, { name: 'A\r\nB\rBcc: x@y' }).subject,
    ).toBe('From A B Bcc: x@y')
  })
})

describe('mailTextFor', () => {
  it('takes a location’s own words, and today’s where a field is empty or missing', () => {
    const own = { subject: 'Got it, {office}', body: '   ' }
    expect(mailTextFor({ contactConfirmation: own }, 'contactConfirmation')).toEqual({
      subject: 'Got it, {office}',
      body: MAIL_KINDS.contactConfirmation.text.body,
    })
    expect(mailTextFor(undefined, 'inquiryNotification')).toEqual(
      MAIL_KINDS.inquiryNotification.text,
    )
  })

  it('offers only placeholders each default uses or documents', () => {
    for (const kind of Object.values(MAIL_KINDS)) {
      const known = Object.keys(kind.placeholders)
      expect(unknownPlaceholders(`${kind.text.subject}\n${kind.text.body}`, known)).toEqual([])
    }
  })
})

describe('today’s texts, the defaults', () => {
  const office = { office: 'Los Angeles', officePhone: '+1 310 555 0100', reference: '7' }

  it('the contact confirmation', () => {
    const mail = renderMail(MAIL_KINDS.contactConfirmation.text, office)
    expect(mail.subject).toBe('We received your message')
    expect(mail.text).toBe(
      [
        'Hello,',
        '',
        'Thank you for writing to Roster Los Angeles. Your message has reached our team, and we reply by email within two working days.',
        '',
        'Anything urgent? Call us on +1 310 555 0100.',
        '',
        'If you did not write to us, ignore this mail: nothing else will follow.',
        '',
        'Roster',
      ].join('\n'),
    )
  })

  it('the contact message to the office, without the phone line when none was given', () => {
    const mail = renderMail(MAIL_KINDS.contactNotification.text, {
      ...office,
      name: 'Jo Booker',
      email: 'jo@example.test',
      phone: '',
      subject: 'Booking enquiry',
      message: 'Two models.',
      link: 'http://localhost:3000/admin/collections/messages/7',
    })
    expect(mail.subject).toBe('Booking enquiry: message from Jo Booker')
    expect(mail.text).toBe(
      [
        'A message for Roster Los Angeles, sent from the contact form.',
        '',
        'Name: Jo Booker',
        'Email: jo@example.test',
        'Subject: Booking enquiry',
        '',
        'Two models.',
        '',
        'Reply to this mail to answer. Mark it answered in the admin: http://localhost:3000/admin/collections/messages/7',
      ].join('\n'),
    )
  })

  it('the application’s confirmation and notification', () => {
    const values = { name: 'Ana Silva', office: 'Los Angeles', photos: '3', reference: '7' }
    const confirmation = renderMail(MAIL_KINDS.applicationConfirmation.text, {
      ...values,
      days: '30',
    })
    expect(confirmation.subject).toBe('We received your application')
    expect(confirmation.text).toBe(
      [
        'Dear Ana Silva,',
        '',
        'Thank you for applying to Roster Los Angeles. We have your details and 3 photos.',
        '',
        'What happens next: our scouts review every application. If we would like to meet you, we reply within two weeks by email. If you do not hear from us, we have not been able to take you on this time.',
        '',
        'Applications we decline are deleted with their photos after 30 days. Applying is free: we never ask for money.',
        '',
        'Roster',
      ].join('\n'),
    )
    const notification = renderMail(MAIL_KINDS.applicationNotification.text, {
      ...values,
      details: 'Name: Ana Silva\nEmail: ana@example.test',
      link: 'http://x/admin/collections/submissions/7',
    })
    expect(notification.subject).toBe('New application: Ana Silva')
    expect(notification.text).toBe(
      [
        'A new application for Los Angeles.',
        '',
        'Name: Ana Silva',
        'Email: ana@example.test',
        'Photos: 3',
        '',
        'Open it in the admin: http://x/admin/collections/submissions/7',
      ].join('\n'),
    )
  })

  it('the inquiry’s confirmation and notification, without the message when none was written', () => {
    const talents = '1. Ana Silva: http://x/women/ana\n2. Bo Li: http://x/men/bo'
    const confirmation = renderMail(MAIL_KINDS.inquiryConfirmation.text, { ...office, talents })
    expect(confirmation.subject).toBe('We received your shortlist inquiry')
    expect(confirmation.text).toBe(
      [
        'Hello,',
        '',
        'Thank you for your inquiry to Roster Los Angeles. Our bookers have it and reply by email within one working day. You asked about:',
        '',
        '1. Ana Silva: http://x/women/ana',
        '2. Bo Li: http://x/men/bo',
        '',
        'Anything urgent? Call us on +1 310 555 0100.',
        '',
        'If you did not write to us, ignore this mail: nothing else will follow.',
        '',
        'Roster',
      ].join('\n'),
    )
    const notification = renderMail(MAIL_KINDS.inquiryNotification.text, {
      ...office,
      talents,
      name: 'Jo',
      company: 'Acme',
      email: 'jo@acme.test',
      phone: '555',
      dates: 'May',
      usage: 'Web, US',
      count: '2',
      message: '',
      link: 'http://x/admin/collections/inquiries/7',
    })
    expect(notification.subject).toBe('Shortlist inquiry from Jo, Acme (2 talents)')
    expect(notification.text).toBe(
      [
        "An inquiry for Roster Los Angeles, sent from a client's shortlist.",
        '',
        'Name: Jo',
        'Company: Acme',
        'Email: jo@acme.test',
        'Phone: 555',
        'Dates or period: May',
        'Usage and territory: Web, US',
        '',
        'Talents:',
        '1. Ana Silva: http://x/women/ana',
        '2. Bo Li: http://x/men/bo',
        '',
        'Reply to this mail to answer. Move it on in the admin: http://x/admin/collections/inquiries/7',
      ].join('\n'),
    )
  })
})
