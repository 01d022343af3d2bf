/** Error messages by stable error code (spec point 8), plus field validation messages. */
export const esErrors = {
  codes: {
    INTERNAL: 'Ha ocurrido un error. Inténtalo de nuevo más tarde.',
    NOT_FOUND: 'No encontrado.',
    ROUTE_NOT_FOUND: 'La dirección solicitada no existe.',
    USER_NOT_FOUND: 'Usuario no encontrado.',
    VALIDATION_FAILED: 'Algunos datos no son válidos. Revísalos e inténtalo de nuevo.',
    AUTH_REQUIRED: 'Debes iniciar sesión para continuar.',
    AUTH_INVALID_TOKEN: 'Tu sesión expiró. Inicia sesión de nuevo.',
    AUTH_INVALID_CREDENTIALS:
      'Datos incorrectos. Los datos ingresados no son correctos, revísalos e inténtalo de nuevo.',
    AUTH_EMAIL_NOT_VERIFIED:
      'Debes activar tu cuenta con el enlace que te enviamos por correo. ¿No lo recibiste? Podemos enviarlo de nuevo.',
    AUTH_PHONE_SHARED:
      'Este número de teléfono pertenece a varias cuentas. Inicia sesión con tu correo electrónico.',
    AUTH_USER_BANNED: 'Tu cuenta está suspendida. Contacta a soporte.',
    AUTH_USER_BANNED_reason:
      'Tu cuenta está suspendida. Motivo: «{{reason}}». Si crees que es un error, escríbenos desde la página de contacto.',
    AUTH_RATE_LIMITED: 'Demasiados intentos. Espera {{seconds}} segundos e inténtalo de nuevo.',
    AUTH_SOCIAL_GOOGLE_FAILED:
      'No pudimos iniciar sesión con Google. Inténtalo de nuevo o contacta a soporte.',
    AUTH_SOCIAL_FACEBOOK_FAILED:
      'No pudimos iniciar sesión con Facebook. Inténtalo de nuevo o contacta a soporte.',
    AUTH_EMAIL_NOT_FOUND: 'No encontramos una cuenta con ese correo electrónico.',
    AUTH_TOKEN_INVALID: 'El enlace no es válido o ya expiró.',
    AUTH_PASSWORD_RESET_FAILED: 'No pudimos cambiar tu contraseña. Inténtalo de nuevo.',
    PERMISSION_DENIED: 'No tienes permiso para hacer esto.',
    EMAIL_TAKEN: 'Ese correo electrónico ya está registrado.',
    USERNAME_TAKEN: 'Ese nombre de usuario ya está en uso.',
    FAVORITE_EXISTS: 'Este usuario ya está en tus favoritos.',
    SELLER_ONLY:
      'Esta parte es para proskers: aquí un prosker ve su negocio y sus clientes. Tu cuenta es de cliente.',
    CLIENT_NOT_FOUND:
      'Esta persona no está entre tus clientes: no compró, reservó ni chateó contigo.',
    CONVERSATION_EXISTS: 'La conversación ya fue creada.',
    CONVERSATION_DAILY_LIMIT:
      'Ya abriste {{limit}} conversaciones hoy, el máximo por día para tu cuenta. Sigue en las que tienes o vuelve mañana.',
    ACCOUNT_PAID_JOB_OPEN:
      'No puedes cerrar tu cuenta mientras tengas un trabajo pagado sin terminar ni reembolsar. Termínalo o cancélalo (se reembolsa) y vuelve a intentarlo.',
    ACCOUNT_JOB_NOT_CANCELLABLE:
      'No puedes cerrar tu cuenta: tienes un trabajo en curso o que empieza en menos de 24 horas, que ya no se puede cancelar. Termínalo y vuelve a intentarlo.',
    CONVERSATION_LOAD_FAILED: 'No pudimos cargar la conversación.',
    CONVERSATION_NOT_FOUND: 'La conversación no existe o no participas en ella.',
    CONVERSATION_NOT_ALLOWED:
      'No puedes iniciar esta conversación: escribe a un prosker desde su perfil, o a un cliente con el que tengas un trabajo acordado.',
    CONVERSATION_USER_UNAVAILABLE:
      'Esta persona ya no está disponible en Prosk: no puede recibir mensajes.',
    CONVERSATION_BLOCKED: 'La conversación está bloqueada: no se pueden enviar mensajes.',
    MESSAGE_NOT_FOUND: 'El mensaje no existe.',
    REPORT_ALREADY_RESOLVED: 'Esta denuncia ya fue resuelta.',
    NOTIFICATION_NOT_FOUND: 'La notificación no existe.',
    PHONE_REQUIRED: 'Agrega tu número de teléfono en tu cuenta para recibir avisos por WhatsApp.',
    PHONE_CODE_NOT_SENT:
      'No pudimos enviarte el código por WhatsApp. Revisa tu número e inténtalo de nuevo.',
    PHONE_CODE_INVALID: 'El código no es correcto. Te quedan {{tries}} intentos.',
    PHONE_CODE_EXPIRED:
      'Ese código ya no sirve: venció o se probó demasiadas veces. Pide uno nuevo.',
    UNSUBSCRIBE_LINK_INVALID: 'Este enlace para dejar de recibir correos no es válido.',
    DELIVERY_NOT_FAILED: 'Solo se puede reenviar un envío que falló.',
    CONTACT_RATE_LIMITED:
      'Ya recibimos varios mensajes desde esta dirección. Espera {{seconds}} segundos antes de enviar otro.',
    LEGAL_VERSION_OUTDATED: 'Se publicó una versión más reciente de este texto. Léela y acéptala.',
    CONTENT_SLUG_TAKEN: 'Ya existe un contenido de ese tipo con esa dirección en esa región.',
    CONTENT_LEGAL_KEPT: 'Los textos legales no se borran: publica una nueva versión.',
    CONTACT_ALREADY_CLOSED: 'Este mensaje está cerrado. Reábrelo para responderlo.',
    PAYMENT_FAILED: 'Hubo un error con el pago. Revisa los datos del medio de pago.',
    SUBSCRIPTION_UPDATE_FAILED: 'No pudimos actualizar tu suscripción.',
    JOB_INCOMPLETE: 'El trabajo está incompleto.',
    JOB_CREATE_FAILED: 'No pudimos crear el trabajo.',
    JOB_CANNOT_REJECT: 'Este trabajo no se puede rechazar.',
    JOB_CANNOT_COMPLETE: 'Este trabajo no se puede completar.',
    JOB_CANNOT_CANCEL: 'Este trabajo no se puede cancelar.',
    JOB_CANCEL_TOO_LATE:
      'Ya no se puede cancelar: la cancelación debe hacerse al menos 24 horas antes del inicio.',
    SERVICE_OTHER_REGION:
      'Este servicio se ofrece en otro país: búscalo en la región donde se presta.',
    JOB_TOO_EARLY:
      'Todavía no llegó el día de este trabajo: no se puede empezar, dar por terminado ni calificar antes de su fecha de inicio.',
    SERVICE_PRICE_CHANGED:
      'El prosker cambió el precio de este servicio mientras lo contratabas: revisa el precio nuevo y confirma otra vez.',
    SERVICE_NOT_OFFERED: 'Este servicio ya no está disponible para contratar.',
    SERVICE_HAS_OPEN_JOBS:
      'Este servicio tiene trabajos en curso: no se puede retirar hasta que terminen o se cancelen.',
    SERVICE_ALREADY_WITHDRAWN: 'Este servicio ya fue retirado.',
    JOB_SLOT_REQUIRED: 'Elige uno de los horarios libres del prosker para esa fecha.',
    JOB_HOUR_OUTSIDE_HALF:
      'Elige una hora de ese momento del día, entre las {{from}} y las {{to}}.',
    JOB_PHOTOS_LIMIT: 'Puedes agregar hasta {{max}} fotos.',
    EVENT_OVERLAP: 'Ya hay un evento en ese horario.',
    EVENT_PAST_DATE: 'No se pueden agendar eventos en fechas pasadas.',
    EVENT_TIME_INVALID: 'El horario no es válido.',
    EVENT_NO_ACCESS: 'No tienes acceso a este evento.',
    EVENT_DAY_CLOSED: 'Ese día está cerrado.',
    EVENT_NO_TIME_AVAILABLE: 'No hay horario disponible en esa fecha y hora.',
    EVENT_STATUS_INVALID: 'Este evento no puede pasar a ese estado.',
    EVENT_PRIVATE: 'Cita con otro cliente',
    PAYMENT_ACCOUNT_REQUIRED:
      'Necesitas vincular tu cuenta de Mercado Pago para crear trabajos que requieren pago.',
    UPLOAD_IMAGE_TOO_LARGE: 'La imagen supera el tamaño máximo de 20 MB.',
    UPLOAD_VIDEO_TOO_LARGE: 'El video supera el tamaño máximo de 20 MB.',
    UPLOAD_FILE_TOO_LARGE: 'El archivo supera el tamaño máximo de 5 MB.',
    UPLOAD_TYPE_NOT_ALLOWED:
      'Ese tipo de archivo no está permitido. Usa PNG, JPG o GIF para imágenes, MP4 para videos y PDF para documentos.',
    PAYLOAD_TOO_LARGE: 'La solicitud es demasiado grande.',
    UNSUPPORTED_MEDIA_TYPE: 'El formato o la codificación de la solicitud no se admite.',
    RESOURCE_IN_USE: 'Este registro está en uso y no se puede eliminar.',
    RATE_LIMITED: 'Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.',
    CORS_ORIGIN_DENIED: 'Origen no permitido.',
    AUTH_CURRENT_PASSWORD_WRONG: 'La contraseña actual no es correcta.',
    AUTH_STAFF_USE_BACKOFFICE:
      'Esa es una cuenta del equipo de Prosk: el equipo trabaja en el back office, no en esta tienda. Te llevamos allí.',
    AUTH_SOCIAL_PENDING_INVALID:
      'Este registro con Google o Facebook ya terminó o venció. Vuelve a elegir Google o Facebook para empezar de nuevo.',
    AUTH_SOCIAL_EMAIL_REQUIRED:
      'Necesitamos tu correo electrónico para crear la cuenta. Permite el acceso al correo e inténtalo de nuevo.',
    CATEGORY_IN_USE:
      'Esta categoría o especialidad está en uso: no se puede eliminar, solo desactivar.',
    PLAN_IN_USE:
      'Este plan tiene suscripciones: no se puede eliminar ni cambiar su región, moneda, período o si es premium. Desactívalo en su lugar.',
    COUPON_IN_USE: 'Este cupón ya se usó: no se puede eliminar, solo desactivar.',
    SERVICE_UNAVAILABLE: 'El servicio no está disponible en este momento.',
    COUPON_UNKNOWN: 'Ese cupón no existe.',
    COUPON_DISABLED: 'Ese cupón no está habilitado.',
    COUPON_BELOW_MINIMUM: 'Este cupón requiere una compra mínima de {{minimum}}.',
    COUPON_USED_UP: 'Este cupón ya alcanzó su límite de usos.',
    COUPON_NOT_APPLICABLE: 'Este cupón no se puede usar en este plan.',
    SUBSCRIPTION_EXISTS: 'Ya tienes una suscripción vigente. Gestiónala desde Mi suscripción.',
    PLAN_NOT_AVAILABLE: 'Ese plan no está disponible.',
    PAYMENT_ACCOUNT_LINK_FAILED:
      'No pudimos vincular tu cuenta de Mercado Pago. Inténtalo de nuevo.',
    PAYMENT_PROVIDER_UNAVAILABLE:
      'Mercado Pago no responde en este momento. Inténtalo de nuevo en unos minutos.',
    PAYMENT_IN_PROCESS:
      'Ya hay un pago de este trabajo en proceso. Te avisaremos cuando Mercado Pago lo confirme.',
    JOB_ALREADY_PAID: 'Este trabajo ya está pago.',
    REFUND_NOT_PAID:
      'Este trabajo no tiene un pago aprobado para reembolsar (sin pago, rechazado o ya reembolsado por completo).',
    REFUND_EXCEEDS_PAID: 'El reembolso supera lo que queda por reembolsar ({{left}}).',
    REFUND_IN_PROCESS:
      'Ya se hizo o está en proceso otro reembolso de este trabajo. Recarga la página para ver lo reembolsado.',
    ALREADY_FLAGGED:
      'Ya está marcado para revisión. Quita la marca actual antes de marcarlo de nuevo.',
    REFUND_REFUSED: 'Mercado Pago rechazó el reembolso. No se reembolsó nada.',
    RECEIPT_NOT_AVAILABLE:
      'Este trabajo no tiene un pago registrado, así que no tiene comprobante.',
    SUBSCRIPTION_INSTALLMENTS_NOT_OFFERED:
      'Ese número de cuotas no se ofrece para este plan y esta tarjeta. No se cobró nada: elige otra opción.',
    SUBSCRIPTION_CHECKOUT_IN_PROGRESS:
      'Ya hay una suscripción en proceso de pago. Espera a que termine o revisa Mi suscripción.',
    WEBHOOK_SIGNATURE_INVALID: 'Firma de notificación no válida.',
    JOB_CANNOT_ACCEPT: 'Este trabajo no se puede aceptar ahora.',
    OFFER_NO_RELATION:
      'Solo puedes hacerle una propuesta a alguien con quien tienes una conversación o un trabajo.',
    OFFER_CANNOT_ACCEPT: 'Esta propuesta ya no se puede aceptar: ya fue respondida o retirada.',
    OFFER_CANNOT_DECLINE: 'Esta propuesta ya no se puede rechazar: ya fue respondida o retirada.',
    OFFER_CANNOT_WITHDRAW: 'Esta propuesta ya no se puede retirar: el cliente ya la respondió.',
    JOB_TERMS_AGREED:
      'El cliente reservó este precio y esta fecha: no puedes cambiarlos. Si hace falta otro, escríbele por el chat o rechaza la reserva.',
    JOB_CANNOT_START: 'Este trabajo no se puede iniciar ahora.',
    REVIEW_EXISTS: 'Ya calificaste este trabajo.',
    REVIEW_NOT_ALLOWED: 'Solo puedes calificar un trabajo completado que contrataste.',
    PREDEFINED_SERVICE_IN_USE:
      'Ya se publicaron servicios a partir de este: no se puede eliminar, solo retirar (desactivar).',
    REASON_SYSTEM:
      'Prosk usa este motivo al cerrar una cuenta: no se puede editar, desactivar ni eliminar.',
    REASON_IN_USE: 'Este motivo ya se usó en algún trabajo: no se puede eliminar, solo desactivar.',
  },
  fields: {
    endAfterStart: 'La fecha de fin debe ser posterior a la de inicio.',
    required: 'Este campo es obligatorio.',
    invalid: 'El valor no es válido.',
    email: 'Ingresa un correo electrónico válido.',
    tooLong: 'Debe tener como máximo {{max}} caracteres.',
    tooShort: 'Debe tener al menos {{min}} caracteres.',
    integer: 'Debe ser un número entero.',
    phone: {
      uy: 'Ingresa un teléfono uruguayo válido: empezando con 0 y con al menos 9 dígitos, como {{example}}, o con {{prefix}}.',
      br: 'Ingresa un teléfono brasileño válido: con el código de área, 10 u 11 dígitos, como {{example}}, o con {{prefix}}.',
    },
    phoneCode: 'Ingresa los 6 dígitos del código.',
    username: 'Usa entre {{min}} y {{max}} letras o números, sin espacios.',
    password: 'Usa al menos {{min}} caracteres, con letras, números y un carácter especial.',
    passwordMismatch: 'Las contraseñas no coinciden.',
    date: 'Ingresa una fecha válida.',
    adult: 'Debes tener al menos {{age}} años.',
    signUpType: 'Elige si quieres contratar servicios u ofrecer los tuyos.',
    terms: 'Debes aceptar los términos y condiciones.',
    nextPath: 'La dirección de regreso debe ser una página de Prosk.',
    loginRequired: 'Ingresa tu correo electrónico o tu teléfono.',
    slug: 'Usa solo minúsculas, números y guiones.',
    nameCharacters: 'Escríbelo en una sola línea, sin tabulaciones ni caracteres de control.',
    nameAddress: 'Un nombre no puede llevar direcciones web ni enlaces.',
    unknownChoice: 'Esa opción no existe.',
    unknownField: 'Campo no permitido: {{field}}.',
    notNegative: 'No puede ser negativo.',
    positive: 'Debe ser mayor que 0.',
    money: 'Ingresa un importe con hasta dos decimales.',
    percentage: 'Un porcentaje debe ser mayor que 0 y como máximo 100.',
    currencyRequired: 'Elige la moneda del descuento: UYU o BRL.',
    regionCurrency: 'La moneda debe ser la de la región: UYU en Uruguay, BRL en Brasil.',
    freePlanPrice: 'Un plan que no es premium debe costar 0.',
    couponCode: 'Usa de 3 a 40 letras, números, guiones o guiones bajos, sin espacios.',
    couponCodeTaken: 'Ya existe un cupón con ese código.',
    usageBelowUsed: 'No puede ser menor que los usos ya hechos ({{used}}).',
    time: 'Ingresa una hora en punto o y media (HH:MM), de 00:00 a 24:00.',
    timeRange: 'La hora de fin debe ser posterior a la de inicio.',
    timeRangesOverlap: 'Los horarios de un mismo día no pueden superponerse.',
    week: 'Indica los 7 días de la semana, una vez cada uno.',
    servicePrice: 'Debe ser un número entero mayor que {{below}}.',
    wholeNotNegative: 'Debe ser un número entero, 0 o más.',
    jobEndAfterStart: 'El fin debe ser posterior al inicio.',
    cardNumber: 'Revisa el número de la tarjeta.',
    cardholder: 'Revisa el nombre del titular.',
    expiration: 'Revisa la fecha de vencimiento.',
    cardExpired: 'La tarjeta está vencida.',
    securityCode: 'Revisa el código de seguridad.',
    identificationNumber: 'Revisa el número de documento.',
  },
};
