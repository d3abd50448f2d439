import type { RouteOptions } from 'fastify';
import { z } from 'zod';

/** One method of one route the app registered, named the way people write it: "GET /api/health". */
export type AppRoute = {
  key: string;
  method: string;
  url: string;
  /** The GET route a HEAD twin answers for, so a list only has to name the GET. */
  baseKey: string;
  route: RouteOptions;
};

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
};

/** Every method of every route, from what the app itself registered (TestApp.routes). */
export function appRoutes(routes: RouteOptions[]): AppRoute[] {
  return routes.flatMap((route) =>
    [route.method].flat().map((method) => ({
      key: `${method} ${route.url}`,
      method,
      url: route.url,
      baseKey: `${method === 'HEAD' ? 'GET' : method} ${route.url}`,
      route,
    })),
  );
}

/** The names of a path's parameters; a wildcard counts as the parameter `*`. */
export function pathParams(url: string): string[] {
  return [...url.matchAll(/:(\w+)|\*/g)].map((m) => m[1] ?? '*');
}

export function fillPath(url: string, values: Record<string, string>): string {
  return url.replace(/:(\w+)|\*/g, (_, name: string | undefined) => encodeURIComponent(values[name ?? '*'] ?? ''));
}

/** The route's JSON body schema (as JSON Schema, from its zod schema), or null when it reads none. */
export function bodySchemaOf(route: RouteOptions): JsonSchema | null {
  const body = route.schema?.body;
  if (!(body instanceof z.ZodType)) return null;
  return z.toJSONSchema(body, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

export const isMultipart = (route: RouteOptions) =>
  [(route.schema as { consumes?: string[] } | undefined)?.consumes ?? []].flat().includes('multipart/form-data');

/** Every property name in a schema, however deep (a field naming a resource may sit in a list). */
export function fieldNames(schema: JsonSchema | undefined): string[] {
  if (!schema) return [];
  const nested = [
    ...Object.values(schema.properties ?? {}),
    ...(schema.items ? [schema.items] : []),
    ...(schema.anyOf ?? []),
    ...(schema.oneOf ?? []),
  ];
  return [...Object.keys(schema.properties ?? {}), ...nested.flatMap(fieldNames)];
}
