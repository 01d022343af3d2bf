import type { SeedContentItem } from './types';

/** Blog posts of the demo data: six articles for clients and proskers, in es, en and br. */
export const POSTS: SeedContentItem[] = [
  {
    kind: 'post',
    slug: 'choose-a-trustworthy-professional',
    author: 'Lucía Fernández',
    publishedAt: '2026-06-09',
    image: '/content/blog/choose-a-trustworthy-professional.svg',
    text: {
      es: {
        title: 'Cómo elegir un plomero o electricista de confianza',
        summary:
          'Reseñas reales, una buena conversación antes de contratar y el pago dentro de la plataforma: una guía práctica para elegir bien a quién le abres la puerta de tu casa.',
        tags: ['Consejos', 'Hogar', 'Seguridad'],
        body: `Una canilla que gotea, un enchufe que hace chispas o una llave térmica que salta cada vez que prendes el horno. Son problemas chicos hasta que dejan de serlo, y en ese momento la pregunta es siempre la misma: ¿a quién llamo? En esta guía te contamos cómo usar Prosk para encontrar a alguien de confianza sin depender solo del dato de un vecino.

## 1. Empieza por una búsqueda concreta

Cuanto más preciso seas, mejores resultados vas a tener. En la [búsqueda de proskers](route:profiles?q=plomeria) puedes escribir lo que necesitas y filtrar por categoría, ciudad, calificación y precio. Si no sabes bien en qué rubro entra tu problema, recorre las [categorías](route:categories): ahí vas a ver, por ejemplo, la diferencia entre una instalación eléctrica nueva y una reparación puntual.

Un consejo: filtra por tu ciudad primero. Un profesional que trabaja en tu zona llega antes, conoce las construcciones del barrio y suele cobrar menos por traslado.

## 2. Lee el perfil completo, no solo las estrellas

La calificación promedio es un buen punto de partida, pero el perfil dice mucho más. Fíjate en:

- **La descripción.** ¿Explica qué trabajos hace y cuáles no? Quien tiene claro su alcance suele trabajar mejor.
- **Las modalidades y categorías.** Un electricista que detalla "cambio de tableros" o "instalación de luminarias" te ahorra preguntas.
- **La galería de fotos y videos.** Los trabajos terminados muestran prolijidad, terminaciones y el tipo de obra que hace.
- **Las publicaciones.** Algunos proskers comparten consejos o novedades; es una buena señal de que el perfil está vivo.
- **Los servicios publicados y sus precios.** Te dan una idea del rango antes de escribir.

En Prosk, un perfil solo aparece en la búsqueda cuando está razonablemente completo, así que lo que ves ya tiene foto, nombre y categorías. Aun así, compara dos o tres perfiles antes de decidir.

## 3. Las reseñas: qué buscar

Cada trabajo terminado permite al cliente dejar una sola reseña, con estrellas y texto. Eso hace que las opiniones correspondan a trabajos reales hechos a través de la plataforma. Al leerlas:

1. Busca reseñas que mencionen trabajos parecidos al tuyo.
2. Presta atención a la puntualidad, la limpieza y la comunicación, no solo al resultado.
3. Mira cómo evolucionan: varias reseñas recientes y buenas pesan más que una sola excelente de hace tiempo.
4. Una crítica aislada no siempre es mala señal; lo importante es el patrón.

## 4. Chatea antes de contratar

Este es el paso que más problemas evita. Desde el perfil puedes abrir el [chat](route:chat) y conversar en tiempo real con el prosker antes de comprometerte.

![Una conversación por chat entre un cliente y un prosker, con una foto del problema](/content/blog/chat-before-hiring.svg)

Aprovecha para:

- **Mandar fotos del problema.** El chat acepta imágenes y PDF, así que puedes enviar la foto de la pérdida, del tablero o incluso un plano.
- **Preguntar lo que te importe.** Cuánto tiempo lleva, si trae los materiales o los compras tú, si hace falta cortar el agua o la luz.
- **Pedir una oferta concreta.** El prosker puede armarte una propuesta a medida con el botón para hacer una oferta dentro del chat. Así el precio y la descripción quedan por escrito.

Si alguien te presiona, se niega a responder preguntas básicas o te pide salir de la plataforma para "arreglar por fuera", tómalo como una alerta. Desde el mismo chat puedes bloquear y denunciar a un usuario.

## 5. Paga dentro de Prosk

Cuando aceptas un trabajo, el pago se hace con Mercado Pago, con tarjeta y la opción de cuotas. Los datos de tu tarjeta van directo a Mercado Pago; Prosk nunca los guarda. Pagar dentro de la plataforma deja registro de lo acordado y te da herramientas si algo sale mal:

- Puedes cancelar con un motivo hasta 24 horas antes del inicio, y si ya habías pagado se te devuelve el total.
- Cuando el prosker marca el trabajo como terminado, tienes 7 días para confirmarlo o abrir una disputa con un motivo, que resuelve el equipo de Prosk.

Puedes seguir todos tus trabajos desde [mis órdenes](route:myOrders).

## 6. Después del trabajo

Revisa lo que se hizo antes de confirmar: abre la canilla, prueba los enchufes, mira que no queden pérdidas. Si todo está bien, confirma y deja tu reseña. Es la forma de ayudar al próximo vecino que busque lo mismo. Y si quedaste contento, guarda el perfil en tus [favoritos](route:myFavorites) para la próxima vez.

¿Tienes más dudas sobre cómo contratar? Lee [cómo comprar en Prosk](route:howToBuy) o revisa las [preguntas frecuentes](route:faq).`,
      },
      en: {
        title: 'How to choose a plumber or electrician you can trust',
        summary:
          'Real reviews, a good conversation before hiring and paying inside the platform: a practical guide to choosing who you let into your home.',
        tags: ['Tips', 'Home', 'Safety'],
        body: `A dripping tap, a socket that sparks, a breaker that trips every time you switch on the oven. They are small problems until they aren't, and then the question is always the same: who do I call? This guide shows how to use Prosk to find someone you can trust without relying only on a neighbour's recommendation.

## 1. Start with a specific search

The more precise you are, the better your results. In the [prosker search](route:profiles?q=plomeria) you can type what you need and filter by category, city, rating and price. If you are not sure which trade your problem belongs to, browse the [categories](route:categories): they show, for example, the difference between a new electrical installation and a one-off repair.

A tip: filter by your city first. A professional who works in your area arrives sooner, knows the buildings in the neighbourhood and usually charges less for travel.

## 2. Read the whole profile, not just the stars

The average rating is a good starting point, but the profile tells you much more. Look at:

- **The description.** Does it explain which jobs they take on and which they don't? People who are clear about their scope tend to work better.
- **Skills and categories.** An electrician who lists "switchboard replacement" or "light fitting installation" saves you questions.
- **The photo and video gallery.** Finished jobs show neatness, finishing and the kind of work they do.
- **Posts.** Some proskers share tips or news; it is a good sign that the profile is active.
- **Published services and prices.** They give you an idea of the range before you write.

On Prosk, a profile only shows up in search once it is reasonably complete, so what you see already has a photo, a name and categories. Even so, compare two or three profiles before deciding.

## 3. Reviews: what to look for

Each finished job lets the client leave one review, with stars and text. That means reviews belong to real jobs done through the platform. When you read them:

1. Look for reviews that mention jobs similar to yours.
2. Pay attention to punctuality, tidiness and communication, not only the result.
3. Watch the trend: several recent good reviews weigh more than a single excellent one from long ago.
4. One isolated complaint is not always a bad sign; what matters is the pattern.

## 4. Chat before you hire

This is the step that prevents the most problems. From the profile you can open the [chat](route:chat) and talk to the prosker in real time before committing.

![A chat between a client and a prosker, with a photo of the problem](/content/blog/chat-before-hiring.svg)

Use it to:

- **Send photos of the problem.** The chat accepts images and PDFs, so you can send a picture of the leak, of the switchboard or even a floor plan.
- **Ask what matters to you.** How long it takes, whether they bring the materials or you buy them, whether the water or power needs to be cut off.
- **Ask for a specific offer.** The prosker can put together a tailored proposal with the make-an-offer button inside the chat. That way the price and the description are in writing.

If someone pressures you, refuses to answer basic questions or asks you to leave the platform to "sort it out privately", treat it as a warning sign. From the same chat you can block and report a user.

## 5. Pay inside Prosk

When you go ahead with a job, you pay with Mercado Pago, by card, with the option of instalments. Your card details go straight to Mercado Pago; Prosk never stores them. Paying inside the platform keeps a record of what was agreed and gives you tools if something goes wrong:

- You can cancel with a reason up to 24 hours before the start, and if you had already paid you get a full refund.
- When the prosker marks the job as done, you have 7 days to confirm it or open a dispute with a reason, which the Prosk team resolves.

You can follow all your jobs from [my orders](route:myOrders).

## 6. After the job

Check the work before confirming: turn on the tap, test the sockets, make sure nothing is leaking. If everything is fine, confirm and leave your review. It is how you help the next neighbour looking for the same thing. And if you were happy, save the profile to your [favourites](route:myFavorites) for next time.

Have more questions about hiring? Read [how to buy on Prosk](route:howToBuy) or check the [FAQ](route:faq).`,
      },
      br: {
        title: 'Como escolher um encanador ou eletricista de confiança',
        summary:
          'Avaliações reais, uma boa conversa antes de contratar e o pagamento dentro da plataforma: um guia prático para escolher bem quem entra na sua casa.',
        tags: ['Dicas', 'Casa', 'Segurança'],
        body: `Uma torneira pingando, uma tomada que solta faísca, um disjuntor que cai toda vez que você liga o forno. São problemas pequenos até deixarem de ser, e aí a pergunta é sempre a mesma: quem eu chamo? Neste guia mostramos como usar a Prosk para encontrar alguém de confiança sem depender só da indicação de um vizinho.

## 1. Comece com uma busca específica

Quanto mais preciso você for, melhores serão os resultados. Na [busca de proskers](route:profiles?q=encanador) você pode digitar o que precisa e filtrar por categoria, cidade, avaliação e preço. Se não tiver certeza de em qual área o seu problema se encaixa, navegue pelas [categorias](route:categories): elas mostram, por exemplo, a diferença entre uma instalação elétrica nova e um reparo pontual.

Uma dica: filtre primeiro pela sua cidade. Um profissional que atende na sua região chega mais rápido, conhece as construções do bairro e costuma cobrar menos pelo deslocamento.

## 2. Leia o perfil inteiro, não só as estrelas

A nota média é um bom ponto de partida, mas o perfil diz muito mais. Observe:

- **A descrição.** Ela explica quais trabalhos a pessoa faz e quais não faz? Quem tem clareza sobre o que oferece costuma trabalhar melhor.
- **Modalidades e categorias.** Um eletricista que detalha "troca de quadro de distribuição" ou "instalação de luminárias" economiza perguntas.
- **A galeria de fotos e vídeos.** Trabalhos prontos mostram capricho, acabamento e o tipo de obra que a pessoa faz.
- **As publicações.** Alguns proskers compartilham dicas ou novidades; é um bom sinal de que o perfil está ativo.
- **Os serviços publicados e seus preços.** Dão uma ideia da faixa de valores antes de você escrever.

Na Prosk, um perfil só aparece na busca quando está razoavelmente completo, então o que você vê já tem foto, nome e categorias. Mesmo assim, compare dois ou três perfis antes de decidir.

## 3. Avaliações: o que procurar

Cada trabalho concluído permite ao cliente deixar uma única avaliação, com estrelas e texto. Isso faz com que as opiniões correspondam a trabalhos reais feitos pela plataforma. Ao ler:

1. Procure avaliações que mencionem trabalhos parecidos com o seu.
2. Preste atenção à pontualidade, à limpeza e à comunicação, não só ao resultado.
3. Observe a evolução: várias avaliações recentes e boas pesam mais do que uma única excelente de muito tempo atrás.
4. Uma crítica isolada nem sempre é mau sinal; o que importa é o padrão.

## 4. Converse antes de contratar

Este é o passo que mais evita problemas. No perfil você pode abrir o [chat](route:chat) e conversar em tempo real com o prosker antes de se comprometer.

![Uma conversa no chat entre um cliente e um prosker, com uma foto do problema](/content/blog/chat-before-hiring.svg)

Aproveite para:

- **Enviar fotos do problema.** O chat aceita imagens e PDFs, então você pode mandar a foto do vazamento, do quadro ou até de uma planta.
- **Perguntar o que importa para você.** Quanto tempo leva, se a pessoa traz o material ou se você compra, se vai ser preciso cortar a água ou a luz.
- **Pedir uma oferta concreta.** O prosker pode montar uma proposta sob medida com o botão de fazer oferta dentro do chat. Assim o preço e a descrição ficam por escrito.

Se alguém pressionar você, se recusar a responder perguntas básicas ou pedir para sair da plataforma e "combinar por fora", considere isso um sinal de alerta. No próprio chat você pode bloquear e denunciar um usuário.

## 5. Pague dentro da Prosk

Quando você fecha um trabalho, o pagamento é feito pelo Mercado Pago, com cartão e opção de parcelamento. Os dados do seu cartão vão direto para o Mercado Pago; a Prosk nunca os armazena. Pagar dentro da plataforma deixa registrado o que foi combinado e dá ferramentas caso algo dê errado:

- Você pode cancelar com um motivo até 24 horas antes do início e, se já tiver pago, recebe o reembolso integral.
- Quando o prosker marca o trabalho como concluído, você tem 7 dias para confirmar ou abrir uma disputa com um motivo, que a equipe da Prosk resolve.

Você acompanha todos os seus trabalhos em [meus pedidos](route:myOrders).

## 6. Depois do trabalho

Confira o que foi feito antes de confirmar: abra a torneira, teste as tomadas, veja se não ficou nenhum vazamento. Se estiver tudo certo, confirme e deixe a sua avaliação. É assim que você ajuda o próximo vizinho que procurar a mesma coisa. E, se gostou, salve o perfil nos seus [favoritos](route:myFavorites) para a próxima vez.

Ainda tem dúvidas sobre como contratar? Leia [como comprar na Prosk](route:howToBuy) ou veja as [perguntas frequentes](route:faq).`,
      },
    },
  },
  {
    kind: 'post',
    slug: 'prepare-your-home-for-a-service-visit',
    author: 'Martín Silveira',
    publishedAt: '2026-07-14',
    image: '/content/blog/prepare-your-home-for-a-service-visit.svg',
    text: {
      es: {
        title: 'Cómo preparar tu casa antes de la visita de un profesional',
        summary:
          'Unos minutos de preparación hacen que el trabajo salga más rápido, más prolijo y sin sorpresas. Esta es nuestra lista para antes, durante y después de la visita.',
        tags: ['Hogar', 'Consejos'],
        body: `Ya elegiste a tu prosker, acordaron el trabajo y tienes fecha. Ahora viene una parte que muchas veces se pasa por alto: preparar la casa. No se trata de limpiar a fondo, sino de que la persona que viene pueda trabajar bien desde el primer minuto. Eso ahorra tiempo, evita malentendidos y, en muchos casos, también dinero.

## Antes de la visita: deja todo acordado por escrito

La mejor preparación empieza en el [chat](route:chat). Antes del día, confirma:

- **Qué se va a hacer exactamente.** Si el prosker te mandó una oferta, revisa que la descripción coincida con lo que hablaron.
- **Quién pone los materiales.** Si los compras tú, pregunta marcas y medidas. Si los trae el prosker, aclara si están incluidos en el precio.
- **Cuánto puede durar.** Así sabes si tienes que pedir el día o si alcanza con una mañana.
- **Si hace falta algo especial.** Una escalera alta, acceso a la azotea, el corte de agua del edificio.

Manda fotos del lugar: el baño completo, el tablero, la pared donde va el estante. Una buena foto le permite al profesional traer la herramienta justa y no tener que volver.

## Revisa la fecha, el horario y la dirección

Cuando compras un servicio en Prosk, eliges una fecha y una franja: mañana (de 9 a 13) o tarde (de 14 a 18). Si el prosker usa la agenda, reservas un turno de una hora. Anota la franja y organízate para estar en casa o dejar a alguien de confianza.

Verifica que tu dirección esté bien cargada en [mis direcciones](route:myAddress), con número de apartamento, torre o cualquier indicación útil ("portón verde", "timbre que no funciona, llamar al llegar").

Para no olvidarte, revisa tus [preferencias de notificaciones](route:settingsNotifications): puedes recibir recordatorios 24 horas y 2 horas antes de la cita, en la app, por correo o por WhatsApp.

![Una casa y una lista de verificación para la visita](/content/blog/home-visit-checklist.svg)

## El día de la visita: la lista rápida

1. **Despeja el área de trabajo.** Saca lo que haya debajo de la pileta, corre los muebles cerca de la pared, deja libre el acceso al tablero.
2. **Protege lo que te importa.** Cubre con una sábana vieja los muebles cercanos si el trabajo genera polvo.
3. **Ubica las llaves de paso y el tablero.** Saber dónde están el corte de agua y la llave general de luz ahorra tiempo, y en una urgencia puede evitar un daño mayor.
4. **Organiza a las mascotas.** Aunque sean muy buenas, es mejor que estén en otro ambiente: la puerta abierta y las herramientas en el piso no son buena combinación.
5. **Deja libre el estacionamiento si puedes.** Muchos profesionales llegan con herramientas pesadas.
6. **Ten a mano la garantía o el manual** si el trabajo es sobre un aparato: calefón, aire acondicionado, lavarropas.
7. **Ten el celular cerca** por si el prosker te escribe para avisar que está llegando.

## Durante el trabajo

Recibe al prosker, muéstrale el problema y después déjalo trabajar. Mantente disponible para preguntas, pero evita estar encima. Si aparece algo que no estaba previsto (una cañería en peor estado, un cable que no cumple), lo mejor es hablarlo en el momento y dejarlo por escrito en el chat. Si cambia el alcance, el prosker puede mandarte una nueva oferta y así todo queda registrado.

## Si necesitas cambiar o cancelar

Pasa. Lo importante es avisar a tiempo. En Prosk cualquiera de las dos partes puede cancelar con un motivo hasta 24 horas antes del inicio, y si ya pagaste el trabajo se te devuelve el total. Después de ese plazo, habla con el prosker por el chat para buscar otra fecha. Encuentras tus trabajos en [mis órdenes](route:myOrders).

## Después de la visita

- **Prueba todo antes de que se vaya**, si es posible: agua, luz, desagües, puertas.
- **Pide que te explique lo que hizo** y si hay algún cuidado especial, como esperar a que seque un sellador.
- **Confirma el trabajo en la plataforma.** Cuando el prosker lo marca como terminado, tienes 7 días para confirmarlo o abrir una disputa si algo no quedó bien.
- **Deja tu reseña.** Una opinión concreta ("llegó puntual, dejó todo limpio, explicó cada paso") vale más que cinco estrellas sin texto.

Preparar la casa lleva diez minutos y cambia mucho la experiencia, para ti y para quien viene a trabajar. Si todavía no encontraste a quién llamar, empieza por la [búsqueda de proskers](route:profiles).`,
      },
      en: {
        title: 'How to prepare your home before a service visit',
        summary:
          'A few minutes of preparation make the job faster, tidier and free of surprises. Here is our checklist for before, during and after the visit.',
        tags: ['Home', 'Tips'],
        body: `You have chosen your prosker, agreed on the job and set a date. Now comes a part that is often overlooked: getting your home ready. It is not about deep cleaning, but about letting the person who comes work properly from the first minute. That saves time, avoids misunderstandings and often saves money too.

## Before the visit: put everything in writing

Good preparation starts in the [chat](route:chat). Before the day, confirm:

- **Exactly what will be done.** If the prosker sent you an offer, check that the description matches what you discussed.
- **Who provides the materials.** If you are buying them, ask for brands and sizes. If the prosker brings them, make clear whether they are included in the price.
- **How long it may take.** That way you know whether you need a day off or a morning is enough.
- **Whether anything special is needed.** A tall ladder, access to the roof, the building's water shut-off.

Send photos of the space: the whole bathroom, the switchboard, the wall where the shelf goes. A good photo lets the professional bring the right tool and avoid a second trip.

## Check the date, the time slot and the address

When you buy a service on Prosk, you choose a date and a time slot: morning (9 to 13) or afternoon (14 to 18). If the prosker uses the agenda, you book a one-hour slot. Note it down and plan to be at home or leave someone you trust.

Make sure your address is correct in [my addresses](route:myAddress), with flat number, block or any useful directions ("green gate", "doorbell broken, call on arrival").

So you don't forget, check your [notification settings](route:settingsNotifications): you can get reminders 24 hours and 2 hours before the appointment, in the app, by e-mail or by WhatsApp.

![A house and a checklist for the visit](/content/blog/home-visit-checklist.svg)

## On the day: the quick checklist

1. **Clear the work area.** Empty the cupboard under the sink, move furniture away from the wall, leave the switchboard accessible.
2. **Protect what matters to you.** Cover nearby furniture with an old sheet if the job makes dust.
3. **Find the stopcocks and the switchboard.** Knowing where the water shut-off and the main power switch are saves time, and in an emergency it can prevent bigger damage.
4. **Sort out your pets.** However friendly they are, it is better to keep them in another room: an open door and tools on the floor don't mix well.
5. **Keep a parking space free if you can.** Many professionals arrive with heavy tools.
6. **Have the warranty or manual at hand** if the job involves an appliance: water heater, air conditioner, washing machine.
7. **Keep your phone nearby** in case the prosker writes to say they are on their way.

## During the job

Welcome the prosker, show them the problem and then let them work. Stay available for questions but avoid hovering. If something unexpected turns up (a pipe in worse condition, wiring that is not up to standard), it is best to discuss it right away and put it in writing in the chat. If the scope changes, the prosker can send you a new offer so everything stays on record.

## If you need to reschedule or cancel

It happens. What matters is letting the other side know in time. On Prosk either party can cancel with a reason up to 24 hours before the start, and if you had already paid you get a full refund. After that, talk to the prosker in the chat to find another date. You will find your jobs in [my orders](route:myOrders).

## After the visit

- **Test everything before they leave**, if possible: water, power, drains, doors.
- **Ask them to explain what they did** and whether any special care is needed, such as waiting for a sealant to dry.
- **Confirm the job on the platform.** When the prosker marks it as done, you have 7 days to confirm it or open a dispute if something was not right.
- **Leave your review.** A specific comment ("arrived on time, left everything clean, explained each step") is worth more than five stars without text.

Preparing your home takes ten minutes and changes the experience a lot, for you and for whoever comes to work. If you have not found someone to call yet, start with the [prosker search](route:profiles).`,
      },
      br: {
        title: 'Como preparar sua casa antes da visita de um profissional',
        summary:
          'Alguns minutos de preparação deixam o trabalho mais rápido, mais caprichado e sem surpresas. Esta é a nossa lista para antes, durante e depois da visita.',
        tags: ['Casa', 'Dicas'],
        body: `Você já escolheu seu prosker, combinou o trabalho e marcou a data. Agora vem uma parte que muita gente esquece: preparar a casa. Não se trata de fazer faxina, e sim de deixar que a pessoa que vem consiga trabalhar bem desde o primeiro minuto. Isso economiza tempo, evita mal-entendidos e, muitas vezes, dinheiro também.

## Antes da visita: deixe tudo combinado por escrito

A melhor preparação começa no [chat](route:chat). Antes do dia, confirme:

- **O que exatamente vai ser feito.** Se o prosker enviou uma oferta, veja se a descrição bate com o que vocês conversaram.
- **Quem fornece o material.** Se for você, pergunte marcas e medidas. Se o prosker trouxer, deixe claro se está incluído no preço.
- **Quanto tempo pode levar.** Assim você sabe se precisa tirar o dia ou se uma manhã basta.
- **Se é preciso algo especial.** Uma escada alta, acesso à laje, o registro de água do prédio.

Envie fotos do local: o banheiro inteiro, o quadro de luz, a parede onde vai a prateleira. Uma boa foto permite que o profissional traga a ferramenta certa e não precise voltar.

## Confira a data, o horário e o endereço

Quando você compra um serviço na Prosk, escolhe uma data e um período: manhã (das 9 às 13) ou tarde (das 14 às 18). Se o prosker usa a agenda, você reserva um horário de uma hora. Anote e se organize para estar em casa ou deixar alguém de confiança.

Verifique se o seu endereço está certo em [meus endereços](route:myAddress), com número do apartamento, bloco ou qualquer referência útil ("portão verde", "campainha quebrada, ligar ao chegar").

Para não esquecer, revise suas [preferências de notificação](route:settingsNotifications): você pode receber lembretes 24 horas e 2 horas antes do horário marcado, no app, por e-mail ou pelo WhatsApp.

![Uma casa e uma lista de verificação para a visita](/content/blog/home-visit-checklist.svg)

## No dia da visita: a lista rápida

1. **Libere a área de trabalho.** Esvazie o armário embaixo da pia, afaste os móveis da parede, deixe o quadro de luz acessível.
2. **Proteja o que é importante.** Cubra os móveis próximos com um lençol velho se o serviço fizer poeira.
3. **Localize os registros e o quadro de luz.** Saber onde ficam o registro geral de água e o disjuntor geral economiza tempo e, numa emergência, pode evitar um estrago maior.
4. **Cuide dos pets.** Por mais mansos que sejam, é melhor que fiquem em outro cômodo: porta aberta e ferramenta no chão não combinam.
5. **Deixe a vaga livre, se puder.** Muitos profissionais chegam com ferramentas pesadas.
6. **Tenha a garantia ou o manual à mão** se o serviço for em um aparelho: aquecedor, ar-condicionado, máquina de lavar.
7. **Fique com o celular por perto** caso o prosker mande mensagem avisando que está chegando.

## Durante o trabalho

Receba o prosker, mostre o problema e depois deixe a pessoa trabalhar. Fique disponível para perguntas, mas evite ficar em cima. Se aparecer algo que não estava previsto (um cano em pior estado, uma fiação fora do padrão), o melhor é conversar na hora e registrar no chat. Se o escopo mudar, o prosker pode enviar uma nova oferta e assim tudo fica registrado.

## Se precisar remarcar ou cancelar

Acontece. O importante é avisar a tempo. Na Prosk qualquer uma das partes pode cancelar com um motivo até 24 horas antes do início e, se você já tiver pago, recebe o reembolso integral. Depois desse prazo, converse com o prosker pelo chat para achar outra data. Seus trabalhos ficam em [meus pedidos](route:myOrders).

## Depois da visita

- **Teste tudo antes de a pessoa ir embora**, se possível: água, luz, ralos, portas.
- **Peça que explique o que foi feito** e se há algum cuidado especial, como esperar um selante secar.
- **Confirme o trabalho na plataforma.** Quando o prosker marca como concluído, você tem 7 dias para confirmar ou abrir uma disputa se algo não ficou bom.
- **Deixe sua avaliação.** Um comentário concreto ("chegou no horário, deixou tudo limpo, explicou cada passo") vale mais do que cinco estrelas sem texto.

Preparar a casa leva dez minutos e muda muito a experiência, para você e para quem vem trabalhar. Se ainda não encontrou quem chamar, comece pela [busca de proskers](route:profiles).`,
      },
    },
  },
  {
    kind: 'post',
    slug: 'complete-your-profile-to-be-found',
    author: 'Camila Rodríguez',
    publishedAt: '2026-08-04',
    image: '/content/blog/complete-your-profile-to-be-found.svg',
    text: {
      es: {
        title: '7 consejos para llevar tu perfil al 100 % y que te encuentren',
        summary:
          'Tu perfil aparece en la búsqueda recién desde el 55 %. Te explicamos cómo se calcula el puntaje y qué completar primero para que los clientes te encuentren y te elijan.',
        tags: ['Emprender', 'Consejos'],
        body: `Cuando un cliente busca un prosker, lo primero que ve es tu perfil. Y antes de eso hay un paso que decide si te ve o no: el puntaje de completitud. Entenderlo te toma dos minutos y puede cambiar cuántos mensajes recibes.

## La regla del 55 %

Tu perfil arranca en 100 % y pierde 14 puntos por cada uno de estos siete elementos que falte:

- foto de perfil,
- nombre y apellido,
- categorías,
- modalidades (tus habilidades concretas),
- banner,
- dirección,
- cuenta de Mercado Pago vinculada.

El perfil aparece en la búsqueda solo con **55 % o más**. Haz la cuenta: con tres elementos pendientes quedas en 58 % y todavía apareces; con cuatro bajas a 44 % y desapareces de los resultados. Nuestra recomendación es simple: no te quedes en el borde, apunta al 100 %.

![Tres barras de completitud: 100 %, 58 % y 44 %, con la línea del 55 % marcada](/content/blog/profile-score-55.svg)

## 1. Una foto de perfil que te represente

Usa una foto tuya, con buena luz, de frente y con el fondo despejado. Si trabajas con uniforme o con tus herramientas, mejor: ayuda a que te reconozcan cuando llegues a la casa del cliente. Evita logos pixelados o fotos grupales. La cargas desde [editar perfil](route:settings).

## 2. Tu nombre real

Nombre y apellido generan confianza. Si tienes un nombre comercial, puedes mencionarlo en la descripción, pero la gente quiere saber quién va a tocar el timbre.

## 3. Las categorías correctas

Las categorías definen en qué búsquedas apareces. Elige las que realmente trabajas, no todas las que se parecen. Un perfil de "Electricidad" y "Aire acondicionado" bien armado rinde más que uno con diez rubros. Las configuras en [categorías y modalidades](route:settingsCatalogue).

## 4. Modalidades concretas

Dentro de cada categoría, las modalidades dicen qué haces exactamente: "instalación de split", "reparación de pérdidas", "cambio de tablero". Son la diferencia entre "hago de todo" y "sé lo que necesitas". Piensa en cómo lo escribiría un cliente apurado.

## 5. Un banner que muestre tu trabajo

El banner es la imagen grande de arriba del perfil. Una foto de un trabajo terminado del que estés orgulloso funciona muy bien: una cocina recién pintada, un jardín prolijo, un tablero ordenado. También se edita desde [editar perfil](route:settings).

## 6. Tu dirección

La dirección permite que te encuentren los clientes que buscan por ciudad, que suele ser el primer filtro. Cárgala en [mis direcciones](route:myAddress). Si no quieres mostrarla completa, en [privacidad](route:settingsPrivacy) eliges qué datos de tu perfil se ven, como el teléfono o la dirección.

## 7. Vincula Mercado Pago

Es el paso que más gente deja para después, y es el que te permite cobrar dentro de la plataforma. Se hace en [cobros](route:settingsPayments) con tu propia cuenta de Mercado Pago. Además de sumar los 14 puntos, le muestra al cliente que puede pagar con tarjeta y en cuotas, con el respaldo del sistema de trabajos de Prosk.

## Lo que no suma puntos pero sí clientes

Con los siete elementos llegas al 100 %. Pero hay cosas que no cambian el puntaje y pesan muchísimo a la hora de que te elijan:

- **Una buena descripción.** Cuenta en pocas líneas qué haces, en qué zona, cuántos años de experiencia tienes y cómo trabajas. Sé concreto.
- **Galería de fotos y videos.** Sube trabajos reales, con el antes y el después si puedes. Se gestiona en [fotos y videos](route:settingsMedia).
- **Publicaciones.** Un consejo de temporada o un trabajo reciente muestran que estás activo. Las creas en [publicaciones](route:settingsPosts).
- **Servicios con precio.** Publica tus servicios más pedidos en [mis servicios](route:settingsServices), con título, descripción, imagen y precio. El cliente puede comprarlos directamente eligiendo fecha y franja horaria.
- **Reseñas.** Llegan solas cuando haces bien tu trabajo: cada cliente puede dejar una reseña por trabajo terminado.

## Un último empujón

Si ya tienes el perfil completo y quieres más visibilidad, el plan Premium te da mejor ubicación en la búsqueda, además de agenda y una comisión más baja. Puedes ver los detalles en [planes](route:subscriptionPlans). Pero el primer paso es gratis y depende solo de ti: abre tu perfil, revisa qué falta y complétalo hoy.`,
      },
      en: {
        title: '7 tips to get your profile to 100 % and be found',
        summary:
          'Your profile only shows up in search from 55 %. Here is how the score is calculated and what to complete first so clients find you and choose you.',
        tags: ['Business', 'Tips'],
        body: `When a client looks for a prosker, the first thing they see is your profile. And before that there is a step that decides whether they see you at all: the completeness score. Understanding it takes two minutes and can change how many messages you get.

## The 55 % rule

Your profile starts at 100 % and loses 14 points for each of these seven items that is missing:

- profile photo,
- first and last name,
- categories,
- skills (the specific things you do),
- banner,
- address,
- linked Mercado Pago account.

The profile shows up in search only at **55 % or more**. Do the maths: with three items pending you are at 58 % and still appear; with four you drop to 44 % and vanish from the results. Our advice is simple: don't sit on the edge, aim for 100 %.

![Three completeness bars: 100 %, 58 % and 44 %, with the 55 % line marked](/content/blog/profile-score-55.svg)

## 1. A profile photo that represents you

Use a photo of yourself, in good light, facing the camera, with an uncluttered background. If you work in a uniform or with your tools, even better: it helps clients recognise you when you arrive. Avoid pixelated logos or group photos. Upload it from [edit profile](route:settings).

## 2. Your real name

A first and last name build trust. If you have a trading name, you can mention it in the description, but people want to know who will be ringing the doorbell.

## 3. The right categories

Categories decide which searches you appear in. Pick the ones you really work in, not every one that looks similar. A well-built profile in "Electrical" and "Air conditioning" does better than one with ten trades. Set them in [categories and skills](route:settingsCatalogue).

## 4. Specific skills

Within each category, skills say exactly what you do: "split AC installation", "leak repair", "switchboard replacement". They are the difference between "I do everything" and "I know what you need". Think about how a client in a hurry would type it.

## 5. A banner that shows your work

The banner is the large image at the top of your profile. A photo of a finished job you are proud of works very well: a freshly painted kitchen, a neat garden, a tidy switchboard. It is also edited from [edit profile](route:settings).

## 6. Your address

Your address lets you be found by clients who search by city, which is usually the first filter. Add it in [my addresses](route:myAddress). If you would rather not show it in full, in [privacy](route:settingsPrivacy) you choose which profile details are visible, such as your phone or address.

## 7. Link Mercado Pago

This is the step most people leave for later, and it is the one that lets you get paid inside the platform. You do it in [payouts](route:settingsPayments) with your own Mercado Pago account. Besides adding the 14 points, it shows clients they can pay by card and in instalments, backed by Prosk's job system.

## What adds clients, not points

With the seven items you reach 100 %. But some things don't change the score and still weigh a lot when clients choose:

- **A good description.** Say in a few lines what you do, in which area, how many years of experience you have and how you work. Be specific.
- **Photo and video gallery.** Upload real jobs, with before and after shots if you can. Manage it in [photos and videos](route:settingsMedia).
- **Posts.** A seasonal tip or a recent job shows you are active. Create them in [posts](route:settingsPosts).
- **Services with prices.** Publish your most requested services in [my services](route:settingsServices), with a title, description, image and price. Clients can buy them directly by choosing a date and a time slot.
- **Reviews.** They come on their own when you do good work: each client can leave one review per completed job.

## One last push

If your profile is already complete and you want more visibility, the Premium plan gives you better placement in search, plus the agenda and a lower fee. See the details in [plans](route:subscriptionPlans). But the first step is free and depends only on you: open your profile, check what is missing and complete it today.`,
      },
      br: {
        title: '7 dicas para deixar seu perfil 100 % e ser encontrado',
        summary:
          'Seu perfil só aparece na busca a partir de 55 %. Explicamos como a pontuação é calculada e o que completar primeiro para que os clientes encontrem e escolham você.',
        tags: ['Empreender', 'Dicas'],
        body: `Quando um cliente procura um prosker, a primeira coisa que ele vê é o seu perfil. E antes disso existe um passo que decide se ele vê você ou não: a pontuação de completude. Entender como funciona leva dois minutos e pode mudar quantas mensagens você recebe.

## A regra dos 55 %

Seu perfil começa em 100 % e perde 14 pontos para cada um destes sete itens que estiver faltando:

- foto de perfil,
- nome e sobrenome,
- categorias,
- modalidades (suas habilidades específicas),
- banner,
- endereço,
- conta do Mercado Pago vinculada.

O perfil aparece na busca só com **55 % ou mais**. Faça a conta: com três itens pendentes você fica com 58 % e ainda aparece; com quatro cai para 44 % e some dos resultados. Nossa recomendação é simples: não fique no limite, mire nos 100 %.

![Três barras de completude: 100 %, 58 % e 44 %, com a linha dos 55 % marcada](/content/blog/profile-score-55.svg)

## 1. Uma foto de perfil que represente você

Use uma foto sua, com boa luz, de frente e com fundo limpo. Se você trabalha de uniforme ou com suas ferramentas, melhor ainda: ajuda o cliente a reconhecer você quando chegar. Evite logos pixelados ou fotos em grupo. O envio é feito em [editar perfil](route:settings).

## 2. Seu nome de verdade

Nome e sobrenome passam confiança. Se você tem um nome fantasia, pode citá-lo na descrição, mas as pessoas querem saber quem vai tocar a campainha.

## 3. As categorias certas

As categorias definem em quais buscas você aparece. Escolha as que você realmente atende, não todas as parecidas. Um perfil bem montado em "Elétrica" e "Ar-condicionado" rende mais do que um com dez áreas. Configure em [categorias e modalidades](route:settingsCatalogue).

## 4. Modalidades específicas

Dentro de cada categoria, as modalidades dizem exatamente o que você faz: "instalação de split", "conserto de vazamentos", "troca de quadro de distribuição". São a diferença entre "faço de tudo" e "sei do que você precisa". Pense em como um cliente com pressa escreveria.

## 5. Um banner que mostre seu trabalho

O banner é a imagem grande no topo do perfil. A foto de um trabalho pronto do qual você se orgulha funciona muito bem: uma cozinha recém-pintada, um jardim caprichado, um quadro de luz organizado. Ele também é editado em [editar perfil](route:settings).

## 6. Seu endereço

O endereço permite que você seja encontrado pelos clientes que buscam por cidade, que costuma ser o primeiro filtro. Cadastre em [meus endereços](route:myAddress). Se preferir não mostrá-lo completo, em [privacidade](route:settingsPrivacy) você escolhe quais dados do perfil ficam visíveis, como telefone ou endereço.

## 7. Vincule o Mercado Pago

É o passo que mais gente deixa para depois, e é o que permite receber dentro da plataforma. Você faz isso em [recebimentos](route:settingsPayments) com a sua própria conta do Mercado Pago. Além de somar os 14 pontos, mostra ao cliente que ele pode pagar com cartão e parcelar, com o respaldo do sistema de trabalhos da Prosk.

## O que não soma pontos, mas traz clientes

Com os sete itens você chega a 100 %. Mas há coisas que não mudam a pontuação e pesam muito na hora da escolha:

- **Uma boa descrição.** Conte em poucas linhas o que você faz, em que região, quantos anos de experiência tem e como trabalha. Seja objetivo.
- **Galeria de fotos e vídeos.** Envie trabalhos reais, com antes e depois se puder. Tudo fica em [fotos e vídeos](route:settingsMedia).
- **Publicações.** Uma dica da estação ou um trabalho recente mostram que você está ativo. Crie em [publicações](route:settingsPosts).
- **Serviços com preço.** Publique seus serviços mais pedidos em [meus serviços](route:settingsServices), com título, descrição, imagem e preço. O cliente pode comprá-los direto, escolhendo data e período.
- **Avaliações.** Chegam sozinhas quando você faz um bom trabalho: cada cliente pode deixar uma avaliação por trabalho concluído.

## Um último empurrão

Se seu perfil já está completo e você quer mais visibilidade, o plano Premium dá melhor posicionamento na busca, além da agenda e de uma taxa menor. Veja os detalhes em [planos](route:subscriptionPlans). Mas o primeiro passo é gratuito e depende só de você: abra seu perfil, veja o que falta e complete hoje.`,
      },
    },
  },
  {
    kind: 'post',
    slug: 'how-payments-and-payouts-work',
    author: 'Diego Pereira',
    publishedAt: '2026-09-01',
    image: '/content/blog/how-payments-and-payouts-work.svg',
    text: {
      es: {
        title: 'Cómo funcionan los pagos y el cobro a 21 días en Prosk',
        summary:
          'Qué pasa con el dinero desde que el cliente paga hasta que llega al prosker, cuánto es la comisión y por qué pagar dentro de la plataforma protege a las dos partes.',
        tags: ['Pagos', 'Seguridad', 'Emprender'],
        body: `El dinero es donde aparecen la mayoría de las dudas, tanto de clientes como de proskers. ¿Cuándo se paga? ¿Quién guarda la tarjeta? ¿Cuándo llega la plata? En esta nota te contamos el recorrido completo de un pago en Prosk, paso a paso y con números.

## El recorrido de un trabajo

Todo pago en Prosk está atado a un trabajo. Así avanza:

1. **Nuevo.** El cliente compra un servicio publicado, o el prosker le manda una oferta a medida desde el chat.
2. **Aceptado.** El prosker acepta el trabajo (o lo rechaza). Si el trabajo requiere pago, queda esperando el pago del cliente.
3. **Pagado.** El cliente paga con Mercado Pago, con tarjeta y la opción de cuotas. El trabajo pasa a estar listo.
4. **En curso.** El día acordado, el prosker lo inicia.
5. **Terminado.** El prosker lo marca como hecho.
6. **Confirmado.** El cliente tiene 7 días para confirmar o abrir una disputa con un motivo. Si no hace nada, el trabajo se completa automáticamente al vencer ese plazo.
7. **Reseña.** Con el trabajo completo, el cliente puede dejar una reseña.

![La línea de tiempo de un pago: tarjeta, trabajo, confirmación y cobro a los 21 días](/content/blog/payment-timeline.svg)

## Para clientes: cómo pagas

Pagas en la página del trabajo con el formulario de Mercado Pago. Los datos de tu tarjeta van directamente a Mercado Pago: **Prosk nunca los ve ni los guarda**. Puedes elegir pagar en cuotas según lo que ofrezca tu tarjeta.

El precio que pagas es el publicado o el acordado en la oferta. La comisión de Prosk la paga el prosker y se descuenta de lo que cobra: no hay recargos de Prosk para ti. Tus trabajos y pagos quedan en [mis órdenes](route:myOrders).

## Para proskers: cómo cobras

Para recibir pagos electrónicos tienes que vincular **tu propia cuenta de Mercado Pago** en [cobros](route:settingsPayments). Los pagos de tus clientes se acreditan en esa cuenta.

La comisión de la plataforma depende de tu plan:

- **Free:** 4,49 % + IVA sobre cada pago.
- **Premium:** 2,99 % + IVA sobre cada pago.

Un ejemplo con un trabajo de UYU 2.000: en el plan Free la comisión es de UYU 89,80 más el IVA de esa comisión; en Premium, UYU 59,80 más IVA. En el detalle de cada trabajo ves el precio, la comisión y lo que te queda. Los trabajos que haces como prosker están en la sección [Trabajos](route:adminServices).

## Por qué 21 días

El dinero se libera en tu cuenta **21 días después del pago**. Ese es el plazo de liberación que aplica Mercado Pago a estos cobros, y es igual para todos los proskers.

Por ejemplo, si el cliente paga el 3 de setiembre, el dinero queda disponible el 24 de setiembre. No depende de cuándo hagas el trabajo ni de cuándo lo confirme el cliente, sino de la fecha del pago.

Conviene tenerlo en cuenta en tus números:

- Si compras materiales para un trabajo grande, calcula que el cobro llega tres semanas después del pago.
- Si arrancas con Prosk, ten un pequeño colchón para el primer mes.
- Cuando la demanda se estabiliza, los cobros llegan de forma escalonada y el flujo se vuelve más parejo.

## Cancelaciones y disputas

Cualquiera de las dos partes puede cancelar un trabajo con un motivo **hasta 24 horas antes del inicio**. Si el trabajo ya estaba pago, el cliente recibe la **devolución total**. Después de ese plazo ya no se puede cancelar desde la plataforma, lo que protege al prosker de las cancelaciones de último momento.

Si al terminar el trabajo algo no quedó como se acordó, el cliente puede abrir una disputa explicando el motivo dentro de los 7 días. El equipo de Prosk revisa el caso, con lo que quedó registrado en el trabajo y en el chat, y lo resuelve.

## Por qué pagar dentro de la plataforma protege a los dos

Arreglar "por fuera" puede parecer más simple, pero deja a las dos partes sin respaldo.

**Para el cliente:**

- Sus datos de tarjeta quedan en Mercado Pago, no en manos de terceros.
- Puede pagar en cuotas.
- Lo acordado queda por escrito: precio, descripción y fecha.
- Tiene devolución total si cancela a tiempo y una instancia de disputa si algo sale mal.

**Para el prosker:**

- Empieza a trabajar con el pago ya hecho, sin perseguir a nadie para cobrar.
- Un cliente que no responde no bloquea el cierre: a los 7 días el trabajo se completa solo.
- Cada trabajo completo puede sumar una reseña, que es lo que hace crecer su perfil.

## Para saber más

Si todavía no vinculaste Mercado Pago, hazlo hoy en [cobros](route:settingsPayments). Para comparar comisiones y beneficios, mira los [planes](route:subscriptionPlans), y si tienes otras dudas, revisa las [preguntas frecuentes](route:faq) o escríbenos desde [contacto](route:contact).`,
      },
      en: {
        title: 'How payments and the 21-day payout work on Prosk',
        summary:
          'What happens to the money from the moment the client pays until it reaches the prosker, how much the fee is, and why paying inside the platform protects both sides.',
        tags: ['Payments', 'Safety', 'Business'],
        body: `Money is where most questions come up, from clients and proskers alike. When do you pay? Who keeps the card? When does the money arrive? This article walks through the full journey of a payment on Prosk, step by step and with numbers.

## The life of a job

Every payment on Prosk is tied to a job. This is how it moves forward:

1. **New.** The client buys a published service, or the prosker sends a tailored offer from the chat.
2. **Accepted.** The prosker accepts the job (or declines it). If the job requires payment, it waits for the client to pay.
3. **Paid.** The client pays with Mercado Pago, by card, with the option of instalments. The job is now ready.
4. **In progress.** On the agreed day, the prosker starts it.
5. **Done.** The prosker marks it as finished.
6. **Confirmed.** The client has 7 days to confirm or open a dispute with a reason. If they do nothing, the job completes automatically when that period ends.
7. **Review.** Once the job is complete, the client can leave a review.

![The timeline of a payment: card, job, confirmation and payout after 21 days](/content/blog/payment-timeline.svg)

## For clients: how you pay

You pay on the job's page using the Mercado Pago form. Your card details go directly to Mercado Pago: **Prosk never sees or stores them**. You can choose to pay in instalments, depending on what your card offers.

The price you pay is the published one or the one agreed in the offer. Prosk's fee is paid by the prosker and deducted from what they receive: there are no Prosk surcharges for you. Your jobs and payments are in [my orders](route:myOrders).

## For proskers: how you get paid

To receive electronic payments you link **your own Mercado Pago account** in [payouts](route:settingsPayments). Your clients' payments are credited to that account.

The platform fee depends on your plan:

- **Free:** 4.49 % + VAT on each payment.
- **Premium:** 2.99 % + VAT on each payment.

An example with a UYU 2,000 job: on the Free plan the fee is UYU 89.80 plus the VAT on that fee; on Premium, UYU 59.80 plus VAT. Each job's details show the price, the fee and what is left for you. The jobs you do as a prosker are in the [Jobs](route:adminServices) section.

## Why 21 days

The money is released to your account **21 days after the payment**. That is the release period Mercado Pago applies to these payments, and it is the same for every prosker.

For example, if the client pays on 3 September, the money becomes available on 24 September. It does not depend on when you do the job or when the client confirms it, but on the payment date.

Keep this in mind when you do your sums:

- If you buy materials for a big job, expect the payout three weeks after the payment.
- If you are just starting on Prosk, keep a small cushion for the first month.
- Once demand settles, payouts arrive in a staggered way and cash flow evens out.

## Cancellations and disputes

Either side can cancel a job with a reason **up to 24 hours before the start**. If the job was already paid, the client gets a **full refund**. After that point the job can no longer be cancelled from the platform, which protects proskers from last-minute cancellations.

If, once the job is done, something is not as agreed, the client can open a dispute explaining the reason within the 7 days. The Prosk team reviews the case, using what was recorded in the job and in the chat, and resolves it.

## Why paying inside the platform protects both sides

Sorting things out "privately" may look simpler, but it leaves both sides without any backing.

**For the client:**

- Card details stay with Mercado Pago, not in the hands of third parties.
- They can pay in instalments.
- What was agreed is in writing: price, description and date.
- They get a full refund when cancelling in time and a dispute process if something goes wrong.

**For the prosker:**

- They start work with the payment already made, without chasing anyone.
- A client who goes silent does not block the close: after 7 days the job completes on its own.
- Every completed job can add a review, which is what grows their profile.

## Learn more

If you have not linked Mercado Pago yet, do it today in [payouts](route:settingsPayments). To compare fees and benefits, see the [plans](route:subscriptionPlans), and if you have other questions, check the [FAQ](route:faq) or write to us through [contact](route:contact).`,
      },
      br: {
        title: 'Como funcionam os pagamentos e o repasse em 21 dias na Prosk',
        summary:
          'O que acontece com o dinheiro desde o pagamento do cliente até chegar ao prosker, quanto é a taxa e por que pagar dentro da plataforma protege os dois lados.',
        tags: ['Pagamentos', 'Segurança', 'Empreender'],
        body: `Dinheiro é onde surgem a maioria das dúvidas, de clientes e de proskers. Quando se paga? Quem guarda o cartão? Quando o dinheiro cai? Neste artigo mostramos o caminho completo de um pagamento na Prosk, passo a passo e com números.

## A jornada de um trabalho

Todo pagamento na Prosk está ligado a um trabalho. Ele avança assim:

1. **Novo.** O cliente compra um serviço publicado, ou o prosker envia uma oferta sob medida pelo chat.
2. **Aceito.** O prosker aceita o trabalho (ou recusa). Se o trabalho exige pagamento, ele fica aguardando o pagamento do cliente.
3. **Pago.** O cliente paga pelo Mercado Pago, com cartão e opção de parcelamento. O trabalho fica pronto para começar.
4. **Em andamento.** No dia combinado, o prosker inicia o trabalho.
5. **Concluído.** O prosker marca como feito.
6. **Confirmado.** O cliente tem 7 dias para confirmar ou abrir uma disputa com um motivo. Se não fizer nada, o trabalho é concluído automaticamente ao fim desse prazo.
7. **Avaliação.** Com o trabalho concluído, o cliente pode deixar uma avaliação.

![A linha do tempo de um pagamento: cartão, trabalho, confirmação e repasse em 21 dias](/content/blog/payment-timeline.svg)

## Para clientes: como você paga

Você paga na página do trabalho, pelo formulário do Mercado Pago. Os dados do seu cartão vão direto para o Mercado Pago: **a Prosk nunca os vê nem os armazena**. Você pode parcelar, conforme o que o seu cartão oferecer.

O preço que você paga é o publicado ou o combinado na oferta. A taxa da Prosk é paga pelo prosker e descontada do que ele recebe: não há acréscimos da Prosk para você. Seus trabalhos e pagamentos ficam em [meus pedidos](route:myOrders).

## Para proskers: como você recebe

Para receber pagamentos eletrônicos você vincula **a sua própria conta do Mercado Pago** em [recebimentos](route:settingsPayments). Os pagamentos dos seus clientes caem nessa conta.

A taxa da plataforma depende do seu plano:

- **Free:** 4,49 % + impostos sobre cada pagamento.
- **Premium:** 2,99 % + impostos sobre cada pagamento.

Um exemplo com um trabalho de R$ 300: no plano Free a taxa é de R$ 13,47 mais os impostos sobre essa taxa; no Premium, R$ 8,97 mais impostos. No detalhe de cada trabalho você vê o preço, a taxa e o que sobra para você. Os trabalhos que você faz como prosker ficam na seção [Trabalhos](route:adminServices).

## Por que 21 dias

O dinheiro é liberado na sua conta **21 dias depois do pagamento**. Esse é o prazo de liberação que o Mercado Pago aplica a esses pagamentos, e é igual para todos os proskers.

Por exemplo, se o cliente paga no dia 3 de setembro, o dinheiro fica disponível no dia 24 de setembro. Não depende de quando você faz o trabalho nem de quando o cliente confirma, e sim da data do pagamento.

Vale levar isso em conta nas suas contas:

- Se você compra material para um trabalho grande, conte com o repasse três semanas depois do pagamento.
- Se está começando na Prosk, tenha uma pequena reserva para o primeiro mês.
- Quando a demanda se estabiliza, os repasses chegam de forma escalonada e o fluxo de caixa fica mais regular.

## Cancelamentos e disputas

Qualquer uma das partes pode cancelar um trabalho com um motivo **até 24 horas antes do início**. Se o trabalho já estava pago, o cliente recebe o **reembolso integral**. Depois desse prazo não é mais possível cancelar pela plataforma, o que protege o prosker de cancelamentos de última hora.

Se, ao fim do trabalho, algo não ficou como combinado, o cliente pode abrir uma disputa explicando o motivo dentro dos 7 dias. A equipe da Prosk analisa o caso, com o que ficou registrado no trabalho e no chat, e dá a solução.

## Por que pagar dentro da plataforma protege os dois lados

Combinar "por fora" pode parecer mais simples, mas deixa as duas partes sem respaldo.

**Para o cliente:**

- Os dados do cartão ficam com o Mercado Pago, não nas mãos de terceiros.
- Dá para parcelar.
- O combinado fica por escrito: preço, descrição e data.
- Há reembolso integral se cancelar a tempo e um caminho de disputa se algo der errado.

**Para o prosker:**

- Começa a trabalhar com o pagamento já feito, sem precisar cobrar ninguém.
- Um cliente que some não trava o encerramento: depois de 7 dias o trabalho é concluído sozinho.
- Cada trabalho concluído pode render uma avaliação, que é o que faz o perfil crescer.

## Para saber mais

Se ainda não vinculou o Mercado Pago, faça isso hoje em [recebimentos](route:settingsPayments). Para comparar taxas e benefícios, veja os [planos](route:subscriptionPlans) e, se tiver outras dúvidas, consulte as [perguntas frequentes](route:faq) ou fale com a gente pelo [contato](route:contact).`,
      },
    },
  },
  {
    kind: 'post',
    slug: 'stop-double-bookings-with-the-agenda',
    author: 'Ana Beatriz Souza',
    publishedAt: '2026-10-06',
    image: '/content/blog/stop-double-bookings-with-the-agenda.svg',
    text: {
      es: {
        title: 'Chau turnos superpuestos: organiza tu semana con la agenda',
        summary:
          'Si alguna vez prometiste el mismo horario a dos clientes, esta nota es para ti. Cómo configurar la agenda de Premium para que solo te reserven cuando realmente puedes.',
        tags: ['Emprender', 'Consejos'],
        body: `Pasa más seguido de lo que parece: un cliente te escribe por el chat, otro te llama, un tercero te para en la calle, y cuando miras la libreta tienes dos visitas a la misma hora en puntas opuestas de la ciudad. Uno de los dos se queda esperando, y con él se va una buena reseña.

La agenda de Prosk está pensada justamente para eso. Es parte del plan Premium y reúne en un solo lugar tus horarios, tus días libres y tus citas.

## Paso 1: define tu horario semanal

En [la agenda](route:agenda), empieza por el **horario semanal**: para cada día marcas si trabajas y en qué franjas. Puedes tener más de una franja por día, por ejemplo de 09:00 a 13:00 y de 15:00 a 19:00, para dejar libre el mediodía. Los días que no trabajas quedan cerrados.

Tus clientes solo pueden reservar dentro de ese horario. Si no trabajas los domingos, nadie va a poder pedirte un domingo.

## Paso 2: carga tus fechas especiales

Los feriados, las vacaciones o ese día que tienes que llevar el auto al taller van en **fechas especiales**. Para cada fecha eliges si cierras todo el día o si trabajas en otro horario. Cuando la fecha pasa, tu semana vuelve a su horario habitual sin que tengas que tocar nada.

Un buen hábito: al principio de cada mes, carga las fechas que ya conoces. Te lleva dos minutos y te evita explicar después por qué no puedes ir.

![Una semana de agenda con citas de una hora, un día cerrado y una cita pendiente](/content/blog/agenda-week.svg)

## Paso 3: las citas y cómo se aprueban

Cada cita dura una hora y empieza en punto o a la media hora. La agenda no deja crear citas en fechas pasadas ni superpuestas: si un horario ya está tomado, no se puede volver a reservar. Ahí se terminan los turnos dobles.

Las citas llegan de dos formas:

- **Desde un servicio.** Cuando un cliente compra uno de tus servicios y usas la agenda, elige un turno de una hora entre tus horarios libres. Esa cita sigue al trabajo: se aprueba o se rechaza cuando aceptas o rechazas el servicio.
- **Creadas por ti.** Con el botón "Nueva cita" agendas una visita que coordinaste, por ejemplo, por teléfono, con el nombre y los datos de contacto del cliente.

Las citas nuevas quedan **pendientes** hasta que las apruebas. Si rechazas una, el horario vuelve a quedar libre para otras reservas. En el calendario las pendientes se distinguen de las aprobadas, así que de un vistazo sabes qué tienes que revisar.

## Paso 4: deja que los recordatorios trabajen por ti

Con la agenda armada, las notificaciones hacen el resto. Prosk envía recordatorios **24 horas y 2 horas antes** de cada cita, en la app, por correo o por WhatsApp, según lo que cada uno elija en [notificaciones](route:settingsNotifications). Los mensajes de WhatsApp respetan un horario de descanso: no se envían entre las 22:00 y las 08:00.

Con Premium, además, la comunicación automática manda en tu nombre recordatorios y pedidos de reseña a tus clientes. Menos mensajes que escribir a mano y más reseñas al final de cada trabajo.

## Consejos para que la agenda te rinda

1. **Sé realista con los traslados.** Si entre un barrio y otro tardas 40 minutos, no abras franjas pegadas en zonas distintas; deja un hueco.
2. **Revisa las pendientes todos los días.** Un cliente que espera horas una confirmación busca a otro.
3. **Usa el chat para los detalles.** La cita fija el horario; lo que hay que hacer, los materiales y el acceso se conversan en el [chat](route:chat).
4. **Actualiza el horario cuando cambie tu vida.** Si en verano trabajas de mañana, cámbialo; la agenda se adapta en segundos.

## Cuánto cuesta

La agenda es parte de [Premium](route:subscriptionLanding), que también incluye mejor ubicación en la búsqueda y una comisión más baja: 2,99 % + IVA en lugar de 4,49 % + IVA. En Uruguay cuesta UYU 590 por mes, UYU 1.590 por trimestre, UYU 2.990 por semestre o UYU 5.490 por año, y tienes **30 días de prueba gratis**. Desde [mi suscripción](route:mySubscription) puedes pausarla, reanudarla o cancelarla cuando quieras.

Mira los [planes](route:subscriptionPlans) y prueba un mes entero con tu semana real. Es la mejor forma de saber si te sirve.`,
      },
      en: {
        title: 'No more double bookings: organise your week with the agenda',
        summary:
          'If you have ever promised the same time to two clients, this one is for you. How to set up the Premium agenda so clients only book when you can really make it.',
        tags: ['Business', 'Tips'],
        body: `It happens more often than you would think: one client writes in the chat, another phones, a third stops you in the street, and when you check your notebook you have two visits at the same time on opposite sides of town. One of them is left waiting, and a good review goes with them.

The Prosk agenda (shown as "Calendar" in the English interface) is made for exactly this. It is part of the Premium plan and brings your working hours, days off and appointments together in one place.

## Step 1: set your weekly hours

In [the agenda](route:agenda), start with your **weekly hours**: for each day you mark whether you work and in which time ranges. You can have more than one range a day, for example 09:00 to 13:00 and 15:00 to 19:00, to keep lunchtime free. Days you don't work stay closed.

Clients can only book within those hours. If you don't work on Sundays, nobody will be able to book you on a Sunday.

## Step 2: add your special dates

Public holidays, time off or the day you have to take the van to the garage go under **special dates**. For each date you choose whether you are closed all day or working different hours. Once the date has passed, your week goes back to its usual hours without you touching anything.

A good habit: at the start of each month, add the dates you already know. It takes two minutes and saves you explaining later why you can't come.

![An agenda week with one-hour appointments, a closed day and a pending appointment](/content/blog/agenda-week.svg)

## Step 3: appointments and how they are approved

Each appointment lasts one hour and starts on the hour or half hour. The agenda does not allow appointments in the past or overlapping ones: once a time is taken, it cannot be booked again. That is the end of double bookings.

Appointments arrive in two ways:

- **From a service.** When a client buys one of your services and you use the agenda, they pick a one-hour slot among your free times. That appointment follows the job: it is approved or rejected when you accept or decline the service.
- **Created by you.** With the "New appointment" button you book a visit you arranged, for example, over the phone, with the client's name and contact details.

New appointments stay **pending** until you approve them. If you reject one, the time becomes free again for other bookings. On the calendar, pending appointments look different from approved ones, so you can see at a glance what needs your attention.

## Step 4: let the reminders work for you

Once your agenda is set up, notifications do the rest. Prosk sends reminders **24 hours and 2 hours before** each appointment, in the app, by e-mail or by WhatsApp, depending on what each person chooses in [notifications](route:settingsNotifications). WhatsApp messages respect quiet hours: none are sent between 22:00 and 08:00.

With Premium, automated communication also sends reminders and review requests to your clients in your name. Fewer messages to write by hand and more reviews at the end of each job.

## Tips to get the most out of the agenda

1. **Be realistic about travel.** If it takes you 40 minutes to get from one neighbourhood to another, don't open back-to-back slots in different areas; leave a gap.
2. **Check pending appointments every day.** A client who waits hours for a confirmation will look for someone else.
3. **Use the chat for the details.** The appointment fixes the time; the work, the materials and access are discussed in the [chat](route:chat).
4. **Update your hours when your life changes.** If you work mornings in summer, change it; the agenda adapts in seconds.

## What it costs

The agenda is part of [Premium](route:subscriptionLanding), which also includes better placement in search and a lower fee: 2.99 % + VAT instead of 4.49 % + VAT. In Uruguay it costs UYU 590 a month, UYU 1,590 a quarter, UYU 2,990 for six months or UYU 5,490 a year; in Brazil, R$ 39.90, R$ 107.90, R$ 199.90 and R$ 359.90. You can start with a **30-day free trial**. From [my subscription](route:mySubscription) you can pause, resume or cancel it whenever you like.

Look at the [plans](route:subscriptionPlans) and try a whole month with your real week. It is the best way to know whether it works for you.`,
      },
      br: {
        title: 'Chega de horário duplicado: organize sua semana com a agenda',
        summary:
          'Se você já prometeu o mesmo horário para dois clientes, este texto é para você. Como configurar a agenda do Premium para que só reservem quando você realmente pode.',
        tags: ['Empreender', 'Dicas'],
        body: `Acontece mais do que parece: um cliente escreve no chat, outro liga, um terceiro para você na rua, e quando você olha o caderninho tem duas visitas no mesmo horário em pontas opostas da cidade. Um deles fica esperando, e junto vai embora uma boa avaliação.

A agenda da Prosk foi pensada exatamente para isso. Ela faz parte do plano Premium e reúne num só lugar seus horários, suas folgas e seus agendamentos.

## Passo 1: defina seu horário semanal

Na [agenda](route:agenda), comece pelo **horário semanal**: para cada dia você marca se trabalha e em quais faixas. Dá para ter mais de uma faixa por dia, por exemplo das 09:00 às 13:00 e das 15:00 às 19:00, para deixar o almoço livre. Os dias em que você não trabalha ficam fechados.

Seus clientes só conseguem reservar dentro desse horário. Se você não trabalha aos domingos, ninguém vai conseguir marcar num domingo.

## Passo 2: cadastre suas datas especiais

Feriados, férias ou aquele dia em que você precisa levar o carro na oficina entram em **datas especiais**. Para cada data você escolhe se fecha o dia inteiro ou se trabalha em outro horário. Depois que a data passa, sua semana volta ao horário de sempre sem você mexer em nada.

Um bom hábito: no começo de cada mês, cadastre as datas que você já sabe. Leva dois minutos e evita ter que explicar depois por que não pode ir.

![Uma semana da agenda com agendamentos de uma hora, um dia fechado e um agendamento pendente](/content/blog/agenda-week.svg)

## Passo 3: os agendamentos e como são aprovados

Cada agendamento dura uma hora e começa na hora cheia ou na meia hora. A agenda não permite marcar em datas passadas nem sobrepor horários: se um horário já está ocupado, não dá para reservá-lo de novo. Acabou o horário duplicado.

Os agendamentos chegam de duas formas:

- **A partir de um serviço.** Quando um cliente compra um dos seus serviços e você usa a agenda, ele escolhe um horário de uma hora entre os seus horários livres. Esse agendamento acompanha o trabalho: é aprovado ou recusado quando você aceita ou recusa o serviço.
- **Criados por você.** Com o botão "Novo agendamento" você marca uma visita que combinou, por exemplo, por telefone, com o nome e os contatos do cliente.

Os novos agendamentos ficam **pendentes** até você aprovar. Se recusar um, o horário volta a ficar livre para outras reservas. No calendário os pendentes aparecem diferentes dos aprovados, então você vê de relance o que precisa revisar.

## Passo 4: deixe os lembretes trabalharem por você

Com a agenda montada, as notificações fazem o resto. A Prosk envia lembretes **24 horas e 2 horas antes** de cada agendamento, no app, por e-mail ou pelo WhatsApp, conforme o que cada pessoa escolher em [notificações](route:settingsNotifications). As mensagens de WhatsApp respeitam um horário de silêncio: não são enviadas entre 22:00 e 08:00.

Com o Premium, a comunicação automática também envia em seu nome lembretes e pedidos de avaliação aos seus clientes. Menos mensagens para escrever à mão e mais avaliações ao fim de cada trabalho.

## Dicas para a agenda render mais

1. **Seja realista com o deslocamento.** Se você leva 40 minutos de um bairro a outro, não abra horários colados em regiões diferentes; deixe um intervalo.
2. **Revise os pendentes todos os dias.** Um cliente que espera horas por uma confirmação vai procurar outra pessoa.
3. **Use o chat para os detalhes.** O agendamento fixa o horário; o que fazer, o material e o acesso se combinam no [chat](route:chat).
4. **Atualize o horário quando sua rotina mudar.** Se no verão você trabalha de manhã, mude; a agenda se ajusta em segundos.

## Quanto custa

A agenda faz parte do [Premium](route:subscriptionLanding), que também inclui melhor posicionamento na busca e uma taxa menor: 2,99 % + impostos em vez de 4,49 % + impostos. No Brasil custa R$ 39,90 por mês, R$ 107,90 por trimestre, R$ 199,90 por semestre ou R$ 359,90 por ano, e você tem **30 dias de teste grátis**. Em [minha assinatura](route:mySubscription) você pode pausar, retomar ou cancelar quando quiser.

Veja os [planos](route:subscriptionPlans) e teste um mês inteiro com a sua semana real. É o melhor jeito de saber se faz sentido para você.`,
      },
    },
  },
  {
    kind: 'post',
    slug: 'pricing-your-services',
    author: 'Sofía Méndez',
    publishedAt: '2026-11-10',
    image: '/content/blog/pricing-your-services.svg',
    text: {
      es: {
        title: 'Cómo ponerle precio a tus servicios si trabajas por tu cuenta',
        summary:
          'Cobrar poco te deja sin margen y cobrar de más te deja sin clientes. Un método simple para calcular tu precio por hora, armar tus servicios y revisarlos con el tiempo.',
        tags: ['Emprender', 'Pagos', 'Consejos'],
        body: `Ponerle precio a tu trabajo es una de las decisiones más difíciles cuando trabajas por tu cuenta. Muchos proskers copian lo que cobra otro, o tiran un número "a ojo" y después descubren que, entre nafta, materiales y horas que nadie paga, el mes no cierra. Esta guía te propone un método sencillo. Es orientativa: cada rubro y cada situación son distintos.

## 1. Calcula tus costos reales

Antes de pensar en lo que quieres ganar, anota lo que te cuesta trabajar en un mes:

- **Traslados:** combustible, ómnibus, estacionamiento, mantenimiento del vehículo.
- **Herramientas:** las que compras y las que se gastan. Una amoladora que dura dos años es un costo mensual.
- **Teléfono e internet:** sin ellos no te llegan clientes.
- **Materiales que no cobras aparte:** cinta, tornillos, silicona, lijas.
- **Aportes e impuestos:** dependen de cómo estés registrado. Prosk no se ocupa de tu situación tributaria; consulta a un contador sobre tu inscripción y tus aportes ante DGI y BPS.
- **La comisión de la plataforma:** 4,49 % + IVA en el plan Free o 2,99 % + IVA en Premium, sobre cada pago que recibes por Prosk.

## 2. Define cuántas horas puedes cobrar

No todas las horas que trabajas se pagan. Los traslados, los presupuestos, las compras de materiales y responder mensajes llevan tiempo. Si trabajas 40 horas por semana, es razonable que solo 25 sean horas de trabajo facturable. En un mes, unas 100.

## 3. Haz la cuenta

La fórmula básica es:

**(costos del mes + ingreso que quieres) ÷ horas cobrables = precio por hora**

Un ejemplo con números redondos: si tus costos son UYU 15.000 y quieres ganar UYU 45.000, necesitas UYU 60.000 al mes. Dividido entre 100 horas cobrables, tu hora vale UYU 600. Como la comisión se descuenta de lo que cobras, súmale un pequeño margen para cubrirla.

Ese número no es el precio final: es tu piso. Por debajo de él, estás perdiendo plata aunque tengas la agenda llena.

## 4. Mira el mercado

Con tu piso calculado, compara. Busca tu rubro en tu ciudad en la [búsqueda de proskers](route:profiles) y mira los servicios publicados y sus precios. No se trata de copiar, sino de ubicarte:

- Si estás muy por debajo, probablemente puedas cobrar más.
- Si estás muy por encima, tu perfil tiene que justificarlo: reseñas, fotos de trabajos, especialización.
- Si tu piso queda por encima de lo que cobra todo el mundo, revisa tus costos o tus horas: algo se puede ajustar.

## 5. Elige cómo cobrar

Hay tres formas habituales, y puedes combinarlas:

1. **Servicios con precio fijo.** Ideal para trabajos repetibles: "instalación de aire acondicionado split", "limpieza de tanque". Los publicas en [mis servicios](route:settingsServices) con título, descripción, imagen y precio, en números enteros mayores a 150. El cliente los compra directamente.
2. **Ofertas a medida.** Para trabajos que dependen de lo que encuentres. Conversa con el cliente, pide fotos y desde el chat haz una oferta con el precio y la descripción. También puedes crear una [nueva oferta](route:jobCreate).
3. **Visita mínima.** Si haces trabajos chicos, define un mínimo que cubra el traslado y la primera hora. Evita que una reparación de diez minutos te cueste plata.

## 6. Sé claro con lo que incluye

Un precio claro genera confianza y evita discusiones. En cada servicio u oferta aclara:

- qué está incluido y qué no,
- si los materiales van aparte,
- cuánto tiempo estimas,
- qué pasa si aparece algo imprevisto.

Recuerda que el cliente paga con Mercado Pago, con tarjeta y en cuotas si su tarjeta lo permite. Para trabajos grandes, eso hace que un precio justo sea más fácil de aceptar.

## 7. Ten en cuenta el flujo de caja

El dinero de cada pago se libera en tu cuenta de Mercado Pago 21 días después del pago. Si un trabajo requiere comprar materiales caros, tenlo en cuenta en tu precio y en tus ahorros. Vincula tu cuenta en [cobros](route:settingsPayments) si todavía no lo hiciste.

## 8. Revisa tus precios cada tanto

Los costos suben y tu experiencia también. Una vez por semestre, vuelve a hacer la cuenta. Si tienes la agenda llena y muchas reseñas buenas, es una señal clara de que puedes subir un poco.

## No compitas solo por precio

El cliente no elige únicamente al más barato. Elige al que responde rápido, tiene un [perfil completo](route:settings), fotos de trabajos reales y buenas reseñas. Cuida eso y vas a poder cobrar lo que tu trabajo vale. Si quieres más ideas para arrancar, lee [cómo vender en Prosk](route:howToSell).`,
      },
      en: {
        title: 'How to price your services as an independent worker',
        summary:
          'Charge too little and you have no margin; charge too much and you have no clients. A simple method to work out your hourly rate, build your services and review them over time.',
        tags: ['Business', 'Payments', 'Tips'],
        body: `Putting a price on your work is one of the hardest decisions when you work for yourself. Many proskers copy what someone else charges, or pick a number by eye and later find that, between fuel, materials and hours nobody pays for, the month doesn't add up. This guide suggests a simple method. It is only a guide: every trade and every situation is different.

## 1. Work out your real costs

Before thinking about what you want to earn, write down what it costs you to work for a month:

- **Travel:** fuel, bus fares, parking, vehicle maintenance.
- **Tools:** the ones you buy and the ones that wear out. An angle grinder that lasts two years is a monthly cost.
- **Phone and internet:** without them, clients don't reach you.
- **Materials you don't charge separately:** tape, screws, sealant, sandpaper.
- **Contributions and taxes:** they depend on how you are registered. Prosk does not handle your tax situation; ask an accountant about your registration and contributions (in Uruguay, with DGI and BPS; in Brazil, for example, whether the MEI scheme suits you).
- **The platform fee:** 4.49 % + VAT on the Free plan or 2.99 % + VAT on Premium, on each payment you receive through Prosk.

## 2. Decide how many hours you can bill

Not every hour you work gets paid. Travel, quotes, buying materials and answering messages all take time. If you work 40 hours a week, it is reasonable that only 25 are billable. In a month, about 100.

## 3. Do the sums

The basic formula is:

**(monthly costs + income you want) ÷ billable hours = hourly rate**

An example with round numbers: if your costs are UYU 15,000 and you want to earn UYU 45,000, you need UYU 60,000 a month. Divided by 100 billable hours, your hour is worth UYU 600. In Brazil, with R$ 2,000 in costs and R$ 6,000 of income, it would be R$ 80 an hour. Since the fee is deducted from what you receive, add a small margin to cover it.

That number is not your final price: it is your floor. Below it, you are losing money even with a full diary.

## 4. Look at the market

With your floor worked out, compare. Search for your trade in your city in the [prosker search](route:profiles) and look at the published services and their prices. The point is not to copy but to find your place:

- If you are far below, you can probably charge more.
- If you are far above, your profile has to justify it: reviews, photos of jobs, specialisation.
- If your floor is above what everybody charges, review your costs or your hours: something can be adjusted.

## 5. Choose how to charge

There are three common approaches, and you can combine them:

1. **Fixed-price services.** Ideal for repeatable jobs: "split air conditioner installation", "water tank cleaning". Publish them in [my services](route:settingsServices) with a title, description, image and price, as a whole number above 150. Clients buy them directly.
2. **Tailored offers.** For jobs that depend on what you find. Talk to the client, ask for photos and make an offer from the chat with the price and description. You can also create a [new offer](route:jobCreate).
3. **Minimum call-out.** If you do small jobs, set a minimum that covers travel and the first hour. It stops a ten-minute repair from costing you money.

## 6. Be clear about what is included

A clear price builds trust and avoids arguments. In each service or offer, state:

- what is and isn't included,
- whether materials are extra,
- how long you expect it to take,
- what happens if something unexpected turns up.

Remember that clients pay with Mercado Pago, by card and in instalments if their card allows it. For big jobs, that makes a fair price easier to accept.

## 7. Mind your cash flow

The money from each payment is released to your Mercado Pago account 21 days after the payment. If a job requires buying expensive materials, factor that into your price and your savings. Link your account in [payouts](route:settingsPayments) if you haven't yet.

## 8. Review your prices from time to time

Costs go up, and so does your experience. Once every six months, redo the sums. If your diary is full and you have plenty of good reviews, that is a clear sign you can raise your prices a little.

## Don't compete on price alone

Clients don't just pick the cheapest. They pick the person who answers quickly and has a [complete profile](route:settings), photos of real jobs and good reviews. Look after that and you will be able to charge what your work is worth. For more ideas to get started, read [how to sell on Prosk](route:howToSell).`,
      },
      br: {
        title: 'Como definir o preço dos seus serviços trabalhando por conta própria',
        summary:
          'Cobrar pouco deixa você sem margem e cobrar demais deixa você sem clientes. Um método simples para calcular seu valor por hora, montar seus serviços e revisá-los com o tempo.',
        tags: ['Empreender', 'Pagamentos', 'Dicas'],
        body: `Definir o preço do seu trabalho é uma das decisões mais difíceis para quem trabalha por conta própria. Muitos proskers copiam o que outra pessoa cobra, ou chutam um valor e depois descobrem que, entre combustível, material e horas que ninguém paga, a conta do mês não fecha. Este guia propõe um método simples. É só uma orientação: cada área e cada situação são diferentes.

## 1. Calcule seus custos reais

Antes de pensar no que você quer ganhar, anote quanto custa trabalhar durante um mês:

- **Deslocamento:** combustível, passagens, estacionamento, manutenção do veículo.
- **Ferramentas:** as que você compra e as que se desgastam. Uma esmerilhadeira que dura dois anos é um custo mensal.
- **Celular e internet:** sem eles, os clientes não chegam até você.
- **Material que você não cobra à parte:** fita, parafusos, silicone, lixa.
- **Contribuições e impostos:** dependem de como você está formalizado. A Prosk não cuida da sua situação tributária; converse com um contador sobre sua formalização, por exemplo se o MEI faz sentido para você, e sobre suas contribuições.
- **A taxa da plataforma:** 4,49 % + impostos no plano Free ou 2,99 % + impostos no Premium, sobre cada pagamento que você recebe pela Prosk.

## 2. Defina quantas horas você consegue cobrar

Nem toda hora trabalhada é paga. Deslocamentos, orçamentos, compra de material e responder mensagens tomam tempo. Se você trabalha 40 horas por semana, é razoável que só 25 sejam horas faturáveis. No mês, umas 100.

## 3. Faça a conta

A fórmula básica é:

**(custos do mês + renda que você quer) ÷ horas faturáveis = valor da hora**

Um exemplo com números redondos: se seus custos são de R$ 2.000 e você quer ganhar R$ 6.000, precisa de R$ 8.000 por mês. Dividido por 100 horas faturáveis, sua hora vale R$ 80. Como a taxa é descontada do que você recebe, acrescente uma pequena margem para cobri-la.

Esse número não é o preço final: é o seu piso. Abaixo dele, você está perdendo dinheiro mesmo com a agenda cheia.

## 4. Olhe o mercado

Com o piso calculado, compare. Procure sua área na sua cidade na [busca de proskers](route:profiles) e veja os serviços publicados e seus preços. A ideia não é copiar, e sim se posicionar:

- Se você está muito abaixo, provavelmente pode cobrar mais.
- Se está muito acima, seu perfil precisa justificar: avaliações, fotos de trabalhos, especialização.
- Se o seu piso fica acima do que todo mundo cobra, revise seus custos ou suas horas: dá para ajustar alguma coisa.

## 5. Escolha como cobrar

Há três formas comuns, e você pode combiná-las:

1. **Serviços com preço fixo.** Ideais para trabalhos repetíveis: "instalação de ar-condicionado split", "limpeza de caixa d'água". Publique em [meus serviços](route:settingsServices) com título, descrição, imagem e preço, em números inteiros acima de 150. Com R$ 80 a hora, por exemplo, um serviço de duas horas sai por R$ 160 mais material. O cliente compra direto.
2. **Ofertas sob medida.** Para trabalhos que dependem do que você encontrar. Converse com o cliente, peça fotos e faça uma oferta pelo chat com preço e descrição. Você também pode criar uma [nova oferta](route:jobCreate).
3. **Visita mínima.** Se você faz serviços pequenos, defina um valor mínimo que cubra o deslocamento e a primeira hora. Assim um conserto de dez minutos não dá prejuízo.

## 6. Deixe claro o que está incluído

Um preço claro gera confiança e evita discussões. Em cada serviço ou oferta, explique:

- o que está incluído e o que não está,
- se o material é à parte,
- quanto tempo você estima,
- o que acontece se surgir algo imprevisto.

Lembre que o cliente paga pelo Mercado Pago, com cartão e parcelado se o cartão permitir. Em trabalhos grandes, isso facilita aceitar um preço justo.

## 7. Cuide do fluxo de caixa

O dinheiro de cada pagamento é liberado na sua conta do Mercado Pago 21 dias depois do pagamento. Se um trabalho exige comprar material caro, leve isso em conta no preço e na sua reserva. Vincule sua conta em [recebimentos](route:settingsPayments) se ainda não fez isso.

## 8. Revise seus preços de tempos em tempos

Os custos sobem e a sua experiência também. Uma vez por semestre, refaça a conta. Se a agenda está cheia e você tem muitas avaliações boas, é um sinal claro de que pode subir um pouco.

## Não concorra só no preço

O cliente não escolhe apenas o mais barato. Ele escolhe quem responde rápido e tem um [perfil completo](route:settings), fotos de trabalhos reais e boas avaliações. Cuide disso e você vai conseguir cobrar o que o seu trabalho vale. Para mais ideias para começar, leia [como vender na Prosk](route:howToSell).`,
      },
    },
  },
];
