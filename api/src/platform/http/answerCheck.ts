import type { FastifyInstance } from 'fastify';
import { schemaProblems, schemasOf } from '@tcm/shared/contract/schema';

/**
 * Tests only (ApiOptions.checkAnswers): every successful answer of a call that has a schema in
 * @tcm/shared/contract/schema is parsed with it before it leaves, and a mismatch is reported, so
 * an answer that drops a documented field or sends `sex: 0` fails the test that caused it.
 * Registered on the /api scope, whose routes are keyed like the schemas (`METHOD /path`, `:name`).
 */
export function checkAnswers(api: FastifyInstance, report: (problem: string) => void): void {
  api.addHook('onSend', async (req, reply, payload) => {
    if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const url = req.routeOptions.url;
    if (!url?.startsWith(api.prefix)) return payload;
    const key = `${req.method} ${url.slice(api.prefix.length)}`;
    const schemas = schemasOf(key);
    if (!schemas) return payload;
    let body: unknown;
    try {
      body = JSON.parse(payload);
    } catch {
      report(`${key}: the answer is not JSON`);
      return payload;
    }
    // Refusals ({code: 500, msg}) are envelopes; only a success carries the documented answer.
    if ((body as { code?: unknown }).code !== 200) return payload;
    const problems = schemaProblems(schemas.res, body);
    if (problems.length) report(`${key}: the answer breaks its schema: ${problems.join('; ')}`);
    return payload;
  });
}
