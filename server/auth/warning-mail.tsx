// The e-mail an account's owner gets after repeated wrong passwords. It carries no
// visitor-typed text: only the time; its HTML is the shared mail layout like every other mail.
import { MailLayout, renderMail } from '../mail/layout';

export const SIGN_IN_WARNING_SUBJECT = 'Aviso: varios intentos fallidos de ingreso a tu cuenta';

export function signInWarningMail(at: Date): { subject: string; text: string; html: string } {
  const when = at.toLocaleString('es-AR', { timeZone: 'America/Argentina/Buenos_Aires', dateStyle: 'short', timeStyle: 'short' });
  const lines = [
    `Hubo varios intentos de ingreso con contraseña incorrecta a tu cuenta del panel de la tienda (el último: ${when}).`,
    'Si fuiste vos, no tenés que hacer nada. Si no, tu cuenta sigue protegida: los intentos se frenan y tu acceso habitual no se bloquea.',
    'Si creés que alguien conoce tu contraseña, cambiala o pedile a un administrador que la cambie.',
  ];
  return {
    subject: SIGN_IN_WARNING_SUBJECT,
    text: lines.join('\n\n'),
    html: renderMail(
      <MailLayout title={SIGN_IN_WARNING_SUBJECT}>
        {lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </MailLayout>,
    ),
  };
}
