import type { TranslationMessages } from 'react-admin';
import { BACKOFFICE_LANGUAGE_NAMES } from '../language-names';

/** Labels of the lists staff edit by name in every language (categories, skills, reasons). */
const byNameFields = {
  id: 'ID',
  q: 'Buscar',
  name_es: 'Nombre en español',
  name_en: 'Nombre en inglés',
  name_br: 'Nombre en portugués',
  status: 'Estado',
  position: 'Posición',
};

/**
 * Back-office texts, read by ra-i18n-polyglot: placeholders are `%{name}` and plural forms are
 * separated by `||||`. Spanish is the source; `ra` holds react-admin's own interface messages
 * (there is no published Spanish pack among the project's dependencies) and must keep exactly
 * the keys of ra-language-english.
 */
export const esBackoffice = {
  title: 'Prosk — Back office',
  login: {
    subtitle: 'Acceso exclusivo para el equipo de Prosk',
  },
  language: 'Idioma',
  languages: BACKOFFICE_LANGUAGE_NAMES,
  boot: {
    configError:
      'No pudimos cargar la configuración del back office. Recarga la página o avisa al equipo técnico.',
  },
  errors: {
    network: 'No pudimos conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.',
    badResponse: 'El servidor devolvió una respuesta inesperada. Inténtalo de nuevo más tarde.',
  },
  export: {
    running: 'Exportando…',
  },
  users: {
    roles: {
      client: 'Cliente',
      prosker: 'Prosker',
    },
    types: {
      client: 'Cliente (1)',
      prosker: 'Prosker (2)',
    },
    status: {
      active: 'Activo',
      banned: 'Suspendido',
    },
    ban: {
      button: 'Suspender',
      title: '¿Suspender a %{name}?',
      content:
        'La cuenta de %{name} quedará suspendida: sus sesiones abiertas terminan en este momento y no podrá volver a ingresar hasta que la reactives.',
      confirm: 'Suspender',
      done: 'Suspendiste a %{name}.',
    },
    unban: {
      button: 'Reactivar',
      title: '¿Reactivar a %{name}?',
      content: '%{name} podrá volver a ingresar con sus datos de acceso de siempre.',
      confirm: 'Reactivar',
      done: 'Reactivaste a %{name}.',
    },
    anyValue: 'Todos',
    never: 'Nunca',
    sections: {
      identity: 'Datos personales',
      account: 'Cuenta',
      activity: 'Actividad',
    },
  },
  auditLog: {
    actions: {
      userUpdate: 'Usuario editado',
      userBan: 'Usuario suspendido',
      userUnban: 'Usuario reactivado',
      usersExport: 'Usuarios exportados',
    },
    targetTypes: {
      user: 'Usuario',
    },
  },
  catalogue: {
    status: {
      enabled: 'Activa',
      disabled: 'Desactivada',
    },
    anyCategory: 'Todas',
    help: {
      slug: 'Minúsculas, números y guiones, sin espacios: forma parte de la dirección en el sitio.',
      position: 'Orden en el sitio: los números más bajos van primero.',
      enabled: 'Desactivada deja de mostrarse en el sitio y no se puede elegir.',
    },
  },
  categories: {
    help: {
      icon: 'Nombre del ícono en el sitio (plumbing, bolt, home…). Sin uno conocido se muestra uno genérico.',
    },
    notice: {
      inUse:
        'La usa 1 perfil, así que no se puede eliminar: solo desactivar. Desactivada deja de mostrarse en el sitio y nadie más puede elegirla, pero ese perfil no la pierde. |||| La usan %{smart_count} perfiles, así que no se puede eliminar: solo desactivar. Desactivada deja de mostrarse en el sitio y nadie más puede elegirla, pero esos perfiles no la pierden.',
      unused:
        'Ningún perfil la usa: puedes eliminarla si no tiene especialidades. Cuando un perfil la elija, solo se podrá desactivar.',
    },
    delete: {
      title: '¿Eliminar la categoría «%{name}»?',
      content:
        'Ningún perfil la usa. Se elimina para siempre; si la necesitas de nuevo tendrás que crearla otra vez.',
      done: 'Eliminaste la categoría «%{name}».',
    },
  },
  skills: {
    notice: {
      inUse:
        'La usa 1 perfil, así que no se puede eliminar: solo desactivar. Desactivada deja de mostrarse en el sitio y nadie más puede elegirla, pero ese perfil no la pierde. |||| La usan %{smart_count} perfiles, así que no se puede eliminar: solo desactivar. Desactivada deja de mostrarse en el sitio y nadie más puede elegirla, pero esos perfiles no la pierden.',
      unused:
        'Ningún perfil la usa: puedes eliminarla. Cuando un perfil la elija, solo se podrá desactivar.',
    },
    delete: {
      title: '¿Eliminar la especialidad «%{name}»?',
      content:
        'Ningún perfil la usa. Se elimina para siempre; si la necesitas de nuevo tendrás que crearla otra vez.',
      done: 'Eliminaste la especialidad «%{name}».',
    },
  },
  billing: {
    anyValue: 'Todos',
    status: {
      enabled: 'Activo',
      disabled: 'Desactivado',
    },
    regions: {
      uy: 'Uruguay (UYU)',
      br: 'Brasil (BRL)',
    },
    periods: {
      monthly: 'Mensual',
      quarterly: 'Trimestral',
      halfYearly: 'Semestral',
      annual: 'Anual',
    },
  },
  plans: {
    subscriptionCount: '1 suscripción |||| %{smart_count} suscripciones',
    help: {
      region: 'La moneda es la de la región: pesos uruguayos en Uruguay, reales en Brasil.',
      premium:
        'Da la agenda, mejor posición en las búsquedas y la comisión reducida. Un plan que no es premium cuesta 0.',
      price:
        'Lo que se cobra cada período, en la moneda de la región. Las suscripciones vigentes conservan su precio.',
      popular: 'Se destaca en el sitio como el más elegido.',
      position: 'Orden en el sitio: los números más bajos van primero.',
      enabled: 'Desactivado deja de ofrecerse en el sitio; las suscripciones que ya tiene siguen.',
      inclusions: 'Una por línea, en el orden en que se muestran.',
    },
    inclusions: {
      es: 'Qué incluye (español)',
      en: 'Qué incluye (inglés)',
      br: 'Qué incluye (portugués)',
    },
    notice: {
      inUse:
        'Tiene 1 suscripción, así que no se puede eliminar, y su región, período y si es premium ya no cambian: Mercado Pago cobra en esos términos. Para dejar de ofrecerlo, desactívalo. |||| Tiene %{smart_count} suscripciones, así que no se puede eliminar, y su región, período y si es premium ya no cambian: Mercado Pago cobra en esos términos. Para dejar de ofrecerlo, desactívalo.',
      unused:
        'Nadie se suscribió a este plan: puedes eliminarlo. Desde la primera suscripción solo se podrá desactivar.',
    },
    delete: {
      title: '¿Eliminar el plan «%{name}»?',
      content:
        'Nadie se suscribió a él. Se elimina para siempre; si lo necesitas de nuevo tendrás que crearlo otra vez.',
      done: 'Eliminaste el plan «%{name}».',
    },
  },
  coupons: {
    discountTypes: {
      percentage: 'Porcentaje',
      fixed: 'Monto fijo',
    },
    usage: '%{used} de %{limit}',
    help: {
      code: 'De 3 a 40 letras, números, guiones o guiones bajos. Se guarda en mayúsculas; al usarlo da igual cómo se escriba.',
      percentage: 'Porcentaje que se descuenta del precio del plan: más de 0 y hasta 100.',
      fixedAmount: 'Monto que se descuenta del precio del plan, en la moneda elegida.',
      currency: 'Solo se aplica a planes en esta moneda.',
      minOrder:
        'Precio mínimo del plan para que se aplique, en la moneda del plan. 0 es sin mínimo.',
      usageLimit: 'Cuántas veces se puede usar en total. Con 0 queda agotado.',
      enabled: 'Desactivado ya no se acepta al pagar; las suscripciones que lo usaron no cambian.',
    },
    notice: {
      used: 'Se usó 1 vez de %{limit}, así que no se puede eliminar: solo desactivar. Los usos los cuentan los pagos y no se editan. |||| Se usó %{smart_count} veces de %{limit}, así que no se puede eliminar: solo desactivar. Los usos los cuentan los pagos y no se editan.',
      unused:
        'Nadie lo usó todavía: puedes eliminarlo. Desde el primer uso solo se podrá desactivar.',
    },
    delete: {
      title: '¿Eliminar el cupón «%{name}»?',
      content:
        'Nadie lo usó. Se elimina para siempre; si lo necesitas de nuevo tendrás que crearlo otra vez.',
      done: 'Eliminaste el cupón «%{name}».',
    },
  },
  subscriptions: {
    statuses: {
      pending: 'Pendiente de pago',
      active: 'Activa',
      paused: 'En pausa',
      cancelled: 'Cancelada',
    },
    sections: {
      subscription: 'Suscripción',
      payments: 'Cobro',
      dates: 'Fechas',
    },
    pause: {
      button: 'Pausar',
      title: '¿Pausar la suscripción #%{id}?',
      content:
        'Mercado Pago deja de cobrarle a %{user} hasta que la reanudes, y mientras tanto no tiene los beneficios premium.',
      confirm: 'Pausar',
      done: 'Pausaste la suscripción #%{id}.',
    },
    resume: {
      button: 'Reanudar',
      title: '¿Reanudar la suscripción #%{id}?',
      content:
        'Mercado Pago vuelve a cobrarle a %{user} cada período, y recupera los beneficios premium.',
      confirm: 'Reanudar',
      done: 'Reanudaste la suscripción #%{id}.',
    },
    cancel: {
      button: 'Cancelar suscripción',
      title: '¿Cancelar la suscripción #%{id}?',
      content:
        'Mercado Pago deja de cobrarle a %{user} y pierde los beneficios premium. No se puede deshacer: para volver tendrá que suscribirse de nuevo.',
      confirm: 'Cancelar suscripción',
      done: 'Cancelaste la suscripción #%{id}.',
    },
  },
  payments: {
    anyValue: 'Todos',
    statuses: {
      pendingPayment: 'En proceso',
      paid: 'Pagado',
      rejected: 'Rechazado',
      refunded: 'Devuelto',
      cancelled: 'Cancelado',
      duplicate: 'Duplicado (devolución en curso)',
    },
    kinds: { job: 'Trabajo', subscription: 'Suscripción' },
    duplicateOnly: 'Solo cobros duplicados',
    empty: 'No hay pagos con estos filtros.',
  },
  jobs: {
    anyValue: 'Todos',
    statuses: {
      new: 'Nuevo',
      paymentRequired: 'Esperando el pago',
      readyToExecute: 'Listo para hacer',
      inProgress: 'En curso',
      proskerComplete: 'Terminado por el prosker',
      complete: 'Completado',
      clientRejected: 'En disputa',
      rejected: 'Rechazado por el prosker',
      proskerCancel: 'Cancelado por el prosker',
      clientCancel: 'Cancelado por el cliente',
    },
    actors: {
      prosker: 'Prosker',
      client: 'Cliente',
      staff: 'Equipo de Prosk',
      system: 'Sistema',
    },
    actions: {
      create: 'Trabajo creado',
      edit: 'Trabajo editado',
      accept: 'Aceptado',
      decline: 'Rechazado',
      confirmPayment: 'Pago confirmado',
      start: 'Trabajo empezado',
      finish: 'Marcado como terminado',
      confirm: 'Confirmado por el cliente',
      dispute: 'Disputa abierta',
      redo: 'Trabajo retomado',
      resolve: 'Disputa resuelta',
      proskerCancel: 'Cancelado por el prosker',
      clientCancel: 'Cancelado por el cliente',
      autoComplete: 'Completado automáticamente',
    },
    timesOfDay: {
      morning: 'Mañana (9 a 13 h)',
      afternoon: 'Tarde (14 a 18 h)',
    },
    sections: {
      job: 'Trabajo',
      parties: 'Prosker y cliente',
      reasons: 'Cancelación y disputa',
      history: 'Historial',
      review: 'Calificación del cliente',
    },
    noHistory: 'Todavía no hay cambios registrados.',
    noReview: 'El cliente todavía no calificó este trabajo.',
    noReasons: 'Nadie canceló ni disputó este trabajo.',
    disputeNotice:
      'El cliente no aceptó el trabajo terminado y abrió una disputa. Si la resuelves, el trabajo pasa a completado.',
    resolve: {
      button: 'Resolver disputa',
      title: '¿Resolver la disputa del trabajo #%{id}?',
      content:
        '«%{title}» pasa a completado: se da por hecho y el cliente puede calificarlo. No se puede deshacer.',
      comment: 'Comentario',
      commentHelp:
        'Por qué se resuelve así. El cliente y el prosker lo leen en el historial del trabajo.',
      confirm: 'Resolver disputa',
      done: 'Resolviste la disputa del trabajo #%{id}: quedó completado.',
    },
  },
  reasons: {
    appliesTo: {
      prosker: 'Prosker',
      client: 'Cliente',
      both: 'Ambos',
    },
    help: {
      appliesTo: 'Quién puede elegirlo al cancelar un trabajo.',
      position: 'Orden en que se ofrece: los números más bajos van primero.',
      enabled: 'Desactivado deja de ofrecerse; los trabajos que ya lo dieron lo conservan.',
    },
    notice: {
      inUse:
        'Se usó en 1 trabajo, así que no se puede eliminar: solo desactivar. Desactivado deja de ofrecerse, pero ese trabajo lo conserva. |||| Se usó en %{smart_count} trabajos, así que no se puede eliminar: solo desactivar. Desactivado deja de ofrecerse, pero esos trabajos lo conservan.',
      unused:
        'Ningún trabajo lo usó todavía: puedes eliminarlo. Desde que un trabajo lo use solo se podrá desactivar.',
    },
  },
  'cancellation-reasons': {
    delete: {
      title: '¿Eliminar el motivo de cancelación «%{name}»?',
      content:
        'Ningún trabajo lo usó. Se elimina para siempre; si lo necesitas de nuevo tendrás que crearlo otra vez.',
      done: 'Eliminaste el motivo de cancelación «%{name}».',
    },
  },
  'help-reasons': {
    delete: {
      title: '¿Eliminar el motivo de disputa «%{name}»?',
      content:
        'Ningún trabajo lo usó. Se elimina para siempre; si lo necesitas de nuevo tendrás que crearlo otra vez.',
      done: 'Eliminaste el motivo de disputa «%{name}».',
    },
  },
  'conversation-reports': {
    anyValue: 'Todas',
    statuses: {
      open: 'Abierta',
      dismissed: 'Desestimada',
      banned: 'Usuario suspendido',
    },
    sections: {
      report: 'Denuncia',
      people: 'Personas',
      conversation: 'Conversación',
    },
    sides: {
      reporter: '%{name} (denunciante)',
      reported: '%{name} (denunciado)',
    },
    attachments: {
      image: 'Imagen',
      file: 'PDF',
    },
    deleted: 'Mensaje eliminado',
    noMessages: 'La conversación no tiene mensajes.',
    notResolved: 'Sin decidir',
    openNotice:
      'Esta denuncia espera una decisión. Lee la conversación: si la desestimas no cambia nada para nadie; si suspendes al usuario denunciado, se cierran todas sus sesiones y no puede volver a entrar.',
    dismiss: {
      button: 'Desestimar',
      title: '¿Desestimar la denuncia #%{id}?',
      content:
        'La denuncia se cierra sin consecuencias para %{name}. No se puede deshacer, pero cualquiera de los dos puede volver a denunciar la conversación.',
      confirm: 'Desestimar',
      done: 'Desestimaste la denuncia #%{id}.',
    },
    ban: {
      button: 'Suspender usuario',
      title: '¿Suspender a %{name}?',
      content:
        'La cuenta de %{name} queda suspendida: sus sesiones se cierran ahora mismo en todos sus dispositivos y no puede volver a entrar hasta que la reactives desde Usuarios.',
      confirm: 'Suspender',
      done: 'Suspendiste a %{name} por la denuncia #%{id}.',
    },
  },
  resources: {
    users: {
      name: 'Usuario |||| Usuarios',
      // Inside sentences (react-admin's empty-list and confirmation texts).
      forcedCaseName: 'usuario |||| usuarios',
      fields: {
        id: 'ID',
        q: 'Buscar',
        username: 'Nombre de usuario',
        email: 'Correo electrónico',
        firstName: 'Nombre',
        lastName: 'Apellido',
        fullName: 'Nombre y apellido',
        type_user: 'Tipo de usuario (código)',
        role: 'Rol',
        phoneNumber: 'Teléfono',
        banned: 'Suspendido',
        isTestUser: 'Usuario de prueba',
        emailVerified: 'Correo verificado',
        createdAt: 'Fecha de alta',
        lastLoginAt: 'Último ingreso',
        status: 'Estado',
        createdFrom: 'Alta desde',
        createdTo: 'Alta hasta',
      },
    },
    categories: {
      name: 'Categoría |||| Categorías',
      forcedCaseName: 'categoría |||| categorías',
      fields: {
        ...byNameFields,
        slug: 'Identificador (slug)',
        icon: 'Ícono',
        isDefault: 'Predeterminada',
        enabled: 'Activa',
        usage: 'Perfiles',
      },
    },
    skills: {
      name: 'Especialidad |||| Especialidades',
      forcedCaseName: 'especialidad |||| especialidades',
      fields: {
        ...byNameFields,
        slug: 'Identificador (slug)',
        categoryId: 'Categoría',
        enabled: 'Activa',
        usage: 'Perfiles',
      },
    },
    'audit-log': {
      name: 'Entrada de auditoría |||| Auditoría',
      forcedCaseName: 'entrada de auditoría |||| entradas de auditoría',
      fields: {
        id: 'ID',
        createdAt: 'Fecha',
        staffEmail: 'Miembro del equipo',
        action: 'Acción',
        target: 'Objeto',
        targetType: 'Tipo de objeto',
        targetId: 'Objeto',
        details: 'Detalles',
      },
    },
    plans: {
      name: 'Plan |||| Planes',
      forcedCaseName: 'plan |||| planes',
      fields: {
        id: 'ID',
        region: 'Región',
        currency: 'Moneda',
        name_es: 'Nombre en español',
        name_en: 'Nombre en inglés',
        name_br: 'Nombre en portugués',
        price: 'Precio',
        period: 'Período',
        premium: 'Premium',
        popular: 'Destacado',
        inclusions: 'Qué incluye',
        enabled: 'Activo',
        status: 'Estado',
        position: 'Posición',
        subscriptions: 'Suscripciones',
        createdAt: 'Fecha de alta',
      },
    },
    coupons: {
      name: 'Cupón |||| Cupones',
      forcedCaseName: 'cupón |||| cupones',
      fields: {
        id: 'ID',
        q: 'Buscar',
        code: 'Código',
        description: 'Descripción',
        discountType: 'Tipo de descuento',
        amount: 'Valor del descuento',
        discount: 'Descuento',
        currency: 'Moneda',
        minOrder: 'Precio mínimo',
        usageLimit: 'Límite de usos',
        usedCount: 'Usos',
        usage: 'Usos',
        enabled: 'Activo',
        status: 'Estado',
        redemptions: 'Canjes',
        createdAt: 'Fecha de alta',
      },
    },
    payments: {
      name: 'Pago |||| Pagos',
      forcedCaseName: 'pago |||| pagos',
      fields: {
        id: 'ID',
        kind: 'Tipo',
        jobId: 'Trabajo',
        payerEmail: 'Pagó',
        amount: 'Importe',
        fee: 'Comisión',
        status: 'Estado',
        duplicate: 'Duplicado',
        mpPaymentId: 'Pago en Mercado Pago',
        createdAt: 'Fecha',
        paidAt: 'Fecha de pago',
        refundedAt: 'Fecha de devolución',
      },
    },
    subscriptions: {
      name: 'Suscripción |||| Suscripciones',
      forcedCaseName: 'suscripción |||| suscripciones',
      fields: {
        id: 'ID',
        q: 'Buscar',
        status: 'Estado',
        user: 'Usuario',
        userId: 'Usuario',
        userEmail: 'Correo electrónico',
        username: 'Nombre de usuario',
        planId: 'Plan',
        planName: 'Plan',
        planRegion: 'Región',
        planPeriod: 'Período',
        amount: 'Importe por período',
        discount: 'Descuento',
        currency: 'Moneda',
        trial: 'Prueba gratis',
        trialEndsAt: 'Fin de la prueba',
        couponCode: 'Cupón',
        mpPreapprovalId: 'Suscripción en Mercado Pago',
        nextPaymentDate: 'Próximo cobro',
        lastPaymentStatus: 'Último cobro',
        statusDetail: 'Detalle del estado',
        startedAt: 'Inicio',
        pausedAt: 'Pausada el',
        resumedAt: 'Reanudada el',
        cancelledAt: 'Cancelada el',
        createdAt: 'Creada el',
        updatedAt: 'Última actualización',
      },
    },
    jobs: {
      name: 'Trabajo |||| Trabajos',
      forcedCaseName: 'trabajo |||| trabajos',
      fields: {
        id: 'ID',
        q: 'Buscar por título',
        title: 'Título',
        description: 'Descripción',
        status: 'Estado',
        prosker: 'Prosker',
        proskerId: 'Prosker',
        client: 'Cliente',
        clientId: 'Cliente',
        categoryName: 'Categoría',
        price: 'Precio',
        cost: 'Costo',
        startDate: 'Inicio',
        endDate: 'Fin',
        timeOfDay: 'Franja horaria',
        requiresAppointment: 'Con cita en la agenda',
        requiresPayment: 'Se paga por Prosk',
        cancellationReason: 'Motivo de la cancelación',
        cancellationNote: 'Comentario de la cancelación',
        helpReason: 'Motivo de la disputa',
        helpNote: 'Comentario de la disputa',
        history: 'Historial',
        review: 'Calificación',
        createdAt: 'Fecha de alta',
        updatedAt: 'Último cambio',
      },
    },
    'cancellation-reasons': {
      name: 'Motivo de cancelación |||| Motivos para cancelar',
      forcedCaseName: 'motivo de cancelación |||| motivos para cancelar',
      fields: {
        ...byNameFields,
        appliesTo: 'Para quién',
        enabled: 'Activo',
        usage: 'Trabajos',
      },
    },
    'help-reasons': {
      name: 'Motivo de disputa |||| Motivos para disputar',
      forcedCaseName: 'motivo de disputa |||| motivos para disputar',
      fields: {
        ...byNameFields,
        enabled: 'Activo',
        usage: 'Trabajos',
      },
    },
    'conversation-reports': {
      name: 'Conversación denunciada |||| Conversaciones denunciadas',
      forcedCaseName: 'conversación denunciada |||| conversaciones denunciadas',
      fields: {
        id: 'ID',
        status: 'Estado',
        createdAt: 'Fecha',
        resolvedAt: 'Decidida el',
        reporter: 'Denunciante',
        reported: 'Usuario denunciado',
        reason: 'Motivo',
        conversationId: 'Conversación',
      },
    },
  },
  ra: {
    action: {
      add_filter: 'Agregar filtro',
      add: 'Agregar',
      back: 'Volver',
      bulk_actions: '1 elemento seleccionado |||| %{smart_count} elementos seleccionados',
      cancel: 'Cancelar',
      clear_array_input: 'Vaciar la lista',
      clear_input_value: 'Borrar el valor',
      clone: 'Duplicar',
      confirm: 'Confirmar',
      create: 'Crear',
      create_item: 'Crear %{item}',
      delete: 'Eliminar',
      edit: 'Editar',
      export: 'Exportar',
      list: 'Lista',
      refresh: 'Actualizar',
      remove_filter: 'Quitar este filtro',
      remove_all_filters: 'Quitar todos los filtros',
      remove: 'Quitar',
      reset: 'Restablecer',
      save: 'Guardar',
      search: 'Buscar',
      search_columns: 'Buscar columnas',
      select_all: 'Seleccionar todo',
      select_all_button: 'Seleccionar todo',
      select_row: 'Seleccionar esta fila',
      show: 'Ver',
      sort: 'Ordenar',
      undo: 'Deshacer',
      unselect: 'Deseleccionar',
      expand: 'Expandir',
      close: 'Cerrar',
      open_menu: 'Abrir el menú',
      close_menu: 'Cerrar el menú',
      update: 'Actualizar',
      move_up: 'Subir',
      move_down: 'Bajar',
      open: 'Abrir',
      toggle_theme: 'Cambiar entre modo claro y oscuro',
      select_columns: 'Columnas',
      update_application: 'Recargar la aplicación',
    },
    boolean: {
      true: 'Sí',
      false: 'No',
      null: ' ',
    },
    page: {
      create: 'Crear %{name}',
      dashboard: 'Inicio',
      edit: '%{name} %{recordRepresentation}',
      error: 'Algo salió mal',
      list: '%{name}',
      loading: 'Cargando',
      not_found: 'No encontrado',
      show: '%{name} %{recordRepresentation}',
      empty: 'Todavía no hay %{name}.',
      invite: '¿Quieres agregar uno?',
      access_denied: 'Acceso denegado',
      authentication_error: 'Error de autenticación',
    },
    input: {
      file: {
        upload_several: 'Arrastra archivos para subirlos o haz clic para elegir uno.',
        upload_single: 'Arrastra un archivo para subirlo o haz clic para elegirlo.',
      },
      image: {
        upload_several: 'Arrastra imágenes para subirlas o haz clic para elegir una.',
        upload_single: 'Arrastra una imagen para subirla o haz clic para elegirla.',
      },
      references: {
        all_missing: 'No se encontraron los datos de referencia.',
        many_missing: 'Al menos una de las referencias asociadas ya no está disponible.',
        single_missing: 'La referencia asociada ya no está disponible.',
      },
      password: {
        toggle_visible: 'Ocultar la contraseña',
        toggle_hidden: 'Mostrar la contraseña',
      },
    },
    message: {
      about: 'Acerca de',
      access_denied: 'No tienes permiso para acceder a esta página.',
      are_you_sure: '¿Estás seguro?',
      authentication_error:
        'El servidor de autenticación devolvió un error y no se pudieron verificar tus credenciales.',
      auth_error: 'Ocurrió un error al validar el token de autenticación.',
      bulk_delete_content:
        '¿Seguro que quieres eliminar este %{name}? |||| ¿Seguro que quieres eliminar estos %{smart_count} elementos?',
      bulk_delete_title: 'Eliminar %{name} |||| Eliminar %{smart_count} %{name}',
      bulk_update_content:
        '¿Seguro que quieres actualizar %{name} %{recordRepresentation}? |||| ¿Seguro que quieres actualizar estos %{smart_count} elementos?',
      bulk_update_title:
        'Actualizar %{name} %{recordRepresentation} |||| Actualizar %{smart_count} %{name}',
      clear_array_input: '¿Seguro que quieres vaciar toda la lista?',
      delete_content: '¿Seguro que quieres eliminar este %{name}?',
      delete_title: 'Eliminar %{name} %{recordRepresentation}',
      details: 'Detalles',
      error: 'Ocurrió un error en el navegador y no se pudo completar tu solicitud.',
      invalid_form: 'El formulario no es válido. Revisa los errores.',
      loading: 'Espera un momento',
      no: 'No',
      // No final period: react-admin's NotFound page adds one.
      not_found: 'La dirección es incorrecta o seguiste un enlace roto',
      select_all_limit_reached:
        'Hay demasiados elementos para seleccionarlos todos. Solo se seleccionaron los primeros %{max}.',
      unsaved_changes: 'Algunos cambios no se guardaron. ¿Seguro que quieres descartarlos?',
      yes: 'Sí',
      placeholder_data_warning: 'Problema de red: no se pudieron actualizar los datos.',
    },
    navigation: {
      clear_filters: 'Quitar los filtros',
      // Without %{name}: react-admin passes it capitalised, which reads wrong mid-sentence.
      no_filtered_results: 'No hay resultados con los filtros actuales.',
      no_results: 'No hay resultados',
      no_more_results: 'La página %{page} está fuera de rango. Prueba con la página anterior.',
      page_out_of_boundaries: 'La página %{page} está fuera de rango',
      page_out_from_end: 'No hay páginas después de la última',
      page_out_from_begin: 'No hay páginas antes de la primera',
      page_range_info: '%{offsetBegin}-%{offsetEnd} de %{total}',
      partial_page_range_info: '%{offsetBegin}-%{offsetEnd} de más de %{offsetEnd}',
      current_page: 'Página %{page}',
      page: 'Ir a la página %{page}',
      first: 'Ir a la primera página',
      last: 'Ir a la última página',
      next: 'Ir a la página siguiente',
      previous: 'Ir a la página anterior',
      page_rows_per_page: 'Filas por página:',
      skip_nav: 'Saltar al contenido',
    },
    sort: {
      // %{field} rather than %{field_lower_first}, which would turn «ID» into «iD».
      sort_by: 'Ordenar por %{field} (%{order})',
      ASC: 'ascendente',
      DESC: 'descendente',
    },
    auth: {
      auth_check_error: 'Inicia sesión para continuar.',
      user_menu: 'Perfil',
      username: 'Usuario',
      password: 'Contraseña',
      email: 'Correo electrónico',
      sign_in: 'Iniciar sesión',
      sign_in_error: 'No se pudo iniciar sesión. Inténtalo de nuevo.',
      logout: 'Cerrar sesión',
    },
    notification: {
      updated: 'Elemento actualizado |||| %{smart_count} elementos actualizados',
      created: 'Elemento creado',
      deleted: 'Elemento eliminado |||| %{smart_count} elementos eliminados',
      bad_item: 'Elemento incorrecto',
      item_doesnt_exist: 'El elemento no existe',
      http_error: 'Error de comunicación con el servidor',
      data_provider_error: 'Error del proveedor de datos. Revisa la consola para ver los detalles.',
      i18n_error: 'No se pudieron cargar las traducciones del idioma elegido',
      canceled: 'Acción cancelada',
      logged_out: 'Tu sesión terminó. Inicia sesión de nuevo.',
      not_authorized: 'No tienes autorización para acceder a este recurso.',
      application_update_available: 'Hay una nueva versión disponible.',
      offline: 'Sin conexión. No se pudieron obtener los datos.',
    },
    validation: {
      required: 'Obligatorio',
      minLength: 'Debe tener al menos %{min} caracteres',
      maxLength: 'Debe tener como máximo %{max} caracteres',
      minValue: 'Debe ser al menos %{min}',
      maxValue: 'Debe ser %{max} o menos',
      number: 'Debe ser un número',
      email: 'Debe ser un correo electrónico válido',
      oneOf: 'Debe ser uno de: %{options}',
      regex: 'Debe tener un formato específico (regexp): %{pattern}',
      unique: 'Debe ser único',
    },
    saved_queries: {
      label: 'Consultas guardadas',
      query_name: 'Nombre de la consulta',
      new_label: 'Guardar la consulta actual…',
      new_dialog_title: 'Guardar la consulta actual como',
      remove_label: 'Quitar la consulta guardada',
      remove_label_with_name: 'Quitar la consulta «%{name}»',
      remove_dialog_title: '¿Quitar la consulta guardada?',
      remove_message: '¿Seguro que quieres quitar este elemento de tus consultas guardadas?',
      help: 'Filtra la lista y guarda esta consulta para después',
    },
    guesser: {
      empty: {
        title: 'No hay datos para mostrar',
        message: 'Revisa el proveedor de datos',
      },
    },
    configurable: {
      customize: 'Personalizar',
      configureMode: 'Configurar esta página',
      inspector: {
        title: 'Inspector',
        content: 'Pasa el cursor sobre los elementos de la interfaz para configurarlos',
        reset: 'Restablecer la configuración',
        hideAll: 'Ocultar todo',
        showAll: 'Mostrar todo',
      },
      Datagrid: {
        title: 'Tabla',
        unlabeled: 'Columna sin nombre #%{column}',
      },
      SimpleForm: {
        title: 'Formulario',
        unlabeled: 'Campo sin nombre #%{input}',
      },
      SimpleList: {
        title: 'Lista',
        primaryText: 'Texto principal',
        secondaryText: 'Texto secundario',
        tertiaryText: 'Texto terciario',
      },
    },
  } satisfies TranslationMessages['ra'],
};
