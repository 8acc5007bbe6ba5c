/**
 * Copies of two helpers of @netlify/functions-dev 1.3.5 (dist/main.js, not exported): a web Request to
 * the Lambda event its runtime hands to lambda-local, and lambda-local's result back to a web Response.
 * Kept line for line, so that answers stay byte-identical to the emulation's, except that binary request
 * bodies arrive intact; compare them on upgrade (docs/decisions/008).
 */
import type { LambdaResult } from './function-workers';

/** `headersObjectFromWebHeaders`. */
function headersObject(webHeaders: Headers): { headers: Record<string, string>; multiValueHeaders: Record<string, string[]> } {
  const headers: Record<string, string> = {};
  const multiValueHeaders: Record<string, string[]> = {};
  webHeaders.forEach((value, key) => {
    headers[key] = value;
    multiValueHeaders[key] = value.split(',').map((part) => part.trim());
  });
  return { headers, multiValueHeaders };
}

/** `lambdaEventFromWebRequest`. */
export async function lambdaEvent(request: Request, route: string | undefined, shouldBase64Encode: (contentType: string) => boolean) {
  const url = new URL(request.url);
  const queryStringParameters: Record<string, string> = {};
  const multiValueQueryStringParameters: Record<string, string[]> = {};
  url.searchParams.forEach((value, key) => {
    queryStringParameters[key] = queryStringParameters[key] ? `${queryStringParameters[key]},${value}` : value;
    multiValueQueryStringParameters[key] = [...(multiValueQueryStringParameters[key] ?? []), value];
  });
  const { headers, multiValueHeaders } = headersObject(request.headers);
  // Upstream reads every body as UTF-8 text yet marks binary types (multipart uploads) as base64, which
  // mangles receipts; Netlify itself passes such bodies as the base64 of their bytes, and so does this.
  const isBase64Encoded = shouldBase64Encode(request.headers.get('content-type') ?? '');
  const bytes = Buffer.from(await request.arrayBuffer());
  const body = bytes.length ? (isBase64Encoded ? bytes.toString('base64') : bytes.toString('utf8')) : null;
  return {
    rawUrl: url.toString(),
    rawQuery: url.search,
    path: url.pathname,
    httpMethod: request.method,
    headers,
    multiValueHeaders,
    queryStringParameters,
    multiValueQueryStringParameters,
    body,
    isBase64Encoded,
    route,
  };
}

/** `webResponseFromLambdaResponse`. */
export function webResponse(result: LambdaResult): Response {
  const headers = new Headers();
  for (const [name, value] of Object.entries(result.headers ?? {})) {
    if (value !== undefined) headers.set(name.toLowerCase(), String(value));
  }
  for (const [name, values] of Object.entries(result.multiValueHeaders ?? {})) {
    for (const value of values) headers.append(name.toLowerCase(), String(value));
  }
  return new Response(result.body as BodyInit | null | undefined, { headers, status: result.statusCode });
}
