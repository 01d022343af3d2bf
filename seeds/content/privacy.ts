import type { SeedContentItem } from './types';

/**
 * Privacy policies (Uruguay and Brazil) and the cookies and browser-storage page.
 */
export const PRIVACY: SeedContentItem[] = [
  {
    kind: 'page',
    slug: 'privacy',
    region: 'uy',
    version: '1.0',
    effectiveOn: '2026-11-01',
    text: {
      es: {
        title: 'Política de privacidad',
        summary:
          'Cómo Prosk S.A.S. trata tus datos personales en Uruguay según la Ley 18.331: qué datos recopilamos, para qué los usamos, con quién los compartimos, cuánto tiempo los guardamos y cómo ejercer tus derechos.',
        body: `Esta política explica cómo tratamos los datos personales de las personas que usan Prosk en Uruguay: proskers que ofrecen sus servicios, clientes que los contratan y cualquier persona que nos escribe. Se aplica al sitio prosk.uy y a todas sus pantallas. La escribimos para que se entienda sin ser abogado; si algo no te queda claro, escríbenos y te lo explicamos.

Tratamos tus datos de acuerdo con la **Ley 18.331** de Protección de Datos Personales, su **Decreto reglamentario 414/009** y las normas que los modifican y complementan.

## 1. Quién es responsable de tus datos y cómo contactarnos

El responsable de las bases de datos es **Prosk S.A.S.**, con domicilio en Montevideo, Uruguay. Nosotros decidimos para qué y cómo se usan los datos que nos confías y respondemos por ellos.

Las bases de datos en las que guardamos esta información están inscriptas en el Registro de Bases de Datos Personales que lleva la **Unidad Reguladora y de Control de Datos Personales (URCDP)**, como exige la ley.

Para cualquier consulta sobre tus datos:

- Escríbenos a **privacidad@prosk.uy**.
- O usa el [formulario de contacto](route:contact) y elige el tema de privacidad.
- Para notificaciones legales formales: **legal@prosk.uy**.

Respondemos siempre por correo electrónico.

## 2. Qué datos recopilamos y por qué

Recopilamos solo lo que necesitamos para que Prosk funcione, sea seguro y cumpla con la ley. La mayoría de los datos nos los das tú; otros se generan al usar el servicio.

- **Datos de la cuenta.** Tu correo electrónico, tu nombre y apellido, tu contraseña (que nunca guardamos en texto legible, solo su huella cifrada), el idioma que elegiste y si ya verificaste tu correo. Si ingresas con Google o Facebook, ese servicio nos envía tu nombre, tu correo y un identificador de tu cuenta; nunca recibimos tu contraseña de Google o Facebook. Los usamos para crear tu cuenta, identificarte y protegerla.
- **Perfil de prosker.** Foto de perfil, portada, nombre, categorías, modalidades, descripción, galería de fotos y videos y publicaciones. Con esto armamos tu perfil público y calculamos su nivel de completitud: tu perfil aparece en las búsquedas cuando llega al 55 % o más.
- **Direcciones.** Las direcciones que cargas para indicar dónde trabajas o dónde necesitas el servicio. Sirven para que los clientes encuentren proskers por ciudad y para coordinar cada trabajo.
- **Teléfono.** Lo usamos para contactarte sobre tus trabajos y, si lo eliges, para enviarte avisos por WhatsApp. Solo se muestra a otros usuarios si tu configuración de privacidad lo permite.
- **Datos de pagos.** Los datos de tu tarjeta los ingresas directamente en el formulario de **Mercado Pago**; Prosk nunca los ve ni los guarda. Nosotros conservamos la información de cada operación: importe, moneda, fecha, estado, identificador del pago en Mercado Pago, comisión, reembolsos y, si eres prosker, la vinculación de tu cuenta de Mercado Pago para recibir cobros. Si tienes una suscripción Premium, también guardamos el plan, el período, las fechas de cobro y los cupones que usaste.
- **Trabajos y reservas.** Los servicios que publicas (título, descripción, precio e imagen), las ofertas que creas, las fechas y franjas horarias elegidas, las reservas de la agenda, cada cambio de estado del trabajo, los motivos de cancelación y las disputas con su resolución.
- **Mensajes del chat.** Los textos, imágenes y PDF que intercambias con otros usuarios, además de los bloqueos y denuncias que hagas o recibas.
- **Reseñas.** Las estrellas y el texto que un cliente deja después de un trabajo terminado.
- **Favoritos y preferencias de notificación.** Los perfiles que marcas como favoritos y los canales que elegiste para cada tipo de aviso (en la aplicación, correo electrónico o WhatsApp).
- **Registros técnicos.** Dirección IP, tipo de navegador y dispositivo, fecha y hora de cada acceso, intentos de inicio de sesión y errores. Los usamos para mantener el servicio funcionando, detectar abusos y prevenir fraudes.
- **Archivos que subes.** Fotos, videos y adjuntos. Revisamos su contenido real para confirmar que son del tipo que dicen ser y bloquear archivos peligrosos.
- **Mensajes de contacto.** Lo que nos escribes por el formulario de contacto o por correo, para poder responderte.

No te pedimos datos sensibles, como información sobre tu salud, tu religión o tus opiniones políticas. Te pedimos que no los incluyas en tu perfil ni en el chat.

## 3. Para qué usamos tus datos y con qué fundamento

La Ley 18.331 exige, como regla general, tu consentimiento para tratar tus datos, salvo en los casos que la propia ley exceptúa. Así se aplica en Prosk:

- **Prestarte el servicio.** Crear y mantener tu cuenta, mostrar tu perfil, permitir búsquedas, chat, favoritos, reservas, trabajos, pagos, reseñas y los avisos propios del servicio, como los recordatorios 24 horas y 2 horas antes de una cita. Estos datos derivan de la relación contractual que aceptas con los [términos y condiciones](route:terms) y son necesarios para cumplirla.
- **Comunicaciones automáticas de proskers Premium.** Si contratas a un prosker con plan Premium, te enviamos en su nombre recordatorios de la cita y, al terminar, una invitación a dejar tu reseña, siempre según tus preferencias de notificación. Forman parte del servicio contratado.
- **Seguridad y resolución de conflictos.** Limitar los intentos de inicio de sesión, revisar denuncias, prevenir fraudes y resolver disputas entre clientes y proskers. Es necesario para prestar el servicio de forma segura y para defender los derechos de todas las partes.
- **Obligaciones legales.** Conservar registros contables y fiscales de las operaciones y responder a requerimientos de autoridades competentes.
- **Comunicaciones opcionales.** Novedades, consejos y promociones de Prosk. Solo te las enviamos con tu consentimiento, que puedes retirar en cualquier momento desde [tus notificaciones](route:settingsNotifications) o con el enlace para darte de baja que incluye cada correo.

No vendemos tus datos ni los usamos para publicidad de terceros.

## 4. Quién recibe tus datos

- **Otros usuarios.** Tu perfil de prosker es público y cualquiera puede verlo cuando aparece en las búsquedas. La otra parte de un trabajo ve los datos que tu [configuración de privacidad](route:settingsPrivacy) permite mostrar, como tu teléfono o tu dirección, además de lo que compartas en el chat. Las reseñas se publican en el perfil del prosker.
- **Mercado Pago.** Procesa los pagos y recibe los datos necesarios para cobrar, reembolsar y liberar el dinero al prosker. Trata los datos de tu tarjeta según su propia política de privacidad.
- **Proveedores de correo electrónico y de WhatsApp.** Entregan los avisos que elegiste recibir. Actúan por cuenta nuestra, siguen nuestras instrucciones y no pueden usar tus datos para otros fines.
- **Google y Facebook.** Solo si eliges ingresar con esas cuentas, y únicamente para confirmar tu identidad.
- **Autoridades.** Cuando una ley, un juez o una autoridad competente lo exijan, y solo en la medida de lo requerido.
- **Nuestro equipo.** Las personas de Prosk que atienden consultas, moderan denuncias y resuelven disputas acceden desde un panel interno separado y solo a lo que necesitan para cada tarea.

## 5. Transferencias internacionales

Algunos de nuestros proveedores, como los servicios de correo electrónico, de WhatsApp o de inicio de sesión con Google y Facebook, pueden tratar datos en servidores fuera de Uruguay. La Ley 18.331 solo permite transferir datos a países que ofrecen un nivel de protección adecuado o cuando existen garantías suficientes. Por eso solo lo hacemos con países que la URCDP considera adecuados, con proveedores que asumen por contrato obligaciones de protección equivalentes a las de la ley uruguaya, o en los demás casos que la ley autoriza.

## 6. Cuánto tiempo conservamos tus datos

Mientras tu cuenta esté abierta, conservamos tus datos para prestarte el servicio. Cuando cierras tu cuenta, terminamos todas tus sesiones, anonimizamos tus mensajes y tu perfil deja de mostrarse.

Después guardamos la información durante **5 años** contados desde el cierre de la cuenta o desde tu última transacción, la fecha que sea posterior. Lo hacemos para cumplir obligaciones legales y contables y para atender reclamos que puedan surgir de un trabajo o un pago. Pasado ese plazo, los datos se eliminan o se anonimizan de forma que ya no puedan vincularse contigo.

## 7. Cómo protegemos tus datos

- Las contraseñas se guardan con **argon2id**, un método de cifrado unidireccional: ni siquiera nuestro equipo puede leerlas.
- Las sesiones son **revocables**: puedes cerrar la sesión en todos tus dispositivos a la vez.
- Los intentos de inicio de sesión están limitados para frenar ataques de fuerza bruta.
- El **acceso interno está controlado**: cada persona del equipo accede solo a lo que necesita para su trabajo.
- Toda la información viaja **cifrada** entre tu navegador y nuestros servidores.
- Los archivos que subes se revisan según su contenido real antes de aceptarlos.

Ningún sistema es infalible, así que también te pedimos que uses una contraseña fuerte y que no la compartas.

## 8. Qué hacemos ante una brecha de seguridad

Si ocurre un incidente que afecta datos personales, lo notificamos a la URCDP **dentro de las 72 horas** desde que lo detectamos. Cuando el incidente supone un riesgo para tus derechos, también te avisamos a ti: te contamos qué pasó, qué datos se vieron afectados, qué medidas tomamos y qué puedes hacer para protegerte.

## 9. Tus derechos y cómo ejercerlos

Como titular de los datos, tienes derecho a:

- **Acceso:** saber qué datos tuyos tenemos, de dónde salieron y para qué los usamos. Puedes pedirlo gratis cada seis meses, o antes si tienes un interés legítimo.
- **Rectificación y actualización:** corregir datos equivocados o desactualizados.
- **Inclusión:** agregar datos que falten cuando corresponda.
- **Supresión:** pedir que eliminemos tus datos cuando ya no sean necesarios o no exista una razón legal para conservarlos.
- **Retirar tu consentimiento** para las comunicaciones opcionales, en cualquier momento.

Para ejercerlos, escribe a **privacidad@prosk.uy** desde el correo de tu cuenta o usa el [formulario de contacto](route:contact). Si la solicitud llega desde otro correo, podemos pedirte que acredites tu identidad. El trámite es gratuito.

Respondemos **en un plazo máximo de un mes** desde que recibimos tu solicitud y, cuando la ley fija un plazo menor, lo respetamos. Si no quedas conforme con la respuesta o no te respondemos a tiempo, puedes presentar una denuncia ante la **URCDP**.

## 10. Tus datos en tus manos

Muchas cosas puedes hacerlas tú mismo, sin esperar a nadie:

- En [Mis datos](route:settingsData) puedes **descargar todos tus datos** en un archivo y **cerrar tu cuenta**.
- En [Privacidad](route:settingsPrivacy) eliges qué partes de tu perfil se muestran, como tu teléfono o tu dirección.
- En [Notificaciones](route:settingsNotifications) eliges, tema por tema, si recibes avisos en la aplicación, por correo o por WhatsApp. Los mensajes de WhatsApp no se envían entre las 22:00 y las 08:00.
- En [tu perfil](route:settings) puedes corregir o completar tus datos cuando quieras.

## 11. Menores de edad

Prosk no está dirigido a menores de 18 años y para usarlo es necesario ser mayor de edad. Si detectamos que una cuenta pertenece a un menor, la cerramos. Si eres madre, padre o responsable y crees que un menor abrió una cuenta, escríbenos a privacidad@prosk.uy.

## 12. Cookies y almacenamiento en el navegador

Prosk guarda en tu navegador solo lo necesario para funcionar y recordar tus preferencias, y no usa cookies de publicidad ni de seguimiento. El detalle completo está en [Cookies y almacenamiento en el navegador](route:cookies).

## 13. Cambios en esta política

Cuando cambiemos esta política, publicaremos una nueva versión con su fecha de entrada en vigencia. Si tienes una sesión iniciada, te pediremos que la leas y la aceptes la próxima vez que ingreses.

*Versión 1.0, vigente desde el 1 de noviembre de 2026.*
`,
      },
      en: {
        title: 'Privacy policy',
        summary:
          'How Prosk S.A.S. handles your personal data in Uruguay under Law 18.331: what we collect, why we use it, who we share it with, how long we keep it and how to exercise your rights.',
        body: `This policy explains how we handle the personal data of the people who use Prosk in Uruguay: proskers who offer their services, clients who hire them and anyone who writes to us. It applies to the prosk.uy website and all of its screens. We wrote it to be understood without a law degree; if anything is unclear, write to us and we will explain it.

We process your data in accordance with Uruguay's **Law 18.331** on the Protection of Personal Data, its implementing **Decree 414/009** and the rules that amend and complement them.

## 1. Who is responsible for your data and how to contact us

The controller of the databases is **Prosk S.A.S.**, based in Montevideo, Uruguay. We decide why and how the data you entrust to us is used, and we are accountable for it.

The databases where we keep this information are registered in the Personal Data Register kept by the **Unidad Reguladora y de Control de Datos Personales (URCDP)**, Uruguay's data protection authority, as the law requires.

For any question about your data:

- Write to **privacidad@prosk.uy**.
- Or use the [contact form](route:contact) and choose the privacy topic.
- For formal legal notices: **legal@prosk.uy**.

We always reply by e-mail.

## 2. What data we collect and why

We collect only what we need for Prosk to work, to be safe and to comply with the law. Most of the data comes from you; some is generated as you use the service.

- **Account data.** Your e-mail address, first and last name, your password (never stored in readable form, only as a one-way hash), the language you chose and whether you have verified your e-mail. If you sign in with Google or Facebook, that service sends us your name, your e-mail and an identifier for your account; we never receive your Google or Facebook password. We use this to create your account, recognise you and keep it secure.
- **Prosker profile.** Profile photo, banner, name, categories, skills, description, photo and video gallery and posts. We use this to build your public profile and to work out how complete it is: your profile appears in search once it reaches 55 % or more.
- **Addresses.** The addresses you add to show where you work or where you need a service. They let clients find proskers by city and help coordinate each job.
- **Phone number.** We use it to reach you about your jobs and, if you choose, to send you WhatsApp notifications. Other users only see it if your privacy settings allow it.
- **Payment data.** You enter your card details directly in **Mercado Pago**'s form; Prosk never sees or stores them. We keep the information about each transaction: amount, currency, date, status, Mercado Pago payment identifier, fee, refunds and, if you are a prosker, the link to your Mercado Pago account that lets you receive payments. If you have a Premium subscription, we also keep the plan, the period, the billing dates and any coupons you used.
- **Jobs and bookings.** The services you publish (title, description, price and image), the offers you create, the dates and time slots chosen, agenda bookings, every change in a job's status, cancellation reasons and disputes with their outcome.
- **Chat messages.** The text, images and PDFs you exchange with other users, as well as the blocks and reports you make or receive.
- **Reviews.** The stars and text a client leaves after a completed job.
- **Favourites and notification preferences.** The profiles you mark as favourites and the channels you chose for each kind of notification (in the app, by e-mail or by WhatsApp).
- **Technical logs.** IP address, browser and device type, date and time of each visit, sign-in attempts and errors. We use them to keep the service running, detect abuse and prevent fraud.
- **Files you upload.** Photos, videos and attachments. We check their actual content to confirm they are the type of file they claim to be and to block harmful files.
- **Contact messages.** What you send us through the contact form or by e-mail, so that we can answer.

We do not ask for sensitive data, such as information about your health, religion or political opinions. Please do not include it in your profile or in the chat.

## 3. Why we use your data and on what basis

As a general rule, Law 18.331 requires your consent to process your data, except in the cases the law itself exempts. This is how it applies at Prosk:

- **Providing the service.** Creating and maintaining your account, showing your profile, and enabling search, chat, favourites, bookings, jobs, payments, reviews and service notifications, such as the reminders 24 hours and 2 hours before an appointment. This data arises from the contractual relationship you accept with the [terms and conditions](route:terms) and is necessary to carry it out.
- **Automated messages from Premium proskers.** If you hire a prosker on the Premium plan, we send you appointment reminders on their behalf and, once the job is done, an invitation to leave a review, always according to your notification preferences. This is part of the service you hired.
- **Security and dispute resolution.** Limiting sign-in attempts, reviewing reports, preventing fraud and resolving disputes between clients and proskers. This is necessary to provide the service safely and to defend the rights of everyone involved.
- **Legal obligations.** Keeping accounting and tax records of transactions and responding to requests from competent authorities.
- **Optional communications.** News, tips and promotions from Prosk. We only send them with your consent, which you can withdraw at any time in [your notifications](route:settingsNotifications) or through the unsubscribe link in every e-mail.

We do not sell your data or use it for third-party advertising.

## 4. Who receives your data

- **Other users.** Your prosker profile is public, and anyone can see it when it appears in search. The other party to a job sees the details your [privacy settings](route:settingsPrivacy) allow, such as your phone number or address, plus whatever you share in the chat. Reviews are published on the prosker's profile.
- **Mercado Pago.** It processes payments and receives the data needed to charge, refund and release the money to the prosker. It handles your card details under its own privacy policy.
- **E-mail and WhatsApp providers.** They deliver the notifications you chose to receive. They act on our behalf, follow our instructions and may not use your data for any other purpose.
- **Google and Facebook.** Only if you choose to sign in with those accounts, and only to confirm your identity.
- **Authorities.** When a law, a court or a competent authority requires it, and only to the extent required.
- **Our team.** The Prosk staff who answer questions, review reports and resolve disputes work from a separate internal panel and access only what they need for each task.

## 5. International transfers

Some of our providers, such as the e-mail, WhatsApp and Google and Facebook sign-in services, may process data on servers outside Uruguay. Law 18.331 only allows data to be transferred to countries that offer an adequate level of protection or where sufficient safeguards exist. So we only do it with countries the URCDP considers adequate, with providers that contractually commit to protections equivalent to those of Uruguayan law, or in the other cases the law permits.

## 6. How long we keep your data

While your account is open, we keep your data to provide the service. When you close your account, we end all your sessions, anonymise your messages and your profile is no longer shown.

After that, we keep the information for **5 years** from the day the account was closed or from your last transaction, whichever is later. We do this to meet legal and accounting obligations and to handle claims that may arise from a job or a payment. Once that period ends, the data is deleted or anonymised so that it can no longer be linked to you.

## 7. How we protect your data

- Passwords are stored with **argon2id**, a one-way hashing method: not even our team can read them.
- Sessions are **revocable**: you can sign out of all your devices at once.
- Sign-in attempts are rate-limited to stop brute-force attacks.
- **Internal access is controlled**: each team member can only reach what they need for their work.
- All information travels **encrypted** between your browser and our servers.
- Files you upload are checked by their actual content before we accept them.

No system is infallible, so we also ask you to use a strong password and not to share it.

## 8. What we do if there is a data breach

If an incident affects personal data, we notify the URCDP **within 72 hours** of becoming aware of it. When the incident poses a risk to your rights, we also tell you directly: what happened, which data was affected, what we have done about it and what you can do to protect yourself.

## 9. Your rights and how to exercise them

As the owner of your data, you have the right to:

- **Access:** know what data we hold about you, where it came from and what we use it for. You can ask for it free of charge every six months, or sooner if you have a legitimate interest.
- **Rectification and update:** correct data that is wrong or out of date.
- **Inclusion:** add missing data where appropriate.
- **Suppression:** ask us to delete your data when it is no longer needed or there is no legal reason to keep it.
- **Withdraw your consent** to optional communications at any time.

To exercise them, write to **privacidad@prosk.uy** from your account's e-mail address or use the [contact form](route:contact). If the request comes from a different address, we may ask you to prove your identity. There is no charge.

We answer **within one month at the latest** from receiving your request and, where the law sets a shorter period, we meet it. If you are not satisfied with our answer or we do not reply in time, you can file a complaint with the **URCDP**.

## 10. Your data in your hands

You can do a lot of this yourself, without waiting for anyone:

- In [My data](route:settingsData) you can **download all your data** as a file and **close your account**.
- In [Privacy](route:settingsPrivacy) you choose which parts of your profile are shown, such as your phone number or address.
- In [Notifications](route:settingsNotifications) you choose, topic by topic, whether you get notices in the app, by e-mail or by WhatsApp. WhatsApp messages are not sent between 22:00 and 08:00.
- In [your profile](route:settings) you can correct or complete your details whenever you like.

## 11. Minors

Prosk is not directed at people under 18, and you must be an adult to use it. If we find that an account belongs to a minor, we close it. If you are a parent or guardian and believe a minor has opened an account, write to privacidad@prosk.uy.

## 12. Cookies and browser storage

Prosk stores in your browser only what it needs to work and to remember your preferences, and it does not use advertising or tracking cookies. The full details are in [Cookies and browser storage](route:cookies).

## 13. Changes to this policy

When we change this policy, we will publish a new version with the date it takes effect. If you are signed in, we will ask you to read and accept it the next time you visit.

*Version 1.0, effective from 1 November 2026.*
`,
      },
      br: {
        title: 'Política de privacidade',
        summary:
          'Como a Prosk S.A.S. trata seus dados pessoais no Uruguai segundo a Lei 18.331: quais dados coletamos, para que os usamos, com quem os compartilhamos, por quanto tempo os guardamos e como exercer seus direitos.',
        body: `Esta política explica como tratamos os dados pessoais das pessoas que usam a Prosk no Uruguai: proskers que oferecem seus serviços, clientes que os contratam e qualquer pessoa que nos escreve. Ela se aplica ao site prosk.uy e a todas as suas telas. Escrevemos este texto para que seja entendido sem precisar ser advogado; se algo não ficar claro, fale com a gente e explicamos.

Tratamos seus dados de acordo com a **Lei 18.331** de Proteção de Dados Pessoais do Uruguai, o **Decreto regulamentar 414/009** e as normas que os alteram e complementam.

## 1. Quem é responsável pelos seus dados e como falar com a gente

A responsável pelas bases de dados é a **Prosk S.A.S.**, com sede em Montevidéu, Uruguai. Somos nós que decidimos para que e como são usados os dados que você nos confia, e respondemos por eles.

As bases de dados em que guardamos essas informações estão inscritas no Registro de Bases de Dados Pessoais mantido pela **Unidad Reguladora y de Control de Datos Personales (URCDP)**, a autoridade uruguaia de proteção de dados, como a lei exige.

Para qualquer dúvida sobre seus dados:

- Escreva para **privacidad@prosk.uy**.
- Ou use o [formulário de contato](route:contact) e escolha o assunto privacidade.
- Para notificações jurídicas formais: **legal@prosk.uy**.

Respondemos sempre por e-mail.

## 2. Quais dados coletamos e por quê

Coletamos apenas o necessário para que a Prosk funcione, seja segura e cumpra a lei. A maior parte dos dados vem de você; outros são gerados enquanto você usa o serviço.

- **Dados da conta.** Seu e-mail, nome e sobrenome, sua senha (nunca guardada de forma legível, só como um hash irreversível), o idioma que você escolheu e se você já confirmou seu e-mail. Se você entra com Google ou Facebook, esse serviço nos envia seu nome, seu e-mail e um identificador da sua conta; nunca recebemos sua senha do Google ou do Facebook. Usamos esses dados para criar sua conta, reconhecer você e protegê-la.
- **Perfil de prosker.** Foto de perfil, capa, nome, categorias, modalidades, descrição, galeria de fotos e vídeos e publicações. Com isso montamos seu perfil público e calculamos o quanto ele está completo: seu perfil aparece nas buscas quando chega a 55 % ou mais.
- **Endereços.** Os endereços que você cadastra para indicar onde trabalha ou onde precisa do serviço. Eles permitem que os clientes encontrem proskers por cidade e ajudam a combinar cada trabalho.
- **Telefone.** Usamos para falar com você sobre seus trabalhos e, se você quiser, para enviar avisos pelo WhatsApp. Outros usuários só o veem se suas configurações de privacidade permitirem.
- **Dados de pagamento.** Os dados do seu cartão são digitados diretamente no formulário do **Mercado Pago**; a Prosk nunca os vê nem os guarda. Guardamos as informações de cada operação: valor, moeda, data, status, identificador do pagamento no Mercado Pago, comissão, reembolsos e, se você é prosker, a vinculação da sua conta do Mercado Pago para receber pagamentos. Se você tem uma assinatura Premium, também guardamos o plano, o período, as datas de cobrança e os cupons usados.
- **Trabalhos e reservas.** Os serviços que você publica (título, descrição, preço e imagem), as ofertas que cria, as datas e faixas de horário escolhidas, as reservas da agenda, cada mudança de status do trabalho, os motivos de cancelamento e as disputas com sua solução.
- **Mensagens do chat.** Os textos, imagens e PDFs que você troca com outros usuários, além dos bloqueios e denúncias que você faz ou recebe.
- **Avaliações.** As estrelas e o texto que um cliente deixa depois de um trabalho concluído.
- **Favoritos e preferências de notificação.** Os perfis que você marca como favoritos e os canais escolhidos para cada tipo de aviso (no aplicativo, por e-mail ou pelo WhatsApp).
- **Registros técnicos.** Endereço IP, tipo de navegador e de dispositivo, data e hora de cada acesso, tentativas de login e erros. Usamos esses registros para manter o serviço funcionando, detectar abusos e prevenir fraudes.
- **Arquivos que você envia.** Fotos, vídeos e anexos. Verificamos o conteúdo real de cada arquivo para confirmar que ele é do tipo que diz ser e bloquear arquivos perigosos.
- **Mensagens de contato.** O que você nos escreve pelo formulário de contato ou por e-mail, para podermos responder.

Não pedimos dados sensíveis, como informações sobre sua saúde, religião ou opiniões políticas. Pedimos que você não os inclua no seu perfil nem no chat.

## 3. Para que usamos seus dados e com qual fundamento

A Lei 18.331 exige, como regra geral, o seu consentimento para tratar seus dados, salvo nos casos em que a própria lei o dispensa. Na Prosk, funciona assim:

- **Prestar o serviço.** Criar e manter sua conta, mostrar seu perfil e permitir buscas, chat, favoritos, reservas, trabalhos, pagamentos, avaliações e os avisos do próprio serviço, como os lembretes 24 horas e 2 horas antes de um compromisso. Esses dados decorrem da relação contratual que você aceita nos [termos e condições](route:terms) e são necessários para cumpri-la.
- **Comunicações automáticas de proskers Premium.** Se você contrata um prosker com plano Premium, enviamos em nome dele lembretes do compromisso e, ao final, um convite para deixar sua avaliação, sempre de acordo com suas preferências de notificação. Isso faz parte do serviço contratado.
- **Segurança e solução de conflitos.** Limitar tentativas de login, analisar denúncias, prevenir fraudes e resolver disputas entre clientes e proskers. É necessário para prestar o serviço com segurança e defender os direitos de todas as partes.
- **Obrigações legais.** Manter registros contábeis e fiscais das operações e atender a pedidos de autoridades competentes.
- **Comunicações opcionais.** Novidades, dicas e promoções da Prosk. Só enviamos com o seu consentimento, que você pode retirar a qualquer momento em [suas notificações](route:settingsNotifications) ou pelo link de descadastro presente em cada e-mail.

Não vendemos seus dados nem os usamos para publicidade de terceiros.

## 4. Quem recebe seus dados

- **Outros usuários.** Seu perfil de prosker é público, e qualquer pessoa pode vê-lo quando ele aparece nas buscas. A outra parte de um trabalho vê os dados que suas [configurações de privacidade](route:settingsPrivacy) permitem mostrar, como telefone ou endereço, além do que você compartilhar no chat. As avaliações são publicadas no perfil do prosker.
- **Mercado Pago.** Processa os pagamentos e recebe os dados necessários para cobrar, reembolsar e liberar o dinheiro ao prosker. Trata os dados do seu cartão conforme a própria política de privacidade.
- **Provedores de e-mail e de WhatsApp.** Entregam os avisos que você escolheu receber. Agem por nossa conta, seguem nossas instruções e não podem usar seus dados para outros fins.
- **Google e Facebook.** Só se você escolher entrar com essas contas, e apenas para confirmar sua identidade.
- **Autoridades.** Quando uma lei, um juiz ou uma autoridade competente exigir, e somente na medida do necessário.
- **Nossa equipe.** As pessoas da Prosk que atendem dúvidas, analisam denúncias e resolvem disputas trabalham a partir de um painel interno separado e acessam apenas o que precisam para cada tarefa.

## 5. Transferências internacionais

Alguns dos nossos provedores, como os serviços de e-mail, de WhatsApp e de login com Google e Facebook, podem tratar dados em servidores fora do Uruguai. A Lei 18.331 só permite transferir dados para países que oferecem um nível de proteção adequado ou quando há garantias suficientes. Por isso, só fazemos isso com países que a URCDP considera adequados, com provedores que assumem por contrato obrigações de proteção equivalentes às da lei uruguaia, ou nos demais casos que a lei autoriza.

## 6. Por quanto tempo guardamos seus dados

Enquanto sua conta estiver aberta, guardamos seus dados para prestar o serviço. Quando você encerra sua conta, encerramos todas as suas sessões, anonimizamos suas mensagens e seu perfil deixa de ser exibido.

Depois disso, guardamos as informações por **5 anos** contados do encerramento da conta ou da sua última transação, o que ocorrer por último. Fazemos isso para cumprir obrigações legais e contábeis e para atender reclamações que possam surgir de um trabalho ou de um pagamento. Passado esse prazo, os dados são excluídos ou anonimizados de forma que não possam mais ser ligados a você.

## 7. Como protegemos seus dados

- As senhas são guardadas com **argon2id**, um método de hash irreversível: nem nossa equipe consegue lê-las.
- As sessões são **revogáveis**: você pode sair de todos os seus dispositivos de uma vez.
- As tentativas de login são limitadas para barrar ataques de força bruta.
- O **acesso interno é controlado**: cada pessoa da equipe acessa só o que precisa para o seu trabalho.
- Todas as informações trafegam **criptografadas** entre o seu navegador e nossos servidores.
- Os arquivos que você envia são verificados pelo conteúdo real antes de serem aceitos.

Nenhum sistema é infalível, por isso também pedimos que você use uma senha forte e não a compartilhe.

## 8. O que fazemos em caso de incidente de segurança

Se ocorrer um incidente que afete dados pessoais, comunicamos a URCDP **em até 72 horas** depois de tomarmos conhecimento. Quando o incidente representa um risco para os seus direitos, também avisamos você diretamente: o que aconteceu, quais dados foram afetados, que medidas tomamos e o que você pode fazer para se proteger.

## 9. Seus direitos e como exercê-los

Como titular dos dados, você tem direito a:

- **Acesso:** saber quais dados seus temos, de onde vieram e para que os usamos. Você pode pedir gratuitamente a cada seis meses, ou antes, se tiver um interesse legítimo.
- **Retificação e atualização:** corrigir dados errados ou desatualizados.
- **Inclusão:** acrescentar dados que faltem, quando couber.
- **Supressão:** pedir que excluamos seus dados quando não forem mais necessários ou não houver motivo legal para guardá-los.
- **Retirar seu consentimento** para as comunicações opcionais, a qualquer momento.

Para exercê-los, escreva para **privacidad@prosk.uy** a partir do e-mail da sua conta ou use o [formulário de contato](route:contact). Se o pedido vier de outro endereço, podemos pedir que você comprove sua identidade. O pedido é gratuito.

Respondemos **em até um mês** a partir do recebimento do pedido e, quando a lei fixa um prazo menor, nós o respeitamos. Se você não ficar satisfeito com a resposta ou se não respondermos a tempo, pode apresentar uma reclamação à **URCDP**.

## 10. Seus dados nas suas mãos

Muita coisa você mesmo pode fazer, sem esperar ninguém:

- Em [Meus dados](route:settingsData) você pode **baixar todos os seus dados** em um arquivo e **encerrar sua conta**.
- Em [Privacidade](route:settingsPrivacy) você escolhe quais partes do seu perfil são exibidas, como telefone ou endereço.
- Em [Notificações](route:settingsNotifications) você escolhe, assunto por assunto, se recebe avisos no aplicativo, por e-mail ou pelo WhatsApp. As mensagens de WhatsApp não são enviadas entre 22:00 e 08:00.
- No [seu perfil](route:settings) você pode corrigir ou completar seus dados quando quiser.

## 11. Menores de idade

A Prosk não é direcionada a menores de 18 anos, e é preciso ser maior de idade para usá-la. Se identificarmos que uma conta pertence a um menor, nós a encerramos. Se você é mãe, pai ou responsável e acredita que um menor abriu uma conta, escreva para privacidad@prosk.uy.

## 12. Cookies e armazenamento no navegador

A Prosk guarda no seu navegador apenas o necessário para funcionar e lembrar suas preferências, e não usa cookies de publicidade nem de rastreamento. Os detalhes completos estão em [Cookies e armazenamento no navegador](route:cookies).

## 13. Alterações nesta política

Quando alterarmos esta política, publicaremos uma nova versão com a data em que entra em vigor. Se você estiver conectado, pediremos que a leia e a aceite na próxima vez que entrar.

*Versão 1.0, em vigor desde 1º de novembro de 2026.*
`,
      },
    },
  },
  {
    kind: 'page',
    slug: 'privacy',
    region: 'br',
    version: '1.0',
    effectiveOn: '2026-11-01',
    text: {
      br: {
        title: 'Política de privacidade',
        summary:
          'Como a Prosk Serviços Digitais Ltda. trata seus dados pessoais no Brasil de acordo com a LGPD: quais dados coletamos, com quais bases legais, com quem compartilhamos, por quanto tempo guardamos e como exercer seus direitos.',
        body: `Esta política explica como tratamos os dados pessoais de quem usa a Prosk no Brasil: proskers que oferecem seus serviços, clientes que os contratam e qualquer pessoa que fala com a gente. Ela vale para a versão brasileira da Prosk e todas as suas telas. Procuramos escrever de um jeito direto, sem juridiquês; se algo não ficar claro, é só perguntar.

Tratamos seus dados de acordo com a **Lei Geral de Proteção de Dados Pessoais (LGPD), Lei 13.709/2018**, e com as demais normas aplicáveis, como o Marco Civil da Internet.

## 1. Quem é o controlador e como falar com a gente

O controlador dos seus dados é a **Prosk Serviços Digitais Ltda.**, com sede em São Paulo. Somos nós que decidimos para que e como seus dados são usados, e respondemos por isso.

O canal do nosso **encarregado pelo tratamento de dados pessoais** é **privacidade@prosk.com.br**. É por ele que você tira dúvidas, exerce seus direitos e faz reclamações sobre privacidade. Você também pode usar o [formulário de contato](route:contact) escolhendo o assunto privacidade. Respondemos sempre por e-mail.

## 2. Quais dados coletamos e por quê

Coletamos apenas o necessário para que a Prosk funcione, seja segura e cumpra a lei. A maior parte dos dados vem de você; outros são gerados enquanto você usa o serviço.

- **Dados da conta.** Seu e-mail, nome e sobrenome, sua senha (nunca guardada de forma legível, só como um hash irreversível), o idioma escolhido e se você já confirmou seu e-mail. Se você entra com Google ou Facebook, esse serviço nos envia seu nome, seu e-mail e um identificador da sua conta; nunca recebemos sua senha do Google ou do Facebook. Usamos esses dados para criar sua conta, reconhecer você e protegê-la.
- **Perfil de prosker.** Foto de perfil, capa, nome, categorias, modalidades, descrição, galeria de fotos e vídeos e publicações. Com isso montamos seu perfil público e calculamos o quanto ele está completo: o perfil aparece nas buscas a partir de 55 %.
- **Endereços.** Os endereços que você cadastra para indicar onde atende ou onde precisa do serviço. Eles permitem buscar proskers por cidade e ajudam a combinar cada trabalho.
- **Telefone.** Usamos para falar com você sobre seus trabalhos e, se você quiser, para enviar avisos pelo WhatsApp. Outros usuários só o veem se suas configurações de privacidade permitirem.
- **Dados de pagamento.** Os dados do seu cartão são digitados diretamente no formulário do **Mercado Pago**; a Prosk nunca os vê nem os guarda. Guardamos as informações de cada operação: valor, data, status, identificador do pagamento no Mercado Pago, comissão, reembolsos e, se você é prosker, a vinculação da sua conta do Mercado Pago para receber pagamentos. Se você tem uma assinatura Premium, também guardamos o plano, o período, as datas de cobrança e os cupons usados.
- **Trabalhos e reservas.** Os serviços que você publica (título, descrição, preço e imagem), as ofertas que cria, as datas e faixas de horário escolhidas, as reservas da agenda, cada mudança de status do trabalho, os motivos de cancelamento e as disputas com sua solução.
- **Mensagens do chat.** Os textos, imagens e PDFs que você troca com outros usuários, além dos bloqueios e denúncias que você faz ou recebe.
- **Avaliações.** As estrelas e o texto que um cliente deixa depois de um trabalho concluído.
- **Favoritos e preferências de notificação.** Os perfis que você marca como favoritos e os canais escolhidos para cada tipo de aviso (no aplicativo, por e-mail ou pelo WhatsApp).
- **Registros técnicos.** Endereço IP, tipo de navegador e de dispositivo, data e hora de cada acesso, tentativas de login e erros.
- **Arquivos que você envia.** Fotos, vídeos e anexos. Verificamos o conteúdo real de cada arquivo para confirmar que ele é do tipo que diz ser e bloquear arquivos perigosos.
- **Mensagens de contato.** O que você nos escreve pelo formulário de contato ou por e-mail.

Não pedimos dados pessoais sensíveis, como informações sobre saúde, religião ou opinião política. Pedimos que você não os inclua no seu perfil nem no chat.

## 3. Finalidades e bases legais

Cada uso dos seus dados tem uma finalidade definida e uma base legal prevista no art. 7º da LGPD:

- **Execução do contrato** (art. 7º, V). Criar e manter sua conta, exibir seu perfil e permitir buscas, chat, favoritos, reservas, trabalhos, pagamentos, avaliações e os avisos do próprio serviço, como os lembretes 24 horas e 2 horas antes de um compromisso. Também entram aqui os lembretes e pedidos de avaliação que enviamos em nome de proskers com plano Premium aos clientes deles, conforme as preferências de notificação de cada cliente. Tudo isso decorre dos [termos e condições](route:terms) que você aceita.
- **Legítimo interesse** (art. 7º, IX). Manter a plataforma segura: limitar tentativas de login, analisar denúncias, prevenir fraudes, verificar arquivos enviados e usar registros técnicos para encontrar e corrigir erros. Usamos apenas os dados estritamente necessários, sempre respeitando suas expectativas e seus direitos, e você pode se opor a esse tratamento.
- **Cumprimento de obrigação legal ou regulatória** (art. 7º, II). Manter registros contábeis e fiscais das operações, guardar os registros de acesso exigidos pelo Marco Civil da Internet e atender a pedidos de autoridades competentes.
- **Exercício regular de direitos** (art. 7º, VI). Guardar o histórico de trabalhos, mensagens e disputas para resolver conflitos entre clientes e proskers e para nos defender em processos judiciais, administrativos ou arbitrais.
- **Consentimento** (art. 7º, I). Enviar comunicações opcionais, como novidades, dicas e promoções da Prosk. Você pode revogar o consentimento a qualquer momento em [suas notificações](route:settingsNotifications) ou pelo link de descadastro presente em cada e-mail, sem prejuízo para o uso do serviço.

Não vendemos seus dados nem os usamos para publicidade de terceiros.

## 4. Com quem compartilhamos seus dados

- **Outros usuários.** Seu perfil de prosker é público, e qualquer pessoa pode vê-lo quando ele aparece nas buscas. A outra parte de um trabalho vê os dados que suas [configurações de privacidade](route:settingsPrivacy) permitem mostrar, como telefone ou endereço, além do que você compartilhar no chat. As avaliações são publicadas no perfil do prosker.
- **Mercado Pago.** Processa os pagamentos e recebe os dados necessários para cobrar, reembolsar e liberar o dinheiro ao prosker. Trata os dados do seu cartão como controlador, conforme a própria política de privacidade.
- **Provedores de e-mail e de WhatsApp.** Entregam os avisos que você escolheu receber. Atuam como operadores: tratam os dados em nosso nome, seguem nossas instruções e não podem usá-los para outros fins.
- **Google e Facebook.** Só se você escolher entrar com essas contas, e apenas para confirmar sua identidade.
- **Prosk S.A.S.** A empresa da Prosk em Montevidéu, Uruguai, mantém a plataforma tecnológica e atua como operadora, seguindo nossas instruções.
- **Autoridades.** Quando uma lei, uma ordem judicial ou uma autoridade competente exigir, e somente na medida do necessário.
- **Nossa equipe.** As pessoas da Prosk que atendem dúvidas, analisam denúncias e resolvem disputas trabalham a partir de um painel interno separado e acessam apenas o que precisam para cada tarefa.

## 5. Transferência internacional de dados

Alguns dados são tratados fora do Brasil: a plataforma é mantida pela Prosk S.A.S., no Uruguai, e alguns provedores, como os serviços de e-mail, de WhatsApp e de login com Google e Facebook, podem usar servidores em outros países. Essas transferências seguem o art. 33 da LGPD e só acontecem para países com nível adequado de proteção ou com garantias como as cláusulas-padrão contratuais aprovadas pela ANPD, além dos demais casos que a lei permite. Em qualquer cenário, seus dados recebem a mesma proteção descrita nesta política.

## 6. Por quanto tempo guardamos seus dados

Enquanto sua conta estiver aberta, guardamos seus dados para prestar o serviço. Quando você encerra sua conta, encerramos todas as suas sessões, anonimizamos suas mensagens e seu perfil deixa de ser exibido.

Depois disso, guardamos as informações por **5 anos** contados do encerramento da conta ou da sua última transação, o que ocorrer por último. Esse prazo serve para cumprir obrigações legais, fiscais e contábeis e para exercer direitos em eventuais reclamações sobre um trabalho ou um pagamento, como permite o art. 16 da LGPD. Passado esse prazo, os dados são eliminados ou anonimizados de forma que não possam mais ser ligados a você.

## 7. Como protegemos seus dados

- As senhas são guardadas com **argon2id**, um método de hash irreversível: nem nossa equipe consegue lê-las.
- As sessões são **revogáveis**: você pode sair de todos os seus dispositivos de uma vez.
- As tentativas de login são limitadas para barrar ataques de força bruta.
- O **acesso interno é controlado**: cada pessoa da equipe acessa só o que precisa para o seu trabalho.
- Todas as informações trafegam **criptografadas** entre o seu navegador e nossos servidores.
- Os arquivos enviados são verificados pelo conteúdo real antes de serem aceitos.

Nenhum sistema é infalível, por isso também pedimos que você use uma senha forte e não a compartilhe.

## 8. Incidentes de segurança

Se ocorrer um incidente de segurança com dados pessoais que possa gerar risco ou dano relevante, comunicamos a **ANPD** e os titulares afetados **em até 72 horas** depois de tomarmos conhecimento. Informamos o que aconteceu, quais dados foram afetados, quais os riscos, que medidas tomamos e o que você pode fazer para se proteger.

## 9. Seus direitos e como exercê-los

O art. 18 da LGPD garante a você, como titular, o direito de obter da Prosk:

- **confirmação** de que tratamos seus dados;
- **acesso** aos dados;
- **correção** de dados incompletos, inexatos ou desatualizados;
- **anonimização, bloqueio ou eliminação** de dados desnecessários, excessivos ou tratados em desacordo com a lei;
- **portabilidade** dos dados a outro fornecedor de serviço;
- **eliminação** dos dados tratados com base no seu consentimento;
- **informação** sobre as entidades públicas e privadas com as quais compartilhamos seus dados;
- **informação** sobre a possibilidade de não dar consentimento e sobre as consequências da recusa;
- **revogação do consentimento**.

Você também pode se opor a um tratamento baseado em legítimo interesse e pedir a revisão de decisões tomadas unicamente com base em tratamento automatizado, como a regra que exibe nas buscas apenas perfis com pelo menos 55 % de completude.

Para exercer seus direitos, escreva para **privacidade@prosk.com.br** a partir do e-mail da sua conta ou use o [formulário de contato](route:contact). Se o pedido vier de outro endereço, podemos pedir que você comprove sua identidade. O atendimento é gratuito.

Respondemos **em até um mês** a partir do recebimento do pedido e, quando a lei fixa um prazo menor, nós o respeitamos. Se você não ficar satisfeito, pode apresentar uma reclamação à **Autoridade Nacional de Proteção de Dados (ANPD)**.

## 10. Seus dados nas suas mãos

Muita coisa você mesmo pode fazer, sem esperar ninguém:

- Em [Meus dados](route:settingsData) você pode **baixar todos os seus dados** em um arquivo, o que também facilita levá-los a outro serviço, e **encerrar sua conta**.
- Em [Privacidade](route:settingsPrivacy) você escolhe quais partes do seu perfil são exibidas, como telefone ou endereço.
- Em [Notificações](route:settingsNotifications) você escolhe, assunto por assunto, se recebe avisos no aplicativo, por e-mail ou pelo WhatsApp. As mensagens de WhatsApp não são enviadas entre 22:00 e 08:00.
- No [seu perfil](route:settings) você pode corrigir ou completar seus dados quando quiser.

## 11. Crianças e adolescentes

A Prosk não é direcionada a menores de 18 anos, e é preciso ser maior de idade para usá-la. Não tratamos intencionalmente dados de crianças e adolescentes; se identificarmos que uma conta pertence a um menor, nós a encerramos. Se você é mãe, pai ou responsável e acredita que um menor abriu uma conta, escreva para privacidade@prosk.com.br.

## 12. Cookies e armazenamento no navegador

A Prosk guarda no seu navegador apenas o necessário para funcionar e lembrar suas preferências, e não usa cookies de publicidade nem de rastreamento. Os detalhes completos estão em [Cookies e armazenamento no navegador](route:cookies).

## 13. Alterações nesta política

Quando alterarmos esta política, publicaremos uma nova versão com a data em que entra em vigor. Se você estiver conectado, pediremos que a leia e a aceite na próxima vez que entrar.

*Versão 1.0, em vigor desde 1º de novembro de 2026.*
`,
      },
      es: {
        title: 'Política de privacidad',
        summary:
          'Cómo Prosk Serviços Digitais Ltda. trata tus datos personales en Brasil según la LGPD: qué datos recopilamos, con qué bases legales, con quién los compartimos, cuánto tiempo los guardamos y cómo ejercer tus derechos.',
        body: `Esta política explica cómo tratamos los datos personales de quienes usan Prosk en Brasil: proskers que ofrecen sus servicios, clientes que los contratan y cualquier persona que se comunica con nosotros. Se aplica a la versión brasileña de Prosk y a todas sus pantallas. Intentamos escribirla de forma directa, sin jerga legal; si algo no te queda claro, pregúntanos.

Tratamos tus datos de acuerdo con la **Ley General de Protección de Datos Personales de Brasil (LGPD), Ley 13.709/2018**, y con las demás normas aplicables, como el Marco Civil de Internet.

## 1. Quién es el controlador y cómo contactarnos

El controlador de tus datos es **Prosk Serviços Digitais Ltda.**, con sede en São Paulo. Nosotros decidimos para qué y cómo se usan tus datos, y respondemos por ello.

El canal de nuestro **encargado del tratamiento de datos personales** (el "encarregado" que exige la LGPD) es **privacidade@prosk.com.br**. Por ese canal puedes hacer consultas, ejercer tus derechos y presentar reclamos sobre privacidad. También puedes usar el [formulario de contacto](route:contact) y elegir el tema de privacidad. Respondemos siempre por correo electrónico.

## 2. Qué datos recopilamos y por qué

Recopilamos solo lo que necesitamos para que Prosk funcione, sea seguro y cumpla con la ley. La mayoría de los datos nos los das tú; otros se generan al usar el servicio.

- **Datos de la cuenta.** Tu correo electrónico, tu nombre y apellido, tu contraseña (que nunca guardamos en texto legible, solo su huella cifrada), el idioma que elegiste y si ya verificaste tu correo. Si ingresas con Google o Facebook, ese servicio nos envía tu nombre, tu correo y un identificador de tu cuenta; nunca recibimos tu contraseña de Google o Facebook. Los usamos para crear tu cuenta, identificarte y protegerla.
- **Perfil de prosker.** Foto de perfil, portada, nombre, categorías, modalidades, descripción, galería de fotos y videos y publicaciones. Con esto armamos tu perfil público y calculamos su nivel de completitud: el perfil aparece en las búsquedas desde el 55 %.
- **Direcciones.** Las direcciones que cargas para indicar dónde atiendes o dónde necesitas el servicio. Permiten buscar proskers por ciudad y ayudan a coordinar cada trabajo.
- **Teléfono.** Lo usamos para contactarte sobre tus trabajos y, si lo eliges, para enviarte avisos por WhatsApp. Solo se muestra a otros usuarios si tu configuración de privacidad lo permite.
- **Datos de pagos.** Los datos de tu tarjeta los ingresas directamente en el formulario de **Mercado Pago**; Prosk nunca los ve ni los guarda. Nosotros conservamos la información de cada operación: importe, fecha, estado, identificador del pago en Mercado Pago, comisión, reembolsos y, si eres prosker, la vinculación de tu cuenta de Mercado Pago para recibir cobros. Si tienes una suscripción Premium, también guardamos el plan, el período, las fechas de cobro y los cupones que usaste.
- **Trabajos y reservas.** Los servicios que publicas (título, descripción, precio e imagen), las ofertas que creas, las fechas y franjas horarias elegidas, las reservas de la agenda, cada cambio de estado del trabajo, los motivos de cancelación y las disputas con su resolución.
- **Mensajes del chat.** Los textos, imágenes y PDF que intercambias con otros usuarios, además de los bloqueos y denuncias que hagas o recibas.
- **Reseñas.** Las estrellas y el texto que un cliente deja después de un trabajo terminado.
- **Favoritos y preferencias de notificación.** Los perfiles que marcas como favoritos y los canales que elegiste para cada tipo de aviso (en la aplicación, correo electrónico o WhatsApp).
- **Registros técnicos.** Dirección IP, tipo de navegador y dispositivo, fecha y hora de cada acceso, intentos de inicio de sesión y errores.
- **Archivos que subes.** Fotos, videos y adjuntos. Revisamos su contenido real para confirmar que son del tipo que dicen ser y bloquear archivos peligrosos.
- **Mensajes de contacto.** Lo que nos escribes por el formulario de contacto o por correo.

No te pedimos datos personales sensibles, como información sobre tu salud, tu religión o tus opiniones políticas. Te pedimos que no los incluyas en tu perfil ni en el chat.

## 3. Finalidades y bases legales

Cada uso de tus datos tiene una finalidad definida y una base legal prevista en el artículo 7 de la LGPD:

- **Ejecución del contrato** (art. 7, V). Crear y mantener tu cuenta, mostrar tu perfil y permitir búsquedas, chat, favoritos, reservas, trabajos, pagos, reseñas y los avisos propios del servicio, como los recordatorios 24 horas y 2 horas antes de una cita. También se incluyen los recordatorios y pedidos de reseña que enviamos en nombre de proskers con plan Premium a sus clientes, según las preferencias de notificación de cada cliente. Todo esto deriva de los [términos y condiciones](route:terms) que aceptas.
- **Interés legítimo** (art. 7, IX). Mantener la plataforma segura: limitar los intentos de inicio de sesión, revisar denuncias, prevenir fraudes, revisar los archivos que se suben y usar los registros técnicos para encontrar y corregir errores. Usamos solo los datos estrictamente necesarios, respetando tus expectativas y tus derechos, y puedes oponerte a este tratamiento.
- **Cumplimiento de una obligación legal o regulatoria** (art. 7, II). Conservar registros contables y fiscales de las operaciones, guardar los registros de acceso que exige el Marco Civil de Internet y responder a requerimientos de autoridades competentes.
- **Ejercicio regular de derechos** (art. 7, VI). Conservar el historial de trabajos, mensajes y disputas para resolver conflictos entre clientes y proskers y para defendernos en procesos judiciales, administrativos o arbitrales.
- **Consentimiento** (art. 7, I). Enviarte comunicaciones opcionales, como novedades, consejos y promociones de Prosk. Puedes revocar tu consentimiento en cualquier momento desde [tus notificaciones](route:settingsNotifications) o con el enlace para darte de baja que incluye cada correo, sin que eso afecte tu uso del servicio.

No vendemos tus datos ni los usamos para publicidad de terceros.

## 4. Con quién compartimos tus datos

- **Otros usuarios.** Tu perfil de prosker es público y cualquiera puede verlo cuando aparece en las búsquedas. La otra parte de un trabajo ve los datos que tu [configuración de privacidad](route:settingsPrivacy) permite mostrar, como tu teléfono o tu dirección, además de lo que compartas en el chat. Las reseñas se publican en el perfil del prosker.
- **Mercado Pago.** Procesa los pagos y recibe los datos necesarios para cobrar, reembolsar y liberar el dinero al prosker. Trata los datos de tu tarjeta como controlador, según su propia política de privacidad.
- **Proveedores de correo electrónico y de WhatsApp.** Entregan los avisos que elegiste recibir. Actúan como operadores: tratan los datos en nuestro nombre, siguen nuestras instrucciones y no pueden usarlos para otros fines.
- **Google y Facebook.** Solo si eliges ingresar con esas cuentas, y únicamente para confirmar tu identidad.
- **Prosk S.A.S.** La empresa de Prosk en Montevideo, Uruguay, mantiene la plataforma tecnológica y actúa como operadora, siguiendo nuestras instrucciones.
- **Autoridades.** Cuando una ley, una orden judicial o una autoridad competente lo exijan, y solo en la medida de lo necesario.
- **Nuestro equipo.** Las personas de Prosk que atienden consultas, revisan denuncias y resuelven disputas acceden desde un panel interno separado y solo a lo que necesitan para cada tarea.

## 5. Transferencias internacionales de datos

Algunos datos se tratan fuera de Brasil: la plataforma la mantiene Prosk S.A.S., en Uruguay, y algunos proveedores, como los servicios de correo electrónico, de WhatsApp y de inicio de sesión con Google y Facebook, pueden usar servidores en otros países. Estas transferencias siguen el artículo 33 de la LGPD y solo se hacen hacia países con un nivel de protección adecuado o con garantías como las cláusulas contractuales estándar aprobadas por la ANPD, además de los demás casos que la ley permite. En cualquier caso, tus datos reciben la misma protección que describe esta política.

## 6. Cuánto tiempo conservamos tus datos

Mientras tu cuenta esté abierta, conservamos tus datos para prestarte el servicio. Cuando cierras tu cuenta, terminamos todas tus sesiones, anonimizamos tus mensajes y tu perfil deja de mostrarse.

Después guardamos la información durante **5 años** contados desde el cierre de la cuenta o desde tu última transacción, la fecha que sea posterior. Ese plazo sirve para cumplir obligaciones legales, fiscales y contables y para ejercer derechos ante posibles reclamos sobre un trabajo o un pago, como permite el artículo 16 de la LGPD. Pasado ese plazo, los datos se eliminan o se anonimizan de forma que ya no puedan vincularse contigo.

## 7. Cómo protegemos tus datos

- Las contraseñas se guardan con **argon2id**, un método de cifrado unidireccional: ni siquiera nuestro equipo puede leerlas.
- Las sesiones son **revocables**: puedes cerrar la sesión en todos tus dispositivos a la vez.
- Los intentos de inicio de sesión están limitados para frenar ataques de fuerza bruta.
- El **acceso interno está controlado**: cada persona del equipo accede solo a lo que necesita para su trabajo.
- Toda la información viaja **cifrada** entre tu navegador y nuestros servidores.
- Los archivos que subes se revisan según su contenido real antes de aceptarlos.

Ningún sistema es infalible, así que también te pedimos que uses una contraseña fuerte y que no la compartas.

## 8. Incidentes de seguridad

Si ocurre un incidente de seguridad con datos personales que pueda generar un riesgo o un daño relevante, lo comunicamos a la **ANPD** y a las personas afectadas **dentro de las 72 horas** desde que lo detectamos. Te contamos qué pasó, qué datos se vieron afectados, cuáles son los riesgos, qué medidas tomamos y qué puedes hacer para protegerte.

## 9. Tus derechos y cómo ejercerlos

El artículo 18 de la LGPD te garantiza, como titular, el derecho a obtener de Prosk:

- la **confirmación** de que tratamos tus datos;
- el **acceso** a tus datos;
- la **corrección** de datos incompletos, inexactos o desactualizados;
- la **anonimización, el bloqueo o la eliminación** de datos innecesarios, excesivos o tratados en contra de la ley;
- la **portabilidad** de tus datos a otro proveedor de servicios;
- la **eliminación** de los datos tratados con tu consentimiento;
- **información** sobre las entidades públicas y privadas con las que compartimos tus datos;
- **información** sobre la posibilidad de no dar tu consentimiento y sobre las consecuencias de negarte;
- la **revocación de tu consentimiento**.

También puedes oponerte a un tratamiento basado en el interés legítimo y pedir la revisión de decisiones tomadas únicamente con base en un tratamiento automatizado, como la regla que muestra en las búsquedas solo los perfiles con al menos un 55 % de completitud.

Para ejercer tus derechos, escribe a **privacidade@prosk.com.br** desde el correo de tu cuenta o usa el [formulario de contacto](route:contact). Si la solicitud llega desde otro correo, podemos pedirte que acredites tu identidad. El trámite es gratuito.

Respondemos **en un plazo máximo de un mes** desde que recibimos tu solicitud y, cuando la ley fija un plazo menor, lo respetamos. Si no quedas conforme, puedes presentar un reclamo ante la **Autoridad Nacional de Protección de Datos (ANPD)** de Brasil.

## 10. Tus datos en tus manos

Muchas cosas puedes hacerlas tú mismo, sin esperar a nadie:

- En [Mis datos](route:settingsData) puedes **descargar todos tus datos** en un archivo, lo que también facilita llevarlos a otro servicio, y **cerrar tu cuenta**.
- En [Privacidad](route:settingsPrivacy) eliges qué partes de tu perfil se muestran, como tu teléfono o tu dirección.
- En [Notificaciones](route:settingsNotifications) eliges, tema por tema, si recibes avisos en la aplicación, por correo o por WhatsApp. Los mensajes de WhatsApp no se envían entre las 22:00 y las 08:00.
- En [tu perfil](route:settings) puedes corregir o completar tus datos cuando quieras.

## 11. Niños, niñas y adolescentes

Prosk no está dirigido a menores de 18 años y para usarlo es necesario ser mayor de edad. No tratamos a sabiendas datos de niños, niñas ni adolescentes; si detectamos que una cuenta pertenece a un menor, la cerramos. Si eres madre, padre o responsable y crees que un menor abrió una cuenta, escríbenos a privacidade@prosk.com.br.

## 12. Cookies y almacenamiento en el navegador

Prosk guarda en tu navegador solo lo necesario para funcionar y recordar tus preferencias, y no usa cookies de publicidad ni de seguimiento. El detalle completo está en [Cookies y almacenamiento en el navegador](route:cookies).

## 13. Cambios en esta política

Cuando cambiemos esta política, publicaremos una nueva versión con su fecha de entrada en vigencia. Si tienes una sesión iniciada, te pediremos que la leas y la aceptes la próxima vez que ingreses.

*Versión 1.0, vigente desde el 1 de noviembre de 2026.*
`,
      },
      en: {
        title: 'Privacy policy',
        summary:
          'How Prosk Serviços Digitais Ltda. handles your personal data in Brazil under the LGPD: what we collect, on which legal bases, who we share it with, how long we keep it and how to exercise your rights.',
        body: `This policy explains how we handle the personal data of people who use Prosk in Brazil: proskers who offer their services, clients who hire them and anyone who gets in touch with us. It applies to the Brazilian version of Prosk and all of its screens. We have tried to write it plainly, without legal jargon; if anything is unclear, just ask.

We process your data in accordance with Brazil's **General Personal Data Protection Law (LGPD), Law 13.709/2018**, and other applicable rules, such as the Brazilian Civil Rights Framework for the Internet (Marco Civil da Internet).

## 1. Who the controller is and how to contact us

The controller of your data is **Prosk Serviços Digitais Ltda.**, based in São Paulo. We decide why and how your data is used, and we are accountable for it.

Our **data protection officer** (the "encarregado" required by the LGPD) can be reached at **privacidade@prosk.com.br**. Use this channel to ask questions, exercise your rights and raise privacy complaints. You can also use the [contact form](route:contact) and choose the privacy topic. We always reply by e-mail.

## 2. What data we collect and why

We collect only what we need for Prosk to work, to be safe and to comply with the law. Most of the data comes from you; some is generated as you use the service.

- **Account data.** Your e-mail address, first and last name, your password (never stored in readable form, only as a one-way hash), the language you chose and whether you have verified your e-mail. If you sign in with Google or Facebook, that service sends us your name, your e-mail and an identifier for your account; we never receive your Google or Facebook password. We use this to create your account, recognise you and keep it secure.
- **Prosker profile.** Profile photo, banner, name, categories, skills, description, photo and video gallery and posts. We use this to build your public profile and to work out how complete it is: a profile appears in search from 55 % upwards.
- **Addresses.** The addresses you add to show where you work or where you need a service. They let clients find proskers by city and help coordinate each job.
- **Phone number.** We use it to reach you about your jobs and, if you choose, to send you WhatsApp notifications. Other users only see it if your privacy settings allow it.
- **Payment data.** You enter your card details directly in **Mercado Pago**'s form; Prosk never sees or stores them. We keep the information about each transaction: amount, date, status, Mercado Pago payment identifier, fee, refunds and, if you are a prosker, the link to your Mercado Pago account that lets you receive payments. If you have a Premium subscription, we also keep the plan, the period, the billing dates and any coupons you used.
- **Jobs and bookings.** The services you publish (title, description, price and image), the offers you create, the dates and time slots chosen, agenda bookings, every change in a job's status, cancellation reasons and disputes with their outcome.
- **Chat messages.** The text, images and PDFs you exchange with other users, as well as the blocks and reports you make or receive.
- **Reviews.** The stars and text a client leaves after a completed job.
- **Favourites and notification preferences.** The profiles you mark as favourites and the channels you chose for each kind of notification (in the app, by e-mail or by WhatsApp).
- **Technical logs.** IP address, browser and device type, date and time of each visit, sign-in attempts and errors.
- **Files you upload.** Photos, videos and attachments. We check their actual content to confirm they are the type of file they claim to be and to block harmful files.
- **Contact messages.** What you send us through the contact form or by e-mail.

We do not ask for sensitive personal data, such as information about your health, religion or political opinions. Please do not include it in your profile or in the chat.

## 3. Purposes and legal bases

Every use of your data has a defined purpose and a legal basis under article 7 of the LGPD:

- **Performance of a contract** (art. 7, V). Creating and maintaining your account, showing your profile, and enabling search, chat, favourites, bookings, jobs, payments, reviews and service notifications, such as the reminders 24 hours and 2 hours before an appointment. This also covers the reminders and review requests we send on behalf of Premium proskers to their clients, according to each client's notification preferences. All of this follows from the [terms and conditions](route:terms) you accept.
- **Legitimate interest** (art. 7, IX). Keeping the platform safe: limiting sign-in attempts, reviewing reports, preventing fraud, checking uploaded files and using technical logs to find and fix errors. We use only the data that is strictly necessary, respecting your expectations and rights, and you can object to this processing.
- **Compliance with a legal or regulatory obligation** (art. 7, II). Keeping accounting and tax records of transactions, retaining the access logs required by the Marco Civil da Internet and responding to requests from competent authorities.
- **Regular exercise of rights** (art. 7, VI). Keeping the history of jobs, messages and disputes to settle conflicts between clients and proskers and to defend ourselves in judicial, administrative or arbitration proceedings.
- **Consent** (art. 7, I). Sending optional communications, such as news, tips and promotions from Prosk. You can revoke your consent at any time in [your notifications](route:settingsNotifications) or through the unsubscribe link in every e-mail, without affecting your use of the service.

We do not sell your data or use it for third-party advertising.

## 4. Who we share your data with

- **Other users.** Your prosker profile is public, and anyone can see it when it appears in search. The other party to a job sees the details your [privacy settings](route:settingsPrivacy) allow, such as your phone number or address, plus whatever you share in the chat. Reviews are published on the prosker's profile.
- **Mercado Pago.** It processes payments and receives the data needed to charge, refund and release the money to the prosker. It handles your card details as a controller, under its own privacy policy.
- **E-mail and WhatsApp providers.** They deliver the notifications you chose to receive. They act as processors: they handle the data on our behalf, follow our instructions and may not use it for any other purpose.
- **Google and Facebook.** Only if you choose to sign in with those accounts, and only to confirm your identity.
- **Prosk S.A.S.** Prosk's company in Montevideo, Uruguay, maintains the technology platform and acts as a processor, following our instructions.
- **Authorities.** When a law, a court order or a competent authority requires it, and only to the extent required.
- **Our team.** The Prosk staff who answer questions, review reports and resolve disputes work from a separate internal panel and access only what they need for each task.

## 5. International data transfers

Some data is processed outside Brazil: the platform is maintained by Prosk S.A.S. in Uruguay, and some providers, such as the e-mail, WhatsApp and Google and Facebook sign-in services, may use servers in other countries. These transfers follow article 33 of the LGPD and only take place to countries with an adequate level of protection or with safeguards such as the standard contractual clauses approved by the ANPD, or in the other cases the law permits. Either way, your data receives the same protection described in this policy.

## 6. How long we keep your data

While your account is open, we keep your data to provide the service. When you close your account, we end all your sessions, anonymise your messages and your profile is no longer shown.

After that, we keep the information for **5 years** from the day the account was closed or from your last transaction, whichever is later. This period lets us meet legal, tax and accounting obligations and exercise our rights if a claim arises about a job or a payment, as article 16 of the LGPD allows. Once it ends, the data is deleted or anonymised so that it can no longer be linked to you.

## 7. How we protect your data

- Passwords are stored with **argon2id**, a one-way hashing method: not even our team can read them.
- Sessions are **revocable**: you can sign out of all your devices at once.
- Sign-in attempts are rate-limited to stop brute-force attacks.
- **Internal access is controlled**: each team member can only reach what they need for their work.
- All information travels **encrypted** between your browser and our servers.
- Files you upload are checked by their actual content before we accept them.

No system is infallible, so we also ask you to use a strong password and not to share it.

## 8. Security incidents

If a security incident involving personal data may cause significant risk or harm, we notify the **ANPD** and the affected people **within 72 hours** of becoming aware of it. We tell you what happened, which data was affected, what the risks are, what we have done about it and what you can do to protect yourself.

## 9. Your rights and how to exercise them

Article 18 of the LGPD gives you, as a data subject, the right to obtain from Prosk:

- **confirmation** that we process your data;
- **access** to your data;
- **correction** of incomplete, inaccurate or out-of-date data;
- **anonymisation, blocking or deletion** of data that is unnecessary, excessive or processed unlawfully;
- **portability** of your data to another service provider;
- **deletion** of data processed on the basis of your consent;
- **information** about the public and private entities we share your data with;
- **information** about the possibility of not giving consent and the consequences of refusing;
- **revocation of consent**.

You can also object to processing based on legitimate interest and ask for a review of decisions made solely through automated processing, such as the rule that only shows profiles that are at least 55 % complete in search.

To exercise your rights, write to **privacidade@prosk.com.br** from your account's e-mail address or use the [contact form](route:contact). If the request comes from a different address, we may ask you to prove your identity. There is no charge.

We answer **within one month at the latest** from receiving your request and, where the law sets a shorter period, we meet it. If you are not satisfied, you can file a complaint with Brazil's **National Data Protection Authority (ANPD)**.

## 10. Your data in your hands

You can do a lot of this yourself, without waiting for anyone:

- In [My data](route:settingsData) you can **download all your data** as a file, which also makes it easier to take it to another service, and **close your account**.
- In [Privacy](route:settingsPrivacy) you choose which parts of your profile are shown, such as your phone number or address.
- In [Notifications](route:settingsNotifications) you choose, topic by topic, whether you get notices in the app, by e-mail or by WhatsApp. WhatsApp messages are not sent between 22:00 and 08:00.
- In [your profile](route:settings) you can correct or complete your details whenever you like.

## 11. Children and teenagers

Prosk is not directed at people under 18, and you must be an adult to use it. We do not knowingly process data from children or teenagers; if we find that an account belongs to a minor, we close it. If you are a parent or guardian and believe a minor has opened an account, write to privacidade@prosk.com.br.

## 12. Cookies and browser storage

Prosk stores in your browser only what it needs to work and to remember your preferences, and it does not use advertising or tracking cookies. The full details are in [Cookies and browser storage](route:cookies).

## 13. Changes to this policy

When we change this policy, we will publish a new version with the date it takes effect. If you are signed in, we will ask you to read and accept it the next time you visit.

*Version 1.0, effective from 1 November 2026.*
`,
      },
    },
  },
  {
    kind: 'page',
    slug: 'cookies',
    region: 'all',
    version: '1.0',
    effectiveOn: '2026-11-01',
    text: {
      es: {
        title: 'Cookies y almacenamiento en el navegador',
        summary:
          'Qué guarda Prosk en tu navegador, por qué cada dato es necesario o una preferencia tuya y cómo borrarlo: sin cookies de publicidad ni de seguimiento.',
        body: `Para funcionar, Prosk guarda unos pocos datos en tu navegador. Aquí te contamos exactamente cuáles son, para qué sirven y cómo borrarlos. La respuesta corta: solo lo imprescindible para mantener tu sesión y recordar tus preferencias.

## 1. Lo que no usamos

Prosk **no usa cookies de publicidad ni de seguimiento de terceros**. No seguimos lo que haces en otros sitios ni armamos perfiles publicitarios con tu navegación. Usamos una sola cookie, propia y sin datos personales (la del punto 2); lo demás está en el almacenamiento local y de sesión de tu navegador, que cumplen una función parecida a la de las cookies pero nunca se envían solos a otros sitios.

## 2. Una cookie propia

- **prosk-cookie-notice**: recuerda que ya leíste el aviso sobre cookies, para no mostrártelo cada vez que entras. Es una cookie de Prosk (no de terceros), dura un año, solo dice «read» (leído) y no lleva ningún dato tuyo. Tu navegador la envía a Prosk con cada página, para que la página llegue ya sin el aviso. Es **necesaria** para respetar lo que ya viste.

## 3. Almacenamiento local

Estos datos quedan guardados en tu navegador hasta que cierres sesión, los borres o cambies la preferencia:

- **token**: la llave de tu sesión, que se guarda cuando ingresas a tu cuenta. Es **estrictamente necesaria**: sin ella tendrías que ingresar de nuevo en cada página. Se elimina cuando cierras sesión.
- **language**: el idioma en que ves Prosk (español, inglés o portugués). Es una **preferencia** tuya.
- **mode**: si prefieres el modo claro o el oscuro. Es una **preferencia**.
- **direction**: la dirección del texto en pantalla, de izquierda a derecha o de derecha a izquierda. Es una **preferencia** de visualización.

## 4. Almacenamiento de sesión

Estos datos duran solo mientras la pestaña está abierta y desaparecen al cerrarla:

- **prosk-scroll-positions**: la posición en la que estabas en cada página, para que al volver atrás sigas en el mismo lugar de una lista o de un perfil. Es una **preferencia** de comodidad.
- **Inicio de sesión con Google o Facebook en curso**: un dato temporal que permite completar el ingreso de forma segura cuando vuelves desde Google o Facebook. Es **estrictamente necesario** y se borra al terminar.
- **Vinculación de Mercado Pago en curso**: un dato temporal que permite terminar de vincular tu cuenta de Mercado Pago cuando vuelves desde su sitio. Es **estrictamente necesario** y se borra al terminar.

Como todo lo que guardamos es necesario para el servicio o recuerda elecciones que hiciste tú, no hay nada que activar ni desactivar.

## 5. Cookies de Mercado Pago en las páginas de pago

Cuando pagas un servicio o una suscripción, la página de pago carga el formulario de **Mercado Pago**. Ese formulario puede guardar sus propias cookies para prevenir fraudes y proteger la operación. Solo ocurre en las páginas de pago, y esas cookies se rigen por la política de privacidad de Mercado Pago, no por la nuestra.

## 6. Cómo borrarlos

- **Cierra sesión** y el **token** se elimina de tu navegador al instante.
- **Cierra la pestaña** y desaparece todo el almacenamiento de sesión.
- Para borrar todo lo demás, ve a la configuración de privacidad de tu navegador y busca la opción para borrar las cookies y los datos de sitios. En Chrome, Edge, Firefox y Safari puedes borrar los datos de un solo sitio, por ejemplo prosk.uy, sin tocar los demás.

Si lo borras todo, se cerrará tu sesión, Prosk volverá al idioma y al modo predeterminados y verás otra vez el aviso de cookies. Si bloqueas por completo el almacenamiento para Prosk, no podrás mantener tu sesión iniciada.

## 7. Más información

Para saber cómo tratamos tus datos personales, lee nuestra [política de privacidad](route:privacy). Si tienes dudas, escríbenos a **privacidad@prosk.uy** (Uruguay) o a **privacidade@prosk.com.br** (Brasil), o usa el [formulario de contacto](route:contact).

*Versión 1.0, vigente desde el 1 de noviembre de 2026.*
`,
      },
      en: {
        title: 'Cookies and browser storage',
        summary:
          'What Prosk stores in your browser, why each item is either necessary or one of your preferences, and how to clear it: no advertising or tracking cookies.',
        body: `To work, Prosk stores a few pieces of data in your browser. Here is exactly what they are, what they are for and how to clear them. The short answer: only what is essential to keep you signed in and to remember your preferences.

## 1. What we don't use

Prosk **does not use advertising cookies or third-party tracking cookies**. We do not follow what you do on other sites or build advertising profiles from your browsing. We set a single cookie of our own, with no personal data (the one in section 2); everything else lives in your browser's local storage and session storage, which do a similar job to cookies but are never sent to other sites on their own.

## 2. One cookie of our own

- **prosk-cookie-notice**: remembers that you have already read the cookie notice, so it doesn't pop up every time you visit. It is Prosk's own cookie (not a third party's), lasts a year, only says "read" and holds no data about you. Your browser sends it to Prosk with each page, so that the page arrives without the notice. It is **necessary** to respect what you have already seen.

## 3. Local storage

These items stay in your browser until you sign out, clear them or change the preference:

- **token**: the key to your session, saved when you sign in to your account. It is **strictly necessary**: without it you would have to sign in again on every page. It is removed when you sign out.
- **language**: the language you see Prosk in (Spanish, English or Portuguese). It is one of your **preferences**.
- **mode**: whether you prefer light or dark mode. It is a **preference**.
- **direction**: the direction of text on screen, left to right or right to left. It is a display **preference**.

## 4. Session storage

These items last only while the tab is open and disappear when you close it:

- **prosk-scroll-positions**: where you were on each page, so that when you go back you land in the same spot in a list or a profile. It is a convenience **preference**.
- **Google or Facebook sign-in in progress**: a temporary item that lets you finish signing in safely when you come back from Google or Facebook. It is **strictly necessary** and is removed once you are done.
- **Mercado Pago link in progress**: a temporary item that lets you finish linking your Mercado Pago account when you come back from its site. It is **strictly necessary** and is removed once you are done.

Since everything we store is either needed for the service or remembers choices you made yourself, there is nothing to switch on or off.

## 5. Mercado Pago cookies on payment pages

When you pay for a service or a subscription, the checkout page loads **Mercado Pago**'s payment form. That form may set its own cookies to prevent fraud and protect the transaction. This only happens on payment pages, and those cookies are governed by Mercado Pago's privacy policy, not ours.

## 6. How to clear them

- **Sign out** and the **token** is removed from your browser straight away.
- **Close the tab** and all session storage is gone.
- To clear everything else, open your browser's privacy settings and look for the option to clear cookies and site data. Chrome, Edge, Firefox and Safari all let you clear the data of a single site, such as prosk.uy, without touching the rest.

If you clear everything, you will be signed out, Prosk will go back to the default language and mode, and you will see the cookie notice again. If you block storage for Prosk completely, you won't be able to stay signed in.

## 7. More information

To learn how we handle your personal data, read our [privacy policy](route:privacy). If you have questions, write to **privacidad@prosk.uy** (Uruguay) or **privacidade@prosk.com.br** (Brazil), or use the [contact form](route:contact).

*Version 1.0, effective from 1 November 2026.*
`,
      },
      br: {
        title: 'Cookies e armazenamento no navegador',
        summary:
          'O que a Prosk guarda no seu navegador, por que cada item é necessário ou uma preferência sua e como apagá-lo: sem cookies de publicidade nem de rastreamento.',
        body: `Para funcionar, a Prosk guarda alguns poucos dados no seu navegador. Aqui contamos exatamente quais são, para que servem e como apagá-los. A resposta curta: só o indispensável para manter você conectado e lembrar suas preferências.

## 1. O que não usamos

A Prosk **não usa cookies de publicidade nem de rastreamento de terceiros**. Não acompanhamos o que você faz em outros sites nem montamos perfis publicitários a partir da sua navegação. Usamos um único cookie, próprio e sem dados pessoais (o do item 2); o resto fica no armazenamento local e no armazenamento de sessão do seu navegador, que cumprem uma função parecida com a dos cookies, mas nunca são enviados sozinhos a outros sites.

## 2. Um cookie próprio

- **prosk-cookie-notice**: lembra que você já leu o aviso sobre cookies, para não mostrá-lo toda vez que você entra. É um cookie da Prosk (não de terceiros), dura um ano, diz apenas "read" (lido) e não guarda nenhum dado seu. O seu navegador o envia à Prosk a cada página, para que a página já chegue sem o aviso. É **necessário** para respeitar o que você já viu.

## 3. Armazenamento local

Estes itens ficam guardados no seu navegador até você sair da conta, apagá-los ou mudar a preferência:

- **token**: a chave da sua sessão, salva quando você entra na sua conta. É **estritamente necessária**: sem ela você teria que entrar de novo a cada página. É removida quando você sai da conta.
- **language**: o idioma em que você vê a Prosk (espanhol, inglês ou português). É uma **preferência** sua.
- **mode**: se você prefere o modo claro ou o escuro. É uma **preferência**.
- **direction**: a direção do texto na tela, da esquerda para a direita ou da direita para a esquerda. É uma **preferência** de exibição.

## 4. Armazenamento de sessão

Estes itens duram só enquanto a aba está aberta e desaparecem quando você a fecha:

- **prosk-scroll-positions**: o ponto em que você estava em cada página, para que, ao voltar, você continue no mesmo lugar de uma lista ou de um perfil. É uma **preferência** de conforto.
- **Login com Google ou Facebook em andamento**: um dado temporário que permite concluir a entrada com segurança quando você volta do Google ou do Facebook. É **estritamente necessário** e é apagado ao final.
- **Vinculação do Mercado Pago em andamento**: um dado temporário que permite terminar de vincular sua conta do Mercado Pago quando você volta do site dele. É **estritamente necessário** e é apagado ao final.

Como tudo o que guardamos é necessário para o serviço ou lembra escolhas que você mesmo fez, não há nada para ativar ou desativar.

## 5. Cookies do Mercado Pago nas páginas de pagamento

Quando você paga um serviço ou uma assinatura, a página de pagamento carrega o formulário do **Mercado Pago**. Esse formulário pode salvar seus próprios cookies para prevenir fraudes e proteger a operação. Isso só acontece nas páginas de pagamento, e esses cookies seguem a política de privacidade do Mercado Pago, não a nossa.

## 6. Como apagá-los

- **Saia da conta** e o **token** é removido do seu navegador na hora.
- **Feche a aba** e todo o armazenamento de sessão desaparece.
- Para apagar o resto, abra as configurações de privacidade do seu navegador e procure a opção de limpar cookies e dados de sites. No Chrome, no Edge, no Firefox e no Safari você pode apagar os dados de um único site, como prosk.uy, sem mexer nos outros.

Se você apagar tudo, sua sessão será encerrada, a Prosk voltará ao idioma e ao modo padrão e você verá de novo o aviso de cookies. Se bloquear totalmente o armazenamento para a Prosk, não conseguirá manter sua sessão iniciada.

## 7. Mais informações

Para saber como tratamos seus dados pessoais, leia nossa [política de privacidade](route:privacy). Se tiver dúvidas, escreva para **privacidad@prosk.uy** (Uruguai) ou **privacidade@prosk.com.br** (Brasil), ou use o [formulário de contato](route:contact).

*Versão 1.0, em vigor desde 1º de novembro de 2026.*
`,
      },
    },
  },
];
