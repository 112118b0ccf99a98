/** What a mail says, as blocks: rendered once as HTML (inline styles: mail clients drop style sheets) and once as plain text. */
export type MailBlock =
  | { type: 'p'; text: string }
  | { type: 'button'; label: string; url: string }
  | { type: 'h2'; text: string; url?: string }
  | { type: 'list'; items: { text: string; url?: string }[] }
  | { type: 'small'; text: string; link?: { label: string; url: string } };

export interface MailContent {
  locale: 'fr' | 'en';
  /** The title of the HTML document (the subject). */
  title: string;
  heading: string;
  blocks: MailBlock[];
  /** Under a rule, in small print (why the mail came, how to stop it). */
  footer: MailBlock[];
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]);

const FONT = 'font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif';
const link = (text: string, url: string) => `<a href="${escapeHtml(url)}" style="color:#1d4ed8">${escapeHtml(text)}</a>`;

function blockHtml(b: MailBlock): string {
  switch (b.type) {
    case 'p':
      return `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(b.text)}</p>`;
    case 'button':
      return `<p style="margin:24px 0"><a href="${escapeHtml(b.url)}" style="background:#1d4ed8;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block;font-weight:600">${escapeHtml(b.label)}</a></p>`;
    case 'h2':
      return `<h2 style="font-size:16px;margin:24px 0 8px">${b.url ? link(b.text, b.url) : escapeHtml(b.text)}</h2>`;
    case 'list':
      return `<ul style="margin:0 0 16px;padding-left:20px;line-height:1.5">${b.items
        .map((i) => `<li>${i.url ? link(i.text, i.url) : escapeHtml(i.text)}</li>`)
        .join('')}</ul>`;
    case 'small':
      return `<p style="margin:0 0 8px;font-size:12px;color:#4b5563;line-height:1.5">${escapeHtml(b.text)}${b.link ? ` ${link(b.link.label, b.link.url)}` : ''}</p>`;
  }
}

function blockText(b: MailBlock): string {
  switch (b.type) {
    case 'p':
      return b.text;
    case 'button':
      return `${b.label}:\n${b.url}`;
    case 'h2':
      return b.url ? `## ${b.text}\n${b.url}` : `## ${b.text}`;
    case 'list':
      return b.items.map((i) => (i.url ? `- ${i.text}\n  ${i.url}` : `- ${i.text}`)).join('\n');
    case 'small':
      return b.link ? `${b.text}\n${b.link.label}: ${b.link.url}` : b.text;
  }
}

/** The mail's HTML part and its plain-text part, saying the same things in the same order. */
export function renderMail(c: MailContent): { html: string; text: string } {
  const html = `<!doctype html>
<html lang="${c.locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(c.title)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;${FONT};color:#111827">
<div style="max-width:600px;margin:0 auto;padding:24px">
<div style="background:#ffffff;border-radius:8px;padding:24px">
<p style="margin:0 0 16px;font-weight:700;color:#1d4ed8">Trialyst</p>
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(c.heading)}</h1>
${c.blocks.map(blockHtml).join('\n')}
<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0 16px">
${c.footer.map(blockHtml).join('\n')}
</div>
</div>
</body>
</html>
`;
  const text = [`Trialyst — ${c.heading}`, '', ...c.blocks.flatMap((b) => [blockText(b), '']), '--', ...c.footer.flatMap((b) => [blockText(b), ''])]
    .join('\n')
    .trimEnd();
  return { html, text: `${text}\n` };
}
