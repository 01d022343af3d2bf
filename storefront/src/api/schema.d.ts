/**
 * The storefront API's answers and inputs, generated from its OpenAPI document by
 * `npm run api:types`. Do not edit: change the route's contract and generate again.
 */
export interface paths {
  '/agenda/availability': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in prosker’s week: each weekday open with its ranges, or closed */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AgendaAvailability'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    /** Replace the week (7 days; open days need ranges that neither overlap nor invert) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            days: {
              open: boolean;
              ranges?: {
                from: string;
                to: string;
              }[];
              weekday: number;
            }[];
          };
        };
      };
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AgendaAvailability'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/agenda/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user’s events in a window (as prosker: the calendar; as client: their own) */
    get: {
      parameters: {
        query: {
          from: string;
          status?: 'pending' | 'approved' | 'rejected';
          to: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: components['schemas']['AgendaEvent'][];
              jobs: components['schemas']['AgendaJob'][];
              timeZone: string;
            };
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /** The prosker adds a pending 1-hour event for a client they know (a job together) or a walk-in typed by hand (all event rules apply) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: email */
            clientEmail?: string;
            clientId?: number;
            clientName?: string;
            clientPhone?: string;
            comments?: string;
            endsAt?: string;
            proskerPhone?: string;
            startsAt: string;
          };
        };
      };
      responses: {
        /** @description Success */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AgendaEvent'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/agenda/events/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One event: whole to its client and its prosker; anyone else sees only “appointment with another client” */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json':
              components['schemas']['AgendaEvent'] | components['schemas']['AgendaPrivateEvent'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/agenda/events/{id}/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** The event’s prosker approves or rejects it (a rejected event frees its slot) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'approved' | 'rejected';
          };
        };
      };
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AgendaEvent'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/agenda/special-dates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in prosker’s special dates (closed, or other hours), from today on */
    get: {
      parameters: {
        query?: {
          from?: string;
          to?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: components['schemas']['AgendaSpecialDate'][];
              timeZone: string;
            };
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/agenda/special-dates/{date}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Set a date’s hours (they replace its weekday’s) or close it */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          date: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            closed: boolean;
            ranges?: {
              from: string;
              to: string;
            }[];
          };
        };
      };
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AgendaSpecialDate'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post?: never;
    /** Remove a special date (the weekday’s hours apply again) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          date: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description No content */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/app-config': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Public facts the storefront needs at run time (where the back office lives) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AppConfig'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/{provider}/callback': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Finish a Google or Facebook sign-in: the session token of a known account, or the completion a new one needs first */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          provider: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            code?: string;
            error?: string;
            state: string;
          };
        };
      };
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json':
              | components['schemas']['SessionToken']
              | components['schemas']['SocialCompletionNeeded'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/{provider}/start': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Go to Google or Facebook to sign in (302); the state travels in a signed cookie */
    get: {
      parameters: {
        query?: {
          region?: 'uy' | 'br';
        };
        header?: never;
        path: {
          provider: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Sent elsewhere */
        302: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/social/complete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create the account of a Google or Facebook sign-in from its completion form (birth date, client or prosker); answers the session token */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            birthDate: string;
            firstName?: string;
            /** @enum {string} */
            language?: 'es' | 'en' | 'br';
            lastName?: string;
            /** @enum {string} */
            region?: 'uy' | 'br';
            token: string;
            /** @enum {string} */
            type: 'client' | 'prosker';
          };
        };
      };
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['SessionToken'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/billing/config': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What the browser needs to tokenize cards with Mercado Pago (public key, API address) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['BillingConfig'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/cancellation-reasons': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Reasons to cancel a job, for a client or a prosker */
    get: {
      parameters: {
        query?: {
          for?: 'client' | 'prosker';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: components['schemas']['JobReason'][];
            };
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/categories': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Enabled categories, names in every language and in the request language, slugs of the region */
    get: {
      parameters: {
        query?: {
          region?: 'uy' | 'br';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: components['schemas']['Category'][];
            };
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/categories/{slug}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One category with its skills, by its slug in the region (or in another region: the answer gives the region’s) */
    get: {
      parameters: {
        query?: {
          region?: 'uy' | 'br';
        };
        header?: never;
        path: {
          slug: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['CategoryWithSkills'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/contact': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sends the contact form: stored, mailed to staff and acknowledged to the sender; limited per address */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: email */
            email: string;
            message: string;
            name: string;
            /** @enum {string} */
            region?: 'uy' | 'br';
            /** @enum {string} */
            topic: 'general' | 'account' | 'payments' | 'proskers' | 'privacy' | 'press';
            website?: string;
          };
        };
      };
      responses: {
        /** @description Success */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ContactReceipt'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/content/faq': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every published FAQ entry, by section and position */
    get: {
      parameters: {
        query?: {
          region?: 'uy' | 'br';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Faq'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/content/legal/accept': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Accepts the given versions of legal texts; an older version than the current one is refused */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            documents: {
              /** @enum {string} */
              slug: 'terms' | 'privacy';
              version: string;
            }[];
            /** @enum {string} */
            region?: 'uy' | 'br';
          };
        };
      };
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['PendingLegal'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/content/legal/pending': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The legal texts of the region whose current version the caller has not accepted */
    get: {
      parameters: {
        query?: {
          region?: 'uy' | 'br';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['PendingLegal'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/content/pages/{slug}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A published page (landing, about us, how-to, legal text) in the reader’s language, es when missing */
    get: {
      parameters: {
        query?: {
          region?: 'uy' | 'br';
        };
        header?: never;
        path: {
          slug: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ContentPage'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/content/posts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Published blog posts, newest first, by cursor; optionally of one tag */
    get: {
      parameters: {
        query?: {
          cursor?: string;
          limit?: number;
          region?: 'uy' | 'br';
          tag?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['BlogPostPage'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/content/posts/{slug}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One published blog post */
    get: {
      parameters: {
        query?: {
          region?: 'uy' | 'br';
        };
        header?: never;
        path: {
          slug: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['BlogPost'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/conversations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller’s conversations, newest activity first, by cursor; `q` finds a name or a message text (accents and case aside) */
    get: {
      parameters: {
        query?: {
          cursor?: string;
          limit?: number;
          q?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ConversationPage'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /** Open the conversation with a prosker (`proskerId`: the caller is the client) or, for a prosker, with a client who agreed to one of their jobs (`clientId`); a second ask answers CONVERSATION_EXISTS with `details.conversationId` */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            clientId?: number;
            proskerId?: number;
          };
        };
      };
      responses: {
        /** @description Success */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Conversation'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/conversations/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One of the caller’s conversations: the other person, whether the caller may send, the jobs between them */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Conversation'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/conversations/{id}/attachments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send an image (`kind=image`: PNG, JPG or GIF up to 20 MB, kept as WebP with a thumb) or a PDF (`kind=file`, under 5 MB) as multipart `file`, with the form field `clientMessageId` */
    post: {
      parameters: {
        query: {
          kind: 'image' | 'file';
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Message'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/conversations/{id}/block': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Block the other person: no more messages either way until unblocked */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Conversation'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post?: never;
    /** Unblock the other person */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Conversation'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/conversations/{id}/messages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Messages, oldest first: the newest page, or the page before `before` (older), or the messages after `after` (catching up after a reconnect) */
    get: {
      parameters: {
        query?: {
          after?: number;
          before?: number;
          limit?: number;
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['MessagePage'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /** Send a text (plain text, at most 4,000 characters); the same `clientMessageId` again answers the stored message */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            body: string;
            clientMessageId: string;
          };
        };
      };
      responses: {
        /** @description Success */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Message'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/conversations/{id}/messages/{messageId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete one’s own message: its text and file are gone, both sides see it deleted */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          messageId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Message'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/conversations/{id}/read': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The caller has read up to `messageId`: the unread count drops, the other side sees "seen" */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            messageId: number;
          };
        };
      };
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ConversationRead'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/conversations/{id}/reports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Report the conversation to staff, who then may read it (one open report per person) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            reason: string;
          };
        };
      };
      responses: {
        /** @description Success */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ConversationReport'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/conversations/unread': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** How many of the caller’s conversations have unread messages (the header’s badge) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ChatUnread'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/divisions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Uruguay’s departments or Brazil’s states */
    get: {
      parameters: {
        query: {
          countryCode: 'UY' | 'BR';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: components['schemas']['Division'][];
            };
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/forgot-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mail a password reset link */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: email */
            email: string;
          };
        };
      };
      responses: {
        /** @description Success */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['MailSent'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/help-reasons': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Reasons to dispute a finished job */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: components['schemas']['JobReason'][];
            };
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign in by e-mail or phone number; answers the session token */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: email */
            email?: string;
            password: string;
            phoneNumber?: string;
            /** @enum {string} */
            region?: 'uy' | 'br';
          };
        };
      };
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['SessionToken'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign out: the token is refused afterwards everywhere */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description No content */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/notifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller’s notices, newest first, by pages before a notice id; with the unread count */
    get: {
      parameters: {
        query?: {
          before?: number;
          limit?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['NoticePage'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/notifications/{id}/read': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Marks one of the caller’s notices read (anyone else’s does not exist for them) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['NoticeUnread'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/notifications/read-all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Marks every notice of the caller read */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['NoticeUnread'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/notifications/unread': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** How many of the caller’s notices are unread */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['NoticeUnread'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/notifications/whatsapp-number': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether the caller’s phone number is confirmed for WhatsApp notices */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['WhatsAppNumber'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/notifications/whatsapp-number/code': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sends a code to the caller’s phone number by WhatsApp (a confirmed number answers as it is) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': Record<string, never>;
        };
      };
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['WhatsAppNumber'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/notifications/whatsapp-number/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Confirms the caller’s phone number with the code WhatsApp brought */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            code: string;
          };
        };
      };
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['WhatsAppNumber'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/openapi.json': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** This OpenAPI document */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': unknown;
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/plans': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Enabled plans of a region (free and premium periods), names in the request language */
    get: {
      parameters: {
        query: {
          region: 'uy' | 'br';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: components['schemas']['Plan'][];
            };
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/predefined-services': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The predefined services catalogue, optionally of one category (its slug in the region) */
    get: {
      parameters: {
        query?: {
          category?: string;
          region?: 'uy' | 'br';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: components['schemas']['PredefinedService'][];
            };
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/profiles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Search the visible proskers of one region by trade, name or words (keyset pages, most relevant first) */
    get: {
      parameters: {
        query?: {
          category?: string;
          cursor?: string;
          department?: string;
          limit?: number;
          minRating?: number;
          q?: string;
          region?: 'uy' | 'br';
          skill?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ProfileSearchPage'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/profiles/{proskerId}/slots': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A prosker’s free 1-hour slots on a date, morning (before 13:00) or afternoon, in their time zone */
    get: {
      parameters: {
        query: {
          date: string;
          half: 'morning' | 'afternoon';
        };
        header?: never;
        path: {
          proskerId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['FreeSlots'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/profiles/{query}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A public profile by username or id (its owner also sees completeness) */
    get: {
      parameters: {
        query?: {
          region?: 'uy' | 'br';
        };
        header?: never;
        path: {
          query: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ProfileDetail'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/profiles/{query}/media': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A profile’s photos and videos, newest first */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          query: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: components['schemas']['ProfileMediaItem'][];
            };
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/profiles/{query}/posts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A profile’s posts, newest first (keyset pages) */
    get: {
      parameters: {
        query?: {
          cursor?: string;
          limit?: number;
        };
        header?: never;
        path: {
          query: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: components['schemas']['ProfilePost'][];
              nextCursor: string | null;
            };
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/proskers/{id}/reviews': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A prosker’s reviews, newest first, with the rating summary */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ProskerReviews'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/proskers/{id}/services': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A prosker’s published services (none while the prosker is banned or closed) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: components['schemas']['Service'][];
            };
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/resend-verification': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send the verification mail again, its link carrying `next` (same answer for unknown e-mails) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: email */
            email: string;
            next?: string;
          };
        };
      };
      responses: {
        /** @description Success */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['MailSent'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reset-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Choose a new password with a reset link; every session ends */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            password: string;
            /** @enum {string} */
            passwordConfirmation: {
              type: 'ref';
              key: 'password';
            };
            token: string;
          };
        };
      };
      responses: {
        /** @description No content */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/seller/clients': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in prosker’s clients (who bought, booked or chatted), newest contact first, by pages, searched by name */
    get: {
      parameters: {
        query?: {
          page?: number;
          q?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['SellerClientPage'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/seller/clients/{id}/note': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Keep the prosker’s private note about one of their clients (an empty note removes it) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            note: string;
          };
        };
      };
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ClientNote'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/seller/home': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in prosker’s home: jobs waiting for them or their clients, this week’s jobs, unread chats, this month’s earnings with the next payouts, the setup checklist */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['SellerHome'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One published service of a prosker who can be hired, with `slotRequired` (buying it takes a free slot of their agenda) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ServiceDetail'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/{id}/buy': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Buy a service for a date and a morning or afternoon; when it requires an appointment and its prosker keeps an agenda (the service’s `slotRequired`), for one free slot of that half. With the address (`addressId` of one of the client’s addresses, or a new `address`, then saved to them), the `problem` and a contact `phone`, copied onto the job; a date whose slots are all taken is refused (EVENT_NO_TIME_AVAILABLE) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            address?: {
              city: string;
              country: string;
              /** @enum {string} */
              countryCode: 'UY' | 'BR';
              domicile: string;
              neighborhood?: string;
              postalCode: string;
              state: string;
            };
            addressId?: number;
            date: string;
            phone: string;
            price?: number;
            problem: string;
            /** @enum {string} */
            region?: 'uy' | 'br';
            slot?: string;
            /** @enum {string} */
            timeOfDay: 'morning' | 'afternoon';
          };
        };
      };
      responses: {
        /** @description Success */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Job'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services/{id}/calendar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The next weeks of a published service’s booking calendar from today (the region’s clock): each day open, closed, full or past, the halves on offer and, when bought by a slot of the prosker’s agenda, its free slots */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['BookingCalendar'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/signup': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create a client or prosker account; a verification mail is sent */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            birthDate: string;
            company?: string | null;
            /** Format: email */
            email: string;
            firstName: string;
            /** @enum {string} */
            language?: 'es' | 'en' | 'br';
            lastName: string;
            next?: string;
            password: string;
            /** @enum {string} */
            passwordConfirmation: {
              type: 'ref';
              key: 'password';
            };
            phoneNumber: string;
            /** @enum {string} */
            region?: 'uy' | 'br';
            /** @enum {boolean} */
            termsAccepted: true;
            /** @enum {string} */
            type: 'client' | 'prosker';
            username: string;
          };
        };
      };
      responses: {
        /** @description Success */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountEmail'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/skills': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Enabled skills (modalities), optionally of one category */
    get: {
      parameters: {
        query?: {
          category?: string;
          region?: 'uy' | 'br';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: components['schemas']['Skill'][];
            };
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/unsubscribe/{token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What an unsubscribe link turns off (a topic’s e-mails), changing nothing */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          token: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Unsubscribe'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /** Turns the link’s topic and channel off: the one-click unsubscribe of RFC 8058 (`List-Unsubscribe=One-Click`) and the page’s button */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          token: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': Record<string, never>;
        };
      };
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Unsubscribe'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user, with the fields the owner may see */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['OwnerUser'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/account': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Change e-mail, phone or password (needs the current password) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            currentPassword: string;
            /** Format: email */
            email?: string;
            newPassword?: string;
            newPasswordConfirmation?: string;
            phoneNumber?: string;
          };
        };
      };
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['OwnerUser'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/addresses': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user’s addresses, default first */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: components['schemas']['Address'][];
            };
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /** Add an address (the first one is the default) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            city: string;
            country: string;
            /** @enum {string} */
            countryCode: 'UY' | 'BR';
            domicile: string;
            isDefault?: boolean;
            neighborhood?: string;
            postalCode: string;
            state: string;
          };
        };
      };
      responses: {
        /** @description Success */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Address'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/addresses/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Edit an address */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            city: string;
            country: string;
            /** @enum {string} */
            countryCode: 'UY' | 'BR';
            domicile: string;
            isDefault?: boolean;
            neighborhood?: string;
            postalCode: string;
            state: string;
          };
        };
      };
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Address'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post?: never;
    /** Delete an address (the next one becomes the default) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description No content */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/banner-image': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Upload the banner image (multipart field `file`: PNG, JPG or GIF up to 20 MB) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ProfileImages'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/billing': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The user’s payments (made and received) with the fee each carried and the payout dates; refused or abandoned attempts apart */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['BillingHistory'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/categories': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** A prosker’s categories */
    put: {
      parameters: {
        query?: {
          region?: 'uy' | 'br';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            categoryIds: number[];
          };
        };
      };
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: components['schemas']['Category'][];
            };
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/close': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What closing the account would do: its open jobs, cancelled or keeping it open */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ClosingPreview'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /** Close the account: its open jobs cancelled (refused while a paid one is open), signed out everywhere, personal data anonymised */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            currentPassword: string;
          };
        };
      };
      responses: {
        /** @description No content */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/completeness': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user’s profile completeness and what is missing */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ProfileCompleteness'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Download everything the product keeps about the user (JSON) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountExport'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/favorites': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user’s favorite proskers, newest first */
    get: {
      parameters: {
        query?: {
          cursor?: string;
          region?: 'uy' | 'br';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: components['schemas']['ProfileCard'][];
              nextCursor: string | null;
            };
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /** Mark a prosker as favorite */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            userId: number;
          };
        };
      };
      responses: {
        /** @description Success */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              userId: number;
            };
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/favorites/{userId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Unmark a favorite */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          userId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description No content */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/jobs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The user’s jobs as client (orders) or as prosker, newest first (keyset pages) */
    get: {
      parameters: {
        query: {
          cursor?: string;
          role: 'client' | 'prosker';
          status?:
            | 'offered'
            | 'new'
            | 'paymentRequired'
            | 'readyToExecute'
            | 'inProgress'
            | 'proskerComplete'
            | 'complete'
            | 'clientRejected'
            | 'rejected'
            | 'proskerCancel'
            | 'clientCancel'
            | 'staffCancel'
            | 'withdrawn';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: components['schemas']['JobListItem'][];
              nextCursor: string | null;
            };
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /** The prosker offers a job to a client: the other person of one of their conversations (`conversationId`) or a client they have a conversation or a job with (`clientId`); anyone else is refused (OFFER_NO_RELATION). When: a `date` and `timeOfDay` (with an optional `hour` within it), or `startDate` and `endDate`. The job waits as `offered` for the client, and its card is posted in their conversation */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            categoryId?: number;
            clientId?: number;
            conversationId?: number;
            cost?: number;
            date?: string;
            description: string;
            /** Format: date-time */
            endDate?: string;
            hour?: string;
            price: number;
            requiresAppointment?: boolean;
            requiresPayment: boolean;
            /** Format: date-time */
            startDate?: string;
            /** @enum {string} */
            timeOfDay?: 'morning' | 'afternoon';
            title: string;
          };
        };
      };
      responses: {
        /** @description Success */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Job'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/jobs/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A job of the user with its history, review and the actions allowed now */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['JobDetail'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    /** The prosker edits a job its client has not answered (title, description, price, cost, dates): an offer, whose client is told the new terms, or a booking while new, whose price and dates stay as the client booked them (JOB_TERMS_AGREED); its image goes through PUT …/image */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            cost?: number;
            description: string;
            /** Format: date-time */
            endDate: string;
            price: number;
            /** Format: date-time */
            startDate: string;
            title: string;
          };
        };
      };
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Job'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/jobs/{id}/actions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Move a job: the client accepts or declines an offer (acceptOffer, declineOffer) and its prosker withdraws it (withdrawOffer); accept, decline, start, finish, confirm, dispute, redo or cancel; accepting a half-day booking takes the `hour` agreed (HH:MM within its half, on the half hour); accepting an offer may say where it is done (`addressId` of one of the client’s addresses, or a new `address`, then saved to them) and a contact `phone`, copied onto the job */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            action:
              | 'acceptOffer'
              | 'declineOffer'
              | 'withdrawOffer'
              | 'accept'
              | 'decline'
              | 'start'
              | 'finish'
              | 'confirm'
              | 'dispute'
              | 'redo'
              | 'proskerCancel'
              | 'clientCancel';
            address?: {
              city: string;
              country: string;
              /** @enum {string} */
              countryCode: 'UY' | 'BR';
              domicile: string;
              neighborhood?: string;
              postalCode: string;
              state: string;
            };
            addressId?: number;
            comment?: string;
            hour?: string;
            phone?: string;
            reasonId?: number;
          };
        };
      };
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Job'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/jobs/{id}/image': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** The prosker uploads the image of a job while it is new (multipart field `file`: PNG, JPG or GIF up to 20 MB, kept as a 1200 px WebP with a 320×320 `thumb.webp` beside it) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Job'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post?: never;
    /** The prosker removes the image of a job while it is new */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Job'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/jobs/{id}/payment': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The client pays a job with a card token made in the browser */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            cardToken: string;
            identification: {
              number: string;
              type: string;
            };
            installments: number;
            issuerId?: string;
            paymentMethodId: string;
          };
        };
      };
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['JobPayment'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/jobs/{id}/photos': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The client adds a photo of the problem to their job while it is new, up to 3 (multipart field `file`: PNG, JPG or GIF up to 20 MB, kept as a 1200 px WebP with a 320×320 `thumb.webp` beside it) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Job'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/jobs/{id}/photos/{position}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** The client removes a photo of the problem (1 for the first) while the job is new */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          position: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Job'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/jobs/{id}/receipt': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The receipt of a paid job as a PDF, in the request language, for its client and its prosker (with the fee applied) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/pdf': string;
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/jobs/{id}/review': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The client rates a completed job, 1 to 5 with a text, once, from the job’s day on */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            rating: number;
            text: string;
          };
        };
      };
      responses: {
        /** @description Success */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['JobReview'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/media/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Remove a photo or video from the gallery */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description No content */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/media/images': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Add a photo to the gallery (multipart field `file`) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ProfileMediaItem'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/media/videos': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Add an MP4 video to the gallery (multipart field `file`, up to 20 MB) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ProfileMediaItem'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/notifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Notification preferences per topic and channel */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            chat?: {
              email: boolean;
              whatsapp: boolean;
            };
            job?: {
              email: boolean;
              whatsapp: boolean;
            };
            payment?: {
              email: boolean;
              whatsapp: boolean;
            };
            subscription?: {
              email: boolean;
              whatsapp: boolean;
            };
            user?: {
              email: boolean;
              whatsapp: boolean;
            };
          };
        };
      };
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['OwnerUser'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/payment-account': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether the user’s Mercado Pago account is linked (never a token) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['PaymentAccountStatus'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    /** Unlink the Mercado Pago account */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description No content */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/payment-account/authorization': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Start linking: the Mercado Pago authorization address for the region */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            region: 'uy' | 'br';
          };
        };
      };
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              url: string;
            };
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/payment-account/callback': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Finish linking with the code and state Mercado Pago sent back */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            code: string;
            state: string;
          };
        };
      };
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['PaymentAccountStatus'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/posts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Publish a post on the prosker’s profile */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            content: string;
            title: string;
          };
        };
      };
      responses: {
        /** @description Success */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ProfilePost'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/posts/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete one of the signed-in user’s posts */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description No content */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/posts/{id}/attachment': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Attach a photo (PNG, JPG or GIF up to 20 MB), an MP4 video (up to 20 MB) or a PDF file (under 5 MB) to one of the signed-in user’s posts (multipart field `file`); a post carries one of each kind, and this replaces the previous one of the same kind */
    put: {
      parameters: {
        query: {
          kind: 'image' | 'video' | 'file';
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ProfilePost'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post?: never;
    /** Remove the photo, the video or the file (`kind`) of one of the signed-in user’s posts */
    delete: {
      parameters: {
        query: {
          kind: 'image' | 'video' | 'file';
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ProfilePost'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/privacy': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** What the public profile shows */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            showCompany: boolean;
            showEmail: boolean;
            showLastLogin: boolean;
            showPhone: boolean;
          };
        };
      };
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['OwnerUser'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/profile': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Edit the profile */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            birthDate: string;
            company?: string | null;
            description?: string | null;
            firstName: string;
            identificationNumber?: string | null;
            /** @enum {string|null} */
            identificationType?: 'CI' | 'Otro' | 'CPF' | 'CNPJ' | null;
            /** @enum {string} */
            language?: 'es' | 'en' | 'br';
            lastName: string;
            phoneNumber: string;
            /** @enum {string} */
            region?: 'uy' | 'br';
          };
        };
      };
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['OwnerUser'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/profile-image': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Upload the profile image (multipart field `file`: PNG, JPG or GIF up to 20 MB) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ProfileImages'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/services': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The prosker’s own services, disabled ones included */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: components['schemas']['Service'][];
            };
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /** Publish a service (whole price above 150 in the region’s currency) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            categoryId: number;
            description: string;
            predefinedServiceId?: number;
            price: number;
            requiresAppointment: boolean;
            requiresPayment: boolean;
            title: string;
          };
        };
      };
      responses: {
        /** @description Success */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Service'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/services/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Change an own published service: description, price (whole, above 150), appointment and payment; its image through PUT …/image. Jobs already bought keep what they bought */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            description: string;
            price: number;
            requiresAppointment: boolean;
            requiresPayment: boolean;
          };
        };
      };
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Service'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post?: never;
    /** Withdraw a service (jobs already bought keep their copy) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description No content */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/services/{id}/image': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Upload the image of an own service (multipart field `file`: PNG, JPG or GIF up to 20 MB, kept as a 1200 px WebP with a 320×320 `thumb.webp` beside it) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Service'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post?: never;
    /** Remove the image of an own service */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Service'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/skills': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** A prosker’s skills (modalities) */
    put: {
      parameters: {
        query?: {
          region?: 'uy' | 'br';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            skillIds: number[];
          };
        };
      };
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: components['schemas']['Skill'][];
            };
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/subscription': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The user’s current subscription (active or paused, else the last cancelled), or null */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['CurrentSubscription'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/subscriptions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Choose a premium plan: a pending subscription to pay on its checkout screen */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            planId: number;
          };
        };
      };
      responses: {
        /** @description Success */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Subscription'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/subscriptions/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One of the user’s subscriptions */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Subscription'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/subscriptions/{id}/checkout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Pay a pending subscription with a card token made in the browser; a plan of 3, 6 or 12 months may pay its first period in installments (a second token) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            cardToken: string;
            couponCode?: string;
            installments?: number;
            issuerId?: string;
            paymentCardToken?: string;
            paymentMethodId?: string;
          };
        };
      };
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Subscription'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/subscriptions/{id}/quote': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** What the checkout will charge: trial, coupon discount and total (uses nothing up) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            couponCode?: string;
          };
        };
      };
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['SubscriptionQuote'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/subscriptions/{id}/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Pause, resume or cancel the subscription */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            action: 'pause' | 'resume' | 'cancel';
          };
        };
      };
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Subscription'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Public profiles by id or username (`filters=id=5`): what the profile shows, hidden profiles only to their owner */
    get: {
      parameters: {
        query: {
          filters: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: components['schemas']['PublicUser'][];
            };
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/verify-email': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Follow a verification link (new account or changed e-mail); in the browser that signed up, within an hour of the mail, it also answers a session token */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            token: string;
          };
        };
      };
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['VerifiedEmail'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/webhooks/mercadopago': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mercado Pago notifications (signed with x-signature; the resource is re-read) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': Record<string, never>;
        };
      };
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              duplicate: boolean;
              received: boolean;
            };
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/webhooks/whatsapp': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** WhatsApp webhook subscription check: answers `hub.challenge` to the right token */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': string;
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /** WhatsApp message statuses (signed with X-Hub-Signature-256) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': Record<string, never>;
        };
      };
      responses: {
        /** @description Success */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['WhatsAppWebhookReceipt'];
          };
        };
        /** @description An error */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    AccountEmail: {
      email: string;
    };
    AccountExport: {
      account: components['schemas']['OwnerUser'];
      addresses: unknown;
      agendaEvents: unknown;
      agendaHours: unknown;
      conversations: unknown;
      /** Format: date-time */
      exportedAt: string;
      favourites: unknown;
      jobs: unknown;
      media: unknown;
      messages: {
        attachmentUrl: string | null;
        body: string | null;
        conversationId: number;
        /** Format: date-time */
        createdAt: string;
        deleted: boolean;
        id: number;
      }[];
      notices: unknown;
      notificationSettings: unknown;
      paymentAccount: unknown;
      payments: unknown;
      posts: unknown;
      reviewsGiven: unknown;
      reviewsReceived: unknown;
      services: unknown;
      sessions: {
        /** Format: date-time */
        created_at: string;
        /** Format: date-time */
        expires_at: string;
        ip: string | null;
        /** Format: date-time */
        revoked_at: string | null;
        user_agent: string | null;
      }[];
      socialAccounts: {
        /** Format: date-time */
        created_at: string;
        email: string | null;
        provider: string;
      }[];
      subscriptions: unknown;
      trades: unknown;
      whatsappNumber: {
        /** Format: date-time */
        confirmedAt: string | null;
        number: string;
      } | null;
    };
    Address: {
      city: string;
      country: string;
      /** @enum {string} */
      countryCode: 'UY' | 'BR';
      domicile: string;
      id: number;
      isDefault: boolean;
      neighborhood: string | null;
      postalCode: string;
      state: string;
    };
    AgendaAvailability: {
      bookable: boolean;
      days: components['schemas']['AgendaWeekDay'][];
      /** @enum {string|null} */
      setBy: 'prosker' | 'usual' | null;
      timeZone: string;
    };
    AgendaEvent: {
      clientEmail: string | null;
      clientId: number | null;
      clientName: string;
      clientPhone: string | null;
      comments: string | null;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      endsAt: string;
      id: number;
      jobId: number | null;
      proskerEmail: string | null;
      proskerId: number;
      proskerName: string;
      proskerPhone: string | null;
      /** @enum {string} */
      role: 'prosker' | 'client';
      /** Format: date-time */
      startsAt: string;
      /** @enum {string} */
      status: 'pending' | 'approved' | 'rejected';
      /** Format: date-time */
      updatedAt: string;
    };
    AgendaJob: {
      clientId: number;
      clientName: string;
      /** Format: date-time */
      endsAt: string;
      eventId: number | null;
      id: number;
      paid: boolean;
      /** Format: date-time */
      startsAt: string;
      /** @enum {string} */
      status:
        | 'offered'
        | 'new'
        | 'paymentRequired'
        | 'readyToExecute'
        | 'inProgress'
        | 'proskerComplete'
        | 'complete'
        | 'clientRejected'
        | 'rejected'
        | 'proskerCancel'
        | 'clientCancel'
        | 'staffCancel'
        | 'withdrawn';
      /** @enum {string|null} */
      timeOfDay: 'morning' | 'afternoon' | null;
      title: string;
    };
    AgendaPrivateEvent: {
      /** @enum {string} */
      code: 'EVENT_PRIVATE';
      /** Format: date-time */
      endsAt: string;
      id: number;
      label: string;
      /** @enum {boolean} */
      private: true;
      /** Format: date-time */
      startsAt: string;
    };
    AgendaSpecialDate: {
      closed: boolean;
      /** Format: date */
      date: string;
      ranges: components['schemas']['AgendaTimeRange'][];
    };
    AgendaTimeRange: {
      from: string;
      to: string;
    };
    AgendaWeekDay: {
      open: boolean;
      ranges: components['schemas']['AgendaTimeRange'][];
      weekday: number;
    };
    AppConfig: {
      backofficeUrl: string;
    };
    BillingConfig: {
      apiUrl: string;
      emulator: boolean;
      publicKey: string;
    };
    BillingEntry: {
      amount: number;
      /** Format: date-time */
      createdAt: string;
      /** @enum {string} */
      currency: 'UYU' | 'BRL';
      fee: number | null;
      feeBps: number | null;
      id: number;
      jobId: number | null;
      /** @enum {string} */
      kind: 'job' | 'subscription';
      net: number | null;
      /** Format: date-time */
      paidAt: string | null;
      /** Format: date-time */
      payoutAt: string | null;
      refunded: number;
      /** @enum {string} */
      role: 'paid' | 'received';
      /** @enum {string} */
      status: 'pendingPayment' | 'paid' | 'rejected' | 'refunded' | 'cancelled' | 'duplicate';
      subscriptionId: number | null;
      vatBps: number | null;
    };
    BillingHistory: {
      attempts: components['schemas']['BillingEntry'][];
      data: components['schemas']['BillingEntry'][];
    };
    BlogPost: {
      author: string | null;
      fallback: boolean;
      html: string;
      image: string | null;
      /** @enum {string} */
      language: 'es' | 'en' | 'br';
      /** Format: date-time */
      publishedAt: string;
      readingMinutes: number;
      slug: string;
      summary: string;
      tags: string[];
      title: string;
      /** Format: date-time */
      updatedAt: string;
    };
    BlogPostPage: {
      items: components['schemas']['BlogPostSummary'][];
      nextCursor: string | null;
    };
    BlogPostSummary: {
      author: string | null;
      fallback: boolean;
      image: string | null;
      /** @enum {string} */
      language: 'es' | 'en' | 'br';
      /** Format: date-time */
      publishedAt: string;
      readingMinutes: number;
      slug: string;
      summary: string;
      tags: string[];
      title: string;
    };
    BookingCalendar: {
      bySlot: boolean;
      days: components['schemas']['BookingCalendarDay'][];
      serviceId: number;
      timeZone: string;
    };
    BookingCalendarDay: {
      /** Format: date */
      date: string;
      halves: ('morning' | 'afternoon')[];
      slots: components['schemas']['BookingSlot'][];
      /** @enum {string} */
      status: 'open' | 'closed' | 'full' | 'past';
    };
    BookingSlot: {
      /** Format: date-time */
      endsAt: string;
      /** Format: date-time */
      startsAt: string;
      time: string;
    };
    Category: {
      icon: string | null;
      id: number;
      isDefault: boolean;
      name: string;
      names: {
        br: string;
        en: string;
        es: string;
      };
      slug: string;
      slugs: {
        br: string;
        uy: string;
      };
    };
    CategoryWithSkills: {
      icon: string | null;
      id: number;
      isDefault: boolean;
      name: string;
      names: {
        br: string;
        en: string;
        es: string;
      };
      skills: components['schemas']['Skill'][];
      slug: string;
      slugs: {
        br: string;
        uy: string;
      };
    };
    ChatPerson: {
      firstName: string;
      id: number;
      lastName: string;
      photo: string | null;
      /** @enum {string} */
      state: 'active' | 'banned' | 'closed';
      username: string;
    };
    ChatUnread: {
      conversations: number;
    };
    ClientNote: {
      clientId: number;
      note: string | null;
      /** Format: date-time */
      updatedAt: string | null;
    };
    ClosingPreview: {
      canClose: boolean;
      jobs: {
        currency: string;
        id: number;
        price: number;
        refusal: string | null;
        refusalText: string | null;
        /** @enum {string} */
        role: 'client' | 'prosker';
        /** Format: date-time */
        startDate: string;
        status: string;
        title: string;
      }[];
    };
    ContactReceipt: {
      received: boolean;
    };
    ContentPage: {
      /** Format: date */
      effectiveOn: string | null;
      fallback: boolean;
      html: string;
      /** @enum {string} */
      language: 'es' | 'en' | 'br';
      partners: components['schemas']['ContentPerson'][];
      slug: string;
      summary: string;
      team: components['schemas']['ContentPerson'][];
      title: string;
      /** Format: date-time */
      updatedAt: string;
      version: string | null;
    };
    ContentPerson: {
      fallback: boolean;
      html: string;
      image: string | null;
      /** @enum {string} */
      language: 'es' | 'en' | 'br';
      link: string | null;
      slug: string;
      summary: string;
      title: string;
    };
    Conversation: {
      blockedByMe: boolean;
      canSend: boolean;
      id: number;
      jobs: components['schemas']['ConversationJob'][];
      /** @enum {string} */
      kind: 'direct' | 'support';
      /** Format: date-time */
      lastMessageAt: string;
      other: components['schemas']['ChatPerson'];
      otherLastReadMessageId: number;
      /** @enum {string|null} */
      refusal: 'blockedByMe' | 'blockedByOther' | 'otherBanned' | 'otherClosed' | null;
      /** @enum {string} */
      role: 'client' | 'prosker';
      unread: number;
    };
    ConversationJob: {
      id: number;
      /** Format: date-time */
      startDate: string;
      /** @enum {string} */
      status:
        | 'offered'
        | 'new'
        | 'paymentRequired'
        | 'readyToExecute'
        | 'inProgress'
        | 'proskerComplete'
        | 'complete'
        | 'clientRejected'
        | 'rejected'
        | 'proskerCancel'
        | 'clientCancel'
        | 'staffCancel'
        | 'withdrawn';
      title: string;
    };
    ConversationPage: {
      data: components['schemas']['ConversationSummary'][];
      nextCursor: string | null;
    };
    ConversationRead: {
      lastReadMessageId: number;
      unread: number;
    };
    ConversationReport: {
      conversationId: number;
      /** Format: date-time */
      createdAt: string;
      id: number;
      /** @enum {string} */
      status: 'open' | 'dismissed' | 'banned';
    };
    ConversationSummary: {
      id: number;
      /** @enum {string} */
      kind: 'direct' | 'support';
      lastMessage: components['schemas']['Message'] | null;
      /** Format: date-time */
      lastMessageAt: string;
      other: components['schemas']['ChatPerson'];
      /** @enum {string} */
      role: 'client' | 'prosker';
      unread: number;
    };
    CurrentSubscription: {
      premium: boolean;
      subscription: components['schemas']['Subscription'] | null;
    };
    Division: {
      code: string;
      name: string;
    };
    Error: {
      error: {
        code: string;
        details?: Record<string, never>;
        message: string;
      };
    };
    Faq: {
      entries: components['schemas']['FaqEntry'][];
    };
    FaqEntry: {
      fallback: boolean;
      html: string;
      /** @enum {string} */
      language: 'es' | 'en' | 'br';
      section: string;
      slug: string;
      summary: string;
      text: string;
      title: string;
    };
    FreeSlot: {
      /** Format: date-time */
      endsAt: string;
      /** Format: date-time */
      startsAt: string;
      time: string;
    };
    FreeSlots: {
      closed: boolean;
      data: components['schemas']['FreeSlot'][];
      /** Format: date */
      date: string;
      /** @enum {string} */
      half: 'morning' | 'afternoon';
      proskerId: number;
      timeZone: string;
    };
    Job: {
      actions: (
        | 'acceptOffer'
        | 'declineOffer'
        | 'withdrawOffer'
        | 'accept'
        | 'decline'
        | 'confirmPayment'
        | 'start'
        | 'finish'
        | 'confirm'
        | 'dispute'
        | 'redo'
        | 'resolve'
        | 'proskerCancel'
        | 'clientCancel'
        | 'staffCancel'
        | 'autoComplete'
      )[];
      address: components['schemas']['JobAddress'] | null;
      area: {
        city: string;
        state: string;
      } | null;
      cancellationNote: string | null;
      cancellationReasonId: number | null;
      categoryId: number | null;
      clientId: number;
      contactHidden: boolean;
      contactPhone: string | null;
      cost: number | null;
      /** Format: date-time */
      createdAt: string;
      /** @enum {string} */
      currency: 'UYU' | 'BRL';
      /** Format: date */
      dayAhead: string | null;
      description: string;
      /** Format: date-time */
      endDate: string;
      helpNote: string | null;
      helpReasonId: number | null;
      hourAgreed: boolean;
      id: number;
      image: string | null;
      price: number;
      problem: string | null;
      problemPhotos: string[];
      proskerId: number;
      requiresAppointment: boolean;
      requiresPayment: boolean;
      /** @enum {string} */
      role: 'client' | 'prosker';
      serviceId: number | null;
      /** Format: date-time */
      startDate: string;
      /** @enum {string} */
      status:
        | 'offered'
        | 'new'
        | 'paymentRequired'
        | 'readyToExecute'
        | 'inProgress'
        | 'proskerComplete'
        | 'complete'
        | 'clientRejected'
        | 'rejected'
        | 'proskerCancel'
        | 'clientCancel'
        | 'staffCancel'
        | 'withdrawn';
      /** @enum {string|null} */
      timeOfDay: 'morning' | 'afternoon' | null;
      title: string;
      /** Format: date-time */
      updatedAt: string;
    };
    JobAddress: {
      city: string;
      country: string;
      countryCode: string;
      domicile: string;
      neighborhood: string | null;
      postalCode: string;
      state: string;
    };
    JobDetail: {
      actions: (
        | 'acceptOffer'
        | 'declineOffer'
        | 'withdrawOffer'
        | 'accept'
        | 'decline'
        | 'confirmPayment'
        | 'start'
        | 'finish'
        | 'confirm'
        | 'dispute'
        | 'redo'
        | 'resolve'
        | 'proskerCancel'
        | 'clientCancel'
        | 'staffCancel'
        | 'autoComplete'
      )[];
      address: components['schemas']['JobAddress'] | null;
      area: {
        city: string;
        state: string;
      } | null;
      cancellationNote: string | null;
      cancellationReasonId: number | null;
      categoryId: number | null;
      client: components['schemas']['JobParty'] | null;
      clientId: number;
      contactHidden: boolean;
      contactPhone: string | null;
      cost: number | null;
      /** Format: date-time */
      createdAt: string;
      /** @enum {string} */
      currency: 'UYU' | 'BRL';
      /** Format: date */
      dayAhead: string | null;
      description: string;
      /** Format: date-time */
      endDate: string;
      fee: components['schemas']['JobFee'] | null;
      helpNote: string | null;
      helpReasonId: number | null;
      history: components['schemas']['JobHistoryEntry'][];
      hourAgreed: boolean;
      id: number;
      image: string | null;
      paid: components['schemas']['JobPaid'] | null;
      /** @enum {string|null} */
      payment: 'processing' | 'paid' | null;
      price: number;
      problem: string | null;
      problemPhotos: string[];
      prosker: components['schemas']['JobParty'] | null;
      proskerId: number;
      refunds: components['schemas']['JobRefund'][];
      requiresAppointment: boolean;
      requiresPayment: boolean;
      review: {
        rating: number;
        text: string;
      } | null;
      /** @enum {string} */
      role: 'client' | 'prosker';
      serviceId: number | null;
      /** Format: date-time */
      startDate: string;
      /** @enum {string} */
      status:
        | 'offered'
        | 'new'
        | 'paymentRequired'
        | 'readyToExecute'
        | 'inProgress'
        | 'proskerComplete'
        | 'complete'
        | 'clientRejected'
        | 'rejected'
        | 'proskerCancel'
        | 'clientCancel'
        | 'staffCancel'
        | 'withdrawn';
      /** @enum {string|null} */
      timeOfDay: 'morning' | 'afternoon' | null;
      title: string;
      /** Format: date-time */
      updatedAt: string;
    };
    JobFee: {
      applied: boolean;
      fee: number;
      feeBps: number;
      net: number;
      refunded: number;
      vatBps: number;
    };
    JobHistoryEntry: {
      action: string;
      /** @enum {string} */
      actor: 'client' | 'prosker' | 'staff' | 'system';
      /** Format: date-time */
      at: string;
      comment: string | null;
      /** @enum {string|null} */
      from:
        | 'offered'
        | 'new'
        | 'paymentRequired'
        | 'readyToExecute'
        | 'inProgress'
        | 'proskerComplete'
        | 'complete'
        | 'clientRejected'
        | 'rejected'
        | 'proskerCancel'
        | 'clientCancel'
        | 'staffCancel'
        | 'withdrawn'
        | null;
      id: number;
      /** @enum {string} */
      to:
        | 'offered'
        | 'new'
        | 'paymentRequired'
        | 'readyToExecute'
        | 'inProgress'
        | 'proskerComplete'
        | 'complete'
        | 'clientRejected'
        | 'rejected'
        | 'proskerCancel'
        | 'clientCancel'
        | 'staffCancel'
        | 'withdrawn';
    };
    JobListItem: {
      actions: (
        | 'acceptOffer'
        | 'declineOffer'
        | 'withdrawOffer'
        | 'accept'
        | 'decline'
        | 'confirmPayment'
        | 'start'
        | 'finish'
        | 'confirm'
        | 'dispute'
        | 'redo'
        | 'resolve'
        | 'proskerCancel'
        | 'clientCancel'
        | 'staffCancel'
        | 'autoComplete'
      )[];
      address: components['schemas']['JobAddress'] | null;
      area: {
        city: string;
        state: string;
      } | null;
      cancellationNote: string | null;
      cancellationReasonId: number | null;
      categoryId: number | null;
      clientId: number;
      contactHidden: boolean;
      contactPhone: string | null;
      cost: number | null;
      counterpart: {
        firstName: string;
        id: number;
        lastName: string;
      } | null;
      /** Format: date-time */
      createdAt: string;
      /** @enum {string} */
      currency: 'UYU' | 'BRL';
      /** Format: date */
      dayAhead: string | null;
      description: string;
      /** Format: date-time */
      endDate: string;
      helpNote: string | null;
      helpReasonId: number | null;
      hourAgreed: boolean;
      id: number;
      image: string | null;
      price: number;
      problem: string | null;
      problemPhotos: string[];
      proskerId: number;
      requiresAppointment: boolean;
      requiresPayment: boolean;
      /** @enum {string} */
      role: 'client' | 'prosker';
      serviceId: number | null;
      /** Format: date-time */
      startDate: string;
      /** @enum {string} */
      status:
        | 'offered'
        | 'new'
        | 'paymentRequired'
        | 'readyToExecute'
        | 'inProgress'
        | 'proskerComplete'
        | 'complete'
        | 'clientRejected'
        | 'rejected'
        | 'proskerCancel'
        | 'clientCancel'
        | 'staffCancel'
        | 'withdrawn';
      /** @enum {string|null} */
      timeOfDay: 'morning' | 'afternoon' | null;
      title: string;
      /** Format: date-time */
      updatedAt: string;
    };
    JobPaid: {
      amount: number;
      /** @enum {string} */
      currency: 'UYU' | 'BRL';
      installments: number | null;
      mpPaymentId: number | null;
      /** Format: date-time */
      paidAt: string;
      paymentId: number;
      paymentMethodId: string | null;
      /** Format: date-time */
      refundedAt: string | null;
      /** @enum {string} */
      status: 'paid' | 'refunded';
    };
    JobParty: {
      firstName: string;
      id: number;
      lastName: string;
      username: string;
    };
    JobPayment: {
      amount: number;
      fee: number;
      mpStatus: string;
      paymentId: number;
      /** @enum {string} */
      status: 'pendingPayment' | 'paid';
    };
    JobReason: {
      id: number;
      name: string;
    };
    JobRefund: {
      amount: number;
      /** Format: date-time */
      at: string;
      id: number;
    };
    JobReview: {
      jobId: number;
      rating: number;
      text: string;
    };
    LegalDocument: {
      /** Format: date */
      effectiveOn: string | null;
      slug: string;
      title: string;
      version: string;
    };
    LinkedPaymentAccount: {
      /** @enum {boolean} */
      linked: true;
      /** Format: date-time */
      linkedAt: string;
      liveMode: boolean;
      mercadoPagoUserId: number;
      /** @enum {string} */
      region: 'uy' | 'br';
    };
    MailSent: {
      sent: boolean;
    };
    Message: {
      attachment: components['schemas']['MessageAttachment'] | null;
      body: string | null;
      clientMessageId: string;
      conversationId: number;
      /** Format: date-time */
      createdAt: string;
      deleted: boolean;
      fromSupport: boolean;
      id: number;
      jobId: number | null;
      offer: components['schemas']['OfferCard'] | null;
      senderId: number;
    };
    MessageAttachment: {
      bytes: number;
      height: number | null;
      /** @enum {string} */
      kind: 'image' | 'file';
      mime: string;
      thumbUrl: string | null;
      url: string;
      width: number | null;
    };
    MessagePage: {
      data: components['schemas']['Message'][];
      hasNewer: boolean;
      hasOlder: boolean;
    };
    Notice: {
      body: string;
      /** Format: date-time */
      createdAt: string;
      id: number;
      /** @enum {string} */
      kind:
        | 'jobRequested'
        | 'jobBooked'
        | 'jobOffered'
        | 'offerAccepted'
        | 'offerDeclined'
        | 'offerWithdrawn'
        | 'offerChanged'
        | 'jobAccepted'
        | 'jobPaymentRequired'
        | 'jobDeclined'
        | 'jobPaid'
        | 'jobPaidProsker'
        | 'jobStarted'
        | 'jobFinished'
        | 'jobCompleted'
        | 'jobCancelled'
        | 'jobCancelledByStaff'
        | 'jobRefunded'
        | 'jobRefundedProsker'
        | 'jobDisputed'
        | 'jobDisputeResolved'
        | 'jobResumed'
        | 'jobReviewed'
        | 'jobReminder'
        | 'clientReminder'
        | 'reviewRequest'
        | 'eventApproved'
        | 'eventRejected'
        | 'trialEnding'
        | 'subscriptionRenewed'
        | 'subscriptionRenewalFailed'
        | 'subscriptionPaused'
        | 'subscriptionResumed'
        | 'subscriptionCancelled'
        | 'paymentLinkFailing'
        | 'welcome'
        | 'passwordChanged'
        | 'emailChanged'
        | 'accountClosed'
        | 'chatMessages'
        | 'supportMessage'
        | 'serviceWithdrawn';
      link: string;
      read: boolean;
      title: string;
      /** @enum {string} */
      topic: 'subscription' | 'chat' | 'job' | 'user' | 'payment';
    };
    NoticePage: {
      data: components['schemas']['Notice'][];
      hasMore: boolean;
      unread: number;
    };
    NoticeUnread: {
      unread: number;
    };
    NotificationSettings: {
      chat: {
        email: boolean;
        whatsapp: boolean;
      };
      job: {
        email: boolean;
        whatsapp: boolean;
      };
      payment: {
        email: boolean;
        whatsapp: boolean;
      };
      subscription: {
        email: boolean;
        whatsapp: boolean;
      };
      user: {
        email: boolean;
        whatsapp: boolean;
      };
    };
    OfferCard: {
      currency: string;
      description: string;
      jobId: number;
      price: number;
      requiresPayment: boolean;
      /** Format: date-time */
      startDate: string;
      /** @enum {string} */
      status:
        | 'offered'
        | 'new'
        | 'paymentRequired'
        | 'readyToExecute'
        | 'inProgress'
        | 'proskerComplete'
        | 'complete'
        | 'clientRejected'
        | 'rejected'
        | 'proskerCancel'
        | 'clientCancel'
        | 'staffCancel'
        | 'withdrawn';
      /** @enum {string|null} */
      timeOfDay: 'morning' | 'afternoon' | null;
      title: string;
    };
    OwnerUser: {
      addresses: components['schemas']['Address'][];
      banner_img: string | null;
      /** Format: date */
      birthDate: string | null;
      category_name: string[];
      company: string | null;
      /** Format: date-time */
      createdAt: string;
      description: string | null;
      email: string;
      emailVerified: boolean;
      firstName: string;
      id: number;
      identificationNumber: string | null;
      /** @enum {string|null} */
      identificationType: 'CI' | 'Otro' | 'CPF' | 'CNPJ' | null;
      isTestUser: boolean;
      /** @enum {string} */
      language: 'es' | 'en' | 'br';
      /** Format: date-time */
      lastLoginAt: string | null;
      lastName: string;
      notifications: components['schemas']['NotificationSettings'];
      paymentAccountLinked: boolean;
      pendingEmail: string | null;
      phoneNumber: string | null;
      privacy: components['schemas']['PrivacySettings'];
      profile_img: string | null;
      /** @enum {string} */
      region: 'uy' | 'br';
      /** @enum {string} */
      role: 'client' | 'prosker';
      skill_name: string[];
      type_user: number;
      username: string;
    };
    PaymentAccountStatus:
      | {
          /** @enum {boolean} */
          linked: false;
        }
      | components['schemas']['LinkedPaymentAccount'];
    PendingLegal: {
      documents: components['schemas']['LegalDocument'][];
    };
    Plan: {
      /** @enum {string} */
      currency: 'UYU' | 'BRL';
      id: number;
      inclusions: string[];
      name: string;
      /** @enum {string} */
      period: 'monthly' | 'quarterly' | 'halfYearly' | 'annual';
      popular: boolean;
      premium: boolean;
      price: number;
      /** @enum {string} */
      region: 'uy' | 'br';
    };
    PostAttachment: {
      /** @enum {string} */
      kind: 'image' | 'video' | 'file';
      name?: string;
      size?: number;
      thumbUrl?: string;
      url: string;
    };
    PredefinedService: {
      category: string;
      categoryId: number;
      id: number;
      requiresAppointment: boolean;
      title: string;
    };
    PrivacySettings: {
      showCompany: boolean;
      showEmail: boolean;
      showLastLogin: boolean;
      showPhone: boolean;
    };
    ProfileCard: {
      categories: {
        name: string;
        slug: string;
      }[];
      countryCode: string | null;
      department: string | null;
      firstName: string;
      id: number;
      isPremium: boolean;
      jobsDone: number;
      lastName: string;
      priceFrom: number | null;
      profileImg: string | null;
      ratingAvg: number;
      ratingCount: number;
      /** @enum {string} */
      region: 'uy' | 'br';
      replyMinutes: number | null;
      skills: {
        name: string;
        slug: string;
      }[];
      username: string;
    };
    ProfileCompleteness: {
      missing: (
        | 'profileImage'
        | 'names'
        | 'categories'
        | 'skills'
        | 'bannerImage'
        | 'addresses'
        | 'paymentAccount'
      )[];
      percent: number;
      visible: boolean;
    };
    ProfileDetail: {
      bannerImg: string | null;
      categories: {
        name: string;
        slug: string;
      }[];
      company: string | null;
      completeness?: components['schemas']['ProfileCompleteness'];
      countryCode: string | null;
      /** Format: date-time */
      createdAt: string;
      department: string | null;
      description: string | null;
      firstName: string;
      id: number;
      isPremium: boolean;
      jobsDone: number;
      lastName: string;
      priceFrom: number | null;
      profileImg: string | null;
      ratingAvg: number;
      ratingCount: number;
      /** @enum {string} */
      region: 'uy' | 'br';
      replyMinutes: number | null;
      skills: {
        name: string;
        slug: string;
      }[];
      username: string;
    };
    ProfileImages: {
      bannerImg: string | null;
      profileImg: string | null;
    };
    ProfileMediaItem: {
      /** Format: date-time */
      createdAt: string;
      id: number;
      /** @enum {string} */
      kind: 'image' | 'video';
      thumbUrl: string | null;
      url: string;
    };
    ProfilePost: {
      attachments: components['schemas']['PostAttachment'][];
      content: string;
      /** Format: date-time */
      createdAt: string;
      id: number;
      title: string;
    };
    ProfileSearchPage: {
      data: components['schemas']['ProfileCard'][];
      nextCursor: string | null;
      suggestion: {
        name: string;
        slug: string;
      } | null;
    };
    ProskerReview: {
      clientFirstName: string;
      /** Format: date-time */
      createdAt: string;
      id: number;
      rating: number;
      text: string;
    };
    ProskerReviews: {
      average: number;
      count: number;
      data: components['schemas']['ProskerReview'][];
    };
    PublicUser: {
      banner_img: string | null;
      category_name: string[];
      company?: string | null;
      /** Format: date-time */
      createdAt: string;
      description: string | null;
      email?: string;
      firstName: string;
      id: number;
      /** Format: date-time */
      lastLoginAt?: string | null;
      lastName: string;
      phoneNumber?: string | null;
      profile_img: string | null;
      /** @enum {string} */
      role: 'client' | 'prosker';
      skill_name: string[];
      type_user: number;
      username: string;
    };
    SellerClient: {
      client: components['schemas']['SellerPerson'];
      conversationId: number | null;
      email: string | null;
      jobCount: number;
      jobs: {
        id: number;
        /** Format: date-time */
        startDate: string;
        /** @enum {string} */
        status:
          | 'offered'
          | 'new'
          | 'paymentRequired'
          | 'readyToExecute'
          | 'inProgress'
          | 'proskerComplete'
          | 'complete'
          | 'clientRejected'
          | 'rejected'
          | 'proskerCancel'
          | 'clientCancel'
          | 'staffCancel'
          | 'withdrawn';
        title: string;
      }[];
      /** Format: date-time */
      lastContactAt: string;
      note: string | null;
      paid: {
        amount: number;
        /** @enum {string} */
        currency: 'UYU' | 'BRL';
      }[];
      phone: string | null;
      unread: number;
    };
    SellerClientPage: {
      data: components['schemas']['SellerClient'][];
      page: number;
      pageCount: number;
      total: number;
    };
    SellerEarnings: {
      count: number;
      /** @enum {string} */
      currency: 'UYU' | 'BRL';
      fees: number;
      net: number;
      paid: number;
      refunded: number;
    };
    SellerHome: {
      earnings: {
        /** Format: date-time */
        from: string;
        payouts: components['schemas']['SellerPayout'][];
        payoutWaitDays: number;
        /** Format: date-time */
        to: string;
        totals: components['schemas']['SellerEarnings'][];
      };
      pending: {
        waitingForClient: components['schemas']['SellerPendingJob'][];
        waitingForYou: components['schemas']['SellerPendingJob'][];
      };
      setup: {
        items: {
          done: boolean;
          /** @enum {string} */
          item: 'paymentAccount' | 'hours' | 'whatsapp' | 'profile';
        }[];
        profilePercent: number;
      };
      timeZone: string;
      unread: {
        conversations: number;
        data: {
          conversationId: number;
          /** Format: date-time */
          lastMessageAt: string;
          other: components['schemas']['SellerPerson'];
          unread: number;
        }[];
      };
      week: {
        /** Format: date-time */
        from: string;
        jobs: components['schemas']['SellerWeekJob'][];
        /** Format: date-time */
        to: string;
      };
    };
    SellerPayout: {
      /** @enum {string} */
      currency: 'UYU' | 'BRL';
      jobId: number | null;
      net: number;
      paymentId: number;
      /** Format: date-time */
      payoutAt: string;
    };
    SellerPendingJob: {
      client: components['schemas']['SellerPerson'];
      /** @enum {string} */
      currency: 'UYU' | 'BRL';
      id: number;
      /** @enum {string} */
      origin: 'request' | 'offer';
      price: number;
      /** Format: date-time */
      startDate: string;
      /** @enum {string} */
      status:
        | 'offered'
        | 'new'
        | 'paymentRequired'
        | 'readyToExecute'
        | 'inProgress'
        | 'proskerComplete'
        | 'complete'
        | 'clientRejected'
        | 'rejected'
        | 'proskerCancel'
        | 'clientCancel'
        | 'staffCancel'
        | 'withdrawn';
      /** @enum {string|null} */
      timeOfDay: 'morning' | 'afternoon' | null;
      title: string;
    };
    SellerPerson: {
      firstName: string;
      id: number;
      lastName: string;
      photo: string | null;
      /** @enum {string} */
      state: 'active' | 'banned' | 'closed';
    };
    SellerWeekJob: {
      client: components['schemas']['SellerPerson'];
      /** Format: date-time */
      endDate: string;
      id: number;
      /** Format: date-time */
      startDate: string;
      /** @enum {string} */
      status:
        | 'offered'
        | 'new'
        | 'paymentRequired'
        | 'readyToExecute'
        | 'inProgress'
        | 'proskerComplete'
        | 'complete'
        | 'clientRejected'
        | 'rejected'
        | 'proskerCancel'
        | 'clientCancel'
        | 'staffCancel'
        | 'withdrawn';
      /** @enum {string|null} */
      timeOfDay: 'morning' | 'afternoon' | null;
      title: string;
    };
    Service: {
      categoryId: number;
      /** @enum {string} */
      currency: 'UYU' | 'BRL';
      description: string;
      enabled: boolean;
      id: number;
      image: string | null;
      predefinedServiceId: number | null;
      price: number;
      proskerId: number;
      requiresAppointment: boolean;
      requiresPayment: boolean;
      title: string;
    };
    ServiceDetail: {
      categoryId: number;
      /** @enum {string} */
      currency: 'UYU' | 'BRL';
      description: string;
      enabled: boolean;
      id: number;
      image: string | null;
      predefinedServiceId: number | null;
      price: number;
      proskerId: number;
      requiresAppointment: boolean;
      requiresPayment: boolean;
      slotRequired: boolean;
      title: string;
    };
    SessionToken: {
      access_token: string;
    };
    Skill: {
      categoryId: number;
      id: number;
      name: string;
      names: {
        br: string;
        en: string;
        es: string;
      };
      slug: string;
      slugs: {
        br: string;
        uy: string;
      };
    };
    SocialCompletion: {
      email: string;
      firstName: string;
      lastName: string;
      /** @enum {string} */
      provider: 'google' | 'facebook';
      token: string;
    };
    SocialCompletionNeeded: {
      completion: components['schemas']['SocialCompletion'];
    };
    Subscription: {
      amount: number;
      /** Format: date-time */
      cancelledAt: string | null;
      /** @enum {string} */
      currency: 'UYU' | 'BRL';
      discount: number;
      id: number;
      installmentAmount: number | null;
      installments: number;
      lastPaymentStatus: string | null;
      /** Format: date-time */
      nextPaymentDate: string | null;
      plan: components['schemas']['Plan'];
      /** Format: date-time */
      startedAt: string | null;
      /** @enum {string} */
      status: 'pending' | 'active' | 'paused' | 'cancelled';
      trial: boolean;
      /** Format: date-time */
      trialEndsAt: string | null;
    };
    SubscriptionQuote: {
      /** @enum {string} */
      currency: 'UYU' | 'BRL';
      discount: number;
      /** Format: date-time */
      firstChargeDate: string;
      installmentsUpTo: number;
      price: number;
      total: number;
      trial: boolean;
      trialDays: number;
    };
    Unsubscribe: {
      /** @enum {string} */
      channel: 'email' | 'whatsapp';
      email: string;
      /** @enum {string} */
      topic: 'subscription' | 'chat' | 'job' | 'user' | 'payment';
    };
    VerifiedEmail: {
      access_token?: string;
      email: string;
    };
    WhatsAppNumber: {
      /** Format: date-time */
      codeExpiresAt: string | null;
      confirmed: boolean;
      phoneNumber: string | null;
    };
    WhatsAppWebhookReceipt: {
      received: boolean;
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
