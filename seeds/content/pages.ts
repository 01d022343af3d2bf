import type { SeedContentItem } from './types';

/** The product's own pages (marketing, landings, about, guides), the team and the partners. */
export const PAGES: SeedContentItem[] = [
  {
    kind: 'page',
    slug: 'marketing',
    text: {
      es: {
        title: 'Qué es Prosk',
        summary:
          'Prosk conecta a quienes necesitan un servicio con trabajadores independientes y pequeños negocios de su zona: busca, conversa, reserva y paga seguro.',
        body: `## Un lugar para encontrar a quien sabe hacerlo

¿Se te rompió el calefón un domingo, necesitas pintar el apartamento antes de la mudanza o quieres retomar las clases de inglés? Prosk es un mercado de servicios pensado en Uruguay y presente también en Brasil, donde las personas encuentran a trabajadores independientes, microempresas y emprendedores de su zona. Y donde esos profesionales, a los que llamamos **proskers**, tienen una oficina digital para mostrar su trabajo, conversar con sus clientes y cobrar.

Sin llamadas a ciegas ni números anotados en un papel: ves el perfil, lees lo que opinan otros clientes, preguntas lo que necesites y recién ahí decides.

## Para clientes

- **Busca como prefieras:** por texto, por categoría, por ciudad, por calificación o por precio.
- **Conoce antes de contratar:** cada prosker tiene un perfil público con foto, descripción, habilidades, galería de trabajos y reseñas.
- **Conversa por chat:** puedes enviar fotos o un PDF con lo que necesitas y recibir una propuesta a medida.
- **Guarda tus favoritos** para volver a encontrarlos cuando los necesites.

Conoce más en [Prosk para clientes](route:clientsLanding).

## Para proskers

- **Un perfil profesional** que aparece en las búsquedas cuando está completo.
- **Clientes que llegan solos:** personas de tu zona que ya están buscando lo que ofreces.
- **Cobros electrónicos** con tu propia cuenta de Mercado Pago.
- Con el plan Premium, además, **agenda** con tu disponibilidad, mejor ubicación en las búsquedas y recordatorios automáticos a tus clientes.

Conoce más en [Prosk para proskers](route:proskersLanding).

## Cómo funciona

1. **Busca.** Escribe lo que necesitas o recorre las [categorías](route:categories), y filtra por ciudad, calificación o precio.
2. **Conversa.** Abre el perfil que te interese y escríbele al prosker por chat para aclarar detalles, precio y fecha.
3. **Reserva y paga.** Elige un servicio con fecha y turno (mañana o tarde) o un horario de la agenda del prosker. Cuando el trabajo requiere pago, lo haces con Mercado Pago, con tarjeta y en cuotas si quieres.
4. **Confirma y califica.** Cuando el prosker marca el trabajo como terminado, lo confirmas y dejas tu reseña para ayudar a otros.

## Confianza en cada paso

**Reseñas reales.** Solo quien completó un trabajo puede dejar una reseña, y una sola por trabajo. Las estrellas que ves reflejan experiencias verdaderas.

**Pago seguro.** Los pagos se procesan a través de Mercado Pago. Los datos de tu tarjeta van directo a Mercado Pago y Prosk nunca los guarda.

**Cancelación con tiempo.** Cualquiera de las dos partes puede cancelar, indicando el motivo, hasta 24 horas antes del inicio. Si ya habías pagado y cancelas en plazo, se te devuelve el total.

**Alguien que responde.** Si algo no salió como esperabas, tienes 7 días para confirmar el trabajo o abrir una disputa, y el equipo de Prosk la revisa y la resuelve.

## Empieza hoy

¿Necesitas resolver algo? [Busca un prosker](route:profiles) ahora mismo. ¿Ofreces un servicio? [Crea tu cuenta gratis](route:signUp) y arma tu perfil en pocos minutos. Si te quedan dudas, pasa por las [preguntas frecuentes](route:faq).`,
      },
      en: {
        title: 'What is Prosk',
        summary:
          'Prosk connects people who need a service with independent workers and small businesses nearby: search, chat, book and pay safely.',
        body: `## A place to find someone who knows how

Water heater gave up on a Sunday? Need the flat painted before you move, or want to pick up your English lessons again? Prosk is a services marketplace built in Uruguay and also running in Brazil, where people find independent workers, micro-businesses and entrepreneurs near them. It is also where those professionals, whom we call **proskers**, get a digital office to show their work, talk to their clients and get paid.

No cold calls and no numbers scribbled on scraps of paper: you see the profile, read what other clients say, ask whatever you need and only then decide.

## For clients

- **Search your way:** by keyword, category, city, rating or price.
- **Know before you hire:** every prosker has a public profile with a photo, a description, skills, a gallery of past work and reviews.
- **Chat first:** send photos or a PDF of what you need and get an offer tailored to it.
- **Save favourites** so you can find them again next time.

Learn more on [Prosk for clients](route:clientsLanding).

## For proskers

- **A professional profile** that shows up in search once it is complete.
- **Clients who come to you:** people nearby who are already looking for what you offer.
- **Electronic payments** into your own Mercado Pago account.
- On the Premium plan, also an **agenda** with your availability, better placement in search and automatic reminders to your clients.

Learn more on [Prosk for proskers](route:proskersLanding).

## How it works

1. **Search.** Type what you need or browse the [categories](route:categories), then filter by city, rating or price.
2. **Chat.** Open a profile you like and message the prosker to agree on the details, the price and the date.
3. **Book and pay.** Pick a service with a date and a time of day (morning or afternoon), or a slot from the prosker's agenda. When the job requires payment, you pay through Mercado Pago by card, in instalments if you prefer.
4. **Confirm and review.** When the prosker marks the job as done, you confirm it and leave a review to help others.

## Trust at every step

**Real reviews.** Only someone who completed a job can review it, and only once per job. The stars you see come from real experiences.

**Safe payment.** Payments are processed by Mercado Pago. Your card details go straight to Mercado Pago; Prosk never stores them.

**Cancel in time.** Either side can cancel, giving a reason, up to 24 hours before the start. If you had already paid and cancel in time, you get a full refund.

**Someone to turn to.** If something went wrong, you have 7 days to confirm the job or open a dispute, and the Prosk team reviews and resolves it.

## Get started today

Need something done? [Find a prosker](route:profiles) right now. Offer a service? [Create your free account](route:signUp) and set up your profile in a few minutes. Still have questions? Visit the [FAQ](route:faq).`,
      },
      br: {
        title: 'O que é o Prosk',
        summary:
          'O Prosk conecta quem precisa de um serviço a profissionais autônomos e pequenos negócios da região: busque, converse, agende e pague com segurança.',
        body: `## Um lugar para achar quem sabe fazer

O chuveiro queimou no domingo, você precisa pintar o apartamento antes da mudança ou quer voltar às aulas de inglês? O Prosk é um marketplace de serviços criado no Uruguai e presente também no Brasil, onde as pessoas encontram profissionais autônomos, microempresas e empreendedores perto delas. E onde esses profissionais, que chamamos de **proskers**, ganham um escritório digital para mostrar o trabalho, conversar com os clientes e receber.

Nada de ligar no escuro ou de depender de um número anotado num papel: você vê o perfil, lê o que outros clientes disseram, tira suas dúvidas e só então decide.

## Para clientes

- **Busque do seu jeito:** por palavra, categoria, cidade, avaliação ou preço.
- **Conheça antes de contratar:** cada prosker tem um perfil público com foto, descrição, habilidades, galeria de trabalhos e avaliações.
- **Converse pelo chat:** envie fotos ou um PDF do que você precisa e receba uma proposta sob medida.
- **Salve seus favoritos** para encontrá-los de novo quando precisar.

Saiba mais em [Prosk para clientes](route:clientsLanding).

## Para proskers

- **Um perfil profissional** que aparece nas buscas quando está completo.
- **Clientes que chegam até você:** pessoas da sua região que já estão procurando o que você oferece.
- **Pagamentos eletrônicos** na sua própria conta do Mercado Pago.
- No plano Premium, também **agenda** com sua disponibilidade, melhor posição nas buscas e lembretes automáticos para seus clientes.

Saiba mais em [Prosk para proskers](route:proskersLanding).

## Como funciona

1. **Busque.** Digite o que precisa ou navegue pelas [categorias](route:categories) e filtre por cidade, avaliação ou preço.
2. **Converse.** Abra o perfil que interessar e mande uma mensagem ao prosker para combinar detalhes, valor e data.
3. **Agende e pague.** Escolha um serviço com data e turno (manhã ou tarde) ou um horário da agenda do prosker. Quando o trabalho exige pagamento, você paga pelo Mercado Pago, no cartão e, se quiser, parcelado.
4. **Confirme e avalie.** Quando o prosker marcar o trabalho como concluído, confirme e deixe sua avaliação para ajudar outras pessoas.

## Confiança em cada etapa

**Avaliações reais.** Só quem concluiu um trabalho pode avaliar, e uma única vez por trabalho. As estrelas que você vê vêm de experiências de verdade.

**Pagamento seguro.** Os pagamentos são processados pelo Mercado Pago. Os dados do seu cartão vão direto para o Mercado Pago; o Prosk nunca os armazena.

**Cancelamento com antecedência.** Qualquer uma das partes pode cancelar, informando o motivo, até 24 horas antes do início. Se você já pagou e cancela dentro do prazo, recebe o reembolso integral.

**Alguém para ajudar.** Se algo não saiu como esperado, você tem 7 dias para confirmar o trabalho ou abrir uma disputa, e a equipe do Prosk analisa e resolve.

## Comece hoje

Precisa resolver algo? [Encontre um prosker](route:profiles) agora mesmo. Oferece um serviço? [Crie sua conta grátis](route:signUp) e monte seu perfil em poucos minutos. Ficou alguma dúvida? Veja as [perguntas frequentes](route:faq).`,
      },
    },
  },
  {
    kind: 'page',
    slug: 'proskers',
    text: {
      es: {
        title: 'Vende tus servicios en Prosk',
        summary:
          'Perfil público, clientes que te buscan, chat, agenda y cobros en tu cuenta de Mercado Pago. Planes, comisiones y plazos de cobro, claros.',
        body: `## Tu oficina digital, sin complicaciones

Si trabajas por tu cuenta o tienes un pequeño negocio, sabes que conseguir clientes, coordinar horarios y cobrar lleva casi tanto tiempo como el trabajo mismo. Prosk junta todo eso en un solo lugar para que dediques tu tiempo a lo que sabes hacer.

## Un perfil que trabaja por ti

Tu perfil público es tu vidriera: foto, portada, descripción, categorías, habilidades, zonas donde trabajas, galería de fotos y videos, y publicaciones. Los clientes lo miran antes de escribirte, y las reseñas de los trabajos terminados van armando tu reputación.

## Aparece en las búsquedas

Los clientes buscan por texto, categoría, ciudad, calificación y precio. Tu perfil entra en los resultados cuando llega **al menos al 55 % de completitud**. El puntaje arranca en 100 y baja 14 puntos por cada dato que falte: foto de perfil, nombre, categorías, habilidades, portada, dirección y vínculo con Mercado Pago. Completarlo te lleva pocos minutos, y un perfil completo inspira más confianza.

## Chat y ofertas a medida

Los clientes te escriben por el chat de Prosk, en tiempo real, y pueden mandarte fotos o archivos PDF. Tú les respondes con una oferta hecha para ellos con el botón "Hacer una oferta". Si alguien se pasa de la raya, puedes bloquearlo y reportarlo.

## Cobros en tu propia cuenta de Mercado Pago

Vincula tu cuenta de Mercado Pago en Configuración → Pagos y recibe pagos con tarjeta, con la opción de cuotas para tu cliente. El dinero va a tu cuenta, y Prosk no guarda datos de tarjetas.

Hablemos claro de números:

- **Comisión en el plan Gratis:** 4,49 % + IVA de cada pago electrónico.
- **Comisión en el plan Premium:** 2,99 % + IVA.
- **Plazo de cobro:** el dinero se libera en tu cuenta **21 días después del pago**, que es el plazo de liberación de Mercado Pago.

## Planes: Gratis y Premium

**Gratis:** perfil público, presencia en las búsquedas, chat con clientes y cobros con Mercado Pago con una comisión de 4,49 % + IVA.

**Premium:** todo lo anterior y, además:

- **Agenda** con tu disponibilidad semanal, tus días libres y reservas de una hora que apruebas o rechazas.
- **Mejor ubicación** en los resultados de búsqueda.
- **Comunicación automática:** recordatorios de turnos y pedidos de reseña a tus clientes, enviados en tu nombre.
- **Comisión más baja:** 2,99 % + IVA.

Premium se paga por mes, por trimestre, por semestre o por año, y **los primeros 30 días son gratis**. Puedes pausar, retomar o cancelar tu suscripción cuando quieras desde "Mi suscripción".

Compara precios y detalles en los [planes](route:subscriptionPlans) o conoce más sobre [Prosk Premium](route:subscriptionLanding).

## Empieza hoy

1. [Crea tu cuenta](route:signUp) gratis.
2. Sigue la [guía para vender](route:howToSell), paso a paso.
3. Completa tu perfil y recibe tus primeros pedidos.`,
      },
      en: {
        title: 'Sell your services on Prosk',
        summary:
          'A public profile, clients searching for you, chat, an agenda and payments into your own Mercado Pago account. Plans, fees and payout times, plainly.',
        body: `## Your digital office, without the hassle

If you work for yourself or run a small business, you know that finding clients, juggling schedules and getting paid can take almost as long as the work itself. Prosk brings all of that into one place so you can spend your time on what you do best.

## A profile that works for you

Your public profile is your shop window: photo, banner, description, categories, skills, the areas you cover, a gallery of photos and videos, and posts. Clients look at it before they write to you, and reviews from completed jobs build up your reputation.

## Show up in search

Clients search by keyword, category, city, rating and price. Your profile appears in the results once it reaches **at least 55% completeness**. The score starts at 100 and drops 14 points for each missing item: profile photo, name, categories, skills, banner, address and Mercado Pago link. It only takes a few minutes to fill in, and a complete profile earns more trust.

## Chat and tailored offers

Clients message you through Prosk's real-time chat and can send photos or PDF files. You reply with an offer made just for them, using the "Make an offer" button. If someone crosses the line, you can block and report them.

## Payments into your own Mercado Pago account

Link your Mercado Pago account under Settings → Payments and accept card payments, with instalments available to your clients. The money goes to your account, and Prosk never stores card details.

Here are the numbers, plainly:

- **Fee on the Free plan:** 4.49% + VAT on each electronic payment.
- **Fee on the Premium plan:** 2.99% + VAT.
- **Payout time:** the money is released to your account **21 days after the payment**, which is Mercado Pago's release period.

## Plans: Free and Premium

**Free:** a public profile, a place in search, chat with clients and Mercado Pago payments at a 4.49% + VAT fee.

**Premium:** everything above, plus:

- An **agenda** with your weekly availability, your days off and one-hour bookings that you approve or reject.
- **Better placement** in search results.
- **Automated communication:** appointment reminders and review requests sent to your clients in your name.
- A **lower fee:** 2.99% + VAT.

Premium is billed monthly, quarterly, every six months or yearly, and **the first 30 days are free**. You can pause, resume or cancel your subscription whenever you like from "My subscription".

Compare prices and details on the [plans page](route:subscriptionPlans) or find out more about [Prosk Premium](route:subscriptionLanding).

## Get started today

1. [Create your account](route:signUp) for free.
2. Follow the step-by-step [guide to selling](route:howToSell).
3. Complete your profile and receive your first requests.`,
      },
      br: {
        title: 'Venda seus serviços no Prosk',
        summary:
          'Perfil público, clientes procurando por você, chat, agenda e pagamentos na sua conta do Mercado Pago. Planos, taxas e prazos, sem rodeios.',
        body: `## Seu escritório digital, sem complicação

Se você trabalha por conta própria ou tem um pequeno negócio, sabe que conseguir clientes, organizar horários e receber pode tomar quase tanto tempo quanto o próprio trabalho. O Prosk reúne tudo isso em um só lugar para você se dedicar ao que sabe fazer.

## Um perfil que trabalha por você

Seu perfil público é a sua vitrine: foto, capa, descrição, categorias, habilidades, regiões onde você atende, galeria de fotos e vídeos e publicações. Os clientes olham tudo isso antes de falar com você, e as avaliações dos trabalhos concluídos vão construindo sua reputação.

## Apareça nas buscas

Os clientes buscam por palavra, categoria, cidade, avaliação e preço. Seu perfil entra nos resultados quando atinge **pelo menos 55% de preenchimento**. A pontuação começa em 100 e perde 14 pontos por item que falta: foto de perfil, nome, categorias, habilidades, capa, endereço e vínculo com o Mercado Pago. Completar leva poucos minutos, e um perfil completo passa mais confiança.

## Chat e propostas sob medida

Os clientes falam com você pelo chat do Prosk, em tempo real, e podem enviar fotos ou arquivos PDF. Você responde com uma proposta feita para eles pelo botão "Fazer uma oferta". Se alguém passar dos limites, dá para bloquear e denunciar.

## Pagamentos na sua própria conta do Mercado Pago

Vincule sua conta do Mercado Pago em Configurações → Pagamentos e receba no cartão, com opção de parcelamento para o cliente. O dinheiro vai para a sua conta, e o Prosk não armazena dados de cartão.

Vamos falar de números com clareza:

- **Taxa no plano Grátis:** 4,49% + impostos sobre cada pagamento eletrônico.
- **Taxa no plano Premium:** 2,99% + impostos.
- **Prazo de repasse:** o dinheiro é liberado na sua conta **21 dias após o pagamento**, que é o prazo de liberação do Mercado Pago.

## Planos: Grátis e Premium

**Grátis:** perfil público, presença nas buscas, chat com clientes e pagamentos pelo Mercado Pago com taxa de 4,49% + impostos.

**Premium:** tudo isso e mais:

- **Agenda** com sua disponibilidade semanal, suas folgas e reservas de uma hora que você aprova ou recusa.
- **Melhor posição** nos resultados de busca.
- **Comunicação automática:** lembretes de horário e pedidos de avaliação enviados aos seus clientes em seu nome.
- **Taxa menor:** 2,99% + impostos.

O Premium pode ser mensal, trimestral, semestral ou anual, e **os primeiros 30 dias são grátis**. Você pode pausar, retomar ou cancelar a assinatura quando quiser em "Minha assinatura".

Compare preços e detalhes nos [planos](route:subscriptionPlans) ou saiba mais sobre o [Prosk Premium](route:subscriptionLanding).

## Comece hoje

1. [Crie sua conta](route:signUp) grátis.
2. Siga o [guia para vender](route:howToSell), passo a passo.
3. Complete seu perfil e receba seus primeiros pedidos.`,
      },
    },
  },
  {
    kind: 'page',
    slug: 'clients',
    text: {
      es: {
        title: 'Contrata con confianza',
        summary:
          'Reseñas reales, pago seguro con Mercado Pago, chat antes de contratar y cancelación hasta 24 horas antes. Así cuida Prosk a sus clientes.',
        body: `Contratar a alguien para que entre a tu casa, cuide a tu perro o le dé clases a tu hijo es una decisión de confianza. Prosk está pensado para que la tomes con toda la información a la vista y con reglas claras desde el principio.

## Para todo lo que necesitas

Plomería, electricidad, limpieza, carpintería, jardinería, belleza, salud y bienestar, clases particulares, tecnología, eventos, mudanzas y mascotas: en Prosk encuentras trabajadores independientes y pequeños negocios de tu zona para cada una de esas tareas, con su precio y su forma de trabajar a la vista.

## Reseñas que valen

En Prosk solo puede opinar quien contrató y completó un trabajo, y una sola vez por trabajo. No hay reseñas compradas ni de desconocidos: cada estrella viene de un servicio real. Antes de decidir, lee lo que escribieron otros clientes en el perfil del prosker.

## Habla antes de pagar

¿Tienes dudas sobre el precio, los materiales o el horario? Escríbele al prosker por chat y mándale fotos o un PDF de lo que necesitas. Muchos proskers te responden con una oferta a medida. Y si alguien no se comporta como corresponde, puedes bloquearlo y reportarlo.

## Pago seguro con Mercado Pago

Cuando un trabajo requiere pago, lo haces a través de Mercado Pago, con tarjeta y con la opción de pagar en cuotas. Los datos de tu tarjeta van directamente a Mercado Pago: **Prosk nunca los guarda**.

## Cancelación sin sustos

Si te surge un imprevisto, puedes cancelar indicando el motivo **hasta 24 horas antes** del inicio del trabajo. Si ya lo habías pagado, **se te devuelve el total**.

## Alguien que media si algo sale mal

Cuando el prosker marca el trabajo como terminado, tienes **7 días** para confirmarlo. Si algo no quedó bien, abre una disputa y cuenta el motivo: el equipo de Prosk revisa el caso y lo resuelve. Si no haces nada en esos 7 días, el trabajo se da por completado.

## Tus favoritos, a mano

Marca como favoritos a los proskers que te gustaron y encuéntralos en un clic la próxima vez que los necesites.

## Empieza a buscar

[Busca proskers](route:profiles) por nombre o servicio, recorre las [categorías](route:categories) o mira [cómo contratar paso a paso](route:howToBuy). Para chatear y reservar, [crea tu cuenta gratis](route:signUp).`,
      },
      en: {
        title: 'Hire with confidence',
        summary:
          'Real reviews, safe payment through Mercado Pago, chat before you hire and cancellation up to 24 hours before. This is how Prosk looks after clients.',
        body: `Hiring someone to come into your home, look after your dog or tutor your child is a decision built on trust. Prosk is designed so you can make it with all the information in front of you and clear rules from the start.

## For whatever you need

Plumbing, electrical work, cleaning, carpentry, gardening, beauty, health and wellness, private lessons, technology, events, moving and pets: on Prosk you find independent workers and small businesses near you for each of these, with their prices and the way they work out in the open.

## Reviews that count

On Prosk, only someone who hired and completed a job can leave a review, and only once per job. No bought reviews, no strangers: every star comes from a real service. Before you decide, read what other clients wrote on the prosker's profile.

## Talk before you pay

Not sure about the price, the materials or the time? Message the prosker in the chat and send photos or a PDF of what you need. Many proskers reply with an offer made to measure. And if someone behaves badly, you can block and report them.

## Safe payment through Mercado Pago

When a job requires payment, you pay through Mercado Pago by card, with the option of paying in instalments. Your card details go directly to Mercado Pago: **Prosk never stores them**.

## Cancel without worry

If something comes up, you can cancel, giving a reason, **up to 24 hours before** the job starts. If you had already paid, you get **a full refund**.

## Someone in the middle if things go wrong

When the prosker marks the job as done, you have **7 days** to confirm it. If something isn't right, open a dispute and explain why: the Prosk team reviews the case and resolves it. If you do nothing within those 7 days, the job is considered complete.

## Your favourites, close at hand

Mark the proskers you liked as favourites and find them in one click the next time you need them.

## Start searching

[Search proskers](route:profiles) by name or service, browse the [categories](route:categories) or see [how to hire, step by step](route:howToBuy). To chat and book, [create your free account](route:signUp).`,
      },
      br: {
        title: 'Contrate com confiança',
        summary:
          'Avaliações reais, pagamento seguro pelo Mercado Pago, chat antes de contratar e cancelamento até 24 horas antes. É assim que o Prosk cuida dos clientes.',
        body: `Contratar alguém para entrar na sua casa, cuidar do seu cachorro ou dar aulas para o seu filho é uma decisão de confiança. O Prosk foi pensado para que você tome essa decisão com todas as informações à vista e com regras claras desde o começo.

## Para tudo o que você precisa

Encanamento, elétrica, limpeza, marcenaria, jardinagem, beleza, saúde e bem-estar, aulas particulares, tecnologia, eventos, mudanças e animais de estimação: no Prosk você encontra profissionais autônomos e pequenos negócios da sua região para cada uma dessas tarefas, com preço e forma de trabalhar à vista.

## Avaliações que valem

No Prosk, só pode avaliar quem contratou e concluiu um trabalho, e uma única vez por trabalho. Nada de avaliações compradas ou de desconhecidos: cada estrela vem de um serviço real. Antes de decidir, leia o que outros clientes escreveram no perfil do prosker.

## Converse antes de pagar

Ficou com dúvida sobre preço, materiais ou horário? Mande uma mensagem ao prosker pelo chat, com fotos ou um PDF do que você precisa. Muitos proskers respondem com uma proposta sob medida. E se alguém não se comportar bem, você pode bloquear e denunciar.

## Pagamento seguro pelo Mercado Pago

Quando o trabalho exige pagamento, você paga pelo Mercado Pago, no cartão, com opção de parcelar. Os dados do seu cartão vão direto para o Mercado Pago: **o Prosk nunca os armazena**.

## Cancelamento sem susto

Surgiu um imprevisto? Você pode cancelar, informando o motivo, **até 24 horas antes** do início do trabalho. Se já tiver pago, recebe **o reembolso integral**.

## Alguém para mediar se algo der errado

Quando o prosker marca o trabalho como concluído, você tem **7 dias** para confirmar. Se algo não ficou bom, abra uma disputa explicando o motivo: a equipe do Prosk analisa o caso e resolve. Se você não fizer nada nesses 7 dias, o trabalho é concluído automaticamente.

## Seus favoritos sempre à mão

Marque como favoritos os proskers de que você gostou e encontre-os com um clique na próxima vez que precisar.

## Comece a buscar

[Busque proskers](route:profiles) por nome ou serviço, navegue pelas [categorias](route:categories) ou veja [como contratar passo a passo](route:howToBuy). Para conversar e agendar, [crie sua conta grátis](route:signUp).`,
      },
    },
  },
  {
    kind: 'page',
    slug: 'about',
    text: {
      es: {
        title: 'Sobre Prosk',
        summary:
          'Prosk nació en Montevideo para darles a los trabajadores independientes una oficina digital y a sus clientes una forma confiable de contratarlos.',
        body: `Prosk es una plataforma creada por Prosk S.A.S., en Montevideo, que hoy funciona en Uruguay y, a través de Prosk Serviços Digitais Ltda., también en Brasil. Reúne en un solo lugar a quienes ofrecen un servicio y a quienes lo necesitan.

## Nuestra historia

Prosk empezó con una pregunta simple: ¿por qué encontrar a un buen electricista, a una profesora particular o a un jardinero de confianza sigue dependiendo de un imán pegado en la heladera? Al mismo tiempo veíamos a muchos trabajadores independientes sacar adelante su negocio con el celular, una libreta y mucha paciencia: presupuestos por mensaje, horarios que se pisan, cobros que se atrasan.

Quisimos ordenar las dos puntas. Para los clientes, un lugar donde comparar perfiles reales y contratar con tranquilidad. Para los proskers, una oficina digital con perfil, chat, agenda y cobros electrónicos. Lo que empezó en Montevideo hoy llega también a Brasil.

## Visión

Que cualquier persona que trabaja por su cuenta pueda vivir de su oficio con herramientas tan buenas como las de una gran empresa, y que contratar un servicio de confianza sea tan simple como pedirle una mano a un vecino.

## Misión

Conectar a clientes y proskers de forma transparente y segura, y darles a los trabajadores independientes y a los pequeños negocios herramientas sencillas para mostrarse, organizarse y cobrar, con reglas claras para las dos partes.

## Lo que nos importa

- **Claridad:** comisiones, plazos y reglas a la vista, sin letra chica.
- **Confianza:** reseñas solo de trabajos completados y pagos procesados por Mercado Pago.
- **Cercanía:** respondemos cada consulta que llega por el [formulario de contacto](route:contact) y acompañamos cada disputa.
- **Respeto por tus datos:** puedes descargarlos o cerrar tu cuenta cuando quieras.`,
      },
      en: {
        title: 'About Prosk',
        summary:
          'Prosk was born in Montevideo to give independent workers a digital office and their clients a reliable way to hire them.',
        body: `Prosk is a platform created by Prosk S.A.S. in Montevideo. It runs in Uruguay and, through Prosk Serviços Digitais Ltda., in Brazil too. It brings together, in one place, the people who offer a service and the people who need one.

## Our story

Prosk started with a simple question: why does finding a good electrician, a private tutor or a gardener you can trust still depend on a magnet stuck to the fridge? At the same time, we saw many independent workers running their business with a phone, a notebook and a lot of patience: quotes sent by text message, appointments that clash, payments that arrive late.

We set out to sort out both ends. For clients, a place to compare real profiles and hire with peace of mind. For proskers, a digital office with a profile, chat, an agenda and electronic payments. What began in Montevideo now reaches Brazil as well.

## Vision

A world where anyone who works for themselves can make a living from their trade with tools as good as a large company's, and where hiring a trustworthy service is as easy as asking a neighbour for a hand.

## Mission

To connect clients and proskers in a transparent and safe way, and to give independent workers and small businesses simple tools to show their work, get organised and get paid, with clear rules for both sides.

## What we care about

- **Clarity:** fees, timelines and rules in plain sight, with no fine print.
- **Trust:** reviews only from completed jobs, and payments processed by Mercado Pago.
- **Closeness:** we answer every message sent through the [contact form](route:contact) and follow every dispute through.
- **Respect for your data:** you can download it or close your account whenever you want.`,
      },
      br: {
        title: 'Sobre o Prosk',
        summary:
          'O Prosk nasceu em Montevidéu para dar aos profissionais autônomos um escritório digital e aos clientes uma forma confiável de contratá-los.',
        body: `O Prosk é uma plataforma criada pela Prosk S.A.S., em Montevidéu, que funciona no Uruguai e, por meio da Prosk Serviços Digitais Ltda., com sede em São Paulo, também no Brasil. Ele reúne em um só lugar quem oferece um serviço e quem precisa dele.

## Nossa história

O Prosk começou com uma pergunta simples: por que encontrar um bom eletricista, uma professora particular ou um jardineiro de confiança ainda depende de um ímã grudado na geladeira? Ao mesmo tempo, víamos muitos profissionais autônomos tocando o negócio com o celular, um caderninho e muita paciência: orçamentos por mensagem, horários que se atropelam, pagamentos que atrasam.

Quisemos organizar as duas pontas. Para os clientes, um lugar para comparar perfis reais e contratar com tranquilidade. Para os proskers, um escritório digital com perfil, chat, agenda e pagamentos eletrônicos. O que começou em Montevidéu hoje chega também ao Brasil.

## Visão

Que qualquer pessoa que trabalha por conta própria possa viver do seu ofício com ferramentas tão boas quanto as de uma grande empresa, e que contratar um serviço de confiança seja tão simples quanto pedir uma ajuda ao vizinho.

## Missão

Conectar clientes e proskers de forma transparente e segura, oferecendo a profissionais autônomos e pequenos negócios ferramentas simples para se apresentar, se organizar e receber, com regras claras para os dois lados.

## O que nos importa

- **Clareza:** taxas, prazos e regras à vista, sem letras miúdas.
- **Confiança:** avaliações só de trabalhos concluídos e pagamentos processados pelo Mercado Pago.
- **Proximidade:** respondemos cada mensagem enviada pelo [formulário de contato](route:contact) e acompanhamos cada disputa.
- **Respeito aos seus dados:** você pode baixá-los ou encerrar sua conta quando quiser.`,
      },
    },
  },
  {
    kind: 'page',
    slug: 'how-to-sell',
    text: {
      es: {
        title: 'Cómo vender en Prosk',
        summary:
          'Guía paso a paso para proskers: crea tu cuenta, completa tu perfil, vincula Mercado Pago, publica tus servicios y empieza a recibir trabajos.',
        body: `Empezar a vender en Prosk lleva poco tiempo. Estos son los pasos, en el mismo orden en que los vas a recorrer dentro de la plataforma.

## 1. Crea tu cuenta

[Regístrate](route:signUp) con tu e-mail y una contraseña, o con tu cuenta de Google o de Facebook. Es gratis.

## 2. Verifica tu e-mail

Te enviamos un correo con un enlace de verificación. Ábrelo para confirmar que la dirección es tuya: así protegemos tu cuenta y te aseguras de recibir los avisos importantes.

## 3. Completa tu perfil (55 % o más)

En [tu perfil](route:settings) carga tu foto, tu nombre y apellido, una portada, tu dirección y una descripción de lo que haces. El puntaje de completitud arranca en 100 y baja 14 puntos por cada dato que falte (foto de perfil, nombre, categorías, habilidades, portada, dirección y vínculo con Mercado Pago). **Tu perfil aparece en las búsquedas recién cuando llega al 55 %.** Suma fotos y videos de tus trabajos en la [galería](route:settingsMedia): es lo primero que miran los clientes.

## 4. Elige tus categorías y habilidades

En [categorías y habilidades](route:settingsCatalogue) indica a qué te dedicas (por ejemplo, Plomería) y las modalidades concretas que ofreces (por ejemplo, Instalación de calefones). Así te encuentra quien busca exactamente eso.

## 5. Vincula tu cuenta de Mercado Pago

En [Pagos](route:settingsPayments) conecta tu propia cuenta de Mercado Pago para recibir cobros electrónicos. La comisión es de 4,49 % + IVA en el plan Gratis y de 2,99 % + IVA en el plan Premium.

## 6. Publica tus servicios

En [Mis servicios](route:settingsServices) crea cada servicio con título, descripción, precio (un número entero mayor a 150) y una imagen. Los clientes pueden comprarlo directamente eligiendo fecha y turno.

## 7. Responde chats y haz ofertas

Los clientes te escriben por el [chat](route:chat). Respóndeles rápido y, cuando tengan claro qué necesitan, usa el botón "Hacer una oferta" para crearles un trabajo con precio y fecha a medida; también puedes [crear un trabajo](route:jobCreate) desde tu panel. Elige cómo enterarte de cada novedad (en la app, por e-mail o por WhatsApp) en [Notificaciones](route:settingsNotifications).

## 8. Acepta y gestiona tus trabajos

Los pedidos nuevos aparecen en [tus trabajos](route:adminServices). Acéptalos o recházalos; si el trabajo requiere pago, el cliente paga con Mercado Pago y el trabajo queda listo. El día acordado lo inicias y, al terminar, lo marcas como hecho. El cliente tiene 7 días para confirmarlo; si no responde, se completa solo. Cualquiera de las dos partes puede cancelar, indicando el motivo, hasta 24 horas antes del inicio.

## 9. Organiza tu agenda (Premium)

Con Premium activas la [agenda](route:agenda): defines tu disponibilidad semanal, marcas tus días libres y los clientes reservan turnos de una hora que tú apruebas o rechazas, sin fechas pasadas ni superposiciones. Pruébala 30 días gratis desde los [planes](route:subscriptionPlans) y gestiona tu plan en [Mi suscripción](route:mySubscription).

## 10. Cobra

El dinero de cada pago se libera en tu cuenta de Mercado Pago **21 días después del pago**, que es el plazo de liberación de Mercado Pago.

## 11. Suma reseñas

Cuando el trabajo se completa, el cliente puede dejarte una reseña con estrellas y un comentario. Los clientes pueden filtrar por calificación, así que las buenas reseñas te ayudan a que te encuentren. Con Premium, Prosk les pide la reseña a tus clientes por ti, en tu nombre.`,
      },
      en: {
        title: 'How to sell on Prosk',
        summary:
          'A step-by-step guide for proskers: create your account, complete your profile, link Mercado Pago, publish your services and start receiving jobs.',
        body: `Getting ready to sell on Prosk doesn't take long. These are the steps, in the same order you will go through them on the platform.

## 1. Create your account

[Sign up](route:signUp) with your e-mail and a password, or with your Google or Facebook account. It's free.

## 2. Verify your e-mail

We send you an e-mail with a verification link. Open it to confirm that the address is yours: it protects your account and makes sure important notices reach you.

## 3. Complete your profile (55% or more)

In [your profile](route:settings), add your photo, your first and last name, a banner, your address and a description of what you do. The completeness score starts at 100 and loses 14 points for each missing item (profile photo, name, categories, skills, banner, address and Mercado Pago link). **Your profile only appears in search once it reaches 55%.** Add photos and videos of your work to your [gallery](route:settingsMedia): it's the first thing clients look at.

## 4. Choose your categories and skills

Under [categories and skills](route:settingsCatalogue), say what you do (for example, Plumbing) and the specific skills you offer (for example, Water heater installation). That way, people looking for exactly that will find you.

## 5. Link your Mercado Pago account

Under [Payments](route:settingsPayments), connect your own Mercado Pago account to receive electronic payments. The fee is 4.49% + VAT on the Free plan and 2.99% + VAT on the Premium plan.

## 6. Publish your services

Under [My services](route:settingsServices), create each service with a title, a description, a price (a whole number above 150) and an image. Clients can buy it directly by choosing a date and a time of day.

## 7. Answer chats and make offers

Clients write to you in the [chat](route:chat). Reply quickly and, once they know what they need, use the "Make an offer" button to create a job with a tailored price and date; you can also [create a job](route:jobCreate) from your dashboard. Choose how you hear about each update (in the app, by e-mail or by WhatsApp) in [Notifications](route:settingsNotifications).

## 8. Accept and manage your jobs

New requests appear in [your jobs](route:adminServices). Accept or decline them; if the job requires payment, the client pays through Mercado Pago and the job is ready. On the agreed day you start it and, when you finish, you mark it as done. The client has 7 days to confirm; if they don't respond, the job completes automatically. Either side can cancel, giving a reason, up to 24 hours before the start.

## 9. Organise your agenda (Premium)

With Premium you switch on the [agenda](route:agenda): you set your weekly availability, mark your days off, and clients book one-hour slots that you approve or reject, with no past dates and no overlaps. Try it free for 30 days from the [plans](route:subscriptionPlans) and manage your plan in [My subscription](route:mySubscription).

## 10. Get paid

The money from each payment is released to your Mercado Pago account **21 days after the payment**, which is Mercado Pago's release period.

## 11. Collect reviews

Once a job is complete, the client can leave you a review with stars and a comment. Clients can filter by rating, so good reviews help people find you. With Premium, Prosk asks your clients for a review on your behalf, in your name.`,
      },
      br: {
        title: 'Como vender no Prosk',
        summary:
          'Guia passo a passo para proskers: crie sua conta, complete o perfil, vincule o Mercado Pago, publique seus serviços e comece a receber trabalhos.',
        body: `Começar a vender no Prosk exige pouca preparação. Estes são os passos, na mesma ordem em que você vai percorrê-los na plataforma.

## 1. Crie sua conta

[Cadastre-se](route:signUp) com seu e-mail e uma senha, ou com sua conta do Google ou do Facebook. É grátis.

## 2. Verifique seu e-mail

Enviamos um e-mail com um link de verificação. Abra o link para confirmar que o endereço é seu: isso protege sua conta e garante que os avisos importantes cheguem até você.

## 3. Complete seu perfil (55% ou mais)

No [seu perfil](route:settings), coloque sua foto, nome e sobrenome, uma capa, seu endereço e uma descrição do que você faz. A pontuação de preenchimento começa em 100 e perde 14 pontos por item que falta (foto de perfil, nome, categorias, habilidades, capa, endereço e vínculo com o Mercado Pago). **Seu perfil só aparece nas buscas quando chega a 55%.** Adicione fotos e vídeos dos seus trabalhos na [galeria](route:settingsMedia): é a primeira coisa que os clientes olham.

## 4. Escolha suas categorias e habilidades

Em [categorias e habilidades](route:settingsCatalogue), diga com o que você trabalha (por exemplo, Encanamento) e as modalidades específicas que oferece (por exemplo, Instalação de aquecedores). Assim, quem procura exatamente isso encontra você.

## 5. Vincule sua conta do Mercado Pago

Em [Pagamentos](route:settingsPayments), conecte sua própria conta do Mercado Pago para receber pagamentos eletrônicos. A taxa é de 4,49% + impostos no plano Grátis e de 2,99% + impostos no plano Premium.

## 6. Publique seus serviços

Em [Meus serviços](route:settingsServices), crie cada serviço com título, descrição, preço (um número inteiro acima de 150) e uma imagem. Os clientes podem comprar direto, escolhendo data e turno.

## 7. Responda chats e faça ofertas

Os clientes escrevem para você pelo [chat](route:chat). Responda rápido e, quando o cliente souber o que precisa, use o botão "Fazer uma oferta" para criar um trabalho com preço e data sob medida; você também pode [criar um trabalho](route:jobCreate) pelo seu painel. Escolha como quer ficar sabendo de cada novidade (no app, por e-mail ou por WhatsApp) em [Notificações](route:settingsNotifications).

## 8. Aceite e acompanhe seus trabalhos

Os pedidos novos aparecem em [seus trabalhos](route:adminServices). Aceite ou recuse; se o trabalho exigir pagamento, o cliente paga pelo Mercado Pago e o trabalho fica pronto. No dia combinado você inicia e, ao terminar, marca como concluído. O cliente tem 7 dias para confirmar; se não responder, o trabalho é concluído automaticamente. Qualquer uma das partes pode cancelar, informando o motivo, até 24 horas antes do início.

## 9. Organize sua agenda (Premium)

Com o Premium você ativa a [agenda](route:agenda): define sua disponibilidade semanal, marca suas folgas e os clientes reservam horários de uma hora que você aprova ou recusa, sem datas passadas nem sobreposições. Experimente grátis por 30 dias nos [planos](route:subscriptionPlans) e gerencie seu plano em [Minha assinatura](route:mySubscription).

## 10. Receba

O dinheiro de cada pagamento é liberado na sua conta do Mercado Pago **21 dias após o pagamento**, que é o prazo de liberação do Mercado Pago.

## 11. Junte avaliações

Quando o trabalho é concluído, o cliente pode deixar uma avaliação com estrelas e um comentário. Os clientes podem filtrar por avaliação, então boas avaliações ajudam você a ser encontrado. Com o Premium, o Prosk pede a avaliação aos seus clientes por você, em seu nome.`,
      },
    },
  },
  {
    kind: 'page',
    slug: 'how-to-buy',
    text: {
      es: {
        title: 'Cómo contratar en Prosk',
        summary:
          'Busca, conversa, reserva y paga seguro: la guía paso a paso para contratar un servicio en Prosk, desde la búsqueda hasta la reseña.',
        body: `Contratar en Prosk es simple. Estos son los pasos, desde que buscas a alguien hasta que el trabajo queda terminado.

## 1. Busca lo que necesitas

Escribe el servicio en el [buscador de proskers](route:profiles) o explora las [categorías](route:categories), y filtra por ciudad, calificación o precio. Por ejemplo, busca [plomería](route:profiles?q=plomeria).

## 2. Revisa el perfil y las reseñas

Cada prosker tiene un perfil con foto, descripción, habilidades, zonas de trabajo, galería y los servicios que ofrece con su precio. Lee las reseñas: solo las dejan clientes con trabajos completados. Si te gusta, guárdalo en [tus favoritos](route:myFavorites).

## 3. Crea tu cuenta

Para chatear y contratar necesitas una cuenta. [Regístrate gratis](route:signUp) con tu e-mail o con Google o Facebook.

## 4. Conversa por chat

Escríbele desde su perfil o desde el [chat](route:chat). Cuéntale qué necesitas, adjunta fotos o un PDF y acuerden precio y fecha. El prosker puede enviarte una oferta a medida.

## 5. Compra el servicio

Elige un servicio publicado e indica la fecha y el turno: mañana (de 9 a 13 h) o tarde (de 14 a 18 h). Si el prosker usa agenda, eliges directamente un horario de una hora entre los disponibles. El prosker recibe tu pedido y lo acepta o lo rechaza.

## 6. Paga con Mercado Pago cuando corresponda

Si el trabajo requiere pago, una vez aceptado pagas a través de Mercado Pago, con tarjeta y, si quieres, en cuotas. Prosk no guarda los datos de tu tarjeta.

## 7. Sigue tu pedido en "Mis pedidos"

En [Mis pedidos](route:myOrders) ves en qué estado está cada trabajo, desde tu pedido hasta que se completa. Te avisamos en la app, por e-mail o por WhatsApp, según lo que elijas en tus [notificaciones](route:settingsNotifications).

## 8. Confirma o abre una disputa

Cuando el prosker marca el trabajo como terminado, tienes **7 días** para confirmarlo. Si algo no quedó bien, abre una disputa indicando el motivo y el equipo de Prosk la resuelve. Si no haces nada, el trabajo se completa automáticamente a los 7 días.

## 9. Deja tu reseña

Con el trabajo completado, puedes dejar una reseña (estrellas y un comentario) por cada trabajo. Así ayudas a otros clientes y al propio prosker.

## Si necesitas cancelar

Puedes cancelar, indicando el motivo, **hasta 24 horas antes** del inicio. Si ya pagaste, se te devuelve el total. Encuentra más respuestas en las [preguntas frecuentes](route:faq).`,
      },
      en: {
        title: 'How to hire on Prosk',
        summary:
          'Search, chat, book and pay safely: a step-by-step guide to hiring a service on Prosk, from the first search to your review.',
        body: `Hiring on Prosk is simple. These are the steps, from looking for someone to the job being done.

## 1. Search for what you need

Type the service into the [prosker search](route:profiles) or explore the [categories](route:categories), then filter by city, rating or price.

## 2. Check the profile and the reviews

Every prosker has a profile with a photo, a description, skills, the areas they cover, a gallery and the services they offer with their prices. Read the reviews: only clients with completed jobs can leave them. If you like what you see, save the prosker to [your favourites](route:myFavorites).

## 3. Create your account

You need an account to chat and hire. [Sign up for free](route:signUp) with your e-mail or with Google or Facebook.

## 4. Chat with the prosker

Write from their profile or from the [chat](route:chat). Explain what you need, attach photos or a PDF, and agree on the price and the date. The prosker may send you a tailored offer.

## 5. Buy the service

Choose a published service and pick the date and the time of day: morning (9:00 to 13:00) or afternoon (14:00 to 18:00). If the prosker uses an agenda, you pick a one-hour slot from the available ones instead. The prosker receives your request and accepts or declines it.

## 6. Pay with Mercado Pago when required

If the job requires payment, once it is accepted you pay through Mercado Pago, by card and, if you like, in instalments. Prosk never stores your card details.

## 7. Follow your order in "My orders"

In [My orders](route:myOrders) you can see where each job stands, from your request to completion. We let you know in the app, by e-mail or by WhatsApp, as you choose in your [notifications](route:settingsNotifications).

## 8. Confirm or open a dispute

When the prosker marks the job as done, you have **7 days** to confirm it. If something isn't right, open a dispute explaining why, and the Prosk team resolves it. If you do nothing, the job completes automatically after 7 days.

## 9. Leave your review

Once the job is complete, you can leave one review (stars and a comment) for it. It helps other clients and the prosker too.

## If you need to cancel

You can cancel, giving a reason, **up to 24 hours before** the start. If you had already paid, you get a full refund. Find more answers in the [FAQ](route:faq).`,
      },
      br: {
        title: 'Como contratar no Prosk',
        summary:
          'Busque, converse, agende e pague com segurança: o passo a passo para contratar um serviço no Prosk, da primeira busca até a avaliação.',
        body: `Contratar no Prosk é simples. Estes são os passos, desde a busca até o trabalho concluído.

## 1. Busque o que você precisa

Digite o serviço na [busca de proskers](route:profiles) ou explore as [categorias](route:categories) e filtre por cidade, avaliação ou preço.

## 2. Veja o perfil e as avaliações

Cada prosker tem um perfil com foto, descrição, habilidades, regiões de atendimento, galeria e os serviços que oferece, com preço. Leia as avaliações: só clientes com trabalhos concluídos podem deixá-las. Gostou? Salve o prosker nos [seus favoritos](route:myFavorites).

## 3. Crie sua conta

Para conversar e contratar, você precisa de uma conta. [Cadastre-se grátis](route:signUp) com seu e-mail ou com Google ou Facebook.

## 4. Converse com o prosker

Escreva pelo perfil ou pelo [chat](route:chat). Conte o que você precisa, anexe fotos ou um PDF e combinem preço e data. O prosker pode enviar uma proposta sob medida.

## 5. Compre o serviço

Escolha um serviço publicado e indique a data e o turno: manhã (das 9h às 13h) ou tarde (das 14h às 18h). Se o prosker usa agenda, você escolhe direto um horário de uma hora entre os disponíveis. O prosker recebe seu pedido e aceita ou recusa.

## 6. Pague pelo Mercado Pago quando for preciso

Se o trabalho exigir pagamento, depois de aceito você paga pelo Mercado Pago, no cartão e, se quiser, parcelado. O Prosk nunca armazena os dados do seu cartão.

## 7. Acompanhe em "Meus pedidos"

Em [Meus pedidos](route:myOrders) você vê em que pé está cada trabalho, do pedido até a conclusão. Os avisos chegam pelo app, por e-mail ou por WhatsApp, como você escolher nas suas [notificações](route:settingsNotifications).

## 8. Confirme ou abra uma disputa

Quando o prosker marcar o trabalho como concluído, você tem **7 dias** para confirmar. Se algo não ficou bom, abra uma disputa explicando o motivo e a equipe do Prosk resolve. Se você não fizer nada, o trabalho é concluído automaticamente depois de 7 dias.

## 9. Deixe sua avaliação

Com o trabalho concluído, você pode deixar uma avaliação (estrelas e um comentário) por trabalho. Assim você ajuda outros clientes e o próprio prosker.

## Se precisar cancelar

Você pode cancelar, informando o motivo, **até 24 horas antes** do início. Se já tiver pago, recebe o reembolso integral. Veja mais respostas nas [perguntas frequentes](route:faq).`,
      },
    },
  },
  {
    kind: 'team',
    slug: 'team-martina',
    position: 1,
    image: '/content/team/team-martina.svg',
    text: {
      es: {
        title: 'Martina Olivera',
        summary: 'Cofundadora y directora ejecutiva',
        body: 'Creció entre el taller de costura de su madre y las cuentas del almacén familiar en Paysandú. Antes de fundar Prosk trabajó diez años en programas de apoyo a emprendedores.',
      },
      en: {
        title: 'Martina Olivera',
        summary: 'Co-founder and CEO',
        body: "She grew up between her mother's sewing workshop and the books of the family grocery store in Paysandú. Before founding Prosk she spent ten years working on programmes that support entrepreneurs.",
      },
      br: {
        title: 'Martina Olivera',
        summary: 'Cofundadora e CEO',
        body: 'Cresceu entre a oficina de costura da mãe e as contas do armazém da família em Paysandú. Antes de fundar o Prosk, trabalhou dez anos em programas de apoio a empreendedores.',
      },
    },
  },
  {
    kind: 'team',
    slug: 'team-joaquin',
    position: 2,
    image: '/content/team/team-joaquin.svg',
    text: {
      es: {
        title: 'Joaquín Pereyra',
        summary: 'Cofundador y director de tecnología',
        body: 'Ingeniero en computación, lidera el equipo que construye la plataforma y cuida que sea rápida y segura. Los fines de semana arregla bicicletas viejas.',
      },
      en: {
        title: 'Joaquín Pereyra',
        summary: 'Co-founder and CTO',
        body: 'A computer engineer, he leads the team that builds the platform and makes sure it stays fast and secure. At weekends he fixes up old bicycles.',
      },
      br: {
        title: 'Joaquín Pereyra',
        summary: 'Cofundador e CTO',
        body: 'Engenheiro de computação, lidera a equipe que constrói a plataforma e cuida para que ela seja rápida e segura. Nos fins de semana, conserta bicicletas antigas.',
      },
    },
  },
  {
    kind: 'team',
    slug: 'team-camila',
    position: 3,
    image: '/content/team/team-camila.svg',
    text: {
      es: {
        title: 'Camila Rodrigues',
        summary: 'Responsable de comunidad y soporte',
        body: 'Nacida en Rivera, en la frontera con Brasil, habla los dos idiomas desde chica. Coordina la atención a clientes y proskers y acompaña la resolución de cada disputa.',
      },
      en: {
        title: 'Camila Rodrigues',
        summary: 'Community and support lead',
        body: 'Born in Rivera, on the border with Brazil, she has spoken both languages since childhood. She coordinates support for clients and proskers and follows every dispute through to its resolution.',
      },
      br: {
        title: 'Camila Rodrigues',
        summary: 'Líder de comunidade e suporte',
        body: 'Nascida em Rivera, na fronteira com o Brasil, fala os dois idiomas desde pequena. Coordena o atendimento a clientes e proskers e acompanha a resolução de cada disputa.',
      },
    },
  },
  {
    kind: 'team',
    slug: 'team-federico',
    position: 4,
    image: '/content/team/team-federico.svg',
    text: {
      es: {
        title: 'Federico Acosta',
        summary: 'Diseñador de producto',
        body: 'Diseña las pantallas de Prosk probándolas con proskers de verdad: si un botón no se entiende con las manos ocupadas, el botón cambia.',
      },
      en: {
        title: 'Federico Acosta',
        summary: 'Product designer',
        body: "He designs Prosk's screens by testing them with real proskers: if a button isn't clear when your hands are full, the button changes.",
      },
      br: {
        title: 'Federico Acosta',
        summary: 'Designer de produto',
        body: 'Desenha as telas do Prosk testando tudo com proskers de verdade: se um botão não fica claro com as mãos ocupadas, o botão muda.',
      },
    },
  },
  {
    kind: 'team',
    slug: 'team-larissa',
    position: 5,
    image: '/content/team/team-larissa.svg',
    text: {
      es: {
        title: 'Larissa Menezes',
        summary: 'Gerente de operaciones en Brasil',
        body: 'Desde São Paulo lleva Prosk a Brasil: adapta la plataforma al mercado local, arma alianzas y escucha a los primeros proskers brasileños.',
      },
      en: {
        title: 'Larissa Menezes',
        summary: 'Operations manager, Brazil',
        body: 'From São Paulo, she is bringing Prosk to Brazil: adapting the platform to the local market, building partnerships and listening to the first Brazilian proskers.',
      },
      br: {
        title: 'Larissa Menezes',
        summary: 'Gerente de operações no Brasil',
        body: 'De São Paulo, leva o Prosk para o Brasil: adapta a plataforma ao mercado local, fecha parcerias e ouve os primeiros proskers brasileiros.',
      },
    },
  },
  {
    kind: 'partner',
    slug: 'partner-camara-microempresas',
    position: 1,
    image: '/content/partners/partner-camara-microempresas.svg',
    link: 'https://example.org/camara-microempresas',
    text: {
      es: {
        title: 'Cámara de Microempresas del Sur',
        summary:
          'Acerca Prosk a sus socios con talleres sobre cómo mostrar y cobrar sus servicios en línea.',
        body: '',
      },
      en: {
        title: 'Cámara de Microempresas del Sur',
        summary:
          'Brings Prosk to its members through workshops on showing and charging for their services online.',
        body: '',
      },
      br: {
        title: 'Cámara de Microempresas del Sur',
        summary:
          'Aproxima o Prosk dos seus associados com oficinas sobre como divulgar e cobrar seus serviços on-line.',
        body: '',
      },
    },
  },
  {
    kind: 'partner',
    slug: 'partner-patio-cowork',
    position: 2,
    image: '/content/partners/partner-patio-cowork.svg',
    link: 'https://example.com/patio-cowork',
    text: {
      es: {
        title: 'Patio Cowork',
        summary:
          'Espacio de trabajo compartido en Montevideo donde organizamos encuentros mensuales para proskers.',
        body: '',
      },
      en: {
        title: 'Patio Cowork',
        summary: 'A coworking space in Montevideo where we host monthly meet-ups for proskers.',
        body: '',
      },
      br: {
        title: 'Patio Cowork',
        summary:
          'Espaço de coworking em Montevidéu onde organizamos encontros mensais para proskers.',
        body: '',
      },
    },
  },
  {
    kind: 'partner',
    slug: 'partner-instituto-oficios',
    position: 3,
    image: '/content/partners/partner-instituto-oficios.svg',
    link: 'https://example.org/instituto-oficios',
    text: {
      es: {
        title: 'Instituto de Oficios Rambla',
        summary:
          'Sus egresados reciben acompañamiento para armar su perfil en Prosk al terminar cada curso.',
        body: '',
      },
      en: {
        title: 'Instituto de Oficios Rambla',
        summary:
          'Its graduates get help setting up their Prosk profile when they finish each course.',
        body: '',
      },
      br: {
        title: 'Instituto de Oficios Rambla',
        summary:
          'Seus formandos recebem apoio para montar o perfil no Prosk ao terminar cada curso.',
        body: '',
      },
    },
  },
  {
    kind: 'partner',
    slug: 'partner-pitanga',
    position: 4,
    image: '/content/partners/partner-pitanga.svg',
    link: 'https://example.com/pitanga',
    text: {
      es: {
        title: 'Pitanga Finanzas',
        summary:
          'Fintech para independientes que ofrece a los proskers guías y herramientas para ordenar ingresos y gastos.',
        body: '',
      },
      en: {
        title: 'Pitanga Finanzas',
        summary:
          'A fintech for the self-employed that offers proskers guides and tools to keep their income and expenses in order.',
        body: '',
      },
      br: {
        title: 'Pitanga Finanzas',
        summary:
          'Fintech para autônomos que oferece aos proskers guias e ferramentas para organizar receitas e despesas.',
        body: '',
      },
    },
  },
];
