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
    CONVERSATION_EXISTS: 'A conversa já foi criada.',
    CONVERSATION_LOAD_FAILED: 'Não foi possível carregar a conversa.',
    PAYMENT_FAILED: 'Houve um erro no pagamento. Verifique os dados do meio de pagamento.',
    SUBSCRIPTION_UPDATE_FAILED: 'Não foi possível atualizar sua assinatura.',
    JOB_INCOMPLETE: 'O trabalho está incompleto.',
    JOB_CREATE_FAILED: 'Não foi possível criar o trabalho.',
    JOB_CANNOT_REJECT: 'Este trabalho não pode ser recusado.',
    JOB_CANNOT_COMPLETE: 'Este trabalho não pode ser concluído.',
    JOB_CANNOT_CANCEL: 'Este trabalho não pode ser cancelado.',
    JOB_CANCEL_TOO_LATE:
      'Não é mais possível cancelar: o cancelamento deve ser feito pelo menos 24 horas antes do início.',
    EVENT_OVERLAP: 'Já existe um evento nesse horário.',
    EVENT_PAST_DATE: 'Não é possível agendar eventos em datas passadas.',
    EVENT_TIME_INVALID: 'O horário não é válido.',
    EVENT_NO_ACCESS: 'Você não tem acesso a este evento.',
    EVENT_DAY_CLOSED: 'Esse dia está fechado.',
    EVENT_NO_TIME_AVAILABLE: 'Não há horário disponível nessa data e hora.',
    USER_NOT_CLIENT: 'O usuário não é um cliente.',
    PAYMENT_ACCOUNT_REQUIRED:
      'Você precisa vincular sua conta do Mercado Pago para criar trabalhos que exigem pagamento.',
    UPLOAD_IMAGE_TOO_LARGE: 'A imagem ultrapassa o limite de 20 MB.',
    UPLOAD_VIDEO_TOO_LARGE: 'O vídeo ultrapassa o limite de 20 MB.',
    UPLOAD_FILE_TOO_LARGE: 'O arquivo ultrapassa o limite de 5 MB.',
    PAYLOAD_TOO_LARGE: 'A solicitação é grande demais.',
    RATE_LIMITED: 'Muitas solicitações. Aguarde um momento e tente novamente.',
    CORS_ORIGIN_DENIED: 'Origem não permitida.',
    SERVICE_UNAVAILABLE: 'O serviço não está disponível no momento.',
  },
  fields: {
    required: 'Este campo é obrigatório.',
    invalid: 'O valor não é válido.',
    email: 'Informe um e-mail válido.',
    tooLong: 'Deve ter no máximo {{max}} caracteres.',
    tooShort: 'Deve ter pelo menos {{min}} caracteres.',
    integer: 'Deve ser um número inteiro.',
    unknownField: 'Campo não permitido: {{field}}.',
  },
};
