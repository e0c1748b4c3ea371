/**
 * Error bodies shaped like the Content Lake's, `{ error: { description, type, ... } }`, because
 * @sanity/client turns exactly that shape into a readable `err.message` (and a mutation error's
 * `items` into the list under it). Any other shape surfaces as "HTTP 400" with nothing useful.
 */
export interface SanityErrorItem {
  index: number;
  error: { id?: string; description: string; type: string };
}

export interface SanityErrorBody {
  error: {
    description: string;
    type: string;
    items?: SanityErrorItem[];
    query?: string;
    start?: number;
    end?: number;
  };
  statusCode: number;
}

export class ServiceError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    description: string,
    readonly extra: Omit<SanityErrorBody['error'], 'description' | 'type'> = {},
  ) {
    super(description);
    this.name = 'ServiceError';
  }

  toBody(): SanityErrorBody {
    return {
      error: { description: this.message, type: this.type, ...this.extra },
      statusCode: this.status,
    };
  }
}

/** One failing mutation fails the transaction; the client lists `items` under the description. */
export function mutationFailed(
  status: number,
  index: number,
  item: { id?: string; description: string; type: string },
): ServiceError {
  return new ServiceError(status, 'mutationError', `The mutation(s) failed: ${item.description}`, {
    items: [{ index, error: item }],
  });
}
