/**
 * The back-office API's answers and inputs, generated from its OpenAPI document by
 * `npm run api:types`. Do not edit: change the route's contract and generate again.
 */
export interface paths {
  '/audit-log': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Staff actions, newest first (admin) */
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
            'application/json': components['schemas']['AuditEntry'][];
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
  '/auth/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Staff sign-in */
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
            password: string;
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
            'application/json': components['schemas']['StaffSession'];
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
  '/auth/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Staff sign-out: revokes the token */
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
  '/auth/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in staff member */
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
            'application/json': components['schemas']['Staff'];
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
  '/blog-posts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Content of kind post, with every translation; filtered by text, region and section */
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
            'application/json': components['schemas']['AdminContentItem'][];
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
    /** Creates an item of kind post with its translations (admin) */
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
            author?: string | null;
            effectiveOn?: string | null;
            image?: string | null;
            link?: string | null;
            position?: number;
            publishedAt?: string | null;
            /** @enum {string} */
            region?: 'all' | 'uy' | 'br';
            /** @enum {string|null} */
            section?: 'clients' | 'proskers' | null;
            slug: string;
            translations: {
              br?: {
                body?: string;
                /** @enum {string} */
                status?: 'draft' | 'published';
                summary?: string;
                tags?: string[];
                title: string;
              } | null;
              en?: {
                body?: string;
                /** @enum {string} */
                status?: 'draft' | 'published';
                summary?: string;
                tags?: string[];
                title: string;
              } | null;
              es: {
                body?: string;
                /** @enum {string} */
                status?: 'draft' | 'published';
                summary?: string;
                tags?: string[];
                title: string;
              };
            };
            version?: string | null;
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
            'application/json': components['schemas']['AdminContentItem'];
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
  '/blog-posts/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One item of kind post */
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
            'application/json': components['schemas']['AdminContentItem'];
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
    /** Saves an item of kind post: its fields and each translation; a history row per change (admin) */
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
            author?: string | null;
            effectiveOn?: string | null;
            image?: string | null;
            link?: string | null;
            position?: number;
            publishedAt?: string | null;
            /** @enum {string} */
            region?: 'all' | 'uy' | 'br';
            /** @enum {string|null} */
            section?: 'clients' | 'proskers' | null;
            slug: string;
            translations: {
              br?: {
                body?: string;
                /** @enum {string} */
                status?: 'draft' | 'published';
                summary?: string;
                tags?: string[];
                title: string;
              } | null;
              en?: {
                body?: string;
                /** @enum {string} */
                status?: 'draft' | 'published';
                summary?: string;
                tags?: string[];
                title: string;
              } | null;
              es: {
                body?: string;
                /** @enum {string} */
                status?: 'draft' | 'published';
                summary?: string;
                tags?: string[];
                title: string;
              };
            };
            version?: string | null;
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
            'application/json': components['schemas']['AdminContentItem'];
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
    /** Deletes an item of kind post; legal pages are kept (admin) */
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
            'application/json': components['schemas']['AdminContentItem'];
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
  '/cancellation-reasons': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The reasons to cancel a job, searched by name and filtered by enabled, sorted and paged */
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
            'application/json': components['schemas']['AdminCancellationReason'][];
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
    /** Create one of the reasons to cancel a job (admin) */
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
            appliesTo?: 'prosker' | 'client' | 'both';
            enabled?: boolean;
            name_br: string;
            name_en: string;
            name_es: string;
            position?: number;
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
            'application/json': components['schemas']['AdminCancellationReason'];
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
  '/cancellation-reasons/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One of the reasons to cancel a job */
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
            'application/json': components['schemas']['AdminCancellationReason'];
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
    /** Edit, reorder or disable one of the reasons to cancel a job (admin) */
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
            appliesTo?: 'prosker' | 'client' | 'both';
            enabled?: boolean;
            name_br: string;
            name_en: string;
            name_es: string;
            position?: number;
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
            'application/json': components['schemas']['AdminCancellationReason'];
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
    /** Delete one of the reasons to cancel a job that no job gave (admin); disable it otherwise */
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
            'application/json': components['schemas']['AdminCancellationReason'];
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
  '/categories': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** categories, filtered, sorted and paged */
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
            'application/json': components['schemas']['AdminCategory'][];
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
    /** Create one of categories (admin) */
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
            enabled?: boolean;
            icon?: string | null;
            isDefault?: boolean;
            name_br: string;
            name_en: string;
            name_es: string;
            position?: number;
            slug: string;
            slug_br: string;
            terms_br?: string;
            terms_en?: string;
            terms_es?: string;
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
            'application/json': components['schemas']['AdminCategory'];
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
  '/categories/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One of categories */
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
            'application/json': components['schemas']['AdminCategory'];
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
    /** Edit or disable one of categories (admin) */
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
            enabled?: boolean;
            icon?: string | null;
            isDefault?: boolean;
            name_br: string;
            name_en: string;
            name_es: string;
            position?: number;
            slug: string;
            slug_br: string;
            terms_br?: string;
            terms_en?: string;
            terms_es?: string;
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
            'application/json': components['schemas']['AdminCategory'];
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
    /** Delete one of categories no profile uses (admin) */
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
            'application/json': components['schemas']['AdminCategory'];
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
  '/contact-messages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The contact inbox: messages by status and topic, newest first */
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
            'application/json': components['schemas']['AdminContactMessage'][];
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
  '/contact-messages/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One contact message */
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
            'application/json': components['schemas']['AdminContactMessage'];
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
    /** Closes or reopens a contact message */
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
            status: 'new' | 'answered' | 'closed';
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
            'application/json': components['schemas']['AdminContactMessage'];
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
  '/contact-messages/{id}/answer': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Answers a contact message by e-mail to its sender; it becomes answered */
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
            answer: string;
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
            'application/json': components['schemas']['AdminContactMessage'];
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
  '/content-images': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Stores an image for a text (checked by content, re-encoded); answers its address */
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
            'application/json': {
              url: string;
              width: number | null;
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
  '/content-pages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Content of kind page, with every translation; filtered by text, region and section */
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
            'application/json': components['schemas']['AdminContentItem'][];
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
    /** Creates an item of kind page with its translations (admin) */
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
            author?: string | null;
            effectiveOn?: string | null;
            image?: string | null;
            link?: string | null;
            position?: number;
            publishedAt?: string | null;
            /** @enum {string} */
            region?: 'all' | 'uy' | 'br';
            /** @enum {string|null} */
            section?: 'clients' | 'proskers' | null;
            slug: string;
            translations: {
              br?: {
                body?: string;
                /** @enum {string} */
                status?: 'draft' | 'published';
                summary?: string;
                tags?: string[];
                title: string;
              } | null;
              en?: {
                body?: string;
                /** @enum {string} */
                status?: 'draft' | 'published';
                summary?: string;
                tags?: string[];
                title: string;
              } | null;
              es: {
                body?: string;
                /** @enum {string} */
                status?: 'draft' | 'published';
                summary?: string;
                tags?: string[];
                title: string;
              };
            };
            version?: string | null;
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
            'application/json': components['schemas']['AdminContentItem'];
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
  '/content-pages/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One item of kind page */
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
            'application/json': components['schemas']['AdminContentItem'];
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
    /** Saves an item of kind page: its fields and each translation; a history row per change (admin) */
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
            author?: string | null;
            effectiveOn?: string | null;
            image?: string | null;
            link?: string | null;
            position?: number;
            publishedAt?: string | null;
            /** @enum {string} */
            region?: 'all' | 'uy' | 'br';
            /** @enum {string|null} */
            section?: 'clients' | 'proskers' | null;
            slug: string;
            translations: {
              br?: {
                body?: string;
                /** @enum {string} */
                status?: 'draft' | 'published';
                summary?: string;
                tags?: string[];
                title: string;
              } | null;
              en?: {
                body?: string;
                /** @enum {string} */
                status?: 'draft' | 'published';
                summary?: string;
                tags?: string[];
                title: string;
              } | null;
              es: {
                body?: string;
                /** @enum {string} */
                status?: 'draft' | 'published';
                summary?: string;
                tags?: string[];
                title: string;
              };
            };
            version?: string | null;
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
            'application/json': components['schemas']['AdminContentItem'];
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
    /** Deletes an item of kind page; legal pages are kept (admin) */
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
            'application/json': components['schemas']['AdminContentItem'];
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
  '/content-preview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Markdown as readers will get it: sanitized HTML, links in the region’s words */
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
            body?: string;
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
            'application/json': {
              html: string;
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
  '/content-versions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Saved versions of content translations (who, when, which version), newest first */
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
            'application/json': components['schemas']['AdminContentVersion'][];
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
  '/conversation-reports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Reported conversations, filtered by status */
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
            'application/json': components['schemas']['AdminConversationReport'][];
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
  '/conversation-reports/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One report with the reported conversation’s newest messages */
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
            'application/json': components['schemas']['AdminConversationReportDetail'];
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
    /** Decide an open report: `dismissed`, or `banned` with a `reason` the banned user is told (admin) */
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
            reason?: string;
            /** @enum {string} */
            status: 'dismissed' | 'banned';
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
            'application/json': components['schemas']['AdminConversationReportDetail'];
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
  '/coupons': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Coupons, searched by code and filtered by enabled, sorted and paged */
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
            'application/json': components['schemas']['AdminCoupon'][];
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
    /** Create a coupon (admin); its use count starts at 0 */
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
            amount: number;
            code: string;
            currency?: string | null;
            description?: string;
            /** @enum {string} */
            discountType: 'percentage' | 'fixed';
            enabled?: boolean;
            minOrder?: number;
            usageLimit: number;
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
            'application/json': components['schemas']['AdminCoupon'];
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
  '/coupons/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One coupon */
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
            'application/json': components['schemas']['AdminCoupon'];
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
    /** Edit or disable a coupon (admin); its use count is not writable */
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
            amount: number;
            code: string;
            currency?: string | null;
            description?: string;
            /** @enum {string} */
            discountType: 'percentage' | 'fixed';
            enabled?: boolean;
            minOrder?: number;
            usageLimit: number;
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
            'application/json': components['schemas']['AdminCoupon'];
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
    /** Delete a coupon never redeemed (admin); disable it otherwise */
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
            'application/json': components['schemas']['AdminCoupon'];
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
  '/faq-entries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Content of kind faq, with every translation; filtered by text, region and section */
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
            'application/json': components['schemas']['AdminContentItem'][];
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
    /** Creates an item of kind faq with its translations (admin) */
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
            author?: string | null;
            effectiveOn?: string | null;
            image?: string | null;
            link?: string | null;
            position?: number;
            publishedAt?: string | null;
            /** @enum {string} */
            region?: 'all' | 'uy' | 'br';
            /** @enum {string|null} */
            section?: 'clients' | 'proskers' | null;
            slug: string;
            translations: {
              br?: {
                body?: string;
                /** @enum {string} */
                status?: 'draft' | 'published';
                summary?: string;
                tags?: string[];
                title: string;
              } | null;
              en?: {
                body?: string;
                /** @enum {string} */
                status?: 'draft' | 'published';
                summary?: string;
                tags?: string[];
                title: string;
              } | null;
              es: {
                body?: string;
                /** @enum {string} */
                status?: 'draft' | 'published';
                summary?: string;
                tags?: string[];
                title: string;
              };
            };
            version?: string | null;
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
            'application/json': components['schemas']['AdminContentItem'];
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
  '/faq-entries/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One item of kind faq */
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
            'application/json': components['schemas']['AdminContentItem'];
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
    /** Saves an item of kind faq: its fields and each translation; a history row per change (admin) */
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
            author?: string | null;
            effectiveOn?: string | null;
            image?: string | null;
            link?: string | null;
            position?: number;
            publishedAt?: string | null;
            /** @enum {string} */
            region?: 'all' | 'uy' | 'br';
            /** @enum {string|null} */
            section?: 'clients' | 'proskers' | null;
            slug: string;
            translations: {
              br?: {
                body?: string;
                /** @enum {string} */
                status?: 'draft' | 'published';
                summary?: string;
                tags?: string[];
                title: string;
              } | null;
              en?: {
                body?: string;
                /** @enum {string} */
                status?: 'draft' | 'published';
                summary?: string;
                tags?: string[];
                title: string;
              } | null;
              es: {
                body?: string;
                /** @enum {string} */
                status?: 'draft' | 'published';
                summary?: string;
                tags?: string[];
                title: string;
              };
            };
            version?: string | null;
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
            'application/json': components['schemas']['AdminContentItem'];
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
    /** Deletes an item of kind faq; legal pages are kept (admin) */
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
            'application/json': components['schemas']['AdminContentItem'];
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
  '/help-reasons': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The reasons to dispute a finished job, searched by name and filtered by enabled, sorted and paged */
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
            'application/json': components['schemas']['AdminHelpReason'][];
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
    /** Create one of the reasons to dispute a finished job (admin) */
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
            enabled?: boolean;
            name_br: string;
            name_en: string;
            name_es: string;
            position?: number;
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
            'application/json': components['schemas']['AdminHelpReason'];
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
  '/help-reasons/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One of the reasons to dispute a finished job */
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
            'application/json': components['schemas']['AdminHelpReason'];
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
    /** Edit, reorder or disable one of the reasons to dispute a finished job (admin) */
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
            enabled?: boolean;
            name_br: string;
            name_en: string;
            name_es: string;
            position?: number;
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
            'application/json': components['schemas']['AdminHelpReason'];
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
    /** Delete one of the reasons to dispute a finished job that no job gave (admin); disable it otherwise */
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
            'application/json': components['schemas']['AdminHelpReason'];
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
  '/jobs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Jobs with their prosker and client, filtered by status, prosker, client and title */
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
            'application/json': components['schemas']['AdminJob'][];
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
  '/jobs/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One job with its prosker and client, its history and its review */
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
            'application/json': components['schemas']['AdminJobDetail'];
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
    /** Settle a disputed job as complete, with a comment both parties read (admin) */
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
            action: 'resolve';
            comment: string;
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
            'application/json': components['schemas']['AdminJobDetail'];
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
  '/jobs/{id}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Cancel a job with a cancellation reason (admin): any status before it is done, no notice needed; a paid job is refunded of what is left; both sides are told */
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
            comment?: string;
            reasonId: number;
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
            'application/json': components['schemas']['AdminJobDetail'];
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
  '/jobs/{id}/receipt': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The receipt of a paid job as a PDF, with the fee applied, in the request language */
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
  '/jobs/{id}/refunds': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Refund a paid job in full or in part through Mercado Pago (admin), once however many ask at once; both sides are told the amount */
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
            amount?: number;
            refundedBefore: number;
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
            'application/json': components['schemas']['AdminJobDetail'];
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
  '/notification-deliveries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Notices sent (or being sent), one row per channel, filtered by user, channel and status */
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
            'application/json': components['schemas']['AdminNotificationDelivery'][];
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
  '/notification-deliveries/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One delivery of a notice */
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
            'application/json': components['schemas']['AdminNotificationDelivery'];
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
  '/notification-deliveries/{id}/resend': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sends a failed delivery again (admin) */
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
            'application/json': components['schemas']['AdminNotificationDelivery'];
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
  '/notification-templates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every kind of notice */
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
            'application/json': components['schemas']['AdminNotificationTemplate'][];
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
  '/notification-templates/{kind}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One kind of notice as it reads in every language: e-mail and WhatsApp, with sample data */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          kind: string;
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
            'application/json': components['schemas']['AdminNotificationTemplateDetail'];
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
  '/partners': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Content of kind partner, with every translation; filtered by text, region and section */
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
            'application/json': components['schemas']['AdminContentItem'][];
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
    /** Creates an item of kind partner with its translations (admin) */
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
            author?: string | null;
            effectiveOn?: string | null;
            image?: string | null;
            link?: string | null;
            position?: number;
            publishedAt?: string | null;
            /** @enum {string} */
            region?: 'all' | 'uy' | 'br';
            /** @enum {string|null} */
            section?: 'clients' | 'proskers' | null;
            slug: string;
            translations: {
              br?: {
                body?: string;
                /** @enum {string} */
                status?: 'draft' | 'published';
                summary?: string;
                tags?: string[];
                title: string;
              } | null;
              en?: {
                body?: string;
                /** @enum {string} */
                status?: 'draft' | 'published';
                summary?: string;
                tags?: string[];
                title: string;
              } | null;
              es: {
                body?: string;
                /** @enum {string} */
                status?: 'draft' | 'published';
                summary?: string;
                tags?: string[];
                title: string;
              };
            };
            version?: string | null;
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
            'application/json': components['schemas']['AdminContentItem'];
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
  '/partners/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One item of kind partner */
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
            'application/json': components['schemas']['AdminContentItem'];
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
    /** Saves an item of kind partner: its fields and each translation; a history row per change (admin) */
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
            author?: string | null;
            effectiveOn?: string | null;
            image?: string | null;
            link?: string | null;
            position?: number;
            publishedAt?: string | null;
            /** @enum {string} */
            region?: 'all' | 'uy' | 'br';
            /** @enum {string|null} */
            section?: 'clients' | 'proskers' | null;
            slug: string;
            translations: {
              br?: {
                body?: string;
                /** @enum {string} */
                status?: 'draft' | 'published';
                summary?: string;
                tags?: string[];
                title: string;
              } | null;
              en?: {
                body?: string;
                /** @enum {string} */
                status?: 'draft' | 'published';
                summary?: string;
                tags?: string[];
                title: string;
              } | null;
              es: {
                body?: string;
                /** @enum {string} */
                status?: 'draft' | 'published';
                summary?: string;
                tags?: string[];
                title: string;
              };
            };
            version?: string | null;
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
            'application/json': components['schemas']['AdminContentItem'];
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
    /** Deletes an item of kind partner; legal pages are kept (admin) */
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
            'application/json': components['schemas']['AdminContentItem'];
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
  '/payments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Payments of jobs and subscriptions; duplicates (refunded automatically) on their own */
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
            'application/json': components['schemas']['AdminPayment'][];
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
  '/payments/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One payment with its refund */
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
            'application/json': components['schemas']['AdminPayment'];
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
    /** Plans, filtered by region, premium and enabled, sorted and paged */
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
            'application/json': components['schemas']['AdminPlan'][];
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
    /** Create a plan (admin) */
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
            currency?: string;
            enabled?: boolean;
            inclusions?: {
              br?: string[];
              en?: string[];
              es?: string[];
            };
            name_br: string;
            name_en: string;
            name_es: string;
            /** @enum {string} */
            period: 'monthly' | 'quarterly' | 'halfYearly' | 'annual';
            popular?: boolean;
            position?: number;
            premium?: boolean;
            price: number;
            /** @enum {string} */
            region: 'uy' | 'br';
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
            'application/json': components['schemas']['AdminPlan'];
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
  '/plans/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One plan */
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
            'application/json': components['schemas']['AdminPlan'];
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
    /** Edit or disable a plan (admin); region, currency, period and premium stay once subscribed to */
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
            currency?: string;
            enabled?: boolean;
            inclusions?: {
              br?: string[];
              en?: string[];
              es?: string[];
            };
            name_br: string;
            name_en: string;
            name_es: string;
            /** @enum {string} */
            period: 'monthly' | 'quarterly' | 'halfYearly' | 'annual';
            popular?: boolean;
            position?: number;
            premium?: boolean;
            price: number;
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
            'application/json': components['schemas']['AdminPlan'];
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
    /** Delete a plan nobody ever subscribed to (admin); disable it otherwise */
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
            'application/json': components['schemas']['AdminPlan'];
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
  '/predefined-services': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The predefined services catalogue, searched by title, filtered by category and enabled */
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
            'application/json': components['schemas']['AdminPredefinedService'][];
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
    /** Add a predefined service, titled in every language (admin) */
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
            enabled?: boolean;
            position?: number;
            requiresAppointment?: boolean;
            title_br: string;
            title_en: string;
            title_es: string;
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
            'application/json': components['schemas']['AdminPredefinedService'];
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
  '/predefined-services/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One predefined service */
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
            'application/json': components['schemas']['AdminPredefinedService'];
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
    /** Edit, reorder or retire a predefined service (admin) */
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
            categoryId: number;
            enabled?: boolean;
            position?: number;
            requiresAppointment?: boolean;
            title_br: string;
            title_en: string;
            title_es: string;
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
            'application/json': components['schemas']['AdminPredefinedService'];
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
    /** Delete a predefined service nothing came from (admin); retire it otherwise */
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
            'application/json': components['schemas']['AdminPredefinedService'];
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
  '/services': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Published services, searched by title and filtered by prosker, category, region and state */
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
            'application/json': components['schemas']['AdminService'][];
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
    /** One published service with its prosker, category and state */
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
            'application/json': components['schemas']['AdminService'];
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
  '/services/{id}/withdraw': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Withdraw a service with a reason its prosker is told; refused while a job of it is open (admin) */
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
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AdminService'];
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
    /** skills, filtered, sorted and paged */
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
            'application/json': components['schemas']['AdminSkill'][];
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
    /** Create one of skills (admin) */
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
            enabled?: boolean;
            name_br: string;
            name_en: string;
            name_es: string;
            position?: number;
            slug: string;
            slug_br: string;
            terms_br?: string;
            terms_en?: string;
            terms_es?: string;
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
            'application/json': components['schemas']['AdminSkill'];
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
  '/skills/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One of skills */
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
            'application/json': components['schemas']['AdminSkill'];
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
    /** Edit or disable one of skills (admin) */
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
            categoryId: number;
            enabled?: boolean;
            name_br: string;
            name_en: string;
            name_es: string;
            position?: number;
            slug: string;
            slug_br: string;
            terms_br?: string;
            terms_en?: string;
            terms_es?: string;
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
            'application/json': components['schemas']['AdminSkill'];
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
    /** Delete one of skills no profile uses (admin) */
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
            'application/json': components['schemas']['AdminSkill'];
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
  '/staff-flags': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Staff flags, newest first; `jobId`, `userId` and `open` filter them */
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
            'application/json': components['schemas']['StaffFlag'][];
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
    /** Flag a job or a user for an admin, with a reason (audited) */
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
            jobId?: number;
            reason: string;
            userId?: number;
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
            'application/json': components['schemas']['StaffFlag'];
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
  '/staff-flags/{id}/clear': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Clear an open flag (audited) */
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
            'application/json': components['schemas']['StaffFlag'];
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
  '/subscriptions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Subscriptions with their user and plan, filtered by status, user and plan */
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
            'application/json': components['schemas']['AdminSubscription'][];
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
  '/subscriptions/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One subscription with its user and plan */
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
            'application/json': components['schemas']['AdminSubscription'];
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
    /** Pause, resume or cancel a subscription on Mercado Pago (admin) */
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
            'application/json': components['schemas']['AdminSubscription'];
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
  '/support-conversations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Support conversations, newest activity first; `userId` filters one user’s, `waiting` those the user wrote last in */
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
            'application/json': components['schemas']['AdminSupportConversation'][];
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
    /** Open the support conversation with a user (or answer the one there is), to write to them as “Soporte Prosk” */
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
            'application/json': components['schemas']['AdminSupportConversationDetail'];
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
  '/support-conversations/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One support conversation with its newest messages and who of staff wrote each */
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
            'application/json': components['schemas']['AdminSupportConversationDetail'];
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
  '/support-conversations/{id}/messages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Write to the user as “Soporte Prosk” (audited); the same `clientMessageId` again answers the stored message */
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
            'application/json': components['schemas']['AdminSupportMessage'];
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
  '/team-members': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Content of kind team, with every translation; filtered by text, region and section */
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
            'application/json': components['schemas']['AdminContentItem'][];
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
    /** Creates an item of kind team with its translations (admin) */
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
            author?: string | null;
            effectiveOn?: string | null;
            image?: string | null;
            link?: string | null;
            position?: number;
            publishedAt?: string | null;
            /** @enum {string} */
            region?: 'all' | 'uy' | 'br';
            /** @enum {string|null} */
            section?: 'clients' | 'proskers' | null;
            slug: string;
            translations: {
              br?: {
                body?: string;
                /** @enum {string} */
                status?: 'draft' | 'published';
                summary?: string;
                tags?: string[];
                title: string;
              } | null;
              en?: {
                body?: string;
                /** @enum {string} */
                status?: 'draft' | 'published';
                summary?: string;
                tags?: string[];
                title: string;
              } | null;
              es: {
                body?: string;
                /** @enum {string} */
                status?: 'draft' | 'published';
                summary?: string;
                tags?: string[];
                title: string;
              };
            };
            version?: string | null;
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
            'application/json': components['schemas']['AdminContentItem'];
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
  '/team-members/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One item of kind team */
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
            'application/json': components['schemas']['AdminContentItem'];
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
    /** Saves an item of kind team: its fields and each translation; a history row per change (admin) */
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
            author?: string | null;
            effectiveOn?: string | null;
            image?: string | null;
            link?: string | null;
            position?: number;
            publishedAt?: string | null;
            /** @enum {string} */
            region?: 'all' | 'uy' | 'br';
            /** @enum {string|null} */
            section?: 'clients' | 'proskers' | null;
            slug: string;
            translations: {
              br?: {
                body?: string;
                /** @enum {string} */
                status?: 'draft' | 'published';
                summary?: string;
                tags?: string[];
                title: string;
              } | null;
              en?: {
                body?: string;
                /** @enum {string} */
                status?: 'draft' | 'published';
                summary?: string;
                tags?: string[];
                title: string;
              } | null;
              es: {
                body?: string;
                /** @enum {string} */
                status?: 'draft' | 'published';
                summary?: string;
                tags?: string[];
                title: string;
              };
            };
            version?: string | null;
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
            'application/json': components['schemas']['AdminContentItem'];
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
    /** Deletes an item of kind team; legal pages are kept (admin) */
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
            'application/json': components['schemas']['AdminContentItem'];
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
  '/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Users, filtered, sorted and paged */
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
            'application/json': components['schemas']['AdminUser'][];
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
  '/users/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One user */
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
            'application/json': components['schemas']['AdminUser'];
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
    /** Edit a user (admin) */
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
            firstName: string;
            isTestUser: boolean;
            lastName: string;
            phoneNumber?: string | null;
            /** @enum {number} */
            type_user: 1 | 2;
            username: string;
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
            'application/json': components['schemas']['AdminUser'];
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
  '/users/{id}/addresses': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A user’s addresses, default first */
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
            'application/json': components['schemas']['Address'][];
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
  '/users/{id}/addresses/{addressId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Correct one of a user’s addresses, by the storefront’s rules (admin) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          addressId: string;
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
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/{id}/ban': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Ban a user with a reason they are told: their sessions end at once (admin) */
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
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AdminUser'];
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
  '/users/{id}/unban': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Lift a ban (admin) */
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
            'application/json': components['schemas']['AdminUser'];
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
  '/users/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every user matching the filter as CSV (UTF-8 with BOM), streamed */
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
            'text/csv': string;
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
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
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
    AdminCancellationReason: {
      /** @enum {string} */
      appliesTo: 'prosker' | 'client' | 'both';
      enabled: boolean;
      id: number;
      name_br: string;
      name_en: string;
      name_es: string;
      position: number;
      system: boolean;
      usage: number;
    };
    AdminCategory: {
      enabled: boolean;
      icon: string | null;
      id: number;
      isDefault: boolean;
      name_br: string;
      name_en: string;
      name_es: string;
      position: number;
      slug: string;
      slug_br: string;
      terms_br: string;
      terms_en: string;
      terms_es: string;
      usage: number;
    };
    AdminContactMessage: {
      answer: string | null;
      /** Format: date-time */
      answeredAt: string | null;
      answeredBy: string | null;
      /** Format: date-time */
      createdAt: string;
      email: string;
      id: number;
      language: string;
      message: string;
      name: string;
      region: string;
      /** @enum {string} */
      status: 'new' | 'answered' | 'closed';
      /** @enum {string} */
      topic: 'general' | 'account' | 'payments' | 'proskers' | 'privacy' | 'press';
    };
    AdminContentItem: {
      author: string | null;
      /** Format: date */
      effectiveOn: string | null;
      id: number;
      image: string | null;
      /** @enum {string} */
      kind: 'page' | 'faq' | 'post' | 'team' | 'partner';
      link: string | null;
      position: number;
      published: string[];
      /** Format: date-time */
      publishedAt: string | null;
      region: string;
      section: string | null;
      slug: string;
      title: string;
      translations: {
        br: {
          body: string;
          /** @enum {string} */
          status: 'draft' | 'published';
          summary: string;
          tags: string[];
          title: string;
          /** Format: date-time */
          updatedAt: string | null;
          updatedBy: string | null;
        } | null;
        en: {
          body: string;
          /** @enum {string} */
          status: 'draft' | 'published';
          summary: string;
          tags: string[];
          title: string;
          /** Format: date-time */
          updatedAt: string | null;
          updatedBy: string | null;
        } | null;
        es: {
          body: string;
          /** @enum {string} */
          status: 'draft' | 'published';
          summary: string;
          tags: string[];
          title: string;
          /** Format: date-time */
          updatedAt: string | null;
          updatedBy: string | null;
        } | null;
      };
      /** Format: date-time */
      updatedAt: string;
      version: string | null;
    };
    AdminContentVersion: {
      body: string;
      /** Format: date-time */
      createdAt: string;
      editedBy: string | null;
      /** Format: date */
      effectiveOn: string | null;
      id: number;
      itemId: number;
      /** @enum {string} */
      language: 'es' | 'en' | 'br';
      status: string;
      title: string;
      version: string | null;
    };
    AdminConversationReport: {
      conversationId: number;
      /** Format: date-time */
      createdAt: string;
      id: number;
      reason: string;
      reported: {
        banned: boolean;
        id: number;
        name: string;
        username: string;
      };
      reporter: {
        id: number;
        name: string;
        username: string;
      };
      /** Format: date-time */
      resolvedAt: string | null;
      /** @enum {string} */
      status: 'open' | 'dismissed' | 'banned';
    };
    AdminConversationReportDetail: {
      conversationId: number;
      /** Format: date-time */
      createdAt: string;
      id: number;
      messages: components['schemas']['Message'][];
      reason: string;
      reported: {
        banned: boolean;
        id: number;
        name: string;
        username: string;
      };
      reporter: {
        id: number;
        name: string;
        username: string;
      };
      /** Format: date-time */
      resolvedAt: string | null;
      /** @enum {string} */
      status: 'open' | 'dismissed' | 'banned';
    };
    AdminCoupon: {
      amount: number;
      code: string;
      /** Format: date-time */
      createdAt: string;
      /** @enum {string|null} */
      currency: 'UYU' | 'BRL' | null;
      description: string;
      /** @enum {string} */
      discountType: 'percentage' | 'fixed';
      enabled: boolean;
      id: number;
      minOrder: number;
      redemptions: number;
      usageLimit: number;
      usedCount: number;
    };
    AdminHelpReason: {
      enabled: boolean;
      id: number;
      name_br: string;
      name_en: string;
      name_es: string;
      position: number;
      usage: number;
    };
    AdminJob: {
      address: components['schemas']['JobAddress'] | null;
      area: {
        city: string;
        state: string;
      } | null;
      cancellationNote: string | null;
      cancellationReason: string | null;
      cancellationReasonId: number | null;
      categoryId: number | null;
      categoryName: string | null;
      clientEmail: string;
      clientId: number;
      clientName: string;
      clientUsername: string;
      contactPhone: string | null;
      cost: number | null;
      /** Format: date-time */
      createdAt: string;
      /** @enum {string} */
      currency: 'UYU' | 'BRL';
      description: string;
      /** Format: date-time */
      endDate: string;
      helpNote: string | null;
      helpReason: string | null;
      helpReasonId: number | null;
      hourAgreed: boolean;
      id: number;
      price: number;
      problem: string | null;
      problemPhotos: string[];
      proskerEmail: string;
      proskerId: number;
      proskerName: string;
      proskerUsername: string;
      requiresAppointment: boolean;
      requiresPayment: boolean;
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
    AdminJobDetail: {
      address: components['schemas']['JobAddress'] | null;
      area: {
        city: string;
        state: string;
      } | null;
      cancellationNote: string | null;
      cancellationReason: string | null;
      cancellationReasonId: number | null;
      categoryId: number | null;
      categoryName: string | null;
      clientEmail: string;
      clientId: number;
      clientName: string;
      clientUsername: string;
      contactPhone: string | null;
      cost: number | null;
      /** Format: date-time */
      createdAt: string;
      /** @enum {string} */
      currency: 'UYU' | 'BRL';
      description: string;
      /** Format: date-time */
      endDate: string;
      helpNote: string | null;
      helpReason: string | null;
      helpReasonId: number | null;
      history: components['schemas']['AdminJobHistoryEntry'][];
      hourAgreed: boolean;
      id: number;
      money: {
        /** @enum {string} */
        currency: 'UYU' | 'BRL';
        paid: number;
        refunded: number;
        refunds: components['schemas']['JobRefund'][];
      } | null;
      price: number;
      problem: string | null;
      problemPhotos: string[];
      proskerEmail: string;
      proskerId: number;
      proskerName: string;
      proskerUsername: string;
      requiresAppointment: boolean;
      requiresPayment: boolean;
      review: {
        /** Format: date-time */
        createdAt: string;
        id: number;
        rating: number;
        text: string;
      } | null;
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
    AdminJobHistoryEntry: {
      action: string;
      /** @enum {string} */
      actor: 'client' | 'prosker' | 'staff' | 'system';
      actorId: number | null;
      actorUsername: string | null;
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
    AdminNotificationDelivery: {
      address: string;
      attempts: number;
      /** @enum {string} */
      channel: 'email' | 'whatsapp';
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      deliveredAt: string | null;
      /** Format: date-time */
      failedAt: string | null;
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
      lastError: string | null;
      /** Format: date-time */
      notBefore: string;
      notificationId: number;
      /** Format: date-time */
      readAt: string | null;
      /** Format: date-time */
      sentAt: string | null;
      /** @enum {string} */
      status: 'pending' | 'sent' | 'delivered' | 'read' | 'failed' | 'skipped';
      title: string;
      /** @enum {string} */
      topic: 'subscription' | 'chat' | 'job' | 'user' | 'payment';
      userId: number;
    };
    AdminNotificationTemplate: {
      automated: boolean;
      essential: boolean;
      /** @enum {string} */
      id:
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
        | 'serviceWithdrawn'
        | 'phoneCode';
      /** @enum {string} */
      topic: 'subscription' | 'chat' | 'job' | 'user' | 'payment';
    };
    AdminNotificationTemplateDetail: {
      automated: boolean;
      essential: boolean;
      /** @enum {string} */
      id:
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
        | 'serviceWithdrawn'
        | 'phoneCode';
      previews: {
        br: components['schemas']['NotificationTemplatePreview'];
        en: components['schemas']['NotificationTemplatePreview'];
        es: components['schemas']['NotificationTemplatePreview'];
      };
      /** @enum {string} */
      topic: 'subscription' | 'chat' | 'job' | 'user' | 'payment';
    };
    AdminPayment: {
      amount: number;
      collectorId: number | null;
      /** Format: date-time */
      createdAt: string;
      /** @enum {string} */
      currency: 'UYU' | 'BRL';
      duplicate: boolean;
      fee: number | null;
      feeBps: number | null;
      id: number;
      jobId: number | null;
      /** @enum {string} */
      kind: 'job' | 'subscription';
      mpPaymentId: number | null;
      mpStatus: string | null;
      mpStatusDetail: string | null;
      /** Format: date-time */
      paidAt: string | null;
      payerEmail: string | null;
      payerId: number | null;
      /** Format: date-time */
      refundedAt: string | null;
      refundReason: string | null;
      /** @enum {string} */
      status: 'pendingPayment' | 'paid' | 'rejected' | 'refunded' | 'cancelled' | 'duplicate';
      subscriptionId: number | null;
      vatBps: number | null;
    };
    AdminPlan: {
      /** Format: date-time */
      createdAt: string;
      /** @enum {string} */
      currency: 'UYU' | 'BRL';
      enabled: boolean;
      id: number;
      inclusions: {
        br: string[];
        en: string[];
        es: string[];
      };
      name_br: string;
      name_en: string;
      name_es: string;
      /** @enum {string} */
      period: 'monthly' | 'quarterly' | 'halfYearly' | 'annual';
      popular: boolean;
      position: number;
      premium: boolean;
      price: number;
      /** @enum {string} */
      region: 'uy' | 'br';
      subscriptions: number;
    };
    AdminPredefinedService: {
      categoryId: number;
      enabled: boolean;
      id: number;
      position: number;
      requiresAppointment: boolean;
      title_br: string;
      title_en: string;
      title_es: string;
      usage: number;
    };
    AdminService: {
      categoryId: number;
      categoryName: string;
      /** Format: date-time */
      createdAt: string;
      /** @enum {string} */
      currency: 'UYU' | 'BRL';
      description: string;
      id: number;
      image: string | null;
      openJobs: number;
      predefinedServiceId: number | null;
      price: number;
      proskerEmail: string;
      proskerId: number;
      proskerUsername: string;
      /** @enum {string} */
      region: 'uy' | 'br';
      requiresAppointment: boolean;
      requiresPayment: boolean;
      /** @enum {string} */
      state: 'published' | 'disabled' | 'withdrawn';
      title: string;
      /** Format: date-time */
      withdrawnAt: string | null;
      withdrawnReason: string | null;
    };
    AdminSkill: {
      categoryId: number;
      enabled: boolean;
      id: number;
      name_br: string;
      name_en: string;
      name_es: string;
      position: number;
      slug: string;
      slug_br: string;
      terms_br: string;
      terms_en: string;
      terms_es: string;
      usage: number;
    };
    AdminSubscription: {
      amount: number;
      /** Format: date-time */
      cancelledAt: string | null;
      couponCode: string | null;
      couponId: number | null;
      /** Format: date-time */
      createdAt: string;
      /** @enum {string} */
      currency: 'UYU' | 'BRL';
      discount: number;
      id: number;
      installmentAmount: number | null;
      installments: number;
      lastPaymentStatus: string | null;
      mpPreapprovalId: string | null;
      /** Format: date-time */
      nextPaymentDate: string | null;
      /** Format: date-time */
      pausedAt: string | null;
      planId: number;
      planName: string;
      /** @enum {string} */
      planPeriod: 'monthly' | 'quarterly' | 'halfYearly' | 'annual';
      /** @enum {string} */
      planRegion: 'uy' | 'br';
      /** Format: date-time */
      resumedAt: string | null;
      /** Format: date-time */
      startedAt: string | null;
      /** @enum {string} */
      status: 'pending' | 'active' | 'paused' | 'cancelled';
      statusDetail: string | null;
      trial: boolean;
      /** Format: date-time */
      trialEndsAt: string | null;
      /** Format: date-time */
      updatedAt: string;
      userEmail: string;
      userId: number;
      username: string;
    };
    AdminSupportConversation: {
      /** Format: date-time */
      createdAt: string;
      id: number;
      lastMessage: string | null;
      /** Format: date-time */
      lastMessageAt: string;
      user: {
        email: string;
        id: number;
        name: string;
        username: string;
      };
      waiting: boolean;
    };
    AdminSupportConversationDetail: {
      /** Format: date-time */
      createdAt: string;
      id: number;
      lastMessage: string | null;
      /** Format: date-time */
      lastMessageAt: string;
      messages: components['schemas']['AdminSupportMessage'][];
      user: {
        email: string;
        id: number;
        name: string;
        username: string;
      };
      waiting: boolean;
    };
    AdminSupportMessage: {
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
      staffName: string | null;
    };
    AdminUser: {
      banned: boolean;
      banReason: string | null;
      /** Format: date-time */
      createdAt: string;
      email: string;
      emailVerified: boolean;
      firstName: string;
      id: number;
      isTestUser: boolean;
      /** Format: date-time */
      lastLoginAt: string | null;
      lastName: string;
      phoneNumber: string | null;
      /** @enum {string} */
      region: 'uy' | 'br';
      /** @enum {string} */
      role: 'client' | 'prosker';
      type_user: number;
      username: string;
    };
    AuditEntry: {
      action: string;
      after: unknown;
      before: unknown;
      /** Format: date-time */
      createdAt: string;
      details: unknown;
      id: number;
      staffEmail: string;
      targetId: string | null;
      targetType: string | null;
    };
    Error: {
      error: {
        code: string;
        details?: Record<string, never>;
        message: string;
      };
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
    JobRefund: {
      amount: number;
      /** Format: date-time */
      at: string;
      id: number;
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
    NotificationTemplatePreview: {
      html: string | null;
      subject: string | null;
      text: string | null;
      whatsapp: {
        language: string;
        name: string;
        parameters: string[];
        text: string;
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
    Staff: {
      email: string;
      id: number;
      name: string;
      /** @enum {string} */
      role: 'admin' | 'support';
    };
    StaffFlag: {
      /** Format: date-time */
      clearedAt: string | null;
      clearedBy: string | null;
      /** Format: date-time */
      createdAt: string;
      flaggedBy: string;
      id: number;
      jobId: number | null;
      reason: string;
      userId: number | null;
    };
    StaffSession: {
      access_token: string;
      staff: components['schemas']['Staff'];
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
