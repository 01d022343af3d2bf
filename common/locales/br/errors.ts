import type { Catalogue } from '../types';
import type { esErrors } from '../es/errors';

export const brErrors: Catalogue<typeof esErrors> = {
  codes: {
    INTERNAL: 'Ocorreu um erro. Tente novamente mais tarde.',
    NOT_FOUND: 'Não encontrado.',
    ROUTE_NOT_FOUND: 'O endereço solicitado não existe.',
    USER_NOT_FOUND: 'Usuário não encontrado.',
    VALIDATION_FAILED: 'Alguns dados não são válidos. Revise-os e tente novamente.',
    AUTH_REQUIRED: 'Você precisa entrar para continuar.',
    AUTH_INVALID_TOKEN: 'Sua sessão expirou. Entre novamente.',
    AUTH_INVALID_CREDENTIALS:
      'Dados incorretos. Os dados informados não estão corretos, revise-os e tente novamente.',
    AUTH_EMAIL_NOT_VERIFIED:
      'Você precisa ativar sua conta pelo link que enviamos por e-mail. Não recebeu? Podemos enviar de novo.',
    AUTH_PHONE_SHARED: 'Este número de telefone pertence a várias contas. Entre com seu e-mail.',
    AUTH_USER_BANNED: 'Sua conta está suspensa. Fale com o suporte.',
    AUTH_USER_BANNED_reason:
      'Sua conta está suspensa. Motivo: “{{reason}}”. Se acha que é um engano, escreva para nós pela página de contato.',
    AUTH_RATE_LIMITED: 'Muitas tentativas. Aguarde {{seconds}} segundos e tente novamente.',
    AUTH_SOCIAL_GOOGLE_FAILED:
      'Não foi possível entrar com o Google. Tente novamente ou fale com o suporte.',
    AUTH_SOCIAL_FACEBOOK_FAILED:
      'Não foi possível entrar com o Facebook. Tente novamente ou fale com o suporte.',
    AUTH_EMAIL_NOT_FOUND: 'Não encontramos uma conta com esse e-mail.',
    AUTH_TOKEN_INVALID: 'O link não é válido ou expirou.',
    AUTH_PASSWORD_RESET_FAILED: 'Não foi possível alterar sua senha. Tente novamente.',
    PERMISSION_DENIED: 'Você não tem permissão para fazer isso.',
    EMAIL_TAKEN: 'Esse e-mail já está cadastrado.',
    USERNAME_TAKEN: 'Esse nome de usuário já está em uso.',
    FAVORITE_EXISTS: 'Este usuário já está nos seus favoritos.',
    SELLER_ONLY:
      'Esta parte é para proskers: aqui um prosker vê o seu negócio e os seus clientes. A sua conta é de cliente.',
    CLIENT_NOT_FOUND:
      'Esta pessoa não está entre os seus clientes: não comprou, reservou nem conversou com você.',
    CONVERSATION_EXISTS: 'A conversa já foi criada.',
    CONVERSATION_DAILY_LIMIT:
      'Você já abriu {{limit}} conversas hoje, o máximo por dia para a sua conta. Continue nas que você tem ou volte amanhã.',
    ACCOUNT_PAID_JOB_OPEN:
      'Você não pode encerrar a sua conta enquanto tiver um trabalho pago não concluído nem reembolsado. Conclua-o ou cancele-o (ele é reembolsado) e tente de novo.',
    ACCOUNT_JOB_NOT_CANCELLABLE:
      'Você não pode encerrar a sua conta: há um trabalho em andamento ou que começa em menos de 24 horas, que já não pode ser cancelado. Conclua-o e tente de novo.',
    CONVERSATION_LOAD_FAILED: 'Não foi possível carregar a conversa.',
    CONVERSATION_NOT_FOUND: 'A conversa não existe ou você não participa dela.',
    CONVERSATION_NOT_ALLOWED:
      'Você não pode iniciar esta conversa: escreva a um prosker pelo perfil dele, ou a um cliente com quem tenha um trabalho combinado.',
    CONVERSATION_USER_UNAVAILABLE:
      'Esta pessoa não está mais disponível na Prosk e não pode receber mensagens.',
    CONVERSATION_BLOCKED: 'A conversa está bloqueada: não é possível enviar mensagens.',
    MESSAGE_NOT_FOUND: 'A mensagem não existe.',
    REPORT_ALREADY_RESOLVED: 'Esta denúncia já foi resolvida.',
    NOTIFICATION_NOT_FOUND: 'A notificação não existe.',
    PHONE_REQUIRED:
      'Adicione seu número de telefone na sua conta para receber avisos pelo WhatsApp.',
    PHONE_CODE_NOT_SENT:
      'Não conseguimos enviar o código pelo WhatsApp. Confira seu número e tente de novo.',
    PHONE_CODE_INVALID: 'O código não está correto. Restam {{tries}} tentativas.',
    PHONE_CODE_EXPIRED:
      'Esse código não vale mais: venceu ou foi tentado vezes demais. Peça um novo.',
    UNSUBSCRIBE_LINK_INVALID: 'Este link para deixar de receber e-mails não é válido.',
    DELIVERY_NOT_FAILED: 'Só é possível reenviar um envio que falhou.',
    CONTACT_RATE_LIMITED:
      'Já recebemos várias mensagens deste endereço. Aguarde {{seconds}} segundos antes de enviar outra.',
    LEGAL_VERSION_OUTDATED: 'Uma versão mais recente deste texto foi publicada. Leia e aceite.',
    CONTENT_SLUG_TAKEN: 'Já existe um conteúdo desse tipo com esse endereço nessa região.',
    CONTENT_LEGAL_KEPT: 'Textos legais não são apagados: publique uma nova versão.',
    CONTACT_ALREADY_CLOSED: 'Esta mensagem está fechada. Reabra-a para responder.',
    PAYMENT_FAILED: 'Houve um erro no pagamento. Verifique os dados do meio de pagamento.',
    SUBSCRIPTION_UPDATE_FAILED: 'Não foi possível atualizar sua assinatura.',
    JOB_INCOMPLETE: 'O trabalho está incompleto.',
    JOB_CREATE_FAILED: 'Não foi possível criar o trabalho.',
    JOB_CANNOT_REJECT: 'Este trabalho não pode ser recusado.',
    JOB_CANNOT_COMPLETE: 'Este trabalho não pode ser concluído.',
    JOB_CANNOT_CANCEL: 'Este trabalho não pode ser cancelado.',
    JOB_CANCEL_TOO_LATE:
      'Não é mais possível cancelar: o cancelamento deve ser feito pelo menos 24 horas antes do início.',
    SERVICE_OTHER_REGION:
      'Este serviço é oferecido em outro país: procure-o na região onde é prestado.',
    JOB_TOO_EARLY:
      'Ainda não chegou o dia deste trabalho: ele não pode ser iniciado, dado como concluído nem avaliado antes da data de início.',
    SERVICE_PRICE_CHANGED:
      'O prosker mudou o preço deste serviço enquanto você o contratava: confira o novo preço e confirme de novo.',
    SERVICE_NOT_OFFERED: 'Este serviço não está mais disponível para contratação.',
    SERVICE_HAS_OPEN_JOBS:
      'Este serviço tem trabalhos em andamento: não pode ser retirado até que terminem ou sejam cancelados.',
    SERVICE_ALREADY_WITHDRAWN: 'Este serviço já foi retirado.',
    JOB_SLOT_REQUIRED: 'Escolha um dos horários livres do prosker para essa data.',
    JOB_HOUR_OUTSIDE_HALF: 'Escolha um horário desse período do dia, entre {{from}} e {{to}}.',
    JOB_PHOTOS_LIMIT: 'Você pode adicionar até {{max}} fotos.',
    EVENT_OVERLAP: 'Já existe um evento nesse horário.',
    EVENT_PAST_DATE: 'Não é possível agendar eventos em datas passadas.',
    EVENT_TIME_INVALID: 'O horário não é válido.',
    EVENT_NO_ACCESS: 'Você não tem acesso a este evento.',
    EVENT_DAY_CLOSED: 'Esse dia está fechado.',
    EVENT_NO_TIME_AVAILABLE: 'Não há horário disponível nessa data e hora.',
    EVENT_STATUS_INVALID: 'Este evento não pode passar para esse status.',
    EVENT_PRIVATE: 'Compromisso com outro cliente',
    PAYMENT_ACCOUNT_REQUIRED:
      'Você precisa vincular sua conta do Mercado Pago para criar trabalhos que exigem pagamento.',
    UPLOAD_IMAGE_TOO_LARGE: 'A imagem ultrapassa o limite de 20 MB.',
    UPLOAD_VIDEO_TOO_LARGE: 'O vídeo ultrapassa o limite de 20 MB.',
    UPLOAD_FILE_TOO_LARGE: 'O arquivo ultrapassa o limite de 5 MB.',
    UPLOAD_TYPE_NOT_ALLOWED:
      'Esse tipo de arquivo não é permitido. Use PNG, JPG ou GIF para imagens, MP4 para vídeos e PDF para documentos.',
    PAYLOAD_TOO_LARGE: 'A solicitação é grande demais.',
    UNSUPPORTED_MEDIA_TYPE: 'O formato ou a codificação da solicitação não é aceito.',
    RESOURCE_IN_USE: 'Este registro está em uso e não pode ser excluído.',
    RATE_LIMITED: 'Muitas solicitações. Aguarde um momento e tente novamente.',
    CORS_ORIGIN_DENIED: 'Origem não permitida.',
    AUTH_CURRENT_PASSWORD_WRONG: 'A senha atual não está correta.',
    AUTH_STAFF_USE_BACKOFFICE:
      'Essa é uma conta da equipe Prosk: a equipe trabalha no back office, não neste site. Levando você para lá.',
    AUTH_SOCIAL_PENDING_INVALID:
      'Este cadastro com Google ou Facebook já foi concluído ou expirou. Escolha Google ou Facebook de novo para recomeçar.',
    AUTH_SOCIAL_EMAIL_REQUIRED:
      'Precisamos do seu e-mail para criar a conta. Permita o acesso ao e-mail e tente novamente.',
    CATEGORY_IN_USE:
      'Esta categoria ou especialidade está em uso: não pode ser excluída, só desativada.',
    PLAN_IN_USE:
      'Este plano tem assinaturas: não pode ser excluído nem mudar de região, moeda, período ou premium. Desative-o em vez disso.',
    COUPON_IN_USE: 'Este cupom já foi usado: não pode ser excluído, só desativado.',
    SERVICE_UNAVAILABLE: 'O serviço não está disponível no momento.',
    COUPON_UNKNOWN: 'Esse cupom não existe.',
    COUPON_DISABLED: 'Esse cupom não está ativo.',
    COUPON_BELOW_MINIMUM: 'Este cupom exige uma compra mínima de {{minimum}}.',
    COUPON_USED_UP: 'Este cupom já atingiu o limite de usos.',
    COUPON_NOT_APPLICABLE: 'Este cupom não pode ser usado neste plano.',
    SUBSCRIPTION_EXISTS: 'Você já tem uma assinatura vigente. Gerencie em Minha assinatura.',
    PLAN_NOT_AVAILABLE: 'Esse plano não está disponível.',
    PAYMENT_ACCOUNT_LINK_FAILED:
      'Não conseguimos vincular sua conta do Mercado Pago. Tente novamente.',
    PAYMENT_PROVIDER_UNAVAILABLE:
      'O Mercado Pago não está respondendo agora. Tente novamente em alguns minutos.',
    PAYMENT_IN_PROCESS:
      'Já existe um pagamento deste trabalho em processamento. Avisaremos quando o Mercado Pago confirmar.',
    JOB_ALREADY_PAID: 'Este trabalho já está pago.',
    REFUND_NOT_PAID:
      'Este trabalho não tem um pagamento aprovado para reembolsar (sem pagamento, recusado ou já reembolsado por completo).',
    REFUND_EXCEEDS_PAID: 'O reembolso supera o que resta a reembolsar ({{left}}).',
    REFUND_IN_PROCESS:
      'Outro reembolso deste trabalho acabou de ser feito ou está em processo. Recarregue a página para ver o reembolsado.',
    ALREADY_FLAGGED:
      'Já está marcado para revisão. Remova a marcação atual antes de marcar de novo.',
    REFUND_REFUSED: 'O Mercado Pago recusou o reembolso. Nada foi reembolsado.',
    RECEIPT_NOT_AVAILABLE:
      'Este trabalho não tem um pagamento registrado, então não tem comprovante.',
    SUBSCRIPTION_INSTALLMENTS_NOT_OFFERED:
      'Esse número de parcelas não é oferecido para este plano e este cartão. Nada foi cobrado: escolha outra opção.',
    SUBSCRIPTION_CHECKOUT_IN_PROGRESS:
      'Já existe uma assinatura em processo de pagamento. Aguarde o fim ou confira Minha assinatura.',
    WEBHOOK_SIGNATURE_INVALID: 'Assinatura de notificação inválida.',
    JOB_CANNOT_ACCEPT: 'Este trabalho não pode ser aceito agora.',
    OFFER_NO_RELATION:
      'Você só pode fazer uma proposta a alguém com quem tem uma conversa ou um trabalho.',
    OFFER_CANNOT_ACCEPT: 'Esta proposta não pode mais ser aceita: já foi respondida ou retirada.',
    OFFER_CANNOT_DECLINE:
      'Esta proposta não pode mais ser recusada: já foi respondida ou retirada.',
    OFFER_CANNOT_WITHDRAW: 'Esta proposta não pode mais ser retirada: o cliente já respondeu.',
    JOB_TERMS_AGREED:
      'O cliente reservou este preço e esta data: você não pode alterá-los. Se precisar de outro, escreva para ele no chat ou recuse a reserva.',
    JOB_CANNOT_START: 'Este trabalho não pode ser iniciado agora.',
    REVIEW_EXISTS: 'Você já avaliou este trabalho.',
    REVIEW_NOT_ALLOWED: 'Você só pode avaliar um trabalho concluído que contratou.',
    PREDEFINED_SERVICE_IN_USE:
      'Já foram publicados serviços a partir deste: não pode ser excluído, apenas retirado (desativado).',
    REASON_SYSTEM:
      'O Prosk usa este motivo ao encerrar uma conta: não pode ser editado, desativado nem excluído.',
    REASON_IN_USE:
      'Este motivo já foi usado em algum trabalho: não pode ser excluído, só desativado.',
  },
  fields: {
    endAfterStart: 'A data de término deve ser posterior à de início.',
    required: 'Este campo é obrigatório.',
    invalid: 'O valor não é válido.',
    email: 'Informe um e-mail válido.',
    tooLong: 'Deve ter no máximo {{max}} caracteres.',
    tooShort: 'Deve ter pelo menos {{min}} caracteres.',
    integer: 'Deve ser um número inteiro.',
    phone: {
      uy: 'Informe um telefone uruguaio válido: começando com 0 e com pelo menos 9 dígitos, como {{example}}, ou com {{prefix}}.',
      br: 'Informe um telefone válido com DDD: 10 ou 11 dígitos, como {{example}}, ou com {{prefix}}.',
    },
    phoneCode: 'Digite os 6 dígitos do código.',
    username: 'Use de {{min}} a {{max}} letras ou números, sem espaços.',
    password: 'Use pelo menos {{min}} caracteres, com letras, números e um caractere especial.',
    passwordMismatch: 'As senhas não coincidem.',
    date: 'Informe uma data válida.',
    adult: 'Você precisa ter pelo menos {{age}} anos.',
    signUpType: 'Escolha se você quer contratar serviços ou oferecer os seus.',
    terms: 'Você precisa aceitar os termos e condições.',
    nextPath: 'O endereço de retorno deve ser uma página do Prosk.',
    loginRequired: 'Informe seu e-mail ou seu telefone.',
    slug: 'Use só letras minúsculas, números e hífens.',
    nameCharacters: 'Escreva em uma só linha, sem tabulações nem caracteres de controle.',
    nameAddress: 'Um nome não pode ter endereços da web nem links.',
    unknownChoice: 'Essa opção não existe.',
    unknownField: 'Campo não permitido: {{field}}.',
    notNegative: 'Não pode ser negativo.',
    positive: 'Deve ser maior que 0.',
    money: 'Informe um valor com no máximo duas casas decimais.',
    percentage: 'Uma porcentagem deve ser maior que 0 e no máximo 100.',
    currencyRequired: 'Escolha a moeda do desconto: UYU ou BRL.',
    regionCurrency: 'A moeda deve ser a da região: UYU no Uruguai, BRL no Brasil.',
    freePlanPrice: 'Um plano que não é premium deve custar 0.',
    couponCode: 'Use de 3 a 40 letras, números, hífens ou sublinhados, sem espaços.',
    couponCodeTaken: 'Já existe um cupom com esse código.',
    usageBelowUsed: 'Não pode ser menor que os usos já feitos ({{used}}).',
    time: 'Informe um horário em ponto ou e meia (HH:MM), de 00:00 a 24:00.',
    timeRange: 'O horário de término deve ser posterior ao de início.',
    timeRangesOverlap: 'Os horários de um mesmo dia não podem se sobrepor.',
    week: 'Informe os 7 dias da semana, uma vez cada.',
    servicePrice: 'Deve ser um número inteiro maior que {{below}}.',
    wholeNotNegative: 'Deve ser um número inteiro, 0 ou mais.',
    jobEndAfterStart: 'O fim deve ser depois do início.',
    cardNumber: 'Verifique o número do cartão.',
    cardholder: 'Verifique o nome do titular.',
    expiration: 'Verifique a data de validade.',
    cardExpired: 'O cartão está vencido.',
    securityCode: 'Verifique o código de segurança.',
    identificationNumber: 'Verifique o número do documento.',
  },
};
