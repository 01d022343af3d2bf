import type { SeedContentItem } from './types';

export const TERMS: SeedContentItem[] = [
  {
    kind: 'page',
    slug: 'terms',
    region: 'uy',
    version: '1.0',
    effectiveOn: '2026-11-01',
    text: {
      es: {
        title: 'Términos y condiciones',
        summary:
          'Las condiciones para usar Prosk en Uruguay: cuentas, trabajos, pagos con Mercado Pago, cancelaciones, planes, normas de conducta y tus derechos como usuario.',
        body: `Estos términos regulan el uso de Prosk en Uruguay. Explican qué hace Prosk, qué esperamos de quienes la usan y qué puedes esperar de nosotros. Si algo no queda claro, [escríbenos](route:contact).

## 1. Quiénes somos y aceptación

Prosk es operada por **Prosk S.A.S.**, con domicilio en Montevideo, Uruguay ("Prosk" o "nosotros"). Es un mercado de servicios y una herramienta de oficina para trabajadores independientes, microempresas y emprendedores, y para quienes buscan contratarlos.

Al crear una cuenta o usar la plataforma aceptas estos términos. El tratamiento de tus datos se explica en la [política de privacidad](route:privacy). Si no estás de acuerdo, no uses Prosk.

Debes tener **18 años o más** y capacidad legal para contratar. **Prosk no está dirigida a menores de 18 años**; si sabemos que una cuenta pertenece a un menor, la cerraremos. Si usas Prosk en nombre de una empresa, declaras que puedes obligarla y estos términos se aplican también a ella.

## 2. Definiciones

- **Plataforma**: el sitio de Prosk, con sus perfiles, búsquedas, chat, agenda, notificaciones y demás funciones.
- **Prosker**: quien ofrece sus servicios en Prosk a través de un perfil público, como persona o como empresa.
- **Cliente**: quien busca, contrata o reserva servicios de un prosker.
- **Servicio**: la prestación que un prosker publica en su perfil, con título, descripción y precio.
- **Trabajo** (o reserva): cada encargo concreto entre un prosker y un cliente en la plataforma: la compra de un servicio publicado, una oferta que el prosker crea para un cliente o un turno de agenda.
- **Contenido**: textos, fotos, videos, publicaciones, mensajes y reseñas que los usuarios suben a Prosk.

## 3. Cuenta y seguridad

Puedes registrarte con tu correo y una contraseña, o con Google o Facebook. Debes **verificar tu correo electrónico**: lo usaremos para enviarte los avisos importantes.

- Cada persona puede tener **una sola cuenta**, con información verdadera y al día. No crees cuentas a nombre de otros ni cuentas duplicadas, por ejemplo para eludir una suspensión.
- **Cuida tus credenciales**: usa una contraseña segura, no la compartas y no la repitas en otros sitios. Eres responsable de lo que se haga desde tu cuenta mientras no nos avises de un uso indebido.
- Si sospechas que alguien entró a tu cuenta, cambia la contraseña, usa **cerrar sesión en todos los dispositivos** en la [configuración de la cuenta](route:settingsAccount) y avísanos.

Guardamos las contraseñas protegidas con un algoritmo de hash, de modo que nadie en Prosk puede conocerlas, y limitamos los intentos de inicio de sesión.

## 4. El papel de Prosk

Prosk es una **plataforma de intermediación**: pone en contacto a proskers y clientes y les da herramientas para comunicarse, acordar, pagar y seguir los trabajos. **Prosk no presta los servicios** que se ofrecen en ella.

- El contrato por cada servicio se celebra **directamente entre el prosker y el cliente**. El prosker responde ante el cliente por la ejecución, la calidad, la seguridad y las garantías del servicio, también en los términos de la Ley 17.250 de Relaciones de Consumo cuando corresponda.
- Los proskers trabajan por cuenta propia. No son empleados, agentes ni representantes de Prosk.
- Prosk no revisa de antemano cada perfil, servicio o mensaje y, más allá de verificar el correo electrónico, no garantiza la identidad, las habilitaciones ni los resultados de los proskers. Las reseñas son opiniones de otros clientes.
- En el orden de las búsquedas influyen, entre otros factores, la coincidencia con lo que buscas, la categoría, la ciudad, las calificaciones, el precio y la completitud del perfil. Los proskers Premium obtienen una mejor ubicación.

Lo que sí hacemos: mantener la plataforma con diligencia, gestionar los cobros a través de Mercado Pago, atender reportes, resolver disputas y hacer cumplir estos términos.

## 5. Obligaciones de los proskers

Si ofreces servicios en Prosk, te comprometes a:

- **Dar información verdadera** sobre ti, tu experiencia, tus servicios, precios y disponibilidad, sin presentar como propios fotos o trabajos ajenos.
- **Tener las habilitaciones, licencias, seguros e inscripciones** que exija tu actividad (por ejemplo, ante la DGI, el BPS o el organismo profesional que corresponda) y **cumplir tus obligaciones tributarias**.
- **Emitir las facturas o comprobantes fiscales** que correspondan cuando la ley lo exija.
- **Prestar los servicios con calidad y cuidado**, en la fecha y la franja acordadas y según lo publicado o la oferta aceptada, informando antes el precio total y las condiciones relevantes.
- Responder solicitudes y reservas en un plazo razonable.
- Vincular una cuenta de Mercado Pago **a tu nombre** para recibir pagos.

Tu perfil aparece en las búsquedas cuando su completitud llega al **55 %** o más. Los precios se publican en pesos uruguayos, en números enteros.

## 6. Obligaciones de los clientes

Si contratas servicios en Prosk, te comprometes a describir con claridad lo que necesitas, dar datos correctos sobre el lugar y la fecha, pagar el precio acordado por los medios de la plataforma cuando el trabajo lo requiera, dar al prosker condiciones razonables para trabajar, tratarlo con respeto y confirmar el trabajo, o abrir una disputa, con honestidad y dentro del plazo.

## 7. Trabajos y reservas

Un trabajo comienza cuando compras un servicio publicado y eliges fecha y franja (mañana, de 9 a 13 h, o tarde, de 14 a 18 h); cuando reservas un turno de una hora en la agenda de un prosker Premium; o cuando el prosker te hace una oferta desde el chat.

1. **Nuevo**: espera la respuesta del prosker, que lo **acepta o lo rechaza**. Las reservas de agenda también requieren su aprobación. Si lo rechaza, no se cobra nada.
2. **Pago**: si el trabajo requiere pago, el cliente paga con Mercado Pago; sin pago, el trabajo no avanza.
3. **Listo**: queda confirmado para la fecha acordada. Según tus [notificaciones](route:settingsNotifications), recibirás recordatorios 24 horas y 2 horas antes.
4. **En curso** y **terminado**: el prosker indica que empezó y, después, que terminó.
5. **Confirmado o en disputa**: el cliente confirma o abre una disputa (secciones 10 y 11).

Los clientes siguen sus trabajos en [mis pedidos](route:myOrders) y los proskers en [mis trabajos](route:adminServices). Acuerden por el chat cualquier cambio de fecha, precio o alcance, para que quede registro.

## 8. Pagos a través de Mercado Pago

Los pagos electrónicos se procesan a través de **Mercado Pago**, según sus propios términos. Prosk no es una entidad financiera.

- El cliente paga con los medios que ofrece Mercado Pago, como la tarjeta, en cuotas cuando están disponibles. **Los datos de la tarjeta los recibe y procesa Mercado Pago; Prosk no los ve ni los guarda.**
- El prosker vincula su cuenta de Mercado Pago en [Configuración → Pagos](route:settingsPayments).
- Prosk cobra una **comisión de 4,49 % + IVA** por pago en el plan Free, o de **2,99 % + IVA** en el plan Premium. La comisión **se descuenta del monto del pago**; el cliente paga el precio publicado o acordado, sin recargos de Prosk.
- El dinero se libera al prosker **21 días después del pago**, el plazo de liberación de Mercado Pago.
- Los reembolsos se hacen al mismo medio de pago; cuándo se reflejan depende de Mercado Pago y del emisor de la tarjeta.

## 9. Cancelaciones

- El prosker o el cliente pueden cancelar un trabajo, indicando el motivo, **hasta 24 horas antes de su inicio**. Si el trabajo **ya estaba pagado**, el cliente recibe el **reembolso total**.
- Pasado ese plazo, **la plataforma no permite cancelar**. Ante un imprevisto, hablen por el chat para acordar otra fecha. Si el trabajo no se realiza, escríbenos por el [formulario de contacto](route:contact); si el prosker lo marca como terminado sin haberlo hecho como se acordó, abre una disputa.
- Las cancelaciones reiteradas o injustificadas pueden dar lugar a las medidas de la sección 16.

## 10. Finalización y confirmación

Cuando el prosker marca un trabajo como terminado, el cliente tiene **7 días** para confirmarlo o abrir una disputa. Si no hace ninguna de las dos cosas, el trabajo **se confirma automáticamente**. Confirma solo cuando el trabajo esté hecho como se acordó.

## 11. Disputas

Si no estás conforme con un trabajo terminado, puedes abrir una **disputa** desde el trabajo, antes de que se confirme, explicando el **motivo**. El equipo de Prosk revisa el caso (el detalle del trabajo, el chat y lo que aporten las partes, a quienes puede pedir más información) y decide si el pago se libera al prosker o se reembolsa al cliente. Comunicamos la decisión a ambas partes.

Resolvemos de buena fe, pero esta instancia no limita el derecho de las partes de acudir al Área de Defensa del Consumidor o a los tribunales competentes.

## 12. Reseñas

- Tras completarse un trabajo, el cliente puede dejar **una reseña por trabajo**, con estrellas y texto.
- Las reseñas deben ser **honestas** y basarse en una experiencia real. No se permiten reseñas falsas, pagadas o a cambio de descuentos, ni escritas por el propio prosker o por su competencia, ni amenazar con una mala reseña para obtener ventajas.
- Prosk **modera** las reseñas: podemos ocultar o eliminar las que contengan insultos, datos personales, contenido discriminatorio o comentarios ajenos al trabajo. No eliminamos reseñas solo por ser negativas. Puedes reportar una reseña por el formulario de contacto.

## 13. Planes y suscripciones

- **Free**: perfil público y presencia en búsquedas, chat con clientes y cobros con Mercado Pago con comisión de 4,49 % + IVA.
- **Premium**: además, agenda con disponibilidad y reservas, mejor ubicación en búsquedas, comunicación automática (recordatorios y pedidos de reseña a tus clientes, en tu nombre) y comisión de 2,99 % + IVA.

Condiciones de Premium:

- **Prueba gratis de 30 días.** Al terminar, para seguir en Premium se cobra el período elegido; si no quieres continuar, cancela antes y vuelves al plan Free sin costo.
- **Períodos**: mensual, trimestral, semestral o anual. A la fecha de esta versión cuestan UYU 590, 1.590, 2.990 y 5.490, respectivamente; el precio vigente se muestra en la [página de planes](route:subscriptionPlans) antes de pagar.
- **Renovación**: al final de cada período la suscripción se renueva por un período igual, al precio vigente, salvo que la canceles antes. Si el precio cambia, te avisaremos antes de aplicarlo.
- **Pausa**: puedes pausarla y reanudarla desde [Mi suscripción](route:mySubscription); en pausa no tienes las funciones Premium.
- **Cancelación**: puedes cancelar cuando quieras desde Mi suscripción. Conservas Premium hasta el final del período pagado y luego pasas a Free. Los períodos comenzados no se reembolsan, sin perjuicio del derecho de rescisión del artículo 16 de la Ley 17.250 cuando sea aplicable.
- **Cupones**: se aplican según sus condiciones (descuento, vigencia, planes). No se canjean por dinero y podemos anularlos si se usan de forma fraudulenta.

## 14. Chat y normas de conducta

El chat permite conversar en tiempo real y compartir imágenes y archivos PDF. En el chat y en toda la plataforma está prohibido:

- Publicar contenido ilegal, violento, sexual explícito, discriminatorio o difamatorio.
- Acosar, amenazar o engañar a otros usuarios, o hacerse pasar por otra persona.
- Enviar spam, publicidad no solicitada o enlaces maliciosos.
- Ofrecer servicios ilícitos o que requieren una habilitación que no tienes.
- Recolectar datos de otros usuarios o extraer contenido de forma automatizada.
- Interferir con la seguridad o el funcionamiento de la plataforma.

**Tratos por fuera.** Te pedimos no compartir datos de contacto para cerrar tratos fuera de Prosk y evitar la comisión. Un trabajo acordado y pagado por fuera no tiene reembolso por cancelación, disputa ni reseña en Prosk. Podemos limitar las cuentas que lo promuevan de forma sistemática.

**Bloquear y reportar.** Puedes bloquear a cualquier usuario desde el chat y reportar mensajes, perfiles o reseñas; revisamos cada reporte. Si alguien corre peligro, llama primero al 911.

## 15. Contenido y propiedad intelectual

- Tu contenido sigue siendo tuyo. Declaras que tienes los derechos necesarios, incluido el consentimiento de las personas que aparecen en tus fotos y videos.
- Nos otorgas una **licencia no exclusiva, gratuita y mundial**, mientras el contenido esté publicado, para alojarlo, reproducirlo, adaptarlo técnicamente (por ejemplo, redimensionar una imagen) y mostrarlo en la plataforma. Termina cuando eliminas el contenido o cierras tu cuenta, salvo las copias que debamos conservar según la [política de privacidad](route:privacy).
- La marca Prosk, su logotipo, el diseño y el software pertenecen a Prosk S.A.S. o a sus licenciantes y no pueden usarse sin autorización.
- Si un contenido infringe tus derechos, avísanos a legal@prosk.uy indicando cuál y por qué.

## 16. Suspensión y cierre de la cuenta

- Podemos **advertir, limitar, suspender o dar de baja** una cuenta, o retirar contenido, si incumple estos términos o la ley, si pone en riesgo a otros o a la plataforma, o si lo ordena una autoridad. Actuamos de forma proporcionada y, salvo que no sea posible o prudente, te informamos el motivo; puedes pedir que revisemos la decisión. Si quedan trabajos pendientes, reembolsamos al cliente lo pagado por trabajos no realizados.
- Puedes **cerrar tu cuenta** cuando quieras desde [Configuración → Mis datos](route:settingsData), donde también puedes **descargar una copia de tus datos**. Al cerrarla se terminan tus sesiones y tus mensajes se anonimizan. Te recomendamos terminar antes los trabajos pendientes.

## 17. Responsabilidad

- Prosk responde por prestar la plataforma con diligencia. Como explica la sección 4, no responde por la ejecución de los servicios contratados entre proskers y clientes ni por lo que los usuarios publiquen o acuerden entre sí, salvo que la ley disponga otra cosa.
- Puede haber interrupciones por mantenimiento, fallas técnicas o causas ajenas a Prosk, como problemas de Mercado Pago o de proveedores de internet. No respondemos por caso fortuito, fuerza mayor o hechos de terceros.
- En la medida en que la ley lo permita, Prosk no responde por lucro cesante ni daños indirectos. Para los proskers que usan Prosk en su actividad profesional, la responsabilidad total de Prosk se limita a las comisiones y suscripciones pagadas en los 12 meses anteriores al hecho.
- **Nada de esto limita** la responsabilidad de Prosk por dolo o culpa grave ni los derechos irrenunciables que la **Ley 17.250** reconoce a los consumidores.
- Respondes ante Prosk y ante otros usuarios por los daños que cause tu incumplimiento de estos términos o de la ley.

## 18. Datos personales

Tratamos tus datos conforme a la **Ley 18.331** de Protección de Datos Personales y al Decreto 414/009, como explica la [política de privacidad](route:privacy). Si en un trabajo recibes datos de otro usuario, como su dirección, úsalos solo para ese trabajo.

## 19. Cambios en estos términos

Podemos actualizar estos términos por cambios en la plataforma, en la ley o en nuestra forma de trabajar. **Publicaremos la nueva versión con su fecha de entrada en vigor** y, si tienes una sesión iniciada, **te pediremos que la aceptes**. Si no estás de acuerdo, puedes dejar de usar Prosk y cerrar tu cuenta. Los trabajos ya contratados se rigen por la versión vigente al contratarlos.

## 20. Avisos y contacto

Te enviamos los avisos al correo verificado y dentro de la plataforma, y algunos también por WhatsApp según tus preferencias. Puedes escribirnos por el [formulario de contacto](route:contact) y te responderemos por correo. Para asuntos legales y notificaciones formales: **legal@prosk.uy**; sobre tus datos personales: privacidad@prosk.uy.

## 21. Ley aplicable y jurisdicción

Estos términos se rigen por las **leyes de la República Oriental del Uruguay** y las controversias se someterán a los **tribunales de Montevideo**, sin perjuicio de las normas de protección del consumidor (Ley 17.250) y de la posibilidad de acudir al Área de Defensa del Consumidor. Si una cláusula fuera inválida, las demás seguirán vigentes. Antes de reclamar, escríbenos: la mayoría de los problemas se resuelven conversando.
`,
      },
      en: {
        title: 'Terms and conditions',
        summary:
          'The rules for using Prosk in Uruguay: accounts, jobs, Mercado Pago payments, cancellations, plans, conduct and your rights as a user.',
        body: `These terms govern the use of Prosk in Uruguay. They explain what Prosk does, what we expect from the people who use it and what you can expect from us. If anything is unclear, [write to us](route:contact).

## 1. Who we are and acceptance

Prosk is operated by **Prosk S.A.S.**, based in Montevideo, Uruguay ("Prosk", "we" or "us"). It is a services marketplace and office platform for independent workers, micro-businesses and entrepreneurs, and for the people who want to hire them.

By creating an account or using the platform, you accept these terms. How we handle your data is explained in the [privacy policy](route:privacy). If you do not agree, please do not use Prosk.

You must be **18 or older** and legally able to enter into contracts. **Prosk is not directed at minors under 18**; if we learn that an account belongs to a minor, we will close it. If you use Prosk on behalf of a business, you confirm that you can bind it, and these terms apply to it as well.

## 2. Definitions

- **Platform**: the Prosk website, with its profiles, search, chat, agenda, notifications and other features.
- **Prosker**: someone who offers their services on Prosk through a public profile, as an individual or as a business.
- **Client**: someone who searches for, hires or books a prosker's services.
- **Service**: work a prosker publishes on their profile, with a title, description and price.
- **Job** (or booking): each specific engagement between a prosker and a client on the platform: the purchase of a published service, an offer the prosker creates for a client, or an agenda slot.
- **Content**: text, photos, videos, posts, messages and reviews that users upload to Prosk.

## 3. Account and security

You can sign up with your e-mail address and a password, or with Google or Facebook. You must **verify your e-mail address**: we use it to send you important notices.

- Each person may have **only one account**, with true and up-to-date information. Do not create accounts in someone else's name or duplicate accounts, for example to get around a suspension.
- **Keep your credentials safe**: use a strong password, do not share it and do not reuse it elsewhere. You are responsible for what happens in your account until you tell us about any misuse.
- If you think someone has accessed your account, change your password, use **sign out everywhere** in your [account settings](route:settingsAccount) and let us know.

We store passwords protected with a hashing algorithm, so nobody at Prosk can read them, and we limit sign-in attempts.

## 4. The role of Prosk

Prosk is an **intermediary platform**: it connects proskers and clients and gives them tools to talk, agree, pay and follow up on jobs. **Prosk does not perform the services** offered on it.

- The contract for each service is made **directly between the prosker and the client**. The prosker is responsible to the client for carrying out the service and for its quality, safety and guarantees, including under Uruguay's Consumer Relations Law (Ley 17.250) where it applies.
- Proskers work on their own account. They are not employees, agents or representatives of Prosk.
- Prosk does not review every profile, service or message in advance and, beyond verifying e-mail addresses, does not guarantee proskers' identity, licences or results. Reviews are other clients' opinions.
- Search results are ordered by factors such as how well they match your search, category, city, ratings, price and profile completeness. Premium proskers get better placement.

What we do: run the platform with due care, handle payments through Mercado Pago, deal with reports, resolve disputes and enforce these terms.

## 5. Prosker obligations

If you offer services on Prosk, you agree to:

- **Provide true information** about yourself, your experience, services, prices and availability, and not present other people's photos or work as your own.
- **Hold the permits, licences, insurance and registrations** your activity requires (for example with the DGI tax office, the BPS social security bank or the relevant professional body) and **meet your tax obligations**.
- **Issue invoices or tax receipts** to your clients where the law requires them.
- **Perform your services with quality and care**, on the agreed date and time slot and as published or offered, stating the total price and relevant conditions in advance.
- Answer requests and bookings within a reasonable time.
- Link a Mercado Pago account **in your own name** to receive payments.

Your profile appears in search once it is at least **55 %** complete. Prices are published in Uruguayan pesos, as whole numbers.

## 6. Client obligations

If you hire services on Prosk, you agree to describe clearly what you need, give correct details about the place and date, pay the agreed price through the platform when the job requires it, give the prosker reasonable conditions to work, treat them with respect, and confirm the job or open a dispute honestly and on time.

## 7. Jobs and bookings

A job starts when you buy a published service and choose a date and time slot (morning, 9:00 to 13:00, or afternoon, 14:00 to 18:00); when you book a one-hour slot in a Premium prosker's agenda; or when the prosker sends you an offer from the chat.

1. **New**: the job waits for the prosker, who **accepts or declines** it. Agenda bookings also need their approval. If declined, nothing is charged.
2. **Payment**: if the job requires payment, the client pays with Mercado Pago; without payment, the job does not move on.
3. **Ready**: the job is confirmed for the agreed date. Depending on your [notification settings](route:settingsNotifications), you get reminders 24 hours and 2 hours before.
4. **In progress** and **done**: the prosker marks that they have started and, later, that they have finished.
5. **Confirmed or disputed**: the client confirms or opens a dispute (sections 10 and 11).

Clients follow their jobs in [my orders](route:myOrders) and proskers in [my jobs](route:adminServices). Agree any change of date, price or scope in the chat so there is a record.

## 8. Payments through Mercado Pago

Electronic payments are processed by **Mercado Pago** under its own terms. Prosk is not a financial institution.

- Clients pay with the methods Mercado Pago offers, such as cards, in instalments where available. **Card details are received and processed by Mercado Pago; Prosk never sees or stores them.**
- Proskers link their Mercado Pago account in [Settings → Payments](route:settingsPayments).
- Prosk charges a **fee of 4.49 % + VAT** per payment on the Free plan, or **2.99 % + VAT** on the Premium plan. The fee is **deducted from the payment**; the client pays the published or agreed price, with no surcharge from Prosk.
- The money is released to the prosker **21 days after payment**, Mercado Pago's release period.
- Refunds go back to the original payment method; when they show up depends on Mercado Pago and the card issuer.

## 9. Cancellations

- The prosker or the client can cancel a job, giving a reason, **up to 24 hours before it starts**. If the job **had already been paid**, the client gets a **full refund**.
- After that, **the platform does not allow cancellation**. If something unexpected comes up, use the chat to agree on a new date. If the job does not take place, write to us through the [contact form](route:contact); if the prosker marks it as done when it was not done as agreed, open a dispute.
- Repeated or unjustified cancellations may lead to the measures in section 16.

## 10. Completion and confirmation

When the prosker marks a job as done, the client has **7 days** to confirm it or open a dispute. If they do neither, the job is **confirmed automatically**. Please confirm only when the job has been done as agreed.

## 11. Disputes

If you are not satisfied with a finished job, you can open a **dispute** from the job, before it is confirmed, explaining the **reason**. The Prosk team reviews the case (the job details, the chat and whatever each side provides, and may ask for more information) and decides whether the payment is released to the prosker or refunded to the client. We let both sides know the decision.

We act in good faith, but this process does not limit either party's right to go to Uruguay's consumer protection office (Área de Defensa del Consumidor) or the competent courts.

## 12. Reviews

- Once a job is completed, the client can leave **one review per job**, with stars and text.
- Reviews must be **honest** and based on a real experience. Fake or paid reviews, reviews in exchange for discounts, reviews written by the prosker or their competitors, and threats of a bad review to gain an advantage are not allowed.
- Prosk **moderates** reviews: we may hide or remove those containing insults, personal data, discriminatory content or comments unrelated to the job. We do not remove reviews just because they are negative. You can report a review through the contact form.

## 13. Plans and subscriptions

- **Free**: public profile and presence in search, chat with clients, and Mercado Pago payments with a 4.49 % + VAT fee.
- **Premium**: all of that plus an agenda with availability and bookings, better placement in search, automated communication (reminders and review requests to your clients, in your name) and a 2.99 % + VAT fee.

Premium conditions:

- **30-day free trial.** When it ends, the chosen period is charged if you stay on Premium; if you do not want to continue, cancel before it ends and you go back to Free at no cost.
- **Periods**: monthly, quarterly, half-yearly or annual. At the date of this version they cost UYU 590, 1,590, 2,990 and 5,490 respectively; the current price is always shown on the [plans page](route:subscriptionPlans) before you pay.
- **Renewal**: at the end of each period the subscription renews for the same period at the current price, unless you cancel first. If the price changes, we will tell you before it applies.
- **Pause**: you can pause and resume it from [My subscription](route:mySubscription); while paused you do not have Premium features.
- **Cancellation**: you can cancel at any time from My subscription. You keep Premium until the end of the paid period and then move to Free. Periods already started are not refunded, without prejudice to the withdrawal right in article 16 of Ley 17.250 where it applies.
- **Coupons**: apply according to their own conditions (discount, validity, plans). They cannot be exchanged for cash, and we may cancel them if used fraudulently.

## 14. Chat and conduct

The chat lets you talk in real time and share images and PDF files. In the chat and everywhere on the platform, you must not:

- Post illegal, violent, sexually explicit, discriminatory or defamatory content.
- Harass, threaten or deceive other users, or impersonate anyone.
- Send spam, unsolicited advertising or malicious links.
- Offer illegal services, or services that require a licence you do not hold.
- Harvest other users' data or scrape content by automated means.
- Interfere with the security or operation of the platform.

**Deals outside Prosk.** Please do not share contact details to close deals outside Prosk and avoid the fee. A job agreed and paid outside the platform has no cancellation refund, dispute or review on Prosk. We may restrict accounts that systematically encourage it.

**Block and report.** You can block any user from the chat and report messages, profiles or reviews; we review every report. If someone is in danger, call 911 first.

## 15. Content and intellectual property

- Your content remains yours. You confirm that you hold the necessary rights, including the consent of people who appear in your photos and videos.
- You grant us a **non-exclusive, royalty-free, worldwide licence**, for as long as the content is published, to host, reproduce, technically adapt (for example, resize an image) and display it on the platform. It ends when you delete the content or close your account, except for copies we must keep as set out in the [privacy policy](route:privacy).
- The Prosk name, logo, design and software belong to Prosk S.A.S. or its licensors and may not be used without permission.
- If content infringes your rights, tell us at legal@prosk.uy, stating which content and why.

## 16. Suspension and termination

- We may **warn, restrict, suspend or ban** an account, or remove content, if it breaches these terms or the law, puts others or the platform at risk, or if an authority orders it. We act proportionately and, unless it is not possible or prudent, tell you why; you can ask us to review the decision. If jobs are pending, we refund clients for paid jobs that were not carried out.
- You can **close your account** at any time from [Settings → My data](route:settingsData), where you can also **download a copy of your data**. Closing it ends your sessions and anonymises your messages. We recommend finishing pending jobs first.

## 17. Liability

- Prosk is responsible for providing the platform with due care. As section 4 explains, it is not responsible for the performance of services contracted between proskers and clients, or for what users publish or agree among themselves, unless the law provides otherwise.
- There may be interruptions for maintenance, technical failures or causes beyond Prosk's control, such as problems with Mercado Pago or internet providers. We are not liable for acts of God, force majeure or the acts of third parties.
- To the extent the law allows, Prosk is not liable for loss of profits or indirect damage. For proskers who use Prosk in their business, Prosk's total liability is limited to the fees and subscriptions paid in the 12 months before the event.
- **Nothing here limits** Prosk's liability for wilful misconduct or gross negligence, or the rights that **Ley 17.250** gives consumers and that cannot be waived.
- You are liable to Prosk and to other users for damage caused by your breach of these terms or the law.

## 18. Personal data

We process your data under Uruguay's Personal Data Protection Law, **Ley 18.331**, and Decree 414/009, as explained in the [privacy policy](route:privacy). If you receive another user's data for a job, such as their address, use it only for that job.

## 19. Changes to these terms

We may update these terms because of changes to the platform, the law or the way we work. **We will publish the new version with its effective date** and, if you are signed in, **we will ask you to accept it**. If you do not agree, you can stop using Prosk and close your account. Jobs already contracted remain governed by the version in force when they were contracted.

## 20. Notices and contact

We send notices to your verified e-mail address and inside the platform, and some also by WhatsApp depending on your preferences. You can write to us through the [contact form](route:contact) and we will reply by e-mail. For legal matters and formal notices: **legal@prosk.uy**; about your personal data: privacidad@prosk.uy.

## 21. Governing law and jurisdiction

These terms are governed by the **laws of Uruguay**, and disputes will be submitted to the **courts of Montevideo**, without prejudice to consumer protection rules (Ley 17.250) and the option of going to the Área de Defensa del Consumidor. If any clause is found invalid, the rest remain in force. Before making a claim, write to us: most problems are solved by talking.
`,
      },
      br: {
        title: 'Termos e condições',
        summary:
          'As regras para usar a Prosk no Uruguai: contas, trabalhos, pagamentos com Mercado Pago, cancelamentos, planos, conduta e seus direitos como usuário.',
        body: `Estes termos regulam o uso da Prosk no Uruguai. Eles explicam o que a Prosk faz, o que esperamos de quem a usa e o que você pode esperar de nós. Se algo não ficar claro, [fale com a gente](route:contact).

## 1. Quem somos e aceitação

A Prosk é operada pela **Prosk S.A.S.**, com sede em Montevidéu, Uruguai ("Prosk" ou "nós"). É um marketplace de serviços e uma ferramenta de escritório para trabalhadores autônomos, microempresas e empreendedores, e para quem deseja contratá-los.

Ao criar uma conta ou usar a plataforma, você aceita estes termos. O tratamento dos seus dados é explicado na [política de privacidade](route:privacy). Se não concordar, não use a Prosk.

Você precisa ter **18 anos ou mais** e capacidade legal para contratar. **A Prosk não é direcionada a menores de 18 anos**; se soubermos que uma conta pertence a um menor, ela será encerrada. Se você usa a Prosk em nome de uma empresa, declara que tem poderes para representá-la, e estes termos também se aplicam a ela.

## 2. Definições

- **Plataforma**: o site da Prosk, com perfis, buscas, chat, agenda, notificações e demais funções.
- **Prosker**: quem oferece seus serviços na Prosk por meio de um perfil público, como pessoa física ou empresa.
- **Cliente**: quem busca, contrata ou agenda serviços de um prosker.
- **Serviço**: o trabalho que um prosker publica no perfil, com título, descrição e preço.
- **Trabalho** (ou reserva): cada contratação concreta entre prosker e cliente na plataforma: a compra de um serviço publicado, uma oferta que o prosker cria para um cliente ou um horário da agenda.
- **Conteúdo**: textos, fotos, vídeos, publicações, mensagens e avaliações que os usuários enviam à Prosk.

## 3. Conta e segurança

Você pode se cadastrar com e-mail e senha, ou com Google ou Facebook. É preciso **verificar seu e-mail**: usamos esse endereço para enviar os avisos importantes.

- Cada pessoa pode ter **uma única conta**, com informações verdadeiras e atualizadas. Não crie contas em nome de outras pessoas nem contas duplicadas, por exemplo para driblar uma suspensão.
- **Proteja suas credenciais**: use uma senha forte, não a compartilhe e não a repita em outros sites. Você é responsável pelo que for feito na sua conta até nos avisar de um uso indevido.
- Se suspeitar que alguém acessou sua conta, troque a senha, use **sair de todos os dispositivos** nas [configurações da conta](route:settingsAccount) e nos avise.

Guardamos as senhas protegidas por um algoritmo de hash, de modo que ninguém na Prosk consegue conhecê-las, e limitamos as tentativas de login.

## 4. O papel da Prosk

A Prosk é uma **plataforma de intermediação**: conecta proskers e clientes e oferece ferramentas para conversar, combinar, pagar e acompanhar os trabalhos. **A Prosk não presta os serviços** oferecidos nela.

- O contrato de cada serviço é celebrado **diretamente entre o prosker e o cliente**. O prosker responde perante o cliente pela execução, qualidade, segurança e garantias do serviço, inclusive nos termos da lei uruguaia de relações de consumo (Ley 17.250), quando aplicável.
- Os proskers trabalham por conta própria. Não são empregados, agentes nem representantes da Prosk.
- A Prosk não revisa previamente cada perfil, serviço ou mensagem e, além de verificar o e-mail, não garante a identidade, as habilitações nem os resultados dos proskers. As avaliações são opiniões de outros clientes.
- A ordem dos resultados de busca considera, entre outros fatores, a correspondência com o que você procura, a categoria, a cidade, as avaliações, o preço e o preenchimento do perfil. Proskers Premium têm melhor posicionamento.

O que fazemos: manter a plataforma com diligência, processar as cobranças por meio do Mercado Pago, atender denúncias, resolver disputas e fazer cumprir estes termos.

## 5. Obrigações dos proskers

Se você oferece serviços na Prosk, compromete-se a:

- **Informar dados verdadeiros** sobre você, sua experiência, seus serviços, preços e disponibilidade, sem apresentar como suas fotos ou trabalhos de outras pessoas.
- **Ter as habilitações, licenças, seguros e registros** que sua atividade exige (por exemplo, na DGI, no BPS ou no órgão profissional correspondente) e **cumprir suas obrigações tributárias**.
- **Emitir as faturas ou comprovantes fiscais** exigidos por lei aos seus clientes.
- **Prestar os serviços com qualidade e cuidado**, na data e no turno combinados e conforme o publicado ou a oferta aceita, informando antes o preço total e as condições relevantes.
- Responder solicitações e reservas em prazo razoável.
- Vincular uma conta do Mercado Pago **em seu próprio nome** para receber pagamentos.

Seu perfil aparece nas buscas quando o preenchimento chega a **55 %** ou mais. Os preços são publicados em pesos uruguaios, em números inteiros.

## 6. Obrigações dos clientes

Se você contrata serviços na Prosk, compromete-se a descrever com clareza o que precisa, informar corretamente o local e a data, pagar o preço combinado pelos meios da plataforma quando o trabalho exigir, dar ao prosker condições razoáveis para trabalhar, tratá-lo com respeito e confirmar o trabalho, ou abrir uma disputa, com honestidade e dentro do prazo.

## 7. Trabalhos e reservas

Um trabalho começa quando você compra um serviço publicado e escolhe data e turno (manhã, das 9h às 13h, ou tarde, das 14h às 18h); quando reserva um horário de uma hora na agenda de um prosker Premium; ou quando o prosker envia uma oferta pelo chat.

1. **Novo**: aguarda a resposta do prosker, que **aceita ou recusa**. As reservas da agenda também dependem da aprovação dele. Se recusar, nada é cobrado.
2. **Pagamento**: se o trabalho exigir pagamento, o cliente paga com Mercado Pago; sem pagamento, o trabalho não avança.
3. **Pronto**: fica confirmado para a data combinada. Conforme suas [notificações](route:settingsNotifications), você recebe lembretes 24 horas e 2 horas antes.
4. **Em andamento** e **concluído**: o prosker indica que começou e, depois, que terminou.
5. **Confirmado ou em disputa**: o cliente confirma ou abre uma disputa (seções 10 e 11).

Os clientes acompanham seus trabalhos em [meus pedidos](route:myOrders), e os proskers em [meus trabalhos](route:adminServices). Combinem pelo chat qualquer mudança de data, preço ou escopo, para que fique registrada.

## 8. Pagamentos pelo Mercado Pago

Os pagamentos eletrônicos são processados pelo **Mercado Pago**, segundo os termos dele. A Prosk não é uma instituição financeira.

- O cliente paga com os meios oferecidos pelo Mercado Pago, como cartão, parcelado quando disponível. **Os dados do cartão são recebidos e processados pelo Mercado Pago; a Prosk não os vê nem os armazena.**
- O prosker vincula sua conta do Mercado Pago em [Configurações → Pagamentos](route:settingsPayments).
- A Prosk cobra uma **comissão de 4,49 % + IVA** por pagamento no plano Free, ou de **2,99 % + IVA** no plano Premium. A comissão é **descontada do valor do pagamento**; o cliente paga o preço publicado ou combinado, sem acréscimos da Prosk.
- O dinheiro é liberado ao prosker **21 dias após o pagamento**, prazo de liberação do Mercado Pago.
- Os reembolsos voltam ao mesmo meio de pagamento; o prazo para aparecerem depende do Mercado Pago e do emissor do cartão.

## 9. Cancelamentos

- O prosker ou o cliente podem cancelar um trabalho, informando o motivo, **até 24 horas antes do início**. Se o trabalho **já estava pago**, o cliente recebe o **reembolso integral**.
- Depois disso, **a plataforma não permite cancelar**. Diante de um imprevisto, conversem pelo chat para combinar outra data. Se o trabalho não acontecer, escreva pelo [formulário de contato](route:contact); se o prosker marcá-lo como concluído sem tê-lo feito como combinado, abra uma disputa.
- Cancelamentos repetidos ou injustificados podem levar às medidas da seção 16.

## 10. Conclusão e confirmação

Quando o prosker marca um trabalho como concluído, o cliente tem **7 dias** para confirmá-lo ou abrir uma disputa. Se não fizer nenhuma das duas coisas, o trabalho é **confirmado automaticamente**. Confirme apenas quando o trabalho tiver sido feito como combinado.

## 11. Disputas

Se você não ficou satisfeito com um trabalho concluído, pode abrir uma **disputa** no próprio trabalho, antes da confirmação, explicando o **motivo**. A equipe da Prosk analisa o caso (os detalhes do trabalho, o chat e o que cada parte apresentar, podendo pedir mais informações) e decide se o pagamento é liberado ao prosker ou reembolsado ao cliente. Informamos a decisão às duas partes.

Agimos de boa-fé, mas esse procedimento não limita o direito das partes de recorrer ao órgão uruguaio de defesa do consumidor (Área de Defensa del Consumidor) ou aos tribunais competentes.

## 12. Avaliações

- Depois que um trabalho é concluído, o cliente pode deixar **uma avaliação por trabalho**, com estrelas e texto.
- As avaliações devem ser **honestas** e baseadas em uma experiência real. Não são permitidas avaliações falsas, pagas ou em troca de descontos, nem escritas pelo próprio prosker ou por concorrentes, nem ameaças de avaliação negativa para obter vantagens.
- A Prosk **modera** as avaliações: podemos ocultar ou remover as que contenham ofensas, dados pessoais, conteúdo discriminatório ou comentários alheios ao trabalho. Não removemos avaliações só por serem negativas. Você pode denunciar uma avaliação pelo formulário de contato.

## 13. Planos e assinaturas

- **Free**: perfil público e presença nas buscas, chat com clientes e recebimentos pelo Mercado Pago com comissão de 4,49 % + IVA.
- **Premium**: tudo isso e mais agenda com disponibilidade e reservas, melhor posicionamento nas buscas, comunicação automática (lembretes e pedidos de avaliação aos seus clientes, em seu nome) e comissão de 2,99 % + IVA.

Condições do Premium:

- **Teste grátis de 30 dias.** Ao final, para continuar no Premium é cobrado o período escolhido; se não quiser continuar, cancele antes e você volta ao plano Free sem custo.
- **Períodos**: mensal, trimestral, semestral ou anual. Na data desta versão, custam UYU 590, 1.590, 2.990 e 5.490, respectivamente; o preço vigente aparece na [página de planos](route:subscriptionPlans) antes do pagamento.
- **Renovação**: ao fim de cada período, a assinatura é renovada por um período igual, pelo preço vigente, salvo se você cancelar antes. Se o preço mudar, avisaremos antes de aplicá-lo.
- **Pausa**: você pode pausar e retomar a assinatura em [Minha assinatura](route:mySubscription); durante a pausa, não tem as funções Premium.
- **Cancelamento**: você pode cancelar quando quiser em Minha assinatura. O Premium continua até o fim do período pago e depois você passa ao Free. Períodos já iniciados não são reembolsados, sem prejuízo do direito de desistência do artigo 16 da Ley 17.250, quando aplicável.
- **Cupons**: valem conforme suas próprias condições (desconto, validade, planos). Não podem ser trocados por dinheiro e podemos anulá-los em caso de uso fraudulento.

## 14. Chat e conduta

O chat permite conversar em tempo real e compartilhar imagens e arquivos PDF. No chat e em toda a plataforma, é proibido:

- Publicar conteúdo ilegal, violento, sexual explícito, discriminatório ou difamatório.
- Assediar, ameaçar ou enganar outros usuários, ou se passar por outra pessoa.
- Enviar spam, publicidade não solicitada ou links maliciosos.
- Oferecer serviços ilícitos ou que exijam uma habilitação que você não tem.
- Coletar dados de outros usuários ou extrair conteúdo de forma automatizada.
- Interferir na segurança ou no funcionamento da plataforma.

**Negócios por fora.** Pedimos que você não compartilhe contatos para fechar negócios fora da Prosk e evitar a comissão. Um trabalho combinado e pago por fora não tem reembolso por cancelamento, disputa nem avaliação na Prosk. Podemos restringir contas que incentivem isso de forma sistemática.

**Bloquear e denunciar.** Você pode bloquear qualquer usuário pelo chat e denunciar mensagens, perfis ou avaliações; analisamos cada denúncia. Se alguém estiver em perigo, ligue antes para o 911, o número de emergência no Uruguai.

## 15. Conteúdo e propriedade intelectual

- Seu conteúdo continua sendo seu. Você declara ter os direitos necessários, incluindo o consentimento das pessoas que aparecem nas suas fotos e vídeos.
- Você nos concede uma **licença não exclusiva, gratuita e mundial**, enquanto o conteúdo estiver publicado, para hospedá-lo, reproduzi-lo, adaptá-lo tecnicamente (por exemplo, redimensionar uma imagem) e exibi-lo na plataforma. Ela termina quando você exclui o conteúdo ou encerra a conta, salvo as cópias que devamos manter conforme a [política de privacidade](route:privacy).
- A marca Prosk, o logotipo, o design e o software pertencem à Prosk S.A.S. ou a seus licenciantes e não podem ser usados sem autorização.
- Se um conteúdo viola seus direitos, avise-nos em legal@prosk.uy, indicando qual e por quê.

## 16. Suspensão e encerramento da conta

- Podemos **advertir, restringir, suspender ou banir** uma conta, ou remover conteúdo, se houver violação destes termos ou da lei, risco para outras pessoas ou para a plataforma, ou ordem de uma autoridade. Agimos de forma proporcional e, salvo quando não for possível ou prudente, informamos o motivo; você pode pedir a revisão da decisão. Se houver trabalhos pendentes, reembolsamos ao cliente o que foi pago por trabalhos não realizados.
- Você pode **encerrar sua conta** quando quiser em [Configurações → Meus dados](route:settingsData), onde também pode **baixar uma cópia dos seus dados**. Ao encerrá-la, suas sessões terminam e suas mensagens são anonimizadas. Recomendamos concluir antes os trabalhos pendentes.

## 17. Responsabilidade

- A Prosk responde por prestar a plataforma com diligência. Como explica a seção 4, não responde pela execução dos serviços contratados entre proskers e clientes nem pelo que os usuários publicam ou combinam entre si, salvo disposição legal em contrário.
- Pode haver interrupções por manutenção, falhas técnicas ou causas alheias à Prosk, como problemas do Mercado Pago ou de provedores de internet. Não respondemos por caso fortuito, força maior ou fato de terceiros.
- Na medida permitida pela lei, a Prosk não responde por lucros cessantes nem danos indiretos. Para proskers que usam a Prosk em sua atividade profissional, a responsabilidade total da Prosk fica limitada às comissões e assinaturas pagas nos 12 meses anteriores ao fato.
- **Nada disso limita** a responsabilidade da Prosk por dolo ou culpa grave, nem os direitos irrenunciáveis que a **Ley 17.250** garante aos consumidores.
- Você responde perante a Prosk e outros usuários pelos danos causados pelo seu descumprimento destes termos ou da lei.

## 18. Dados pessoais

Tratamos seus dados conforme a lei uruguaia de proteção de dados pessoais, **Ley 18.331**, e o Decreto 414/009, como explica a [política de privacidade](route:privacy). Se você receber dados de outro usuário em um trabalho, como o endereço, use-os apenas para esse trabalho.

## 19. Alterações destes termos

Podemos atualizar estes termos por mudanças na plataforma, na lei ou na nossa forma de trabalhar. **Publicaremos a nova versão com a data de entrada em vigor** e, se você estiver conectado, **pediremos que a aceite**. Se não concordar, pode deixar de usar a Prosk e encerrar sua conta. Os trabalhos já contratados seguem a versão vigente no momento da contratação.

## 20. Avisos e contato

Enviamos os avisos ao e-mail verificado e dentro da plataforma, e alguns também por WhatsApp, conforme suas preferências. Você pode nos escrever pelo [formulário de contato](route:contact) e responderemos por e-mail. Para assuntos jurídicos e notificações formais: **legal@prosk.uy**; sobre seus dados pessoais: privacidad@prosk.uy.

## 21. Lei aplicável e foro

Estes termos são regidos pelas **leis da República Oriental do Uruguai**, e as controvérsias serão submetidas aos **tribunais de Montevidéu**, sem prejuízo das normas de proteção do consumidor (Ley 17.250) e da possibilidade de recorrer à Área de Defensa del Consumidor. Se alguma cláusula for considerada inválida, as demais continuam válidas. Antes de fazer uma reclamação, fale com a gente: a maioria dos problemas se resolve conversando.
`,
      },
    },
  },
  {
    kind: 'page',
    slug: 'terms',
    region: 'br',
    version: '1.0',
    effectiveOn: '2026-11-01',
    text: {
      br: {
        title: 'Termos e condições',
        summary:
          'As regras para usar a Prosk no Brasil: contas, trabalhos, pagamentos com Mercado Pago, cancelamentos, planos, conduta e seus direitos como consumidor e usuário.',
        body: `Estes termos regulam o uso da Prosk no Brasil. Eles explicam o que a Prosk faz, o que esperamos de quem a usa e o que você pode esperar de nós, em linha com o Código de Defesa do Consumidor, o Marco Civil da Internet e a LGPD. Se algo não ficar claro, [fale com a gente](route:contact).

## 1. Quem somos e aceitação

A Prosk no Brasil é operada pela **Prosk Serviços Digitais Ltda.**, com sede em São Paulo/SP ("Prosk" ou "nós"). É um marketplace de serviços e uma ferramenta de escritório para trabalhadores autônomos, microempreendedores e pequenos negócios, e para quem deseja contratá-los.

Ao criar uma conta ou usar a plataforma, você aceita estes termos. O tratamento dos seus dados é explicado na [política de privacidade](route:privacy). Se não concordar, não use a Prosk.

Você precisa ter **18 anos ou mais** e capacidade civil para contratar. **A Prosk não é direcionada a menores de 18 anos**; se soubermos que uma conta pertence a um menor, ela será encerrada. Se você usa a Prosk em nome de uma empresa, declara que tem poderes para representá-la, e estes termos também se aplicam a ela.

## 2. Definições

- **Plataforma**: o site da Prosk, com perfis, buscas, chat, agenda, notificações e demais funções.
- **Prosker**: quem oferece seus serviços na Prosk por meio de um perfil público, como pessoa física ou jurídica.
- **Cliente**: quem busca, contrata ou agenda serviços de um prosker.
- **Serviço**: o trabalho que um prosker publica no perfil, com título, descrição e preço.
- **Trabalho** (ou reserva): cada contratação concreta entre prosker e cliente na plataforma: a compra de um serviço publicado, uma oferta que o prosker cria para um cliente ou um horário da agenda.
- **Conteúdo**: textos, fotos, vídeos, publicações, mensagens e avaliações que os usuários enviam à Prosk.

## 3. Conta e segurança

Você pode se cadastrar com e-mail e senha, ou com Google ou Facebook. É preciso **verificar seu e-mail**: usamos esse endereço para enviar os avisos importantes.

- Cada pessoa pode ter **uma única conta**, com informações verdadeiras e atualizadas. Não crie contas em nome de outras pessoas nem contas duplicadas, por exemplo para driblar uma suspensão.
- **Proteja suas credenciais**: use uma senha forte, não a compartilhe e não a repita em outros sites. Você é responsável pelo que for feito na sua conta até nos avisar de um uso indevido.
- Se suspeitar que alguém acessou sua conta, troque a senha, use **sair de todos os dispositivos** nas [configurações da conta](route:settingsAccount) e nos avise.

Guardamos as senhas protegidas por um algoritmo de hash, de modo que ninguém na Prosk consegue conhecê-las, e limitamos as tentativas de login.

## 4. O papel da Prosk

A Prosk é uma **plataforma de intermediação**: conecta proskers e clientes e oferece ferramentas para conversar, combinar, pagar e acompanhar os trabalhos. **A Prosk não presta os serviços** oferecidos nela.

- O contrato de cada serviço é celebrado **diretamente entre o prosker e o cliente**. O prosker responde perante o cliente pela execução, qualidade, segurança e garantias do serviço, nos termos do **Código de Defesa do Consumidor (Lei 8.078/1990)**. Esta cláusula não afasta as responsabilidades que a lei atribua à própria Prosk.
- Os proskers trabalham por conta própria. Não são empregados, agentes nem representantes da Prosk, e não há vínculo empregatício entre eles e a Prosk.
- A Prosk não revisa previamente cada perfil, serviço ou mensagem e, além de verificar o e-mail, não garante a identidade, as habilitações nem os resultados dos proskers. As avaliações são opiniões de outros clientes.
- A ordem dos resultados de busca considera, entre outros fatores, a correspondência com o que você procura, a categoria, a cidade, as avaliações, o preço e o preenchimento do perfil. Proskers Premium têm melhor posicionamento.

O que fazemos: manter a plataforma com diligência, processar as cobranças por meio do Mercado Pago, atender denúncias, resolver disputas e fazer cumprir estes termos.

## 5. Obrigações dos proskers

Se você oferece serviços na Prosk, compromete-se a:

- **Informar dados verdadeiros** sobre você, sua experiência, seus serviços, preços e disponibilidade, sem apresentar como suas fotos ou trabalhos de outras pessoas.
- **Ter as licenças, alvarás, seguros e registros** que sua atividade exige (por exemplo, inscrição como MEI ou CNPJ, inscrição municipal ou registro no conselho profissional) e **cumprir suas obrigações tributárias**.
- **Emitir nota fiscal** aos seus clientes sempre que a lei exigir.
- **Prestar os serviços com qualidade e cuidado**, na data e no turno combinados e conforme o publicado ou a oferta aceita, informando antes, de forma clara, o preço total e as condições relevantes.
- Responder solicitações e reservas em prazo razoável.
- Vincular uma conta do Mercado Pago **em seu próprio nome** para receber pagamentos.

Seu perfil aparece nas buscas quando o preenchimento chega a **55 %** ou mais. Os preços são publicados em reais, em valores inteiros.

## 6. Obrigações dos clientes

Se você contrata serviços na Prosk, compromete-se a descrever com clareza o que precisa, informar corretamente o local e a data, pagar o preço combinado pelos meios da plataforma quando o trabalho exigir, dar ao prosker condições razoáveis para trabalhar, tratá-lo com respeito e confirmar o trabalho, ou abrir uma disputa, com honestidade e dentro do prazo.

## 7. Trabalhos e reservas

Um trabalho começa quando você compra um serviço publicado e escolhe data e turno (manhã, das 9h às 13h, ou tarde, das 14h às 18h); quando reserva um horário de uma hora na agenda de um prosker Premium; ou quando o prosker envia uma oferta pelo chat.

1. **Novo**: aguarda a resposta do prosker, que **aceita ou recusa**. As reservas da agenda também dependem da aprovação dele. Se recusar, nada é cobrado.
2. **Pagamento**: se o trabalho exigir pagamento, o cliente paga com Mercado Pago; sem pagamento, o trabalho não avança.
3. **Pronto**: fica confirmado para a data combinada. Conforme suas [notificações](route:settingsNotifications), você recebe lembretes 24 horas e 2 horas antes.
4. **Em andamento** e **concluído**: o prosker indica que começou e, depois, que terminou.
5. **Confirmado ou em disputa**: o cliente confirma ou abre uma disputa (seções 10 e 11).

Os clientes acompanham seus trabalhos em [meus pedidos](route:myOrders), e os proskers em [meus trabalhos](route:adminServices). Combinem pelo chat qualquer mudança de data, preço ou escopo, para que fique registrada.

## 8. Pagamentos pelo Mercado Pago

Os pagamentos eletrônicos são processados pelo **Mercado Pago**, segundo os termos dele. A Prosk não é uma instituição financeira nem de pagamento.

- O cliente paga com os meios oferecidos pelo Mercado Pago, como cartão, parcelado quando disponível. **Os dados do cartão são recebidos e processados pelo Mercado Pago; a Prosk não os vê nem os armazena.**
- O prosker vincula sua conta do Mercado Pago em [Configurações → Pagamentos](route:settingsPayments).
- A Prosk cobra uma **comissão de 4,49 % + impostos** por pagamento no plano Free, ou de **2,99 % + impostos** no plano Premium. A comissão é **descontada do valor do pagamento**; o cliente paga o preço publicado ou combinado, sem acréscimos da Prosk.
- O dinheiro é liberado ao prosker **21 dias após o pagamento**, prazo de liberação do Mercado Pago.
- Os reembolsos voltam ao mesmo meio de pagamento; o prazo para aparecerem depende do Mercado Pago e do emissor do cartão.

## 9. Cancelamentos

- O prosker ou o cliente podem cancelar um trabalho, informando o motivo, **até 24 horas antes do início**. Se o trabalho **já estava pago**, o cliente recebe o **reembolso integral**.
- Depois disso, **a plataforma não permite cancelar**. Diante de um imprevisto, conversem pelo chat para combinar outra data. Se o trabalho não acontecer, escreva pelo [formulário de contato](route:contact); se o prosker marcá-lo como concluído sem tê-lo feito como combinado, abra uma disputa.
- Cancelamentos repetidos ou injustificados podem levar às medidas da seção 16.

Nada disso limita os direitos que o CDC garante ao cliente consumidor perante o prosker.

## 10. Conclusão e confirmação

Quando o prosker marca um trabalho como concluído, o cliente tem **7 dias** para confirmá-lo ou abrir uma disputa. Se não fizer nenhuma das duas coisas, o trabalho é **confirmado automaticamente**. Confirme apenas quando o trabalho tiver sido feito como combinado.

## 11. Disputas

Se você não ficou satisfeito com um trabalho concluído, pode abrir uma **disputa** no próprio trabalho, antes da confirmação, explicando o **motivo**. A equipe da Prosk analisa o caso (os detalhes do trabalho, o chat e o que cada parte apresentar, podendo pedir mais informações) e decide se o pagamento é liberado ao prosker ou reembolsado ao cliente. Informamos a decisão às duas partes.

Agimos de boa-fé, mas esse procedimento não limita o direito das partes de recorrer ao Procon, à plataforma consumidor.gov.br ou ao Poder Judiciário.

## 12. Avaliações

- Depois que um trabalho é concluído, o cliente pode deixar **uma avaliação por trabalho**, com estrelas e texto.
- As avaliações devem ser **honestas** e baseadas em uma experiência real. Não são permitidas avaliações falsas, pagas ou em troca de descontos, nem escritas pelo próprio prosker ou por concorrentes, nem ameaças de avaliação negativa para obter vantagens.
- A Prosk **modera** as avaliações: podemos ocultar ou remover as que contenham ofensas, dados pessoais, conteúdo discriminatório ou comentários alheios ao trabalho. Não removemos avaliações só por serem negativas. Você pode denunciar uma avaliação pelo formulário de contato.

## 13. Planos e assinaturas

- **Free**: perfil público e presença nas buscas, chat com clientes e recebimentos pelo Mercado Pago com comissão de 4,49 % + impostos.
- **Premium**: tudo isso e mais agenda com disponibilidade e reservas, melhor posicionamento nas buscas, comunicação automática (lembretes e pedidos de avaliação aos seus clientes, em seu nome) e comissão de 2,99 % + impostos.

Condições do Premium:

- **Teste grátis de 30 dias.** Ao final, para continuar no Premium é cobrado o período escolhido; se não quiser continuar, cancele antes e você volta ao plano Free sem custo.
- **Períodos**: mensal, trimestral, semestral ou anual. Na data desta versão, custam R$ 39,90, R$ 107,90, R$ 199,90 e R$ 359,90, respectivamente; o preço vigente aparece na [página de planos](route:subscriptionPlans) antes do pagamento.
- **Renovação**: ao fim de cada período, a assinatura é renovada por um período igual, pelo preço vigente, salvo se você cancelar antes. Se o preço mudar, avisaremos antes de aplicá-lo.
- **Pausa**: você pode pausar e retomar a assinatura em [Minha assinatura](route:mySubscription); durante a pausa, não tem as funções Premium.
- **Cancelamento**: você pode cancelar quando quiser em Minha assinatura. O Premium continua até o fim do período pago e depois você passa ao Free. Períodos já iniciados não são reembolsados, sem prejuízo do **direito de arrependimento** de 7 dias do art. 49 do CDC, quando aplicável.
- **Cupons**: valem conforme suas próprias condições (desconto, validade, planos). Não podem ser trocados por dinheiro e podemos anulá-los em caso de uso fraudulento.

## 14. Chat e conduta

O chat permite conversar em tempo real e compartilhar imagens e arquivos PDF. No chat e em toda a plataforma, é proibido:

- Publicar conteúdo ilegal, violento, sexual explícito, discriminatório ou difamatório.
- Assediar, ameaçar ou enganar outros usuários, ou se passar por outra pessoa.
- Enviar spam, publicidade não solicitada ou links maliciosos.
- Oferecer serviços ilícitos ou que exijam uma habilitação que você não tem.
- Coletar dados de outros usuários ou extrair conteúdo de forma automatizada.
- Interferir na segurança ou no funcionamento da plataforma.

**Negócios por fora.** Pedimos que você não compartilhe contatos para fechar negócios fora da Prosk e evitar a comissão. Um trabalho combinado e pago por fora não tem reembolso por cancelamento, disputa nem avaliação na Prosk. Podemos restringir contas que incentivem isso de forma sistemática.

**Bloquear e denunciar.** Você pode bloquear qualquer usuário pelo chat e denunciar mensagens, perfis ou avaliações; analisamos cada denúncia. Se alguém estiver em perigo, ligue antes para o 190.

## 15. Conteúdo e propriedade intelectual

- Seu conteúdo continua sendo seu. Você declara ter os direitos necessários, incluindo os direitos autorais e o consentimento das pessoas que aparecem nas suas fotos e vídeos.
- Você nos concede uma **licença não exclusiva, gratuita e mundial**, enquanto o conteúdo estiver publicado, para hospedá-lo, reproduzi-lo, adaptá-lo tecnicamente (por exemplo, redimensionar uma imagem) e exibi-lo na plataforma. Ela termina quando você exclui o conteúdo ou encerra a conta, salvo as cópias que devamos manter conforme a [política de privacidade](route:privacy).
- A marca Prosk, o logotipo, o design e o software pertencem à Prosk ou a seus licenciantes e não podem ser usados sem autorização.
- Se um conteúdo viola seus direitos, avise-nos em legal@prosk.uy, indicando qual e por quê. Removemos conteúdos nos casos previstos na lei, incluindo o **Marco Civil da Internet (Lei 12.965/2014)**, e em cumprimento de ordens judiciais.

## 16. Suspensão e encerramento da conta

- Podemos **advertir, restringir, suspender ou banir** uma conta, ou remover conteúdo, se houver violação destes termos ou da lei, risco para outras pessoas ou para a plataforma, ou ordem de uma autoridade. Agimos de forma proporcional e, salvo quando não for possível ou prudente, informamos o motivo; você pode pedir a revisão da decisão. Se houver trabalhos pendentes, reembolsamos ao cliente o que foi pago por trabalhos não realizados.
- Você pode **encerrar sua conta** quando quiser em [Configurações → Meus dados](route:settingsData), onde também pode **baixar uma cópia dos seus dados**. Ao encerrá-la, suas sessões terminam e suas mensagens são anonimizadas. Recomendamos concluir antes os trabalhos pendentes.

## 17. Responsabilidade

- A Prosk responde por prestar a plataforma com diligência. Como explica a seção 4, não executa os serviços contratados entre proskers e clientes nem controla o que os usuários publicam ou combinam entre si, sem prejuízo das responsabilidades que a lei lhe atribua.
- Pode haver interrupções por manutenção, falhas técnicas ou causas alheias à Prosk, como problemas do Mercado Pago ou de provedores de internet. Não respondemos por caso fortuito, força maior ou culpa exclusiva de terceiros.
- Para proskers que usam a Prosk em sua atividade profissional, e na medida permitida pela lei, a Prosk não responde por lucros cessantes nem danos indiretos, e sua responsabilidade total fica limitada às comissões e assinaturas pagas nos 12 meses anteriores ao fato.
- **Nada nestes termos limita** a responsabilidade da Prosk por dolo ou culpa grave, nem os direitos que o **CDC** garante aos consumidores, que não podem ser afastados por contrato.
- Você responde perante a Prosk e outros usuários pelos danos causados pelo seu descumprimento destes termos ou da lei.

## 18. Dados pessoais

Tratamos seus dados conforme a **Lei Geral de Proteção de Dados Pessoais (LGPD, Lei 13.709/2018)**, como explica a [política de privacidade](route:privacy), onde você encontra como exercer seus direitos e falar com o encarregado (privacidade@prosk.com.br). Guardamos os registros de acesso à aplicação, sob sigilo, pelo prazo exigido pelo art. 15 do Marco Civil da Internet, e só os fornecemos nos casos previstos em lei. Se você receber dados de outro usuário em um trabalho, como o endereço, use-os apenas para esse trabalho.

## 19. Alterações destes termos

Podemos atualizar estes termos por mudanças na plataforma, na lei ou na nossa forma de trabalhar. **Publicaremos a nova versão com a data de entrada em vigor** e, se você estiver conectado, **pediremos que a aceite**. Se não concordar, pode deixar de usar a Prosk e encerrar sua conta. Os trabalhos já contratados seguem a versão vigente no momento da contratação.

## 20. Avisos e contato

Enviamos os avisos ao e-mail verificado e dentro da plataforma, e alguns também por WhatsApp, conforme suas preferências. Você pode nos escrever pelo [formulário de contato](route:contact) e responderemos por e-mail. Para assuntos jurídicos e notificações formais: **legal@prosk.uy**; sobre seus dados pessoais: privacidade@prosk.com.br.

Prosk Serviços Digitais Ltda., São Paulo/SP.

## 21. Lei aplicável e foro

Estes termos são regidos pelas **leis da República Federativa do Brasil**. Para clientes e demais usuários consumidores, é competente o **foro do domicílio do consumidor**, conforme o art. 101, I, do CDC; nos demais casos, fica eleito o foro da Comarca de São Paulo/SP. Se alguma cláusula for considerada inválida, as demais continuam válidas. Antes de fazer uma reclamação, fale com a gente: a maioria dos problemas se resolve conversando.
`,
      },
      es: {
        title: 'Términos y condiciones',
        summary:
          'Las condiciones para usar Prosk en Brasil: cuentas, trabajos, pagos con Mercado Pago, cancelaciones, planes, normas de conducta y tus derechos como consumidor y usuario.',
        body: `Estos términos regulan el uso de Prosk en Brasil. Explican qué hace Prosk, qué esperamos de quienes la usan y qué puedes esperar de nosotros, de acuerdo con el Código de Defensa del Consumidor, el Marco Civil de Internet y la LGPD. Si algo no queda claro, [escríbenos](route:contact).

## 1. Quiénes somos y aceptación

Prosk en Brasil es operada por **Prosk Serviços Digitais Ltda.**, con domicilio en São Paulo, Brasil ("Prosk" o "nosotros"). Es un mercado de servicios y una herramienta de oficina para trabajadores independientes, microempresas y emprendedores, y para quienes buscan contratarlos.

Al crear una cuenta o usar la plataforma aceptas estos términos. El tratamiento de tus datos se explica en la [política de privacidad](route:privacy). Si no estás de acuerdo, no uses Prosk.

Debes tener **18 años o más** y capacidad legal para contratar. **Prosk no está dirigida a menores de 18 años**; si sabemos que una cuenta pertenece a un menor, la cerraremos. Si usas Prosk en nombre de una empresa, declaras que puedes obligarla y estos términos se aplican también a ella.

## 2. Definiciones

- **Plataforma**: el sitio de Prosk, con sus perfiles, búsquedas, chat, agenda, notificaciones y demás funciones.
- **Prosker**: quien ofrece sus servicios en Prosk a través de un perfil público, como persona o como empresa.
- **Cliente**: quien busca, contrata o reserva servicios de un prosker.
- **Servicio**: la prestación que un prosker publica en su perfil, con título, descripción y precio.
- **Trabajo** (o reserva): cada encargo concreto entre un prosker y un cliente en la plataforma: la compra de un servicio publicado, una oferta que el prosker crea para un cliente o un turno de agenda.
- **Contenido**: textos, fotos, videos, publicaciones, mensajes y reseñas que los usuarios suben a Prosk.

## 3. Cuenta y seguridad

Puedes registrarte con tu correo y una contraseña, o con Google o Facebook. Debes **verificar tu correo electrónico**: lo usaremos para enviarte los avisos importantes.

- Cada persona puede tener **una sola cuenta**, con información verdadera y al día. No crees cuentas a nombre de otros ni cuentas duplicadas, por ejemplo para eludir una suspensión.
- **Cuida tus credenciales**: usa una contraseña segura, no la compartas y no la repitas en otros sitios. Eres responsable de lo que se haga desde tu cuenta mientras no nos avises de un uso indebido.
- Si sospechas que alguien entró a tu cuenta, cambia la contraseña, usa **cerrar sesión en todos los dispositivos** en la [configuración de la cuenta](route:settingsAccount) y avísanos.

Guardamos las contraseñas protegidas con un algoritmo de hash, de modo que nadie en Prosk puede conocerlas, y limitamos los intentos de inicio de sesión.

## 4. El papel de Prosk

Prosk es una **plataforma de intermediación**: pone en contacto a proskers y clientes y les da herramientas para comunicarse, acordar, pagar y seguir los trabajos. **Prosk no presta los servicios** que se ofrecen en ella.

- El contrato por cada servicio se celebra **directamente entre el prosker y el cliente**. El prosker responde ante el cliente por la ejecución, la calidad, la seguridad y las garantías del servicio, en los términos del **Código de Defensa del Consumidor (Lei 8.078/1990)**. Esta cláusula no excluye las responsabilidades que la ley atribuya a la propia Prosk.
- Los proskers trabajan por cuenta propia. No son empleados, agentes ni representantes de Prosk, y no existe relación laboral entre ellos y Prosk.
- Prosk no revisa de antemano cada perfil, servicio o mensaje y, más allá de verificar el correo electrónico, no garantiza la identidad, las habilitaciones ni los resultados de los proskers. Las reseñas son opiniones de otros clientes.
- En el orden de las búsquedas influyen, entre otros factores, la coincidencia con lo que buscas, la categoría, la ciudad, las calificaciones, el precio y la completitud del perfil. Los proskers Premium obtienen una mejor ubicación.

Lo que sí hacemos: mantener la plataforma con diligencia, gestionar los cobros a través de Mercado Pago, atender reportes, resolver disputas y hacer cumplir estos términos.

## 5. Obligaciones de los proskers

Si ofreces servicios en Prosk, te comprometes a:

- **Dar información verdadera** sobre ti, tu experiencia, tus servicios, precios y disponibilidad, sin presentar como propios fotos o trabajos ajenos.
- **Tener las licencias, permisos, seguros y registros** que exija tu actividad (por ejemplo, la inscripción como MEI o el CNPJ, la inscripción municipal o el registro en el consejo profesional) y **cumplir tus obligaciones tributarias**.
- **Emitir nota fiscal** a tus clientes cuando la ley lo exija.
- **Prestar los servicios con calidad y cuidado**, en la fecha y la franja acordadas y según lo publicado o la oferta aceptada, informando antes, con claridad, el precio total y las condiciones relevantes.
- Responder solicitudes y reservas en un plazo razonable.
- Vincular una cuenta de Mercado Pago **a tu nombre** para recibir pagos.

Tu perfil aparece en las búsquedas cuando su completitud llega al **55 %** o más. Los precios se publican en reales, en números enteros.

## 6. Obligaciones de los clientes

Si contratas servicios en Prosk, te comprometes a describir con claridad lo que necesitas, dar datos correctos sobre el lugar y la fecha, pagar el precio acordado por los medios de la plataforma cuando el trabajo lo requiera, dar al prosker condiciones razonables para trabajar, tratarlo con respeto y confirmar el trabajo, o abrir una disputa, con honestidad y dentro del plazo.

## 7. Trabajos y reservas

Un trabajo comienza cuando compras un servicio publicado y eliges fecha y franja (mañana, de 9 a 13 h, o tarde, de 14 a 18 h); cuando reservas un turno de una hora en la agenda de un prosker Premium; o cuando el prosker te hace una oferta desde el chat.

1. **Nuevo**: espera la respuesta del prosker, que lo **acepta o lo rechaza**. Las reservas de agenda también requieren su aprobación. Si lo rechaza, no se cobra nada.
2. **Pago**: si el trabajo requiere pago, el cliente paga con Mercado Pago; sin pago, el trabajo no avanza.
3. **Listo**: queda confirmado para la fecha acordada. Según tus [notificaciones](route:settingsNotifications), recibirás recordatorios 24 horas y 2 horas antes.
4. **En curso** y **terminado**: el prosker indica que empezó y, después, que terminó.
5. **Confirmado o en disputa**: el cliente confirma o abre una disputa (secciones 10 y 11).

Los clientes siguen sus trabajos en [mis pedidos](route:myOrders) y los proskers en [mis trabajos](route:adminServices). Acuerden por el chat cualquier cambio de fecha, precio o alcance, para que quede registro.

## 8. Pagos a través de Mercado Pago

Los pagos electrónicos se procesan a través de **Mercado Pago**, según sus propios términos. Prosk no es una entidad financiera ni de pagos.

- El cliente paga con los medios que ofrece Mercado Pago, como la tarjeta, en cuotas cuando están disponibles. **Los datos de la tarjeta los recibe y procesa Mercado Pago; Prosk no los ve ni los guarda.**
- El prosker vincula su cuenta de Mercado Pago en [Configuración → Pagos](route:settingsPayments).
- Prosk cobra una **comisión de 4,49 % + impuestos** por pago en el plan Free, o de **2,99 % + impuestos** en el plan Premium. La comisión **se descuenta del monto del pago**; el cliente paga el precio publicado o acordado, sin recargos de Prosk.
- El dinero se libera al prosker **21 días después del pago**, el plazo de liberación de Mercado Pago.
- Los reembolsos se hacen al mismo medio de pago; cuándo se reflejan depende de Mercado Pago y del emisor de la tarjeta.

## 9. Cancelaciones

- El prosker o el cliente pueden cancelar un trabajo, indicando el motivo, **hasta 24 horas antes de su inicio**. Si el trabajo **ya estaba pagado**, el cliente recibe el **reembolso total**.
- Pasado ese plazo, **la plataforma no permite cancelar**. Ante un imprevisto, hablen por el chat para acordar otra fecha. Si el trabajo no se realiza, escríbenos por el [formulario de contacto](route:contact); si el prosker lo marca como terminado sin haberlo hecho como se acordó, abre una disputa.
- Las cancelaciones reiteradas o injustificadas pueden dar lugar a las medidas de la sección 16.

Nada de esto limita los derechos que el Código de Defensa del Consumidor reconoce al cliente consumidor frente al prosker.

## 10. Finalización y confirmación

Cuando el prosker marca un trabajo como terminado, el cliente tiene **7 días** para confirmarlo o abrir una disputa. Si no hace ninguna de las dos cosas, el trabajo **se confirma automáticamente**. Confirma solo cuando el trabajo esté hecho como se acordó.

## 11. Disputas

Si no estás conforme con un trabajo terminado, puedes abrir una **disputa** desde el trabajo, antes de que se confirme, explicando el **motivo**. El equipo de Prosk revisa el caso (el detalle del trabajo, el chat y lo que aporten las partes, a quienes puede pedir más información) y decide si el pago se libera al prosker o se reembolsa al cliente. Comunicamos la decisión a ambas partes.

Resolvemos de buena fe, pero esta instancia no limita el derecho de las partes de acudir al Procon, a la plataforma consumidor.gov.br o al Poder Judicial.

## 12. Reseñas

- Tras completarse un trabajo, el cliente puede dejar **una reseña por trabajo**, con estrellas y texto.
- Las reseñas deben ser **honestas** y basarse en una experiencia real. No se permiten reseñas falsas, pagadas o a cambio de descuentos, ni escritas por el propio prosker o por su competencia, ni amenazar con una mala reseña para obtener ventajas.
- Prosk **modera** las reseñas: podemos ocultar o eliminar las que contengan insultos, datos personales, contenido discriminatorio o comentarios ajenos al trabajo. No eliminamos reseñas solo por ser negativas. Puedes reportar una reseña por el formulario de contacto.

## 13. Planes y suscripciones

- **Free**: perfil público y presencia en búsquedas, chat con clientes y cobros con Mercado Pago con comisión de 4,49 % + impuestos.
- **Premium**: además, agenda con disponibilidad y reservas, mejor ubicación en búsquedas, comunicación automática (recordatorios y pedidos de reseña a tus clientes, en tu nombre) y comisión de 2,99 % + impuestos.

Condiciones de Premium:

- **Prueba gratis de 30 días.** Al terminar, para seguir en Premium se cobra el período elegido; si no quieres continuar, cancela antes y vuelves al plan Free sin costo.
- **Períodos**: mensual, trimestral, semestral o anual. A la fecha de esta versión cuestan R$ 39,90, R$ 107,90, R$ 199,90 y R$ 359,90, respectivamente; el precio vigente se muestra en la [página de planes](route:subscriptionPlans) antes de pagar.
- **Renovación**: al final de cada período la suscripción se renueva por un período igual, al precio vigente, salvo que la canceles antes. Si el precio cambia, te avisaremos antes de aplicarlo.
- **Pausa**: puedes pausarla y reanudarla desde [Mi suscripción](route:mySubscription); en pausa no tienes las funciones Premium.
- **Cancelación**: puedes cancelar cuando quieras desde Mi suscripción. Conservas Premium hasta el final del período pagado y luego pasas a Free. Los períodos comenzados no se reembolsan, sin perjuicio del **derecho de arrepentimiento** de 7 días del art. 49 del Código de Defensa del Consumidor, cuando sea aplicable.
- **Cupones**: se aplican según sus condiciones (descuento, vigencia, planes). No se canjean por dinero y podemos anularlos si se usan de forma fraudulenta.

## 14. Chat y normas de conducta

El chat permite conversar en tiempo real y compartir imágenes y archivos PDF. En el chat y en toda la plataforma está prohibido:

- Publicar contenido ilegal, violento, sexual explícito, discriminatorio o difamatorio.
- Acosar, amenazar o engañar a otros usuarios, o hacerse pasar por otra persona.
- Enviar spam, publicidad no solicitada o enlaces maliciosos.
- Ofrecer servicios ilícitos o que requieren una habilitación que no tienes.
- Recolectar datos de otros usuarios o extraer contenido de forma automatizada.
- Interferir con la seguridad o el funcionamiento de la plataforma.

**Tratos por fuera.** Te pedimos no compartir datos de contacto para cerrar tratos fuera de Prosk y evitar la comisión. Un trabajo acordado y pagado por fuera no tiene reembolso por cancelación, disputa ni reseña en Prosk. Podemos limitar las cuentas que lo promuevan de forma sistemática.

**Bloquear y reportar.** Puedes bloquear a cualquier usuario desde el chat y reportar mensajes, perfiles o reseñas; revisamos cada reporte. Si alguien corre peligro, llama primero al 190, el número de emergencias policiales en Brasil.

## 15. Contenido y propiedad intelectual

- Tu contenido sigue siendo tuyo. Declaras que tienes los derechos necesarios, incluidos los derechos de autor y el consentimiento de las personas que aparecen en tus fotos y videos.
- Nos otorgas una **licencia no exclusiva, gratuita y mundial**, mientras el contenido esté publicado, para alojarlo, reproducirlo, adaptarlo técnicamente (por ejemplo, redimensionar una imagen) y mostrarlo en la plataforma. Termina cuando eliminas el contenido o cierras tu cuenta, salvo las copias que debamos conservar según la [política de privacidad](route:privacy).
- La marca Prosk, su logotipo, el diseño y el software pertenecen a Prosk o a sus licenciantes y no pueden usarse sin autorización.
- Si un contenido infringe tus derechos, avísanos a legal@prosk.uy indicando cuál y por qué. Retiramos contenidos en los casos previstos por la ley, incluido el **Marco Civil de Internet (Lei 12.965/2014)**, y en cumplimiento de órdenes judiciales.

## 16. Suspensión y cierre de la cuenta

- Podemos **advertir, limitar, suspender o dar de baja** una cuenta, o retirar contenido, si incumple estos términos o la ley, si pone en riesgo a otros o a la plataforma, o si lo ordena una autoridad. Actuamos de forma proporcionada y, salvo que no sea posible o prudente, te informamos el motivo; puedes pedir que revisemos la decisión. Si quedan trabajos pendientes, reembolsamos al cliente lo pagado por trabajos no realizados.
- Puedes **cerrar tu cuenta** cuando quieras desde [Configuración → Mis datos](route:settingsData), donde también puedes **descargar una copia de tus datos**. Al cerrarla se terminan tus sesiones y tus mensajes se anonimizan. Te recomendamos terminar antes los trabajos pendientes.

## 17. Responsabilidad

- Prosk responde por prestar la plataforma con diligencia. Como explica la sección 4, no ejecuta los servicios contratados entre proskers y clientes ni controla lo que los usuarios publican o acuerdan entre sí, sin perjuicio de las responsabilidades que la ley le atribuya.
- Puede haber interrupciones por mantenimiento, fallas técnicas o causas ajenas a Prosk, como problemas de Mercado Pago o de proveedores de internet. No respondemos por caso fortuito, fuerza mayor o culpa exclusiva de terceros.
- Para los proskers que usan Prosk en su actividad profesional, y en la medida en que la ley lo permita, Prosk no responde por lucro cesante ni daños indirectos, y su responsabilidad total se limita a las comisiones y suscripciones pagadas en los 12 meses anteriores al hecho.
- **Nada de estos términos limita** la responsabilidad de Prosk por dolo o culpa grave ni los derechos que el **Código de Defensa del Consumidor** reconoce a los consumidores, que no pueden excluirse por contrato.
- Respondes ante Prosk y ante otros usuarios por los daños que cause tu incumplimiento de estos términos o de la ley.

## 18. Datos personales

Tratamos tus datos conforme a la **Ley General de Protección de Datos Personales de Brasil (LGPD, Lei 13.709/2018)**, como explica la [política de privacidad](route:privacy), donde encontrarás cómo ejercer tus derechos y cómo contactar al encargado de datos (privacidade@prosk.com.br). Guardamos los registros de acceso a la aplicación, de forma confidencial, durante el plazo que exige el art. 15 del Marco Civil de Internet, y solo los entregamos en los casos previstos por la ley. Si en un trabajo recibes datos de otro usuario, como su dirección, úsalos solo para ese trabajo.

## 19. Cambios en estos términos

Podemos actualizar estos términos por cambios en la plataforma, en la ley o en nuestra forma de trabajar. **Publicaremos la nueva versión con su fecha de entrada en vigor** y, si tienes una sesión iniciada, **te pediremos que la aceptes**. Si no estás de acuerdo, puedes dejar de usar Prosk y cerrar tu cuenta. Los trabajos ya contratados se rigen por la versión vigente al contratarlos.

## 20. Avisos y contacto

Te enviamos los avisos al correo verificado y dentro de la plataforma, y algunos también por WhatsApp según tus preferencias. Puedes escribirnos por el [formulario de contacto](route:contact) y te responderemos por correo. Para asuntos legales y notificaciones formales: **legal@prosk.uy**; sobre tus datos personales: privacidade@prosk.com.br.

Prosk Serviços Digitais Ltda., São Paulo, Brasil.

## 21. Ley aplicable y jurisdicción

Estos términos se rigen por las **leyes de la República Federativa de Brasil**. Para clientes y demás usuarios consumidores, es competente el **foro del domicilio del consumidor**, según el art. 101, I, del Código de Defensa del Consumidor; en los demás casos, se elige el foro de la ciudad de São Paulo. Si una cláusula fuera inválida, las demás seguirán vigentes. Antes de reclamar, escríbenos: la mayoría de los problemas se resuelven conversando.
`,
      },
      en: {
        title: 'Terms and conditions',
        summary:
          'The rules for using Prosk in Brazil: accounts, jobs, Mercado Pago payments, cancellations, plans, conduct and your rights as a consumer and user.',
        body: `These terms govern the use of Prosk in Brazil. They explain what Prosk does, what we expect from the people who use it and what you can expect from us, in line with Brazil's Consumer Protection Code, the Marco Civil da Internet and the LGPD. If anything is unclear, [write to us](route:contact).

## 1. Who we are and acceptance

Prosk in Brazil is operated by **Prosk Serviços Digitais Ltda.**, based in São Paulo, Brazil ("Prosk", "we" or "us"). It is a services marketplace and office platform for independent workers, micro-businesses and entrepreneurs, and for the people who want to hire them.

By creating an account or using the platform, you accept these terms. How we handle your data is explained in the [privacy policy](route:privacy). If you do not agree, please do not use Prosk.

You must be **18 or older** and legally able to enter into contracts. **Prosk is not directed at minors under 18**; if we learn that an account belongs to a minor, we will close it. If you use Prosk on behalf of a business, you confirm that you can bind it, and these terms apply to it as well.

## 2. Definitions

- **Platform**: the Prosk website, with its profiles, search, chat, agenda, notifications and other features.
- **Prosker**: someone who offers their services on Prosk through a public profile, as an individual or as a business.
- **Client**: someone who searches for, hires or books a prosker's services.
- **Service**: work a prosker publishes on their profile, with a title, description and price.
- **Job** (or booking): each specific engagement between a prosker and a client on the platform: the purchase of a published service, an offer the prosker creates for a client, or an agenda slot.
- **Content**: text, photos, videos, posts, messages and reviews that users upload to Prosk.

## 3. Account and security

You can sign up with your e-mail address and a password, or with Google or Facebook. You must **verify your e-mail address**: we use it to send you important notices.

- Each person may have **only one account**, with true and up-to-date information. Do not create accounts in someone else's name or duplicate accounts, for example to get around a suspension.
- **Keep your credentials safe**: use a strong password, do not share it and do not reuse it elsewhere. You are responsible for what happens in your account until you tell us about any misuse.
- If you think someone has accessed your account, change your password, use **sign out everywhere** in your [account settings](route:settingsAccount) and let us know.

We store passwords protected with a hashing algorithm, so nobody at Prosk can read them, and we limit sign-in attempts.

## 4. The role of Prosk

Prosk is an **intermediary platform**: it connects proskers and clients and gives them tools to talk, agree, pay and follow up on jobs. **Prosk does not perform the services** offered on it.

- The contract for each service is made **directly between the prosker and the client**. The prosker is responsible to the client for carrying out the service and for its quality, safety and guarantees, under the **Consumer Protection Code (Código de Defesa do Consumidor, Lei 8.078/1990)**. This clause does not exclude any liability the law places on Prosk itself.
- Proskers work on their own account. They are not employees, agents or representatives of Prosk, and there is no employment relationship between them and Prosk.
- Prosk does not review every profile, service or message in advance and, beyond verifying e-mail addresses, does not guarantee proskers' identity, licences or results. Reviews are other clients' opinions.
- Search results are ordered by factors such as how well they match your search, category, city, ratings, price and profile completeness. Premium proskers get better placement.

What we do: run the platform with due care, handle payments through Mercado Pago, deal with reports, resolve disputes and enforce these terms.

## 5. Prosker obligations

If you offer services on Prosk, you agree to:

- **Provide true information** about yourself, your experience, services, prices and availability, and not present other people's photos or work as your own.
- **Hold the permits, licences, insurance and registrations** your activity requires (for example, registration as an MEI or a CNPJ, municipal registration or membership of the relevant professional council) and **meet your tax obligations**.
- **Issue a nota fiscal** (tax invoice) to your clients whenever the law requires it.
- **Perform your services with quality and care**, on the agreed date and time slot and as published or offered, stating the total price and relevant conditions clearly in advance.
- Answer requests and bookings within a reasonable time.
- Link a Mercado Pago account **in your own name** to receive payments.

Your profile appears in search once it is at least **55 %** complete. Prices are published in Brazilian reais, as whole numbers.

## 6. Client obligations

If you hire services on Prosk, you agree to describe clearly what you need, give correct details about the place and date, pay the agreed price through the platform when the job requires it, give the prosker reasonable conditions to work, treat them with respect, and confirm the job or open a dispute honestly and on time.

## 7. Jobs and bookings

A job starts when you buy a published service and choose a date and time slot (morning, 9:00 to 13:00, or afternoon, 14:00 to 18:00); when you book a one-hour slot in a Premium prosker's agenda; or when the prosker sends you an offer from the chat.

1. **New**: the job waits for the prosker, who **accepts or declines** it. Agenda bookings also need their approval. If declined, nothing is charged.
2. **Payment**: if the job requires payment, the client pays with Mercado Pago; without payment, the job does not move on.
3. **Ready**: the job is confirmed for the agreed date. Depending on your [notification settings](route:settingsNotifications), you get reminders 24 hours and 2 hours before.
4. **In progress** and **done**: the prosker marks that they have started and, later, that they have finished.
5. **Confirmed or disputed**: the client confirms or opens a dispute (sections 10 and 11).

Clients follow their jobs in [my orders](route:myOrders) and proskers in [my jobs](route:adminServices). Agree any change of date, price or scope in the chat so there is a record.

## 8. Payments through Mercado Pago

Electronic payments are processed by **Mercado Pago** under its own terms. Prosk is not a financial or payment institution.

- Clients pay with the methods Mercado Pago offers, such as cards, in instalments where available. **Card details are received and processed by Mercado Pago; Prosk never sees or stores them.**
- Proskers link their Mercado Pago account in [Settings → Payments](route:settingsPayments).
- Prosk charges a **fee of 4.49 % plus taxes** per payment on the Free plan, or **2.99 % plus taxes** on the Premium plan. The fee is **deducted from the payment**; the client pays the published or agreed price, with no surcharge from Prosk.
- The money is released to the prosker **21 days after payment**, Mercado Pago's release period.
- Refunds go back to the original payment method; when they show up depends on Mercado Pago and the card issuer.

## 9. Cancellations

- The prosker or the client can cancel a job, giving a reason, **up to 24 hours before it starts**. If the job **had already been paid**, the client gets a **full refund**.
- After that, **the platform does not allow cancellation**. If something unexpected comes up, use the chat to agree on a new date. If the job does not take place, write to us through the [contact form](route:contact); if the prosker marks it as done when it was not done as agreed, open a dispute.
- Repeated or unjustified cancellations may lead to the measures in section 16.

None of this limits the rights the Consumer Protection Code gives the client, as a consumer, against the prosker.

## 10. Completion and confirmation

When the prosker marks a job as done, the client has **7 days** to confirm it or open a dispute. If they do neither, the job is **confirmed automatically**. Please confirm only when the job has been done as agreed.

## 11. Disputes

If you are not satisfied with a finished job, you can open a **dispute** from the job, before it is confirmed, explaining the **reason**. The Prosk team reviews the case (the job details, the chat and whatever each side provides, and may ask for more information) and decides whether the payment is released to the prosker or refunded to the client. We let both sides know the decision.

We act in good faith, but this process does not limit either party's right to go to Procon, the consumidor.gov.br platform or the courts.

## 12. Reviews

- Once a job is completed, the client can leave **one review per job**, with stars and text.
- Reviews must be **honest** and based on a real experience. Fake or paid reviews, reviews in exchange for discounts, reviews written by the prosker or their competitors, and threats of a bad review to gain an advantage are not allowed.
- Prosk **moderates** reviews: we may hide or remove those containing insults, personal data, discriminatory content or comments unrelated to the job. We do not remove reviews just because they are negative. You can report a review through the contact form.

## 13. Plans and subscriptions

- **Free**: public profile and presence in search, chat with clients, and Mercado Pago payments with a 4.49 % plus taxes fee.
- **Premium**: all of that plus an agenda with availability and bookings, better placement in search, automated communication (reminders and review requests to your clients, in your name) and a 2.99 % plus taxes fee.

Premium conditions:

- **30-day free trial.** When it ends, the chosen period is charged if you stay on Premium; if you do not want to continue, cancel before it ends and you go back to Free at no cost.
- **Periods**: monthly, quarterly, half-yearly or annual. At the date of this version they cost R$ 39.90, R$ 107.90, R$ 199.90 and R$ 359.90 respectively; the current price is always shown on the [plans page](route:subscriptionPlans) before you pay.
- **Renewal**: at the end of each period the subscription renews for the same period at the current price, unless you cancel first. If the price changes, we will tell you before it applies.
- **Pause**: you can pause and resume it from [My subscription](route:mySubscription); while paused you do not have Premium features.
- **Cancellation**: you can cancel at any time from My subscription. You keep Premium until the end of the paid period and then move to Free. Periods already started are not refunded, without prejudice to the 7-day **right of withdrawal** in article 49 of the Consumer Protection Code where it applies.
- **Coupons**: apply according to their own conditions (discount, validity, plans). They cannot be exchanged for cash, and we may cancel them if used fraudulently.

## 14. Chat and conduct

The chat lets you talk in real time and share images and PDF files. In the chat and everywhere on the platform, you must not:

- Post illegal, violent, sexually explicit, discriminatory or defamatory content.
- Harass, threaten or deceive other users, or impersonate anyone.
- Send spam, unsolicited advertising or malicious links.
- Offer illegal services, or services that require a licence you do not hold.
- Harvest other users' data or scrape content by automated means.
- Interfere with the security or operation of the platform.

**Deals outside Prosk.** Please do not share contact details to close deals outside Prosk and avoid the fee. A job agreed and paid outside the platform has no cancellation refund, dispute or review on Prosk. We may restrict accounts that systematically encourage it.

**Block and report.** You can block any user from the chat and report messages, profiles or reviews; we review every report. If someone is in danger, call 190, Brazil's police emergency number, first.

## 15. Content and intellectual property

- Your content remains yours. You confirm that you hold the necessary rights, including copyright and the consent of people who appear in your photos and videos.
- You grant us a **non-exclusive, royalty-free, worldwide licence**, for as long as the content is published, to host, reproduce, technically adapt (for example, resize an image) and display it on the platform. It ends when you delete the content or close your account, except for copies we must keep as set out in the [privacy policy](route:privacy).
- The Prosk name, logo, design and software belong to Prosk or its licensors and may not be used without permission.
- If content infringes your rights, tell us at legal@prosk.uy, stating which content and why. We remove content in the cases provided for by law, including the **Marco Civil da Internet (Lei 12.965/2014)**, and to comply with court orders.

## 16. Suspension and termination

- We may **warn, restrict, suspend or ban** an account, or remove content, if it breaches these terms or the law, puts others or the platform at risk, or if an authority orders it. We act proportionately and, unless it is not possible or prudent, tell you why; you can ask us to review the decision. If jobs are pending, we refund clients for paid jobs that were not carried out.
- You can **close your account** at any time from [Settings → My data](route:settingsData), where you can also **download a copy of your data**. Closing it ends your sessions and anonymises your messages. We recommend finishing pending jobs first.

## 17. Liability

- Prosk is responsible for providing the platform with due care. As section 4 explains, it does not perform the services contracted between proskers and clients or control what users publish or agree among themselves, without prejudice to any liability the law places on it.
- There may be interruptions for maintenance, technical failures or causes beyond Prosk's control, such as problems with Mercado Pago or internet providers. We are not liable for acts of God, force majeure or the sole fault of third parties.
- For proskers who use Prosk in their business, and to the extent the law allows, Prosk is not liable for loss of profits or indirect damage, and its total liability is limited to the fees and subscriptions paid in the 12 months before the event.
- **Nothing in these terms limits** Prosk's liability for wilful misconduct or gross negligence, or the rights the **Consumer Protection Code** gives consumers, which cannot be excluded by contract.
- You are liable to Prosk and to other users for damage caused by your breach of these terms or the law.

## 18. Personal data

We process your data under Brazil's General Data Protection Law (**LGPD, Lei 13.709/2018**), as explained in the [privacy policy](route:privacy), where you can see how to exercise your rights and reach our data protection officer (encarregado) at privacidade@prosk.com.br. We keep application access logs confidentially for the period required by article 15 of the Marco Civil da Internet, and disclose them only in the cases provided for by law. If you receive another user's data for a job, such as their address, use it only for that job.

## 19. Changes to these terms

We may update these terms because of changes to the platform, the law or the way we work. **We will publish the new version with its effective date** and, if you are signed in, **we will ask you to accept it**. If you do not agree, you can stop using Prosk and close your account. Jobs already contracted remain governed by the version in force when they were contracted.

## 20. Notices and contact

We send notices to your verified e-mail address and inside the platform, and some also by WhatsApp depending on your preferences. You can write to us through the [contact form](route:contact) and we will reply by e-mail. For legal matters and formal notices: **legal@prosk.uy**; about your personal data: privacidade@prosk.com.br.

Prosk Serviços Digitais Ltda., São Paulo, Brazil.

## 21. Governing law and jurisdiction

These terms are governed by the **laws of Brazil**. For clients and other users acting as consumers, the competent forum is the **courts of the consumer's domicile**, under article 101, I, of the Consumer Protection Code; in all other cases, the courts of the city of São Paulo are chosen. If any clause is found invalid, the rest remain in force. Before making a claim, write to us: most problems are solved by talking.
`,
      },
    },
  },
];
