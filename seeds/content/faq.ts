import type { SeedContentItem } from './types';

/**
 * Frequently asked questions, in two sections (clients and proskers). The slug is the anchor of
 * the question on the FAQ page, e.g. route:faq#how-do-i-pay.
 */
export const FAQ: SeedContentItem[] = [
  // Clients
  {
    kind: 'faq',
    slug: 'what-is-prosk',
    section: 'clients',
    position: 1,
    text: {
      es: {
        title: '¿Qué es Prosk?',
        summary:
          'Un marketplace para encontrar trabajadores independientes en Uruguay y Brasil, hablar con ellos, reservar y pagar.',
        body: `Prosk conecta a quienes necesitan un servicio con los **proskers**: trabajadores independientes, microempresas y emprendedores que ofrecen su trabajo en la plataforma. Puedes [buscar perfiles](route:profiles), comparar calificaciones y precios, hablar con un prosker por chat y reservar y pagar el servicio en un solo lugar. Prosk funciona en Uruguay y tiene una versión para Brasil. Para usarlo tienes que tener 18 años o más. Encuentra más detalles en [cómo comprar](route:howToBuy).`,
      },
      en: {
        title: 'What is Prosk?',
        summary:
          'A marketplace to find independent workers in Uruguay and Brazil, talk to them, book their services and pay.',
        body: `Prosk connects people who need a service with **proskers**: independent workers, micro-businesses and entrepreneurs who offer their work on the platform. You can [search profiles](route:profiles), compare ratings and prices, talk to a prosker in the chat, and book and pay for the service in one place. Prosk works in Uruguay and has a version for Brazil. You must be 18 or older to use it. Find out more in [how to buy](route:howToBuy).`,
      },
      br: {
        title: 'O que é a Prosk?',
        summary:
          'Um marketplace para encontrar profissionais independentes no Uruguai e no Brasil, conversar, contratar e pagar.',
        body: `A Prosk conecta quem precisa de um serviço aos **proskers**: trabalhadores independentes, microempresas e empreendedores que oferecem seu trabalho na plataforma. Você pode [buscar perfis](route:profiles), comparar avaliações e preços, conversar com um prosker pelo chat e contratar e pagar o serviço em um só lugar. A Prosk funciona no Uruguai e tem uma versão para o Brasil. Para usar, é preciso ter 18 anos ou mais. Saiba mais em [como contratar](route:howToBuy).`,
      },
    },
  },
  {
    kind: 'faq',
    slug: 'is-prosk-free-for-clients',
    section: 'clients',
    position: 2,
    text: {
      es: {
        title: '¿Prosk es gratis para los clientes?',
        summary:
          'Sí. Registrarte, buscar, chatear y guardar favoritos no tiene costo: solo pagas los servicios que contratas.',
        body: `Crear tu cuenta, ver perfiles, hablar con proskers y guardar favoritos es gratis. Cuando reservas un servicio pagas el precio que indica el prosker, a través de Mercado Pago. Los planes de suscripción y la comisión del marketplace son para los proskers, no para los clientes. [Crea tu cuenta](route:signUp) y empieza a buscar.`,
      },
      en: {
        title: 'Is Prosk free for clients?',
        summary:
          'Yes. Signing up, searching, chatting and saving favourites cost nothing: you only pay for the services you book.',
        body: `Creating an account, browsing profiles, talking to proskers and saving favourites is free. When you book a service, you pay the price set by the prosker, through Mercado Pago. The subscription plans and the marketplace fee are for proskers, not for clients. [Create your account](route:signUp) and start searching.`,
      },
      br: {
        title: 'A Prosk é gratuita para clientes?',
        summary:
          'Sim. Criar conta, buscar, conversar e salvar favoritos não custa nada: você paga só pelos serviços que contratar.',
        body: `Criar sua conta, ver perfis, conversar com proskers e salvar favoritos é gratuito. Quando você contrata um serviço, paga o preço definido pelo prosker, pelo Mercado Pago. Os planos de assinatura e a taxa do marketplace são para os proskers, não para os clientes. [Crie sua conta](route:signUp) e comece a buscar.`,
      },
    },
  },
  {
    kind: 'faq',
    slug: 'how-do-i-find-a-prosker',
    section: 'clients',
    position: 3,
    text: {
      es: {
        title: '¿Cómo encuentro un prosker?',
        summary:
          'Busca lo que necesitas y filtra por categoría, ciudad, calificación y precio. Después abre los perfiles que te interesen.',
        body: `Entra a la [búsqueda](route:profiles) y escribe lo que necesitas, por ejemplo "sanitario" o "clases de inglés", o empieza por las [categorías](route:categories). Puedes afinar los resultados por ciudad, calificación y precio. En cada perfil ves las fotos, la descripción, las modalidades y los servicios del prosker, además de las reseñas de otros clientes. Si tienes dudas antes de reservar, escríbele por el chat.`,
      },
      en: {
        title: 'How do I find a prosker?',
        summary:
          'Search for what you need and filter by category, city, rating and price, then open the profiles that interest you.',
        body: `Go to [search](route:profiles) and type what you need, for example "plumber" or "English lessons", or start from the [categories](route:categories). You can narrow the results by city, rating and price. Each profile shows the prosker's photos, description, skills and services, along with reviews from other clients. If you have questions before booking, write to them in the chat.`,
      },
      br: {
        title: 'Como encontro um prosker?',
        summary:
          'Busque o que você precisa e filtre por categoria, cidade, avaliação e preço. Depois abra os perfis que interessarem.',
        body: `Acesse a [busca](route:profiles) e digite o que você precisa, por exemplo "encanador" ou "aulas de inglês", ou comece pelas [categorias](route:categories). Você pode refinar os resultados por cidade, avaliação e preço. Cada perfil mostra as fotos, a descrição, as modalidades e os serviços do prosker, além das avaliações de outros clientes. Se tiver dúvidas antes de contratar, mande uma mensagem pelo chat.`,
      },
    },
  },
  {
    kind: 'faq',
    slug: 'how-do-i-book-a-service',
    section: 'clients',
    position: 4,
    text: {
      es: {
        title: '¿Cómo reservo un servicio?',
        summary:
          'Elige el servicio en el perfil del prosker, indica fecha y horario, y espera a que el prosker acepte tu pedido.',
        body: `En el perfil del prosker, elige el servicio y una fecha, y después la mañana (de 09 a 13) o la tarde (de 14 a 18). Si el prosker usa la agenda, en cambio eliges un turno de una hora dentro de su disponibilidad. El prosker acepta o rechaza tu pedido y, una vez aceptado, lo pagas si el trabajo requiere pago. El prosker también puede mandarte una oferta a medida desde el chat. Sigue todas tus reservas en [Mis pedidos](route:myOrders).`,
      },
      en: {
        title: 'How do I book a service?',
        summary:
          "Choose a service on the prosker's profile, pick a date and a time slot, and wait for the prosker to accept.",
        body: `On the prosker's profile, choose the service and a date, then pick the morning (09:00 to 13:00) or the afternoon (14:00 to 18:00). If the prosker uses the agenda, you pick a one-hour slot within their availability instead. The prosker accepts or declines your request and, once it is accepted, you pay for it if the job requires payment. A prosker can also send you a tailored offer from the chat. Follow all your bookings in [My orders](route:myOrders).`,
      },
      br: {
        title: 'Como contrato um serviço?',
        summary:
          'Escolha o serviço no perfil do prosker, indique a data e o período, e aguarde o prosker aceitar o pedido.',
        body: `No perfil do prosker, escolha o serviço e uma data e depois o período da manhã (das 9h às 13h) ou da tarde (das 14h às 18h). Se o prosker usa a agenda, você escolhe um horário de uma hora dentro da disponibilidade dele. O prosker aceita ou recusa o pedido e, depois de aceito, você paga se o trabalho exigir pagamento. O prosker também pode enviar uma proposta personalizada pelo chat. Acompanhe todos os seus pedidos em [Meus pedidos](route:myOrders).`,
      },
    },
  },
  {
    kind: 'faq',
    slug: 'how-do-i-pay',
    section: 'clients',
    position: 5,
    text: {
      es: {
        title: '¿Cómo pago y es seguro usar mi tarjeta?',
        summary:
          'Pagas con tarjeta a través de Mercado Pago, que te ofrece cuotas. Prosk nunca guarda los datos de tu tarjeta.',
        body: `Cuando el prosker acepta un trabajo que requiere pago, ves la opción de pagarlo con **Mercado Pago**. Puedes pagar con tarjeta y, al momento del pago, Mercado Pago te muestra las opciones de cuotas disponibles. Los datos de tu tarjeta van directamente a Mercado Pago: Prosk nunca los recibe ni los guarda. Una vez aprobado el pago, el trabajo queda listo y el prosker puede comenzar.`,
      },
      en: {
        title: 'How do I pay, and is my card safe?',
        summary:
          'You pay by card through Mercado Pago, which offers installments. Prosk never stores your card details.',
        body: `When the prosker accepts a job that requires payment, you'll see the option to pay for it with **Mercado Pago**. You can pay by card, and at checkout Mercado Pago shows you the installment options available. Your card details go straight to Mercado Pago: Prosk never receives or stores them. Once the payment is approved, the job is ready and the prosker can start.`,
      },
      br: {
        title: 'Como pago e meu cartão está seguro?',
        summary:
          'Você paga com cartão pelo Mercado Pago, que oferece parcelamento. A Prosk nunca guarda os dados do seu cartão.',
        body: `Quando o prosker aceita um trabalho que exige pagamento, aparece a opção de pagar com o **Mercado Pago**. Você pode pagar com cartão e, na hora do pagamento, o Mercado Pago mostra as opções de parcelamento disponíveis. Os dados do seu cartão vão direto para o Mercado Pago: a Prosk nunca os recebe nem os guarda. Com o pagamento aprovado, o trabalho fica pronto e o prosker pode começar.`,
      },
    },
  },
  {
    kind: 'faq',
    slug: 'can-i-cancel-a-booking',
    section: 'clients',
    position: 6,
    text: {
      es: {
        title: '¿Puedo cancelar una reserva y recuperar mi dinero?',
        summary:
          'Sí, indicando el motivo, hasta 24 horas antes del inicio. Si ya habías pagado, se te devuelve el importe completo.',
        body: `Abre el trabajo en [Mis pedidos](route:myOrders), elige cancelarlo y cuéntale al prosker el motivo. Puedes hacerlo hasta **24 horas antes del inicio**, y el prosker tiene la misma posibilidad. Si el trabajo ya estaba pago y se cancela a tiempo, se te reintegra el importe completo a través de Mercado Pago. Si falta menos, habla con el prosker por el [chat](route:chat) y, si necesitas ayuda, escríbenos desde el [formulario de contacto](route:contact).`,
      },
      en: {
        title: 'Can I cancel a booking and get my money back?',
        summary:
          'Yes, giving a reason, up to 24 hours before the start. If you had already paid, you get a full refund.',
        body: `Open the job in [My orders](route:myOrders), choose to cancel it and tell the prosker why. You can do this up to **24 hours before the start**, and the prosker has the same option. If the job was already paid and it is cancelled in time, the full amount is refunded to you through Mercado Pago. If there is less time left, talk to the prosker in the [chat](route:chat) and, if you need help, write to us through the [contact form](route:contact).`,
      },
      br: {
        title: 'Posso cancelar um pedido e receber meu dinheiro de volta?',
        summary:
          'Sim, informando o motivo, até 24 horas antes do início. Se você já tinha pago, recebe o reembolso integral.',
        body: `Abra o trabalho em [Meus pedidos](route:myOrders), escolha cancelar e informe o motivo ao prosker. Você pode fazer isso até **24 horas antes do início**, e o prosker tem a mesma opção. Se o trabalho já estava pago e for cancelado dentro do prazo, o valor integral é reembolsado pelo Mercado Pago. Se faltar menos tempo, converse com o prosker pelo [chat](route:chat) e, se precisar de ajuda, fale com a gente pelo [formulário de contato](route:contact).`,
      },
    },
  },
  {
    kind: 'faq',
    slug: 'what-if-the-job-was-not-done-well',
    section: 'clients',
    position: 7,
    text: {
      es: {
        title: '¿Qué pasa si el trabajo no quedó bien?',
        summary:
          'Cuando el prosker marca el trabajo como terminado, tienes 7 días para confirmarlo o abrir una disputa con el motivo.',
        body: `Cuando el prosker marca el trabajo como terminado, lo encuentras en [Mis pedidos](route:myOrders) esperando tu confirmación. Si algo no quedó bien, abre una **disputa dentro de los 7 días** y explica el motivo: el equipo de Prosk la revisa y la resuelve. Si en esos 7 días no confirmas ni abres una disputa, el trabajo se completa automáticamente. Antes de abrirla, vale la pena hablarlo con el prosker por el chat, porque muchas veces se soluciona así.`,
      },
      en: {
        title: 'What if the job was not done well?',
        summary:
          'When the prosker marks the job as done, you have 7 days to confirm it or open a dispute explaining the reason.',
        body: `When the prosker marks the job as done, you'll find it in [My orders](route:myOrders) waiting for your confirmation. If something isn't right, open a **dispute within 7 days** and explain the reason: the Prosk team reviews and resolves it. If you neither confirm nor open a dispute within those 7 days, the job is completed automatically. Before opening one, it's worth talking to the prosker in the chat, as many issues get sorted out that way.`,
      },
      br: {
        title: 'E se o trabalho não ficou bom?',
        summary:
          'Quando o prosker marca o trabalho como concluído, você tem 7 dias para confirmar ou abrir uma disputa com o motivo.',
        body: `Quando o prosker marca o trabalho como concluído, ele aparece em [Meus pedidos](route:myOrders) aguardando sua confirmação. Se algo não ficou bom, abra uma **disputa em até 7 dias** e explique o motivo: a equipe da Prosk analisa e resolve. Se você não confirmar nem abrir uma disputa nesses 7 dias, o trabalho é concluído automaticamente. Antes de abrir uma disputa, vale conversar com o prosker pelo chat, porque muitas vezes o problema se resolve assim.`,
      },
    },
  },
  {
    kind: 'faq',
    slug: 'how-do-i-leave-a-review',
    section: 'clients',
    position: 8,
    text: {
      es: {
        title: '¿Cómo dejo una reseña?',
        summary:
          'Cuando el trabajo se completa, puedes calificar al prosker con estrellas y un comentario: una reseña por trabajo.',
        body: `Cuando un trabajo se completa, puedes dejar una reseña con una calificación en estrellas y un texto. Hay una sola reseña por trabajo, así que tómate un momento para contar cómo te fue: puntualidad, calidad del trabajo, trato. Tu opinión ayuda a otros clientes a elegir y a los buenos proskers a destacarse. Algunos proskers te pueden enviar un recordatorio para pedirte la reseña después del trabajo.`,
      },
      en: {
        title: 'How do I leave a review?',
        summary:
          'Once the job is completed, you can rate the prosker with stars and a comment: one review per job.',
        body: `When a job is completed, you can leave a review with a star rating and a short text. There is only one review per job, so take a moment to say how it went: punctuality, quality of the work, how you were treated. Your review helps other clients choose and helps good proskers stand out. Some proskers may send you a reminder asking for your review after the job.`,
      },
      br: {
        title: 'Como deixo uma avaliação?',
        summary:
          'Quando o trabalho é concluído, você pode avaliar o prosker com estrelas e um comentário: uma avaliação por trabalho.',
        body: `Quando um trabalho é concluído, você pode deixar uma avaliação com estrelas e um texto. Há apenas uma avaliação por trabalho, então conte com calma como foi: pontualidade, qualidade do serviço, atendimento. Sua opinião ajuda outros clientes a escolher e os bons proskers a se destacarem. Alguns proskers podem enviar um lembrete pedindo sua avaliação depois do trabalho.`,
      },
    },
  },
  {
    kind: 'faq',
    slug: 'how-does-the-chat-work',
    section: 'clients',
    position: 9,
    text: {
      es: {
        title: '¿Cómo funciona el chat? ¿Puedo bloquear o denunciar a alguien?',
        summary:
          'Chateas en tiempo real y puedes enviar imágenes y PDF. Puedes bloquear o denunciar a quien te moleste.',
        body: `Desde cualquier perfil puedes iniciar una conversación, y todos tus chats están en [Mensajes](route:chat). Los mensajes llegan en tiempo real y puedes adjuntar imágenes y archivos PDF, por ejemplo una foto del problema o un presupuesto. Si alguien te molesta, puedes **bloquearlo** o **denunciarlo** ante el equipo de Prosk desde la misma conversación.`,
      },
      en: {
        title: 'How does the chat work, and can I block or report someone?',
        summary:
          'You chat in real time and can send images and PDFs. You can block or report anyone who bothers you.',
        body: `You can start a conversation from any profile, and all your chats are in [Messages](route:chat). Messages arrive in real time and you can attach images and PDF files, such as a photo of the problem or a quote. If someone bothers you, you can **block** them or **report** them to the Prosk team from the conversation itself.`,
      },
      br: {
        title: 'Como funciona o chat? Posso bloquear ou denunciar alguém?',
        summary:
          'Você conversa em tempo real e pode enviar imagens e PDFs. Pode bloquear ou denunciar quem incomodar você.',
        body: `Você pode iniciar uma conversa a partir de qualquer perfil, e todos os seus chats ficam em [Mensagens](route:chat). As mensagens chegam em tempo real e você pode anexar imagens e arquivos PDF, como uma foto do problema ou um orçamento. Se alguém incomodar você, é possível **bloquear** ou **denunciar** essa pessoa à equipe da Prosk na própria conversa.`,
      },
    },
  },
  {
    kind: 'faq',
    slug: 'how-do-i-save-favourites',
    section: 'clients',
    position: 10,
    text: {
      es: {
        title: '¿Cómo guardo un prosker en favoritos?',
        summary: 'Marca su perfil como favorito y encuéntralo después en Mis favoritos.',
        body: `Cuando encuentras un prosker que te gusta, marca su perfil como favorito. Todos los perfiles que guardaste están en [Mis favoritos](route:myFavorites), para volver a ellos cuando necesites el servicio otra vez o para comparar opciones con calma.`,
      },
      en: {
        title: 'How do I save a prosker as a favourite?',
        summary: 'Mark their profile as a favourite and find it later in My favourites.',
        body: `When you find a prosker you like, mark their profile as a favourite. All the profiles you've saved are in [My favourites](route:myFavorites), so you can come back to them when you need the service again or compare options at your own pace.`,
      },
      br: {
        title: 'Como salvo um prosker nos favoritos?',
        summary: 'Marque o perfil como favorito e encontre-o depois em Meus favoritos.',
        body: `Quando encontrar um prosker de que gostou, marque o perfil dele como favorito. Todos os perfis que você salvou ficam em [Meus favoritos](route:myFavorites), para voltar a eles quando precisar do serviço de novo ou comparar opções com calma.`,
      },
    },
  },
  {
    kind: 'faq',
    slug: 'how-will-i-be-notified',
    section: 'clients',
    position: 11,
    text: {
      es: {
        title: '¿Cómo me avisa Prosk?',
        summary:
          'En la app, por e-mail y por WhatsApp, como elijas para cada tema. Además, recibes recordatorios antes de cada cita.',
        body: `Prosk puede avisarte con la campanita de la app, por e-mail y por WhatsApp. En [Notificaciones](route:settingsNotifications) eliges qué canales usar para cada tema. Antes de una cita recibes recordatorios **24 horas y 2 horas** antes. Los WhatsApp no se envían entre las 22:00 y las 08:00, y cada e-mail trae un enlace para darte de baja con un clic.`,
      },
      en: {
        title: 'How will Prosk notify me?',
        summary:
          'In the app, by e-mail and by WhatsApp, as you choose for each topic. You also get reminders before appointments.',
        body: `Prosk can notify you with the bell in the app, by e-mail and by WhatsApp. In [Notifications](route:settingsNotifications) you choose which channels to use for each topic. Before an appointment you get reminders **24 hours and 2 hours** ahead. WhatsApp messages are not sent between 22:00 and 08:00, and every e-mail includes a one-click unsubscribe link.`,
      },
      br: {
        title: 'Como a Prosk me avisa?',
        summary:
          'No app, por e-mail e por WhatsApp, como você escolher para cada assunto. Você também recebe lembretes antes de cada horário.',
        body: `A Prosk pode avisar você pelo sininho do app, por e-mail e por WhatsApp. Em [Notificações](route:settingsNotifications) você escolhe quais canais usar para cada assunto. Antes de um horário marcado, você recebe lembretes com **24 horas e 2 horas** de antecedência. As mensagens de WhatsApp não são enviadas entre 22h e 8h, e todo e-mail traz um link para cancelar o recebimento com um clique.`,
      },
    },
  },
  {
    kind: 'faq',
    slug: 'how-do-i-download-my-data-or-close-my-account',
    section: 'clients',
    position: 12,
    text: {
      es: {
        title: '¿Cómo descargo mis datos o cierro mi cuenta?',
        summary:
          'En Configuración → Mis datos puedes descargar todos tus datos en un archivo o cerrar tu cuenta.',
        body: `Entra a [Mis datos](route:settingsData). Ahí puedes **descargar todos tus datos** en un archivo y **cerrar tu cuenta**: tus mensajes se anonimizan y se cierran todas tus sesiones. Para elegir qué partes de tu perfil ven los demás, como el teléfono o la dirección, usa [Privacidad](route:settingsPrivacy). Para cualquier otra solicitud sobre tus datos personales escribe a privacidad@prosk.uy (Uruguay) o privacidade@prosk.com.br (Brasil); respondemos dentro de un mes. Más información en la [política de privacidad](route:privacy).`,
      },
      en: {
        title: 'How do I download my data or close my account?',
        summary:
          'In Settings → My data you can download all your data in a file or close your account.',
        body: `Go to [My data](route:settingsData). There you can **download all your data** in a file and **close your account**: your messages are anonymised and all your sessions are ended. To choose which parts of your profile others can see, such as your phone or address, use [Privacy](route:settingsPrivacy). For any other request about your personal data, write to privacidad@prosk.uy (Uruguay) or privacidade@prosk.com.br (Brazil); we answer within one month. Read more in the [privacy policy](route:privacy).`,
      },
      br: {
        title: 'Como baixo meus dados ou encerro minha conta?',
        summary:
          'Em Configurações → Meus dados você pode baixar todos os seus dados em um arquivo ou encerrar sua conta.',
        body: `Acesse [Meus dados](route:settingsData). Ali você pode **baixar todos os seus dados** em um arquivo e **encerrar sua conta**: suas mensagens são anonimizadas e todas as suas sessões são encerradas. Para escolher quais partes do seu perfil os outros veem, como telefone ou endereço, use [Privacidade](route:settingsPrivacy). Para qualquer outra solicitação sobre seus dados pessoais, escreva para privacidade@prosk.com.br (Brasil) ou privacidad@prosk.uy (Uruguai); respondemos em até um mês. Saiba mais na [política de privacidade](route:privacy).`,
      },
    },
  },

  // Proskers
  {
    kind: 'faq',
    slug: 'how-do-i-start-selling',
    section: 'proskers',
    position: 1,
    text: {
      es: {
        title: '¿Cómo empiezo a vender en Prosk?',
        summary:
          'Regístrate, verifica tu e-mail, completa tu perfil, vincula Mercado Pago y publica tus servicios.',
        body: `Empezar lleva pocos pasos:

1. [Regístrate](route:signUp) con e-mail y contraseña, o con Google o Facebook, y verifica tu e-mail.
2. Completa tu [perfil](route:settings) con foto, banner, nombre, descripción y direcciones, y elige tus [categorías y modalidades](route:settingsCatalogue).
3. Vincula tu cuenta de Mercado Pago en [Pagos](route:settingsPayments) para recibir cobros.
4. Publica tus [servicios](route:settingsServices) con título, descripción, precio e imagen.

Suma fotos y videos a tu [galería](route:settingsMedia) para mostrar tu trabajo. Prosk funciona en Uruguay (prosk.uy) y en Brasil; más detalles en [cómo vender](route:howToSell).`,
      },
      en: {
        title: 'How do I start selling on Prosk?',
        summary:
          'Sign up, verify your e-mail, complete your profile, link Mercado Pago and publish your services.',
        body: `Getting started takes a few steps:

1. [Sign up](route:signUp) with an e-mail and password, or with Google or Facebook, and verify your e-mail.
2. Complete your [profile](route:settings) with a photo, banner, name, description and addresses, and choose your [categories and skills](route:settingsCatalogue).
3. Link your Mercado Pago account in [Payments](route:settingsPayments) to receive payments.
4. Publish your [services](route:settingsServices) with a title, description, price and image.

Add photos and videos to your [gallery](route:settingsMedia) to show your work. Prosk works in Uruguay (prosk.uy) and in Brazil; read more in [how to sell](route:howToSell).`,
      },
      br: {
        title: 'Como começo a vender na Prosk?',
        summary:
          'Cadastre-se, confirme seu e-mail, complete seu perfil, vincule o Mercado Pago e publique seus serviços.',
        body: `Começar leva poucos passos:

1. [Cadastre-se](route:signUp) com e-mail e senha, ou com Google ou Facebook, e confirme seu e-mail.
2. Complete seu [perfil](route:settings) com foto, banner, nome, descrição e endereços, e escolha suas [categorias e modalidades](route:settingsCatalogue).
3. Vincule sua conta do Mercado Pago em [Pagamentos](route:settingsPayments) para receber pagamentos.
4. Publique seus [serviços](route:settingsServices) com título, descrição, preço e imagem.

Adicione fotos e vídeos à sua [galeria](route:settingsMedia) para mostrar seu trabalho. A Prosk funciona no Brasil e no Uruguai; saiba mais em [como vender](route:howToSell).`,
      },
    },
  },
  {
    kind: 'faq',
    slug: 'why-is-my-profile-not-visible',
    section: 'proskers',
    position: 2,
    text: {
      es: {
        title: '¿Por qué mi perfil no aparece en la búsqueda?',
        summary:
          'Tu perfil aparece en la búsqueda cuando está completo al 55 % o más. Cada dato que falta resta 14 puntos.',
        body: `Tu perfil tiene un puntaje de completitud que parte de 100 % y pierde 14 puntos por cada dato que falta: foto de perfil, nombre y apellido, categorías, modalidades, banner, dirección y vínculo con Mercado Pago. Solo apareces en la búsqueda con **55 % o más**, es decir, te pueden faltar como máximo tres de esos datos. Complétalos en tu [perfil](route:settings), en [categorías y modalidades](route:settingsCatalogue) y en [Pagos](route:settingsPayments).`,
      },
      en: {
        title: "Why doesn't my profile appear in search?",
        summary:
          'Your profile shows up in search once it is at least 55 % complete. Each missing item takes off 14 points.',
        body: `Your profile has a completeness score that starts at 100 % and loses 14 points for each missing item: profile photo, first and last name, categories, skills, banner, address and Mercado Pago link. You appear in search only at **55 % or more**, which means you can be missing at most three of those items. Fill them in on your [profile](route:settings), in [categories and skills](route:settingsCatalogue) and in [Payments](route:settingsPayments).`,
      },
      br: {
        title: 'Por que meu perfil não aparece na busca?',
        summary:
          'Seu perfil aparece na busca quando está pelo menos 55% completo. Cada item que falta tira 14 pontos.',
        body: `Seu perfil tem uma pontuação de preenchimento que começa em 100% e perde 14 pontos para cada item que falta: foto de perfil, nome e sobrenome, categorias, modalidades, banner, endereço e vínculo com o Mercado Pago. Você só aparece na busca com **55% ou mais**, ou seja, podem faltar no máximo três desses itens. Complete-os no seu [perfil](route:settings), em [categorias e modalidades](route:settingsCatalogue) e em [Pagamentos](route:settingsPayments).`,
      },
    },
  },
  {
    kind: 'faq',
    slug: 'how-do-i-link-mercado-pago',
    section: 'proskers',
    position: 3,
    text: {
      es: {
        title: '¿Cómo vinculo mi cuenta de Mercado Pago?',
        summary:
          'Ve a Configuración → Pagos y conecta tu propia cuenta de Mercado Pago para recibir pagos electrónicos.',
        body: `Entra a [Pagos](route:settingsPayments) en tu configuración y sigue los pasos para conectar tu cuenta de Mercado Pago. Te llevamos a Mercado Pago para que autorices el vínculo y después vuelves a Prosk. Una vez vinculada, tus clientes pueden pagarte con tarjeta desde la plataforma y el dinero llega a tu propia cuenta. El vínculo también suma a la completitud de tu perfil.`,
      },
      en: {
        title: 'How do I link my Mercado Pago account?',
        summary:
          'Go to Settings → Payments and connect your own Mercado Pago account to receive electronic payments.',
        body: `Open [Payments](route:settingsPayments) in your settings and follow the steps to connect your Mercado Pago account. You're taken to Mercado Pago to authorise the link and then brought back to Prosk. Once it's linked, your clients can pay you by card through the platform and the money goes to your own account. The link also counts towards your profile completeness.`,
      },
      br: {
        title: 'Como vinculo minha conta do Mercado Pago?',
        summary:
          'Acesse Configurações → Pagamentos e conecte sua própria conta do Mercado Pago para receber pagamentos eletrônicos.',
        body: `Abra [Pagamentos](route:settingsPayments) nas suas configurações e siga os passos para conectar sua conta do Mercado Pago. Você é levado ao Mercado Pago para autorizar o vínculo e depois volta para a Prosk. Com a conta vinculada, seus clientes podem pagar com cartão pela plataforma e o dinheiro vai para a sua própria conta. O vínculo também conta para o preenchimento do seu perfil.`,
      },
    },
  },
  {
    kind: 'faq',
    slug: 'how-much-does-prosk-charge',
    section: 'proskers',
    position: 4,
    text: {
      es: {
        title: '¿Cuánto cobra Prosk por cada venta?',
        summary:
          'Una comisión de 4,49 % + IVA en el plan Gratis o de 2,99 % + IVA en Premium, sobre los pagos que recibes por Prosk.',
        body: `Prosk cobra una comisión del marketplace sobre los pagos que recibes por Mercado Pago en la plataforma: **4,49 % + IVA** en el plan Gratis y **2,99 % + IVA** en el plan Premium. Tener tu perfil, aparecer en la búsqueda y chatear con clientes está incluido en el plan Gratis. Si vendes con frecuencia, la comisión más baja de Premium puede compensar la suscripción; compáralos en [Planes](route:subscriptionPlans).`,
      },
      en: {
        title: 'How much does Prosk charge per sale?',
        summary:
          'A fee of 4.49 % + VAT on the Free plan, or 2.99 % + VAT on Premium, on the payments you receive through Prosk.',
        body: `Prosk charges a marketplace fee on the payments you receive through Mercado Pago on the platform: **4.49 % + VAT** on the Free plan and **2.99 % + VAT** on the Premium plan. Having your profile, appearing in search and chatting with clients are included in the Free plan. If you sell often, the lower Premium fee can make up for the subscription; compare them in [Plans](route:subscriptionPlans).`,
      },
      br: {
        title: 'Quanto a Prosk cobra por venda?',
        summary:
          'Uma taxa de 4,49% + impostos no plano Grátis ou de 2,99% + impostos no Premium, sobre os pagamentos recebidos pela Prosk.',
        body: `A Prosk cobra uma taxa de marketplace sobre os pagamentos que você recebe pelo Mercado Pago na plataforma: **4,49% + impostos** no plano Grátis e **2,99% + impostos** no plano Premium. Ter seu perfil, aparecer na busca e conversar com clientes está incluído no plano Grátis. Se você vende com frequência, a taxa menor do Premium pode compensar a assinatura; compare em [Planos](route:subscriptionPlans).`,
      },
    },
  },
  {
    kind: 'faq',
    slug: 'when-do-i-get-paid',
    section: 'proskers',
    position: 5,
    text: {
      es: {
        title: '¿Cuándo recibo el dinero?',
        summary:
          'El dinero se libera en tu cuenta de Mercado Pago 21 días después del pago del cliente, según el plazo de Mercado Pago.',
        body: `Los pagos de tus clientes van a la cuenta de Mercado Pago que vinculaste en [Pagos](route:settingsPayments). El dinero se libera **21 días después del pago**, que es el plazo de liberación de Mercado Pago. Puedes seguir tus trabajos y su estado en [Mis trabajos](route:adminServices). Recuerda que un trabajo pago que se cancela con al menos 24 horas de anticipación se le devuelve completo al cliente.`,
      },
      en: {
        title: 'When do I get paid?',
        summary:
          "The money is released to your Mercado Pago account 21 days after the client pays, per Mercado Pago's release period.",
        body: `Your clients' payments go to the Mercado Pago account you linked in [Payments](route:settingsPayments). The money is released **21 days after the payment**, which is Mercado Pago's release period. You can follow your jobs and their status in [My jobs](route:adminServices). Keep in mind that a paid job cancelled at least 24 hours before the start is refunded to the client in full.`,
      },
      br: {
        title: 'Quando recebo o dinheiro?',
        summary:
          'O dinheiro é liberado na sua conta do Mercado Pago 21 dias após o pagamento do cliente, conforme o prazo do Mercado Pago.',
        body: `Os pagamentos dos seus clientes vão para a conta do Mercado Pago que você vinculou em [Pagamentos](route:settingsPayments). O dinheiro é liberado **21 dias após o pagamento**, que é o prazo de liberação do Mercado Pago. Você pode acompanhar seus trabalhos e o status de cada um em [Meus trabalhos](route:adminServices). Lembre-se de que um trabalho pago cancelado com pelo menos 24 horas de antecedência é reembolsado integralmente ao cliente.`,
      },
    },
  },
  {
    kind: 'faq',
    slug: 'what-plans-are-there',
    section: 'proskers',
    position: 6,
    text: {
      es: {
        title: '¿Qué planes hay y cómo funciona la prueba gratis?',
        summary:
          'Gratis y Premium. Premium suma agenda, mejor ubicación y menor comisión, y puedes probarlo gratis durante 30 días.',
        body: `- **Gratis**: perfil público y presencia en la búsqueda, chat con clientes y cobros con Mercado Pago con 4,49 % + IVA.
- **Premium**: todo lo anterior más la agenda con reservas, mejor ubicación en la búsqueda, recordatorios y pedidos de reseña automáticos a tus clientes en tu nombre, y comisión de 2,99 % + IVA.

Premium incluye **30 días de prueba gratis** y se paga por mes, trimestre, semestre o año: en Uruguay cuesta UYU 590, 1.590, 2.990 o 5.490, y en Brasil R$ 39,90, 107,90, 199,90 o 359,90. Si tienes un cupón, puedes usarlo al suscribirte. Mira todos los detalles en [Planes](route:subscriptionPlans).`,
      },
      en: {
        title: 'What plans are there, and how does the free trial work?',
        summary:
          'Free and Premium. Premium adds the agenda, better placement and a lower fee, and you can try it free for 30 days.',
        body: `- **Free**: public profile and search listing, chat with clients and Mercado Pago payments at 4.49 % + VAT.
- **Premium**: all of the above plus the agenda with bookings, better placement in search, automatic reminders and review requests sent to your clients in your name, and a 2.99 % + VAT fee.

Premium comes with a **30-day free trial** and is billed monthly, quarterly, half-yearly or yearly: in Uruguay it costs UYU 590, 1,590, 2,990 or 5,490, and in Brazil R$ 39.90, 107.90, 199.90 or 359.90. If you have a coupon, you can use it when you subscribe. See all the details in [Plans](route:subscriptionPlans).`,
      },
      br: {
        title: 'Quais planos existem e como funciona o teste grátis?',
        summary:
          'Grátis e Premium. O Premium traz agenda, melhor posição na busca e taxa menor, e você pode testá-lo grátis por 30 dias.',
        body: `- **Grátis**: perfil público e presença na busca, chat com clientes e pagamentos pelo Mercado Pago com 4,49% + impostos.
- **Premium**: tudo isso e mais a agenda com reservas, melhor posição na busca, lembretes e pedidos de avaliação automáticos para seus clientes em seu nome, e taxa de 2,99% + impostos.

O Premium tem **30 dias de teste grátis** e pode ser pago por mês, trimestre, semestre ou ano: no Brasil custa R$ 39,90, 107,90, 199,90 ou 359,90, e no Uruguai UYU 590, 1.590, 2.990 ou 5.490. Se você tiver um cupom, pode usá-lo ao assinar. Veja todos os detalhes em [Planos](route:subscriptionPlans).`,
      },
    },
  },
  {
    kind: 'faq',
    slug: 'how-does-the-agenda-work',
    section: 'proskers',
    position: 7,
    text: {
      es: {
        title: '¿Cómo funciona la agenda y cómo apruebo las reservas?',
        summary:
          'Con Premium defines tu disponibilidad semanal y tus días libres; los clientes reservan turnos de una hora que tú apruebas.',
        body: `En la [Agenda](route:agenda) defines tu disponibilidad semanal y agregas fechas especiales, como tus días libres. Los clientes reservan turnos de una hora dentro de esa disponibilidad, y cada reserva queda esperando tu aprobación: puedes **aprobarla** o **rechazarla**. La agenda no permite fechas pasadas ni eventos superpuestos, así que no tendrás dos clientes a la misma hora. La agenda es parte del [plan Premium](route:subscriptionPlans).`,
      },
      en: {
        title: 'How does the agenda work, and how do I approve bookings?',
        summary:
          'With Premium you set your weekly availability and days off; clients book one-hour slots that you approve or reject.',
        body: `In the [Agenda](route:agenda) you set your weekly availability and add special dates, such as your days off. Clients book one-hour slots within that availability, and each booking waits for your approval: you can **approve** or **reject** it. The agenda doesn't allow past dates or overlapping events, so you won't end up with two clients at the same time. The agenda is part of the [Premium plan](route:subscriptionPlans).`,
      },
      br: {
        title: 'Como funciona a agenda e como aprovo as reservas?',
        summary:
          'Com o Premium você define sua disponibilidade semanal e folgas; os clientes reservam horários de uma hora que você aprova.',
        body: `Na [Agenda](route:agenda) você define sua disponibilidade semanal e adiciona datas especiais, como suas folgas. Os clientes reservam horários de uma hora dentro dessa disponibilidade, e cada reserva fica aguardando sua aprovação: você pode **aprovar** ou **recusar**. A agenda não permite datas passadas nem eventos sobrepostos, então você não terá dois clientes no mesmo horário. A agenda faz parte do [plano Premium](route:subscriptionPlans).`,
      },
    },
  },
  {
    kind: 'faq',
    slug: 'how-do-i-make-an-offer',
    section: 'proskers',
    position: 8,
    text: {
      es: {
        title: '¿Cómo le hago una oferta a un cliente desde el chat?',
        summary:
          'En la conversación, usa el botón para hacer una oferta y crea un trabajo con lo que acordaste con ese cliente.',
        body: `Cuando un cliente te pide algo que no está entre tus servicios publicados, puedes prepararle un trabajo a medida. En el [chat](route:chat) con ese cliente, toca el botón para hacer una oferta: se abre un [nuevo trabajo](route:jobCreate) para él, donde describes el trabajo y pones el precio. A partir de ahí sigue el camino habitual y, si requiere pago, el cliente lo paga con Mercado Pago. Lo sigues en [Mis trabajos](route:adminServices).`,
      },
      en: {
        title: 'How do I send a client an offer from the chat?',
        summary:
          'In the conversation, use the make-an-offer button to create a job with what you agreed with that client.',
        body: `When a client asks for something that isn't among your published services, you can prepare a tailored job for them. In the [chat](route:chat) with that client, tap the button to make an offer: it opens a [new job](route:jobCreate) for them, where you describe the work and set the price. From there it follows the usual flow and, if it requires payment, the client pays through Mercado Pago. You can follow it in [My jobs](route:adminServices).`,
      },
      br: {
        title: 'Como faço uma proposta para um cliente pelo chat?',
        summary:
          'Na conversa, use o botão de fazer proposta para criar um trabalho com o que você combinou com esse cliente.',
        body: `Quando um cliente pede algo que não está entre seus serviços publicados, você pode preparar um trabalho sob medida para ele. No [chat](route:chat) com esse cliente, toque no botão de fazer proposta: abre-se um [novo trabalho](route:jobCreate) para ele, onde você descreve o serviço e define o preço. A partir daí o trabalho segue o fluxo normal e, se exigir pagamento, o cliente paga pelo Mercado Pago. Acompanhe tudo em [Meus trabalhos](route:adminServices).`,
      },
    },
  },
  {
    kind: 'faq',
    slug: 'can-i-pause-or-cancel-my-subscription',
    section: 'proskers',
    position: 9,
    text: {
      es: {
        title: '¿Puedo pausar o cancelar mi suscripción?',
        summary: 'Sí. Desde Mi suscripción puedes pausar, reanudar o cancelar tu plan Premium.',
        body: `Entra a [Mi suscripción](route:mySubscription) para gestionar tu plan Premium. Puedes **pausarlo**, por ejemplo en vacaciones o en una temporada floja, **reanudarlo** cuando quieras o **cancelarlo**. Tu perfil público, el chat y los cobros con Mercado Pago son parte del plan Gratis, así que no dependen de tener una suscripción.`,
      },
      en: {
        title: 'Can I pause or cancel my subscription?',
        summary: 'Yes. From My subscription you can pause, resume or cancel your Premium plan.',
        body: `Go to [My subscription](route:mySubscription) to manage your Premium plan. You can **pause** it, for example during holidays or a quiet season, **resume** it whenever you like, or **cancel** it. Your public profile, the chat and Mercado Pago payments are part of the Free plan, so they don't depend on having a subscription.`,
      },
      br: {
        title: 'Posso pausar ou cancelar minha assinatura?',
        summary:
          'Sim. Em Minha assinatura você pode pausar, retomar ou cancelar seu plano Premium.',
        body: `Acesse [Minha assinatura](route:mySubscription) para gerenciar seu plano Premium. Você pode **pausar**, por exemplo nas férias ou numa época de menos movimento, **retomar** quando quiser ou **cancelar**. Seu perfil público, o chat e os pagamentos pelo Mercado Pago fazem parte do plano Grátis, então não dependem de ter uma assinatura.`,
      },
    },
  },
  {
    kind: 'faq',
    slug: 'can-i-decline-or-cancel-a-job',
    section: 'proskers',
    position: 10,
    text: {
      es: {
        title: '¿Puedo rechazar o cancelar un trabajo?',
        summary:
          'Puedes rechazar los pedidos nuevos y cancelar un trabajo aceptado, con un motivo, hasta 24 horas antes del inicio.',
        body: `Cuando llega un pedido nuevo, decides si lo aceptas o lo rechazas en [Mis trabajos](route:adminServices). Una vez aceptado, igual puedes cancelarlo indicando el motivo hasta **24 horas antes del inicio**, igual que el cliente. Si el cliente ya había pagado, se le devuelve el importe completo. Cancelar afecta a alguien que contaba contigo, así que avísale por el chat y hazlo solo cuando sea realmente necesario.`,
      },
      en: {
        title: 'Can I decline or cancel a job?',
        summary:
          'You can decline new requests, and cancel an accepted job with a reason up to 24 hours before it starts.',
        body: `When a new request arrives, you decide whether to accept or decline it in [My jobs](route:adminServices). Once accepted, you can still cancel it with a reason up to **24 hours before the start**, just like the client. If the client had already paid, they get a full refund. Cancelling affects someone who was counting on you, so let them know in the chat and only do it when it's really necessary.`,
      },
      br: {
        title: 'Posso recusar ou cancelar um trabalho?',
        summary:
          'Você pode recusar pedidos novos e cancelar um trabalho aceito, informando o motivo, até 24 horas antes do início.',
        body: `Quando chega um pedido novo, você decide se aceita ou recusa em [Meus trabalhos](route:adminServices). Depois de aceito, ainda é possível cancelar informando o motivo até **24 horas antes do início**, assim como o cliente. Se o cliente já tinha pago, ele recebe o reembolso integral. Cancelar afeta alguém que contava com você, então avise pelo chat e faça isso só quando for realmente necessário.`,
      },
    },
  },
  {
    kind: 'faq',
    slug: 'how-do-reviews-i-receive-work',
    section: 'proskers',
    position: 11,
    text: {
      es: {
        title: '¿Cómo funcionan las reseñas que recibo?',
        summary:
          'Después de cada trabajo completado, el cliente puede dejar una reseña con estrellas y un comentario.',
        body: `Cuando un trabajo se completa, el cliente puede dejar una reseña con una calificación en estrellas y un comentario: una por trabajo. Las reseñas construyen tu reputación, y los clientes pueden filtrar la búsqueda por calificación. Con [Premium](route:subscriptionPlans), Prosk puede pedirles la reseña a tus clientes automáticamente y en tu nombre después del trabajo. Si crees que una reseña no cumple los [términos](route:terms), escríbenos desde el [formulario de contacto](route:contact).`,
      },
      en: {
        title: 'How do the reviews I receive work?',
        summary:
          'After each completed job, the client can leave a review with stars and a comment.',
        body: `When a job is completed, the client can leave a review with a star rating and a comment: one per job. Reviews build your reputation, and clients can filter search results by rating. With [Premium](route:subscriptionPlans), Prosk can automatically ask your clients for a review in your name after the job. If you think a review breaks the [terms](route:terms), write to us through the [contact form](route:contact).`,
      },
      br: {
        title: 'Como funcionam as avaliações que recebo?',
        summary:
          'Depois de cada trabalho concluído, o cliente pode deixar uma avaliação com estrelas e um comentário.',
        body: `Quando um trabalho é concluído, o cliente pode deixar uma avaliação com estrelas e um comentário: uma por trabalho. As avaliações constroem sua reputação, e os clientes podem filtrar a busca por avaliação. Com o [Premium](route:subscriptionPlans), a Prosk pode pedir a avaliação aos seus clientes automaticamente e em seu nome depois do trabalho. Se você acha que uma avaliação não cumpre os [termos](route:terms), fale com a gente pelo [formulário de contato](route:contact).`,
      },
    },
  },
  {
    kind: 'faq',
    slug: 'how-do-whatsapp-notifications-work',
    section: 'proskers',
    position: 12,
    text: {
      es: {
        title: '¿Cómo funcionan los avisos por WhatsApp y el horario de descanso?',
        summary:
          'Eliges por tema si te avisamos en la app, por e-mail o por WhatsApp. No enviamos WhatsApp entre las 22:00 y las 08:00.',
        body: `En [Notificaciones](route:settingsNotifications) eliges, para cada tema, si quieres enterarte en la app, por e-mail o por WhatsApp. Los WhatsApp respetan un **horario de descanso de 22:00 a 08:00**, así que no te llegan de noche. Los recordatorios de citas se envían 24 horas y 2 horas antes, y todos tus avisos quedan en [Notificaciones](route:notifications), con la campanita de la app.`,
      },
      en: {
        title: 'How do WhatsApp notifications and quiet hours work?',
        summary:
          'Choose per topic whether to be notified in the app, by e-mail or by WhatsApp. No WhatsApp messages from 22:00 to 08:00.',
        body: `In [Notifications](route:settingsNotifications) you choose, for each topic, whether you want to hear about it in the app, by e-mail or by WhatsApp. WhatsApp messages respect **quiet hours from 22:00 to 08:00**, so they don't reach you at night. Appointment reminders are sent 24 hours and 2 hours beforehand, and all your notifications are kept in [Notifications](route:notifications), under the bell in the app.`,
      },
      br: {
        title: 'Como funcionam os avisos por WhatsApp e o horário de silêncio?',
        summary:
          'Escolha por assunto se quer ser avisado no app, por e-mail ou por WhatsApp. Não enviamos WhatsApp entre 22h e 8h.',
        body: `Em [Notificações](route:settingsNotifications) você escolhe, para cada assunto, se quer ser avisado no app, por e-mail ou por WhatsApp. As mensagens de WhatsApp respeitam um **horário de silêncio das 22h às 8h**, então não chegam à noite. Os lembretes de horários marcados são enviados com 24 horas e 2 horas de antecedência, e todos os seus avisos ficam em [Notificações](route:notifications), no sininho do app.`,
      },
    },
  },
];
