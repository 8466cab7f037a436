/** An error whose status and Czech `detail` reach the client as they are. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(detail);
  }
}

export const badRequest = (detail: string, extra?: Record<string, unknown>) => new HttpError(400, detail, extra);
export const unauthorized = (detail: string) => new HttpError(401, detail);
export const forbidden = (detail: string) => new HttpError(403, detail);
export const notFound = (detail: string) => new HttpError(404, detail);
export const conflict = (detail: string, extra?: Record<string, unknown>) => new HttpError(409, detail, extra);
export const unprocessable = (detail: string, extra?: Record<string, unknown>) => new HttpError(422, detail, extra);
