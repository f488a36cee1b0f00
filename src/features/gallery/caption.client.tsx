'use client'

import { Fragment, useMemo, type ReactNode } from 'react'

const DROPPED = new Set(['script', 'style', 'template', 'iframe', 'object', 'embed', 'img', 'svg'])

/**
 * A caption's simple markup (emphasis, links, line breaks) drawn as React elements: nothing from
 * the caption ever reaches the page as HTML, so it cannot run script or load anything.
 */
export function CaptionText({ html }: { html: string }) {
  const nodes = useMemo(() => {
    const document = new DOMParser().parseFromString(html, 'text/html')
    return convert(document.body.childNodes)
  }, [html])
  return <>{nodes}</>
}

function convert(nodes: NodeListOf<ChildNode>): ReactNode[] {
  return Array.from(nodes, (node, key) => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent
    if (!(node instanceof Element)) return null
    const tag = node.tagName.toLowerCase()
    if (DROPPED.has(tag)) return null
    const children = convert(node.childNodes)
    switch (tag) {
      case 'br':
        return <br key={key} />
      case 'b':
      case 'strong':
        return <strong key={key}>{children}</strong>
      case 'i':
      case 'em':
        return <em key={key}>{children}</em>
      case 'small':
        return <small key={key}>{children}</small>
      case 'a': {
        const href = safeHref(node.getAttribute('href'))
        if (!href) return <Fragment key={key}>{children}</Fragment>
        return (
          <a key={key} href={href} rel="noopener noreferrer">
            {children}
          </a>
        )
      }
      default:
        return <Fragment key={key}>{children}</Fragment>
    }
  })
}

function safeHref(href: string | null): string | null {
  if (!href) return null
  const trimmed = href.trim()
  if (/^(https?:|mailto:|tel:)/i.test(trimmed)) return trimmed
  return /^[/#?]/.test(trimmed) && !trimmed.startsWith('//') ? trimmed : null
}
