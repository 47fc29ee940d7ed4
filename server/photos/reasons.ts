// Why a photo could not be made: a stable code for logs and tests, and the Spanish text the staff
// read in the admin screen's list of photos with problems.

const PHOTO_FAILURE_MESSAGES = {
  bad_link: 'El enlace no es válido',
  refused_address: 'El enlace apunta a una dirección interna y no se descarga',
  not_found: 'El enlace responde 404 (la foto no existe)',
  http_error: 'El servidor de la foto respondió {status}',
  too_many_redirects: 'El enlace redirige demasiadas veces',
  timeout: 'Tardó demasiado en responder',
  network: 'No se pudo conectar con el servidor de la foto',
  too_large: 'La foto pesa más de 25 MB',
  not_image: 'El enlace no es una foto (es una página u otro archivo)',
  unsupported: 'La foto está en un formato que no se puede leer (por ejemplo HEIC): subila como JPEG',
  too_many_pixels: 'La foto tiene demasiados píxeles',
  bad_shape: 'La foto es demasiado alta o ancha (hasta 12.000 px por lado y 20 veces más larga que ancha)',
  decoder_crash:
    'La foto necesitó más memoria de la que hay para procesarla y no se vuelve a intentar: subila más chica (por ejemplo, un JPEG de hasta 4000 px de lado)',
  broken: 'La foto está dañada o incompleta',
} as const;

export type PhotoFailureReason = keyof typeof PHOTO_FAILURE_MESSAGES;

/** The text shown for a photo whose link failed while the shop still has its copies. */
export const PHOTO_GONE_MESSAGE = 'La foto ya no está en su enlace; se sigue mostrando la copia guardada';

/** A failure the fetcher or the processor reports; never a crash, always one of the codes above. */
export class PhotoError extends Error {
  readonly reason: PhotoFailureReason;
  readonly status?: number;

  constructor(reason: PhotoFailureReason, detail?: string, status?: number) {
    super(detail ? `${reason}: ${detail}` : reason);
    this.name = 'PhotoError';
    this.reason = reason;
    this.status = status;
  }

  /** The staff's text, with the HTTP status where the message names it. */
  get staffMessage(): string {
    return photoFailureMessage(this.reason, this.status);
  }
}

export function photoFailureMessage(reason: PhotoFailureReason, status?: number): string {
  return PHOTO_FAILURE_MESSAGES[reason].replace('{status}', status === undefined ? 'con un error' : String(status));
}
