// The tab 'Enviar presupuesto por WhatsApp' opens: after the sending is recorded, a small page that
// sends the browser on to wa.me. A redirect answer would be simpler, but the staff pages' policy
// says `form-action 'self'` and Chromium applies it to the redirects of a form's answer too: the
// 303 to wa.me was blocked and the tab stayed blank. A refresh from a page is no form submission,
// so the policy stays as strict as it is, and the link is there when a browser does not refresh.
import { escapeXml } from '../../seo/xml';

export function whatsappHandoff(href: string): Response {
  if (!/^https:\/\/wa\.me\//.test(href)) throw new Error('not a wa.me link');
  const attribute = escapeXml(href);
  const html = `<!doctype html>
<html lang="es-AR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta http-equiv="refresh" content="0; url=${attribute}">
<title>Abriendo WhatsApp</title>
</head>
<body style="font-family: system-ui, sans-serif; padding: 1rem">
<p>Abriendo WhatsApp con el presupuesto... Si no se abre, <a href="${attribute}">tocá acá</a>.</p>
</body>
</html>
`;
  return new Response(html, { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });
}
