// Visitor-facing texts in one place so the pages, toasts and server answers say exactly the
// same thing. TEXTS are fixed by docs/product.md (§2, §5, §8) character for character, some in tú
// or usted; SHOP_TEXTS are the shop's own, in the voseo of Entre Ríos ('Agregá', 'Revisá').
// scripts/voice-check.test.ts fails on a tú or usted form anywhere else.

export const TEXTS = {
  productAdded: { title: 'Producto añadido', description: (name: string) => `${name} fue añadido a tu presupuesto.` },
  addToCartFailed: { title: 'Error', description: 'No se pudo agregar el producto al carrito.' },
  productsLoadFailed: {
    title: 'Error al cargar productos',
    description: 'No se pudieron cargar los productos. Asegúrate de haber compartido el Google Sheet con el email proporcionado.',
  },
  reviewsFailed: 'No se pudieron cargar las reseñas en este momento.',
  productNotFound: {
    title: 'Producto no encontrado',
    description: 'El producto que buscas no existe o no está disponible. Es posible que el enlace no sea correcto o que el producto ya no esté a la venta.',
    action: 'Volver al inicio',
  },
  noResults: { title: 'No se encontraron productos', description: 'Intenta con otros términos de búsqueda o revisa las categorías.' },
  quoteSaveFailed: { title: 'Error al guardar', description: 'Hubo un problema al guardar tu solicitud. Por favor, intenta de nuevo.' },
  quoteEmailFailed: {
    title: 'Error al enviar el correo',
    description: 'Tu presupuesto fue guardado, pero no pudimos enviar el email. Nos pondremos en contacto pronto.',
  },
  quoteSent: { title: '¡Presupuesto enviado!', action: 'Aceptar' },
  contactFailed: { title: 'Error al enviar el mensaje', description: 'Hubo un problema al procesar tu solicitud. Por favor, intenta de nuevo.' },
  contactSent: { title: '¡Mensaje enviado!', description: 'Gracias por contactarnos. Te responderemos a la brevedad.' },
  imageUnavailableCard: 'Imagen no disponible',
  imageUnavailableProduct: 'No Image',
  emptyCartDrawer: { title: 'Tu presupuesto está vacío.', hint: 'Agrega productos para solicitar un presupuesto.' },
  emptyCartPage: 'Tu presupuesto está vacío',
  searchPlaceholder: 'Buscar por nombre, descripción, marca o modelo...',
  addToQuote: 'Agregar al Presupuesto',
  quickEnquiry: 'Consulta Rápida',
  backToSearch: 'Volver a la búsqueda',
  finishQuote: 'Finalizar Presupuesto',
  sendQuoteByEmail: 'Enviar Presupuesto por Email',
  sending: 'Enviando...',
  keepSearching: 'Seguir buscando',
  remove: 'Quitar',
  close: 'Cerrar',
} as const;

/** The shop's own texts (not fixed by the spec): voseo, opening exclamation marks. */
export const SHOP_TEXTS = {
  aboutInvite: 'Agregá a tu presupuesto los productos que necesitás y te respondemos por WhatsApp o por e-mail con precio, disponibilidad y forma de envío.',
  emptyQuotePageHint: 'Agregá productos desde la tienda para solicitar un presupuesto.',
  quoteSent: 'Recibimos tu solicitud. Nuestro equipo se va a poner en contacto con vos a la brevedad.',
  pageNotFound: 'La página que buscás no existe o fue movida.',
  unexpectedError: 'Ocurrió un error inesperado. Volvé a intentar en unos minutos.',
  invalidFormTitle: 'Revisá los datos del formulario',
  invalidForm: 'Revisá los datos del formulario.',
  locationRequired: 'Ingresá tu localidad.',
  provinceRequired: 'Ingresá tu provincia.',
  reloadAndRetry: 'La solicitud no tiene un identificador válido. Recargá la página y volvé a intentar.',
  rateLimited: 'Demasiadas solicitudes. Esperá unos minutos y volvé a intentar.',
  unavailableProducts: (names: string) => `Algunos productos de tu presupuesto ya no están disponibles: ${names}. Quitalos y volvé a intentar.`,
  /** PRICES_INCLUDE_IVA: next to one price (short) and under a total (sentence). */
  iva: {
    includedShort: 'IVA incluido',
    excludedShort: 'Más IVA',
    includedSentence: 'Los precios incluyen IVA.',
    excludedSentence: 'Los precios no incluyen IVA: se suma al facturar.',
  },
  /** While the shop starts and has no catalogue yet: short, and nothing the visitor can fix. */
  catalogUpdating: {
    title: 'Un momento',
    description: 'Estamos actualizando el catálogo, volvé a intentar en unos segundos.',
  },
  /** No catalogue and the last read failed for a reason other than an unshared Google sheet. */
  catalogFailed: {
    title: 'Error al cargar productos',
    description: 'No se pudieron cargar los productos. Volvé a intentar en unos minutos.',
  },
} as const;

/**
 * What prices say about IVA: the PRICES_INCLUDE_IVA setting (true, false, or unset = null).
 * Unset says nothing: a wrong claim about tax is worse than none.
 */
export function ivaNote(pricesIncludeIva: boolean | null | undefined, form: 'short' | 'sentence'): string | null {
  if (pricesIncludeIva === true) return form === 'short' ? SHOP_TEXTS.iva.includedShort : SHOP_TEXTS.iva.includedSentence;
  if (pricesIncludeIva === false) return form === 'short' ? SHOP_TEXTS.iva.excludedShort : SHOP_TEXTS.iva.excludedSentence;
  return null;
}
