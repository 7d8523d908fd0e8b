import { useMemo, type MouseEvent } from 'react';
import DOMPurify from 'dompurify';
import { useNavigate } from 'react-router-dom';

let hooked = false;
/** Links in assistant HTML: external ones open in a new tab without access to this page. */
function installHooks() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      const href = node.getAttribute('href') ?? '';
      if (/^https?:\/\//i.test(href)) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      } else {
        node.removeAttribute('target');
      }
    }
  });
}

/** Sanitises assistant HTML with DOMPurify: no scripts, no event handlers, no styles, no forms. */
export function sanitizeAssistantHtml(html: string): string {
  installHooks();
  return DOMPurify.sanitize(html, {
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'img', 'video', 'audio', 'svg', 'math'],
    FORBID_ATTR: ['style', 'id', 'class'],
    ALLOW_DATA_ATTR: false,
  });
}

/**
 * Assistant HTML, sanitised. Same-origin links (the tutor's `/subject/...` and `/content/{id}`
 * links) navigate inside the app instead of reloading the page.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeAssistantHtml(html), [html]);
  const navigate = useNavigate();
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    const a = (e.target as HTMLElement).closest?.('a');
    if (!a || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const href = a.getAttribute('href') ?? '';
    if (href.startsWith('/') && !href.startsWith('//')) {
      e.preventDefault();
      navigate(href);
    }
  };
  // The HTML is sanitised above; this is the one place assistant HTML enters the page.
  return <div className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: clean }} />;
}
